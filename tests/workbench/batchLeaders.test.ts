// A batch season's leaders summary (from known box-score lines), the report's leaders section, and the batch's
// postseason (title games, playoff, bowls) over a real league and schedule.
import { describe, expect, it } from 'vitest';
import { formatLeadersReport, leadersBatchReport } from '../../src/workbench/leadersReport.js';
import { playPostseason, simpleRanking } from '../../src/workbench/postseason.js';
import {
  addGameToLeaders,
  createLeaderBook,
  seasonLeaders,
  type SeasonLeaders,
} from '../../src/workbench/seasonLeaders.js';
import { seasonLeague } from '../../src/core/data/league.js';
import { createRng } from '../../src/core/random.js';
import { buildRegularSeason } from '../../src/core/schedule/regularSeason.js';
import type { ScheduledGame } from '../../src/core/schedule/types.js';
import { BOWL_ELIGIBLE_WINS } from '../../src/core/season/bowls.js';
import type { PlayedGame } from '../../src/core/season/results.js';
import type { GameResult, PlayerGameStats } from '../../src/core/sim/types.js';

/** A game result with only what the leaders read: the teams and the player lines. */
function game(home: string, away: string, homeLines: PlayerGameStats[], awayLines: PlayerGameStats[] = []): GameResult {
  return { home, away, playerStats: { home: homeLines, away: awayLines } } as unknown as GameResult;
}

function passer(id: number, yds: number, att: number, td: number): PlayerGameStats {
  return {
    playerId: id,
    name: `P${id}`,
    pos: 'QB',
    passing: { comp: 0, att, yds, td, int: 0, sacks: 0, sackYds: 0, long: 0 },
  };
}

function rusher(id: number, yds: number, att: number): PlayerGameStats {
  return { playerId: id, name: `R${id}`, pos: 'RB', rushing: { att, yds, td: 0, long: 0, fumbles: 0, fumblesLost: 0 } };
}

function receiver(id: number, yds: number, rec: number): PlayerGameStats {
  return { playerId: id, name: `W${id}`, pos: 'WR', receiving: { rec, targets: rec, yds, td: 0, long: 0 } };
}

function defender(id: number, tackles: number, sacks: number): PlayerGameStats {
  return {
    playerId: id,
    name: `D${id}`,
    pos: 'LB',
    defense: {
      tackles,
      sacks,
      tfl: 0,
      ints: 0,
      intYds: 0,
      passBreakups: 0,
      forcedFumbles: 0,
      fumbleRecoveries: 0,
      td: 0,
    },
  };
}

