// The staff page's moves: fire a coordinator, hire a candidate, take a head coaching or a coordinator job. Firing and
// taking a job are asked first; each move's answer (or error) is the page's message.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { StaffCoordinator, StaffResponse } from '../../../shared/staff-types';
import { api } from '../../api';
import type { PageData } from '../../hooks/usePageData';
import { emitRefresh } from '../../refresh';

export type Asking =
  | { kind: 'fire'; coordinator: StaffCoordinator }
  | { kind: 'accept'; team: string }
  | { kind: 'join'; team: string };

export function useStaffMoves(page: PageData<StaffResponse>) {
  const navigate = useNavigate();
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
  const hire = (key: string) => act(() => api.hireCoordinator(key));
  return { message, busy, asking, ask: setAsking, confirm, hire };
}
