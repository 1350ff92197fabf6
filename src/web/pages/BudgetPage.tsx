// The program's money: its budget, the staff's share, facilities (start a project) and, from 2021, NIL offers.
import { useState } from 'react';
import { Alert, Button, Card, Form } from 'react-bootstrap';
import { api } from '../api';
import { PageState } from '../components/Status';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { useFrame } from '../hooks/useFrame';
import { usePageData } from '../hooks/usePageData';
import type { BudgetResponse, NilNegotiationAnswer } from '../../shared/staff-types';

const money = (k: number) => (k >= 1000 ? `$${(k / 1000).toFixed(1)}M` : `$${k}K`);

export function BudgetPage() {
  useDocumentTitle('Budget');
  const page = usePageData(api.budget, 'budget');
  useFrame();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [name, setName] = useState('');
  const [amount, setAmount] = useState('');
  const [busy, setBusy] = useState(false);
  const act = async (
    run: () => Promise<{ message: string; budget: BudgetResponse; negotiation?: NilNegotiationAnswer }>,
  ) => {
    setBusy(true);
    try {
      const result = await run();
      setMessage({ ok: true, text: result.message });
      // A counter fills the amount: offering it again closes the deal.
      if (result.negotiation?.answer === 'counter' && result.negotiation.amount !== null)
        setAmount(`${result.negotiation.amount}k`);
      page.setData(result.budget);
    } catch (e) {
      setMessage({ ok: false, text: e instanceof Error ? e.message : 'The move failed' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <PageState data={page.data} loading={page.loading} error={page.error} errorText="Failed to load the budget">
      {(data) => (
        <>
          <h1 className="h3 mb-3">
            {data.team} Budget, {data.year}
          </h1>
          {message && (
            <Alert variant={message.ok ? 'success' : 'danger'} data-testid="budget-message">
              {message.text}
            </Alert>
          )}
          <Card className="mb-3">
            <Card.Body data-testid="budget-summary">
              <div>Budget: {money(data.budget)} a year</div>
              <div>
                Staff: {money(data.payroll)} of {money(data.staff_budget)}
              </div>
            </Card.Body>
          </Card>
          <h2 className="h5">Facilities</h2>
          <Card className="mb-3">
            <Card.Body data-testid="budget-facilities">
              <div>
                Level {data.facilities.level.toFixed(1)} of 10
                {data.facilities.project_seasons_left > 0
                  && `, project under way (${data.facilities.project_seasons_left} more seasons, ${money(data.facilities.project_yearly_cost)} a year, +${data.facilities.project_gain.toFixed(1)} a season)`}
              </div>
              {data.facilities.new_project_refused ? (
                <div className="text-muted">{data.facilities.new_project_refused}</div>
              ) : (
                <Button className="mt-2" size="sm" disabled={busy} onClick={() => act(api.startFacilityProject)}>
                  Start a project: {data.facilities.new_project_line}
                </Button>
              )}
            </Card.Body>
          </Card>
          <h2 className="h5">NIL</h2>
          <Card>
            <Card.Body data-testid="budget-nil">
              <div>{data.nil.message}</div>
              {data.nil.era && (
                <>
                  <div>
                    Offered {money(data.nil.offered)}, {money(data.nil.left)} left.
                  </div>
                  <ul className="small mb-2">
                    {data.nil.offers.map((o) => (
                      <li key={`${o.kind}:${o.id}`}>
                        {o.name} ({o.kind}, {o.stars}*): {money(o.amount)}
                      </li>
                    ))}
                  </ul>
                  <Form
                    className="d-flex gap-2"
                    onSubmit={(e) => {
                      e.preventDefault();
                      void act(() => api.offerNil(name, amount));
                    }}
                  >
                    <Form.Control
                      size="sm"
                      placeholder="Recruit or transfer"
                      aria-label="Player"
                      value={name}
                      onChange={(e) => setName(e.target.value)}
                    />
                    <Form.Control
                      size="sm"
                      placeholder="250k"
                      aria-label="Amount"
                      value={amount}
                      onChange={(e) => setAmount(e.target.value)}
                      style={{ maxWidth: '8rem' }}
                    />
                    <Button size="sm" type="submit" disabled={busy}>
                      Offer NIL
                    </Button>
                  </Form>
                </>
              )}
            </Card.Body>
          </Card>
        </>
      )}
    </PageState>
  );
}
