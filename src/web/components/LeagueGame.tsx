// A started online league's game on the online page: where it stands, who is ready, the deadline; the coach's
// Ready and the way into the game (the regular pages, acting for his program); and the commissioner's controls,
// each of which every coach reads in the log.
import { type FormEvent, useEffect, useState } from 'react';
import { Alert, Badge, Button, Card, Col, Form, Row } from 'react-bootstrap';
import { useNavigate } from 'react-router-dom';
import type { LeagueResponse } from '../../shared/league-types';
import { minutesText } from '../../shared/leagueDeadline';
import { api, playLeague } from '../api';
import { LeagueForce } from './LeagueForce';

interface Props {
  league: LeagueResponse;
  onChanged: (l: LeagueResponse) => void;
  attempt: (run: () => Promise<unknown>) => Promise<void>;
}

/** How often a league moving on is read again. */
const MOVING_MS = 1_000;

/** "in 2 days 3 hours", "passed": the deadline from now. */
export function untilText(at: number, now = Date.now()): string {
  const minutes = Math.round((at - now) / 60_000);
  if (minutes <= 0) return 'passed: the league moves on now';
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const parts = [days > 0 ? `${days} d` : '', hours > 0 ? `${hours} h` : '', days === 0 ? `${minutes % 60} min` : ''];
  return `in ${parts.filter(Boolean).join(' ')} (${new Date(at).toLocaleString()})`;
}

export function LeagueGame({ league, onChanged, attempt }: Props) {
  const navigate = useNavigate();
  const game = league.game;
  // While the league moves on, it is read again until it has.
  const moving = game?.moving_on === true;
  useEffect(() => {
    if (!moving) return;
    const timer = setTimeout(() => void attempt(async () => onChanged(await api.league(league.id))), MOVING_MS);
    return () => clearTimeout(timer);
  }, [moving, league, attempt, onChanged]);
  const me = league.coaches.find((c) => c.team === league.you.team);
  if (!game)
    return (
      <Card body className="mb-3" data-testid="league-game">
        <p className="mb-2">
          The league has not started: each coach takes his program, then the commissioner starts it.
        </p>
        {league.you.commissioner && (
          <Button
            variant="success"
            data-testid="start-league"
            onClick={() => void attempt(async () => onChanged(await api.startLeague(league.id)))}
          >
            Start the league ({league.year})
          </Button>
        )}
      </Card>
    );
  const ready = league.coaches.filter((c) => c.ready).length;
  const active = league.coaches.filter((c) => !c.auto_pilot).length;
  const enter = () => {
    playLeague(league.id);
    navigate('/dashboard');
  };
  return (
    <Card body className="mb-3" data-testid="league-game">
      <p className="mb-1">
        <strong data-testid="league-where">{game.where}</strong>{' '}
        {game.paused && <Badge bg="secondary">Paused by the commissioner</Badge>}{' '}
        {game.moving_on && <Badge bg="info">Moving on...</Badge>}
      </p>
      <p className="mb-1" data-testid="league-ready-count">
        {ready} of {active} coaches ready{active < league.coaches.length ? ' (the rest on auto-pilot)' : ''}.
      </p>
      <p className="mb-2" data-testid="league-deadline">
        {game.deadline_at === null
          ? 'No deadline: the league moves on when every coach is ready or at the commissioner’s command.'
          : `Deadline ${untilText(game.deadline_at)}; then every ${game.deadline_minutes === null ? '' : minutesText(game.deadline_minutes)}.`}
      </p>
      {me && (
        <div className="d-flex gap-2 mb-2">
          <Button onClick={enter} data-testid="enter-league">
            Play {me.team}
          </Button>
          <Button
            variant={me.ready ? 'outline-warning' : 'success'}
            data-testid="league-ready"
            onClick={() => void attempt(async () => onChanged(await api.readyInLeague(league.id, !me.ready)))}
          >
            {me.ready ? 'Not ready after all' : 'Ready'}
          </Button>
          {me.auto_pilot && <Badge bg="warning">On auto-pilot until you act</Badge>}
        </div>
      )}
      {league.you.commissioner && <CommissionerControls league={league} onChanged={onChanged} attempt={attempt} />}
    </Card>
  );
}

