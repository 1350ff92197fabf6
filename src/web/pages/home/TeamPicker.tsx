// Home's step 3: the programs to choose from, with a search box and a conference filter.
import { useMemo, useState } from 'react';
import { Button, Card, Form, ListGroup } from 'react-bootstrap';
import type { HomePreview } from '../../../shared/api-types';
import type { LoadedLeagueFile } from '../../components/LeagueFileCard';
import { ConferenceLogo, TeamLogo } from '../../components/Logos';
import { PrestigeGauge } from '../../components/Ratings';
import { Loading } from '../../components/Status';
import { ALL, type ChoosableTeam, INDEPENDENTS, teamsOf } from './teams';

interface TeamPickerProps {
  preview: HomePreview | null;
  conferenceNames: string[];
  leagueFile: LoadedLeagueFile | null;
  conferenceFilter: string;
  onConferenceFilter: (filter: string) => void;
  loading: boolean;
  /** The team being started, if any: every button waits for it. */
  starting: string | null;
  onSelect: (team: string) => void;
}

export function TeamPicker(props: TeamPickerProps) {
  const { preview, leagueFile, conferenceFilter, starting } = props;
  const [teamSearch, setTeamSearch] = useState('');
  const teams = useMemo(() => {
    const needle = teamSearch.trim().toLowerCase();
    // A league file's league: its programs only (its conferences are its own).
    const inFile = leagueFile ? new Set(leagueFile.check.teams) : null;
    const members = teamsOf(preview, inFile ? ALL : conferenceFilter).filter((t) => !inFile || inFile.has(t.name));
    return needle === '' ? members : members.filter((t) => t.name.toLowerCase().includes(needle));
  }, [preview, conferenceFilter, teamSearch, leagueFile]);

  return (
    <Card>
      <Card.Header className="d-flex flex-wrap align-items-center gap-2 justify-content-between">
        <h2 className="h6 mb-0">Step 3: Choose Your Team</h2>
        <div className="d-flex flex-wrap gap-2">
          <Form.Control
            size="sm"
            type="search"
            className="w-auto"
            placeholder="Search teams"
            aria-label="Search teams"
            value={teamSearch}
            onChange={(e) => setTeamSearch(e.target.value)}
          />
          <Form.Select
            size="sm"
            className="w-auto"
            aria-label="Conference filter"
            value={conferenceFilter}
            onChange={(e) => props.onConferenceFilter(e.target.value)}
          >
            <option value={ALL}>All Conferences</option>
            {props.conferenceNames.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
            <option value={INDEPENDENTS}>Independents</option>
          </Form.Select>
        </div>
      </Card.Header>
      {props.loading ? (
        <Loading />
      ) : teams.length === 0 ? (
        <Card.Body className="text-muted">No teams available</Card.Body>
      ) : (
        <ListGroup variant="flush" className="team-choice-list" data-testid="team-list">
          {teams.map((team, index) => (
            <TeamChoice
              key={team.name}
              rank={index + 1}
              team={team}
              starting={starting === team.name}
              disabled={starting !== null}
              onSelect={() => props.onSelect(team.name)}
            />
          ))}
        </ListGroup>
      )}
    </Card>
  );
}

interface TeamChoiceProps {
  rank: number;
  team: ChoosableTeam;
  starting: boolean;
  disabled: boolean;
  onSelect: () => void;
}

function TeamChoice({ rank, team, starting, disabled, onSelect }: TeamChoiceProps) {
  const gauges = [
    ['Current', team.prestige],
    ['Ceiling', team.ceiling],
    ['Floor', team.floor],
  ] as const;
  return (
    <ListGroup.Item className="team-choice-row" data-testid="team-choice">
      <span className="fw-bold text-muted text-end">{rank}</span>
      <TeamLogo name={team.name} size={36} />
      <span>
        <span className="fw-semibold d-block">{team.name}</span>
        <small className="text-muted">{team.mascot}</small>
        {/* Phones: the three gauges under the name instead of in their own columns. */}
        <span className="gauges-compact d-none flex-column mt-1">
          {gauges.map(([label, value]) => (
            <span key={label} className="small text-muted d-flex align-items-center gap-1">
              <PrestigeGauge value={value} label={label} /> {label}
            </span>
          ))}
        </span>
      </span>
      <span className="conf-cell">{team.conference && <ConferenceLogo name={team.conference} size={28} />}</span>
      {gauges.map(([label, value]) => (
        <span key={label} className="gauge-cell">
          {label}
          <PrestigeGauge value={value} label={label} />
        </span>
      ))}
      <Button size="sm" onClick={onSelect} disabled={disabled} className="select-button">
        {starting ? 'Starting...' : 'Select'}
      </Button>
    </ListGroup.Item>
  );
}
