// The commissioner's "force a result": a game of the week to come picked from a list ("Away at Home"), its winner one
// of its two teams, and the reason every coach reads in the league's log.
import { type FormEvent, useEffect, useState } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';
import type { ForcibleGames, LeagueResponse } from '../../shared/league-types';
import { api } from '../api';

interface Props {
  league: LeagueResponse;
  act: (run: () => Promise<LeagueResponse>) => void;
  attempt: (run: () => Promise<unknown>) => Promise<void>;
}

export function LeagueForce({ league, act, attempt }: Props) {
  const turn = league.game?.turn;
  const [choices, setChoices] = useState<ForcibleGames | null>(null);
  const [force, setForce] = useState({ game: '', winner: '', reason: '' });
  // The week's games are read again each turn (a read: nothing changes).
  useEffect(() => {
    if (turn === undefined) return;
    setForce((f) => ({ ...f, game: '', winner: '' }));
    void attempt(async () => setChoices(await api.forcibleLeagueGames(league.id)));
  }, [league.id, turn, attempt]);
  const games = choices?.games ?? [];
  const chosen = games.find((g) => String(g.id) === force.game);
  const forced = (event: FormEvent) => {
    event.preventDefault();
    if (chosen) act(() => api.forceLeagueResult(league.id, chosen.id, force.winner, force.reason));
  };
  if (choices && games.length === 0)
    return (
      <p className="text-body-secondary mb-2" data-testid="force-none">
        No game to force a result on now: only the unplayed games of the week to come.
      </p>
    );
  return (
    <Form onSubmit={forced} data-testid="force-result">
      <Row className="g-2 align-items-end mb-2">
        <Col sm={4}>
          <Form.Label htmlFor="force-game">
            Game{choices?.week !== null && choices?.week !== undefined ? ` (week ${choices.week})` : ''}
          </Form.Label>
          <Form.Select
            id="force-game"
            value={force.game}
            onChange={(e) => setForce({ ...force, game: e.target.value, winner: '' })}
          >
            <option value="">Choose a game</option>
            {games.map((g) => (
              <option key={g.id} value={String(g.id)}>
                {g.away} at {g.home}
              </option>
            ))}
          </Form.Select>
        </Col>
        <Col sm={3}>
          <Form.Label htmlFor="force-winner">Winner</Form.Label>
          <Form.Select
            id="force-winner"
            value={force.winner}
            disabled={!chosen}
            onChange={(e) => setForce({ ...force, winner: e.target.value })}
          >
            <option value="">Choose the winner</option>
            {chosen && [chosen.away, chosen.home].map((t) => <option key={t}>{t}</option>)}
          </Form.Select>
        </Col>
        <Col sm={3}>
          <Form.Label htmlFor="force-reason">Reason</Form.Label>
          <Form.Control
            id="force-reason"
            value={force.reason}
            maxLength={100}
            onChange={(e) => setForce({ ...force, reason: e.target.value })}
          />
        </Col>
        <Col sm="auto">
          <Button type="submit" variant="outline-danger" disabled={!chosen || !force.winner}>
            Force result
          </Button>
        </Col>
      </Row>
    </Form>
  );
}
