// Awards and the record book over real seeded seasons: the Heisman goes to the ballot's leader, the
// teams are well formed, the pages show them, and records follow the games exactly (a record of before the
// season falls with a headline and a news item).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TEAM_SLOTS } from '../../src/core/awards/tuning.js';
import { advanceStage } from '../../src/store/actions/advance.js';
import { newDynasty } from '../../src/store/actions/newDynasty.js';
import { simulateTo } from '../../src/store/actions/season/simulate.js';
import { headCoachOf } from '../../src/store/queries/coaches.js';
import type { SaveFile } from '../../src/store/saveFile.js';
import { teamSeasonTotals } from '../../src/store/queries/playerSeasons.js';
import { gameLines } from '../../src/store/queries/playerGameLines.js';
import { saveRecordScopes } from '../../src/store/queries/recordBook.js';
import { awardsView } from '../../src/store/views/awards.js';
import { PageContext } from '../../src/store/views/context.js';
import { dashboardView } from '../../src/store/views/dashboard.js';
import { heismanWatchView } from '../../src/store/views/heismanWatch.js';
import type { HeismanWatchResponse } from '../../src/shared/awards-types.js';
import { CHAMPIONSHIP_WEEK } from '../../src/core/season/calendar.js';
import { leagueHistoryView } from '../../src/store/views/leagueHistory.js';
import { playerView } from '../../src/store/views/player.js';
import { recordsView } from '../../src/store/views/records.js';
import { summaryView } from '../../src/store/views/summary.js';
import { teamHistoryView } from '../../src/store/views/teamHistory.js';
import { GameError } from '../../src/store/errors.js';

