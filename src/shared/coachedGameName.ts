// How every front end names the coached game left in progress (info.coaching).

/** "Your game against Michigan (week 5)". */
export function coachedGameName(game: { week: number; opponent: string }): string {
  return `Your game against ${game.opponent} (week ${game.week})`;
}
