// How every front end names a coached game left in progress (info.coaching, or another coached program's).

/** "Your game against Michigan (week 5)"; another program's: "Michigan's game against Ohio State (week 5)". */
export function coachedGameName(game: { week: number; opponent: string }, team?: string): string {
  return `${team ? `${team}'s` : 'Your'} game against ${game.opponent} (week ${game.week})`;
}
