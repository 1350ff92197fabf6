// The player's head coach at a new game: name, background, schemes, and the creation points spent on his ratings.
// Ratings are shown against a coach the chosen program would hire (its tier's mean), since that is where they start.
import { Button, Card, Form, Table } from 'react-bootstrap';
import {
  BACKGROUNDS,
  COACH_BACKGROUNDS,
  COACH_CREATION,
  CREATION_DEFENSES,
  CREATION_OFFENSES,
  type CoachBackground,
  type CreationAbility,
} from '../../shared/coachCreation';
import type { CoachChoice } from '../api';

const ABILITIES: readonly [CreationAbility, string][] = [
  ['offense', 'Offense'],
  ['defense', 'Defense'],
  ['recruiting', 'Recruiting'],
  ['development', 'Development'],
  ['game-day', 'Game day'],
];

export const NO_COACH_CHOICE: CoachChoice = { name: '', background: '', offense: '', defense: '', points: {} };

export function pointsSpent(choice: CoachChoice): number {
  return Object.values(choice.points).reduce((sum: number, n) => sum + (n ?? 0), 0);
}

function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

export function CoachCreationCard({
  choice,
  onChange,
  idPrefix = 'coach',
}: {
  choice: CoachChoice;
  onChange: (choice: CoachChoice) => void;
  /** Its fields' ids begin so (two cards on one page: the online page's new league and invitation). */
  idPrefix?: string;
}) {
  const background = choice.background === '' ? null : BACKGROUNDS[choice.background as CoachBackground];
  const left = COACH_CREATION.points - pointsSpent(choice);
  const add = (ability: CreationAbility, step: number) =>
    onChange({ ...choice, points: { ...choice.points, [ability]: (choice.points[ability] ?? 0) + step } });
  return (
    <Card className="mt-3" data-testid="coach-creation">
      <Card.Header as="h2" className="h6 mb-0">
        Your Head Coach
      </Card.Header>
      <Card.Body className="d-grid gap-3">
        <Form.Group controlId={`${idPrefix}-name`}>
          <Form.Label>Name</Form.Label>
          <Form.Control
            value={choice.name}
            maxLength={COACH_CREATION.nameMax}
            placeholder="First and last name (empty: a name is drawn)"
            onChange={(e) => onChange({ ...choice, name: e.target.value })}
          />
        </Form.Group>
        <Form.Group controlId={`${idPrefix}-background`}>
          <Form.Label>Background</Form.Label>
          <Form.Select
            value={choice.background}
            onChange={(e) => onChange({ ...choice, background: e.target.value, points: {} })}
          >
            <option value="">Chosen for the program</option>
            {COACH_BACKGROUNDS.map((b) => (
              <option key={b} value={b}>
                {BACKGROUNDS[b].label}
              </option>
            ))}
          </Form.Select>
          {background && <Form.Text>{background.description}</Form.Text>}
        </Form.Group>
        <Form.Group controlId={`${idPrefix}-offense`}>
          <Form.Label>Offense</Form.Label>
          <Form.Select value={choice.offense} onChange={(e) => onChange({ ...choice, offense: e.target.value })}>
            <option value="">The program's</option>
            {CREATION_OFFENSES.map(([key, label]) => (
              <option key={key} value={key}>
                {label}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId={`${idPrefix}-defense`}>
          <Form.Label>Defensive front</Form.Label>
          <Form.Select value={choice.defense} onChange={(e) => onChange({ ...choice, defense: e.target.value })}>
            <option value="">The program's</option>
            {CREATION_DEFENSES.map((front) => (
              <option key={front} value={front}>
                {front}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        {background ? (
          <div>
            <p className="mb-1" data-testid="coach-points-left">
              Points to spend: {left} of {COACH_CREATION.points}
            </p>
            <Table size="sm" className="mb-0 align-middle">
              <caption className="caption-top small">Ratings against a coach your program would hire</caption>
              <thead>
                <tr>
                  <th scope="col">Rating</th>
                  <th scope="col">Starts</th>
                  <th scope="col">Points</th>
                  <th scope="col">Up to</th>
                </tr>
              </thead>
              <tbody>
                {ABILITIES.map(([ability, label]) => {
                  const spent = choice.points[ability] ?? 0;
                  const room = background.cap[ability] - background.lean[ability];
                  return (
                    <tr key={ability}>
                      <th scope="row">{label}</th>
                      <td>{signed(background.lean[ability])}</td>
                      <td className="text-nowrap">
                        <Button
                          size="sm"
                          variant="outline-secondary"
                          aria-label={`${label} minus`}
                          disabled={spent === 0}
                          onClick={() => add(ability, -1)}
                        >
                          −
                        </Button>{' '}
                        <span data-testid={`coach-points-${ability}`}>{spent}</span>{' '}
                        <Button
                          size="sm"
                          variant="outline-secondary"
                          aria-label={`${label} plus`}
                          disabled={left === 0 || spent >= room}
                          onClick={() => add(ability, 1)}
                        >
                          +
                        </Button>
                      </td>
                      <td>{signed(background.cap[ability])}</td>
                    </tr>
                  );
                })}
              </tbody>
            </Table>
          </div>
        ) : (
          <Form.Text>
            Choose a background to spend {COACH_CREATION.points} points on his ratings; otherwise they are spent for
            you.
          </Form.Text>
        )}
      </Card.Body>
    </Card>
  );
}
