// Where the late signings stand, for the pages that point to them (the season summary in the web and the terminal):
// the late recruiting weeks left before signing day and the player's scholarships still open.
import type { LateSignings } from '../../../shared/recruitingApi.js';
import type { Db } from '../../database.js';
import { RecruitingDesk } from './desk.js';
import type { Program } from '../../program.js';

/** Null when no late week is coming (during the season's weeks, after the last late week, after signing day). */
export function lateSigningsOf(db: Db, program: Program): LateSignings | null {
  const desk = new RecruitingDesk(db, program);
  const info = desk.info();
  if (info.status !== 'open' || !info.late) return null;
  return { weeks_left: info.weeks - info.week, scholarships_left: desk.scholarships().left };
}