describe("a season's leaders summary", () => {
  it("adds each player's games and counts and ranks the season totals", () => {
    const book = createLeaderBook(['A', 'B']);
    for (let week = 0; week < 13; week++) {
      addGameToLeaders(
        book,
        game(
          'A',
          'B',
          [passer(1, 320, 40, 3), rusher(2, 90, 24), receiver(3, 80, 6), defender(4, 8, 1)],
          [passer(11, 240, 30, 2), rusher(12, 70, 15), receiver(13, 60, 5), defender(14, 5, 0)],
        ),
      );
    }
    // An FCS opponent's players do not count (the reference's leaders are FBS players).
    addGameToLeaders(book, game('FCS Tech', 'A', [passer(21, 9000, 100, 90)], [passer(1, 100, 10, 1)]));
    const s = seasonLeaders(book);
    expect(s.passing[0]).toMatchObject({
      playerId: 1,
      team: 'A',
      pos: 'QB',
      games: 14,
      value: 13 * 320 + 100,
      attempts: 13 * 40 + 10,
    });
    expect(s.passing.map((l) => l.playerId)).toEqual([1, 11]);
    expect(s.passers3000).toBe(2);
    expect(s.passers4000).toBe(1);
    expect(s.mostPassTouchdowns).toBe(13 * 3 + 1);
    expect(s.rushing[0]).toMatchObject({ playerId: 2, value: 1170, attempts: 312 });
    expect(s.rushers1000).toBe(1);
    expect(s.mostCarries).toBe(312);
    expect(s.receiving[0]).toMatchObject({ playerId: 3, value: 1040, attempts: 78 });
    expect(s.receivers1000).toBe(1);
    expect(s.mostReceptions).toBe(78);
    expect(s.tackles[0]).toMatchObject({ playerId: 4, value: 104 });
    expect(s.tacklers100).toBe(1);
    expect(s.sacks.map((l) => [l.playerId, l.value])).toEqual([[4, 13]]);
    expect(s.passingGames600).toBe(0);
  });

  it('counts quarterbacks over 1,000 rushing yards and those who also passed for 3,000, backs aside', () => {
    const book = createLeaderBook(['A', 'B']);
    const keeper = (id: number, pass: number, rush: number): PlayerGameStats => ({
      ...passer(id, pass, 30, 2),
      rushing: { att: 15, yds: rush, td: 1, long: 0, fumbles: 0, fumblesLost: 0 },
    });
    for (let week = 0; week < 12; week++) {
      // A 3,000-and-1,000 quarterback, an option quarterback (1,080 rushing, 600 passing), a 996-yard runner, a back.
      addGameToLeaders(book, game('A', 'B', [keeper(1, 260, 90), rusher(2, 120, 25)], [keeper(11, 50, 90)]));
      addGameToLeaders(book, game('B', 'A', [keeper(21, 200, 83)]));
    }
    const s = seasonLeaders(book);
    expect(s.runningQbs1000).toBe(2);
    expect(s.runningPassers).toBe(1);
    const report = leadersBatchReport([s, summary({ runningQbs1000: 9, runningPassers: 0 })], 2016);
    expect(report.figures.find((f) => f.figure === 'runningQbs1000')).toMatchObject({
      measured: 5.5,
      min: 1,
      max: 6,
      seasonsInRange: 1,
      ok: true,
    });
    expect(report.figures.find((f) => f.figure === 'runningPassers')).toMatchObject({ measured: 0.5, ok: true });
  });

  it("counts the games of 600 passing yards, an FCS side's aside", () => {
    const book = createLeaderBook(['A', 'B']);
    addGameToLeaders(book, game('A', 'B', [passer(1, 600, 55, 5)], [passer(11, 599, 60, 4)]));
    addGameToLeaders(book, game('A', 'B', [passer(1, 734, 70, 6)], [passer(11, 650, 62, 5)]));
    addGameToLeaders(book, game('FCS Tech', 'A', [passer(21, 700, 60, 6)], [passer(1, 200, 30, 1)]));
    expect(seasonLeaders(book).passingGames600).toBe(3);
    const report = leadersBatchReport([seasonLeaders(book), summary({ passingGames600: 0 })], 2024);
    expect(report.figures.find((f) => f.figure === 'passingGames600')).toMatchObject({
      measured: 1.5,
      min: 0,
      max: 1,
      seasonsInRange: 1,
      ok: false,
      checked: true,
    });
    expect(formatLeadersReport(report)).toMatch(/^600-yard passing games\s+1\.5\s+0-1\s+1 of 2\s+record book\s+OUT$/m);
  });
});

/** A season's summary with just the figures a test sets (the rest empty). */
function summary(set: Partial<SeasonLeaders>): SeasonLeaders {
  return {
    passers3000: 0,
    passers4000: 0,
    rushers1000: 0,
    receivers1000: 0,
    tacklers100: 0,
    passing: [],
    rushing: [],
    receiving: [],
    mostPassTouchdowns: 0,
    mostCarries: 0,
    mostReceptions: 0,
    tackles: [],
    sacks: [],
    mostInterceptions: 0,
    ...set,
  };
}

