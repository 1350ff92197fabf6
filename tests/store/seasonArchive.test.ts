// A finished season's game boxes, team totals and polls move into one blob each (save schema 11): every game page,
// the team statistics page and every poll of that season read the same from it, and a save made before the change archives its
// finished seasons when it is migrated.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastWeekFor } from '../../src/core/season/calendar.js';
import { advanceStage } from '../../src/store/actions/advance.js';
import { newDynasty } from '../../src/store/actions/newDynasty.js';
import { simulateTo } from '../../src/store/actions/season/simulate.js';
import { FCS_GAMES } from '../../src/store/migrations/fcsGames.js';
import { encodeBox, encodeTeamSeason } from '../../src/store/encoding/boxScore.js';
import {
  decodeSeasonBoxes,
  decodeSeasonPolls,
  encodePackedSeasonBoxes,
  encodeSeasonBoxes,
  encodeSeasonPolls,
} from '../../src/store/encoding/seasonArchive.js';
import { type GameDetails, gameDetails } from '../../src/store/queries/gameDetails.js';
import { readState } from '../../src/store/queries/meta.js';
import { currentRanks, latestPoll, latestPollWeek, pollOfWeek } from '../../src/store/queries/polls.js';
import { archiveSeason, archivedPolls } from '../../src/store/queries/seasonArchive.js';
import { seasonTeamStats } from '../../src/store/queries/teamStats.js';
import type { SaveFile } from '../../src/store/saveFile.js';
import { MIGRATIONS, SCHEMA_VERSION, migrate, schemaVersion } from '../../src/store/schema.js';
import { PageContext } from '../../src/store/views/context.js';
import { gameView } from '../../src/store/views/game.js';
import { teamStatsView } from '../../src/store/views/teamStats.js';
import { dropLineReadings, TABLES_AFTER_FCS } from '../helpers/laterTables.js';

const dir = mkdtempSync(join(tmpdir(), 'dynasty-season-archive-'));
let save: SaveFile;
let year: number;
let gameIds: number[];
const details = new Map<number, GameDetails>();

/** Every way the pages read a season's polls: each week's, the latest at or before each week, the ranks. */
function pollsOf(season: number): unknown {
  const weeks = Array.from({ length: 25 }, (_, week) => week);
  return {
    weeks: weeks.map((week) => pollOfWeek(save.db, season, week)),
    latest: weeks.map((week) => latestPollWeek(save.db, season, week)),
    final: latestPoll(save.db, season),
    ranks: [...currentRanks(save.db, season)],
    preseason: [...currentRanks(save.db, season, 0)],
  };
}

const count = (sql: string, params: number[] = []): number => Number(save.db.get<{ n: number }>(sql, params)?.n);

beforeAll(async () => {
  save = await newDynasty(join(dir, 'archive.db'), { year: 2024, team: 'Michigan', seed: 11, playoffTeams: 4 });
  save.change(() => advanceStage(save.db));
  save.change(() => simulateTo(save.db, lastWeekFor(readState(save.db).playoff.teams) + 1));
  year = readState(save.db).year;
  gameIds = save.db
    .all<{ id: number }>('SELECT id FROM games WHERE year = ? AND home_points IS NOT NULL ORDER BY id', [year])
    .map((g) => g.id);
  for (const id of gameIds) details.set(id, gameDetails(save.db, id)!);
}, 240_000);

