// The dynasty's settings: how many past seasons keep full game detail. One use case for `dynasty settings`,
// POST /api/settings and the settings screen of `dynasty play`.
import { coachedTeams } from '../program.js';
import type { Db } from '../database.js';
import { GameError } from '../errors.js';
import { readState } from '../queries/meta.js';
import { MAX_DETAIL_SEASONS, type Retention, writeRetention } from '../queries/retention.js';
import { handBackFreePages, pruneOldDetail, pruneOldPortals } from './offseason/pruneDetail.js';

/** "all" (keep everything) or a whole number of past seasons, as typed on the command line or sent by the web page. */
export function parseRetention(value: unknown): Retention {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (text === 'all') return { keep: 'all' };
  if (/^\d{1,3}$/.test(text) && Number(text) <= MAX_DETAIL_SEASONS) return { keep: 'seasons', seasons: Number(text) };
  throw new GameError(
    'bad_input',
    `Detail seasons must be "all" or a whole number from 0 to ${MAX_DETAIL_SEASONS}, not "${String(value).slice(0, 40)}".`,
  );
}

/**
 * Sets how many past seasons keep drives, players' lines and play-by-play. A smaller number drops the detail
 * now (it cannot come back); "all" keeps what is still there and everything from now on.
 */
export function changeRetention(db: Db, retention: Retention): Retention {
  return db.transaction(() => {
    writeRetention(db, retention);
    const state = readState(db);
    const coached = [...coachedTeams(db)];
    pruneOldDetail(db, state.year, coached);
    pruneOldPortals(db, state.year, coached);
    handBackFreePages(db);
    return retention;
  });
}
