// A rivalry game in words, the same on the game page, the live and coached games, the terminal and `dynasty game`:
// "Egg Bowl, for the Golden Egg. Last meeting: 2024, Ole Miss won 31-20".
import type { GameRivalry } from './live-types.js';

/** "Egg Bowl, for the Golden Egg"; a rivalry named after its trophy, "Old Oaken Bucket (trophy game)". */
export function rivalryName(r: GameRivalry): string {
  if (!r.trophy) return r.name;
  return r.trophy === r.name ? `${r.name} (trophy game)` : `${r.name}, for the ${r.trophy}`;
}

/** "Last meeting: 2024, Ole Miss won 31-20", or "First meeting in this dynasty". */
export function lastMeetingText(r: GameRivalry): string {
  const last = r.last_meeting;
  return last ? `Last meeting: ${last.year}, ${last.winner} won ${last.score}` : 'First meeting in this dynasty';
}

export const rivalryText = (r: GameRivalry): string => `${rivalryName(r)}. ${lastMeetingText(r)}`;
