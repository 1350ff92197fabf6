// One game: the preview before it is played, the final summary afterwards.
import { previewStatText } from '../../shared/previewStat';
import { Alert, Badge, Card, Col, ListGroup, Row, Tab, Table, Tabs } from 'react-bootstrap';
import { Link, useParams } from 'react-router-dom';
import type {
  Game,
  GameLogCategory,
  GameLogs,
  GamePlayerLine,
  GameResponse,
  KeyPlayer,
  Linescore,
  Play,
  Team,
  TeamPreviewStatKey,
} from '../../shared/api-types';
import { api } from '../api';
import { LabelChip } from '../components/Chips';
import { DataTable, type Column } from '../components/DataTable';
import { ConferenceLogo, TeamLogo } from '../components/Logos';
import { PageState } from '../components/Status';
import { TeamLink } from '../components/TeamInfo';
import { classLabel, statValue } from '../display';
import { usePageData } from '../hooks/usePageData';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { statTitle } from '../../shared/statTitle';
import { statColumnsPresent, statOf } from '../statColumns';

const KEY_PLAYERS_SHOWN = 5;

export function GamePage() {
  const { id = '' } = useParams();
  const page = usePageData(() => api.game(id), id);
  const game = page.data?.game;
  useDocumentTitle(game ? `${game.teamA.name} vs ${game.teamB.name}` : null);
  return (
    <PageState data={page.data} loading={page.loading} error={page.error} errorText="Failed to load game data">
      {(data) => (
        <>
          {/* The page's title for screen readers: the score card shows the same, laid out. */}
          <h1 className="visually-hidden">
            {data.game.teamA.name} vs {data.game.teamB.name}, week {data.game.weekPlayed} {data.game.year}
          </h1>
          {data.game.winner ? <FinalSummary data={data} /> : <Preview data={data} />}
        </>
      )}
    </PageState>
  );
}

function RankChip({ rank }: { rank: number }) {
  return rank > 0 && rank <= 25 ? (
    <Badge bg="dark" pill className="me-1">
      #{rank}
    </Badge>
  ) : null;
}

function overtimeLabel(overtime: number): string {
  if (!overtime) return '';
  return overtime === 1 ? 'OT' : `${overtime}OT`;
}

function GameMeta({ game }: { game: Game }) {
  // The label chip on its own line: in the narrow middle column a trailing "·" would be left alone on a line.
  return (
    <>
      <div className="small text-muted">
        Week {game.weekPlayed} · {game.year}
      </div>
      <div className="small text-muted" data-testid="game-site">
        {game.siteA === 'neutral' ? 'Neutral site' : `at ${game.teamA.name}`}
      </div>
      {game.label && (
        <div className="mt-1">
          <LabelChip label={game.label} />
        </div>
      )}
    </>
  );
}

/** Is this team name the game's FCS side (it has no logo or team page)? */
function isFcsTeam(game: Game, name: string): boolean {
  return game.teamB.fcs === true && game.teamB.name === name;
}

// ------------------------------------------------------------------------------------------- played game

