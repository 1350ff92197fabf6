// A season's player totals held as rows of values, added as each game's lines are encoded (encodeGamePlayers with
// the totals as its sink), written and read back exactly as the totals objects' encoding (sumStatCategories).
import { describe, expect, it } from 'vitest';
import { seasonLeague } from '../../src/core/data/league.js';
import { createIdSource, generateTeamRoster } from '../../src/core/players/generate.js';
import { createRng } from '../../src/core/random.js';
import { rulesForYear } from '../../src/core/sim/rules.js';
import { simulateGame } from '../../src/core/sim/game.js';
import type { PlayerGameStats } from '../../src/core/sim/types.js';
import { sumStatCategories } from '../../src/core/stats/aggregate.js';
import { newRecordStats, recordStatsInto } from '../../src/core/records/book.js';
import type { Db } from '../../src/store/database.js';
import { memoryDb } from '../../src/store/memoryDb.js';
import { encodeGamePlayers } from '../../src/store/encoding/playerLines.js';
import { decodeTeamPlayerSeasons, encodeTeamPlayerSeasons } from '../../src/store/encoding/teamPlayerSeasons.js';
import { SeasonPlayerTotals } from '../../src/store/queries/playerSeasons.js';

const YEAR = 2024;
const league = seasonLeague(YEAR);
const ids = createIdSource(1);
const rng = createRng('season totals');
const teams = league.teams
  .slice(0, 4)
  .map((t) => ({ name: t.name, abbreviation: t.abbreviation, players: generateTeamRoster(t, rng.fork(t.name), ids) }));
const games = Array.from({ length: 12 }, (_, i) => {
  const home = teams[i % 4];
  const away = teams[(i + 1 + (i % 3)) % 4 === i % 4 ? (i + 1) % 4 : (i + 1 + (i % 3)) % 4];
  return simulateGame({
    home,
    away,
    neutral: false,
    rules: rulesForYear(YEAR),
    rng: createRng(`totals ${i}`),
    playByPlay: false,
  });
});

async function playersTable(): Promise<Db> {
  const db = await memoryDb();
  db.exec(
    'CREATE TABLE player_seasons (id INTEGER PRIMARY KEY, year INTEGER NOT NULL, team TEXT NOT NULL, players BLOB NOT NULL, UNIQUE (year, team))',
  );
  return db;
}

/** Each team's players' lines of the games given, by player. */
function linesByTeam(played: typeof games): Map<string, Map<number, PlayerGameStats[]>> {
  const byTeam = new Map<string, Map<number, PlayerGameStats[]>>();
  for (const g of played) {
    for (const [team, lines] of [
      [g.home, g.playerStats.home],
      [g.away, g.playerStats.away],
    ] as const) {
      if (!byTeam.has(team)) byTeam.set(team, new Map());
      const players = byTeam.get(team)!;
      for (const l of lines) players.set(l.playerId, [...(players.get(l.playerId) ?? []), l]);
    }
  }
  return byTeam;
}

describe("a season's player totals", () => {
  it('add each game as it is encoded and save every team as the totals objects would be saved, across simulations', async () => {
    const db = await playersTable();
    // Two simulations: the second loads what the first saved and adds to it.
    for (const part of [games.slice(0, 5), games.slice(5)]) {
      const totals = SeasonPlayerTotals.load(db, YEAR);
      for (const g of part) encodeGamePlayers(g.playerStats, totals.forGame(g.home, g.away));
      // No roster given: each player keeps the class and rating the totals hold.
      totals.save(db, []);
    }
    const saved = new Map(
      db
        .all<{ team: string; players: Uint8Array }>('SELECT team, players FROM player_seasons WHERE year = ?', [YEAR])
        .map((r) => [r.team, r.players]),
    );
    const expected = linesByTeam(games);
    expect([...saved.keys()].sort()).toEqual([...expected.keys()].sort());
    let categories = 0;
    for (const [team, players] of expected) {
      // Class and rating as a player new to the totals has them when no roster says otherwise.
      const objects = [...players].map(([playerId, lines]) => ({
        playerId,
        class: 'fr' as const,
        rating: 0,
        games: lines.length,
        stats: sumStatCategories(lines),
      }));
      // The same bytes (each engine gives a blob back as its own kind of byte array).
      expect(new Uint8Array(saved.get(team)!)).toEqual(new Uint8Array(encodeTeamPlayerSeasons(objects)));
      for (const p of decodeTeamPlayerSeasons(saved.get(team)!)) categories += Object.keys(p.stats).length;
    }
    expect(categories).toBeGreaterThan(100);
  });

  it("give the record book each changed player's season in its statistics, in the order they first played", async () => {
    const db = await playersTable();
    const totals = SeasonPlayerTotals.load(db, YEAR);
    const order: number[] = [];
    const seen = new Set<number>();
    for (const g of games.slice(0, 6)) {
      encodeGamePlayers(g.playerStats, totals.forGame(g.home, g.away));
      for (const l of [...g.playerStats.home, ...g.playerStats.away])
        if (!seen.has(l.playerId)) {
          seen.add(l.playerId);
          order.push(l.playerId);
        }
    }
    const byPlayer = new Map<number, { team: string; lines: PlayerGameStats[] }>();
    for (const [team, players] of linesByTeam(games.slice(0, 6)))
      for (const [id, lines] of players) byPlayer.set(id, { team, lines });
    const visited: number[] = [];
    totals.forEachTouched(newRecordStats(), (playerId, team, sums) => {
      visited.push(playerId);
      const expected = byPlayer.get(playerId)!;
      expect(team).toBe(expected.team);
      expect([...sums]).toEqual([...recordStatsInto(sumStatCategories(expected.lines), newRecordStats())]);
    });
    expect(visited).toEqual(order);
  });
});
