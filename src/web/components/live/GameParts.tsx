// The parts a game shown snap by snap is made of, shared by the watched game (/game/{id}/live) and the coached one
// (/game/coach): the heading, the scoreboard's frame, the win probability chart and the play-by-play (the field and
// its replay: PlayReplay.tsx; the drive chart: DriveChart.tsx).
import type { ReactNode } from 'react';
import { Card, Col, ListGroup, Row } from 'react-bootstrap';
import type { GameHeading, GameRivalry, LivePlay } from '../../../shared/live-types';
import type { GameDay } from '../../../shared/types/game';
import { RivalryNote } from '../GameDetail';
import { WinProbabilityChart } from '../charts/lazyCharts';

/** Q1-Q4, then OT, 2OT and on. */
export const period = (q: number): string => (q > 4 ? (q === 5 ? 'OT' : `${q - 4}OT`) : `Q${q}`);

export { snapSituation } from '../../../shared/downText';

/**
 * "Away at Home", with the week and season (and what follows them, as note) in small print; below it, a rivalry's name,
 * trophy and the teams' last meeting, and the stadium and the weather.
 */
export function GameTitle({
  game,
  note = '',
  rivalry = null,
  day = null,
}: {
  game: GameHeading;
  note?: string;
  rivalry?: GameRivalry | null;
  day?: GameDay | null;
}) {
  return (
    <>
      <h1 className={`h3 ${rivalry || day ? 'mb-1' : 'mb-3'}`}>
        {game.away} at {game.home}{' '}
        <small className="text-body-secondary fs-6">
          Week {game.week}, {game.year}
          {note}
        </small>
      </h1>
      {rivalry && <RivalryNote rivalry={rivalry} className={day ? 'mb-1' : 'mb-3'} />}
      {day && (
        <p className="small text-body-secondary mb-3" data-testid="game-day">
          {day.text}
        </p>
      )}
    </>
  );
}

/** One team's side of the scoreboard: its name (then marks such as who has the ball), its score and more below. */
export function TeamScore({
  name,
  marks,
  score,
  testId,
  children,
}: {
  name: string;
  marks: ReactNode;
  score: number;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <div className="text-center">
      <div className="fw-semibold">
        {name}
        {marks}
      </div>
      <div className="score-big" data-testid={testId}>
        {score}
      </div>
      {children}
    </div>
  );
}

/** The scoreboard: the away team, the clock and situation (centre), the home team. */
export function ScoreboardCard({ away, centre, home }: { away: ReactNode; centre: ReactNode; home: ReactNode }) {
  return (
    <Card className="mb-3" data-testid="scoreboard">
      <Card.Body>
        <Row className="align-items-center">
          <Col xs={4}>{away}</Col>
          <Col xs={4} className="text-center" aria-live="polite">
            {centre}
          </Col>
          <Col xs={4}>{home}</Col>
        </Row>
      </Card.Body>
    </Card>
  );
}

/** A team's chance to win now (shown as percent) and after every snap so far (points, on a chart total snaps wide). */
export function WinProbabilityCard(props: {
  team: string;
  wp: number;
  percent: string;
  points: number[];
  total: number;
  testId: string;
}) {
  return (
    <Card>
      <Card.Header className="d-flex">
        <h2 className="h6 mb-0 me-auto">Win Probability</h2>
        <span data-testid={props.testId}>
          {props.team} {props.percent}%
        </span>
      </Card.Header>
      <Card.Body style={{ height: 180 }} role="img" aria-label={`${props.team} win probability ${props.wp}%`}>
        <WinProbabilityChart points={props.points} total={props.total} color="#0a53be" />
      </Card.Body>
    </Card>
  );
}

/** The last `listed` of the plays so far, the latest first; empty says what stands there before the first. */
export function PlayByPlayCard(props: {
  plays: LivePlay[];
  listed: number;
  testId: string;
  empty?: string;
  extra?: ReactNode;
}) {
  const { plays } = props;
  return (
    <Card>
      <Card.Header className="d-flex">
        <h2 className="h6 mb-0 me-auto">Play by Play</h2>
        {props.extra}
      </Card.Header>
      <ListGroup variant="flush" data-testid={props.testId}>
        {plays.length === 0 && props.empty && (
          <ListGroup.Item className="small text-body-secondary">{props.empty}</ListGroup.Item>
        )}
        {plays
          .slice(-props.listed)
          .reverse()
          .map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a play's key is its number in the game (newest listed first)
            <ListGroup.Item key={plays.length - i} className="small">
              <span className="text-body-secondary me-1">
                {period(p.quarter)} {p.clock}
              </span>
              {p.text}
            </ListGroup.Item>
          ))}
      </ListGroup>
    </Card>
  );
}
