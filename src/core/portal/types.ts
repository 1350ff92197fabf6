// Types of the transfer portal.
import type { Player } from '../players/types.js';
import type { PreferenceWeights, RecruitingProgram } from '../recruiting/types.js';

/** Why a player enters the portal (the strongest of his reasons). */
export type PortalReason =
  | 'playing_time'
  | 'behind_better'
  | 'program_declined'
  | 'coach_change'
  | 'moving_up'
  | 'fresh_start'
  | 'released';

export const PORTAL_REASON_LABELS: Record<PortalReason, string> = {
  playing_time: 'Lack of playing time',
  behind_better: 'Behind better players',
  program_declined: 'Program declined',
  coach_change: 'Coaching change',
  moving_up: 'Moving up a level',
  fresh_start: 'Fresh start',
  released: 'Released by his program',
};

/** What entry looks at about a program after its season. */
export interface ProgramSeason {
  /** A losing season, or far fewer wins than the year before. */
  declined: boolean;
  /** A new head coach (filled in by the coaches' carousel once it exists). */
  coachChanged: boolean;
  /** Prestige 1-7 this season: starters of small programs leave to move up a level. */
  prestige: number;
}

export interface PortalEntrant {
  player: Player;
  fromTeam: string;
  reason: PortalReason;
}

/** A player in the portal as the signing sees him. */
export interface PortalPlayer {
  /** What the signing reads of him: his position, overall and stars (interest looks at his position and home). */
  player: Pick<Player, 'id' | 'pos' | 'rating' | 'stars'>;
  fromTeam: string;
  /** USPS state of his last campus: transfers favour the region they know. */
  state: string;
  preferences: PreferenceWeights;
}

/** A program in the portal: the recruiting view of it, plus how many it may sign. */
export interface PortalProgram extends RecruitingProgram {
  /** Players it may add under the limit (openings by position are RecruitingProgram.openings). */
  room: number;
  /** Overall of its median player at each position (offers only to players who would help). */
  positionMedian: Record<string, number>;
  /** The player's program: offers only what the player offered (offers), never by need. */
  offers: readonly number[] | null;
  /** Portal players the player's program promised a starting role (his decision counts it full playing time). */
  promises?: ReadonlySet<number>;
}

export interface PortalSigning {
  playerId: number;
  team: string;
  /** Round of decisions he signed in (1-based). */
  round: number;
}
