// Home: start a new dynasty (season, playoff format, team) or continue, export, import or delete a saved one.
import { useEffect, useMemo, useState } from 'react';
import { Button, Card, Col, Form, ListGroup, Row, Tab, Tabs } from 'react-bootstrap';
import { useNavigate } from 'react-router-dom';
import type { HomePreview, HomeResponse, PreviewTeam, SaveEntry } from '../../shared/api-types';
import { api, type CoachChoice } from '../api';
import { CoachCreationCard, NO_COACH_CHOICE } from '../components/CoachCreationCard';
import { LeagueFileCard, leagueFilePlayoffText, type LoadedLeagueFile } from '../components/LeagueFileCard';
import { ConferenceLogo, TeamLogo } from '../components/Logos';
import { PrestigeGauge } from '../components/Ratings';
import { SavesTable } from '../components/SavesTable';
import { Loading } from '../components/Status';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { PRODUCT_NAME } from '../siteLinks';
import { countFrom } from '../display';

/** Spec 4, playoff format rules, and the larger fields of a custom league. */
export const PLAYOFF_SIZES = [2, 4, 8, 12, 16, 24] as const;
const TWELVE_TEAM_AUTOBIDS = 5;

const ALL = '__all__';
const INDEPENDENTS = '__independents__';

interface PlayoffChoice {
  teams: number;
  autobids: number;
  top4: boolean;
  /** Rounds on campus; undefined keeps the real rule (the 12-team first round). */
  onCampus?: number;
}

interface ChoosableTeam extends PreviewTeam {
  conference: string | null;
}

function playoffFromPreview(preview: HomePreview | null): PlayoffChoice {
  if (!preview) return { teams: 4, autobids: 0, top4: false };
  const { teams, conf_champ_autobids, conf_champ_top_4 } = preview.playoff;
  return { teams, autobids: conf_champ_autobids, top4: conf_champ_top_4 ?? false };
}

/**
 * 8 teams or more default to 5 autobids, and where there are byes (12, 24) champions take them; 2 or 4 teams
 * have neither. Autobids never exceed the number of conferences (the options run from 0 to that number).
 */
function playoffForSize(teams: number, conferenceCount: number): PlayoffChoice {
  return teams >= 8
    ? { teams, autobids: Math.min(TWELVE_TEAM_AUTOBIDS, conferenceCount), top4: teams === 12 || teams === 24 }
    : { teams, autobids: 0, top4: false };
}

function teamsOf(preview: HomePreview | null, filter: string): ChoosableTeam[] {
  if (!preview) return [];
  const teams: ChoosableTeam[] = [];
  for (const [conference, { teams: members }] of Object.entries(preview.conferences)) {
    if (filter === ALL || filter === conference) teams.push(...members.map((t) => ({ ...t, conference })));
  }
  if (filter === ALL || filter === INDEPENDENTS)
    teams.push(...preview.independents.map((t) => ({ ...t, conference: null })));
  return teams.sort((a, b) => b.prestige - a.prestige || a.name.localeCompare(b.name));
}

