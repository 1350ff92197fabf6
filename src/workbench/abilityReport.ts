// Coaches who grow in a batch dynasty: how the computer's coaches use the archetypes (their archetypes, levels and the
// abilities they own, each season), and `--coach-abilities`: the league's programs dealt into one group per ability
// named, each group's coaches given its top tier (or, with --ability-control, nothing: the same groups as a baseline),
// and each group's figures read back every season (its class, its players' development, its games), so a run with
// the abilities and one without, on the same seeds, show what each ability does.
import { ABILITY_POSITIONS } from '../core/coaches/archetypes.js';
import { levelOf } from '../core/coaches/levels.js';
import { ABILITY_TIERS } from '../core/coaches/tuning.js';
import { milesBetweenStates } from '../core/recruiting/talentMap.js';
import { findProgram } from '../core/data/league.js';
import { rankClasses } from '../core/recruiting/classRankings.js';
import {
  ABILITY_DATA,
  ABILITY_MAX_TIER,
  ARCHETYPE_ABILITIES,
  COACH_ARCHETYPES,
  type ArchetypeAbility,
} from '../shared/coachArchetypes.js';
import type { Db } from '../store/database.js';
import { coachGrowths, setAbilityGrants } from '../store/queries/coachGrowth.js';
import { loadCycle } from '../store/queries/recruiting.js';
import { seasonTeamStats } from '../store/queries/teamStats.js';
import { GameError } from '../store/errors.js';

/** --coach-abilities: the abilities whose groups are dealt, and whether they are given (false: the baseline). */
export interface AbilityGroups {
  abilities: ArchetypeAbility[];
  grant: boolean;
}

/** "red-zone,closer" or "all" as the abilities named; a bad name refused with the list. */
export function parseAbilityList(text: string): ArchetypeAbility[] {
  if (text.trim() === 'all') return [...ARCHETYPE_ABILITIES];
  const names = text.split(',').map((s) => s.trim());
  const out: ArchetypeAbility[] = [];
  for (const name of names) {
    if (!(ARCHETYPE_ABILITIES as readonly string[]).includes(name))
      throw new GameError(
        'bad_input',
        `--coach-abilities: no ability "${name.slice(0, 30)}" (all, or of ${ARCHETYPE_ABILITIES.join(', ')}).`,
      );
    if (out.includes(name as ArchetypeAbility))
      throw new GameError('bad_input', `--coach-abilities names ${name} twice.`);
    out.push(name as ArchetypeAbility);
  }
  return out;
}

/** The programs dealt in the league's order, one group an ability in turn: team -> its group's ability. */
export function dealGroups(
  teams: readonly string[],
  abilities: readonly ArchetypeAbility[],
): Map<string, ArchetypeAbility> {
  return new Map(teams.map((team, i) => [team, abilities[i % abilities.length]]));
}

/** Gives each group's coaches its ability's top tier (the save's grants; nothing for the baseline). */
export function grantGroups(db: Db, groups: ReadonlyMap<string, ArchetypeAbility>, grant: boolean): void {
  if (!grant) return;
  setAbilityGrants(db, new Map([...groups].map(([team, ability]) => [team, { [ability]: ABILITY_MAX_TIER }])));
}

/** A group's season, as sums (merged over seasons and dynasties). */
export interface GroupSeason {
  programSeasons: number;
  signees: number;
  stars: number;
  signeeRating: number;
  /** Signees whose homes are within the home pitch's reach of campus. */
  homeSignees: number;
  /** The classes' points (247Sports-style, classRankings.ts) and their ranks by points among every program's, summed. */
  classPoints: number;
  classRank: number;
  /** Returning players of the ability's positions who developed, and their overall points gained. */
  developed: number;
  developedGain: number;
  games: number;
  wins: number;
  pointsFor: number;
  pointsAgainst: number;
  touchdowns: number;
  fieldGoalTries: number;
  thirdDowns: number;
  thirdDownsMade: number;
  thirdDownsAgainst: number;
  thirdDownsAllowed: number;
}

const EMPTY: GroupSeason = {
  programSeasons: 0,
  signees: 0,
  stars: 0,
  signeeRating: 0,
  homeSignees: 0,
  classPoints: 0,
  classRank: 0,
  developed: 0,
  developedGain: 0,
  games: 0,
  wins: 0,
  pointsFor: 0,
  pointsAgainst: 0,
  touchdowns: 0,
  fieldGoalTries: 0,
  thirdDowns: 0,
  thirdDownsMade: 0,
  thirdDownsAgainst: 0,
  thirdDownsAllowed: 0,
};

/** A program's class as it stands on signing day's eve (the cycle's rows are gone after signing day). */
export interface ClassFigures {
  signees: number;
  stars: number;
  signeeRating: number;
  homeSignees: number;
  /** Its points and its rank by points among the cycle's programs (classRankings.ts). */
  points: number;
  rank: number;
}

