// The JSON bodies of every HTTP API call (spec sections 3 and 7), shared by src/server and src/web so that a
// renamed field breaks the build instead of a page. JSON only: no Date, Map, Set, undefined-as-value or classes.
//
// Conventions used throughout:
// - Team names are the identifiers (routes, links, logos). Logos: /logos/teams/{name}.svg and
//   /logos/conferences/{confName}.svg (names URL-encoded).
// - `ranking` is the team's AP ranking among all FBS teams (1 = best). Every team has one once the season
//   exists; 0 means "not ranked yet" (the UI treats 0 as unranked).
// - The shapes follow the original system's wire format (/work/shared/wire-format.md, "the document"): its keys,
//   nesting and types; fields our own UI needs more travel beside them, never instead of them. The runtime
//   checks of these shapes live in ./wire/ (used by the contract tests).
// - `record` is a display string "W-L (CW-CL)": overall, then conference ("10-2 (7-1)").
// - `score` is a display string from the point of view of the team in question, its points first ("31-24").
// - Spreads and moneylines are display strings formatted by the server: spread "-7.5", "+3", "Even";
//   moneyline "-250", "+190"; kept for played games too. null only when the game has no line yet (a game
//   scheduled in the preseason is priced when the season starts).
// - `result` is 'W' or 'L' from the point of view of the team in question, null while the game is unplayed.
// - Any response body may also carry `user_id` (see WithUserId); the client stores it.

// The types live by domain in ./types/; this file gathers them so that imports need not know where.
export type * from './types/common.js';
export type * from './types/home.js';
export type * from './types/league.js';
export type * from './types/player.js';
export type * from './types/game.js';
export type * from './types/stats.js';
export type * from './types/season.js';
export type * from './types/saves.js';
export type * from './types/coach.js';
export type * from './types/series.js';
export type { GameSite } from './gameSite.js';
export type * from './types/leagueSetup.js';
export type * from './types/godMode.js';
