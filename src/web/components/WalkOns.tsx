// Walk-ons on the player's roster page: the places signing day fills, the walk-ons invited, and the prospects nobody
// recruited by position with an Invite button (while a class is being recruited).
import { useState } from 'react';
import { Alert, Button, Card, Form, Table } from 'react-bootstrap';
import { api } from '../api';
import { usePageData } from '../hooks/usePageData';
import { emitRefresh } from '../refresh';

const POSITIONS = ['QB', 'RB', 'WR', 'TE', 'OL', 'DL', 'LB', 'CB', 'S', 'K', 'P'];

export function WalkOns({ onChanged }: { onChanged: () => void }) {
  const [position, setPosition] = useState('');
  const page = usePageData(() => api.walkOns(position || undefined), `walk-ons-${position}`);
  const [message, setMessage] = useState<{ kind: 'success' | 'danger'; text: string } | null>(null);
  const view = page.data;
  if (!view?.open) return null;
  const act = (id: number, invite: boolean) =>
    api.inviteWalkOn(id, invite).then(
      (answer) => {
        setMessage({ kind: 'success', text: answer.message });
        // Every panel of the page reads again (the roster limits' signing-day preview names the invited).
        emitRefresh();
        onChanged();
      },
      (error: Error) => setMessage({ kind: 'danger', text: error.message }),
    );
  return (
    <Card className="mb-3" data-testid="walk-ons">
      <Card.Body>
        <h2 className="h6">
          Walk-ons: {view.places} places on signing day, {view.invited.length} invited
        </h2>
        {message && (
          <Alert variant={message.kind} onClose={() => setMessage(null)} dismissible>
            {message.text}
          </Alert>
        )}
        {view.invited.length > 0 && (
          <ul className="mb-2" data-testid="walk-on-invited">
            {view.invited.map((p) => (
              <li key={p.id}>
                {p.pos} {p.first} {p.last} ({p.stars}★, #{p.rank}, {p.state}){' '}
                <Button size="sm" variant="link" className="p-0" onClick={() => act(p.id, false)}>
                  take back
                </Button>
              </li>
            ))}
          </ul>
        )}
        <Form.Select
          size="sm"
          className="w-auto mb-2"
          aria-label="Walk-on position"
          value={position}
          onChange={(e) => setPosition(e.target.value)}
        >
          <option value="">All positions</option>
          {POSITIONS.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </Form.Select>
        <Table size="sm" responsive data-testid="walk-on-pool">
          <thead>
            <tr>
              <th>Pos</th>
              <th>Prospect</th>
              <th>Stars</th>
              <th className="text-end">Rank</th>
              <th>From</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {view.pool.slice(0, 15).map((p) => (
              <tr key={p.id}>
                <td>{p.pos}</td>
                <td>
                  {p.first} {p.last}
                </td>
                <td>{p.stars}★</td>
                <td className="text-end">{p.rank}</td>
                <td>{p.state}</td>
                <td className="text-end">
                  <Button
                    size="sm"
                    variant="outline-primary"
                    disabled={view.invited.length >= view.places}
                    onClick={() => act(p.id, true)}
                  >
                    Invite
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Card.Body>
    </Card>
  );
}
