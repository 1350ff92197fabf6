// The dashboard in the preseason: the season has not started, and only the player's click starts it (starting it
// locks the non-conference schedule and plays the summer's recruiting), never a page view, a reload or a bookmark.
import type { SeasonNotStartedResponse } from '../../../shared/api-types';
import { AskBeforeMoving } from '../StageAhead';

export function StartSeason({ ask }: { ask: SeasonNotStartedResponse['season_start'] }) {
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
      }}
    />
  );
}
