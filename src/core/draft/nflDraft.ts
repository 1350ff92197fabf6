// The NFL draft of the spring after a season: seniors and early entrants, 7 rounds, the era's number of picks.
import type { Rng } from '../random.js';
import {
  DEFAULT_PICKS,
  DRAFT_POSITION_VALUE,
  DRAFT_POTENTIAL_SHARE,
  DRAFT_ROUNDS,
  DRAFT_VALUE_SD,
  NFL_CITIES,
  NFL_CITY_BEFORE,
  PICKS_BY_DRAFT_YEAR,
  TEAMS_FROM_2002,
} from './tuning.js';
import type { DraftPick, DraftProspect, DraftResult } from './types.js';

export function picksInDraft(draftYear: number): number {
  return PICKS_BY_DRAFT_YEAR[draftYear] ?? DEFAULT_PICKS;
}

/** The clubs of a draft year, by the city they played in that year. */
export function nflTeamsOf(draftYear: number): string[] {
  const teams = draftYear >= 2002 ? NFL_CITIES.slice(0, TEAMS_FROM_2002) : NFL_CITIES.filter((c) => c !== 'Houston');
  return teams.map((city) => {
    const before = NFL_CITY_BEFORE[city];
    return before && draftYear < before.until ? before.city : city;
  });
}

/**
 * Picks per round: each round one per club; the picks beyond 7 x clubs are compensatory picks, given at the end
 * of rounds 3 to 7 (as the NFL awards them), spread evenly.
 */
export function picksPerRound(total: number, clubs: number): number[] {
  const rounds = Array.from({ length: DRAFT_ROUNDS }, () => clubs);
  let extra = total - clubs * DRAFT_ROUNDS;
  for (let r = 2; extra !== 0; r = r === DRAFT_ROUNDS - 1 ? 2 : r + 1) {
    rounds[r] += Math.sign(extra);
    extra -= Math.sign(extra);
  }
  return rounds;
}

/** How a club's board values a prospect: his overall, some upside, his position, and scouts' disagreement. */
function boardValue(p: DraftProspect, rng: Rng): number {
  const upside = Math.max(0, p.potential - p.rating) * DRAFT_POTENTIAL_SHARE;
  return p.rating + upside + DRAFT_POSITION_VALUE[p.pos] + rng.normal(0, DRAFT_VALUE_SD);
}

/** The draft: the best prospects on the league's board in order; the order of clubs is drawn (no NFL season). */
export function runDraft(draftYear: number, prospects: readonly DraftProspect[], rng: Rng): DraftResult {
  const board = prospects
    .map((p) => ({ p, value: boardValue(p, rng) }))
    .sort((a, b) => b.value - a.value || a.p.id - b.p.id);
  const clubs = rng.shuffle(nflTeamsOf(draftYear));
  const perRound = picksPerRound(picksInDraft(draftYear), clubs.length);
  const picks: DraftPick[] = [];
  let next = 0;
  perRound.forEach((count, r) => {
    for (let i = 0; i < count && next < board.length; i++) {
      // Compensatory picks (beyond one per club) go to clubs in order again.
      picks.push({
        pick: next + 1,
        round: r + 1,
        roundPick: i + 1,
        nflTeam: clubs[i % clubs.length],
        player: board[next].p,
      });
      next++;
    }
  });
  const undraftedEarly = board
    .slice(next)
    .map((b) => b.p)
    .filter((p) => p.early);
  return { draftYear, picks, undraftedEarly };
}
