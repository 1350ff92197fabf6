// A finished season's game box scores and team totals, each season in one deflated blob (save schema 11), written
// when the next season begins. A row a game (game_boxes) cost a 30-season save about 3 MiB and a row a team and season
// (team_stats) another 0.65: each row's packed numbers were too short for deflate, and each row paid SQLite's
// overhead. Here the numbers are written field by field across the season (every game's passing yards, then every
// game's rushing yards...), so deflate sees runs of like values: a season's boxes take about 57 KB instead of 100.
// A game page reads its box from the season's blob (about a millisecond to inflate and read).
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { TeamGameStats } from '../../core/sim/types.js';
import { type GameBox, TEAM_STAT_FIELDS } from './boxScore.js';
import { PackedReader, PackedWriter } from './packedInts.js';
import { storedDecoder } from '../storedContent.js';

const FIELDS = TEAM_STAT_FIELDS.length;
/**
 * The season's end pays for the deflate: level 1 leaves a 30-season save's boxes 3% larger than level 6 (1.62 MiB
 * against 1.58) in about two thirds of the time. The polls are small and take the default level.
 */
const DEFLATE_LEVEL = 1;

function writeColumns(out: PackedWriter, stats: readonly TeamGameStats[]): void {
  for (const field of TEAM_STAT_FIELDS) for (const s of stats) out.int(s[field]);
}

/** Every field of `count` stat lines written by writeColumns, as objects with the fields in stored order. */
function readColumns(input: PackedReader, count: number, fields: number): TeamGameStats[] {
  const values = new Float64Array(count * fields);
  for (let f = 0; f < fields; f++) for (let i = 0; i < count; i++) values[i * fields + f] = input.int();
  return Array.from({ length: count }, (_, i) => {
    const stats: Record<string, number> = {};
    // A field added to TEAM_STAT_FIELDS later reads as 0 from an older blob, as readFields does.
    for (let f = 0; f < FIELDS; f++) stats[TEAM_STAT_FIELDS[f]] = f < fields ? values[i * fields + f] : 0;
    return stats as unknown as TeamGameStats;
  });
}

export interface ArchivedBox {
  gameId: number;
  box: GameBox;
}

/** A season's boxes (any order of games: they are stored by id). */
export function encodeSeasonBoxes(games: readonly ArchivedBox[]): Uint8Array {
  const sorted = [...games].sort((a, b) => a.gameId - b.gameId);
  const out = new PackedWriter().int(sorted.length).int(FIELDS);
  let previous = 0;
  for (const g of sorted) {
    out.int(g.gameId - previous);
    previous = g.gameId;
  }
  writeColumns(
    out,
    sorted.map((g) => g.box.teamStats.home),
  );
  writeColumns(
    out,
    sorted.map((g) => g.box.teamStats.away),
  );
  for (const g of sorted) out.int(g.box.homeByPeriod.length).int(g.box.awayByPeriod.length);
  for (const g of sorted) for (const p of g.box.homeByPeriod) out.int(p);
  for (const g of sorted) for (const p of g.box.awayByPeriod) out.int(p);
  return deflateRawSync(out.finish(), { level: DEFLATE_LEVEL });
}

/**
 * encodeSeasonBoxes of the boxes as game_boxes stores them (encodeBox's bytes), the same blob, read straight into
 * columns: the season's end archives about 880 boxes, and objects made and read back by name for each cost several
 * times the rest.
 */
export function encodePackedSeasonBoxes(games: readonly { gameId: number; box: Uint8Array }[]): Uint8Array {
  const sorted = [...games].sort((a, b) => a.gameId - b.gameId);
  const count = sorted.length;
  // Column c (home fields, then away fields) of game i at columns[c * count + i]; zero-filled like a field a box
  // left out (readFields' count covers fewer fields, or the mask leaves it out).
  const columns = new Float64Array(2 * FIELDS * count);
  const homeByPeriod: number[][] = [];
  const awayByPeriod: number[][] = [];
  for (let i = 0; i < count; i++) {
    const input = new PackedReader(sorted[i].box);
    for (let side = 0; side < 2; side++) {
      const fields = input.int();
      let mask = input.int();
      for (let f = 0; f < fields; f++) {
        const nonzero = mask % 2 === 1;
        mask = Math.floor(mask / 2);
        const v = nonzero ? input.int() : 0;
        if (f < FIELDS) columns[(side * FIELDS + f) * count + i] = v;
      }
    }
    homeByPeriod.push(input.ints());
    awayByPeriod.push(input.ints());
  }
  const out = new PackedWriter().int(count).int(FIELDS);
  let previous = 0;
  for (const g of sorted) {
    out.int(g.gameId - previous);
    previous = g.gameId;
  }
  out.intValues(columns, columns.length);
  for (let i = 0; i < count; i++) out.int(homeByPeriod[i].length).int(awayByPeriod[i].length);
  for (const periods of homeByPeriod) for (const p of periods) out.int(p);
  for (const periods of awayByPeriod) for (const p of periods) out.int(p);
  return deflateRawSync(out.finish(), { level: DEFLATE_LEVEL });
}