export function Home() {
  useDocumentTitle(null);
  const navigate = useNavigate();
  const [year, setYear] = useState<number | undefined>(undefined);
  const [home, setHome] = useState<HomeResponse | null>(null);
  const [loading, setLoading] = useState(true);
  const [conferenceFilter, setConferenceFilter] = useState(ALL);
  const [playoff, setPlayoff] = useState<PlayoffChoice>(playoffFromPreview(null));
  const [starting, setStarting] = useState<string | null>(null);
  const [staffRecruiting, setStaffRecruiting] = useState(false);
  const [coordinator, setCoordinator] = useState(false);
  const [coach, setCoach] = useState<CoachChoice>(NO_COACH_CHOICE);
  const [leagueFile, setLeagueFile] = useState<LoadedLeagueFile | null>(null);
  const [tab, setTab] = useState<string>('new');
  const [saves, setSaves] = useState<SaveEntry[]>([]);

  useEffect(() => {
    let current = true;
    api
      .saves()
      .then((response) => current && setSaves(response.saves))
      .catch(() => {
        /* logged by the API client; the table stays empty */
      });
    return () => {
      current = false;
    };
  }, []);

  useEffect(() => {
    let current = true;
    setLoading(true);
    api
      .home(year)
      .then((response) => {
        if (!current) return;
        setHome(response);
        setConferenceFilter(ALL);
        setPlayoff(playoffFromPreview(response.preview));
        if (year === undefined && response.info) setTab('load');
      })
      .catch(() => {
        /* logged by the API client; the spec shows no message on Home */
      })
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [year]);

  const preview = home?.preview ?? null;
  const conferenceNames = useMemo(() => Object.keys(preview?.conferences ?? {}).sort(), [preview]);
  const [teamSearch, setTeamSearch] = useState('');
  const teams = useMemo(() => {
    const needle = teamSearch.trim().toLowerCase();
    // A league file's league: its programs only (its conferences are its own).
    const inFile = leagueFile ? new Set(leagueFile.check.teams) : null;
    const members = teamsOf(preview, inFile ? ALL : conferenceFilter).filter((t) => !inFile || inFile.has(t.name));
    return needle === '' ? members : members.filter((t) => t.name.toLowerCase().includes(needle));
  }, [preview, conferenceFilter, teamSearch, leagueFile]);
  const selectedYear = year ?? (home ? Number(home.selected_year) : undefined);

  const start = async (team: string) => {
    if (selectedYear === undefined) return;
    setStarting(team);
    try {
      const data = leagueFile
        ? await api.startInLeagueFile(leagueFile.text, team, staffRecruiting)
        : await api.startGame({
            team,
            year: selectedYear,
            playoffTeams: playoff.teams,
            playoffAutobids: playoff.autobids,
            playoffConfChampTop4: playoff.top4,
            playoffOnCampus: playoff.onCampus,
            staffRecruiting,
            coordinator,
            coach,
          });
      navigate('/noncon', { state: { fromHome: true, data } });
    } catch {
      setStarting(null); // logged by the API client
    }
  };

  if (!home && loading) return <Loading />;

  return (
    <div className="container-xl py-4">
      <header className="text-center mb-4">
        <h1 className="display-6 fw-bold">Welcome to {PRODUCT_NAME}</h1>
        <p className="text-muted mb-0">Pick a season and a program, then build a college football dynasty.</p>
      </header>
      <Tabs activeKey={tab} onSelect={(key) => setTab(key ?? 'new')} className="mb-3" id="home-tabs">
        <Tab eventKey="new" title="New Game">
          <Row className="g-3">
            <Col lg={4}>
              <Card className="mb-3">
                <Card.Header as="h2" className="h6 mb-0">
                  Step 1: Choose a Season
                </Card.Header>
                <Card.Body>
                  <Form.Group controlId="season-select">
                    <Form.Label>Season</Form.Label>
                    <Form.Select
                      value={selectedYear ?? ''}
                      onChange={(e) => setYear(Number(e.target.value))}
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
              <LeagueFileCard
                file={leagueFile}
                onChange={(file) => {
                  setLeagueFile(file);
                  if (file) setYear(file.check.year);
                }}
              />
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
                    <>
                      <Form.Group controlId="playoff-teams">
                        <Form.Label>Playoff Teams</Form.Label>
                        <Form.Select
                          value={playoff.teams}
                          onChange={(e) => setPlayoff(playoffForSize(Number(e.target.value), conferenceNames.length))}
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
                              onChange={(e) => setPlayoff({ ...playoff, autobids: Number(e.target.value) })}
                            >
                              {countFrom(0, conferenceNames.length + 1).map((n) => (
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
                                onChange={(e) => setPlayoff({ ...playoff, onCampus: Number(e.target.value) })}
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
                                onChange={(e) => setPlayoff({ ...playoff, top4: e.target.value === 'yes' })}
                              >
                                <option value="yes">Yes</option>
                                <option value="no">No</option>
                              </Form.Select>
                            </Form.Group>
                          )}
                        </>
                      )}
                    </>
                  )}
                  <Form.Check
                    className="mt-3"
                    type="switch"
                    id="staff-recruiting"
                    label="Let my staff recruit (fills your board and makes offers for you)"
                    checked={staffRecruiting}
                    onChange={(e) => setStaffRecruiting(e.target.checked)}
                  />
                  <Form.Check
                    className="mt-2"
                    type="switch"
                    id="start-coordinator"
                    label="Start as the offensive coordinator (head coaching offers come after good seasons)"
                    checked={coordinator}
                    onChange={(e) => setCoordinator(e.target.checked)}
                  />
                </Card.Body>
              </Card>
              {!coordinator && !leagueFile && <CoachCreationCard choice={coach} onChange={setCoach} />}
            </Col>
            <Col lg={8}>
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
                      onChange={(e) => setConferenceFilter(e.target.value)}
                    >
                      <option value={ALL}>All Conferences</option>
                      {conferenceNames.map((name) => (
                        <option key={name} value={name}>
                          {name}
                        </option>
                      ))}
                      <option value={INDEPENDENTS}>Independents</option>
                    </Form.Select>
                  </div>
                </Card.Header>
                {loading ? (
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
                        onSelect={() => start(team.name)}
                      />
                    ))}
                  </ListGroup>
                )}
              </Card>
            </Col>
          </Row>
        </Tab>
        {(home?.info || saves.length > 0) && (
          <Tab eventKey="load" title="Load Game">
            <SavesTable saves={saves} onChange={setSaves} />
          </Tab>
        )}
      </Tabs>
    </div>
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