describe("the report's season leaders", () => {
  it('averages each figure over the seasons and says in how many it was in range', () => {
    const sack = (value: number) => [{ playerId: 1, team: 'A', pos: 'DL' as const, games: 13, value, attempts: 0 }];
    const report = leadersBatchReport([
      summary({ rushers1000: 49, sacks: sack(11) }),
      summary({ rushers1000: 60, sacks: sack(14) }),
      summary({ rushers1000: 71, sacks: sack(20) }),
    ]);
    const rushers = report.figures.find((f) => f.figure === 'rushers1000')!;
    expect(rushers).toMatchObject({
      measured: 60,
      min: 50,
      max: 70,
      values: [49, 60, 71],
      seasonsInRange: 1,
      seasons: 3,
      ok: true,
    });
    const sacks = report.figures.find((f) => f.figure === 'sackLeader')!;
    expect(sacks).toMatchObject({ measured: 15, seasonsInRange: 1, ok: true });
    // An empty list's 10th is 0, out of range.
    expect(report.figures.find((f) => f.figure === 'tenthPasserYards')).toMatchObject({ measured: 0, ok: false });
    expect(report.best.sacks!.value).toBe(20);
    const text = formatLeadersReport(report);
    expect(text).toContain('Season leaders (FBS players, postseason included; mean of 3 seasons)');
    expect(text).toMatch(/^Rushers over 1,000 yards\s+60\.0\s+50-70\s+1 of 3\s+fbs-eras §3\s+in$/m);
    expect(text).toMatch(/^Players with 100\+ tackles\s+0\.0\s+40-90\s+0 of 3\s+defense 2015-24\s+OUT$/m);
    expect(text).toMatch(/^Leading passer, yards\s+0\.0\s+4,800-6,000\s+0 of 3/m);
    expect(text).toContain('Best seasons: passing none; rushing none; receiving none; tackles none; sacks 20 (DL, A).');
    expect(text).toContain(`${report.inRange} of 23 leader figures within range.`);
    // No season says who played: no such line.
    expect(report.whoPlayed).toBeNull();
    expect(text).not.toContain('Who played');
  });

  it("judges the reference's ranges for its seasons (2015-2021 but 2020) only, and the realism goals every year", () => {
    const seasons = [summary({ rushers1000: 30 }), summary({ rushers1000: 32 })];
    const old = leadersBatchReport(seasons, 2005);
    expect(old.figures.find((f) => f.figure === 'rushers1000')).toMatchObject({ ok: false, checked: false });
    expect(old.figures.find((f) => f.figure === 'sackLeader')).toMatchObject({ ok: false, checked: true });
    expect(old.inRange + old.outOfRange).toBe(9);
    expect(formatLeadersReport(old)).toMatch(
      /^Rushers over 1,000 yards\s+31\.0\s+50-70\s+0 of 2\s+fbs-eras §3\s+\(2015-21 ex\. 2020\)$/m,
    );
    expect(formatLeadersReport(old)).toContain(
      "3 of 9 leader figures within range. The reference's ranges describe 2015-2021 but 2020",
    );
    const judged = leadersBatchReport(seasons, 2016);
    expect(judged.figures.find((f) => f.figure === 'rushers1000')).toMatchObject({ ok: false, checked: true });
    expect(judged.inRange + judged.outOfRange).toBe(23);
    // 2020's shortened schedules are outside the reference's seasons; its two 600-yard games widen that figure's range.
    const covid = leadersBatchReport(seasons, 2020);
    expect(covid.figures.find((f) => f.figure === 'rushers1000')).toMatchObject({ checked: false });
    expect(covid.inRange + covid.outOfRange).toBe(9);
    expect(covid.figures.find((f) => f.figure === 'passingGames600')).toMatchObject({ min: 0, max: 2, checked: true });
    expect(judged.figures.find((f) => f.figure === 'passingGames600')).toMatchObject({ min: 0, max: 1 });
    // 2022-24 (and 2025-26, played by 2024's rules): four of the reference's counts have their recent ranges.
    const recent = leadersBatchReport(seasons, 2024);
    expect(recent.figures.find((f) => f.figure === 'rushers1000')).toMatchObject({
      min: 38,
      max: 58,
      source: 'fbs 2022-24',
      checked: true,
      ok: false,
    });
    expect(recent.figures.find((f) => f.figure === 'tenthRusherYards')).toMatchObject({ checked: false });
    expect(recent.inRange + recent.outOfRange).toBe(13);
  });

  it("counts the real FBS records a season passed, as they stood before the batch's year", () => {
    // Best game and season in PLAYER_RECORD_STATS order: pass yds, pass td, rush yds, rush td, rec yds, rec td, tackles, sacks, ints.
    const bests = { game: [735, 5, 300, 4, 250, 3, 20, 4, 3], season: [5000, 59, 2000, 30, 2061, 20, 170, 15, 9] };
    const season = summary({ recordBests: bests });
    // Before 2014: Klingler's 716-yard game and Brennan's 58 touchdowns stood; Insley's 2,060 yards too.
    const early = leadersBatchReport([season], 2010);
    expect(early.figures.find((f) => f.figure === 'realRecordsPassed')!.measured).toBe(3);
    expect(early.recordsPassed).toContain('single-game passing yards 735 (record 716, 1 season)');
    // From 2022 Halliday's 734 and Zappe's 62 touchdowns stand: only the receiving season is past.
    expect(leadersBatchReport([season], 2022).figures.find((f) => f.figure === 'realRecordsPassed')!.measured).toBe(2);
    expect(leadersBatchReport([summary({})], 2022).recordsPassed).toBe('Real FBS records passed: none.');
  });

  it("sums the seasons' injuries and backups' passes into rates", () => {
    const whoPlayed = (injuries: number, quarterbackGamesOut: number, backupPassAttempts: number) => ({
      teamGames: 1000,
      injuries,
      starterInjuries: injuries / 2,
      startersOut: 2 * injuries,
      quarterbackGamesOut,
      passAttempts: 30_000,
      backupPassAttempts,
    });
    const report = leadersBatchReport([
      summary({ whoPlayed: whoPlayed(1400, 80, 3000) }),
      summary({ whoPlayed: whoPlayed(1600, 100, 4500) }),
    ]);
    expect(report.whoPlayed).toEqual({
      injuriesPerTeamGame: 1.5,
      starterInjuriesPerTeamGame: 0.75,
      startersOutPerTeamGame: 3,
      quarterbackGamesOutPct: 9,
      backupPassPct: 12.5,
    });
    expect(formatLeadersReport(report)).toContain(
      'Who played: 1.5 injuries a team-game (0.75 to starters), 3 starters out of each game; first quarterbacks missed 9% of games and backups threw 12.5% of passes.',
    );
  });
});

