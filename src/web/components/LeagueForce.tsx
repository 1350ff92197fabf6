// The commissioner's "force a result": a game of the week to come picked from a list ("Away at Home"), its winner one
// of its two teams, and the reason every coach reads in the league's log.
import { type FormEvent, useEffect, useState } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';
import type { ForcibleGames, LeagueResponse } from '../../shared/league-types';
import { api } from '../api';
import { ForcibleGameFields, pickedGame } from './ForcibleGameFields';

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
  const chosen = pickedGame(choices, force);
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
        <ForcibleGameFields
          forcible={choices}
          pick={force}
          onPick={(pick) => setForce({ ...force, ...pick })}
          idPrefix="force"
        />
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
