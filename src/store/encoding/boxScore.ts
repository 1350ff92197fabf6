// A game's team box score (both teams' totals and points by period) in the packed encoding. Kept for every
// game forever: the old game pages show their score, line score and team totals from it.
import type { TeamGameStats } from '../../core/sim/types.js';
import { type AllKeys, PackedReader, PackedWriter, readFields } from './packedInts.js';
import { storedDecoder } from '../storedContent.js';

export interface GameBox {
  teamStats: { home: TeamGameStats; away: TeamGameStats };
  homeByPeriod: number[];
  awayByPeriod: number[];
}

/** Stored order of the team stat fields: append new fields at the end, never reorder. */
export const TEAM_STAT_FIELDS = [
  'points',
  'firstDowns',
  'firstDownsPass',
  'firstDownsRush',
  'firstDownsPenalty',
  'totalYards',
  'passYards',
  'rushYards',
  'passAttempts',
  'completions',
  'passTouchdowns',
  'rushAttempts',
  'rushTouchdowns',
  'plays',
  'thirdDownAttempts',
  'thirdDownConversions',
  'fourthDownAttempts',
  'fourthDownConversions',
  'turnovers',
  'fumbles',
  'fumblesLost',
  'interceptionsThrown',
  'penalties',
  'penaltyYards',
  'sacks',
  'sacksAllowed',
  'sackYardsLost',
  'punts',
  'puntYards',
  'fieldGoalsAttempted',
  'fieldGoalsMade',
  'extraPointsAttempted',
  'extraPointsMade',
  'twoPointAttempts',
  'twoPointConversions',
  'kickReturnYards',
  'puntReturnYards',
  'timeOfPossession',
  'drives',
] as const satisfies readonly (keyof TeamGameStats)[];
const everyTeamStat: AllKeys<TeamGameStats, typeof TEAM_STAT_FIELDS> = true;
void everyTeamStat;

/**
 * The fields in stored order, each read by name into a scratch array: a season writes 3,400 of these, and writeFields'
 * reads by key over the engine's stat objects cost a cold command several times as much. A field added to
 * TEAM_STAT_FIELDS must be added here too: the check below stops the program at load time when one is missing.
 */
const scratch = new Float64Array(TEAM_STAT_FIELDS.length);
export function teamStatsInto(s: Float64Array, t: TeamGameStats): void {
  s[0] = t.points;
  s[1] = t.firstDowns;
  s[2] = t.firstDownsPass;
  s[3] = t.firstDownsRush;
  s[4] = t.firstDownsPenalty;
  s[5] = t.totalYards;
  s[6] = t.passYards;
  s[7] = t.rushYards;
  s[8] = t.passAttempts;
  s[9] = t.completions;
  s[10] = t.passTouchdowns;
  s[11] = t.rushAttempts;
  s[12] = t.rushTouchdowns;
  s[13] = t.plays;
  s[14] = t.thirdDownAttempts;
  s[15] = t.thirdDownConversions;
  s[16] = t.fourthDownAttempts;
  s[17] = t.fourthDownConversions;
  s[18] = t.turnovers;
  s[19] = t.fumbles;
  s[20] = t.fumblesLost;
  s[21] = t.interceptionsThrown;
  s[22] = t.penalties;
  s[23] = t.penaltyYards;
  s[24] = t.sacks;
  s[25] = t.sacksAllowed;
  s[26] = t.sackYardsLost;
  s[27] = t.punts;
  s[28] = t.puntYards;
  s[29] = t.fieldGoalsAttempted;
  s[30] = t.fieldGoalsMade;
  s[31] = t.extraPointsAttempted;
  s[32] = t.extraPointsMade;
  s[33] = t.twoPointAttempts;
  s[34] = t.twoPointConversions;
  s[35] = t.kickReturnYards;
  s[36] = t.puntReturnYards;
  s[37] = t.timeOfPossession;
  s[38] = t.drives;
}
{
  const numbered = Object.fromEntries(TEAM_STAT_FIELDS.map((key, i) => [key, i + 1])) as unknown as TeamGameStats;
  teamStatsInto(scratch, numbered);
  if (scratch.some((v, i) => v !== i + 1))
    throw new Error('boxScore: the team stat fields changed; update teamStatsInto');
}

/** The same bytes as writeFields(out, stats, TEAM_STAT_FIELDS). */
export function writeTeamStats(out: PackedWriter, stats: TeamGameStats): void {
  teamStatsInto(scratch, stats);
  out.fieldValues(scratch, TEAM_STAT_FIELDS.length);
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

function decodeBoxUnchecked(bytes: Uint8Array): GameBox {
  const input = new PackedReader(bytes);
  const home = readTeamStats(input);
  const away = readTeamStats(input);
  return { teamStats: { home, away }, homeByPeriod: input.ints(), awayByPeriod: input.ints() };
}

/**
 * encodeTeamSeason of sums held as values in stored field order (teamStatsInto's): the same bytes. A season's team
 * totals are added as such rows, read by the encoder's own teamStatsInto, where an adder of 39 named fields was one
 * more large function for a short command to compile.
 */
export function encodeTeamSeasonValues(offense: Float64Array, defense: Float64Array): Uint8Array {
  const out = new PackedWriter();
  out.fieldValues(offense, TEAM_STAT_FIELDS.length);
  out.fieldValues(defense, TEAM_STAT_FIELDS.length);
  return out.finish();
}

/** A team's season sums (offense: its own totals; defense: its opponents') in one blob. */
export function encodeTeamSeason(offense: TeamGameStats, defense: TeamGameStats): Uint8Array {
  const out = new PackedWriter();
  writeTeamStats(out, offense);
  writeTeamStats(out, defense);
  return out.finish();
}

function decodeTeamSeasonUnchecked(bytes: Uint8Array): { offense: TeamGameStats; defense: TeamGameStats } {
  const input = new PackedReader(bytes);
  const offense = readTeamStats(input);
  return { offense, defense: readTeamStats(input) };
}

// Decoding a stored blob: a damaged one is a damaged save (storedContent.ts).
export const decodeBox = storedDecoder(`a game's box score`, decodeBoxUnchecked);
export const decodeTeamSeason = storedDecoder(`a team's season statistics`, decodeTeamSeasonUnchecked);
