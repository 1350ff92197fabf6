// The training plan: a focus for each position group and up to three players singled out. Growth moves between the
// players, never grows: the page shows what each group and player gains or pays this offseason.
import { useEffect, useState } from 'react';
import { Alert, Button, ButtonGroup, Card, Form, Table } from 'react-bootstrap';
import type { RosterResponse } from '../../shared/api-types';
import type { TrainingResponse } from '../../shared/training-types';
import { api } from '../api';
import { PageState } from '../components/Status';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { useFrame } from '../hooks/useFrame';
import { usePageData } from '../hooks/usePageData';

const signed = (x: number) => (x > 0 ? `+${x}` : `${x}`);

export function Training() {
  useDocumentTitle('Training');
  const page = usePageData(api.training, 'training');
  useFrame();
  const [roster, setRoster] = useState<RosterResponse | null>(null);
  const [chosen, setChosen] = useState('');
  const [message, setMessage] = useState<{ kind: 'success' | 'danger'; text: string } | null>(null);
  const team = page.data?.team;
  useEffect(() => {
    if (team) void api.roster(team).then(setRoster, () => undefined);
  }, [team]);
  const done = (answer: Promise<{ message: string; training: TrainingResponse }>) =>
    answer.then(
      (a) => {
        setMessage({ kind: 'success', text: a.message });
        page.setData(a.training);
      },
      (error: Error) => setMessage({ kind: 'danger', text: error.message }),
    );
  return (
    <PageState data={page.data} loading={page.loading} error={page.error} errorText="Failed to load the training plan">
      {(plan) => {
        const singled = new Set(plan.players.map((p) => p.id));
        return (
          <>
            <h1 className="h3 mb-1">Training</h1>
            <p className="text-body-secondary">
              {plan.team}'s players develop after the {plan.applies_after_season} season (Roster Progression). A group's
              extra work is paid by a little less for everyone else: growth moves, never grows.
            </p>
            {message && (
              <Alert variant={message.kind} onClose={() => setMessage(null)} dismissible>
                {message.text}
              </Alert>
            )}
            <Table size="sm" responsive data-testid="training-groups">
              <thead>
                <tr>
                  <th>Group</th>
                  <th>Positions</th>
                  <th className="text-end">Players</th>
                  <th>Focus</th>
                  <th className="text-end">Growth</th>
                </tr>
              </thead>
              <tbody>
                {plan.groups.map((g) => (
                  <tr key={g.group} data-testid={`training-group-${g.group}`}>
                    <td>{g.group}</td>
                    <td>{g.positions.join(', ')}</td>
                    <td className="text-end">{g.players}</td>
                    <td>
                      <ButtonGroup size="sm" aria-label={`${g.group} focus`}>
                        {plan.group_focuses.map((f) => (
                          <Button
                            key={f}
                            variant={g.focus === f ? 'primary' : 'outline-primary'}
                            onClick={() => done(api.setGroupFocus(g.group, f))}
                          >
                            {f}
                          </Button>
                        ))}
                      </ButtonGroup>
                    </td>
                    <td className="text-end">{signed(g.shift)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
            <Card>
              <Card.Body>
                <h2 className="h5">
                  Players singled out ({plan.players.length} of {plan.max_players})
                </h2>
                {plan.players.length === 0 ? (
                  <p className="text-body-secondary">Nobody yet.</p>
                ) : (
                  <Table size="sm" data-testid="training-players">
                    <thead>
                      <tr>
                        <th>Player</th>
                        <th>Pos</th>
                        <th className="text-end">Rating</th>
                        <th className="text-end">Potential</th>
                        <th className="text-end">Growth</th>
                        <th />
                      </tr>
                    </thead>
                    <tbody>
                      {plan.players.map((p) => (
                        <tr key={p.id}>
                          <td>
                            {p.first} {p.last}
                          </td>
                          <td>{p.pos}</td>
                          <td className="text-end">{p.rating}</td>
                          <td className="text-end">{p.potential}</td>
                          <td className="text-end">{signed(p.shift)}</td>
                          <td className="text-end">
                            <Button
                              size="sm"
                              variant="outline-secondary"
                              onClick={() => done(api.setPlayerFocus(p.id, 'normal'))}
                            >
                              Back to group
                            </Button>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </Table>
                )}
                <Form className="d-flex gap-2 align-items-center" onSubmit={(e) => e.preventDefault()}>
                  <Form.Select
                    size="sm"
                    className="w-auto"
                    aria-label="Player to single out"
                    value={chosen}
                    onChange={(e) => setChosen(e.target.value)}
                  >
                    <option value="">Choose a player</option>
                    {(roster?.roster ?? [])
                      .filter((p) => p.year !== 'sr' && !singled.has(p.id))
                      .map((p) => (
                        <option key={p.id} value={p.id}>{`${p.pos} ${p.first} ${p.last} (${p.rating})`}</option>
                      ))}
                  </Form.Select>
                  <Button
                    size="sm"
                    disabled={chosen === '' || plan.players.length >= plan.max_players}
                    onClick={() => {
                      done(api.setPlayerFocus(Number(chosen), 'emphasis'));
                      setChosen('');
                    }}
                  >
                    Single Out
                  </Button>
                </Form>
              </Card.Body>
            </Card>
          </>
        );
      }}
    </PageState>
  );
}
