// Types of players and rosters.

export const POSITIONS = ['QB', 'RB', 'WR', 'TE', 'OL', 'DL', 'LB', 'CB', 'S', 'K', 'P'] as const;
export type Position = (typeof POSITIONS)[number];

export const CLASS_YEARS = ['fr', 'so', 'jr', 'sr'] as const;
export type ClassYear = (typeof CLASS_YEARS)[number];

/** Starters per position: 11 on offense, 11 on defense, plus kicker and punter. */
export const STARTERS: Record<Position, number> = {
  QB: 1,
  RB: 1,
  WR: 3,
  TE: 1,
  OL: 5,
  DL: 4,
  LB: 3,
  CB: 2,
  S: 2,
  K: 1,
  P: 1,
};

/** Attributes 0-99 that the game engine reads. Every player has all of them; each position leans on a few. */
export interface PlayerAttributes {
  speed: number;
  strength: number;
  agility: number;
  awareness: number;
  throwPower: number;
  throwAccuracy: number;
  carrying: number;
  catching: number;
  routeRunning: number;
  passBlock: number;
  runBlock: number;
  passRush: number;
  runStop: number;
  coverage: number;
  tackling: number;
  kickPower: number;
  kickAccuracy: number;
  stamina: number;
}

export interface Player {
  id: number;
  team: string;
  first: string;
  last: string;
  pos: Position;
  year: ClassYear;
  /** Has used a redshirt year (an extra year on campus; a redshirt senior is still "sr"). */
  redshirted: boolean;
  /** Overall 0-99, from the attributes weighted for the position. */
  rating: number;
  attributes: PlayerAttributes;
  /** Recruiting stars 1-5. */
  stars: number;
  /** Development trait 1-5: how fast the player improves. */
  developmentTrait: number;
  /** The overall the player could reach, 0-99. */
  potential: number;
  /** Place on the depth chart at the position: 1 is the first string. */
  depth: number;
  starter: boolean;
}

export interface TeamRatings {
  offense: number;
  defense: number;
  overall: number;
}

/** Hands out unique player ids; the store persists where it stands. */
export interface IdSource {
  next(): number;
}
