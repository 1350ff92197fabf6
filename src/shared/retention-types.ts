// Answers of keeping players: the retention page (the coach's players at risk of leaving after the season, what each
// wants, what he was told and promised) and its changes. Built for the asking program only; each type is its
// answer's schema's (contract/answers/retention.ts).
import type { Static } from 'typebox';
import type { retentionAnswer, retentionChangeAnswer, retentionPlayerAnswer } from './contract/answers/retention.js';

/** GET /api/retention/, `dynasty retention --json`. */
export type RetentionResponse = Static<typeof retentionAnswer>;
export type RetentionPlayer = Static<typeof retentionPlayerAnswer>;
/** POST /api/retention/talk/ {player}, /promise/ {player, kind, value?}, /auto/. */
export type RetentionChangeResponse = Static<typeof retentionChangeAnswer>;