describe("the batch's postseason", () => {
  const league = seasonLeague(2024);
  // Strength by the league's order; the stronger team always wins by 7, so records follow strength.
  const strength = new Map(league.teams.map((t, i) => [t.name, 20 - (40 * i) / league.teams.length]));
  const result = (g: ScheduledGame, id: number): PlayedGame => {
    // An FCS opponent (not in the league's strengths) always loses.
    const homeWins = (strength.get(g.home) ?? -Infinity) >= (strength.get(g.away) ?? -Infinity);
    return { ...g, id, homePoints: homeWins ? 24 : 17, awayPoints: homeWins ? 17 : 24, overtimes: 0 };
  };
  const regular = buildRegularSeason(league, createRng('postseason-test')).map((g, i) => result(g, i + 1));
  let next = regular.length + 1;
  const post = playPostseason(league, regular, strength, createRng('postseason-test:pairings'), (g) =>
    result(g, next++),
  );

  it('plays the title games, the 12-team playoff and bowls for the other eligible teams', () => {
    const kind = (k: string) => post.filter((g) => g.kind === k);
    expect(kind('championship')).toHaveLength(
      league.conferences.filter((c) => c.championshipGame && c.teams.length >= 2).length,
    );
    expect(kind('playoff')).toHaveLength(11);
    const playoffTeams = new Set(kind('playoff').flatMap((g) => [g.home, g.away]));
    expect(playoffTeams.size).toBe(12);
    const wins = new Map<string, number>();
    for (const g of [...regular, ...kind('championship')]) {
      const w = g.homePoints > g.awayPoints ? g.home : g.away;
      wins.set(w, (wins.get(w) ?? 0) + 1);
    }
    const bowlTeams = kind('bowl').flatMap((g) => [g.home, g.away]);
    expect(bowlTeams.length).toBeGreaterThan(50);
    expect(new Set(bowlTeams).size).toBe(bowlTeams.length);
    for (const team of bowlTeams) {
      expect(playoffTeams.has(team), team).toBe(false);
      expect(wins.get(team) ?? 0, team).toBeGreaterThanOrEqual(BOWL_ELIGIBLE_WINS);
    }
    // In calendar order: title games, then bowls and the playoff's rounds.
    expect(post.map((g) => g.week)).toEqual([...post.map((g) => g.week)].sort((a, b) => a - b));
    expect(post.every((g) => g.kind === 'playoff' || g.neutral)).toBe(true);
  });

  it('ranks by record, then strength', () => {
    const ranking = simpleRanking(league, regular, strength);
    expect(ranking).toHaveLength(league.teams.length);
    // The strongest team wins every game here, so it is first.
    expect(ranking[0]).toBe(league.teams[0].name);
  });
});
