// The player's staff: his coordinators, firing one in the offseason, hiring a candidate into an opening within
// the staff budget, and the league's coordinator moves. A head coach just fired may take a coordinator job here.
// Firing and taking a job are asked first (ConfirmModal).
import { Alert, Button } from 'react-bootstrap';
import { api } from '../api';
import { PageState } from '../components/Status';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { useFrame } from '../hooks/useFrame';
import { usePageData } from '../hooks/usePageData';
import type { StaffResponse } from '../../shared/staff-types';
import { acceptJobQuestion, fireCoordinatorQuestion, joinAsCoordinatorQuestion } from '../../shared/confirmations';
import { ConfirmModal } from '../components/ConfirmModal';
import { CandidatesTable, CoordinatorsTable } from './staff/StaffTables';
import { type Asking, useStaffMoves } from './staff/useStaffMoves';

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

export function StaffPage() {
  useDocumentTitle('Staff');
  const page = usePageData(api.staff, 'staff');
  useFrame();
  const moves = useStaffMoves(page);
  const { message, busy, asking } = moves;
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
          <StaffJobs data={data} busy={busy} ask={moves.ask} />
          <CoordinatorsTable
            data={data}
            busy={busy}
            onFire={(coordinator) => moves.ask({ kind: 'fire', coordinator })}
          />
          {asking && (
            <StaffQuestion asking={asking} staff={data} onConfirm={moves.confirm} onCancel={() => moves.ask(null)} />
          )}
          {data.openings.length > 0 && <p>Open: {data.openings.join(', ')}</p>}
          {data.candidates.length > 0 && <CandidatesTable data={data} busy={busy} onHire={moves.hire} />}
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

interface StaffJobsProps {
  data: StaffResponse;
  busy: boolean;
  ask: (asking: Asking) => void;
}

/** The jobs open to the player himself: a coordinator's job after a firing, head coaching offers as a coordinator. */
function StaffJobs({ data, busy, ask }: StaffJobsProps) {
  return (
    <>
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
              onClick={() => ask({ kind: 'join', team })}
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
              onClick={() => ask({ kind: 'accept', team })}
            >
              {team}
            </Button>
          ))}
        </p>
      )}
    </>
  );
}
