// The parts of the game page: its header line (ranks, kickoff, site) and the played game's box score:
// line score, team comparison, player performance and play by play.
import type { ReactNode } from 'react';
import { Badge, Card, Col, Row, Table } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import type { Game, GameLogCategory, GameLogs, GamePlayerLine, Linescore, Play, Team } from '../../shared/api-types';
import { downAndDistance } from '../../shared/downText';
import type { GameRivalry } from '../../shared/live-types';
import { lastMeetingText, rivalryName } from '../../shared/rivalryText';
import { LabelChip } from './Chips';
import { DataTable, type Column } from './DataTable';
import { TeamLogo } from './Logos';
import { TeamLink } from './TeamInfo';
import { Trophy } from './Trophy';
import { countFrom, statValue } from '../display';
import { statColumnsPresent, statOf } from '../statColumns';

export function RankChip({ rank }: { rank: number }) {
  return rank > 0 && rank <= 25 ? (
    <Badge bg="dark" pill className="me-1">
      #{rank}
    </Badge>
  ) : null;
}

export function overtimeLabel(overtime: number): string {
  if (!overtime) return '';
  return overtime === 1 ? 'OT' : `${overtime}OT`;
}

export function GameMeta({ game }: { game: Game }) {
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

/**
 * The top of the game card: team A, between the teams the label (VS, FINAL) over the week and site, team B;
 * then the game's headline.
 */
export function GameMatchup({
  game,
  align,
  a,
  label,
  b,
}: {
  game: Game;
  align: 'center' | 'start';
  a: ReactNode;
  label: ReactNode;
  b: ReactNode;
}) {
  return (
    <>
      <Row className={`align-items-${align} g-2`}>
        <Col xs={4} md={5}>
          {a}
        </Col>
        <Col xs={4} md={2} className="text-center">
          {label}
          <GameMeta game={game} />
        </Col>
        <Col xs={4} md={5}>
          {b}
        </Col>
      </Row>
      {game.headline && <p className="lead text-center mt-3 mb-0">{game.headline}</p>}
      {game.rivalry && <RivalryNote rivalry={game.rivalry} className="text-center mt-2 mb-0" />}
      {game.day && (
        <p className="small text-center text-body-secondary mt-1 mb-0" data-testid="game-day">
          {game.day.text}
        </p>
      )}
    </>
  );
}

/** A rivalry game's name and trophy, and the teams' last meeting. */
export function RivalryNote({ rivalry, className }: { rivalry: GameRivalry; className?: string }) {
  return (
    <p className={`small ${className ?? ''}`} data-testid="rivalry">
      {rivalry.trophy && <Trophy size={14} title="Trophy game" />} <strong>{rivalryName(rivalry)}</strong>
      <span className="text-body-secondary"> · {lastMeetingText(rivalry)}</span>
    </p>
  );
}

/** A team's side of the game card, top down: its logo, rank at the time and linked name (nameClass sizes it). */
export function GameSideHead({ team, rank, nameClass }: { team: Team; rank: number; nameClass: string }) {
  return (
    <>
      <TeamLogo name={team.name} size={72} fcs={team.fcs} />
      <div className="mt-1 game-side-rank">
        <RankChip rank={rank} />
      </div>
      <div className="game-side-name">
        <TeamLink name={team.name} className={nameClass} fcs={team.fcs} />
      </div>
    </>
  );
}

/** Is this team name the game's FCS side (it has no logo or team page)? */
export function isFcsTeam(game: Game, name: string): boolean {
  return game.teamB.fcs === true && game.teamB.name === name;
}

export function LinescoreTable({ game, linescore }: { game: Game; linescore: Linescore }) {
  const periods = Math.max(linescore.teamA.length, linescore.teamB.length);
  const heading = (i: number) => (i < 4 ? String(i + 1) : i === 4 ? 'OT' : `${i - 3}OT`);
  const row = (team: Team, points: number[], total: number | null) => (
    <tr>
      <th scope="row" className="text-nowrap">
        <TeamLogo name={team.name} size={20} className="me-1" fcs={team.fcs} />
        {team.abbreviation || team.name}
      </th>
      {countFrom(0, periods).map((period) => (
        <td key={period} className="text-end">
          {points[period] ?? ''}
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
              {countFrom(0, periods).map((period) => (
                <th key={period} scope="col" className="text-end">
                  {heading(period)}
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
export function StatComparison({ game, rows }: { game: Game; rows: [string, string, string][] }) {
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

export function PlayerPerformance({ team, logs }: { team: Team; logs: GameLogs }) {
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
          return (
            <DataTable<GamePlayerLine>
              key={category}
              rows={lines}
              rowKey={(l) => l.player_id}
              columns={columns}
              stickyFirstColumn
            />
          );
        })}
      </Card.Body>
    </Card>
  );
}

/** The defense's figures (the box score's Defense table). */
const DEFENSE_KEYS = new Set([
  'tackles',
  'tackles_for_loss',
  'sacks',
  'interceptions',
  'passes_defended',
  'forced_fumbles',
]);

/** Which box-score table a stat belongs to (fumbles show with rushing). */
function categoryOf(key: string): GameLogCategory {
  if (DEFENSE_KEYS.has(key)) return 'Defense';
  if (key.startsWith('punt')) return 'Punting';
  if (key.startsWith('extra_point')) return 'Kicking';
  if (key.startsWith('pass') || key === 'completion_percent' || key === 'adjusted_pass_yards_per_attempt')
    return 'Passing';
  if (key.startsWith('rec') || key === 'yards_per_reception') return 'Receiving';
  if (key.startsWith('field_goal')) return 'Kicking';
  return 'Rushing';
}

function downLabel(play: Play): string {
  return play.down ? downAndDistance(play.down, play.yardsToGo, 100 - play.yardLine) : '';
}

function fieldPosition(play: Play, game: Game): string {
  if (play.yardLine === 50) return '50';
  const own = play.offense === game.teamA.name ? game.teamA : game.teamB;
  const other = own === game.teamA ? game.teamB : game.teamA;
  return play.yardLine < 50
    ? `${own.abbreviation || own.name} ${play.yardLine}`
    : `${other.abbreviation || other.name} ${100 - play.yardLine}`;
}

export function PlayByPlay({ game, plays }: { game: Game; plays: Play[] }) {
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
