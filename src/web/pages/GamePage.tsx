// One game: the preview before it is played, the final summary afterwards.
import { Alert, Badge, Card, Col, ListGroup, Row, Tab, Tabs } from 'react-bootstrap';
import { Link, useParams } from 'react-router-dom';
import type { GameResponse, Team } from '../../shared/api-types';
import { api } from '../api';
import { TeamLogo } from '../components/Logos';
import { PageState } from '../components/Status';
import { usePageData } from '../hooks/usePageData';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { statTitle } from '../../shared/statTitle';
import {
  GameMatchup,
  GameSideHead,
  isFcsTeam,
  LinescoreTable,
  overtimeLabel,
  PlayByPlay,
  PlayerPerformance,
  StatComparison,
} from '../components/GameDetail';
import { Preview } from '../components/GamePreview';
import { ForcedMark } from '../components/Chips';
import { FORCED_NOTE } from '../../shared/forcedResult';

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
          {!data.game.winner && data.game.forced && (
            <Alert variant="dark" className="mt-3" data-testid="forced-game">
              <ForcedMark note={data.game.forced_note} /> {data.game.forced_note}
            </Alert>
          )}
          {!data.game.winner && !data.game.forced && isNextOwnGame(data) && (
            <Link to="/game/coach?start=1" className="btn btn-primary mt-3" data-testid="coach-this-game">
              Coach this game
            </Link>
          )}
        </>
      )}
    </PageState>
  );
}

/** The player's team's game of the week being played: the one he can coach (/game/coach). */
function isNextOwnGame(data: GameResponse): boolean {
  const { game, info } = data;
  return game.weekPlayed === info.currentWeek && (game.teamA.name === info.team || game.teamB.name === info.team);
}

// ------------------------------------------------------------------------------------------- played game

/** A drive's period: "Q3", "OT", "2OT" (the CLI's drive summary reads the same). */
function periodLabel(quarter: number): string {
  return quarter <= 4 ? `Q${quarter}` : overtimeLabel(quarter - 4);
}

function FinalSummary({ data }: { data: GameResponse }) {
  const { game, game_logs: logs } = data;
  const side = (team: Team, rank: number, score: number | null, result: string | null) => (
    <div className="text-center">
      <GameSideHead team={team} rank={rank} nameClass="fw-semibold text-wrap" />
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
          <GameMatchup
            game={game}
            align="start"
            a={side(game.teamA, game.rankATOG, game.scoreA, game.resultA)}
            label={
              <>
                <div className="fw-bold fs-5" data-testid="final-label">
                  FINAL{game.overtime ? `/${overtimeLabel(game.overtime)}` : ''}
                </div>
                {game.forced && (
                  <div className="small" data-testid="forced-result">
                    <ForcedMark note={game.forced_note} /> {game.forced_note ?? FORCED_NOTE}
                  </div>
                )}
              </>
            }
            b={side(game.teamB, game.rankBTOG, game.scoreB, game.resultB)}
          />
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
                <ListGroup
                  variant="flush"
                  className="drive-list"
                  data-testid="drive-list"
                  tabIndex={0}
                  aria-label="Drive summary"
                >
                  {data.drives.length === 0 && (
                    <ListGroup.Item className="text-muted">No drives recorded.</ListGroup.Item>
                  )}
                  {data.drives.map((drive, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a played game's drives are fixed: a drive's place is its key
                    <ListGroup.Item key={index} className="d-flex align-items-center gap-2 py-1">
                      <TeamLogo name={drive.offense} size={20} fcs={isFcsTeam(game, drive.offense)} />
                      <span className="flex-grow-1">
                        {drive.quarter !== undefined && (
                          <span className="text-muted small">{periodLabel(drive.quarter)} · </span>
                        )}
                        <span className="fw-semibold" data-testid="drive-offense">
                          {drive.offense}
                        </span>
                        : {drive.result}
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
                  rows={Object.entries(data.stats).map(([name, pair]) => [
                    statTitle(name),
                    String(pair.teamA),
                    String(pair.teamB),
                  ])}
                />
              </Card>
            </Col>
          </Row>
          {logs && (
            <>
              <h2 className="h5">Player Performance</h2>
              {/* Side by side only on the widest screens: below, a half-width card cuts the passing table's columns. */}
              <Row className="g-3">
                {[game.teamA, game.teamB].map((team) => (
                  <Col xxl={6} key={team.name}>
                    <PlayerPerformance team={team} logs={logs} />
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
