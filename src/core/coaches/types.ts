// Head coaches: who they are, how they play, how good they are at each part of the job.

export const OFFENSIVE_SCHEMES = ['air_raid', 'spread', 'pro_style', 'option'] as const;
export type OffensiveScheme = (typeof OFFENSIVE_SCHEMES)[number];

export const TEMPOS = ['up_tempo', 'balanced', 'deliberate'] as const;
export type SchemeTempo = (typeof TEMPOS)[number];

export const DEFENSIVE_FRONTS = ['4-3', '3-4', '4-2-5', '3-3-5'] as const;
export type DefensiveFront = (typeof DEFENSIVE_FRONTS)[number];

/** Ratings 0-99 of a coach's parts of the job. */
export interface CoachRatings {
  offense: number;
  defense: number;
  recruiting: number;
  development: number;
  /** Clock, fourth downs, two-point tries: decisions on game day. */
  gameManagement: number;
}

export interface Coach extends CoachRatings {
  id: number;
  first: string;
  last: string;
  /** Year of birth: age = season - birthYear. */
  birthYear: number;
  scheme: OffensiveScheme;
  tempo: SchemeTempo;
  front: DefensiveFront;
  /** The program he leads (null: out of a head coaching job). */
  team: string | null;
  /** First season at his program. */
  since: number;
  /** Career record as a head coach (finished seasons). */
  wins: number;
  losses: number;
  /** The player's coach. */
  isUser: boolean;
}

export const SCHEME_LABELS: Record<OffensiveScheme, string> = {
  air_raid: 'Air Raid',
  spread: 'Spread',
  pro_style: 'Pro Style',
  option: 'Option',
};

export const TEMPO_LABELS: Record<SchemeTempo, string> = {
  up_tempo: 'Up-tempo',
  balanced: 'Balanced',
  deliberate: 'Deliberate',
};

export function coachName(c: Pick<Coach, 'first' | 'last'>): string {
  return `${c.first} ${c.last}`;
}

/** One number for a coach's quality: what programs hire on. */
export function coachOverall(c: CoachRatings): number {
  return Math.round(
    0.27 * c.offense + 0.27 * c.defense + 0.2 * c.recruiting + 0.16 * c.development + 0.1 * c.gameManagement,
  );
}
