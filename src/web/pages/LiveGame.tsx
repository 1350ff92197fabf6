// A played game watched play by play (/game/{id}/live): the scoreboard with down, distance and clock, the ball on
// the field, the home team's win probability so far, and the plays; 1x, 4x, pause and skip to the end. The plays
// are the game the week's simulation played (GET /api/game/{id}/live): watching changes nothing.
import { useEffect, useState } from 'react';
import { Button, ButtonGroup, Card, Col, ListGroup, Row } from 'react-bootstrap';
import { Link, useParams } from 'react-router-dom';
import type { LiveGameResponse, LivePlay } from '../../shared/live-types';
import { api } from '../api';
import { WinProbabilityChart } from '../components/charts/lazyCharts';
import { FieldView } from '../components/live/FieldView';
import { PageState } from '../components/Status';
import { usePageData } from '../hooks/usePageData';
import { useDocumentTitle } from '../hooks/useDocumentTitle';

/** Milliseconds between plays at 1x. */
const PLAY_MS = 1200;
const DOWNS = ['', '1st', '2nd', '3rd', '4th'];
const PLAYS_LISTED = 12;

type Speed = 1 | 4;

const period = (q: number): string => (q > 4 ? (q === 5 ? 'OT' : `${q - 4}OT`) : `Q${q}`);

function Scoreboard({ data, play, done }: { data: LiveGameResponse; play: LivePlay | null; done: boolean }) {
  const side = (name: string, score: number, has: boolean) => (
    <div className="text-center">
      <div className="fw-semibold">
        {name}
        {has && !done && <span aria-label="has the ball"> ●</span>}
      </div>
      <div className="score-big" data-testid={`live-score-${name === data.home ? 'home' : 'away'}`}>
        {score}
      </div>
    </div>
  );
  return (
    <Card className="mb-3" data-testid="scoreboard">
      <Card.Body>
        <Row className="align-items-center">
          <Col xs={4}>{side(data.away, play?.away_score ?? 0, play?.offense === 'away')}</Col>
          <Col xs={4} className="text-center" aria-live="polite">
            <div className="fw-bold fs-5" data-testid="live-status">
              {done ? `FINAL${data.overtimes > 0 ? `/${data.overtimes === 1 ? 'OT' : `${data.overtimes}OT`}` : ''}` : play ? `${period(play.quarter)} ${play.clock}` : 'Kickoff'}
            </div>
            {!done && play && play.down > 0 && (
              <div data-testid="down-distance">
                {DOWNS[play.down]} & {play.distance} at {play.field}
              </div>
            )}
          </Col>
          <Col xs={4}>{side(data.home, play?.home_score ?? 0, play?.offense === 'home')}</Col>
        </Row>
      </Card.Body>
    </Card>
  );
}

export function LiveGame() {
  const { id = '' } = useParams();
  const page = usePageData(() => api.liveGame(id), `live:${id}`);
  const data = page.data;
  useDocumentTitle(data ? `${data.away} at ${data.home}: live` : null);
  const [shown, setShown] = useState(0);
  const [speed, setSpeed] = useState<Speed | null>(1);
  const total = data?.plays.length ?? 0;
  const done = data !== null && shown >= total;

  useEffect(() => {
    if (!data || speed === null || shown >= total) return undefined;
    const timer = window.setTimeout(() => setShown((n) => Math.min(total, n + 1)), PLAY_MS / speed);
    return () => window.clearTimeout(timer);
  }, [data, speed, shown, total]);

  return (
    <PageState data={page.data} loading={page.loading} error={page.error} errorText="Failed to load the game">
      {(game) => {
        const play = shown > 0 ? game.plays[shown - 1] : null;
        const wp = play ? play.home_wp : game.pregame_home_wp;
        const history = [game.pregame_home_wp, ...game.plays.slice(0, shown).map((p) => p.home_wp)];
        return (
          <>
            <h1 className="h3 mb-3">
              {game.away} at {game.home} <small className="text-body-secondary fs-6">Week {game.week}, {game.year}</small>
            </h1>
            <Scoreboard data={game} play={play} done={done} />
            <div className="d-flex flex-wrap gap-2 align-items-center mb-3" role="group" aria-label="Playback">
              <ButtonGroup aria-label="Speed">
                {([1, 4] as const).map((s) => (
                  <Button key={s} variant={speed === s ? 'primary' : 'outline-primary'} aria-pressed={speed === s} onClick={() => setSpeed(s)} disabled={done}>
                    {s}x
                  </Button>
                ))}
              </ButtonGroup>
              <Button variant="outline-secondary" onClick={() => setSpeed(null)} aria-pressed={speed === null} disabled={done}>
                Pause
              </Button>
              <Button variant="outline-secondary" onClick={() => setShown(total)} disabled={done}>
                Skip to end
              </Button>
              <span className="ms-auto small text-body-secondary" data-testid="play-count">
                Play {shown} of {total}
              </span>
            </div>
            <Row className="g-3">
              <Col lg={7}>
                <Card className="mb-3">
                  <Card.Body>
                    <FieldView play={done ? null : play} home={game.home_abbreviation} away={game.away_abbreviation} />
                  </Card.Body>
                </Card>
                <Card>
                  <Card.Header className="d-flex">
                    <h2 className="h6 mb-0 me-auto">Win Probability</h2>
                    <span data-testid="win-probability">
                      {game.home} {wp.toFixed(wp % 1 === 0 ? 0 : 1)}%
                    </span>
                  </Card.Header>
                  <Card.Body style={{ height: 180 }} role="img" aria-label={`${game.home} win probability ${wp}%`}>
                    <WinProbabilityChart points={history.slice(1)} total={total} color="#0a53be" />
                  </Card.Body>
                </Card>
              </Col>
              <Col lg={5}>
                <Card>
                  <Card.Header>
                    <h2 className="h6 mb-0">Play by Play</h2>
                  </Card.Header>
                  <ListGroup variant="flush" data-testid="live-plays">
                    {shown === 0 && <ListGroup.Item className="small text-body-secondary">Waiting for kickoff.</ListGroup.Item>}
                    {game.plays
                      .slice(Math.max(0, shown - PLAYS_LISTED), shown)
                      .reverse()
                      .map((p, i) => (
                        <ListGroup.Item key={shown - i} className="small">
                          <span className="text-body-secondary me-1">
                            {period(p.quarter)} {p.clock}
                          </span>
                          {p.text}
                        </ListGroup.Item>
                      ))}
                  </ListGroup>
                </Card>
                <Link to={`/game/${game.id}`} className="btn btn-link px-0">
                  Box score
                </Link>
              </Col>
            </Row>
          </>
        );
      }}
    </PageState>
  );
}
