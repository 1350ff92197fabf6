// Coaches' growth in the save (migrations/coachGrowth.ts): head coaches' archetypes, career XP and ability tiers,
// coordinators' career XP, and what each program's staff does with them (its abilities' effects, core/coaches/
// archetypes.ts).
import { coachEffects, type CoachEffects, type CoachGrowth, type OwnedTiers } from '../../core/coaches/archetypes.js';
import { coordinatorStartXp, coordinatorTier, levelOf } from '../../core/coaches/levels.js';
import type { CoordinatorRole } from '../../core/coaches/staff.js';
import type { ArchetypeAbility, CoachArchetype } from '../../shared/coachArchetypes.js';
import type { Db } from '../database.js';
import type { DynastyState } from './meta.js';

/** The first game week (year, week) an ability bought now plays in. */
export interface AbilityFrom {
  year: number;
  week: number;
}

/**
 * Before and during a season: its next week to be played; once its games are over, the next season's first. A game
 * played (or replayed) counts only the tiers bought before it.
 */
export function abilityFromState(state: Pick<DynastyState, 'year' | 'stage' | 'currentWeek'>): AbilityFrom {
  return state.stage === 'preseason' || state.stage === 'season' || state.stage === 'playoff'
    ? { year: state.year, week: state.stage === 'preseason' ? 0 : state.currentWeek }
    : { year: state.year + 1, week: 0 };
}

function plays(row: { from_year: number; from_week: number }, asOf: AbilityFrom | undefined): boolean {
  return asOf === undefined || row.from_year < asOf.year || (row.from_year === asOf.year && row.from_week <= asOf.week);
}

interface GrowthRow {
  coach_id: number;
  archetype: string;
  starting: string;
  career_xp: number;
}

interface TierRow {
  coach_id: number;
  ability: string;
  tier: number;
  from_year: number;
  from_week: number;
}

function tiersInto(growths: Map<number, CoachGrowth>, rows: readonly TierRow[], asOf?: AbilityFrom): void {
  for (const r of rows) {
    const g = growths.get(r.coach_id);
    if (!g || !plays(r, asOf)) continue;
    const ability = r.ability as ArchetypeAbility;
    g.owned[ability] = Math.max(g.owned[ability] ?? 0, r.tier);
  }
}

function toGrowth(r: GrowthRow): CoachGrowth {
  return {
    archetype: r.archetype as CoachArchetype,
    starting: r.starting as ArchetypeAbility,
    careerXp: r.career_xp,
    owned: {},
  };
}

/** A head coach's growth, every tier he owns (null: a coach without one, as the save's before a migration). */
export function coachGrowth(db: Db, coachId: number): CoachGrowth | null {
  const row = db.get<GrowthRow>('SELECT * FROM coach_growth WHERE coach_id = ?', [coachId]);
  if (!row) return null;
  const growths = new Map([[coachId, toGrowth(row)]]);
  tiersInto(growths, db.all<TierRow>('SELECT * FROM coach_ability_tiers WHERE coach_id = ?', [coachId]));
  return growths.get(coachId)!;
}

/** Every head coach's growth by id, with the tiers that play in week `asOf` (every tier: none given). */
export function coachGrowths(db: Db, asOf?: AbilityFrom): Map<number, CoachGrowth> {
  const growths = new Map(db.all<GrowthRow>('SELECT * FROM coach_growth').map((r) => [r.coach_id, toGrowth(r)]));
  tiersInto(growths, db.all<TierRow>('SELECT * FROM coach_ability_tiers'), asOf);
  return growths;
}

export function insertCoachGrowth(
  db: Db,
  coachId: number,
  g: Pick<CoachGrowth, 'archetype' | 'starting' | 'careerXp'>,
): void {
  db.run('INSERT OR REPLACE INTO coach_growth (coach_id, archetype, starting, career_xp) VALUES (?, ?, ?, ?)', [
    coachId,
    g.archetype,
    g.starting,
    Math.round(g.careerXp),
  ]);
}

export function addCareerXp(db: Db, coachId: number, xp: number): void {
  if (xp !== 0) db.run('UPDATE coach_growth SET career_xp = career_xp + ? WHERE coach_id = ?', [xp, coachId]);
}

export function saveAbilityTier(db: Db, coachId: number, ability: ArchetypeAbility, tier: number, from: AbilityFrom) {
  db.run(
    'INSERT OR REPLACE INTO coach_ability_tiers (coach_id, ability, tier, from_year, from_week) VALUES (?, ?, ?, ?, ?)',
    [coachId, ability, tier, from.year, from.week],
  );
}

