// Recruiting: the national class of prospects, and the signing day where teams compete for them.

import type { Rng } from '../random.js';
import { attributesForLevel, overallFor } from './attributes.js';
import { potentialFor } from './development.js';
import { displayedStars, drawDevelopmentTrait } from './generate.js';
import { FIRST_NAMES, LAST_NAMES } from './names.js';
import { perPosition } from './positionTable.js';
import {
  FIVE_STARS_PER_CLASS, FOUR_STARS_PER_CLASS, FRESHMAN_MEAN_BY_STARS, LOWER_STAR_SHARES, MAX_CLASS_SIZE,
  NEED_PULL, OVERFILL_ALLOWANCE, POOL_POSITION_WEIGHTS, POTENTIAL_BONUS_SD, PRESTIGE_PULL_FLOOR,
  PRESTIGE_PULL_PER_POINT, PROSPECTS_PER_TEAM, PROSPECT_NOISE_SD, RECENT_SUCCESS_PULL, REFERENCE_TEAM_COUNT,
  ROSTER_SIZE, ROSTER_TEMPLATE, TIER_HALF_WIDTH,
} from './tuning.js';
import { POSITIONS, type IdSource, type Player, type PlayerAttributes, type Position } from './types.js';

export interface Prospect {
  id: number;
  first: string;
  last: string;
  pos: Position;
  /** Stars shown (kickers and punters at most three). */
  stars: number;
  /** Overall 0-99 as a freshman. */
  rating: number;
  attributes: PlayerAttributes;
  developmentTrait: number;
  potential: number;
  /** National rank, 1 = best. */
  rank: number;
}

export interface RecruitingTeam {
  name: string;
  /** Prestige 1-7. */
  prestige: number;
  /** 0-1: how the last season(s) went (e.g. win percentage, or better for a top-10 finish). */
  recentSuccess: number;
  /** The returning roster (after progression, without the seniors). */
  roster: readonly Player[];
}

const POSITION_WEIGHTS = POSITIONS.map((pos) =>
  ROSTER_TEMPLATE[pos] * (pos === 'K' || pos === 'P' ? POOL_POSITION_WEIGHTS[pos] ?? 1 : 1));
/** Rounding of a prospect's prestige appeal when pulls are cached (see signingPass). */
const APPEAL_STEP = 0.005;

/** Talent tiers (stars before the specialist cap) of a pool of `size`, best first. */
function tierCounts(size: number, teamsCount: number): number[] {
  const scale = teamsCount / REFERENCE_TEAM_COUNT;
  const five = Math.round(FIVE_STARS_PER_CLASS * scale);
  const four = Math.round(FOUR_STARS_PER_CLASS * scale);
  const rest = Math.max(0, size - five - four);
  const one = Math.round(rest * LOWER_STAR_SHARES[0]);
  const two = Math.round(rest * LOWER_STAR_SHARES[1]);
  return [one, two, rest - one - two, four, five];
}

/**
 * The national class for a league of `teamsCount` FBS teams: about PROSPECTS_PER_TEAM prospects per team,
 * positions in roster proportions, 32 five-stars and 350 four-stars per 130 teams, the rest three stars
 * and below. Sorted by rank.
 */
export function nationalRecruitingClass(teamsCount: number, rng: Rng, ids: IdSource): Prospect[] {
  const size = Math.round(teamsCount * PROSPECTS_PER_TEAM);
  const counts = tierCounts(size, teamsCount);
  const prospects: Prospect[] = [];
  for (let tier = 5; tier >= 1; tier--) {
    const n = counts[tier - 1];
    for (let i = 0; i < n; i++) {
      // Place in the tier: +1 for its best prospect, -1 for its last.
      const place = n > 1 ? 1 - (2 * i) / (n - 1) : 0;
      const level = FRESHMAN_MEAN_BY_STARS[tier - 1] + TIER_HALF_WIDTH[tier - 1] * place + rng.normal(0, PROSPECT_NOISE_SD);
      prospects.push(createProspect(POSITIONS[rng.weightedIndex(POSITION_WEIGHTS)], tier, level, rng, ids));
    }
  }
  prospects.sort((a, b) => b.stars - a.stars || b.rating - a.rating || b.potential - a.potential || a.id - b.id);
  prospects.forEach((p, i) => { p.rank = i + 1; });
  return prospects;
}

function createProspect(pos: Position, tier: number, level: number, rng: Rng, ids: IdSource): Prospect {
  const developmentTrait = drawDevelopmentTrait(rng);
  const attributes = attributesForLevel(pos, level, rng);
  const rating = overallFor(pos, attributes);
  return {
    id: ids.next(),
    first: rng.pick(FIRST_NAMES),
    last: rng.pick(LAST_NAMES),
    pos,
    stars: displayedStars(pos, tier),
    rating,
    attributes,
    developmentTrait,
    potential: potentialFor(rating, 'fr', false, developmentTrait, Math.abs(rng.normal(0, POTENTIAL_BONUS_SD))),
    rank: 0,
  };
}

/** A signed prospect as a true freshman of his new team (depth chart not yet set). */
export function signedFreshman(prospect: Prospect, team: string): Player {
  return {
    id: prospect.id,
    team,
    first: prospect.first,
    last: prospect.last,
    pos: prospect.pos,
    year: 'fr',
    redshirted: false,
    rating: prospect.rating,
    attributes: { ...prospect.attributes },
    stars: prospect.stars,
    developmentTrait: prospect.developmentTrait,
    potential: prospect.potential,
    depth: 0,
    starter: false,
  };
}

