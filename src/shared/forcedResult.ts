// A result forced under God Mode, as every front end marks it: beside its score, on the game's page, in its headline.

/** The mark beside a forced result's score ("W 31-24 forced"). */
export const FORCED_MARK = 'forced';

/** What the mark means (its title in the web, the line under the score on the game's page). */
export const FORCED_NOTE = 'Result forced under God Mode';

/**
 * What a forced game's mark means, in words: played, its result forced (by an online league's commissioner, with his
 * reason, or under God Mode); unplayed, the winner it will have.
 */
export function forcedNote(forced: { winner: string; reason: string | null }, played: boolean): string {
  if (played) return forced.reason ? `Result forced by the commissioner: ${forced.reason}` : FORCED_NOTE;
  return forced.reason
    ? `The commissioner forced ${forced.winner} to win: ${forced.reason}`
    : `Forced under God Mode: ${forced.winner} wins`;
}

/** Who forced a result: God Mode, or an online league's commissioner (in the open, with his reason). */
export type ForcedBy = 'god_mode' | 'commissioner';

/** The headline of a forced game, in place of the game's own ("Upset: ... stuns ..." is no upset). */
export function forcedHeadline(winner: string, loser: string, score: string, by: ForcedBy = 'god_mode'): string {
  return `${by === 'commissioner' ? 'Forced by the commissioner' : 'Forced under God Mode'}: ${winner} beats ${loser} ${score}`;
}

/** "W 31-24", "W 31-24 forced": a team's result and score as the lists show them ('' while unplayed). */
export function resultWithScore(game: { result: string | null; score: string | null; forced?: boolean }): string {
  if (!game.result || !game.score) return '';
  return `${game.result} ${game.score}${game.forced ? ` ${FORCED_MARK}` : ''}`;
}

/** " (2 forced)": a season's results forced under God Mode, after its record ('' for none). */
export function forcedGamesText(count: number | undefined): string {
  return count ? ` (${count} ${FORCED_MARK})` : '';
}
