// A full FBS league recruiting from a seed: seasonLeague(2024)'s programs with their prestige, campus
// states and conferences, synthetic roster needs and home games, and two player policies (the staff,
// and a scripted good recruiter) to compare.

import { findProgram, seasonLeague } from '../../src/core/data/league.js';
import { createIdSource } from '../../src/core/players/generate.js';
import { ROSTER_TEMPLATE } from '../../src/core/players/tuning.js';
import { POSITIONS, type Position } from '../../src/core/players/types.js';
import { createRng, type Rng } from '../../src/core/random.js';
import {
  nationalClass, rankClasses, recruitingWeek, scoutingReport, signingDay, startRecruitingCycle, weeklyHours,
  type ClassRanking, type HomeGame, type Prospect, type RecruitingAction, type RecruitingProgram, type RecruitingState,
} from '../../src/core/recruiting/index.js';
import { LATE_WEEK, OFFERS_PER_SCHOLARSHIP, RECRUITING_WEEKS, TARGET_VALUE_BY_STARS } from '../../src/core/recruiting/tuning.js';
import { programFactors } from '../../src/core/recruiting/preferences.js';
import { estimatedChance } from '../../src/core/recruiting/staff.js';
import { leaders } from '../../src/core/recruiting/commitments.js';

/** Open spots by position: about a quarter of the template graduates, with spread. */
function drawOpenings(rng: Rng): Record<Position, number> {
  const openings = {} as Record<Position, number>;
  for (const pos of POSITIONS) openings[pos] = Math.max(0, Math.round(ROSTER_TEMPLATE[pos] * (0.15 + 0.2 * rng.next())));
  if (rng.chance(0.5)) openings.K = Math.max(openings.K, 1);
  return openings;
}

/** The programs of seasonLeague(2024) for one season's cycle (needs and contending drawn from the seed). */
export function leaguePrograms(season: number, seed: number): RecruitingProgram[] {
  const league = seasonLeague(2024);
  const power = new Set(league.conferences.filter((c) => c.power).map((c) => c.name));
  const rng = createRng(`${seed}:programs:${season}`);
  return league.teams.map((team) => {
    const openings = drawOpenings(rng);
    const open = POSITIONS.reduce((sum, pos) => sum + openings[pos], 0);
    return {
      name: team.name,
      prestige: team.prestige,
      conference: team.conference,
      power: power.has(team.conference),
      state: findProgram(team.name)?.state ?? '',
      resources: (team.prestige - 1) / 6,
      contending: Math.max(0, Math.min(1, (team.prestige - 1) / 6 + rng.normal(0, 0.15))),
      scholarships: Math.min(25, open),
      openings,
    };
  });
}

/** Home games: every other week by a program's place in the list, results by prestige. */
export function homeGamesFor(programs: readonly RecruitingProgram[], week: number, rng: Rng): Record<string, HomeGame> {
  const games: Record<string, HomeGame> = {};
  programs.forEach((program, i) => {
    if ((i + week) % 2 !== 0 || week > 12) return;
    const won = rng.chance(0.3 + 0.07 * program.prestige);
    const margin = won ? rng.int(1, 35) : -rng.int(1, 35);
    games[program.name] = { won, margin, ranked: program.prestige >= 5 };
  });
  return games;
}

/** The orders a player gives for his program in a week, seeing what a player sees. */
export type PlayerPolicy = (state: RecruitingState, program: RecruitingProgram, week: number, homeGame: HomeGame | undefined) => RecruitingAction[];

export interface CycleOutcome {
  rankings: ClassRanking[];
  classes: Record<string, Prospect[]>;
  state: RecruitingState;
  commits: number;
  decommits: number;
}

/** Plays a whole cycle; `player` (optional) is recruited by `policy` instead of the staff. */
export function playCycle(season: number, seed: number, programs: readonly RecruitingProgram[], prospects: readonly Prospect[], player?: { program: string; policy: PlayerPolicy }): CycleOutcome {
  let state = startRecruitingCycle(season, prospects, programs, player ? [player.program] : []);
  const prospectById = new Map(prospects.map((p) => [p.id, p]));
  const rng = createRng(`${seed}:games:${season}`);
  let commits = 0;
  let decommits = 0;
  for (let week = 1; week <= RECRUITING_WEEKS; week++) {
    const homeGames = homeGamesFor(programs, week, rng);
    const orders: Record<string, RecruitingAction[]> = {};
    if (player) {
      const program = programs.find((p) => p.name === player.program);
      if (!program) throw new Error(`no program ${player.program}`);
      orders[player.program] = player.policy(state, program, week, homeGames[player.program]);
    }
    const result = recruitingWeek(state, { programs, orders, homeGames, prospectById });
    if (!result.ok) throw new Error(`week ${week}: ${result.error.message}`);
    state = result.state;
    commits += result.news.filter((n) => n.kind === 'commit').length;
    decommits += result.news.filter((n) => n.kind === 'decommit').length;
  }
  const day = signingDay(state, programs);
  return { rankings: rankClasses(day.classes), classes: day.classes, state: day.state, commits, decommits };
}

/** A season's national class from the seed. */
export function classFor(season: number, seed: number): Prospect[] {
  return nationalClass(createRng(`${seed}:class:${season}`), createIdSource(season * 10000));
}