function FinalSummary({ data }: { data: GameResponse }) {
  const { game } = data;
  const side = (team: Team, rank: number, score: number | null, result: string | null) => (
    <div className="text-center">
      <TeamLogo name={team.name} size={72} fcs={team.fcs} />
      <div className="mt-1 game-side-rank">
        <RankChip rank={rank} />
      </div>
      <div className="game-side-name">
        <TeamLink name={team.name} className="fw-semibold text-wrap" fcs={team.fcs} />
      </div>
      <div className="small text-muted">{team.record}</div>
      <div className={`score-big ${game.winner === team.name ? '' : 'text-muted'}`} data-testid="score">
        {score}
      </div>
      {result && (
        <Badge bg={result === 'W' ? 'success' : 'danger'} className="mt-1">
          {result}
        </Badge>
      )}
    </div>
  );
  return (
    <>
      <Card className="mb-3">
        <Card.Body>
          <Row className="align-items-start g-2">
            <Col xs={4} md={5}>{side(game.teamA, game.rankATOG, game.scoreA, game.resultA)}</Col>
            <Col xs={4} md={2} className="text-center">
              <div className="fw-bold fs-5" data-testid="final-label">
                FINAL{game.overtime ? `/${overtimeLabel(game.overtime)}` : ''}
              </div>
              <GameMeta game={game} />
            </Col>
            <Col xs={4} md={5}>{side(game.teamB, game.rankBTOG, game.scoreB, game.resultB)}</Col>
          </Row>
          {game.headline && <p className="lead text-center mt-3 mb-0">{game.headline}</p>}
          {data.plays && (
            <div className="text-center mt-2">
              <Link to={`/game/${game.id}/live`} className="btn btn-outline-primary btn-sm">
                Watch the game
              </Link>
            </div>
          )}
        </Card.Body>
      </Card>
      {data.linescore && <LinescoreTable game={game} linescore={data.linescore} />}
      {data.detail_notice && (
        <Alert variant="info" className="mb-3" data-testid="detail-notice">
          {data.detail_notice} <Link to="/settings">Settings</Link>
        </Alert>
      )}
      <Tabs defaultActiveKey="box" className="mb-3" id="game-tabs">
        <Tab eventKey="box" title="Box Score">
          <Row className="g-3 mb-3">
            <Col lg={5}>
              <Card>
                <Card.Header as="h2" className="h6 mb-0">
                  Drive Summary
                </Card.Header>
                {/* It scrolls: focusable, so the keyboard can scroll it too. */}
                <ListGroup variant="flush" className="drive-list" data-testid="drive-list" tabIndex={0} aria-label="Drive summary">
                  {data.drives.length === 0 && <ListGroup.Item className="text-muted">No drives recorded.</ListGroup.Item>}
                  {data.drives.map((drive, index) => (
                    <ListGroup.Item key={index} className="d-flex align-items-center gap-2 py-1">
                      <TeamLogo name={drive.offense} size={20} fcs={isFcsTeam(game, drive.offense)} />
                      <span className="flex-grow-1">
                        {drive.result}
                        {drive.yards !== undefined && <span className="text-muted small"> · {drive.yards} yds</span>}
                        {drive.playCount !== undefined && (
                          <span className="text-muted small">
                            {' '}
                            · {drive.playCount} {drive.playCount === 1 ? 'play' : 'plays'}
                          </span>
                        )}
                      </span>
                      {drive.points > 0 && (
                        <Badge bg="success" pill>
                          +{drive.points}
                        </Badge>
                      )}
                      <span className="text-muted small text-nowrap">
                        {drive.scoreAAfter}-{drive.scoreBAfter}
                      </span>
                    </ListGroup.Item>
                  ))}
                </ListGroup>
              </Card>
            </Col>
            <Col lg={7}>
              <Card>
                <Card.Header as="h2" className="h6 mb-0">
                  Team Statistics
                </Card.Header>
                <StatComparison
                  game={game}
                  rows={Object.entries(data.stats).map(([name, pair]) => [statTitle(name), String(pair.teamA), String(pair.teamB)])}
                />
              </Card>
            </Col>
          </Row>
          {data.game_logs && (
            <>
              <h2 className="h5">Player Performance</h2>
              <Row className="g-3">
                {[game.teamA, game.teamB].map((team) => (
                  <Col lg={6} key={team.name}>
                    <PlayerPerformance team={team} logs={data.game_logs!} />
                  </Col>
                ))}
              </Row>
            </>
          )}
        </Tab>
        {data.plays && data.plays.length > 0 && (
          <Tab eventKey="plays" title="Play-by-Play">
            <PlayByPlay game={game} plays={data.plays} />
          </Tab>
        )}
      </Tabs>
    </>
  );
}

function LinescoreTable({ game, linescore }: { game: Game; linescore: Linescore }) {
  const periods = Math.max(linescore.teamA.length, linescore.teamB.length);
  const heading = (i: number) => (i < 4 ? String(i + 1) : i === 4 ? 'OT' : `${i - 3}OT`);
  const row = (team: Team, points: number[], total: number | null) => (
    <tr>
      <th scope="row" className="text-nowrap">
        <TeamLogo name={team.name} size={20} className="me-1" fcs={team.fcs} />
        {team.abbreviation || team.name}
      </th>
      {Array.from({ length: periods }, (_, i) => (
        <td key={i} className="text-end">
          {points[i] ?? ''}
        </td>
      ))}
      <td className="text-end fw-bold">{total}</td>
    </tr>
  );
  return (
    <Card className="mb-3 mx-auto linescore-card">
      <div className="table-responsive">
        <Table size="sm" className="mb-0 linescore" data-testid="linescore">
          <thead>
            <tr>
              <th scope="col">Team</th>
              {Array.from({ length: periods }, (_, i) => (
                <th key={i} scope="col" className="text-end">
                  {heading(i)}
                </th>
              ))}
              <th scope="col" className="text-end">
                T
              </th>
            </tr>
          </thead>
          <tbody>
            {row(game.teamA, linescore.teamA, game.scoreA)}
            {row(game.teamB, linescore.teamB, game.scoreB)}
          </tbody>
        </Table>
      </div>
    </Card>
  );
}

