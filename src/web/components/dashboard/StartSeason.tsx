// The season's start, asked on a page of its own (/start_season): starting it locks the non-conference schedule and
// plays the summer's recruiting, so only the player's click starts it, never a page view, a reload or a bookmark.
// Once it started the dashboard shows.
import type { SeasonStart } from '../../../shared/api-types';
import { AskBeforeMoving } from '../StageAhead';

export function StartSeason({ ask }: { ask: SeasonStart }) {
  return (
    <AskBeforeMoving
      ask={{
        title: `The ${ask.year} season has not started`,
        question: ask.question,
        confirm: `Start the ${ask.year} season`,
        back: { to: '/noncon', label: 'Back to scheduling' },
        busyText: 'Loading Season...',
        warning: ask.recruiting ? { text: ask.recruiting, to: '/recruiting', label: 'Recruiting board' } : null,
        testId: 'start-season',
        movedTo: '/dashboard',
      }}
    />
  );
}