/** How a scripted recruiter works its board. */
export interface RecruiterKnobs {
  /** Targets per open scholarship (per open spot at each position). */
  perSpot: number;
  /** Share of the week's hours spent scouting, and the level scouted to (2 shows his top want). */
  scoutShare: number;
  scoutLevel: number;
  /** Extra targets per spot from LATE_WEEK on, so the class fills by signing day. */
  lateExtra: number;
  /** Exponent on a prospect's value by stars: above 1 reaches for the better prospects. */
  ambition: number;
}

/** The good recruiter's settings (chosen by trying a few on mid-tier programs; see the realism test). */
export const GOOD: RecruiterKnobs = { perSpot: 1.5, scoutShare: 1 / 3, scoutLevel: 2, lateExtra: 1.5, ambition: 2 };

/**
 * A good recruiter, scripted by the rules a player sees: the staff's own estimate of who it can land,
 * corrected by where it stands with each prospect and (once scouted) by whether the program offers
 * what he wants most; scouting first, pitching exactly that want; offering early; hosting its best
 * uncommitted targets on home weeks; and working few targets per open scholarship hard instead of
 * spreading thin (a prospect notices who recruits him hardest).
 */
export const goodRecruiter: PlayerPolicy = (state, program, week, homeGame) => scriptedRecruiter(state, program, week, homeGame, GOOD);

export function scriptedRecruiter(state: RecruitingState, program: RecruitingProgram, week: number, homeGame: HomeGame | undefined, knobs: RecruiterKnobs): RecruitingAction[] {
  const actions: RecruitingAction[] = [];
  let hours = weeklyHours(program);
  const spend = (action: RecruitingAction, cost: number): void => {
    if (hours >= cost) { actions.push(action); hours -= cost; }
  };
  const mine = state.prospects.filter((p) => state.status[p.id].committedTo === program.name);
  const left = program.scholarships - mine.length;
  if (left <= 0) return actions;
  const committedAt = (pos: Position) => mine.filter((p) => p.pos === pos).length;
  const scouting = state.boards[program.name].scouting;
  const standing = (p: Prospect): number => {
    const s = state.status[p.id];
    const [first] = leaders(s);
    const ours = s.suitors.find((x) => x.program === program.name)?.interest ?? 0;
    return !first || first.program === program.name ? 1 : Math.min(1, (ours + 10) / (first.interest + 10));
  };
  const scored = state.prospects.filter((p) => {
    const s = state.status[p.id];
    return !s.signedWith && !s.committedTo && program.openings[p.pos] - committedAt(p.pos) > 0;
  }).map((p) => {
    // Once scouted, a prospect whose top want the program offers is worth much more than one whose it lacks.
    const top = scoutingReport(p, scouting[p.id] ?? 0).preferences[0];
    const wants = top ? 2 * programFactors(p, program, committedAt(p.pos))[top] : 1;
    return { p, score: TARGET_VALUE_BY_STARS[p.stars - 1] ** knobs.ambition * estimatedChance(p, program) * wants * (week >= 3 ? standing(p) : 1) };
  })
    .sort((a, b) => b.score - a.score || a.p.id - b.p.id);
  // At most two targets per open spot at each position.
  // Late in the cycle, widen the net so the class fills (signing day takes whoever likes us best).
  const perSpot = knobs.perSpot + (week >= LATE_WEEK ? knobs.lateExtra : 0);
  const perPos = new Map<Position, number>();
  const targets: Prospect[] = [];
  for (const { p } of scored) {
    if (targets.length >= left * perSpot) break;
    const n = perPos.get(p.pos) ?? 0;
    if (n >= perSpot * (program.openings[p.pos] - committedAt(p.pos))) continue;
    perPos.set(p.pos, n + 1);
    targets.push(p);
  }
  // Scouting first, up to a share of the week: the best candidates, to learn what each wants most.
  let scoutHours = Math.floor(hours * knobs.scoutShare);
  for (const { p } of scored.slice(0, targets.length * 2)) {
    if (scoutHours < 3) break;
    if ((scouting[p.id] ?? 0) < knobs.scoutLevel) { spend({ kind: 'scout', prospect: p.id }, 3); scoutHours -= 3; }
  }
  const offered = (p: Prospect) => state.status[p.id].suitors.some((s) => s.program === program.name && s.offered);
  let openOffers = state.prospects.filter((p) => offered(p) && !state.status[p.id].committedTo && !state.status[p.id].signedWith).length;
  for (const p of targets) {
    if (!offered(p) && openOffers < left * OFFERS_PER_SCHOLARSHIP) { spend({ kind: 'offer', prospect: p.id }, 1); openOffers += 1; }
  }
  if (homeGame) {
    let visits = 0;
    for (const p of targets) {
      const s = state.status[p.id];
      if (visits >= 4 || s.suitors.some((x) => x.program === program.name && x.visited) || s.suitors.filter((x) => x.visited).length >= 5) continue;
      spend({ kind: 'visit', prospect: p.id }, 5);
      visits += 1;
    }
  }
  for (const p of targets) spend({ kind: 'contact', prospect: p.id }, 1);
  for (const p of targets) {
    const factors = programFactors(p, program, committedAt(p.pos));
    const top = scoutingReport(p, scouting[p.id] ?? 0).preferences[0];
    const strength = top && factors[top] >= 0.3 ? top
      : (['proximity', 'playingTime', 'prestige', 'contending', 'conference'] as const).reduce((a, b) => (factors[a] >= factors[b] ? a : b));
    spend({ kind: 'pitch', prospect: p.id, strength }, 2);
  }
  return actions;
}
