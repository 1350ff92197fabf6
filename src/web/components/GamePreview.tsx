// The game page before kickoff: both teams side by side with their key stats and best players.
import { LINE_HINT, RATING_HINT } from '../../shared/lineWhy';
import { previewStatText } from '../../shared/previewStat';
import { Badge, Card, Col, ListGroup, Row } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import type { GameResponse, KeyPlayer, Team, TeamPreviewStatKey } from '../../shared/api-types';
import { ConferenceLogo, TeamLogo } from './Logos';
import { classLabel, statValue } from '../display';
import { GameMatchup, GameSideHead, StatComparison } from './GameDetail';

const KEY_PLAYERS_SHOWN = 5;

const PREVIEW_STATS: [TeamPreviewStatKey, string][] = [
  ['offensive_ypg', 'Offensive Yards/Game'],
  ['defensive_ypg', 'Defensive Yards/Game'],
  ['points_per_game', 'Points/Game'],
];

export function Preview({ data }: { data: GameResponse }) {
  const { game } = data;
  const side = (team: Team, rank: number, moneyline: string | null, spread: string | null) => (
    <div className="text-center">
      <GameSideHead team={team} rank={rank} nameClass="fw-semibold fs-5 text-wrap" />
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
        <span title={RATING_HINT} data-testid="preview-rating">
          <span className="text-muted small">Roster rating</span> <strong>{team.rating}</strong>
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
          <GameMatchup
            game={game}
            align="center"
            a={side(game.teamA, game.rankATOG, game.moneylineA, game.spreadA)}
            label={<div className="fw-bold fs-4">VS</div>}
            b={side(game.teamB, game.rankBTOG, game.moneylineB, game.spreadB)}
          />
          {game.total && (
            <div className="text-center mt-2" data-testid="game-total">
              <span className="text-muted small">Total (over/under)</span> <strong>{game.total}</strong>
            </div>
          )}
          {data.line_why && (
            <div className="text-center mt-2 small" data-testid="line-why" title={LINE_HINT}>
              <span className="fw-semibold">Why the line:</span> {data.line_why.text}
              <div className="text-muted">{LINE_HINT}</div>
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