function decodeSeasonBoxesUnchecked(bytes: Uint8Array): ArchivedBox[] {
  const input = new PackedReader(inflateRawSync(bytes));
  const count = input.int();
  const fields = input.int();
  const ids: number[] = [];
  let id = 0;
  for (let i = 0; i < count; i++) {
    id += input.int();
    ids.push(id);
  }
  const home = readColumns(input, count, fields);
  const away = readColumns(input, count, fields);
  const periods = Array.from({ length: count }, () => [input.int(), input.int()]);
  const homeByPeriod = periods.map(([n]) => Array.from({ length: n }, () => input.int()));
  const awayByPeriod = periods.map(([, n]) => Array.from({ length: n }, () => input.int()));
  return ids.map((gameId, i) => ({
    gameId,
    box: { teamStats: { home: home[i], away: away[i] }, homeByPeriod: homeByPeriod[i], awayByPeriod: awayByPeriod[i] },
  }));
}

/** One game's box from a season's blob (undefined when the season has no such game): what a game page reads. */
function decodeSeasonBoxUnchecked(bytes: Uint8Array, gameId: number): GameBox | undefined {
  const input = new PackedReader(inflateRawSync(bytes));
  const count = input.int();
  const fields = input.int();
  let index = -1;
  let id = 0;
  for (let i = 0; i < count; i++) {
    id += input.int();
    if (id === gameId) index = i;
  }
  if (index < 0) return undefined;
  const side = (): TeamGameStats => {
    const stats: Record<string, number> = {};
    for (let f = 0; f < fields; f++) {
      for (let i = 0; i < count; i++) {
        const v = input.int();
        if (i === index && f < FIELDS) stats[TEAM_STAT_FIELDS[f]] = v;
      }
    }
    for (let f = fields; f < FIELDS; f++) stats[TEAM_STAT_FIELDS[f]] = 0;
    return stats as unknown as TeamGameStats;
  };
  const home = side();
  const away = side();
  let skipHome = 0;
  let skipAway = 0;
  let homePeriods = 0;
  let awayPeriods = 0;
  for (let i = 0; i < count; i++) {
    const h = input.int();
    const a = input.int();
    if (i < index) {
      skipHome += h;
      skipAway += a;
    } else if (i === index) {
      homePeriods = h;
      awayPeriods = a;
    } else {
      skipAway += h;
    }
  }
  // The stream holds every game's home periods, then every game's away periods: skipHome are those before this game's
  // home periods; skipAway, the other games' home periods after them and the away periods before this game's.
  for (let i = 0; i < skipHome; i++) input.int();
  const homeByPeriod = Array.from({ length: homePeriods }, () => input.int());
  for (let i = 0; i < skipAway; i++) input.int();
  const awayByPeriod = Array.from({ length: awayPeriods }, () => input.int());
  return { teamStats: { home, away }, homeByPeriod, awayByPeriod };
}

export interface ArchivedTeamStats {
  team: string;
  games: number;
  offense: TeamGameStats;
  defense: TeamGameStats;
}

/** A season's team totals, in the order given (the readers' order: by team). */
export function encodeSeasonTeamStats(rows: readonly ArchivedTeamStats[]): Uint8Array {
  const out = new PackedWriter().int(rows.length).int(FIELDS);
  for (const r of rows) out.text(r.team).int(r.games);
  writeColumns(
    out,
    rows.map((r) => r.offense),
  );
  writeColumns(
    out,
    rows.map((r) => r.defense),
  );
  return deflateRawSync(out.finish(), { level: DEFLATE_LEVEL });
}

function decodeSeasonTeamStatsUnchecked(bytes: Uint8Array): ArchivedTeamStats[] {
  const input = new PackedReader(inflateRawSync(bytes));
  const count = input.int();
  const fields = input.int();
  const teams = Array.from({ length: count }, () => ({ team: input.text(), games: input.int() }));
  const offense = readColumns(input, count, fields);
  const defense = readColumns(input, count, fields);
  return teams.map((t, i) => ({ team: t.team, games: t.games, offense: offense[i], defense: defense[i] }));
}