/** A coordinator's career XP: his row's, else his years in coaching by his age in `year`. */
export function coordinatorCareerXp(db: Db, coordinatorId: number, year: number): number {
  const row = db.get<{ career_xp: number | null; birth_year: number }>(
    `SELECT g.career_xp, c.birth_year FROM coordinators c LEFT JOIN coordinator_growth g ON g.coordinator_id = c.id
     WHERE c.id = ?`,
    [coordinatorId],
  );
  if (!row) return 0;
  return row.career_xp ?? coordinatorStartXp(year - row.birth_year);
}

export function setCoordinatorCareerXp(db: Db, coordinatorId: number, xp: number): void {
  db.run('INSERT OR REPLACE INTO coordinator_growth (coordinator_id, career_xp) VALUES (?, ?)', [
    coordinatorId,
    Math.round(xp),
  ]);
}

const GRANTS_KEY = 'coach_ability_grants';

/**
 * Abilities a batch gives the coaches of some programs on top of what they own (`dynasty batch --coach-abilities`:
 * how an ability's effect is measured), by team. Empty in a player's save.
 */
export function abilityGrants(db: Db): Map<string, OwnedTiers> {
  const text = db.get<{ value: string }>('SELECT value FROM meta WHERE key = ?', [GRANTS_KEY])?.value;
  return new Map(text ? (Object.entries(JSON.parse(text)) as [string, OwnedTiers][]) : []);
}

export function setAbilityGrants(db: Db, grants: ReadonlyMap<string, OwnedTiers>): void {
  db.run('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)', [
    GRANTS_KEY,
    JSON.stringify(Object.fromEntries(grants)),
  ]);
}

/**
 * Each program's staff's effects: season `year`'s staffs (who coached it when it is finished, else the staffs now;
 * `now`: the staffs now whatever the season), with the head coaches' tiers that play in week `asOf` (every tier: none
 * given), the coordinators' role tiers by their levels and any batch's grants.
 */
export function programEffects(
  db: Db,
  year: number,
  { asOf, now = false }: { asOf?: AbilityFrom; now?: boolean } = {},
): Map<string, CoachEffects> {
  const finished = now
    ? []
    : db.all<{ team: string; coach_id: number }>('SELECT team, coach_id FROM coach_seasons WHERE year = ?', [year]);
  const heads =
    finished.length > 0
      ? finished
      : db.all<{ team: string; coach_id: number }>(
          'SELECT team, id AS coach_id FROM coaches WHERE team IS NOT NULL ORDER BY id',
        );
  const growths = coachGrowths(db, asOf);
  const grants = abilityGrants(db);
  const roles = coordinatorTiers(db, year, now);
  const effects = new Map<string, CoachEffects>();
  for (const { team, coach_id } of heads) {
    const owned: OwnedTiers = { ...(growths.get(coach_id)?.owned ?? {}) };
    for (const [ability, tier] of Object.entries(grants.get(team) ?? {}) as [ArchetypeAbility, number][]) {
      owned[ability] = Math.max(owned[ability] ?? 0, tier);
    }
    effects.set(team, coachEffects(owned, roles.get(team)));
  }
  return effects;
}

/** Each program's coordinators' role tiers in season `year` (who coached it when it is finished, else the staffs now). */
export function coordinatorTiers(
  db: Db,
  year: number,
  now = false,
): Map<string, Partial<Record<CoordinatorRole, number>>> {
  type Row = { team: string; role: string; career_xp: number | null; birth_year: number };
  const finished = now
    ? []
    : db.all<Row>(
        `SELECT s.team, s.role, g.career_xp, c.birth_year FROM coordinator_seasons s JOIN coordinators c ON c.id = s.coordinator_id
     LEFT JOIN coordinator_growth g ON g.coordinator_id = c.id WHERE s.year = ?`,
        [year],
      );
  const rows =
    finished.length > 0
      ? finished
      : db.all<Row>(
          `SELECT c.team, c.role, g.career_xp, c.birth_year FROM coordinators c
           LEFT JOIN coordinator_growth g ON g.coordinator_id = c.id WHERE c.team IS NOT NULL`,
        );
  const out = new Map<string, Partial<Record<CoordinatorRole, number>>>();
  for (const r of rows) {
    const tier = coordinatorTier(levelOf(r.career_xp ?? coordinatorStartXp(year - r.birth_year)));
    if (tier === 0) continue;
    const staff = out.get(r.team) ?? {};
    staff[r.role as CoordinatorRole] = tier;
    out.set(r.team, staff);
  }
  return out;
}