const dir = mkdtempSync(join(tmpdir(), 'dynasty-awards-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A season played to its end, and the Heisman watch as the ballot closed (after championship week). */
async function playedSeason(seed: number, team: string): Promise<{ save: SaveFile; atBallot: HeismanWatchResponse }> {
  const save = await newDynasty(join(dir, `s${seed}.db`), { year: 2024, team, seed });
  save.change(() => advanceStage(save.db));
  save.change(() => simulateTo(save.db, CHAMPIONSHIP_WEEK + 1));
  const atBallot = heismanWatchView(new PageContext(save.db));
  const lastWeek = new PageContext(save.db).lastWeek;
  save.change(() => simulateTo(save.db, lastWeek + 1));
  return { save, atBallot };
}

describe('season awards', () => {
  for (const [seed, team] of [
    [11, 'Texas'],
    [12, 'Oregon'],
  ] as const) {
    it(`seed ${seed}: the Heisman goes to the ballot's leader, the finalists after him; the teams are well formed`, async () => {
      const { save, atBallot } = await playedSeason(seed, team);
      // The Heisman watch before the awards: the race as the ballot closed, which the bowls and the playoff leave as
      // it was (the players' lines and their teams' records and ranks of championship week).
      const watch = heismanWatchView(new PageContext(save.db));
      expect(watch.candidates.length).toBe(10);
      expect(watch.winner).toBeNull();
      const race = (w: HeismanWatchResponse) => w.candidates.map((c) => ({ ...c }));
      expect(race(watch)).toEqual(race(atBallot));
      expect([watch.week, atBallot.week]).toEqual([CHAMPIONSHIP_WEEK, CHAMPIONSHIP_WEEK]);
      const postseason = save.db.get<{ n: number }>(
        'SELECT COUNT(*) AS n FROM games WHERE year = 2024 AND week > ? AND home_points IS NOT NULL',
        [CHAMPIONSHIP_WEEK],
      )!.n;
      expect(postseason).toBeGreaterThan(0);
      // Someone in the race played after the ballot: his watch line is not his season's.
      const seasonLines = new Map(
        teamSeasonTotals(save.db, 2024).flatMap((t) => t.players.map((p) => [p.playerId, p] as const)),
      );
      expect(watch.candidates.some((c) => seasonLines.get(c.player_id)!.games > c.games)).toBe(true);
      save.change(() => advanceStage(save.db)); // season -> summary: the awards are given
      const ctx = new PageContext(save.db);
      const awards = awardsView(ctx).awards!;
      expect(awards).not.toBeNull();
      const [winner, ...finalists] = awards.heisman;
      expect(finalists.length).toBe(3);
      expect(winner.player_id).toBe(watch.candidates[0].player_id);

      // The finalists follow the winner in the ballot's order, each with the score the ballot gave him. Whether the
      // winner is a standout of a good team, as the real winners were: tests/calibration/season.test.ts.
      const scores = [winner, ...finalists].map((e) => e.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      expect(finalists.map((f) => f.player_id)).toEqual(watch.candidates.slice(1, 4).map((c) => c.player_id));

      // One winner per individual award; the coach of the year is the head coach who coached his team that season.
      expect(awards.individual.map((a) => a.award)).toEqual([
        'best_qb',
        'best_rb',
        'best_receiver',
        'best_defender',
        'best_lineman',
        'best_kicker',
        'best_punter',
        'coach_of_year',
      ]);
      const coach = awards.individual.find((a) => a.award === 'coach_of_year')!;
      expect(coach.name).toBe(headCoachOf(save.db, coach.team, 2024)!.name);
      expect(awards.individual.find((a) => a.award === 'best_qb')!.pos).toBe('QB');
      expect(['WR', 'TE']).toContain(awards.individual.find((a) => a.award === 'best_receiver')!.pos);

      // All-America: each team full at every position, nobody twice.
      const teams = [awards.all_america.first, awards.all_america.second, awards.all_america.third];
      for (const t of teams) {
        for (const [pos, n] of Object.entries(TEAM_SLOTS)) expect(t.filter((e) => e.pos === pos).length, pos).toBe(n);
      }
      const ids = teams.flat().map((e) => e.player_id);
      expect(new Set(ids).size).toBe(ids.length);
      // Freshmen only on the freshman team; all-conference players from their conference.
      const classes = new Map(
        save.db.all<{ id: number; class: string }>('SELECT id, class FROM players').map((p) => [p.id, p.class]),
      );
      expect(awards.freshman_all_america.every((e) => classes.get(e.player_id!) === 'fr')).toBe(true);
      const conferenceOf = new Map(
        save.db
          .all<{ team: string; conference: string }>('SELECT team, conference FROM team_seasons WHERE year = 2024')
          .map((r) => [r.team, r.conference]),
      );
      for (const [conference, t] of Object.entries(awards.all_conference)) {
        expect(t.first.length).toBeGreaterThan(20);
        expect([...t.first, ...t.second].every((e) => conferenceOf.get(e.team) === conference)).toBe(true);
      }

      // The pages: summary (ceremony after the champion), player page, team history, league history.
      expect(summaryView(ctx).awards?.heisman[0].name).toBe(winner.name);
      expect(playerView(ctx, winner.player_id!).awards.map((a) => a.award)).toContain('heisman');
      expect(teamHistoryView(ctx, winner.team).awards.some((a) => a.award === 'heisman' && a.slot === 1)).toBe(true);
      const history = leagueHistoryView(ctx);
      expect(history.years[0].heisman?.player_id).toBe(winner.player_id);
      expect(history.years[0].champion).toBe(summaryView(ctx).champion?.name);
      expect(heismanWatchView(ctx).winner?.player_id).toBe(winner.player_id);
      expect(() => awardsView(ctx, 2031)).toThrow(GameError);

      // Career records are settled at the season's end: after one season, each of the program's equals its season
      // record (the league's book opens with the real FBS records, which one season does not reach).
      const records = recordsView(ctx, team);
      expect(records.records.career.length).toBeGreaterThan(0);
      for (const career of records.records.career) {
        const season = records.records.season.find((r) => r.stat === career.stat)!;
        expect(career.value, career.stat).toBe(season.value);
      }
      save.close();
    }, 240_000);
  }
});

describe('the record book as games are played', () => {
  it("opens with the real FBS records of before the start year, keeps each program's exact best, and a record of before the dynasty falls with news", async () => {
    const save = await newDynasty(join(dir, 'records.db'), { year: 2024, team: 'Texas', seed: 5 });
    // A Texas record from before the dynasty: 150 passing yards in a game, by a player of 2023.
    save.change(() =>
      saveRecordScopes(
        save.db,
        new Map([
          [
            'Texas',
            [
              {
                scope: 'Texas',
                span: 'game',
                stat: 'pass_yds',
                value: 150,
                playerId: null,
                holder: 'Old Timer',
                team: 'Texas',
                year: 2023,
                week: 5,
                gameId: null,
                opponent: 'Navy',
              },
            ],
          ],
        ]),
      ),
    );
    const before = recordsView(new PageContext(save.db));
    const halliday = before.records.game.find((r) => r.stat === 'pass_yds')!;
    expect([halliday.value, halliday.holder, halliday.year, halliday.set_in_dynasty]).toEqual([
      734,
      'Connor Halliday',
      2014,
      false,
    ]);
    expect(before.records.season.find((r) => r.stat === 'pass_td')).toMatchObject({
      value: 62,
      holder: 'Bailey Zappe',
      year: 2021,
    });
    expect(
      [...before.records.game, ...before.records.season, ...before.records.career].every(
        (r) => r.year < 2024 && !r.set_in_dynasty,
      ),
    ).toBe(true);

    save.change(() => advanceStage(save.db));
    save.change(() => simulateTo(save.db, 3)); // weeks 1 and 2
    const games = save.db.all<{ id: number; home: string; away: string; headline: string | null }>(
      'SELECT id, home, away, headline FROM games WHERE year = 2024 AND week < 3 AND home_points IS NOT NULL',
    );
    let best = { yds: 0, id: 0, gameId: 0 };
    for (const g of games) {
      for (const line of gameLines(save.db, g.id, g.home, g.away)) {
        const yds = line.stats.passing?.yds ?? 0;
        if (line.team === 'Texas' && yds > best.yds) best = { yds, id: line.stats.playerId, gameId: g.id };
      }
    }
    const ctx = new PageContext(save.db);
    const record = recordsView(ctx, 'Texas').records.game.find((r) => r.stat === 'pass_yds')!;
    expect(record.value).toBe(best.yds);
    expect(record.player_id).toBe(best.id);
    expect(record.game_id).toBe(best.gameId);
    expect(record.set_in_dynasty).toBe(true);

    // The first Texas game past 150 yards broke the old record: a news item says so.
    const news = save.db.all<{ game_id: number; text: string }>(
      "SELECT game_id, text FROM news WHERE text LIKE '%Texas''s single-game record in the dynasty%passing yards (was 150, Old Timer 2023)'",
    );
    expect(news.length).toBe(1);
    expect(dashboardView(ctx).news.length).toBeGreaterThan(0);
    // The real league records stand unless a game beat them, and a record falls as news only past a real one.
    const league = recordsView(ctx).records.game.find((r) => r.stat === 'pass_yds')!;
    expect(league.set_in_dynasty ? league.value > 734 : league.holder === 'Connor Halliday').toBe(true);
    const fbsNews = save.db.all<{ text: string }>("SELECT text FROM news WHERE text LIKE '%sets the FBS%'");
    for (const n of fbsNews) expect(Number(/ (\d{4})\)$/.exec(n.text)?.[1])).toBeLessThan(2024);

    // The program's season record is its best season so far, exactly.
    const seasonBest = Math.max(
      ...teamSeasonTotals(save.db, 2024)
        .filter((t) => t.team === 'Texas')
        .flatMap((t) => t.players.map((p) => p.stats.rushing?.yds ?? 0)),
    );
    expect(recordsView(ctx, 'texas').records.season.find((r) => r.stat === 'rush_yds')!.value).toBe(seasonBest);
    // A program's book: its own best game.
    const texas = recordsView(ctx, 'texas');
    expect(texas.scope).toBe('Texas');
    expect(texas.records.game.every((r) => r.team === 'Texas')).toBe(true);
    expect(() => recordsView(ctx, 'Nowhere State')).toThrow(GameError);
    save.close();
  }, 240_000);
});
