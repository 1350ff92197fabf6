// Header card of the team pages (schedule, roster, history): who the team is, in its colours.
import type { ReactNode } from 'react';
import { Card, Form, ProgressBar } from 'react-bootstrap';
import type { Team } from '../../shared/api-types';
import { top25Prefix, winLoss } from '../display';
import { ConferenceLogo, TeamLogo } from './Logos';
import { teamHeaderStyle } from './teamColors';

interface TeamHeaderCardProps {
  team: Team;
  /** Team dropdown: all names, and what to do on a choice. */
  teams?: string[];
  onTeamChange?: (team: string) => void;
  /** Extra controls (year dropdown, position filter...). */
  children?: ReactNode;
  /** Offense and defense bars (schedule page). */
  showBars?: boolean;
}

export function TeamHeaderCard({ team, teams, onTeamChange, children, showBars = true }: TeamHeaderCardProps) {
  const independent = team.conference === 'Independent';
  return (
    <Card className="team-header-card mb-3 overflow-hidden">
      <div
        className="d-flex flex-wrap align-items-center gap-3 p-3"
        style={teamHeaderStyle(team.colorPrimary, team.colorSecondary)}
      >
        <TeamLogo name={team.name} size={72} className="logo-on-color" />
        <div className="flex-grow-1">
          <div className="small d-flex align-items-center gap-1">
            {independent ? (
              'Independent'
            ) : (
              <>
                <ConferenceLogo name={team.conference} size={20} className="logo-on-color" /> {team.conference}
              </>
            )}
          </div>
          <h2 className="h3 mb-0">
            {top25Prefix(team.ranking)}
            {team.name} <small className="fs-6 fw-normal">{team.mascot}</small>
          </h2>
          <div>
            {winLoss(team.totalWins, team.totalLosses)}
            {!independent && ` (${team.confWins}-${team.confLosses} Conf)`} · Overall {team.rating}
          </div>
        </div>
        {showBars && (
          <div className="team-bars">
            <div className="small">Offense {team.offense}</div>
            {/* The bar inside carries the name (role progressbar); the outer box is its track. */}
            <ProgressBar className="mb-1">
              <ProgressBar now={team.offense} max={99} variant="success" aria-label="Offense" />
            </ProgressBar>
            <div className="small">Defense {team.defense}</div>
            <ProgressBar>
              <ProgressBar now={team.defense} max={99} variant="info" aria-label="Defense" />
            </ProgressBar>
          </div>
        )}
      </div>
      {(teams || children) && (
        <Card.Body className="d-flex flex-wrap gap-3 align-items-end py-2">
          {teams && onTeamChange && (
            <Form.Group controlId="team-picker" className="picker">
              <Form.Label className="small mb-0">Team</Form.Label>
              <Form.Select size="sm" value={team.name} onChange={(e) => onTeamChange(e.target.value)}>
                {(teams.includes(team.name) ? teams : [team.name, ...teams]).map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          )}
          {children}
        </Card.Body>
      )}
    </Card>
  );
}
