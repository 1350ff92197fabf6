// A head-to-head game (/game/h2h): the program's next game against another coached program of the save. Both
// coaches join its page; at kick-off each calls his own side of every snap from the playbook, the play clock
// running (a call not made in time is the coordinator's). The page shows the coached game with the clock and
// whether each side has called; the other side's calls are never shown before the snap. It follows the server's
// events (the other side's call, a snap played, the clock run out) without a reload. GET /api/head_to_head shows
// it, POST /api/head_to_head/join joins it, POST /api/head_to_head/call calls a decision.
import { useEffect, useState } from 'react';
import { Alert, Badge, Button, Card } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import type { HeadToHeadCallStatus, HeadToHeadGame, HeadToHeadResponse } from '../../shared/headToHead-types';
import type { ChoiceFields } from '../../shared/playbookChoice';
import { api, playedLeague } from '../api';
import { ErrorAlert, Loading } from '../components/Status';
import { useShell } from '../hooks/shell';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { onLiveEvent } from '../liveEvents';
import { onRefresh } from '../refresh';
import { Game } from './CoachGame';
import { matchupTitle } from '../../shared/gameSite';

const CALL_WORDS: Readonly<Record<HeadToHeadCallStatus, string>> = {
  waiting: 'waiting',
  called: 'called',
  none: '—',
};

/** The seconds left on the play clock, counted down between the server's answers. */
function usePlayClock(game: HeadToHeadGame | null): number | null {
  const left = game?.head_to_head.play_clock_left ?? null;
  // A new answer starts the count again, even one with the same seconds left (a new snap's clock).
  const point = game?.head_to_head.point;
  const [shown, setShown] = useState(left);
  // biome-ignore lint/correctness/useExhaustiveDependencies: point restarts the count for a new decision
  useEffect(() => {
    setShown(left);
    if (left === null) return;
    const started = Date.now();
    const timer = setInterval(() => setShown(Math.max(0, left - Math.floor((Date.now() - started) / 1000))), 250);
    return () => clearInterval(timer);
  }, [left, point]);
  return shown;
}

function Status({ game }: { game: HeadToHeadGame }) {
  const h = game.head_to_head;
  const clock = usePlayClock(game);
  if (game.status === 'final') return null;
  return (
    <Card className="mb-3" data-testid="h2h-status">
      <Card.Body className="py-2 d-flex flex-wrap gap-3 align-items-center">
        <span className="fw-bold" data-testid="play-clock">
          Play clock {clock ?? '—'}
        </span>
        <span data-testid="h2h-you">
          You: <Badge bg={h.you === 'waiting' ? 'warning' : 'secondary'}>{CALL_WORDS[h.you]}</Badge>
        </span>
        <span data-testid="h2h-them">
          {h.opponent}: <Badge bg={h.them === 'called' ? 'success' : 'secondary'}>{CALL_WORDS[h.them]}</Badge>
        </span>
        {h.you === 'called' && (
          <span className="small text-body-secondary">Your call is in: the snap waits for {h.opponent}.</span>
        )}
      </Card.Body>
    </Card>
  );
}

export function HeadToHead() {
  const [page, setPage] = useState<HeadToHeadResponse | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { publish } = useShell();
  const game = page?.game ?? null;
  useDocumentTitle(game ? `Head to head: ${matchupTitle(game)}` : 'Head to head');
  const show = (next: HeadToHeadResponse) => {
    publish(next.info);
    setPage(next);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once, then kept by the answers and the events
  useEffect(() => {
    let live = true;
    const load = () =>
      api.headToHead().then(
        (p) => live && show(p),
        () => live && setFailed(true),
      );
    void load();
    const stopEvents = onLiveEvent((event) => {
      // The stream opened (or reopened) after the page was read: what happened meanwhile is read again.
      if (event.type === 'ready') void load();
      if (event.type !== 'head_to_head') return;
      const e = event as { game: HeadToHeadGame | null; next: HeadToHeadResponse['next']; opponent_joined: boolean };
      setPage((p) => (p ? { ...p, game: e.game, next: e.next, opponent_joined: e.opponent_joined } : p));
    });
    const stopRefresh = onRefresh(() => void load());
    return () => {
      live = false;
      stopEvents();
      stopRefresh();
    };
  }, []);
  const act = async (run: () => Promise<HeadToHeadResponse>) => {
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
  const onCall = (call: string, fields?: ChoiceFields) => void act(() => api.headToHeadCall(call, fields));
  if (failed) return <ErrorAlert>Failed to load the head-to-head game</ErrorAlert>;
  if (!page) return <Loading />;
  if (game) return <Game g={game} busy={busy} error={error} onCall={onCall} status={<Status game={game} />} />;
  const next = page.next;
  return (
    <>
      <h1 className="h3 mb-3">Head to head</h1>
      {!next ? (
        <p data-testid="h2h-none">
          Your next game is not against another coached program. <Link to="/game/coach">Coach your game</Link>
        </p>
      ) : (
        <>
          <p data-testid="h2h-next">
            Week {next.week}: {next.away} at {next.home}. Both coaches join this page; the game kicks off when both are
            here, and each calls his own side of every snap.
            {playedLeague()
              && " Not played before the league's turn, it is played then, each side by its plan and coordinator."}
          </p>
          <p data-testid="h2h-joined">
            {page.you_joined ? 'You are on the page.' : 'You have not joined.'}{' '}
            {page.opponent_joined ? `${next.opponent} is waiting for you.` : `${next.opponent} has not joined yet.`}
          </p>
          {error && <Alert variant="danger">{error}</Alert>}
          <div className="d-flex gap-2">
            {!page.you_joined && (
              <Button onClick={() => void act(() => api.joinHeadToHead())} disabled={busy} data-testid="h2h-join">
                Join the game
              </Button>
            )}
            {/* In an online league nobody plays another coach's game alone: head to head, or at the league's turn. */}
            {!playedLeague() && (
              <Link to="/game/coach?start=1" className="btn btn-outline-secondary" data-testid="h2h-alone">
                Coach it alone (their coordinator calls their side)
              </Link>
            )}
          </div>
        </>
      )}
    </>
  );
}