/** Each program's class on signing day's eve: its commitments, their stars and overall, those from near campus, its points and rank. */
export function classFigures(db: Db): Map<string, ClassFigures> {
  const out = new Map<string, ClassFigures>();
  const cycle = loadCycle(db);
  if (!cycle) return out;
  const signees: Record<string, { stars: number }[]> = Object.fromEntries(cycle.programs.map((team) => [team, []]));
  for (const p of cycle.state.prospects) {
    const status = cycle.state.status[p.id];
    const team = status?.signedWith ?? status?.committedTo ?? null;
    if (!team) continue;
    const c = out.get(team) ?? { signees: 0, stars: 0, signeeRating: 0, homeSignees: 0, points: 0, rank: 0 };
    c.signees += 1;
    c.stars += p.stars;
    c.signeeRating += p.rating;
    const campus = findProgram(team)?.state ?? '';
    if (milesBetweenStates(campus, p.state) <= ABILITY_TIERS.homeRegionMiles) c.homeSignees += 1;
    out.set(team, c);
    signees[team] ??= [];
    signees[team].push(p);
  }
  for (const r of rankClasses(signees)) {
    const c = out.get(r.program) ?? { signees: 0, stars: 0, signeeRating: 0, homeSignees: 0, points: 0, rank: 0 };
    c.points = r.points;
    c.rank = r.pointsRank;
    out.set(r.program, c);
  }
  return out;
}

/**
 * Each group's figures for season `year`, read once signing day is past: its class (`classes`, read on signing day's
 * eve), the development of its returning players at the ability's positions (every position for the others), its games.
 */
export function groupSeasons(
  db: Db,
  year: number,
  groups: ReadonlyMap<string, ArchetypeAbility>,
  classes: ReadonlyMap<string, ClassFigures>,
): Record<string, GroupSeason> {
  const out: Record<string, GroupSeason> = {};
  const of = (team: string) => {
    const ability = groups.get(team);
    if (!ability) return null;
    out[ability] ??= { ...EMPTY };
    return { g: out[ability], ability };
  };
  for (const team of groups.keys()) {
    const o = of(team);
    if (!o) continue;
    o.g.programSeasons += 1;
    const c = classes.get(team);
    if (!c) continue;
    o.g.signees += c.signees;
    o.g.stars += c.stars;
    o.g.signeeRating += c.signeeRating;
    o.g.homeSignees += c.homeSignees;
    o.g.classPoints += c.points;
    o.g.classRank += c.rank;
  }
  for (const r of db.all<{ team: string; pos: string; change: number }>(
    `SELECT r.team, p.pos, r.change FROM roster_changes r JOIN players p ON p.id = r.player_id
     WHERE r.year = ? AND r.kind = 'progressed'`,
    [year],
  )) {
    const o = of(r.team);
    if (!o) continue;
    const positions = ABILITY_POSITIONS[o.ability] as readonly string[] | undefined;
    if (positions && !positions.includes(r.pos)) continue;
    o.g.developed += 1;
    o.g.developedGain += r.change;
  }
  for (const t of seasonTeamStats(db, year)) {
    const o = of(t.team);
    if (!o) continue;
    const g = o.g;
    g.games += t.games;
    g.pointsFor += t.offense.points;
    g.pointsAgainst += t.defense.points;
    g.touchdowns += t.offense.passTouchdowns + t.offense.rushTouchdowns;
    g.fieldGoalTries += t.offense.fieldGoalsAttempted;
    g.thirdDowns += t.offense.thirdDownAttempts;
    g.thirdDownsMade += t.offense.thirdDownConversions;
    g.thirdDownsAgainst += t.defense.thirdDownAttempts;
    g.thirdDownsAllowed += t.defense.thirdDownConversions;
  }
  for (const r of db.all<{ team: string; wins: number }>('SELECT team, wins FROM team_seasons WHERE year = ?', [
    year,
  ])) {
    const o = of(r.team);
    if (o) o.g.wins += r.wins;
  }
  return out;
}

/** How the season's head coaches use the archetypes: their number by archetype, their levels, what they own. */
export interface CoachUseSeason {
  coaches: number;
  byArchetype: Record<string, number>;
  levelSum: number;
  /** Coaches owning each ability (any tier), and the tiers owned in all. */
  owning: Record<string, number>;
  tiers: Record<string, number>;
}

export function coachUse(db: Db): CoachUseSeason {
  const inJobs = new Set(db.all<{ id: number }>('SELECT id FROM coaches WHERE team IS NOT NULL').map((r) => r.id));
  const use: CoachUseSeason = { coaches: 0, byArchetype: {}, levelSum: 0, owning: {}, tiers: {} };
  for (const [id, g] of coachGrowths(db)) {
    if (!inJobs.has(id)) continue;
    use.coaches += 1;
    use.byArchetype[g.archetype] = (use.byArchetype[g.archetype] ?? 0) + 1;
    use.levelSum += levelOf(g.careerXp);
    for (const [ability, tier] of Object.entries(g.owned)) {
      if (!tier) continue;
      use.owning[ability] = (use.owning[ability] ?? 0) + 1;
      use.tiers[ability] = (use.tiers[ability] ?? 0) + tier;
    }
  }
  return use;
}

