// The late recruiting weeks on the board: after the bowls and before signing day (the January contact period) the
// player plays each when he is ready, with his open scholarships beside it; the weeks he leaves are played on
// signing day. Shown only while a late week is coming; a page view plays nothing.
import { Button } from 'react-bootstrap';
import type { RecruitingBoardResponse } from '../../shared/recruitingApi';
import { api } from '../api';

/** The stages of the offseason in which a late week can be played (the season is over, signing day has not come). */
const LATE_STAGES: readonly string[] = ['summary', 'progression'];

export function LateWeekBar({
  data,
  pending,
  run,
}: {
  data: Pick<RecruitingBoardResponse, 'info' | 'cycle' | 'scholarships'>;
  pending: boolean;
  run: (call: () => Promise<{ message: string }>) => void;
}) {
  const { cycle } = data;
  if (cycle.status !== 'open' || !cycle.late) return null;
  const left = cycle.weeks - cycle.week;
  const playable = LATE_STAGES.includes(data.info.stage);
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-3" data-testid="late-weeks">
      <span>
        <strong>Late signings:</strong> {left} {left === 1 ? 'week' : 'weeks'} before signing day,{' '}
        <span data-testid="late-scholarships">{data.scholarships.left}</span>{' '}
        {data.scholarships.left === 1 ? 'scholarship' : 'scholarships'} open. Walk-ons fill what is left.
      </span>
      {playable ? (
        <Button
          size="sm"
          variant="primary"
          data-testid="play-late-week"
          disabled={pending}
          onClick={() => run(() => api.playLateRecruitingWeek())}
        >
          Play the next late week
        </Button>
      ) : (
        <span className="small text-muted">Played after the season: from the season summary on.</span>
      )}
    </div>
  );
}
