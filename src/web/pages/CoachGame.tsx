// Coaching the player's game (/game/coach): the scoreboard with down, distance and clock, each play drawn on the
// field with a replay of the last plays, the clock, tempo, the other team's tendencies and the last gains, the win
// probability after every snap, the play-by-play, the drive chart and the calls the game waits for (a tempo that
// holds, a play to the sideline); the coordinator can take a snap, the drive or the rest; each call has a key (shown
// on its button). The situations control chooses which decisions come to the player. When the game ends, its graded
// decisions. GET /api/coached_game shows it, POST /api/coached_game/start starts (or resumes) the next game, POST
// /api/coached_game/call answers a decision, POST /api/coached_game/situations changes the situations.
import { type ReactNode, useEffect, useState } from 'react';
import { Alert, Button, Card, Col, ListGroup, Row } from 'react-bootstrap';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { yourWinProbability, type CoachedGameResponse, type CoachedSituations } from '../../shared/coached-types';
import type { LivePlay } from '../../shared/live-types';
import { ApiError, api } from '../api';
import { DriveChart } from '../components/live/DriveChart';
import {
  GameTitle,
  period,
  PlayByPlayCard,
  ScoreboardCard,
  snapSituation,
  TeamScore,
  WinProbabilityCard,
} from '../components/live/GameParts';
import { PlayReplay } from '../components/live/PlayReplay';
import { ErrorAlert, Loading } from '../components/Status';
import { useShell } from '../hooks/shell';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { useFrame } from '../hooks/useFrame';
import { Calls, SnapFacts, Situations, useCallKeys } from './coachGame/Calls';
import { choiceFields, STAFF_CHOICE, type ChoiceFields, type PlaybookChoice } from '../../shared/playbookChoice';
import { matchupTitle } from '../../shared/gameSite';

const PLAYS_LISTED = 15;
/** A game's snaps, about: the chart's width before the game is over. */
const CHART_PLAYS = 170;

/** The ball where the game stands, as the field draws a play. */
function snapOf(g: CoachedGameResponse): LivePlay {
  return {
    quarter: g.quarter,
    clock: g.clock,
    seconds_left: 0,
    offense: g.offense,
    down: g.down,
    distance: g.distance,
    ball_on: g.ball_on,
    field: g.field,
    text: '',
    home_score: g.home_score,
    away_score: g.away_score,
    home_wp: g.home_wp,
    drive: 0,
    art: null,
  };
}

function Scoreboard({ g }: { g: CoachedGameResponse }) {
  const final = g.status === 'final';
  const side = (which: 'home' | 'away') => (
    <TeamScore
      name={which === 'home' ? g.home : g.away}
      marks={
        <>
          {g.coached === which && <span className="badge text-bg-primary ms-1">You</span>}
          {!final && g.offense === which && (
            <span role="img" aria-label="has the ball">
              {' '}
              ●
            </span>
          )}
        </>
      }
      score={which === 'home' ? g.home_score : g.away_score}
      testId={`coach-score-${which}`}
    >
      <div className="small text-body-secondary">Timeouts {which === 'home' ? g.home_timeouts : g.away_timeouts}</div>
    </TeamScore>
  );
  const pending = g.pending?.kind;
  return (
    <ScoreboardCard
      away={side('away')}
      centre={
        <>
          <div className="fw-bold fs-5" data-testid="coach-status">
            {final ? 'FINAL' : `${period(g.quarter)} ${g.clock}`}
          </div>
          {g.neutral && <div className="small text-body-secondary">Neutral site</div>}
          {!final && (
            <div data-testid="down-distance">
              {g.down > 0 ? snapSituation(g) : pending === 'try' ? 'Try after the touchdown' : 'Kick-off'}
            </div>
          )}
        </>
      }
      home={side('home')}
    />
  );
}

function Grades({ g }: { g: CoachedGameResponse }) {
  if (!g.grades) return null;
  return (
    <Card className="mb-3" data-testid="grades">
      <Card.Header>
        <h2 className="h6 mb-0">Call grades</h2>
        <div className="small" data-testid="grade-summary">
          {g.grades.summary}
        </div>
      </Card.Header>
      <ListGroup variant="flush">
        {g.grades.grades.map((grade, i) => (
          <ListGroup.Item
            // biome-ignore lint/suspicious/noArrayIndexKey: the grades of a game only grow: a grade's place is its key
            key={i}
            className="small"
            variant={grade.cost > 0 && !grade.by_coordinator ? 'warning' : undefined}
          >
            <span className="text-body-secondary me-1">
              {period(grade.quarter)} {grade.clock}
            </span>
            {grade.situation}: {grade.text}
          </ListGroup.Item>
        ))}
      </ListGroup>
    </Card>
  );
}

interface GameProps {
  g: CoachedGameResponse;
  busy: boolean;
  error: string | null;
  onCall: (call: string, fields?: ChoiceFields) => void;
  /** Coach the next game (none: not offered, as head to head). */
  onStart?: () => void;
  /** Change the situations that come to the coach (none: every one does, as head to head). */
  onSituations?: (set: CoachedSituations) => void;
  /** Shown below the scoreboard: a head-to-head game's play clock and each side's call. */
  status?: ReactNode;
}

