// A coach's archetypes and the abilities of each one's tree, as data every side reads (the game in
// core/coaches/archetypes.ts, the forms that make a coach, the pages that show them). What each tier is worth is the
// game's (core/coaches/tuning.ts ABILITY_TIERS), shown in numbers by the coach's page.

export const COACH_ARCHETYPES = ['recruiter', 'motivator', 'tactician'] as const;
export type CoachArchetype = (typeof COACH_ARCHETYPES)[number];

export const ARCHETYPE_ABILITIES = [
  'recruiting-grind',
  'home-pitch',
  'closer',
  'skill-developer',
  'trench-builder',
  'back-seven',
  'red-zone',
  'third-down-offense',
  'third-down-defense',
] as const;
export type ArchetypeAbility = (typeof ARCHETYPE_ABILITIES)[number];

export interface ArchetypeData {
  label: string;
  description: string;
  /** Its tree, in the order the computer's coaches buy them. */
  abilities: readonly ArchetypeAbility[];
}

export const ARCHETYPES: Record<CoachArchetype, ArchetypeData> = {
  recruiter: {
    label: 'Recruiter',
    description: 'wins the living rooms: more hours on the road, a stronger pitch close to home, visits that close',
    abilities: ['recruiting-grind', 'home-pitch', 'closer'],
  },
  motivator: {
    label: 'Motivator',
    description: 'builds the program from within: every returning player of a position group grows more each offseason',
    abilities: ['skill-developer', 'trench-builder', 'back-seven'],
  },
  tactician: {
    label: 'Tactician',
    description: 'wins on Saturday: an edge in the red zone and on the downs that decide drives',
    abilities: ['red-zone', 'third-down-offense', 'third-down-defense'],
  },
};

export interface ArchetypeAbilityData {
  label: string;
  archetype: CoachArchetype;
  /** What a tier gives, with "{n}" for its number (ABILITY_TIERS; shares shown as percentages). */
  effect: string;
}

export const ABILITY_DATA: Record<ArchetypeAbility, ArchetypeAbilityData> = {
  'recruiting-grind': {
    label: 'Recruiting grind',
    archetype: 'recruiter',
    effect: '+{n} recruiting hours every week of the cycle',
  },
  'home-pitch': {
    label: 'Home-region pitch',
    archetype: 'recruiter',
    effect: '+{n} interest from contacts and pitches to prospects within {miles} miles of campus',
  },
  closer: { label: 'Closer', archetype: 'recruiter', effect: '+{n} interest from offers and official visits' },
  'skill-developer': {
    label: 'Skill-position developer',
    archetype: 'motivator',
    effect: '+{n} overall a year for every returning QB, RB, WR and TE',
  },
  'trench-builder': {
    label: 'Trench builder',
    archetype: 'motivator',
    effect: '+{n} overall a year for every returning OL and DL',
  },
  'back-seven': {
    label: 'Back-seven builder',
    archetype: 'motivator',
    effect: '+{n} overall a year for every returning LB, CB and S',
  },
  'red-zone': {
    label: 'Red-zone play caller',
    archetype: 'tactician',
    effect: "+{n} rating points on his offense's snaps inside the opponent's 20",
  },
  'third-down-offense': {
    label: 'Money-down offense',
    archetype: 'tactician',
    effect: "+{n} rating points on his offense's third and fourth downs",
  },
  'third-down-defense': {
    label: 'Money-down defense',
    archetype: 'tactician',
    effect: "+{n} rating points on his defense's third and fourth downs",
  },
};

/** Tiers of every ability (I, II, III). */
export const ABILITY_MAX_TIER = 3;

export function tierNumeral(tier: number): string {
  return ['', 'I', 'II', 'III'][tier] ?? String(tier);
}

/** A coordinator's role ability in words: "Red-zone play caller I: +1 rating points ... (II at level 7)". */
export function roleAbilityText(a: {
  label: string;
  tier: number;
  effect: string | null;
  next_tier_level: number | null;
}): string {
  const next = a.next_tier_level === null ? '' : ` (${tierNumeral(a.tier + 1)} at level ${a.next_tier_level})`;
  return a.tier === 0 || a.effect === null
    ? `${a.label}${next}`
    : `${a.label} ${tierNumeral(a.tier)}: ${a.effect}${next}`;
}
