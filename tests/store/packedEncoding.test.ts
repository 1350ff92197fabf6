import { describe, expect, it } from 'vitest';
import { seasonLeague } from '../../src/core/data/league.js';
import { createIdSource, generateTeamRoster } from '../../src/core/players/generate.js';
import { createRng } from '../../src/core/random.js';
import { rulesForYear } from '../../src/core/sim/rules.js';
import { simulateGame } from '../../src/core/sim/game.js';
import { sumStatCategories, sumTeamStats } from '../../src/core/stats/aggregate.js';
import {
  TEAM_STAT_FIELDS,
  decodeBox,
  decodeTeamSeason,
  encodeBox,
  encodeTeamSeason,
  encodeTeamSeasonValues,
  teamStatsInto,
  writeTeamStats,
} from '../../src/store/encoding/boxScore.js';
import { deflatePacked } from '../../src/store/encoding/deflatedPacked.js';
import { decodeDrives, encodeDrives } from '../../src/store/encoding/drives.js';
import { PackedReader, PackedWriter, writeFields } from '../../src/store/encoding/packedInts.js';
import {
  decodeCategories,
  decodeGamePlayers,
  encodeCategories,
  encodeGamePlayers,
  writeCategories,
} from '../../src/store/encoding/playerLines.js';
import type { PlayerStatCategories } from '../../src/core/stats/aggregate.js';
import type { PlayerGameStats } from '../../src/core/sim/types.js';
import { newRecordStats, recordStatsInto } from '../../src/core/records/book.js';
import {
  type PlayerSeasonTotals,
  addTeamSeasonRecordStats,
  decodeTeamPlayerSeasons,
  encodeTeamPlayerSeasons,
} from '../../src/store/encoding/teamPlayerSeasons.js';
import { decodePlays, encodePlays } from '../../src/store/encoding/plays.js';

const league = seasonLeague(2024);
const ids = createIdSource(1);
const rng = createRng('packed');
const teams = league.teams
  .slice(0, 8)
  .map((t) => ({ name: t.name, abbreviation: t.abbreviation, players: generateTeamRoster(t, rng.fork(t.name), ids) }));
const games = Array.from({ length: 24 }, (_, i) =>
  simulateGame({
    home: teams[i % 8],
    away: teams[(i + 1 + (i % 7)) % 8 === i % 8 ? (i + 1) % 8 : (i + 1 + (i % 7)) % 8],
    neutral: i % 5 === 0,
    rules: rulesForYear(2024),
    rng: createRng(i),
    playByPlay: i % 3 === 0,
  }),
);

