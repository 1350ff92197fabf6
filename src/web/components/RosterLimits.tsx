// The player's roster against the limit of the season being set, and releasing a player (Roster Progression
// stage only, behind a confirmation asked once the roster minimum allows it): he enters the transfer portal from 2018, else he leaves the program.
import { useState } from 'react';
import { Alert, Button, Card, Form, Modal } from 'react-bootstrap';
import type { RosterPlayer } from '../../shared/api-types';
import { releaseMinimumProblem } from '../../shared/confirmations';
import { api } from '../api';
import { usePageData } from '../hooks/usePageData';

export function RosterLimits({ players, onReleased }: { players: readonly RosterPlayer[]; onReleased: () => void }) {
  const page = usePageData(() => api.rosterLimits(), 'roster-limits');
  const [chosen, setChosen] = useState('');
  const [confirming, setConfirming] = useState<RosterPlayer | null>(null);
  const [message, setMessage] = useState<{ kind: 'success' | 'danger'; text: string } | null>(null);
  const limits = page.data;
  if (!limits) return null;

  const release = (player: RosterPlayer) => {
    setConfirming(null);
    api.releasePlayer(player.id).then(
      (answer) => {
        setMessage({ kind: 'success', text: answer.message });
        setChosen('');
        page.reload();
        onReleased();
      },
      (error: Error) => setMessage({ kind: 'danger', text: error.message }),
    );
  };
  // The roster minimum is checked before the question: a release it forbids is refused at once.
  const ask = (player: RosterPlayer | undefined) => {
    if (!player) return;
    const minimum = limits.minimum.find((m) => m.pos === player.pos);
    const problem = releaseMinimumProblem(player, minimum?.have ?? 0, minimum?.least);
    if (problem) setMessage({ kind: 'danger', text: problem });
    else setConfirming(player);
  };
  const byRating = [...players].sort((a, b) => a.rating - b.rating);

  return (
    <Card className="mb-3" data-testid="roster-limits">
      <Card.Body>
        <h2 className="h6">Roster limits for {limits.limit.season}</h2>
        <p className="mb-1">
          {limits.players} players, {limits.committed} committed recruits: <strong>{limits.open}</strong> open under{' '}
          {limits.limit.label}.{limits.portal_offers > 0 && ` ${limits.portal_offers} portal offers out.`}
        </p>
        {limits.walk_on_invites.length > 0 && (
          <p className="mb-1" data-testid="walk-on-preview">
            Invited walk-ons who take places on signing day:{' '}
            {limits.walk_on_invites.map((w) => `${w.first} ${w.last} (${w.pos})`).join(', ')}.
          </p>
        )}
        {Math.max(0, limits.walk_ons_if_unfilled - limits.walk_on_invites.length) > 0 && (
          <p className="mb-1 text-warning-emphasis">
            Signing day fills {Math.max(0, limits.walk_ons_if_unfilled - limits.walk_on_invites.length)} places with
            walk-ons unless recruits or transfers take them:{' '}
            {limits.walk_on_positions.map((w) => `${w.pos} ${w.count}`).join(', ')}.
          </p>
        )}
        <p className="mb-2 small text-body-secondary">
          Roster minimum: {limits.minimum.map((m) => `${m.pos} ${m.have}/${m.least}`).join(', ')}
        </p>
        {message && (
          <Alert variant={message.kind} onClose={() => setMessage(null)} dismissible>
            {message.text}
          </Alert>
        )}
        {limits.release.open ? (
          <Form className="d-flex gap-2 align-items-center" onSubmit={(e) => e.preventDefault()}>
            <Form.Select
              size="sm"
              className="w-auto"
              aria-label="Player to release"
              value={chosen}
              onChange={(e) => setChosen(e.target.value)}
            >
              <option value="">Choose a player to release</option>
              {byRating.map((p) => (
                <option key={p.id} value={p.id}>{`${p.pos} ${p.first} ${p.last} (${p.rating})`}</option>
              ))}
            </Form.Select>
            <Button
              size="sm"
              variant="outline-danger"
              disabled={chosen === ''}
              onClick={() => ask(players.find((p) => String(p.id) === chosen))}
            >
              Release
            </Button>
          </Form>
        ) : (
          <p className="mb-0 small text-body-secondary">{limits.release.reason}</p>
        )}
      </Card.Body>
      <Modal show={confirming !== null} onHide={() => setConfirming(null)} centered>
        <Modal.Header closeButton>
          <Modal.Title as="h2" className="h5">
            Release this player?
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {confirming
            && `${confirming.first} ${confirming.last} (${confirming.pos}, ${confirming.rating}) leaves ${limits.team}${limits.limit.season > 2018 ? ' and enters the transfer portal' : ''}. You cannot offer him back.`}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={() => setConfirming(null)}>
            Keep Him
          </Button>
          <Button variant="danger" onClick={() => confirming && release(confirming)}>
            Release Player
          </Button>
        </Modal.Footer>
      </Modal>
    </Card>
  );
}
