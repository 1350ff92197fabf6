// Bowl pairings: bowl-eligible teams outside the playoff, best against best, in the biggest bowls first.

import { INDEPENDENT } from '../data/types.js';
import type { Rng } from '../random.js';
import type { ScheduledGame } from '../schedule/types.js';
import { BOWLS_BY_PRESTIGE } from './bowlsCatalog.js';
import { BOWL_WEEK } from './calendar.js';
import { winnerOf, type PlayedGame } from './results.js';

/** Six wins make a team bowl eligible (NCAA rule since 2006 with 12 games). */
export const BOWL_ELIGIBLE_WINS = 6;
/**
 * Since 2006 one win over an FCS team a season counts towards the six (NCAA bylaw with the 12-game season). Before,
 * only wins over Division I-A counted, except one I-AA win once every four years, which is left out (never counted).
 */
export const ONE_FCS_WIN_COUNTS_FROM = 2006;

/** Wins that count towards bowl eligibility in the season: `fcsWins` of the team's `wins` were over FCS teams. */
export function bowlEligibleWins(wins: number, fcsWins: number, year: number): number {
  return wins - fcsWins + (year >= ONE_FCS_WIN_COUNTS_FROM ? Math.min(1, fcsWins) : 0);
}

/** Each team's wins that count towards bowl eligibility, from the season's played games (FCS teams left out). */
export function bowlEligibleWinsOf(games: readonly PlayedGame[], year: number): Map<string, number> {
  const wins = new Map<string, number>();
  const fcsWins = new Map<string, number>();
  for (const game of games) {
    const winner = winnerOf(game);
    if (winner === null || (game.fcs && winner === game.away)) continue;
    wins.set(winner, (wins.get(winner) ?? 0) + 1);
    if (game.fcs) fcsWins.set(winner, (fcsWins.get(winner) ?? 0) + 1);
  }
  for (const [team, n] of fcsWins) wins.set(team, bowlEligibleWins(wins.get(team)!, n, year));
  return wins;
}
/**
 * Bowls do not always take the very next team: a close second choice (within this many ranking
 * places) is taken this often, so the same season does not always give the same pairings.
 */
const SECOND_CHOICE_WINDOW = 3;
const SECOND_CHOICE_CHANCE = 0.3;

export interface BowlCandidate {
  team: string;
  conference: string;
  /** Current rank (1 = best). */
  rank: number;
  /** Wins that count towards eligibility (bowlEligibleWins). */
  wins: number;
  rating: number;
}

function sameConference(a: BowlCandidate, b: BowlCandidate): boolean {
  return a.conference === b.conference && a.conference !== INDEPENDENT;
}

function byStanding(a: BowlCandidate, b: BowlCandidate): number {
  return a.rank - b.rank || b.wins - a.wins || b.rating - a.rating || (a.team < b.team ? -1 : a.team > b.team ? 1 : 0);
}

/** Best available against the best available team of another conference. */
function greedyPairs(pool: BowlCandidate[], rng: Rng): [BowlCandidate, BowlCandidate][] {
  const remaining = pool.slice();
  const pairs: [BowlCandidate, BowlCandidate][] = [];
  while (remaining.length >= 2) {
    const top = remaining.shift()!;
    const others = remaining.filter((c) => !sameConference(top, c));
    let partner = others[0] ?? remaining[0];
    const second = others[1];
    if (second && second.rank - partner.rank <= SECOND_CHOICE_WINDOW && rng.chance(SECOND_CHOICE_CHANCE))
      partner = second;
    remaining.splice(remaining.indexOf(partner), 1);
    pairs.push([top, partner]);
  }
  return pairs;
}

/**
 * Greedy pairing can leave a same-conference pair at the end although a swap with another pair would
 * avoid it: swap partners with the nearest pair where both new games are between conferences.
 */
function avoidConferenceRematches(pairs: [BowlCandidate, BowlCandidate][]): void {
  for (let i = 0; i < pairs.length; i++) {
    if (!sameConference(pairs[i][0], pairs[i][1])) continue;
    const byDistance = pairs
      .map((_, j) => j)
      .filter((j) => j !== i)
      .sort((x, y) => Math.abs(x - i) - Math.abs(y - i) || x - y);
    for (const j of byDistance) {
      const [a, b] = pairs[i];
      const [c, d] = pairs[j];
      if (!sameConference(a, d) && !sameConference(c, b)) {
        pairs[i] = [a, d];
        pairs[j] = [c, b];
        break;
      }
      if (!sameConference(a, c) && !sameConference(b, d)) {
        pairs[i] = [a, c];
        pairs[j] = [b, d];
        break;
      }
    }
  }
}

/**
 * Bowl games for the eligible teams (6+ wins that count, see bowlEligibleWins; not in the playoff): each team in at most one bowl,
 * the best pairings in the most prestigious bowls, the better-ranked team as the designated home team
 * at a neutral site. With an odd number of teams (or more teams than bowls) the weakest stay home.
 * Bowls in `unavailable` (those hosting playoff games, see playoffBowlHosts) are skipped.
 */
export function pairBowls(
  eligible: readonly BowlCandidate[],
  rng: Rng,
  unavailable: readonly string[] = [],
): ScheduledGame[] {
  const taken = new Set(unavailable);
  const bowls = BOWLS_BY_PRESTIGE.filter((name) => !taken.has(name));
  const unique = new Map<string, BowlCandidate>();
  for (const c of eligible) if (c.wins >= BOWL_ELIGIBLE_WINS && !unique.has(c.team)) unique.set(c.team, c);
  const pool = [...unique.values()].sort(byStanding).slice(0, bowls.length * 2);
  if (pool.length % 2 === 1) pool.pop();
  const pairs = greedyPairs(pool, rng);
  avoidConferenceRematches(pairs);
  return pairs
    .map(([a, b]) => (byStanding(a, b) <= 0 ? [a, b] : [b, a]))
    .sort(([a1, b1], [a2, b2]) => byStanding(a1, a2) || byStanding(b1, b2))
    .map(([home, away], i) => ({
      week: BOWL_WEEK,
      home: home.team,
      away: away.team,
      neutral: true,
      kind: 'bowl' as const,
      conferenceGame: false,
      label: bowls[i],
    }));
}
