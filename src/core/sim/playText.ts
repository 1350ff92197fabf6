// Play-by-play lines ("J. Smith pass complete to K. Lee for 14 yards to the OSU 32"). Only called when
// the caller asked for play-by-play, so the hot path never builds strings.

import { playerName } from './lineup.js';
import { PlayKind, type Outcome } from './outcome.js';
import type { GameState } from './state.js';

function gain(yards: number): string {
  if (yards === 0) return 'for no gain';
  if (yards < 0) return `for a loss of ${-yards} yard${yards === -1 ? '' : 's'}`;
  return `for ${yards} yard${yards === 1 ? '' : 's'}`;
}

/**
 * The line for a scrimmage play snapped at `start` (offense's yards from its goal) that gained
 * `yards`. `returnTo` is where a turnover's return ended (the defense's yards from its own goal), or -1 (an
 * interception then tells no return: a foul called it back).
 */
export function describePlay(s: GameState, o: Outcome, start: number, yards: number, returnTo: number): string {
  const offLineup = s.lineups[s.offense];
  const defLineup = s.lineups[s.defense];
  const off = (i: number) => playerName(offLineup, i);
  const def = (i: number) => (i >= 0 ? playerName(defLineup, i) : defLineup.team.abbreviation);
  const end = Math.max(0, Math.min(100, start + yards));
  const spot = end >= 100 ? 'for a TOUCHDOWN' : end <= 0 ? 'in the end zone' : `to the ${s.fieldLabel(s.offense, end)}`;
  let text: string;
  switch (o.kind) {
    case PlayKind.Kneel:
      return `${off(o.carrier)} kneels ${gain(yards)}`;
    case PlayKind.Spike:
      return `${off(o.passer)} spikes the ball`;
    case PlayKind.Sack:
      text = `${off(o.carrier)} sacked by ${def(o.defender)} ${gain(yards)} ${spot}`;
      break;
    case PlayKind.Run:
      text = `${off(o.carrier)} rush ${gain(yards)} ${spot}`;
      break;
    case PlayKind.Scramble:
      text = `${off(o.carrier)} scrambles ${gain(yards)} ${spot}`;
      break;
    default:
      if (o.intercepted) {
        if (returnTo < 0) return `${off(o.passer)} pass intercepted by ${def(o.defender)}`;
        const where = returnTo >= 100 ? 'for a TOUCHDOWN' : `to the ${s.fieldLabel(s.defense, Math.max(1, returnTo))}`;
        return `${off(o.passer)} pass intercepted by ${def(o.defender)}, returned ${where}`;
      }
      if (!o.complete) {
        if (o.target < 0) return `${off(o.passer)} pass incomplete (thrown away)`;
        return `${off(o.passer)} pass incomplete to ${off(o.target)}${o.breakup && o.defender >= 0 ? `, broken up by ${def(o.defender)}` : ''}`;
      }
      text = `${off(o.passer)} pass complete to ${off(o.target)} ${gain(yards)} ${spot}`;
  }
  if (o.fumble) {
    text += o.fumbleLost
      ? `, FUMBLES, recovered by ${def(o.recoverer)}${returnTo >= 100 ? ' and returned for a TOUCHDOWN' : ''}`
      : ', fumbles, recovered by the offense';
  }
  if (o.outOfBounds && end > 0 && end < 100) text += ', out of bounds';
  return text;
}
