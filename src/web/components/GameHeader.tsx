// The common header of game pages, in the user's team colours: the team, the current year, the stage banner
// and the stage controls.
import { useEffect, useState } from 'react';
import type { Info } from '../../shared/api-types';
import { api } from '../api';
import { stageStep } from '../stages';
import { StageControls } from './StageControls';
import { TeamLogo } from './Logos';
import { TeamLink } from './TeamInfo';
import { teamHeaderStyle } from './teamColors';
import { ProgramSwitcher } from './ProgramSwitcher';

// The user's team colours do not change during a visit: ask once per team.
const colorCache = new Map<string, Promise<{ primary: string; secondary?: string }>>();
function teamColors(name: string) {
  const cached = colorCache.get(name);
  if (cached) return cached;
  const request = api.teamInfo(name).then((r) => ({ primary: r.team.colorPrimary, secondary: r.team.colorSecondary }));
  request.catch(() => colorCache.delete(name));
  colorCache.set(name, request);
  return request;
}

export function GameHeader({ info }: { info: Info }) {
  const [colors, setColors] = useState<{ primary: string; secondary?: string } | null>(null);
  const team = info.team;
  useEffect(() => {
    let current = true;
    teamColors(team)
      .then((c) => current && setColors(c))
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [team]);

  const step = stageStep(info.stage);
  return (
    <div className="game-header" style={teamHeaderStyle(colors?.primary, colors?.secondary)} data-testid="game-header">
      <div className="container-xxl d-flex flex-wrap align-items-center column-gap-3 row-gap-2 py-2">
        <span className="d-inline-flex align-items-center gap-2">
          <TeamLogo name={team} size={32} className="logo-on-color" />
          <TeamLink name={team} className="fw-bold fs-5 team-link-inherit" />
        </span>
        <ProgramSwitcher info={info} />
        <span className="fw-bold fs-5" data-testid="current-year">
          {info.currentYear}
        </span>
        {step.banner && (
          <span className="badge text-bg-light stage-banner" data-testid="stage-banner">
            {step.banner}
          </span>
        )}
        <span className="small d-none d-md-inline" data-testid="header-stage">
          {step.label} · {info.playoffFormat.teams}-team playoff
        </span>
        <div className="ms-auto">
          <StageControls info={info} />
        </div>
      </div>
    </div>
  );
}