export function Game({ g, busy, error, onCall, onStart, onSituations, status }: GameProps) {
  const final = g.status === 'final';
  // The formation, personnel and front picked stay picked from snap to snap.
  const [choice, setChoice] = useState<PlaybookChoice>(STAFF_CHOICE);
  const callWith = (call: string) => onCall(call, g.pending ? choiceFields(call, g.pending, choice) : {});
  useCallKeys(g.pending?.calls ?? [], busy, callWith);
  const coachedWp = yourWinProbability(g);
  const you = g.coached === 'home' ? g.home : g.away;
  return (
    <>
      <GameTitle game={g} note={`: you coach ${you}`} rivalry={g.rivalry} day={g.day} />
      <Scoreboard g={g} />
      {status}
      {error && (
        <Alert variant="danger" data-testid="call-error">
          {error}
        </Alert>
      )}
      <SnapFacts g={g} />
      <Calls g={g} busy={busy} onCall={callWith} choice={choice} onChoice={setChoice} />
      {final && (
        <div className="d-flex gap-2 mb-3">
          <Link to={`/game/${g.id}`} className="btn btn-outline-secondary btn-sm">
            Box score
          </Link>
          {onStart && (
            <Button size="sm" onClick={onStart} disabled={busy}>
              Coach your next game
            </Button>
          )}
        </div>
      )}
      <Grades g={g} />
      {/* On a phone the play-by-play comes first, just below the calls; beside the field from lg on. */}
      <Row className="g-3">
        <Col xs={{ span: 12, order: 2 }} lg={{ span: 7, order: 1 }}>
          <PlayReplay plays={g.plays} game={g} before={final ? null : snapOf(g)} />
          <WinProbabilityCard
            team={you}
            wp={coachedWp}
            percent={String(coachedWp)}
            points={g.plays.map((p) => (g.coached === 'home' ? p.home_wp : 100 - p.home_wp))}
            total={final ? g.plays.length : Math.max(CHART_PLAYS, g.plays.length)}
            testId="coach-win-probability"
          />
        </Col>
        <Col xs={{ span: 12, order: 1 }} lg={{ span: 5, order: 2 }}>
          <PlayByPlayCard
            plays={g.plays}
            listed={PLAYS_LISTED}
            testId="coach-plays"
            extra={
              <span className="small text-body-secondary" data-testid="calls-made">
                {g.calls_made} calls
              </span>
            }
          />
        </Col>
      </Row>
      <DriveChart drives={g.drives} game={g} />
      {/* A setting, not a call: below the game, so the play-by-play stays next to the calls on a phone. */}
      {!final && onSituations && <Situations g={g} busy={busy} onChange={onSituations} />}
    </>
  );
}

export function CoachGame() {
  const [game, setGame] = useState<CoachedGameResponse | null>(null);
  const [state, setState] = useState<'loading' | 'none' | 'failed' | 'ready'>('loading');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useDocumentTitle(game ? `Coach: ${matchupTitle(game)}` : 'Coach your game');
  useFrame();
  // The top bar follows every answer: the weeks played before the game starts, the week played at the final whistle.
  const { publish } = useShell();
  const navigate = useNavigate();
  const show = (g: CoachedGameResponse) => {
    // A game played head to head is called on its own page.
    if ('head_to_head' in g) {
      navigate('/game/h2h', { replace: true });
      return;
    }
    publish(g.info);
    setGame(g);
    setState('ready');
  };
  const [params, setParams] = useSearchParams();
  // ?start=1 (the dashboard's "Coach this game"): start the next game, or resume the one in progress.
  const starting = params.get('start') === '1';
  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once: the answer to a call replaces the game shown
  useEffect(() => {
    let live = true;
    (starting ? api.startCoachedGame() : api.coachedGame()).then(
      (g) => live && show(g),
      (e: unknown) => {
        if (!live) return;
        setState(e instanceof ApiError && e.status === 404 ? 'none' : 'failed');
        if (e instanceof Error) setError(e.message);
      },
    );
    if (starting) setParams({}, { replace: true });
    return () => {
      live = false;
    };
  }, []);
  const act = async (run: () => Promise<CoachedGameResponse>) => {
    setBusy(true);
    setError(null);
    try {
      show(await run());
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  const onStart = () => void act(() => api.startCoachedGame());
  const onCall = (call: string, fields?: ChoiceFields) => void act(() => api.coachedGameCall(call, fields));
  const onSituations = (set: CoachedSituations) => void act(() => api.coachedGameSituations(set));
  if (state === 'loading') return <Loading />;
  // The server's reason when it gave one (a game forced by the commissioner, one played at the league's turn).
  if (state === 'failed') return <ErrorAlert>{error ?? 'Failed to load the coached game'}</ErrorAlert>;
  if (!game) {
    // No coached game yet: the page offers to start one.
    return (
      <>
        <h1 className="h3 mb-3">Coach your game</h1>
        <p>
          Call the plays of your team&apos;s next game snap by snap; the coordinator can take a snap, a drive or the
          rest.
        </p>
        {error && <Alert variant="danger">{error}</Alert>}
        <Button onClick={onStart} disabled={busy} data-testid="start-coaching">
          Coach your next game
        </Button>
      </>
    );
  }
  return <Game g={game} busy={busy} error={error} onCall={onCall} onStart={onStart} onSituations={onSituations} />;
}
