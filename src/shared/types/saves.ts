// Save files and the dynasty settings; the saves' types are their answers' schemas' (contract/answers/seasonSetup.ts).
import type { Static } from 'typebox';
import type { loadSaveAnswer, saveEntryAnswer, savesAnswer } from '../contract/answers/seasonSetup.js';
import type { settingsAnswer } from '../contract/answers/programRoster.js';

// ---------------------------------------------------------------------------------------------------------
// Saves (beside the spec's calls): GET /api/saves/, POST /api/saves/load/ {name}, POST /api/saves/delete/
// {name} (answers like GET /api/saves/), GET /api/saves/export/?name= (the file), POST /api/saves/import/
// (the file as an application/octet-stream body; answers like load).

export type SaveEntry = Static<typeof saveEntryAnswer>;
/** Most recently played first. */
export type SavesResponse = Static<typeof savesAnswer>;
export type LoadSaveResponse = Static<typeof loadSaveAnswer>;

// ---------------------------------------------------------------------------------------------------------
// GET /api/settings/ and POST /api/settings/ { detail_seasons: number | "all" } (the dynasty's settings)

export type SettingsResponse = Static<typeof settingsAnswer>;
