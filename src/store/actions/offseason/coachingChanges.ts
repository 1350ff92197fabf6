// HOOK for the coaches' carousel (issue 15 part A): did a program change head coaches this offseason? Portal entry
// (departures.ts) makes players of such programs more likely to leave. Until coaches exist nobody changes coaches;
// the carousel replaces this body with its own answer (it runs before roster progression).
import type { Db } from '../../database.js';

export function programChangedCoaches(_db: Db, _team: string, _year: number): boolean {
  return false;
}
