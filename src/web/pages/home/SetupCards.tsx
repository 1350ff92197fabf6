// Home's steps 1 and 2: the season, and the playoff format with the ways to start (staff recruiting, coordinator).
import { Card, Form } from 'react-bootstrap';
import type { HomeResponse } from '../../../shared/api-types';
import { countFrom } from '../../display';
import { leagueFilePlayoffText, type LoadedLeagueFile } from '../../components/LeagueFileCard';
import { PLAYOFF_SIZES } from '../../../shared/playoffSizes';
import { type PlayoffChoice, playoffForSize } from './playoff';

interface SeasonCardProps {
  home: HomeResponse | null;
  selectedYear: number | undefined;
  onYear: (year: number) => void;
}

export function SeasonCard({ home, selectedYear, onYear }: SeasonCardProps) {
  return (
    <Card className="mb-3">
      <Card.Header as="h2" className="h6 mb-0">
        Step 1: Choose a Season
      </Card.Header>
      <Card.Body>
        <Form.Group controlId="season-select">
          <Form.Label>Season</Form.Label>
          <Form.Select
            value={selectedYear ?? ''}
            onChange={(e) => onYear(Number(e.target.value))}
            disabled={!home?.years.length}
          >
            {(home?.years ?? []).map((y) => (
              <option key={y} value={y}>
                {y} Season
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </Card.Body>
    </Card>
  );
}

interface PlayoffCardProps {
  leagueFile: LoadedLeagueFile | null;
  playoff: PlayoffChoice;
  onPlayoff: (playoff: PlayoffChoice) => void;
  conferenceCount: number;
  staffRecruiting: boolean;
  onStaffRecruiting: (on: boolean) => void;
  coordinator: boolean;
  onCoordinator: (on: boolean) => void;
}

export function PlayoffCard(props: PlayoffCardProps) {
  const { leagueFile } = props;
  return (
    <Card>
      <Card.Header as="h2" className="h6 mb-0">
        Step 2: Playoff Format
      </Card.Header>
      <Card.Body className="d-grid gap-3">
        {leagueFile ? (
          // The file brings its own playoff: shown as it will be played, not the season's default.
          <p className="mb-0" data-testid="league-file-playoff">
            From the league file: {leagueFilePlayoffText(leagueFile.check.playoff)}.
          </p>
        ) : (
          <PlayoffFields playoff={props.playoff} onPlayoff={props.onPlayoff} conferenceCount={props.conferenceCount} />
        )}
        <Form.Check
          className="mt-3"
          type="switch"
          id="staff-recruiting"
          label="Let my staff recruit (fills your board and makes offers for you)"
          checked={props.staffRecruiting}
          onChange={(e) => props.onStaffRecruiting(e.target.checked)}
        />
        <Form.Check
          className="mt-2"
          type="switch"
          id="start-coordinator"
          label="Start as the offensive coordinator (head coaching offers come after good seasons)"
          checked={props.coordinator}
          onChange={(e) => props.onCoordinator(e.target.checked)}
        />
      </Card.Body>
    </Card>
  );
}

type PlayoffFieldsProps = Pick<PlayoffCardProps, 'playoff' | 'onPlayoff' | 'conferenceCount'>;

/** The size of the field, then what a larger field asks: autobids, rounds on campus, champions' seeds. */
function PlayoffFields({ playoff, onPlayoff, conferenceCount }: PlayoffFieldsProps) {
  return (
    <>
      <Form.Group controlId="playoff-teams">
        <Form.Label>Playoff Teams</Form.Label>
        <Form.Select
          value={playoff.teams}
          onChange={(e) => onPlayoff(playoffForSize(Number(e.target.value), conferenceCount))}
        >
          {PLAYOFF_SIZES.map((size) => (
            <option key={size} value={size}>
              {size === 2 ? '2 (BCS)' : size}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      {playoff.teams >= 8 && (
        <>
          <Form.Group controlId="playoff-autobids">
            <Form.Label>Conference Champion Autobids</Form.Label>
            <Form.Select
              value={playoff.autobids}
              onChange={(e) => onPlayoff({ ...playoff, autobids: Number(e.target.value) })}
            >
              {countFrom(0, conferenceCount + 1).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          {playoff.teams !== 12 && (
            <Form.Group controlId="playoff-on-campus">
              <Form.Label>On-Campus Rounds</Form.Label>
              <Form.Select
                value={playoff.onCampus ?? 0}
                onChange={(e) => onPlayoff({ ...playoff, onCampus: Number(e.target.value) })}
              >
                {countFrom(0, Math.log2(playoff.teams === 24 ? 32 : playoff.teams)).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          )}
          {(playoff.teams === 12 || playoff.teams === 24) && (
            <Form.Group controlId="playoff-top4">
              <Form.Label>Conference Champions Top {playoff.teams === 24 ? 8 : 4} Seeds</Form.Label>
              <Form.Select
                value={playoff.top4 ? 'yes' : 'no'}
                onChange={(e) => onPlayoff({ ...playoff, top4: e.target.value === 'yes' })}
              >
                <option value="yes">Yes</option>
                <option value="no">No</option>
              </Form.Select>
            </Form.Group>
          )}
        </>
      )}
    </>
  );
}
