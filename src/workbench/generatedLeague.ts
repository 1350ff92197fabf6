// Teams of a season with generated rosters, for games played without a save (exhibitions, regular-season
// batches): each roster comes from the program's prestige that year, exactly as a new dynasty generates it, and
// each program's head coach (his scheme, tempo and staff) is drawn as a new dynasty draws him.
import { withProgramLean } from '../core/coaches/gamePlan.js';
import { leagueCoaches } from '../core/coaches/generate.js';
import {
  coordinatorMean,
  leagueCoordinators,
  staffGamePlan,
  type CoordinatorRole,
  type Staff,
} from '../core/coaches/staff.js';
import { againstLeague, coachEffects, drawnGrowth } from '../core/coaches/archetypes.js';
import { coordinatorStartXp, coordinatorTier, levelOf } from '../core/coaches/levels.js';
import { staffSeason } from '../core/coaches/staffSeason.js';
import type { OffensiveScheme } from '../core/coaches/types.js';
import type { SeasonTeam } from '../core/data/types.js';
import { teamStrength } from '../core/odds/strength.js';
import { generateTeamRoster } from '../core/players/generate.js';
import { sideLeanSd } from '../core/sim/rules.js';
import type { IdSource } from '../core/players/types.js';
import { createRng, type Rng } from '../core/random.js';
import type { GamePlan, GameTeam, TeamStrength } from '../core/sim/types.js';

export interface GeneratedTeam {
  team: GameTeam;
  /** What the odds read about the team (its spread against anyone follows from it). */
  strength: TeamStrength;
}

/** The roster stream of a new dynasty of that year and seed (store/actions/newDynasty.ts uses the same label). */
export function dynastyRosterStream(seed: number, year: number): Rng {
  return createRng(`${seed}:rosters:${year}`);
}

/**
 * A program's generated roster, depth chart set. Each team draws from its own fork of `rosters`, so a team's
 * roster does not depend on which other teams are generated (an exhibition gets the dynasty's rosters).
 */
export function generatedTeam(
  team: SeasonTeam,
  year: number,
  rosters: Rng,
  ids: IdSource,
  plan?: GamePlan,
): GeneratedTeam {
  const players = generateTeamRoster(
    { name: team.name, prestige: team.prestige, sideLeanSd: sideLeanSd(year), year },
    rosters.fork(team.name),
    ids,
  );
  return {
    team: { name: team.name, abbreviation: team.abbreviation, players, plan },
    strength: teamStrength(players, plan),
  };
}

/** The staffs of a season without a save: each program's game plan and its offensive scheme. */
export interface GeneratedStaffs {
  plans: Map<string, GamePlan>;
  schemes: Record<string, OffensiveScheme>;
}

/**
 * The head coaches of a new dynasty of that year (store/actions/coaches/hireLeague.ts draws them from the same
 * stream, famous identities kept) and their game plans, staff edges measured from the league's mean and each
 * staff's first-season draw as a new dynasty's.
 */
export function generatedStaffs(teams: readonly SeasonTeam[], year: number, seed: number): GeneratedStaffs {
  const coaches = leagueCoaches(teams, year, createRng(`${seed}:coaches:${year}`), 1);
  const mean = coaches.reduce((sum, c) => sum + (c.offense + c.defense) / 2, 0) / coaches.length;
  // Their coordinators, drawn as hireStaffs.ts draws a new dynasty's (the offence is the offensive coordinator's).
  const heads = new Map(coaches.map((c) => [c.team!, c]));
  const staffs = new Map<string, Staff>();
  const roleTiers = new Map<string, Partial<Record<CoordinatorRole, number>>>();
  for (const c of leagueCoordinators(
    teams.map((t) => ({ name: t.name, prestige: t.prestige })),
    heads,
    year,
    createRng(`${seed}:coordinators:${year}`),
    1,
  )) {
    const s = staffs.get(c.team!) ?? {};
    s[c.role] = c;
    const tiers = roleTiers.get(c.team!) ?? {};
    tiers[c.role] = coordinatorTier(levelOf(coordinatorStartXp(year - c.birthYear)));
    roleTiers.set(c.team!, tiers);
    staffs.set(c.team!, s);
  }
  const staffMean = coordinatorMean(staffs.values());
  const prestige = new Map(teams.map((t) => [t.name, t.prestige]));
  // Their abilities as a new dynasty's coaches start with them (their records' levels; coordinators' by their ages).
  const situations = againstLeague(
    new Map(coaches.map((c) => [c.team!, coachEffects(drawnGrowth(c).owned, roleTiers.get(c.team!))])),
  ).situations;
  const plan = (c: (typeof coaches)[number]) =>
    withProgramLean(
      staffGamePlan(
        c,
        staffs.get(c.team!) ?? {},
        mean,
        staffMean,
        staffSeason(createRng(`${seed}:staff:${year}:${c.team}`), false, prestige.get(c.team!)),
        situations.get(c.team!),
      ),
      c.team!,
      year,
    );
  return {
    plans: new Map(coaches.map((c) => [c.team!, plan(c)])),
    schemes: Object.fromEntries(coaches.map((c) => [c.team!, staffs.get(c.team!)?.OC?.scheme ?? c.scheme])),
  };
}

export function generatedLeague(
  teams: readonly SeasonTeam[],
  year: number,
  rosters: Rng,
  ids: IdSource,
  plans?: ReadonlyMap<string, GamePlan>,
): Map<string, GeneratedTeam> {
  return new Map(teams.map((t) => [t.name, generatedTeam(t, year, rosters, ids, plans?.get(t.name))]));
}
