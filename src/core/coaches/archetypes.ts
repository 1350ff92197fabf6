// Archetypes and their abilities, as EA's dynasty coaches have them: a coach starts on an archetype (the player's by
// his background, a computer coach's by his ratings) with the first tier of one of its abilities, and his levels'
// points buy tiers of any ability, his own archetype's cheaper. What every tier does is a number the game uses
// (ABILITY_TIERS): recruiting hours, pitch and visit strength, a position group's development, game-day edges in
// situations. Computer coaches buy by one fixed rule (buyByPolicy); the player buys his own.
import {
  ABILITY_DATA,
  ABILITY_MAX_TIER,
  ARCHETYPE_ABILITIES,
  ARCHETYPES,
  COACH_ARCHETYPES,
  type ArchetypeAbility,
  type CoachArchetype,
} from '../../shared/coachArchetypes.js';
import { POSITIONS, type Position } from '../players/types.js';
import { careerXpEstimate, levelOf, levelPoints } from './levels.js';
import type { CoordinatorRole } from './staff.js';
import { ABILITY_TIERS, COORDINATOR_GROWTH } from './tuning.js';
import type { CoachRatings } from './types.js';

/** Tiers owned by ability (none: 0). */
export type OwnedTiers = Partial<Record<ArchetypeAbility, number>>;

/** A coach's growth: his archetype, the ability he started with (its first tier free), career XP and tiers owned. */
export interface CoachGrowth {
  archetype: CoachArchetype;
  starting: ArchetypeAbility;
  careerXp: number;
  owned: OwnedTiers;
}

type TierKey = Exclude<keyof typeof ABILITY_TIERS, 'homeRegionMiles'>;

const TIER_KEY: Record<ArchetypeAbility, TierKey> = {
  'recruiting-grind': 'hours',
  'home-pitch': 'homePitch',
  closer: 'visits',
  'skill-developer': 'skill',
  'trench-builder': 'trench',
  'back-seven': 'backSeven',
  'red-zone': 'redZone',
  'third-down-offense': 'moneyDownOffense',
  'third-down-defense': 'moneyDownDefense',
};

/** The positions each development ability grows. */
export const ABILITY_POSITIONS: Partial<Record<ArchetypeAbility, readonly Position[]>> = {
  'skill-developer': ['QB', 'RB', 'WR', 'TE'],
  'trench-builder': ['OL', 'DL'],
  'back-seven': ['LB', 'CB', 'S'],
};

/** Each coordinator's role ability. */
export const ROLE_ABILITY: Record<CoordinatorRole, ArchetypeAbility> = {
  OC: 'red-zone',
  DC: 'third-down-defense',
  ST: 'recruiting-grind',
};

export function isArchetypeAbility(text: string): text is ArchetypeAbility {
  return (ARCHETYPE_ABILITIES as readonly string[]).includes(text);
}

/** What a tier of the ability is worth (tier 0: nothing). */
export function tierValue(ability: ArchetypeAbility, tier: number): number {
  if (tier <= 0) return 0;
  return ABILITY_TIERS[TIER_KEY[ability]][Math.min(tier, ABILITY_MAX_TIER) - 1];
}

/** A value of the ability in the words its effect is shown in: "+6 recruiting hours every week of the cycle". */
export function effectText(ability: ArchetypeAbility, value: number): string {
  const key = TIER_KEY[ability];
  const n =
    key === 'homePitch' || key === 'visits'
      ? `${Math.round(100 * value)}%`
      : key === 'skill' || key === 'trench' || key === 'backSeven'
        ? value.toFixed(1)
        : String(Math.round(10 * value) / 10);
  return ABILITY_DATA[ability].effect
    .replace('{n}', n)
    .replace('{miles}', String(ABILITY_TIERS.homeRegionMiles))
    .replace(/^\+1 rating points/, '+1 rating point');
}

/**
 * A computer coach's archetype, by the side of the job his ratings favour (recruiting is drawn 2 above the tier's
 * mean and game management 2 below, so they are compared from there): recruiting, development or game management.
 */
