// "Why the line": a game's spread told as the sum of what the odds read, in the same words on the web page, the
// terminal and the CLI. The parts are shown in tenths of a point and add up to the line as shown: the last part
// (the move toward the middle result and the half-point rounding) takes what the tenths leave.
import type { Static } from 'typebox';
import type { lineWhyAnswer } from './contract/answers/games.js';

/** The spread's steps (core/odds lineSteps), margins the home team's. */
export interface LineStepsIn {
  homePoints: number;
  awayPoints: number;
  homeEdge: number;
  straight: number;
  expected: number;
  homeSpread: number;
}

/** Why the line is what it is, as the game page's preview answers it (its schema's type). */
export type LineWhy = Static<typeof lineWhyAnswer>;

/** One part of the line: what it adds to the favourite's margin, in points (tenths). */
export type LineWhyPart = LineWhy['parts'][number];

/** What a team's Rating is, beside a line: the words the pages give its title or hint. */
export const RATING_HINT =
  "Rating is the roster's rating (an average of its players). The line reads the starters' strength unit by unit and the staff's edges instead, so the two can disagree.";

/** What a line reads, beside a team's Rating. */
export const LINE_HINT =
  "The line reads each side's starters (first string, unit by unit), its staff's edges and home field: not the Rating, which is the whole roster's.";

const tenths = (x: number): number => Math.round(x * 10);
const shown = (t: number): string => (Math.abs(t) / 10).toFixed(1);
const signed = (t: number): string => `${t < 0 ? '-' : '+'}${shown(t)}`;
const betterOrWorse = (t: number): string => (t < 0 ? 'worse' : 'better');

export function lineWhy(home: string, away: string, steps: LineStepsIn): LineWhy {
  const homeFavoured = steps.homeSpread < 0 || (steps.homeSpread === 0 && steps.straight >= 0);
  const sign = homeFavoured ? 1 : -1;
  const [favourite, other] = homeFavoured ? [home, away] : [away, home];
  const [favouritePoints, otherPoints] = homeFavoured
    ? [tenths(steps.homePoints), tenths(steps.awayPoints)]
    : [tenths(steps.awayPoints), tenths(steps.homePoints)];
  const homeField = tenths(sign * steps.homeEdge);
  const lopsided = tenths(sign * (steps.expected - steps.straight));
  const margin = Math.round(Math.abs(steps.homeSpread) * 10);
  const middle = margin - (favouritePoints - otherPoints + homeField + lopsided);
  const parts: LineWhyPart[] = [
    { label: `${favourite} against an average FBS team`, points: favouritePoints / 10 },
    { label: `${other} against an average FBS team`, points: -otherPoints / 10 },
    { label: 'home field', points: homeField / 10 },
    { label: 'lopsided-game shortening', points: lopsided / 10 },
    { label: 'toward the middle result, in half points', points: middle / 10 },
  ];
  const words = [
    `${favourite} ${shown(favouritePoints)} points ${betterOrWorse(favouritePoints)} than an average FBS team`,
    `${other} ${shown(otherPoints)} ${betterOrWorse(otherPoints)}`,
    steps.homeEdge === 0
      ? 'neutral site'
      : homeFavoured
        ? `home field ${shown(homeField)}`
        : `${home}'s home field ${signed(homeField)}`,
  ];
  if (lopsided !== 0) words.push(`lopsided-game shortening ${signed(lopsided)}`);
  if (middle !== 0) words.push(`toward the middle result, in half points ${signed(middle)}`);
  const result = margin === 0 ? 'Even' : `${favourite} by ${margin / 10}`;
  return { favourite, margin: margin / 10, parts, text: `${words.join(', ')}: ${result}` };
}
