// The depth chart's position change (the offseason): one of the player's own players, his overall and potential at
// each other position (closest first, read when the form opens), and the move itself.
import { useEffect, useState } from 'react';
import { Button, Form, InputGroup } from 'react-bootstrap';
import type { DepthChartEntry } from '../../shared/api-types';
import type { PositionOptionsResponse } from '../../shared/roster-types';
import { api, ApiError } from '../api';

interface Props {
  player: DepthChartEntry;
  busy: boolean;
  /** Runs the move as the page's change (its message, the chart it answers). */
  move: (pos: string) => void;
  onCancel: () => void;
}

export function PositionChangeForm({ player, busy, move, onCancel }: Props) {
  const [options, setOptions] = useState<PositionOptionsResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pos, setPos] = useState('');
  useEffect(() => {
    let live = true;
    api.positionOptions(player.id).then(
      (answer) => {
        if (!live) return;
        setOptions(answer);
        setPos(answer.options[0]?.pos ?? '');
      },
      (e: unknown) => live && setError(e instanceof ApiError ? e.message : String(e)),
    );
    return () => {
      live = false;
    };
  }, [player.id]);
  const name = `${player.first} ${player.last}`;
  if (error) return <span className="text-danger small">{error}</span>;
  if (!options) return <span className="text-muted small">Reading his options…</span>;
  return (
    <InputGroup size="sm" className="flex-nowrap">
      <Form.Select
        aria-label={`New position for ${name}`}
        value={pos}
        onChange={(e) => setPos(e.target.value)}
        disabled={busy}
      >
        {options.options.map((o) => (
          <option key={o.pos} value={o.pos}>
            {`${o.pos} (${o.closeness}): ${o.rating} ovr, ${o.potential} pot${o.back ? ', back as he was' : ''}`}
          </option>
        ))}
      </Form.Select>
      <Button variant="primary" disabled={busy || !pos} onClick={() => move(pos)} aria-label={`Move ${name} to ${pos}`}>
        Move
      </Button>
      <Button variant="outline-secondary" disabled={busy} onClick={onCancel}>
        Cancel
      </Button>
    </InputGroup>
  );
}
