// A full FBS league recruiting from a seed: seasonLeague(2024)'s programs with their prestige, campus
// states and conferences, synthetic roster needs and home games, and two player policies (the staff,
// and a scripted good recruiter) to compare.

import { findProgram, seasonLeague } from '../../src/core/data/league.js';
import { createIdSource } from '../../src/core/players/generate.js';
import { ROSTER_TEMPLATE } from '../../src/core/players/tuning.js';
import { POSITIONS, type Position } from '../../src/core/players/types.js';
import { createRng, type Rng } from '../../src/core/random.js';
import {
  nationalClass,
  rankClasses,
  recruitingWeek,
  signingDay,
  startRecruitingCycle,
  type ClassRanking,
  type HomeGame,
  type Prospect,
  type RecruitingAction,
  type RecruitingNews,
  type RecruitingProgram,
  type RecruitingState,
} from '../../src/core/recruiting/index.js';
import { RECRUITING_WEEKS, SUMMER_PERIODS } from '../../src/core/recruiting/tuning.js';
import { summerVisits } from '../../src/core/recruiting/timetable.js';
import { initialPipelines } from '../../src/core/recruiting/pipelines.js';
import type { PlayerPolicy } from '../../src/core/recruiting/scriptedRecruiter.js';

/** Open spots by position: about a quarter of the template graduates, with spread. */
function drawOpenings(rng: Rng): Record<Position, number> {
  const openings = {} as Record<Position, number>;
  for (const pos of POSITIONS)
    openings[pos] = Math.max(0, Math.round(ROSTER_TEMPLATE[pos] * (0.15 + 0.2 * rng.next())));
  if (rng.chance(0.5)) openings.K = Math.max(openings.K, 1);
  return openings;
}

/** The programs of seasonLeague(2024) for one season's cycle (needs and contending drawn from the seed). */
export function leaguePrograms(season: number, seed: number): RecruitingProgram[] {
  const league = seasonLeague(2024);
  const power = new Set(league.conferences.filter((c) => c.power).map((c) => c.name));
  const rng = createRng(`${seed}:programs:${season}`);
  // Each program's footprint, as a new dynasty's pipelines.
  const pipelines = initialPipelines(
    league.teams.map((t) => ({ name: t.name, state: findProgram(t.name)?.state ?? '', prestige: t.prestige })),
  );
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
      pipelines: pipelines.get(team.name) ?? {},
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

export interface CycleOutcome {
  rankings: ClassRanking[];
  classes: Record<string, Prospect[]>;
  state: RecruitingState;
  commits: number;
  decommits: number;
}

/**
 * Plays a whole cycle; `player` (optional) is recruited by `policy` instead of the staff. `copying`: the weeks copy
 * what they change rather than play in place (the two must give the same cycle).
 */
export function playCycle(
  season: number,
  seed: number,
  programs: readonly RecruitingProgram[],
  prospects: readonly Prospect[],
  player?: { program: string; policy: PlayerPolicy },
  copying = false,
): CycleOutcome & { news: RecruitingNews[] } {
  let state = startRecruitingCycle(season, prospects, programs, player ? [player.program] : []);
  const prospectById = new Map(prospects.map((p) => [p.id, p]));
  const rng = createRng(`${seed}:games:${season}`);
  let commits = 0;
  let decommits = 0;
  const news: RecruitingNews[] = [];
  // The spring and summer periods first (week 0), as the game plays them when the cycle opens.
  for (let period = 0; period < SUMMER_PERIODS; period++) {
    const homeGames = summerVisits(season, programs);
    const orders: Record<string, RecruitingAction[]> = {};
    const program = player && programs.find((p) => p.name === player.program);
    if (player && program) orders[player.program] = player.policy(state, program, 0, homeGames[player.program]);
    const result = recruitingWeek(state, {
      programs,
      orders,
      homeGames,
      prospectById,
      inPlace: !copying,
      summer: true,
    });
    if (!result.ok) throw new Error(`summer: ${result.error.message}`);
    state = result.state;
    news.push(...result.news);
    commits += result.news.filter((n) => n.kind === 'commit').length;
    decommits += result.news.filter((n) => n.kind === 'decommit').length;
  }
  // The season's weeks only: the late weeks of January that the game plays before signing day (lateWeeks.ts) are not
  // played here yet. With them the staffs fill more of their classes in January and the good recruiter's edge in the
  // realism test falls from 10.3 to 7.7 class-rank places (seed 2024): its target is to be fitted again with them.
  for (let week = 1; week <= RECRUITING_WEEKS; week++) {
    const homeGames = homeGamesFor(programs, week, rng);
    const orders: Record<string, RecruitingAction[]> = {};
    if (player) {
      const program = programs.find((p) => p.name === player.program);
      if (!program) throw new Error(`no program ${player.program}`);
      orders[player.program] = player.policy(state, program, week, homeGames[player.program]);
    }
    const result = recruitingWeek(state, { programs, orders, homeGames, prospectById, inPlace: !copying });
    if (!result.ok) throw new Error(`week ${week}: ${result.error.message}`);
    state = result.state;
    news.push(...result.news);
    commits += result.news.filter((n) => n.kind === 'commit').length;
    decommits += result.news.filter((n) => n.kind === 'decommit').length;
  }
  const day = signingDay(state, programs);
  return { rankings: rankClasses(day.classes), classes: day.classes, state: day.state, commits, decommits, news };
}

/** A season's national class from the seed. */
export function classFor(season: number, seed: number): Prospect[] {
  return nationalClass(createRng(`${seed}:class:${season}`), createIdSource(season * 10000));
}

export { goodRecruiter, type PlayerPolicy } from '../../src/core/recruiting/scriptedRecruiter.js';
