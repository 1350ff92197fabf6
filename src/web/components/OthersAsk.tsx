// Multi-team mode: before a week or a stage moves on for everyone, what the other coached programs have left (a
// coached game its coordinator would finish, a recruiting week with no orders, job offers that would lapse). The
// player plays on for everyone, or switches to one of them first.
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import type { Info } from '../../shared/api-types';
import type { CoachedProgramLine, ProgramBusiness } from '../../shared/programs-types';
import { api } from '../api';
import { ConfirmModal } from './ConfirmModal';

interface Asking {
  lines: CoachedProgramLine[];
  go: () => void;
}

/**
 * ask(kinds, go): calls go(false) at once when no other program has business of those kinds; else shows the question,
 * and go(true) once the player says to play on for everyone (go(othersHaveGames) tells whether a game is finished).
 */
export function useOthersAsk(info: Info | null, onSwitch: (team: string) => void) {
  const [asking, setAsking] = useState<Asking | null>(null);
  const ask = async (kinds: readonly ProgramBusiness['kind'][], go: (confirmed: boolean, games: boolean) => void) => {
    if (!info?.programs?.some((p) => p.waiting && p.team !== info.team)) return go(false, false);
    let lines: CoachedProgramLine[];
    try {
      lines = (await api.programs()).programs
        .filter((p) => !p.acting)
        .map((p) => ({ ...p, business: p.business.filter((b) => kinds.includes(b.kind)) }))
        .filter((p) => p.business.length > 0);
    } catch {
      return; // logged by the API client
    }
    if (lines.length === 0) return go(false, false);
    const games = lines.some((p) => p.business.some((b) => b.kind === 'coached_game'));
    setAsking({ lines, go: () => go(true, games) });
  };
  const modal = (
    <ConfirmModal
      show={asking !== null}
      title="Other programs have not finished their turn"
      confirmLabel="Play on for everyone"
      confirmVariant="warning"
      onConfirm={() => {
        const go = asking?.go;
        setAsking(null);
        go?.();
      }}
      onCancel={() => setAsking(null)}
      other={asking?.lines.slice(0, 1).map((p) => (
        <Button
          key={p.team}
          variant="primary"
          onClick={() => {
            setAsking(null);
            onSwitch(p.team);
          }}
        >
          Switch to {p.team}
        </Button>
      ))}
      testId="others-ask"
    >
      <p>Moving on plays it for every coached program:</p>
      <ul className="mb-0">
        {asking?.lines.map((p) => (
          <li key={p.team}>
            <strong>{p.team}</strong>: {p.business.map((b) => b.text).join('; ')}
          </li>
        ))}
      </ul>
      {asking?.lines.some((p) => p.business.some((b) => b.kind === 'coached_game')) && (
        <p className="mt-2 mb-0">A coached game in progress is finished by that program's coordinator.</p>
      )}
    </ConfirmModal>
  );
  return { ask, modal };
}
