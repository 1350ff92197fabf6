// The coach's abilities on the coach page: his experience points, each ability's rating and the price of its next
// point, a button to buy one; what the last seasons earned; his level and archetype trees (CoachArchetypes).
import { useState } from 'react';
import { Alert, Button, Card, Table } from 'react-bootstrap';
import { api } from '../api';
import { usePageData } from '../hooks/usePageData';
import { CoachArchetypes } from './CoachArchetypes';

export function CoachAbilities({ onSpent }: { onSpent: () => void }) {
  const page = usePageData(() => api.coachAbilities(), 'coach-abilities');
  const [message, setMessage] = useState<{ kind: 'success' | 'danger'; text: string } | null>(null);
  const view = page.data;
  if (!view) return null;
  const spend = (ability: string) => {
    api.spendXp(ability, 1).then(
      (answer) => {
        setMessage({ kind: 'success', text: answer.message });
        page.reload();
        onSpent();
      },
      (error: Error) => setMessage({ kind: 'danger', text: error.message }),
    );
  };
  const buy = (ability: string) => {
    api.buyAbility(ability).then(
      (answer) => {
        setMessage({ kind: 'success', text: answer.message });
        page.reload();
      },
      (error: Error) => setMessage({ kind: 'danger', text: error.message }),
    );
  };
  const latest = view.earned[0]?.year;
  const lastSeason = view.earned.filter((e) => e.year === latest);
  return (
    <Card className="mb-3" data-testid="coach-abilities">
      <Card.Body>
        <h2 className="h5">
          Abilities{' '}
          <span className="badge text-bg-primary" data-testid="coach-xp">
            {view.xp} XP
          </span>
        </h2>
        {message && (
          <Alert variant={message.kind} onClose={() => setMessage(null)} dismissible>
            {message.text}
          </Alert>
        )}
        <Table size="sm" responsive>
          <thead>
            <tr>
              <th>Ability</th>
              <th className="text-end">Rating</th>
              <th className="text-end">Next point</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {view.abilities.map((a) => (
              <tr key={a.ability}>
                <td title={a.label}>{a.label}</td>
                <td className="text-end">{a.rating}</td>
                <td className="text-end">{a.next_cost === null ? 'max' : `${a.next_cost} XP`}</td>
                <td className="text-end">
                  <Button
                    size="sm"
                    variant="outline-primary"
                    disabled={a.affordable === 0}
                    onClick={() => spend(a.ability)}
                    aria-label={`Raise ${a.ability}`}
                  >
                    +1
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
        <p className="small text-body-secondary mb-0">
          {latest === undefined
            ? 'Each season earns XP: wins, beating expectations, bowls, titles, players developed, four- and five-star recruits.'
            : `Earned after ${latest}: ${lastSeason.map((e) => `${e.label} ${e.xp}`).join(', ')}.`}{' '}
          A point costs {view.costs.map((c) => `${c.cost}`).join(' / ')} XP as the rating rises.
        </p>
        <CoachArchetypes view={view} onBuy={buy} />
      </Card.Body>
    </Card>
  );
}
