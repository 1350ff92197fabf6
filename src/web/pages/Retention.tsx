// Keeping players: the coach's players who may leave after the season (the portal, or the draft early), most at risk
// first, with what each wants and what troubles him; in Season Summary a talk or a promise (a starting role, a
// position, NIL money he answers) with the offseason's meetings. Built for the coach's own program only.
import { useState } from 'react';
import { Alert, Badge, Button, Card, Form, Table } from 'react-bootstrap';
import type { RetentionChangeResponse, RetentionPlayer } from '../../shared/retention-types';
import { api } from '../api';
import { PageState } from '../components/Status';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { useFrame } from '../hooks/useFrame';
import { usePageData } from '../hooks/usePageData';

const money = (k: number) => (k >= 1000 ? `$${(k / 1000).toFixed(1)}M` : `$${k}K`);
const pct = (x: number | null) => (x === null ? '-' : `${Math.round(100 * x)}%`);
/** Players shown until "everyone" is ticked: those this likely to leave, or already talked to or promised. */
const AT_RISK = 0.1;

function done(p: RetentionPlayer): string {
  const parts = p.promised.map((a) =>
    a.kind === 'nil' ? `NIL ${money(a.amount ?? 0)}` : a.kind === 'position' ? `plays ${a.position}` : 'starts',
  );
  if (p.talked) parts.unshift('talked');
  return parts.join(', ');
}

