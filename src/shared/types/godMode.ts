// God Mode: GET /api/god_mode/ and POST /api/god_mode/ {action, ...}; the answer's type is its schema's
// (contract/answers/seasonSetup.ts).
import type { Static } from 'typebox';
import type { godModeAnswer } from '../contract/answers/seasonSetup.js';

export type GodModeResponse = Static<typeof godModeAnswer>;

export type GodModeChange =
  | { action: 'switch'; on: boolean }
  | { action: 'player'; id: number; ratings?: Record<string, number>; year?: string; pos?: string }
  | { action: 'move_player'; id: number; team: string }
  | { action: 'coach'; team: string; skills: Record<string, number> }
  | { action: 'prestige'; team: string; prestige: number }
  | { action: 'force'; game: number; winner: string };
