// Types of early departures and the NFL draft.
import type { ClassYear, Position } from '../players/types.js';

/** A player who leaves college for the draft: a senior out of eligibility, or an underclassman who declared. */
export interface DraftProspect {
  id: number;
  first: string;
  last: string;
  pos: Position;
  year: ClassYear;
  redshirted: boolean;
  rating: number;
  potential: number;
  /** His college program. */
  college: string;
  /** Declared with eligibility left. */
  early: boolean;
}

export interface DraftPick {
  /** 1..picks overall. */
  pick: number;
  round: number;
  /** Pick within the round, 1-based. */
  roundPick: number;
  /** The club, by city. */
  nflTeam: string;
  player: DraftProspect;
}

export interface DraftResult {
  /** Draft year (the spring after the season). */
  draftYear: number;
  picks: DraftPick[];
  /** Early entrants no club chose. */
  undraftedEarly: DraftProspect[];
}