// Signing day works on position indexes (POSITIONS order) and plain arrays: it weighs every team for
// every prospect, about half a million times for a league, so it avoids keyed property lookups.
const TEMPLATE_BY_INDEX: readonly number[] = POSITIONS.map((pos) => ROSTER_TEMPLATE[pos]);
const ALLOWANCE_BY_INDEX: readonly number[] = POSITIONS.map((pos) => (pos === 'K' || pos === 'P' ? 0 : OVERFILL_ALLOWANCE));
const POSITION_INDEX: Readonly<Record<Position, number>> = perPosition((pos) => POSITIONS.indexOf(pos));

/** A team's standing on signing day. */
interface Board {
  name: string;
  /** Prestige plus the recent-success bonus. */
  standing: number;
  scholarships: number;
  /** Players at each position (by index), returning plus signed. */
  count: number[];
  /** Open spots against the template, summed over positions. */
  need: number;
  signed: Player[];
}

function boardFor(team: RecruitingTeam): Board {
  const count = POSITIONS.map(() => 0);
  for (const player of team.roster) count[POSITION_INDEX[player.pos]] += 1;
  const standing = team.prestige + RECENT_SUCCESS_PULL * (2 * Math.max(0, Math.min(1, team.recentSuccess)) - 1);
  return {
    name: team.name,
    standing,
    scholarships: Math.max(0, Math.min(MAX_CLASS_SIZE, ROSTER_SIZE - team.roster.length)),
    count,
    need: count.reduce((sum, n, i) => sum + Math.max(0, TEMPLATE_BY_INDEX[i] - n), 0),
    signed: [],
  };
}

/**
 * Open spots at the position: against the template, and up to OVERFILL_ALLOWANCE beyond it when the
 * team has more scholarships than needs (it then takes the best player available), or in the last pass.
 * Kickers and punters only to the template.
 */
function openSpots(board: Board, posIndex: number, lastPass: boolean): number {
  if (board.scholarships <= 0) return 0;
  const allowance = lastPass || board.scholarships > board.need ? ALLOWANCE_BY_INDEX[posIndex] : 0;
  return TEMPLATE_BY_INDEX[posIndex] + allowance - board.count[posIndex];
}

function sign(board: Board, prospect: Prospect, posIndex: number): void {
  if (board.count[posIndex] < TEMPLATE_BY_INDEX[posIndex]) board.need -= 1;
  board.scholarships -= 1;
  board.count[posIndex] += 1;
  board.signed.push(signedFreshman(prospect, board.name));
}

/**
 * One pass of signing day: prospects in rank order each pick among the teams with a scholarship and an
 * open spot at their position, with odds proportional to the team's pull (prestige and recent success,
 * mattering more the better the prospect) times the playing time it offers. The best prospects choose
 * first, so teams compete for them and the best programs fill up with the best players. Returns the
 * prospects left unsigned.
 */
function signingPass(boards: readonly Board[], prospects: readonly Prospect[], lastPass: boolean, rng: Rng): Prospect[] {
  const unsigned: Prospect[] = [];
  // Teams with scholarships left, in input order; a team drops out when its class is full.
  let active = boards.filter((board) => board.scholarships > 0);
  const weights = new Float64Array(boards.length);
  const pulls = new Float64Array(boards.length);
  let pullsFor = -1;
  for (const prospect of prospects) {
    // Pull by team, recomputed only when the prospect's appeal (in steps of 0.005) changes: prospects
    // come in rank order, so this saves nearly all the exponentials for a 2% rounding of the odds.
    const appealStep = Math.round((PRESTIGE_PULL_PER_POINT * Math.max(0, prospect.rating - PRESTIGE_PULL_FLOOR)) / APPEAL_STEP);
    if (appealStep !== pullsFor) {
      for (let t = 0; t < active.length; t++) pulls[t] = Math.exp(appealStep * APPEAL_STEP * active[t].standing);
      pullsFor = appealStep;
    }
    const posIndex = POSITION_INDEX[prospect.pos];
    const needShare = NEED_PULL / TEMPLATE_BY_INDEX[posIndex];
    let total = 0;
    for (let t = 0; t < active.length; t++) {
      const open = openSpots(active[t], posIndex, lastPass);
      const w = open > 0 ? pulls[t] * (1 + needShare * open) : 0;
      weights[t] = w;
      total += w;
    }
    if (total === 0) {
      unsigned.push(prospect);
      continue;
    }
    // Weighted pick, as rng.weightedIndex does, on the typed array.
    let target = rng.next() * total;
    let chosen = -1;
    for (let t = 0; t < active.length; t++) {
      if (weights[t] <= 0) continue;
      chosen = t;
      target -= weights[t];
      if (target < 0) break;
    }
    const board = active[chosen];
    sign(board, prospect, posIndex);
    if (board.scholarships === 0) {
      active = active.filter((b) => b !== board);
      pullsFor = -1;
    }
  }
  return unsigned;
}

/**
 * Signing day for the league: each team signs up to its open scholarships (back to 85, at most 25)
 * by position need, then, if scholarships remain, the best left at positions not far over the template.
 * Returns each team's signees as freshmen, keyed by team name (every team has an entry).
 */
export function runRecruiting(teams: readonly RecruitingTeam[], prospects: readonly Prospect[], rng: Rng): Map<string, Player[]> {
  const boards = teams.map(boardFor);
  const ranked = prospects.slice().sort((a, b) => a.rank - b.rank || a.id - b.id);
  const left = signingPass(boards, ranked, false, rng);
  signingPass(boards, left, true, rng);
  return new Map(boards.map((board) => [board.name, board.signed]));
}

/** Programs that join FBS get a generated roster at their prestige (re-exported for the offseason). */
export { newProgramRoster } from './generate.js';