describe('packed encoding of game detail', () => {
  it('stores whole numbers of any sign and size, and text', () => {
    const values = [
      0,
      1,
      -1,
      63,
      -64,
      64,
      127,
      128,
      -129,
      300,
      65_535,
      -70_000,
      2 ** 40,
      -(2 ** 40),
      Number.MAX_SAFE_INTEGER,
    ];
    const out = new PackedWriter().ints(values).text('OSU 25 — ñ').int(7);
    const input = new PackedReader(out.finish());
    expect(input.ints()).toEqual(values);
    expect(input.text()).toBe('OSU 25 — ñ');
    expect(input.int()).toBe(7);
    expect(input.done).toBe(true);
    expect(() => new PackedWriter().int(1.5)).toThrow(/whole numbers/);
  });

  it('writes text as its length and UTF-8 bytes, short ASCII names as well as long or accented text', () => {
    const texts = [
      '',
      'A',
      "D'Andre",
      'José',
      'São Paulo 🏈',
      'x'.repeat(31),
      'y'.repeat(32),
      'z'.repeat(33),
      'w'.repeat(63),
      'v'.repeat(64),
      'u'.repeat(200),
    ];
    const writer = new PackedWriter();
    for (const t of texts) writer.text(t);
    const bytes = writer.finish();
    // The same bytes as length-prefixed TextEncoder output.
    const expected = new PackedWriter();
    const utf8 = new TextEncoder();
    const parts: number[] = [];
    for (const t of texts) {
      const encoded = utf8.encode(t);
      const length = new PackedWriter().int(encoded.length).finish().subarray(1);
      parts.push(...length, ...encoded);
    }
    expect([...bytes]).toEqual([...expected.finish(), ...parts]);
    const input = new PackedReader(bytes);
    for (const t of texts) expect(input.text()).toBe(t);
    expect(input.done).toBe(true);
  });

  it('gives back every game exactly: box score, drives, players lines and play-by-play', () => {
    for (const r of games) {
      const box = { teamStats: r.teamStats, homeByPeriod: r.homeByPeriod, awayByPeriod: r.awayByPeriod };
      expect(decodeBox(encodeBox(box))).toEqual(box);
      expect(decodeDrives(encodeDrives(r.drives))).toEqual(r.drives);
      const names = new Map([...r.playerStats.home, ...r.playerStats.away].map((l) => [l.playerId, l.name]));
      expect(decodeGamePlayers(encodeGamePlayers(r.playerStats), (id) => names.get(id) ?? '?')).toEqual(r.playerStats);
      // A play's drive and drawing are not kept (a game played again has them); the rest comes back exactly.
      const kept = r.plays?.map(({ drive: _drive, art: _art, ...line }) => line);
      if (kept) expect(decodePlays(encodePlays(r.plays ?? []))).toEqual(kept);
      // A finished season's detail is deflated; readers take both forms.
      const drives = deflatePacked(encodeDrives(r.drives));
      expect(drives.length).toBeLessThan(encodeDrives(r.drives).length);
      expect(decodeDrives(drives)).toEqual(r.drives);
      expect(decodeGamePlayers(deflatePacked(encodeGamePlayers(r.playerStats)), (id) => names.get(id) ?? '?')).toEqual(
        r.playerStats,
      );
      expect(decodeTeamSeason(encodeTeamSeason(r.teamStats.home, r.teamStats.away))).toEqual({
        offense: r.teamStats.home,
        defense: r.teamStats.away,
      });
    }
  });

  it("writes a team's season sums held as values (teamStatsInto's order) as the same bytes as the stat objects", () => {
    const offense = sumTeamStats(games.map((g) => g.teamStats.home));
    const defense = sumTeamStats(games.map((g) => g.teamStats.away));
    const values = (stats: typeof offense): Float64Array => {
      const row = new Float64Array(TEAM_STAT_FIELDS.length);
      teamStatsInto(row, stats);
      return row;
    };
    expect([...values(offense)]).toEqual(TEAM_STAT_FIELDS.map((key) => offense[key]));
    expect(encodeTeamSeasonValues(values(offense), values(defense))).toEqual(encodeTeamSeason(offense, defense));
  });

  it('gives back season totals, and is many times smaller than the JSON it replaces', () => {
    const lines = games.flatMap((g) => g.playerStats.home);
    const total = sumStatCategories(lines);
    expect(decodeCategories(encodeCategories(total))).toEqual(total);
    let packed = 0;
    let json = 0;
    for (const r of games) {
      packed += encodeDrives(r.drives).length + encodeGamePlayers(r.playerStats).length;
      packed += encodeBox({
        teamStats: r.teamStats,
        homeByPeriod: r.homeByPeriod,
        awayByPeriod: r.awayByPeriod,
      }).length;
      json += JSON.stringify({ d: r.drives, p: r.playerStats, t: r.teamStats }).length;
    }
    expect(packed * 8).toBeLessThan(json);
  });

  it("reads a team season's record statistics without its lines as recordStatsInto reads the decoded lines", () => {
    // Each player's lines of the simulated games summed as his season (every category occurs among them).
    const byPlayer = new Map<number, PlayerGameStats[]>();
    for (const g of games)
      for (const l of [...g.playerStats.home, ...g.playerStats.away])
        byPlayer.set(l.playerId, [...(byPlayer.get(l.playerId) ?? []), l]);
    const players: PlayerSeasonTotals[] = [...byPlayer].map(([playerId, lines]) => ({
      playerId,
      class: 'jr',
      rating: 70,
      games: lines.length,
      stats: sumStatCategories(lines),
    }));
    const bytes = encodeTeamPlayerSeasons(players);
    const expected = new Map<number, Float64Array>();
    for (const p of decodeTeamPlayerSeasons(bytes))
      expected.set(p.playerId, recordStatsInto(p.stats, newRecordStats()));
    const sums = new Map<number, Float64Array>();
    // Every other player is skipped (undefined sums); the others get their statistics added to what they held.
    const skipped = new Set(players.filter((_, i) => i % 2 === 1).map((p) => p.playerId));
    addTeamSeasonRecordStats(bytes, (id) => {
      if (skipped.has(id)) return undefined;
      if (!sums.has(id)) sums.set(id, newRecordStats().fill(1));
      return sums.get(id);
    });
    expect(sums.size).toBe(players.length - skipped.size);
    for (const [id, got] of sums) expect([...got]).toEqual([...expected.get(id)!].map((v) => v + 1));
    expect(
      [...expected.values()].some((v) => v[0] > 0 && v[2] > 0) || [...expected.values()].some((v) => v[6] > 0),
    ).toBe(true);
  });

  it('writes each category as the stored layout says: the category mask, then each field list as writeFields writes it', () => {
    // The stored layout, written out here (the encoder reads fields by name for speed; both must give the same bytes).
    const layout: [keyof PlayerStatCategories, string[]][] = [
      ['passing', ['comp', 'att', 'yds', 'td', 'int', 'sacks', 'sackYds', 'long']],
      ['rushing', ['att', 'yds', 'td', 'long', 'fumbles', 'fumblesLost']],
      ['receiving', ['rec', 'targets', 'yds', 'td', 'long']],
      [
        'defense',
        ['tackles', 'sacks', 'tfl', 'ints', 'intYds', 'passBreakups', 'forcedFumbles', 'fumbleRecoveries', 'td'],
      ],
      ['kicking', ['fgm', 'fga', 'long', 'xpm', 'xpa']],
      ['punting', ['punts', 'yds', 'long', 'inside20']],
      ['returns', ['kr', 'krYds', 'krTd', 'pr', 'prYds', 'prTd']],
    ];
    const reference = (stats: PlayerStatCategories): Uint8Array => {
      const out = new PackedWriter();
      out.int(layout.reduce((mask, [name], bit) => (stats[name] ? mask | (1 << bit) : mask), 0));
      for (const [name, keys] of layout) {
        const line = stats[name] as Record<string, number> | undefined;
        if (line) writeFields(out, line, keys);
      }
      return out.finish();
    };
    let lines = 0;
    for (const r of games) {
      for (const line of [...r.playerStats.home, ...r.playerStats.away]) {
        const out = new PackedWriter();
        writeCategories(out, line);
        expect(out.finish()).toEqual(reference(line));
        lines++;
      }
    }
    expect(lines).toBeGreaterThan(500);
    const big: PlayerStatCategories = {
      passing: { comp: 300, att: 450, yds: -5000, td: 40, int: 0, sacks: 70, sackYds: 400, long: 99 },
    };
    const out = new PackedWriter();
    writeCategories(out, big);
    expect(out.finish()).toEqual(reference(big));
  });

  it('writes a team box score as writeFields writes the stored field list (the encoder reads fields by name)', () => {
    for (const r of games) {
      for (const stats of [r.teamStats.home, r.teamStats.away]) {
        const reference = new PackedWriter();
        writeFields(reference, stats, TEAM_STAT_FIELDS);
        const out = new PackedWriter();
        writeTeamStats(out, stats);
        expect(out.finish()).toEqual(reference.finish());
      }
    }
    const season = {
      ...games[0].teamStats.home,
      totalYards: 5400,
      timeOfPossession: 12 * 3600,
      sackYardsLost: -3,
      penalties: 0,
    };
    const reference = new PackedWriter();
    writeFields(reference, season, TEAM_STAT_FIELDS);
    const out = new PackedWriter();
    writeTeamStats(out, season);
    expect(out.finish()).toEqual(reference.finish());
  });

  it('writes drives as the stored layout says: the labels, then a row of whole numbers per drive', () => {
    const results = [
      'touchdown',
      'fieldGoal',
      'punt',
      'interception',
      'fumble',
      'downs',
      'missedFieldGoal',
      'safety',
      'endOfHalf',
      'endOfGame',
      'twoPointTry',
    ];
    const numbers = [
      'quarter',
      'startClock',
      'startYardLine',
      'plays',
      'yards',
      'duration',
      'points',
      'defensePoints',
      'homeScoreAfter',
      'awayScoreAfter',
    ] as const;
    for (const r of games) {
      const labels = [...new Set(r.drives.map((d) => d.startField))];
      const out = new PackedWriter().int(labels.length);
      for (const label of labels) out.text(label);
      out.int(numbers.length).int(r.drives.length);
      for (const d of r.drives) {
        out
          .int(d.offense === 'home' ? 0 : 1)
          .int(results.indexOf(d.result))
          .int(labels.indexOf(d.startField));
        for (const key of numbers) out.int(d[key]);
      }
      expect(encodeDrives(r.drives)).toEqual(out.finish());
    }
    // Numbers of any size and sign take the varint's longer forms, as int() writes them.
    const odd = [
      { ...games[0].drives[0], yards: -12, startClock: 900, duration: 2 ** 40, points: 63, defensePoints: 64 },
    ];
    const out = new PackedWriter().int(1).text(odd[0].startField).int(numbers.length).int(1);
    out
      .int(odd[0].offense === 'home' ? 0 : 1)
      .int(results.indexOf(odd[0].result))
      .int(0);
    for (const key of numbers) out.int(odd[0][key]);
    expect(encodeDrives(odd)).toEqual(out.finish());
    expect(() => encodeDrives([{ ...odd[0], yards: 1.5 }])).toThrow(/whole numbers/);
  });

  it('gives each writer its own bytes when writers overlap or follow one another (they share a buffer)', () => {
    const a = new PackedWriter().int(5).text('first');
    const b = new PackedWriter().int(7);
    a.ints([1, 2, 3]);
    b.text('second');
    const aBytes = a.finish();
    const c = new PackedWriter().ints(Array.from({ length: 3000 }, (_, i) => i * 1000));
    b.int(-9);
    const bBytes = b.finish();
    const cBytes = c.finish();
    const d = new PackedWriter().int(1).finish();
    const first = new PackedReader(aBytes);
    expect([first.int(), first.text(), first.ints()]).toEqual([5, 'first', [1, 2, 3]]);
    const second = new PackedReader(bBytes);
    expect([second.int(), second.text(), second.int()]).toEqual([7, 'second', -9]);
    expect(new PackedReader(cBytes).ints()).toEqual(Array.from({ length: 3000 }, (_, i) => i * 1000));
    expect(new PackedReader(d).int()).toBe(1);
    expect(aBytes.buffer).not.toBe(bBytes.buffer);
  });

  it('refuses data of an unknown layout rather than misreading it, as a damaged save', () => {
    expect(() => decodeBox(new Uint8Array([9, 0, 0]))).toThrow(/The save is damaged and cannot be read/);
    expect(() => decodeDrives(new Uint8Array([2]))).toThrow(/The save is damaged and cannot be read/);
  });
});
