// The question every front end asks before it moves the dynasty on into the page of the next stage: each move
// settles something for good (the season's results, a year of development, the recruiting class, the new
// schedule), so no page view or reload makes it on its own.

/** The stage pages that a move of the game leads into (the dashboard's own question: seasonStart.ts). */
export type StageMovePage = 'summary' | 'roster_progression' | 'recruiting_summary' | 'noncon';

export interface StageMove {
  /** Where the dynasty stands now. */
  now: string;
  question: string;
  /** The words of the button that makes the move. */
  confirm: string;
}

/** The move into page from the stage just before it, in the dynasty's year. */
export function stageMove(page: StageMovePage, year: number): StageMove {
  switch (page) {
    case 'summary':
      return {
        now: `The ${year} season has been played, bowls and playoff included.`,
        question: `Go on to the ${year} season summary? The regular season and bowls are over after this: the champion, the awards and conference realignment are final.`,
        confirm: `Go on to the ${year} season summary`,
      };
    case 'roster_progression':
      return {
        now: `The ${year} season summary is the current stage.`,
        question: `Go on to roster progression? Your players develop a year after this, and your seniors, early entrants and transfers leave.`,
        confirm: 'Go on to roster progression',
      };
    case 'recruiting_summary':
      return {
        now: `Roster progression after the ${year} season is the current stage.`,
        question: `Go on to signing day? Recruiting and the transfer portal close after this, and your recruiting class is final.`,
        confirm: 'Go on to signing day',
      };
    case 'noncon':
      return {
        now: `Signing day after the ${year} season is over; the offseason goes on.`,
        question: `Start the ${year + 1} preseason? The ${year} offseason is over after this: your signees join the roster and a new schedule is made.`,
        confirm: `Start the ${year + 1} preseason`,
      };
  }
}
