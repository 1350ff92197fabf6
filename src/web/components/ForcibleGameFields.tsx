// The two fields of a forced result: a game of the week to come picked from a list ("Away at Home"), and its winner,
// one of its two teams (the league commissioner's page and the God Mode page).
import { Col, Form } from 'react-bootstrap';
import type { ForcibleGames } from '../../shared/league-types';

interface ForcePick {
  game: string;
  winner: string;
}

interface Props {
  forcible: ForcibleGames | null;
  pick: ForcePick;
  onPick: (pick: ForcePick) => void;
  /** The fields' ids start with it (their labels name them). */
  idPrefix: string;
}

/** The game picked, if any. */
export function pickedGame(forcible: ForcibleGames | null, pick: ForcePick) {
  return forcible?.games.find((g) => String(g.id) === pick.game);
}

export function ForcibleGameFields({ forcible, pick, onPick, idPrefix }: Props) {
  const chosen = pickedGame(forcible, pick);
  return (
    <>
      <Col sm={4} className="mb-2">
        <Form.Label htmlFor={`${idPrefix}-game`}>
          Game{forcible?.week != null ? ` (week ${forcible.week})` : ''}
        </Form.Label>
        <Form.Select
          id={`${idPrefix}-game`}
          value={pick.game}
          onChange={(e) => onPick({ game: e.target.value, winner: '' })}
        >
          <option value="">Choose a game</option>
          {(forcible?.games ?? []).map((g) => (
            <option key={g.id} value={String(g.id)}>
              {g.away} at {g.home}
            </option>
          ))}
        </Form.Select>
      </Col>
      <Col sm={3} className="mb-2">
        <Form.Label htmlFor={`${idPrefix}-winner`}>Winner</Form.Label>
        <Form.Select
          id={`${idPrefix}-winner`}
          value={pick.winner}
          disabled={!chosen}
          onChange={(e) => onPick({ ...pick, winner: e.target.value })}
        >
          <option value="">Choose the winner</option>
          {chosen && [chosen.away, chosen.home].map((t) => <option key={t}>{t}</option>)}
        </Form.Select>
      </Col>
    </>
  );
}
