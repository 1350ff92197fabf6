// A game's team box score (both teams' totals and points by period) in the packed encoding. Kept for every
// game forever: the old game pages show their score, line score and team totals from it.
import type { TeamGameStats } from '../../core/sim/types.js';
import { type AllKeys, PackedReader, PackedWriter, readFields, writeFields } from './packedInts.js';

export interface GameBox {
  teamStats: { home: TeamGameStats; away: TeamGameStats };
  homeByPeriod: number[];
  awayByPeriod: number[];
}

/** Stored order of the team stat fields: append new fields at the end, never reorder. */
export const TEAM_STAT_FIELDS = [
  'points', 'firstDowns', 'firstDownsPass', 'firstDownsRush', 'firstDownsPenalty', 'totalYards', 'passYards', 'rushYards',
  'passAttempts', 'completions', 'passTouchdowns', 'rushAttempts', 'rushTouchdowns', 'plays', 'thirdDownAttempts',
  'thirdDownConversions', 'fourthDownAttempts', 'fourthDownConversions', 'turnovers', 'fumbles', 'fumblesLost',
  'interceptionsThrown', 'penalties', 'penaltyYards', 'sacks', 'sacksAllowed', 'sackYardsLost', 'punts', 'puntYards',
  'fieldGoalsAttempted', 'fieldGoalsMade', 'extraPointsAttempted', 'extraPointsMade', 'twoPointAttempts',
  'twoPointConversions', 'kickReturnYards', 'puntReturnYards', 'timeOfPossession', 'drives',
] as const satisfies readonly (keyof TeamGameStats)[];
const everyTeamStat: AllKeys<TeamGameStats, typeof TEAM_STAT_FIELDS> = true;
void everyTeamStat;

export function writeTeamStats(out: PackedWriter, stats: TeamGameStats): void {
  writeFields(out, stats, TEAM_STAT_FIELDS);
}

export function readTeamStats(input: PackedReader): TeamGameStats {
  return readFields<TeamGameStats>(input, TEAM_STAT_FIELDS);
}

export function encodeBox(box: GameBox): Uint8Array {
  const out = new PackedWriter();
  writeTeamStats(out, box.teamStats.home);
  writeTeamStats(out, box.teamStats.away);
  out.ints(box.homeByPeriod).ints(box.awayByPeriod);
  return out.finish();
}

export function decodeBox(bytes: Uint8Array): GameBox {
  const input = new PackedReader(bytes);
  const home = readTeamStats(input);
  const away = readTeamStats(input);
  return { teamStats: { home, away }, homeByPeriod: input.ints(), awayByPeriod: input.ints() };
}

/** A team's season sums (offense: its own totals; defense: its opponents') in one blob. */
export function encodeTeamSeason(offense: TeamGameStats, defense: TeamGameStats): Uint8Array {
  const out = new PackedWriter();
  writeTeamStats(out, offense);
  writeTeamStats(out, defense);
  return out.finish();
}

export function decodeTeamSeason(bytes: Uint8Array): { offense: TeamGameStats; defense: TeamGameStats } {
  const input = new PackedReader(bytes);
  const offense = readTeamStats(input);
  return { offense, defense: readTeamStats(input) };
}
