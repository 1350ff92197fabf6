// The chance to win of each choice at a coached game's graded decisions (fourth down, the try after a touchdown, a
// timeout), read from the game as it stands: the call grades and the win-probability coach of the batch use them.
import { fourthDownValues, timeoutValues, tryValues } from '../odds/callValues.js';
import type { GameSituation } from '../odds/situationWinProbability.js';
import { LONGEST_FIELD_GOAL } from './coaching.js';
import { fieldGoalDistance } from './decisions.js';
import { fieldGoalChance } from './kicks.js';
import type { GameState, TeamIndex } from './state.js';
import { FIELD_GOAL } from './tuning.js';

/** Seconds the clock runs before a snap when no one stops it (the normal tempo's mean runoff). */
const RUNOFF = 27;

/** The game with `offense` as the team with the ball; `homeSpread` the home team's pregame spread. */
export function situationOf(s: GameState, offense: TeamIndex, homeSpread: number): GameSituation {
  return {
    lead: s.lead(offense),
    secondsLeft: s.overtime > 0 ? 0 : s.timeLeftInGame(),
    secondsLeftInHalf: s.overtime > 0 ? 0 : s.timeLeftInHalf(),
    spread: offense === 0 ? homeSpread : -homeSpread,
    site: s.neutral ? 0 : offense === 0 ? 1 : -1,
    down: s.down,
    distance: s.distance,
    yardLine: s.ballOn,
    offenseTimeouts: s.timeouts[offense],
    defenseTimeouts: s.timeouts[1 - offense],
  };
}

/** Each fourth-down choice of `side` (the offense) with its chance to win (no punt in overtime, no kick out of range). */
export function fourthDownChoices(s: GameState, side: TeamIndex, homeSpread: number): Record<string, number> {
  const ratings = s.onField[side].ratings;
  const fieldGoal =
    (1 - FIELD_GOAL.blocked)
    * fieldGoalChance(
      fieldGoalDistance(s.ballOn),
      ratings.kickPower,
      ratings.kickAccuracy,
      s.rules.play.kickShort.make,
    );
  const values: Record<string, number> = {
    ...fourthDownValues(situationOf(s, side, homeSpread), { kickoffStart: s.rules.kickoffTouchback, fieldGoal }),
  };
  if (s.overtime > 0) delete values.punt;
  if (fieldGoalDistance(s.ballOn) > LONGEST_FIELD_GOAL) delete values.field_goal;
  return values;
}

/** The kick and the two-point try after `side`'s touchdown, with their chances to win. */
export function tryChoices(s: GameState, side: TeamIndex, homeSpread: number): Record<string, number> {
  return { ...tryValues(situationOf(s, side, homeSpread), s.rules.kickoffTouchback) };
}

/** A timeout by `side` before the snap, or none, with their chances to win. */
export function timeoutChoices(s: GameState, side: TeamIndex, homeSpread: number): Record<string, number> {
  const v = timeoutValues(situationOf(s, s.offense, homeSpread), s.offense === side, s.clockRunning ? RUNOFF : 0);
  return { timeout: v.timeout, no_timeout: v.no_timeout };
}

/** The choice with the best chance to win. */
export function bestChoice(values: Record<string, number>): string {
  let best = '';
  for (const [call, p] of Object.entries(values)) if (best === '' || p > values[best]) best = call;
  return best;
}