/** Three columns: team A value, stat name, team B value. */
function StatComparison({ game, rows }: { game: Game; rows: [string, string, string][] }) {
  return (
    <div className="table-responsive">
      <Table size="sm" striped className="mb-0 stat-compare" data-testid="team-stats">
        <thead>
          <tr>
            <th scope="col" className="text-end">
              {game.teamA.abbreviation || game.teamA.name}
            </th>
            <th scope="col" className="text-center">
              Stat
            </th>
            <th scope="col">{game.teamB.abbreviation || game.teamB.name}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([name, a, b]) => (
            <tr key={name}>
              <td className="text-end">{a}</td>
              <th scope="row" className="text-center fw-normal text-muted">
                {name}
              </th>
              <td>{b}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}

/** The box-score tables, by the wire format's categories (their keys are the titles). */
const CATEGORIES: readonly GameLogCategory[] = ['Passing', 'Rushing', 'Receiving', 'Defense', 'Kicking', 'Punting'];

function PlayerPerformance({ team, logs }: { team: Team; logs: GameLogs }) {
  const categories = CATEGORIES.filter((c) => (logs[c] ?? []).some((line) => line.team_name === team.name));
  return (
    <Card>
      <Card.Header className="d-flex align-items-center gap-2">
        <TeamLogo name={team.name} size={24} fcs={team.fcs} />
        <TeamLink name={team.name} className="fw-semibold" fcs={team.fcs} />
      </Card.Header>
      <Card.Body className="d-grid gap-3">
        {categories.length === 0 && <span className="text-muted">No player statistics.</span>}
        {categories.map((category) => {
          const lines = logs[category].filter((line) => line.team_name === team.name);
          const columns: Column<GamePlayerLine>[] = [
            {
              key: 'player',
              header: category,
              value: (l) => l.last,
              render: (l) => (
                <Link to={`/players/${l.player_id}`} className="text-nowrap">
                  {l.first} {l.last}
                </Link>
              ),
            },
            ...statColumnsPresent(lines)
              .filter((c) => categoryOf(c.key) === category)
              .map(
                (c): Column<GamePlayerLine> => ({
                  key: c.key,
                  header: c.short,
                  title: c.title,
                  value: (l) => statOf(l, c.key),
                  render: (l) => statValue(statOf(l, c.key)),
                  numeric: true,
                }),
              ),
          ];
          return <DataTable<GamePlayerLine> key={category} rows={lines} rowKey={(l) => l.player_id} columns={columns} />;
        })}
      </Card.Body>
    </Card>
  );
}

/** The defense's figures (the box score's Defense table). */
const DEFENSE_KEYS = new Set(['tackles', 'tackles_for_loss', 'sacks', 'interceptions', 'passes_defended', 'forced_fumbles']);

/** Which box-score table a stat belongs to (fumbles show with rushing). */
function categoryOf(key: string): GameLogCategory {
  if (DEFENSE_KEYS.has(key)) return 'Defense';
  if (key.startsWith('punt')) return 'Punting';
  if (key.startsWith('extra_point')) return 'Kicking';
  if (key.startsWith('pass') || key === 'completion_percent' || key === 'adjusted_pass_yards_per_attempt') return 'Passing';
  if (key.startsWith('rec') || key === 'yards_per_reception') return 'Receiving';
  if (key.startsWith('field_goal')) return 'Kicking';
  return 'Rushing';
}

function downLabel(play: Play): string {
  if (!play.down) return '';
  const suffix = ['th', 'st', 'nd', 'rd'][play.down] ?? 'th';
  return `${play.down}${suffix} & ${play.yardsToGo}`;
}

function fieldPosition(play: Play, game: Game): string {
  if (play.yardLine === 50) return '50';
  const own = play.offense === game.teamA.name ? game.teamA : game.teamB;
  const other = own === game.teamA ? game.teamB : game.teamA;
  return play.yardLine < 50
    ? `${own.abbreviation || own.name} ${play.yardLine}`
    : `${other.abbreviation || other.name} ${100 - play.yardLine}`;
}

function PlayByPlay({ game, plays }: { game: Game; plays: Play[] }) {
  const columns: Column<Play>[] = [
    { key: 'quarter', header: 'Qtr', value: (p) => p.quarter, numeric: true, sortable: false },
    { key: 'clock', header: 'Clock', value: (p) => p.clock ?? '', sortable: false },
    {
      key: 'offense',
      header: 'Offense',
      value: (p) => p.offense,
      sortable: false,
      render: (p) => <TeamLogo name={p.offense} size={18} fcs={isFcsTeam(game, p.offense)} />,
    },
    { key: 'down', header: 'Down', value: (p) => downLabel(p), sortable: false, className: 'text-nowrap' },
    { key: 'spot', header: 'Ball on', value: (p) => fieldPosition(p, game), sortable: false, className: 'text-nowrap' },
    { key: 'text', header: 'Play', value: (p) => p.text, sortable: false },
    { key: 'score', header: 'Score', value: (p) => `${p.scoreA}-${p.scoreB}`, sortable: false, numeric: true },
  ];
  return (
    <DataTable<Play>
      rows={plays}
      rowKey={(_, i) => i}
      groupBy={(p) => `Drive ${p.drive + 1} · ${p.offense}`}
      columns={columns}
      maxHeight={700}
      testId="play-by-play"
    />
  );
}

// ------------------------------------------------------------------------------------------- preview

const PREVIEW_STATS: [TeamPreviewStatKey, string][] = [
  ['offensive_ypg', 'Offensive Yards/Game'],
  ['defensive_ypg', 'Defensive Yards/Game'],
  ['points_per_game', 'Points/Game'],
];

function Preview({ data }: { data: GameResponse }) {
  const { game } = data;
  const side = (team: Team, rank: number, moneyline: string | null, spread: string | null) => (
    <div className="text-center">
      <TeamLogo name={team.name} size={72} fcs={team.fcs} />
      <div className="mt-1 game-side-rank">
        <RankChip rank={rank} />
      </div>
      <div className="game-side-name">
        <TeamLink name={team.name} className="fw-semibold fs-5 text-wrap" fcs={team.fcs} />
      </div>
      <div className="small text-muted d-flex justify-content-center align-items-center gap-1">
        {team.conference !== 'Independent' && !team.fcs && <ConferenceLogo name={team.conference} size={16} />}
        {team.conference} · {team.record}
      </div>
      <div className="mt-2 d-flex justify-content-center gap-3 flex-wrap">
        <span>
          <span className="text-muted small">Moneyline</span> <strong>{moneyline ?? 'N/A'}</strong>
        </span>
        <span>
          <span className="text-muted small">Spread</span> <strong>{spread ?? 'N/A'}</strong>
        </span>
      </div>
    </div>
  );
  const statCell = (team: Team, key: TeamPreviewStatKey) => previewStatText(team, key, statValue);
  return (
    <>
      <Card className="mb-3">
        <Card.Header className="text-center fw-bold">Preview</Card.Header>
        <Card.Body>
          <Row className="align-items-center g-2">
            <Col xs={4} md={5}>{side(game.teamA, game.rankATOG, game.moneylineA, game.spreadA)}</Col>
            <Col xs={4} md={2} className="text-center">
              <div className="fw-bold fs-4">VS</div>
              <GameMeta game={game} />
            </Col>
            <Col xs={4} md={5}>{side(game.teamB, game.rankBTOG, game.moneylineB, game.spreadB)}</Col>
          </Row>
          {game.headline && <p className="lead text-center mt-3 mb-0">{game.headline}</p>}
          {data.plays && (
            <div className="text-center mt-2">
              <Link to={`/game/${game.id}/live`} className="btn btn-outline-primary btn-sm">
                Watch the game
              </Link>
            </div>
          )}
        </Card.Body>
      </Card>
      <Row className="g-3">
        <Col lg={7}>
          <h2 className="h5">Key Players</h2>
          <Row className="g-3">
            {[
              [game.teamA, data.top_players?.[0] ?? []] as const,
              [game.teamB, data.top_players?.[1] ?? []] as const,
            ].map(([team, players]) => (
              <Col md={6} key={team.name}>
                <KeyPlayers team={team} players={players.slice(0, KEY_PLAYERS_SHOWN)} />
              </Col>
            ))}
          </Row>
        </Col>
        <Col lg={5}>
          <h2 className="h5">Team Statistics</h2>
          <Card>
            <StatComparison
              game={game}
              rows={PREVIEW_STATS.map(([key, label]) => [label, statCell(game.teamA, key), statCell(game.teamB, key)])}
            />
          </Card>
        </Col>
      </Row>
    </>
  );
}

function KeyPlayers({ team, players }: { team: Team; players: KeyPlayer[] }) {
  return (
    <Card>
      <Card.Header className="d-flex align-items-center gap-2">
        <TeamLogo name={team.name} size={22} fcs={team.fcs} />
        {team.name}
      </Card.Header>
      <ListGroup variant="flush">
        {players.length === 0 && <ListGroup.Item className="text-muted">No players listed.</ListGroup.Item>}
        {players.map((p) => (
          <ListGroup.Item key={p.id} className="d-flex align-items-center gap-2">
            <Badge bg="secondary" className="key-pos">
              {p.pos}
            </Badge>
            <Link to={`/players/${p.id}`} className="flex-grow-1">
              {p.first} {p.last}
            </Link>
            <span className="small text-muted">{classLabel(p.year)}</span>
            <strong>{p.rating}</strong>
          </ListGroup.Item>
        ))}
      </ListGroup>
    </Card>
  );
}
