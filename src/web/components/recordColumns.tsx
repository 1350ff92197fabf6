// The conference and overall record columns of standings-style tables.
import { winLoss } from '../display';
import type { Column } from './DataTable';

interface Records {
  confWins: number;
  confLosses: number;
  totalWins: number;
  totalLosses: number;
}

export function confRecordColumn<T extends Records>(): Column<T> {
  return {
    key: 'conf',
    header: 'Conf',
    value: (t) => t.confWins - t.confLosses,
    render: (t) => winLoss(t.confWins, t.confLosses),
    numeric: true,
  };
}

export function overallRecordColumn<T extends Records>(): Column<T> {
  return {
    key: 'overall',
    header: 'Overall',
    value: (t) => t.totalWins - t.totalLosses,
    render: (t) => winLoss(t.totalWins, t.totalLosses),
    numeric: true,
  };
}