function addInto(target: Record<string, number>, more: Record<string, number>): void {
  for (const [k, v] of Object.entries(more)) target[k] = (target[k] ?? 0) + v;
}

export interface AbilitySeasonFigures {
  use: CoachUseSeason;
  /** With --coach-abilities: each group's season, by its ability. */
  groups?: Record<string, GroupSeason>;
  /** Whether the groups were given their abilities (false: the baseline). */
  granted?: boolean;
}

export interface AbilityReport {
  use: CoachUseSeason & { seasons: number };
  groups: Record<string, GroupSeason> | null;
  granted: boolean | null;
}

export function abilityReport(seasons: readonly AbilitySeasonFigures[]): AbilityReport {
  const use: CoachUseSeason & { seasons: number } = {
    seasons: 0,
    coaches: 0,
    byArchetype: {},
    levelSum: 0,
    owning: {},
    tiers: {},
  };
  let groups: Record<string, GroupSeason> | null = null;
  let granted: boolean | null = null;
  for (const s of seasons) {
    use.seasons += 1;
    use.coaches += s.use.coaches;
    use.levelSum += s.use.levelSum;
    addInto(use.byArchetype, s.use.byArchetype);
    addInto(use.owning, s.use.owning);
    addInto(use.tiers, s.use.tiers);
    if (!s.groups) continue;
    granted = s.granted ?? null;
    groups ??= {};
    for (const [ability, g] of Object.entries(s.groups)) {
      groups[ability] ??= { ...EMPTY };
      const sum = groups[ability];
      for (const key of Object.keys(EMPTY) as (keyof GroupSeason)[]) sum[key] += g[key];
    }
  }
  return { use, groups, granted };
}

const pct = (n: number, d: number) => (d === 0 ? '-' : `${((100 * n) / d).toFixed(1)}%`);
const per = (n: number, d: number, digits = 2) => (d === 0 ? '-' : (n / d).toFixed(digits));

/** The figure each ability moves, for its group: "signees' mean stars 3.21". */
function groupFigure(ability: ArchetypeAbility, g: GroupSeason): string {
  switch (ability) {
    case 'recruiting-grind':
      return `mean stars ${per(g.stars, g.signees)}, overall ${per(g.signeeRating, g.signees, 1)}`;
    case 'home-pitch':
      return `from home ${pct(g.homeSignees, g.signees)}, stars ${per(g.stars, g.signees)}`;
    case 'closer':
      return `mean stars ${per(g.stars, g.signees)}, overall ${per(g.signeeRating, g.signees, 1)}`;
    case 'skill-developer':
    case 'trench-builder':
    case 'back-seven':
      return `growth ${per(g.developedGain, g.developed)} a player (${g.developed})`;
    case 'red-zone':
      return `TDs of TDs + FG tries ${pct(g.touchdowns, g.touchdowns + g.fieldGoalTries)}`;
    case 'third-down-offense':
      return `3rd downs made ${pct(g.thirdDownsMade, g.thirdDowns)}`;
    case 'third-down-defense':
      return `3rd downs allowed ${pct(g.thirdDownsAllowed, g.thirdDownsAgainst)}`;
  }
}

export function formatAbilityReport(report: AbilityReport): string {
  const u = report.use;
  const lines = [
    'Coaches who grow (head coaches in their jobs, each season)',
    `  Mean level ${per(u.levelSum, u.coaches, 1)}; archetypes ${COACH_ARCHETYPES.map((a) => `${a} ${pct(u.byArchetype[a] ?? 0, u.coaches)}`).join(', ')}`,
    `  Owning each ability (mean tier of those who do): ${ARCHETYPE_ABILITIES.map((a) => `${a} ${pct(u.owning[a] ?? 0, u.coaches)} (${per(u.tiers[a] ?? 0, u.owning[a] ?? 0, 1)})`).join(', ')}`,
  ];
  if (report.groups) {
    lines.push(
      '',
      `Ability groups (--coach-abilities${report.granted ? ': each given its top tier' : ', --ability-control: none given'})`,
    );
    for (const [ability, g] of Object.entries(report.groups) as [ArchetypeAbility, GroupSeason][]) {
      lines.push(
        `  ${ABILITY_DATA[ability].label.padEnd(26)}${String(g.programSeasons).padStart(4)} program-seasons  ${groupFigure(ability, g)}; wins ${pct(g.wins, g.games)}, margin ${per(g.pointsFor - g.pointsAgainst, g.games)} a game, signees ${per(g.signees, g.programSeasons, 1)}, class points ${per(g.classPoints, g.programSeasons, 1)} (mean rank ${per(g.classRank, g.programSeasons, 1)})`,
      );
    }
  }
  return lines.join('\n');
}