export function archetypeOfRatings(r: CoachRatings): CoachArchetype {
  const leans: [CoachArchetype, number][] = [
    ['recruiter', r.recruiting - 2],
    ['motivator', r.development],
    ['tactician', r.gameManagement + 2],
  ];
  return leans.reduce((best, lean) => (lean[1] > best[1] ? lean : best))[0];
}

/** The ability a computer coach starts with: his archetype's first (a tactician's on his stronger side of the ball). */
export function startingAbilityOf(archetype: CoachArchetype, r: CoachRatings): ArchetypeAbility {
  if (archetype === 'tactician') return r.offense >= r.defense ? 'third-down-offense' : 'third-down-defense';
  return ARCHETYPES[archetype].abilities[0];
}

/** Points a tier costs: its number in his own archetype's tree, one more in another's; his starting tier is free. */
export function tierCost(
  g: Pick<CoachGrowth, 'archetype' | 'starting'>,
  ability: ArchetypeAbility,
  tier: number,
): number {
  if (ability === g.starting && tier === 1) return 0;
  return tier + (ABILITY_DATA[ability].archetype === g.archetype ? 0 : 1);
}

/** Points the tiers he owns cost. */
export function pointsSpent(g: Pick<CoachGrowth, 'archetype' | 'starting' | 'owned'>): number {
  let spent = 0;
  for (const ability of ARCHETYPE_ABILITIES) {
    for (let t = 1; t <= (g.owned[ability] ?? 0); t++) spent += tierCost(g, ability, t);
  }
  return spent;
}

/** Ability points to spend: his level's less what he bought. */
export function pointsLeft(g: CoachGrowth): number {
  return levelPoints(levelOf(g.careerXp)) - pointsSpent(g);
}

/** The cost of the ability's next tier (null: he owns its top tier). */
export function nextTierCost(g: CoachGrowth, ability: ArchetypeAbility): number | null {
  const tier = (g.owned[ability] ?? 0) + 1;
  return tier > ABILITY_MAX_TIER ? null : tierCost(g, ability, tier);
}

/** A new coach: his archetype, its starting tier owned, his career XP. */
export function newGrowth(archetype: CoachArchetype, starting: ArchetypeAbility, careerXp: number): CoachGrowth {
  return { archetype, starting, careerXp, owned: { [starting]: 1 } };
}

/**
 * How a computer coach buys: the lowest tier still open in his own archetype's tree first (in the tree's order), then
 * the other trees the same way; a tier at a time while his points pay for the next. Returns the abilities bought, in
 * order (one entry a tier).
 */
export function buyByPolicy(g: CoachGrowth): ArchetypeAbility[] {
  const trees = [g.archetype, ...COACH_ARCHETYPES.filter((a) => a !== g.archetype)];
  const owned = { ...g.owned };
  const bought: ArchetypeAbility[] = [];
  let left = pointsLeft(g);
  for (;;) {
    let next: ArchetypeAbility | null = null;
    for (const tree of trees) {
      for (const ability of ARCHETYPES[tree].abilities) {
        const tier = owned[ability] ?? 0;
        if (tier < ABILITY_MAX_TIER && (next === null || tier < (owned[next] ?? 0))) next = ability;
      }
      if (next !== null) break;
    }
    if (next === null) return bought;
    const cost = tierCost(g, next, (owned[next] ?? 0) + 1);
    if (cost > left) return bought;
    owned[next] = (owned[next] ?? 0) + 1;
    left -= cost;
    bought.push(next);
  }
}

/**
 * A drawn computer coach's growth without a save (the regular batch's coaches): his ratings' archetype, his record's
 * career XP, and the tiers he would have bought with it (store/actions/coaches/growth.ts does the same in a save).
 */
export function drawnGrowth(c: CoachRatings & { wins: number; losses: number }): CoachGrowth {
  const archetype = archetypeOfRatings(c);
  const g = newGrowth(archetype, startingAbilityOf(archetype, c), careerXpEstimate(c.wins, c.losses));
  for (const ability of buyByPolicy(g)) g.owned[ability] = (g.owned[ability] ?? 0) + 1;
  return g;
}

