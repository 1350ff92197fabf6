// The player's staff: his coordinators, firing one in the offseason, hiring a candidate into an opening within
// the staff budget, and the league's coordinator moves. A head coach just fired may take a coordinator job here.
// Firing and taking a job are asked first (ConfirmModal).
import { contractText } from '../../shared/contractText';
import { useState } from 'react';
import { Alert, Button, Table } from 'react-bootstrap';
import { useNavigate } from 'react-router-dom';
import { api } from '../api';
import { emitRefresh } from '../refresh';
import { PageState } from '../components/Status';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { useFrame } from '../hooks/useFrame';
import { usePageData } from '../hooks/usePageData';
import type { StaffCoordinator, StaffResponse } from '../../shared/staff-types';
import { acceptJobQuestion, fireCoordinatorQuestion, joinAsCoordinatorQuestion } from '../../shared/confirmations';
import { ConfirmModal } from '../components/ConfirmModal';

type Asking =
  | { kind: 'fire'; coordinator: StaffCoordinator }
  | { kind: 'accept'; team: string }
  | { kind: 'join'; team: string };

function StaffQuestion({
  asking,
  staff,
  onConfirm,
  onCancel,
}: {
  asking: Asking;
  staff: StaffResponse;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const question =
    asking.kind === 'fire'
      ? fireCoordinatorQuestion(asking.coordinator, staff.team)
      : asking.kind === 'accept'
        ? acceptJobQuestion(asking.team, staff.team, staff.offers.length - 1)
        : joinAsCoordinatorQuestion(asking.team);
  const label = asking.kind === 'fire' ? 'Fire Him' : 'Take the Job';
  return (
    <ConfirmModal
      show
      title={question.title}
      confirmLabel={label}
      confirmVariant={asking.kind === 'fire' ? 'danger' : 'primary'}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {question.body}
    </ConfirmModal>
  );
}

const money = (k: number) => (k >= 1000 ? `$${(k / 1000).toFixed(1)}M` : `$${k}K`);

export function StaffPage() {
  useDocumentTitle('Staff');
  const navigate = useNavigate();
  const page = usePageData(api.staff, 'staff');
  useFrame();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const act = async (run: () => Promise<{ message: string; staff: StaffResponse }>) => {
    setBusy(true);
    try {
      const result = await run();
      setMessage({ ok: true, text: result.message });
      page.setData(result.staff);
    } catch (e) {
      setMessage({ ok: false, text: e instanceof Error ? e.message : 'The move failed' });
    } finally {
      setBusy(false);
    }
  };
  // Firing a coordinator, taking a head coaching job or a coordinator job: each asked first.
  const [asking, setAsking] = useState<Asking | null>(null);
  const confirm = () => {
    const ask = asking;
    setAsking(null);
    if (ask?.kind === 'fire') void act(() => api.fireCoordinator(ask.coordinator.role));
    else if (ask?.kind === 'accept') void acceptOffer(ask.team);
    else if (ask?.kind === 'join') {
      void act(async () => {
        const result = await api.joinAsCoordinator(ask.team);
        emitRefresh();
        return result;
      });
    }
  };
  const acceptOffer = async (team: string) => {
    setBusy(true);
    try {
      await api.acceptOffer(team);
      emitRefresh();
      navigate('/coach');
    } catch (e) {
      setMessage({ ok: false, text: e instanceof Error ? e.message : 'Failed to accept the offer' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <PageState data={page.data} loading={page.loading} error={page.error} errorText="Failed to load the staff">
      {(data) => (
        <>
          <h1 className="h3 mb-3">
            {data.team} Staff, {data.year}
          </h1>
          <p data-testid="staff-budget">{data.change_message}</p>
          {message && (
            <Alert variant={message.ok ? 'success' : 'danger'} data-testid="staff-message">
              {message.text}
            </Alert>
          )}
          {data.can_join && (
            <p data-testid="coordinator-jobs">
              You were fired. Take the offensive coordinator job at a program no bigger:
              {data.join_choices.map((team) => (
                <Button
                  key={team}
                  size="sm"
                  variant="outline-primary"
                  className="ms-2"
                  disabled={busy}
                  onClick={() => setAsking({ kind: 'join', team })}
                >
                  {team}
                </Button>
              ))}
            </p>
          )}
          {data.user_role === 'coordinator' && (
            <p data-testid="coordinator-offers">
              {data.offers.length === 0
                ? 'You are a coordinator: head coaching offers come after good seasons.'
                : 'Head coaching offers: '}
              {data.offers.map((team) => (
                <Button
                  key={team}
                  size="sm"
                  className="ms-2"
                  disabled={busy || !data.can_accept}
                  onClick={() => setAsking({ kind: 'accept', team })}
                >
                  {team}
                </Button>
              ))}
            </p>
          )}
          <Table size="sm" hover responsive data-testid="staff-coordinators">
            <thead>
              <tr>
                <th>Role</th>
                <th>Name</th>
                <th className="text-end">Age</th>
                <th className="text-end">Calling</th>
                <th className="text-end">Recruiting</th>
                <th className="text-end">Development</th>
                <th>Style</th>
                <th className="text-end">Salary</th>
                <th>Contract</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {data.coordinators.map((c) => (
                <tr key={c.id}>
                  <td title={c.role_label}>{c.role}</td>
                  <td>
                    {c.name}
                    {c.is_user && ' (you)'}
                  </td>
                  <td className="text-end">{c.age}</td>
                  <td className="text-end">{c.calling}</td>
                  <td className="text-end">{c.recruiting}</td>
                  <td className="text-end">{c.development}</td>
                  <td>{c.style ?? ''}</td>
                  <td className="text-end">{money(c.salary)}</td>
                  <td>{contractText(c)}</td>
                  <td>
                    {data.can_change && !c.is_user && (
                      <Button
                        size="sm"
                        variant="outline-danger"
                        disabled={busy}
                        onClick={() => setAsking({ kind: 'fire', coordinator: c })}
                      >
                        Fire
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
          {asking && (
            <StaffQuestion asking={asking} staff={data} onConfirm={confirm} onCancel={() => setAsking(null)} />
          )}
          {data.openings.length > 0 && <p>Open: {data.openings.join(', ')}</p>}
          {data.candidates.length > 0 && (
            <>
              <h2 className="h5">Candidates</h2>
              <Table size="sm" hover responsive data-testid="staff-candidates">
                <thead>
                  <tr>
                    <th>Role</th>
                    <th>Name</th>
                    <th>Now</th>
                    <th className="text-end">Age</th>
                    <th className="text-end">Calling</th>
                    <th className="text-end">Rec</th>
                    <th className="text-end">Dev</th>
                    <th className="text-end">Asks</th>
                    <th />
                  </tr>
                </thead>
                <tbody>
                  {data.candidates.map((c) => (
                    <tr key={c.key}>
                      <td>{c.role}</td>
                      <td>{c.name}</td>
                      <td>{c.from ?? c.kind.replace('_', ' ')}</td>
                      <td className="text-end">{c.age}</td>
                      <td className="text-end">{c.calling}</td>
                      <td className="text-end">{c.recruiting}</td>
                      <td className="text-end">{c.development}</td>
                      <td className="text-end">{money(c.asking)}</td>
                      <td>
                        {data.openings.includes(c.role) && (
                          <Button
                            size="sm"
                            disabled={busy}
                            variant={c.affordable ? 'primary' : 'outline-secondary'}
                            onClick={() => act(() => api.hireCoordinator(c.key))}
                          >
                            Hire
                          </Button>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </>
          )}
          <h2 className="h5 mt-3">Coordinator moves</h2>
          {data.moves.length === 0 ? (
            <p className="text-muted">No coordinator moves yet.</p>
          ) : (
            <ul className="list-unstyled small" data-testid="staff-moves">
              {data.moves.map((m) => (
                <li key={m.text}>{m.text}</li>
              ))}
            </ul>
          )}
        </>
      )}
    </PageState>
  );
}