export function Retention() {
  useDocumentTitle('Keep Players');
  const page = usePageData(api.retention, 'retention');
  useFrame();
  const [everyone, setEveryone] = useState(false);
  const [amounts, setAmounts] = useState<Record<number, string>>({});
  const [message, setMessage] = useState<{ kind: 'success' | 'warning' | 'danger'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const act = async (run: () => Promise<RetentionChangeResponse>, player?: number) => {
    setBusy(true);
    try {
      const result = await run();
      const answer = result.negotiation?.answer;
      setMessage({ kind: answer && answer !== 'accepted' ? 'warning' : 'success', text: result.message });
      if (answer === 'counter' && player !== undefined && result.negotiation?.amount)
        setAmounts((a) => ({ ...a, [player]: `${result.negotiation?.amount}k` }));
      page.setData(result.retention);
    } catch (e) {
      setMessage({ kind: 'danger', text: e instanceof Error ? e.message : 'The move failed' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <PageState data={page.data} loading={page.loading} error={page.error} errorText="Failed to load your players">
      {(data) => {
        const shown = data.players.filter(
          (p) => everyone || Math.max(p.portal_risk, p.draft_risk ?? 0) >= AT_RISK || p.talked || p.promised.length > 0,
        );
        const can = data.open && data.meetings.left > 0 && !busy;
        return (
          <>
            <h1 className="h3 mb-1">Keep Players</h1>
            <p className="text-body-secondary mb-2">
              {data.team} after the {data.season} season. {data.window}
            </p>
            <Card className="mb-3">
              <Card.Body data-testid="retention-summary" className="d-flex flex-wrap gap-4">
                <div>
                  Meetings: <strong>{data.meetings.left}</strong> of {data.meetings.total} left
                </div>
                <div>
                  Recruiting trust: <strong>{Math.round(100 * data.trust)}%</strong> (prospects' pull x
                  {data.trust_effect.toFixed(2)})
                </div>
                {data.broken_this_season > 0 && (
                  <div className="text-danger">
                    {data.broken_this_season} promise{data.broken_this_season === 1 ? '' : 's'} broken this season
                  </div>
                )}
                {data.nil.era && <div>NIL left: {money(data.nil.left)}</div>}
                {data.open && (
                  <Button
                    size="sm"
                    variant="outline-secondary"
                    disabled={!can}
                    onClick={() => void act(() => api.retentionAuto())}
                  >
                    Let my staff use the rest
                  </Button>
                )}
              </Card.Body>
            </Card>
            {message && (
              <Alert
                variant={message.kind}
                onClose={() => setMessage(null)}
                dismissible
                data-testid="retention-message"
              >
                {message.text}
              </Alert>
            )}
            <Form.Check
              id="retention-everyone"
              className="mb-2"
              label={`Everyone who may leave (${data.players.length}), not only those at ${pct(AT_RISK)} or more`}
              checked={everyone}
              onChange={(e) => setEveryone(e.target.checked)}
            />
            <Table size="sm" responsive data-testid="retention-players">
              <thead>
                <tr>
                  <th>Player</th>
                  <th>Pos</th>
                  <th>Cl</th>
                  <th className="text-end">Ovr</th>
                  <th className="text-end">Depth</th>
                  <th className="text-end">Portal</th>
                  <th className="text-end">Draft</th>
                  <th>Wants most</th>
                  <th>Why he may leave</th>
                  <th>Done</th>
                  {data.open && <th />}
                </tr>
              </thead>
              <tbody>
                {shown.map((p) => {
                  const amount = amounts[p.id] ?? (p.nil_ask !== null ? `${p.nil_ask}k` : '');
                  return (
                    <tr key={p.id} data-testid={`retention-player-${p.id}`}>
                      <td>
                        {p.first} {p.last}
                        {p.next_in_line && (
                          <Badge bg="info" className="ms-1">
                            next in line
                          </Badge>
                        )}
                        {p.broken && (
                          <Badge bg="danger" className="ms-1">
                            promise broken
                          </Badge>
                        )}
                      </td>
                      <td>{p.pos}</td>
                      <td>{p.year}</td>
                      <td className="text-end">{p.rating}</td>
                      <td className="text-end">{p.depth}</td>
                      <td className="text-end">{pct(p.portal_risk)}</td>
                      <td className="text-end">{pct(p.draft_risk)}</td>
                      <td title={p.motives.map((m) => `${m.label} ${Math.round(100 * m.weight)}%`).join(', ')}>
                        {p.motives[0]?.label}
                      </td>
                      <td className="small">{[p.reason, ...p.concerns].join('; ')}</td>
                      <td className="small">{done(p)}</td>
                      {data.open && (
                        <td className="text-nowrap">
                          <Button
                            size="sm"
                            variant="outline-primary"
                            className="me-1"
                            disabled={!can || p.talked}
                            onClick={() => void act(() => api.retentionTalk(p.id))}
                          >
                            Talk
                          </Button>
                          <Button
                            size="sm"
                            variant="outline-primary"
                            className="me-1"
                            disabled={!can || p.starter}
                            onClick={() => void act(() => api.retentionPromise(p.id, 'starter'))}
                          >
                            Promise to start
                          </Button>
                          <Button
                            size="sm"
                            variant="outline-primary"
                            className="me-1"
                            disabled={!can}
                            onClick={() => void act(() => api.retentionPromise(p.id, 'position', p.pos))}
                          >
                            Promise {p.pos}
                          </Button>
                          {p.nil_ask !== null && (
                            <span className="d-inline-flex gap-1 align-items-center">
                              <Form.Control
                                size="sm"
                                aria-label={`NIL for ${p.first} ${p.last}`}
                                value={amount}
                                style={{ width: '6rem' }}
                                onChange={(e) => setAmounts((a) => ({ ...a, [p.id]: e.target.value }))}
                              />
                              <Button
                                size="sm"
                                variant="outline-success"
                                disabled={!can || amount.trim() === ''}
                                onClick={() => void act(() => api.retentionPromise(p.id, 'nil', amount), p.id)}
                              >
                                Promise NIL
                              </Button>
                            </span>
                          )}
                        </td>
                      )}
                    </tr>
                  );
                })}
              </tbody>
            </Table>
            {data.promises.length > 0 && (
              <>
                <h2 className="h5 mt-3">Your promises</h2>
                <Table size="sm" data-testid="retention-promises">
                  <thead>
                    <tr>
                      <th>After</th>
                      <th>Player</th>
                      <th>Promise</th>
                      <th>Status</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.promises.map((r) => (
                      <tr key={`${r.year}:${r.id}:${r.kind}`}>
                        <td>{r.year}</td>
                        <td>{r.name}</td>
                        <td>
                          {r.kind === 'nil'
                            ? `NIL ${money(r.amount ?? 0)}`
                            : r.kind === 'position'
                              ? `plays ${r.position}`
                              : 'starts'}
                        </td>
                        <td className={r.status === 'broken' ? 'text-danger' : undefined}>{r.status}</td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              </>
            )}
          </>
        );
      }}
    </PageState>
  );
}
