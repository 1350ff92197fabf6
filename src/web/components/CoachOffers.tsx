// The player's job offers with an Accept button each (coach page and season summary).
import { useState } from 'react';
import { Alert, Button, Table } from 'react-bootstrap';
import { useNavigate } from 'react-router-dom';
import { api } from '../api';
import { emitRefresh } from '../refresh';
import type { CoachOfferView } from '../../shared/api-types';
import { acceptJobQuestion } from '../../shared/confirmations';
import { ConfirmModal } from './ConfirmModal';
import { TeamLink } from './TeamInfo';

/** from: the program the player coaches now (the one he leaves). */
export function CoachOffers({
  offers,
  canAccept,
  fired,
  from,
}: {
  offers: CoachOfferView[];
  canAccept: boolean;
  fired: boolean;
  from: string;
}) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Taking a job leaves the program and every other offer: asked first.
  const [asking, setAsking] = useState<string | null>(null);
  if (offers.length === 0) {
    return (
      <p className="text-muted" data-testid="no-offers">
        {fired ? 'You were fired and have no offers: start a new game from the home page.' : 'No job offers.'}
      </p>
    );
  }
  const accept = async (team: string) => {
    setAsking(null);
    setBusy(team);
    setError(null);
    try {
      await api.acceptOffer(team);
      emitRefresh();
      navigate('/coach');
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Failed to accept the offer');
    } finally {
      setBusy(null);
    }
  };
  const question = asking ? acceptJobQuestion(asking, fired ? null : from, offers.length - 1) : null;
  return (
    <>
      {fired && (
        <Alert variant="danger">You were fired. Accept one of these offers to go on, or start a new game.</Alert>
      )}
      {error && <Alert variant="danger">{error}</Alert>}
      <Table size="sm" hover responsive data-testid="coach-offers">
        <thead>
          <tr>
            <th>Program</th>
            <th className="text-end">Prestige</th>
            <th>Conference</th>
            <th>Record</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {offers.map((o) => (
            <tr key={o.team}>
              <td>
                <TeamLink name={o.team} logo />
              </td>
              <td className="text-end">{o.prestige}</td>
              <td>{o.conference}</td>
              <td>{o.record}</td>
              <td className="text-end">
                {canAccept && (
                  <Button size="sm" disabled={busy !== null} onClick={() => setAsking(o.team)}>
                    {busy === o.team ? 'Accepting...' : 'Accept'}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      {question && asking && (
        <ConfirmModal
          show
          title={question.title}
          confirmLabel="Take the Job"
          confirmVariant="primary"
          onConfirm={() => void accept(asking)}
          onCancel={() => setAsking(null)}
        >
          {question.body}
        </ConfirmModal>
      )}
    </>
  );
}