/** What a program's staff does beyond its ratings, in the game's numbers (ABILITY_TIERS). */
export interface CoachEffects {
  hours: number;
  homePitch: number;
  visits: number;
  /** Overall points a year added to each returning player's expected growth, by position. */
  growth: Record<Position, number>;
  redZone: number;
  moneyDownOffense: number;
  moneyDownDefense: number;
}

export const NO_EFFECTS: CoachEffects = {
  hours: 0,
  homePitch: 0,
  visits: 0,
  growth: Object.fromEntries(POSITIONS.map((p) => [p, 0])) as Record<Position, number>,
  redZone: 0,
  moneyDownOffense: 0,
  moneyDownDefense: 0,
};

/**
 * The value of each ability for a head coach's tiers and his coordinators' role tiers: a coordinator's tier is worth
 * effectShare of a head coach's, added to his and never past the ability's top tier.
 */
export function abilityValues(
  owned: OwnedTiers,
  coordinators: Partial<Record<CoordinatorRole, number>> = {},
): Record<ArchetypeAbility, number> {
  const values = {} as Record<ArchetypeAbility, number>;
  for (const ability of ARCHETYPE_ABILITIES) values[ability] = tierValue(ability, owned[ability] ?? 0);
  for (const [role, tier] of Object.entries(coordinators) as [CoordinatorRole, number][]) {
    const ability = ROLE_ABILITY[role];
    const top = tierValue(ability, ABILITY_MAX_TIER);
    values[ability] = Math.min(top, values[ability] + COORDINATOR_GROWTH.effectShare * tierValue(ability, tier));
  }
  return values;
}

export function coachEffects(
  owned: OwnedTiers,
  coordinators: Partial<Record<CoordinatorRole, number>> = {},
): CoachEffects {
  const v = abilityValues(owned, coordinators);
  const growth = { ...NO_EFFECTS.growth };
  for (const [ability, positions] of Object.entries(ABILITY_POSITIONS) as [ArchetypeAbility, Position[]][]) {
    for (const pos of positions) growth[pos] += v[ability];
  }
  return {
    hours: v['recruiting-grind'],
    homePitch: v['home-pitch'],
    visits: v.closer,
    growth,
    redZone: v['red-zone'],
    moneyDownOffense: v['third-down-offense'],
    moneyDownDefense: v['third-down-defense'],
  };
}

/** Game-day edges in situations, rating points (core/sim: GamePlan.situations). */
export interface SituationEdges {
  redZone: number;
  moneyDownOffense: number;
  moneyDownDefense: number;
}

/**
 * Each program's game-day and development effects measured from the league's programs' mean, as the coaches' staff
 * edges and development are, so the league's scoring and development do not move with what its coaches own.
 */
export function againstLeague(effects: ReadonlyMap<string, CoachEffects>): {
  situations: Map<string, SituationEdges>;
  growth: Map<string, Record<Position, number>>;
} {
  const n = Math.max(1, effects.size);
  const mean = (f: (e: CoachEffects) => number) => [...effects.values()].reduce((sum, e) => sum + f(e), 0) / n;
  const red = mean((e) => e.redZone);
  const off = mean((e) => e.moneyDownOffense);
  const def = mean((e) => e.moneyDownDefense);
  const growthMean = Object.fromEntries(POSITIONS.map((p) => [p, mean((e) => e.growth[p])])) as Record<
    Position,
    number
  >;
  const situations = new Map<string, SituationEdges>();
  const growth = new Map<string, Record<Position, number>>();
  for (const [team, e] of effects) {
    situations.set(team, {
      redZone: e.redZone - red,
      moneyDownOffense: e.moneyDownOffense - off,
      moneyDownDefense: e.moneyDownDefense - def,
    });
    growth.set(
      team,
      Object.fromEntries(POSITIONS.map((p) => [p, e.growth[p] - growthMean[p]])) as Record<Position, number>,
    );
  }
  return { situations, growth };
}
