// Stage controls of the top bar (spec 4): current stage and next stage buttons, or during the season the week,
// the Advance menu and, once the weeks are played, the Season Summary button.
import { advanceStops, weekName } from '../../shared/seasonWeeks';
import { useState } from 'react';
import { Button, Dropdown } from 'react-bootstrap';
import { Link, useNavigate } from 'react-router-dom';
import { coachedGameName } from '../../shared/coachedGameName';
import type { Info } from '../../shared/api-types';
import { api, playedLeague } from '../api';
import { LeagueTurn } from './LeagueTurn';
import { emitRefresh, emitStageChange } from '../refresh';
import { isPreseasonStage, isSeasonStage, nextStageStep, seasonInProgress, stageStep, type StageStep } from '../stages';
import { useShell } from '../hooks/shell';
import { BusyOverlay } from './BusyOverlay';
import { ConfirmModal } from './ConfirmModal';
import { useOthersAsk } from './OthersAsk';
import { useSwitchProgram } from './ProgramSwitcher';
import { ADVANCE_BUSINESS, WEEK_BUSINESS } from '../../shared/programs-types';

/** In the preseason the next stage is asked for on the season's start page, not the dashboard. */
const SEASON_START: StageStep = { ...nextStageStep('preseason'), path: '/start_season' };

/** Spec 9: the stage transition delay. */
export const STAGE_TRANSITION_MS = 500;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function StageControls({ info }: { info: Info }) {
  // In an online league's game the league moves on together: the coach says he is ready.
  const league = playedLeague();
  if (league) return <LeagueTurn leagueId={league} />;
  return <OwnStageControls info={info} />;
}

function OwnStageControls({ info }: { info: Info }) {
  const navigate = useNavigate();
  const { publish } = useShell();
  const [busy, setBusy] = useState<string | null>(null);
  const current = stageStep(info.stage);
  const next = nextStageStep(info.stage);
  const inSeason = isSeasonStage(info.stage);
  const others = useOthersAsk(info, useSwitchProgram(info));

  const goTo = (step: StageStep, advance: boolean) =>
    advance ? others.ask(ADVANCE_BUSINESS, (confirmed) => moveTo(step, true, confirmed)) : moveTo(step, false, false);
  const moveTo = async (step: StageStep, advance: boolean, confirmOthers: boolean) => {
    setBusy(`Loading ${step.label}...`);
    if (advance) emitStageChange();
    try {
      const [result] = await Promise.all([
        advance ? api.advance(confirmOthers) : Promise.resolve(null),
        wait(STAGE_TRANSITION_MS),
      ]);
      if (result?.info) publish(result.info);
      setBusy(null);
      navigate(step.path);
    } catch {
      setBusy(null); // logged by the API client; the spec shows no message
    }
  };

  // Playing the week of a coached game in progress hands the rest of it to the coordinator: ask first.
  const [coachedAsk, setCoachedAsk] = useState<number | null>(null);
  const simulateTo = (week: number, finishCoached = false) => {
    if (!finishCoached && info.coaching && info.coaching.week < week) {
      setCoachedAsk(week);
      return;
    }
    setCoachedAsk(null);
    // Another program's game in progress is finished by its coordinator only when the player says to play on.
    void others.ask(WEEK_BUSINESS, (confirmed, games) => playWeeks(week, finishCoached || games, confirmed));
  };
  const playWeeks = async (week: number, finishCoached: boolean, confirmOthers: boolean) => {
    setBusy('Simulating games...');
    try {
      const result = await api.sim(week, finishCoached, confirmOthers);
      if (result?.info) publish(result.info);
      emitRefresh();
    } catch {
      /* logged by the API client */
    } finally {
      setBusy(null);
    }
  };

  const calendar = { lastWeek: info.lastWeek, playoffTeams: info.playoffFormat.teams };
  const stops = advanceStops(info.currentWeek, calendar);
  const endOfSeason = stops[stops.length - 1];

  return (
    <div className="stage-controls d-flex flex-wrap align-items-center gap-2">
      <Button size="sm" variant="light" onClick={() => goTo(current, false)} data-testid="stage-current">
        {current.label}
      </Button>
      {inSeason && seasonInProgress(info) && (
        <>
          <span className="badge text-bg-warning fs-6" data-testid="current-week">
            {weekName(info.currentWeek, calendar)}
          </span>
          <Button
            size="sm"
            variant="success"
            onClick={() => simulateTo(info.currentWeek + 1)}
            data-testid="play-next-week"
          >
            Play next week
          </Button>
          <Dropdown align="end">
            <Dropdown.Toggle size="sm" variant="outline-light" id="advance-menu">
              Advance
            </Dropdown.Toggle>
            <Dropdown.Menu className="advance-menu">
              {stops.slice(0, -1).map((stop) => (
                <Dropdown.Item key={stop.target} onClick={() => simulateTo(stop.target)}>
                  {stop.label}
                </Dropdown.Item>
              ))}
              {stops.length > 1 && <Dropdown.Divider />}
              <Dropdown.Item onClick={() => simulateTo(endOfSeason.target)}>End of Season</Dropdown.Item>
            </Dropdown.Menu>
          </Dropdown>
        </>
      )}
      {inSeason && !seasonInProgress(info) && (
        <>
          <span className="text-warning fw-semibold">End of Season</span>
          <span aria-hidden="true" className="stage-arrow">
            →
          </span>
          <Button size="sm" variant="warning" onClick={() => goTo(next, true)} data-testid="stage-next">
            {next.label}
          </Button>
        </>
      )}
      {!inSeason && (
        <>
          <span aria-hidden="true" className="stage-arrow">
            →
          </span>
          {/* The season starts only from its own page's question (pages/StartSeasonPage.tsx). */}
          <Button
            size="sm"
            variant="warning"
            onClick={() => (isPreseasonStage(info.stage) ? goTo(SEASON_START, false) : goTo(next, true))}
            data-testid="stage-next"
          >
            {next.label}
          </Button>
        </>
      )}
      {info.coaching && (
        <ConfirmModal
          show={coachedAsk !== null}
          title={`${coachedGameName(info.coaching)} is in progress`}
          confirmLabel="Let the coordinator finish it"
          confirmVariant="warning"
          onConfirm={() => coachedAsk !== null && void simulateTo(coachedAsk, true)}
          onCancel={() => setCoachedAsk(null)}
          other={
            <Link to="/game/coach" className="btn btn-primary" onClick={() => setCoachedAsk(null)}>
              Resume coaching
            </Link>
          }
          testId="coached-game-ask"
        >
          Playing week {info.coaching.week} has your coordinator call the rest of the game against{' '}
          {info.coaching.opponent}.
        </ConfirmModal>
      )}
      {others.modal}
      <BusyOverlay text={busy} />
    </div>
  );
}
