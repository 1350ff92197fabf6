// What each choice of a fourth down, a try after a touchdown or a timeout is worth: the coach's chance to win
// after it, the outcomes' chances (convert or not, make or miss) weighing the situations each leaves
// (situationWinProbability.ts). The call grades compare the choice made with the best of them.
import { situationWinProbability, type GameSituation } from './situationWinProbability.js';

/** Chance a fourth-down try converts, by yards to go: the engine's own rates, near enough. */
export function conversionChance(distance: number): number {
  return Math.max(0.12, 0.7 * Math.exp(-0.095 * (Math.max(1, distance) - 1)));
}

/** Net yards of a punt, and the spot of a touchback (yards from the receivers' goal). */
const PUNT_NET = 38;
const PUNT_TOUCHBACK = 20;
/** Seconds a fourth-down play or kick takes. */
const PLAY_SECONDS = 6;
/** The extra point's and the two-point try's chances. */
const KICK_TRY = 0.96;
const TWO_POINT_TRY = 0.46;

export interface KickingGame {
  /** Where a kick-off is downed or returned to, on average (yards from the receivers' goal). */
  kickoffStart: number;
  /** The offense's chance to make the field goal from this spot. */
  fieldGoal: number;
}

/** The other side's view of the game after the ball changes hands at `yardLine` (its own yards). */
function theirBall(s: GameSituation, lead: number, yardLine: number, seconds: number): number {
  const them: GameSituation = {
    ...s,
    lead: -lead,
    secondsLeft: Math.max(0, s.secondsLeft - seconds),
    secondsLeftInHalf: Math.max(0, s.secondsLeftInHalf - seconds),
    spread: -s.spread,
    site: -s.site as -1 | 0 | 1,
    down: 1,
    distance: 10,
    yardLine,
    offenseTimeouts: s.defenseTimeouts,
    defenseTimeouts: s.offenseTimeouts,
  };
  return 1 - situationWinProbability(them);
}

/** Our ball, first and ten at `yardLine`. */
function ourBall(s: GameSituation, yardLine: number, seconds: number): number {
  return situationWinProbability({
    ...s,
    secondsLeft: Math.max(0, s.secondsLeft - seconds),
    secondsLeftInHalf: Math.max(0, s.secondsLeftInHalf - seconds),
    down: 1,
    distance: Math.min(10, 100 - yardLine),
    yardLine,
  });
}

/** The chance to win after each fourth-down choice, for the offense. */
export function fourthDownValues(
  s: GameSituation,
  kicking: KickingGame,
): { go: number; punt: number; field_goal: number } {
  const p = conversionChance(s.distance);
  const gain = s.yardLine + s.distance;
  const converted =
    gain >= 100 ? theirBall(s, s.lead + 7, kicking.kickoffStart, PLAY_SECONDS) : ourBall(s, gain, PLAY_SECONDS);
  const stopped = theirBall(s, s.lead, 100 - s.yardLine, PLAY_SECONDS);
  const puntTo = s.yardLine + PUNT_NET >= 100 ? PUNT_TOUCHBACK : 100 - s.yardLine - PUNT_NET;
  const made = theirBall(s, s.lead + 3, kicking.kickoffStart, PLAY_SECONDS);
  const missed = theirBall(s, s.lead, Math.max(PUNT_TOUCHBACK, 100 - (s.yardLine - 7)), PLAY_SECONDS);
  return {
    go: p * converted + (1 - p) * stopped,
    punt: theirBall(s, s.lead, puntTo, PLAY_SECONDS),
    field_goal: kicking.fieldGoal * made + (1 - kicking.fieldGoal) * missed,
  };
}

/** The chance to win after kicking the extra point or going for two; `s.lead` is after the touchdown. */
export function tryValues(s: GameSituation, kickoffStart: number): { kick: number; two: number } {
  const after = (points: number) => theirBall(s, s.lead + points, kickoffStart, 0);
  const none = after(0);
  return {
    kick: KICK_TRY * after(1) + (1 - KICK_TRY) * none,
    two: TWO_POINT_TRY * after(2) + (1 - TWO_POINT_TRY) * none,
  };
}

/**
 * The chance to win of the side calling a timeout before a snap, or not: `runoff` the seconds the clock would run
 * until the snap. `offense`: the caller has the ball.
 */
export function timeoutValues(
  s: GameSituation,
  offense: boolean,
  runoff: number,
): { timeout: number; no_timeout: number } {
  const view = (x: GameSituation) => (offense ? situationWinProbability(x) : 1 - situationWinProbability(x));
  const called = offense
    ? { ...s, offenseTimeouts: s.offenseTimeouts - 1 }
    : { ...s, defenseTimeouts: s.defenseTimeouts - 1 };
  const ran = {
    ...s,
    secondsLeft: Math.max(0, s.secondsLeft - runoff),
    secondsLeftInHalf: Math.max(0, s.secondsLeftInHalf - runoff),
  };
  return { timeout: view(called), no_timeout: view(ran) };
}
