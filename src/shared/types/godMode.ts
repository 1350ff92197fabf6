// God Mode: GET /api/god_mode/ and POST /api/god_mode/ {action, ...}.
import type { ForcibleGames } from '../league-types.js';
import type { Info, WithUserId } from './common.js';

export interface GodModeLogEntry {
  year: number;
  week: number;
  what: string;
}

export interface GodModeResponse extends WithUserId {
  info: Info;
  on: boolean;
  /** Everything done under God Mode, oldest first. */
  log: GodModeLogEntry[];
  /** Seasons marked in history as played (in part) under God Mode. */
  seasons: number[];
  ratings: string[];
  coach_skills: string[];
  /** The week to come's unplayed games, to force a result on (picked, not typed). */
  forcible: ForcibleGames;
  /** After a change: what was done, in words. */
  done?: string;
}

export type GodModeChange =
  | { action: 'switch'; on: boolean }
  | { action: 'player'; id: number; ratings?: Record<string, number>; year?: string; pos?: string }
  | { action: 'move_player'; id: number; team: string }
  | { action: 'coach'; team: string; skills: Record<string, number> }
  | { action: 'prestige'; team: string; prestige: number }
  | { action: 'force'; game: number; winner: string };
