// A program's all-time tradition: where the Associated Press's all-time Top 100 (August 2016: every AP poll since
// 1936, a point a week ranked, more for a No. 1 ranking and ten for a title) puts it. Recruits, parents and donors
// see a program's history as well as its last seasons: docs/reference/program-tradition.md.
import { findProgram } from './league.js';

/** The AP's all-time places of the programs in the game's data (tied programs share a place). */
const ALL_TIME_AP_PLACE: Readonly<Record<string, number>> = {
  'Ohio State': 1,
  Oklahoma: 2,
  'Notre Dame': 3,
  Alabama: 4,
  USC: 5,
  Nebraska: 6,
  Michigan: 7,
  Texas: 8,
  'Florida State': 9,
  Florida: 10,
  LSU: 11,
  'Penn State': 12,
  Miami: 13,
  Tennessee: 14,
  Georgia: 15,
  Auburn: 16,
  UCLA: 17,
  'Texas A&M': 18,
  'Michigan State': 19,
  Washington: 20,
  Arkansas: 21,
  Clemson: 22,
  Pittsburgh: 23,
  Wisconsin: 24,
  Iowa: 25,
  'Georgia Tech': 26,
  Colorado: 27,
  Oregon: 28,
  'Ole Miss': 29,
  'Arizona State': 30,
  'Virginia Tech': 31,
  Stanford: 32,
  'West Virginia': 33,
  BYU: 34,
  Missouri: 35,
  Purdue: 36,
  Minnesota: 37,
  'North Carolina': 38,
  TCU: 39,
  Maryland: 40,
  Syracuse: 41,
  Army: 42,
  'Oklahoma State': 43,
  'Kansas State': 44,
  California: 45,
  'Mississippi State': 46,
  Baylor: 47,
  'South Carolina': 48,
  Houston: 49,
  Northwestern: 50,
  Illinois: 51,
  Virginia: 52,
  Duke: 53,
  Arizona: 54,
  SMU: 55,
  'NC State': 56,
  'Boston College': 57,
  'Texas Tech': 58,
  'Washington State': 59,
  Navy: 60,
  'Boise State': 61,
  Louisville: 62,
  Kansas: 63,
  Utah: 64,
  'Oregon State': 65,
  'Air Force': 67,
  Kentucky: 68,
  Rice: 69,
  Tulane: 70,
  Wyoming: 71,
  Indiana: 72,
  'Fresno State': 72,
  'Southern Miss': 72,
  Toledo: 76,
  Tulsa: 77,
  'Colorado State': 77,
  'Wake Forest': 80,
  Cincinnati: 81,
  'Miami (OH)': 81,
  'Iowa State': 83,
  Rutgers: 86,
  'East Carolina': 88,
  Vanderbilt: 89,
  Marshall: 91,
  Hawaii: 93,
  'South Florida': 94,
  'Northern Illinois': 96,
};

/**
 * The last all-time place of each tradition tier, 7 down to 3: the eight programs everyone calls blue bloods, then
 * bands about as wide as a season's tiers (docs/reference/program-tradition.md). A program of the data outside the Top
 * 100 is 2; a program the data does not know (a custom league's) has none.
 */
const TIER_LAST_PLACE: readonly [tier: number, lastPlace: number][] = [
  [7, 8],
  [6, 20],
  [5, 37],
  [4, 62],
  [3, 100],
];
const UNRANKED_TIER = 2;

/** The program's all-time tradition on the prestige scale 1-7, or undefined for a program not in the data. */
export function traditionTier(name: string): number | undefined {
  const place = ALL_TIME_AP_PLACE[name];
  if (place === undefined) return findProgram(name) ? UNRANKED_TIER : undefined;
  for (const [tier, lastPlace] of TIER_LAST_PLACE) if (place <= lastPlace) return tier;
  return UNRANKED_TIER;
}

/** The names the table holds (for the test that every one is a program of the data). */
export function programsWithAllTimePlace(): string[] {
  return Object.keys(ALL_TIME_AP_PLACE);
}