/** A finished season's poll row (the polls table's columns, in its order). */
export interface ArchivedPollRow {
  year: number;
  week: number;
  team: string;
  rank: number;
  previous_rank: number;
  poll_score: number | null;
  first_place_votes: number;
  strength_of_record: number | null;
  resume_score: number;
  voter_seed: number;
}

const zigzag = (v: number): number => (v >= 0 ? v * 2 : -v * 2 - 1);
const unzigzag = (n: number): number => (n % 2 === 0 ? n / 2 : -(n + 1) / 2);

/**
 * A score as one whole number: 0 null, 2n + 1 the thousandths n (the polls' scores and strengths of record have at
 * most three decimals, and n / 1000 gives back the very same double, checked), 2i + 2 the i-th of the doubles written after
 * the columns (any other value, exactly).
 */
function scoreCode(value: number | null, others: number[]): number {
  if (value === null) return 0;
  const thousandths = Math.round(value * 1000);
  if (Number.isSafeInteger(thousandths) && thousandths / 1000 === value) return 2 * zigzag(thousandths) + 1;
  return 2 * (others.push(value) - 1) + 2;
}

function scoreOf(code: number, others: readonly number[]): number | null {
  if (code === 0) return null;
  return code % 2 === 1 ? unzigzag((code - 1) / 2) / 1000 : others[(code - 2) / 2];
}

/** A finished season's polls (rows in week and rank order; every row of one year), column by column. */
export function encodeSeasonPolls(rows: readonly ArchivedPollRow[]): Uint8Array {
  const teams: string[] = [];
  const teamIndex = new Map<string, number>();
  for (const r of rows) if (!teamIndex.has(r.team)) teamIndex.set(r.team, teams.push(r.team) - 1);
  const others: number[] = [];
  const out = new PackedWriter()
    .int(rows.length)
    .int(rows[0]?.year ?? 0)
    .int(teams.length);
  for (const team of teams) out.text(team);
  for (const r of rows) out.int(r.week);
  for (const r of rows) out.int(teamIndex.get(r.team)!);
  for (const r of rows) out.int(r.rank);
  for (const r of rows) out.int(r.previous_rank);
  for (const r of rows) out.int(scoreCode(r.poll_score, others));
  for (const r of rows) out.int(r.first_place_votes);
  for (const r of rows) out.int(scoreCode(r.strength_of_record, others));
  for (const r of rows) out.int(scoreCode(r.resume_score, others));
  for (const r of rows) out.int(r.voter_seed);
  // Doubles as their shortest decimal text, which reads back as the very same double.
  out.int(others.length);
  for (const v of others) out.text(String(v));
  return deflateRawSync(out.finish(), { level: 6 });
}

function decodeSeasonPollsUnchecked(bytes: Uint8Array): ArchivedPollRow[] {
  const input = new PackedReader(inflateRawSync(bytes));
  const count = input.int();
  const year = input.int();
  const teams = Array.from({ length: input.int() }, () => input.text());
  const column = (): number[] => Array.from({ length: count }, () => input.int());
  const week = column();
  const team = column();
  const rank = column();
  const previous = column();
  const pollScore = column();
  const firstPlaceVotes = column();
  const strength = column();
  const resume = column();
  const voterSeed = column();
  const others = Array.from({ length: input.int() }, () => Number(input.text()));
  return week.map((w, i) => ({
    year,
    week: w,
    team: teams[team[i]],
    rank: rank[i],
    previous_rank: previous[i],
    poll_score: scoreOf(pollScore[i], others),
    first_place_votes: firstPlaceVotes[i],
    strength_of_record: scoreOf(strength[i], others),
    resume_score: scoreOf(resume[i], others) ?? 0,
    voter_seed: voterSeed[i],
  }));
}

// Decoding a stored blob: a damaged one is a damaged save (storedContent.ts).
export const decodeSeasonBoxes = storedDecoder(`a past season's box scores`, decodeSeasonBoxesUnchecked);
export const decodeSeasonBox = storedDecoder(`a past season's box score`, decodeSeasonBoxUnchecked);
export const decodeSeasonTeamStats = storedDecoder(`a past season's team statistics`, decodeSeasonTeamStatsUnchecked);
export const decodeSeasonPolls = storedDecoder(`a past season's polls`, decodeSeasonPollsUnchecked);