afterAll(() => {
  save.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("a finished season's archive", () => {
  it('gives back every box of the season, bit for bit, in any order', () => {
    const games = gameIds.map((gameId) => ({ gameId, box: details.get(gameId)!.box }));
    const decoded = decodeSeasonBoxes(encodeSeasonBoxes([...games].reverse()));
    expect(decoded.map((g) => g.gameId)).toEqual(gameIds);
    expect(JSON.stringify(decoded)).toBe(JSON.stringify(games));
    // The season's end writes the same blob straight from the stored bytes.
    const packed = games.map((g) => ({ gameId: g.gameId, box: encodeBox(g.box) }));
    expect(Buffer.from(encodePackedSeasonBoxes(packed.reverse()))).toEqual(Buffer.from(encodeSeasonBoxes(games)));
  });

  it('gives back any poll score exactly, thousandths or not', () => {
    const row = {
      year: 2030,
      week: 3,
      team: 'Ohio State',
      rank: 1,
      previous_rank: 2,
      poll_score: 1550,
      first_place_votes: 60,
      strength_of_record: 1.4,
      resume_score: 0,
      voter_seed: 123456789,
    };
    const rows = [
      row,
      { ...row, team: 'Texas', rank: 2, poll_score: null, strength_of_record: 0.1 + 0.2, resume_score: -7.125 },
      { ...row, week: 4, strength_of_record: null, resume_score: Math.PI },
    ];
    expect(decodeSeasonPolls(encodeSeasonPolls(rows))).toEqual(rows);
  });

  it('serves the game pages and the team statistics the rows served, in a smaller room', () => {
    const ctx = () => new PageContext(save.db);
    const sample = gameIds.filter((_, i) => i % 37 === 0);
    const pages = sample.map((id) => gameView(ctx(), id));
    const teamStats = JSON.stringify(teamStatsView(ctx(), year));
    const totals = JSON.stringify(seasonTeamStats(save.db, year));
    const polls = JSON.stringify(pollsOf(year));
    const rowBytes =
      count('SELECT SUM(LENGTH(box)) AS n FROM game_boxes') + count('SELECT SUM(LENGTH(stats)) AS n FROM team_stats');

    save.change(() => archiveSeason(save.db, year));
    expect(count('SELECT COUNT(*) AS n FROM game_boxes')).toBe(0);
    expect(count('SELECT COUNT(*) AS n FROM team_stats WHERE year = ?', [year])).toBe(0);
    const blobBytes =
      count('SELECT LENGTH(boxes) AS n FROM season_boxes WHERE year = ?', [year])
      + count('SELECT LENGTH(teams) AS n FROM season_team_stats WHERE year = ?', [year]);
    expect(blobBytes).toBeLessThan(rowBytes * 0.75);

    for (const id of gameIds) expect(JSON.stringify(gameDetails(save.db, id))).toBe(JSON.stringify(details.get(id)));
    expect(sample.map((id) => gameView(ctx(), id))).toEqual(pages);
    expect(JSON.stringify(teamStatsView(ctx(), year))).toBe(teamStats);
    expect(JSON.stringify(seasonTeamStats(save.db, year))).toBe(totals);
    expect(count('SELECT COUNT(*) AS n FROM polls WHERE year = ?', [year])).toBe(0);
    expect(JSON.stringify(pollsOf(year))).toBe(polls);
    expect(gameDetails(save.db, 999_999)).toBeUndefined();
  });

  it('is made for the finished seasons of a save of the schema before', () => {
    // The save as schema 10 kept it once the next season began: the season's rows in game_boxes and team_stats.
    const totals = JSON.stringify(seasonTeamStats(save.db, year));
    const polls = JSON.stringify(pollsOf(year));
    const pollRows = archivedPolls(save.db, year);
    expect(pollRows.length).toBeGreaterThan(25 * 15);
    save.change(() => {
      for (const id of gameIds)
        save.db.run('INSERT INTO game_boxes (game_id, box) VALUES (?, ?)', [id, encodeBox(details.get(id)!.box)]);
      for (const t of seasonTeamStats(save.db, year)) {
        save.db.run('INSERT INTO team_stats (year, team, games, stats) VALUES (?, ?, ?, ?)', [
          year,
          t.team,
          t.games,
          encodeTeamSeason(t.offense, t.defense),
        ]);
      }
      for (const p of pollRows) {
        save.db.run('INSERT INTO polls VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)', [
          p.year,
          p.week,
          p.team,
          p.rank,
          p.previous_rank,
          p.poll_score,
          p.first_place_votes,
          p.strength_of_record,
          p.resume_score,
          p.voter_seed,
        ]);
      }
      save.db.exec('DROP TABLE season_boxes; DROP TABLE season_team_stats; DROP TABLE season_polls');
      save.db.run("UPDATE meta SET value = ? WHERE key = 'year'", [String(year + 1)]);
      // Schema 10 came before the FCS games' flag too (schema 12) and the tables after it: every later migration runs.
      save.db.exec('ALTER TABLE games DROP COLUMN fcs');
      // Nor the games' totals beside the spread (a later migration).
      save.db.exec('ALTER TABLE games DROP COLUMN total');
      dropLineReadings(save.db);
      for (const table of TABLES_AFTER_FCS) save.db.exec(`DROP TABLE ${table}`);
      save.db.exec(`PRAGMA user_version = ${MIGRATIONS.indexOf(FCS_GAMES) - 1}`);
    });
    expect(migrate(save.db)).toBe(true);
    expect(schemaVersion(save.db)).toBe(SCHEMA_VERSION);
    expect(count('SELECT COUNT(*) AS n FROM game_boxes')).toBe(0);
    expect(count('SELECT COUNT(*) AS n FROM team_stats')).toBe(0);
    for (const id of gameIds) expect(JSON.stringify(gameDetails(save.db, id))).toBe(JSON.stringify(details.get(id)));
    expect(JSON.stringify(seasonTeamStats(save.db, year))).toBe(totals);
    expect(count('SELECT COUNT(*) AS n FROM polls')).toBe(0);
    expect(JSON.stringify(pollsOf(year))).toBe(polls);
  });
});