function CommissionerControls({ league, onChanged, attempt }: Props) {
  const game = league.game;
  const [reason, setReason] = useState('');
  const set = game?.deadline_minutes ?? 48 * 60;
  const [deadline, setDeadline] = useState(() =>
    set % 60 === 0
      ? { count: String(set / 60), unit: 'hours' as const }
      : { count: String(set), unit: 'minutes' as const },
  );
  const [assign, setAssign] = useState({ coach: '', team: '' });
  if (!game) return null;
  const act = (run: () => Promise<LeagueResponse>) => void attempt(async () => onChanged(await run()));
  const assigned = (event: FormEvent) => {
    event.preventDefault();
    act(() => api.assignInLeague(league.id, assign.coach, assign.team));
  };
  return (
    <section className="border-top pt-2" aria-label="Commissioner controls">
      <h3 className="h6">Commissioner (every use is in the log)</h3>
      <Row className="g-2 align-items-end mb-2">
        <Col sm={5}>
          <Form.Label htmlFor="advance-reason">Reason to move on now (optional)</Form.Label>
          <Form.Control
            id="advance-reason"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            maxLength={100}
          />
        </Col>
        <Col sm="auto">
          <Button
            variant="warning"
            data-testid="commissioner-advance"
            onClick={() => act(() => api.advanceLeague(league.id, reason))}
          >
            Advance now
          </Button>
        </Col>
        <Col sm="auto">
          <Button variant="outline-secondary" onClick={() => act(() => api.pauseLeague(league.id, !game.paused))}>
            {game.paused ? 'Resume' : 'Pause'}
          </Button>
        </Col>
        <Col sm="auto">
          <Button
            variant={game.god_mode ? 'danger' : 'outline-danger'}
            onClick={() => act(() => api.leagueGodMode(league.id, !game.god_mode))}
          >
            God Mode {game.god_mode ? 'on: turn off' : 'off: turn on'}
          </Button>
        </Col>
      </Row>
      <Row className="g-2 align-items-end mb-2">
        <Col sm={2}>
          <Form.Label htmlFor="deadline-count">Deadline after each advance</Form.Label>
          <Form.Control
            id="deadline-count"
            type="number"
            min={1}
            value={deadline.count}
            onChange={(e) => setDeadline({ ...deadline, count: e.target.value })}
          />
        </Col>
        <Col sm={2}>
          <Form.Select
            aria-label="Deadline unit"
            value={deadline.unit}
            onChange={(e) => setDeadline({ ...deadline, unit: e.target.value as 'hours' | 'minutes' })}
          >
            <option value="minutes">minutes</option>
            <option value="hours">hours</option>
          </Form.Select>
        </Col>
        <Col sm="auto">
          <Button
            variant="outline-primary"
            onClick={() =>
              act(() => api.setLeagueDeadline(league.id, Number(deadline.count) * (deadline.unit === 'hours' ? 60 : 1)))
            }
          >
            Set deadline
          </Button>
        </Col>
        {game.deadline_at !== null && (
          <Col sm="auto">
            <Button variant="outline-secondary" onClick={() => act(() => api.setLeagueDeadline(league.id, null))}>
              No deadline
            </Button>
          </Col>
        )}
      </Row>
      <LeagueForce league={league} act={act} attempt={attempt} />
      <Form onSubmit={assigned}>
        <Row className="g-2 align-items-end">
          <Col sm={4}>
            <Form.Label htmlFor="assign-coach">Account</Form.Label>
            <Form.Control
              id="assign-coach"
              value={assign.coach}
              onChange={(e) => setAssign({ ...assign, coach: e.target.value })}
            />
          </Col>
          <Col sm={4}>
            <Form.Label htmlFor="assign-team">Free program</Form.Label>
            <Form.Select
              id="assign-team"
              value={assign.team}
              onChange={(e) => setAssign({ ...assign, team: e.target.value })}
            >
              <option value="">Choose a program</option>
              {league.free_teams.map((t) => (
                <option key={t}>{t}</option>
              ))}
            </Form.Select>
          </Col>
          <Col sm="auto">
            <Button type="submit" variant="outline-primary" disabled={!assign.team}>
              Assign coach
            </Button>
          </Col>
        </Row>
      </Form>
      {game.god_mode && (
        <Alert variant="danger" className="mt-2 mb-0">
          God Mode is on: your edits on the God Mode page are in the log.
        </Alert>
      )}
    </section>
  );
}
