// Plays a dynasty through two full seasons over HTTP against the real server (hosted mode), calling every
// endpoint at every stage and checking the spec's fields (local mode: localMode.test.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdvanceResponse,
  DashboardResponse,
  HomeResponse,
  IndividualStatsResponse,
  NonconResponse,
  PlayerResponse,
  PlayoffResponse,
  RankingsResponse,
  RecruitingSummaryResponse,
  RosterProgressionResponse,
  RosterResponse,
  SimResponse,
  SummaryResponse,
  TeamHistoryResponse,
  TeamScheduleResponse,
  TeamStatsResponse,
} from '../../src/shared/api-types.js';
import { RECORD, checkInfo, checkPage, checkTeam, expectInt } from './checks.js';
import { Client, changedFiles, seg, snapshot, startServer, type Running } from './helpers.js';
import {
  LAST_WEEK_12,
  TEAM,
  YEAR,
  checkPlayoff,
  checkSeasonPages,
  checkSlashVariants,
  type Seen,
} from './seasonPages.js';

let dir: string;
let server: Running;
let player: Client;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dynasty-server-'));
  server = await startServer({ mode: { kind: 'hosted', usersDir: join(dir, 'users') } });
  player = new Client(server.base);
});

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Shared between the steps of the game below. */
const seen: Seen = { teams: new Set(), conference: '', rankingsByWeek: new Map() };

async function saveBytes(): Promise<Map<string, string>> {
  return snapshot(join(dir, 'users'));
}

describe('a dynasty over HTTP, hosted mode', () => {
  it('home hands out an id and previews any season', async () => {
    const home = await player.get<HomeResponse>('/api/home/');
    expect(home.status).toBe(200);
    expect(home.body.user_id).toMatch(/^[0-9a-f]{32}$/);
    expect(home.body.info).toBeNull();
    expect(home.body.years).toEqual(Array.from({ length: 27 }, (_, i) => String(2026 - i)));
    expect(home.body.years).toContain(home.body.selected_year);
    const preview = (await player.ok<HomeResponse>(`/api/home/?year=${YEAR}`)).preview!;
    expect((await player.get<HomeResponse>(`/api/home/?year=${YEAR}`)).body.user_id).toBe(player.userId);
    expect([2, 4, 12]).toContain(preview.playoff.teams);
    expect(typeof preview.playoff.conf_champ_top_4).toBe('boolean');
    expectInt(preview.playoff.conf_champ_autobids, 0, 12);
    const conferenceTeams = Object.values(preview.conferences).flatMap((c) => c.teams);
    for (const t of [...conferenceTeams, ...preview.independents]) {
      expect(typeof t.mascot).toBe('string');
      expectInt(t.prestige, 1, 7);
      expect(t.floor).toBeLessThanOrEqual(t.prestige);
      expect(t.ceiling).toBeGreaterThanOrEqual(t.prestige);
      seen.teams.add(t.name);
    }
    for (const c of Object.values(preview.conferences)) {
      const prestige = c.teams.map((t) => t.prestige);
      expect(prestige).toEqual([...prestige].sort((a, b) => b - a));
    }
    expect(seen.teams.has(TEAM)).toBe(true);
    expect(preview.independents.map((t) => t.name)).toContain('Notre Dame');
  });

  it('starts a dynasty from the non-conference page', async () => {
    const start = await player.get<NonconResponse>(
      `/api/noncon/?team=${seg(TEAM)}&year=${YEAR}&playoff_teams=12&playoff_autobids=5&playoff_conf_champ_top_4=true&staff_recruiting=true`,
    );
    expect(start.status).toBe(200);
    checkPage(start.body, { stage: 'preseason', year: YEAR, team: TEAM, week: 1, teams: 12 });
    expect(start.body.info.lastWeek).toBe(LAST_WEEK_12);
    expect(start.body.info.playoffFormat).toMatchObject({ teams: 12, autobids: 5, conf_champ_top_4: true });
    expect(start.body.user_id).toBe(player.userId);
    checkTeam(start.body.team);
    expect(start.body.schedule.map((w) => w.weekPlayed)).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
    const home = await player.ok<HomeResponse>('/api/home/');
    expect(home.info).toMatchObject({ stage: 'preseason', currentYear: YEAR, currentWeek: 1, team: TEAM });
    expect(home.selected_year).toBe(home.years[0]);
  });

  it('schedules non-conference games', async () => {
    const page = await player.ok<NonconResponse>('/api/noncon');
    const open = page.schedule.find((w) => w.opponent === null)!;
    expect(Object.keys(open)).toEqual(['weekPlayed', 'opponent']);
    const teams = await player.ok<string[]>(`/api/fetchteams/?week=${open.weekPlayed}`);
    expect(teams.length).toBeGreaterThan(10);
    expect(teams).not.toContain(TEAM);
    for (const name of teams) expect(seen.teams.has(name)).toBe(true);
    const scheduled = await player.post<NonconResponse>('/api/schedulenc/', {
      opponent: teams[0],
      week: open.weekPlayed,
    });
    expect(scheduled.status).toBe(200);
    const entry = scheduled.body.schedule.find((w) => w.weekPlayed === open.weekPlayed)!;
    expect(entry.opponent?.name).toBe(teams[0]);
    expect(entry.opponent && entry.label).toMatch(/^NC \(.+\)$/);
    expect(scheduled.body.team.nonConfGames).toBe(page.team.nonConfGames + 1);
    // The week is taken now.
    const again = await player.post('/api/schedulenc', { opponent: teams[1], week: open.weekPlayed });
    expect(again.status).toBe(409);
    const busy = await player.ok<string[]>(`/api/fetchteams?week=${open.weekPlayed}`);
    expect(busy).toEqual([]);
  });

  it('answers the pages of other stages with where to go, changing nothing', async () => {
    const before = await saveBytes();
    for (const path of ['/api/summary/', '/api/roster_progression/', '/api/recruiting_summary/', '/api/sim/3/']) {
      const answer = await player.get<{ error: string; redirect: string }>(path);
      expect(answer.status, path).toBe(409);
      expect(answer.body.redirect).toBe('/noncon');
      expect(typeof answer.body.error).toBe('string');
    }
    // Pages that belong to no stage show the preseason.
    const rankings = await player.ok<RankingsResponse>('/api/rankings/');
    expect(rankings.rankings.length).toBe(seen.teams.size);
    await checkPlayoff(player, 12);
    expect(changedFiles(before, await saveBytes())).toEqual([]);
  });

  it('starts the season when the dashboard opens, once, even when asked many times at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => player.get<DashboardResponse>('/api/dashboard/')),
    );
    for (const a of answers) {
      expect(a.status).toBe(200);
      checkInfo(a.body.info, { stage: 'season', year: YEAR, week: 1 });
    }
    const before = await saveBytes();
    const again = await player.ok<DashboardResponse>('/api/dashboard');
    checkInfo(again.info, { stage: 'season', week: 1 });
    expect(changedFiles(before, await saveBytes())).toEqual([]);
    const noncon = await player.get<{ redirect: string }>('/api/noncon/');
    expect(noncon.status).toBe(409);
    expect(noncon.body.redirect).toBe('/dashboard');
    seen.rankingsByWeek.set(0, await player.ok<RankingsResponse>('/api/rankings/'));
  });

  it('shows every page in week 1 and after some weeks, with and without the trailing slash', async () => {
    await checkSeasonPages(player, seen, 'season');
    const sim = await player.get<SimResponse>('/api/sim/5/');
    expect(sim.status).toBe(200);
    checkInfo(sim.body.info, { stage: 'season', week: 5 });
    for (let w = 1; w <= 4; w++)
      seen.rankingsByWeek.set(w, await player.ok<RankingsResponse>(`/api/rankings/?week=${w}`));
    await checkSeasonPages(player, seen, 'season');
    // A week already played is not played again.
    const before = await saveBytes();
    const back = await player.ok<SimResponse>('/api/sim/3/');
    expect(back.info.currentWeek).toBe(5);
    expect(changedFiles(before, await saveBytes())).toEqual([]);

    const schedule = await player.ok<TeamScheduleResponse>(`/api/${seg(TEAM)}/schedule/`);
    const game = schedule.games.find((g) => g.result !== null)!;
    const roster = await player.ok<RosterResponse>(`/api/${seg(TEAM)}/roster/`);
    await checkSlashVariants(
      player,
      [
        '/api/home/',
        '/api/noncon/',
        '/api/dashboard/',
        '/api/rankings/',
        '/api/rankings/?week=2',
        `/api/${seg(TEAM)}/schedule/`,
        `/api/${seg(TEAM)}/roster/`,
        `/api/${seg(TEAM)}/history/`,
        `/api/${seg(TEAM)}/stats/`,
        '/api/playoff/',
        '/api/standings/SEC/',
        `/api/player/${roster.roster[0].id}/`,
        '/api/week/2/',
        `/api/game/${game.id}/`,
        '/api/stats/team/',
        '/api/stats/individual/',
        '/api/stats/ratings/',
        `/api/team_info/?team_name=${seg(TEAM)}`,
        '/api/fetchteams/?week=1',
      ].filter((p) => p !== '/api/noncon/' && p !== '/api/fetchteams/?week=1'),
    );
  });

  it('reads during a simulation see the game before or after it, never half', async () => {
    const simulation = player.get<SimResponse>('/api/sim/10/');
    const reads = await Promise.all(Array.from({ length: 6 }, () => player.get<DashboardResponse>('/api/dashboard/')));
    const done = await simulation;
    expect(done.status).toBe(200);
    for (const read of reads) {
      expect(read.status).toBe(200);
      expect([5, 10]).toContain(read.body.info.currentWeek);
      // Twelve games in 14 weeks: at most one a week.
      const weeksPlayed = read.body.info.currentWeek - 1;
      expect(read.body.team.totalWins + read.body.team.totalLosses).toBeLessThanOrEqual(weeksPlayed);
      if (read.body.info.currentWeek === 5) expect(read.body.prev_game?.weekPlayed ?? 0).toBeLessThan(5);
    }
  });

  it('plays to the end of the season and fills the bracket', async () => {
    const sim = await player.ok<SimResponse>(`/api/sim/${LAST_WEEK_12 + 1}/`);
    expect(sim.info.currentWeek).toBe(LAST_WEEK_12 + 1);
    expect(['season', 'playoff']).toContain(sim.info.stage);
    await checkSeasonPages(player, seen, sim.info.stage);
    const playoff = await checkPlayoff(player, 12);
    const title = playoff.bracket!.championship;
    expect(title.winner).not.toBeNull();
    expect([title.team1, title.team2]).toContain(title.winner);
    expect(title.score1).not.toBeNull();
    expect(title.winner).toBe(title.score1! > title.score2! ? title.team1 : title.team2);
    for (const side of [playoff.bracket!.left_bracket, playoff.bracket!.right_bracket]) {
      for (const m of [...side.first_round, ...side.quarterfinals, side.semifinal]) {
        expect(m.winner).not.toBeNull();
        expectInt(m.id, 1);
      }
    }
    // The season is over: nothing is left to simulate.
    const more = await player.get(`/api/sim/${LAST_WEEK_12 + 2}/`);
    expect(more.status).toBe(404);
  });

  it('walks the offseason: summary, progression, recruiting, next preseason (each once)', async () => {
    const playoff = await player.ok<PlayoffResponse>('/api/playoff/');
    const dashboardBefore = await player.get('/api/roster_progression/');
    expect(dashboardBefore.status).toBe(409);

    const summary = await player.ok<SummaryResponse>('/api/summary/');
    checkPage(summary, { stage: 'summary', year: YEAR });
    expect(summary.champion!.name).toBe(playoff.bracket!.championship.winner);
    expect(summary.champion!.record).toMatch(RECORD);
    expect(summary.champion!.ranking).toBe(1);
    for (const [team, move] of Object.entries(summary.realignment)) {
      expect(typeof team).toBe('string');
      expect(move.old).not.toBe(move.new);
    }
    const before = await saveBytes();
    expect((await player.ok<SummaryResponse>('/api/summary')).info.stage).toBe('summary');
    expect((await player.get('/api/dashboard/')).status).toBe(409);
    expect(changedFiles(before, await saveBytes())).toEqual([]);
    const history = await player.ok<TeamHistoryResponse>(`/api/${seg(TEAM)}/history/`);
    const ranking = (await player.ok<RankingsResponse>('/api/rankings/')).rankings.find((r) => r.name === TEAM)!;
    expect(history.years[0].rank).toBe(ranking.ranking);

    const progression = await player.ok<RosterProgressionResponse>('/api/roster_progression/');
    checkPage(progression, { stage: 'progression' });
    expect(progression.progressed.length).toBeGreaterThan(30);
    for (const p of progression.progressed) {
      expect(p.team).toBe(TEAM);
      expectInt(p.change, -30, 30);
      expect(['fr', 'so', 'jr', 'sr']).toContain(p.year);
    }
    // Returning players move up a class; the freshmen who barely played stay freshmen (a redshirt year), about
    // three in ten of those returning after a 2024 season (most true freshmen sit: the four-game rule).
    expect(progression.progressed.filter((p) => p.year === 'fr').length).toBeLessThan(
      progression.progressed.length / 3,
    );
    expect(progression.leaving.length).toBeGreaterThan(5);
    for (const p of progression.leaving) expect(p.year).toBe('sr');
    const roster = await player.ok<RosterResponse>(`/api/${seg(TEAM)}/roster/`);
    const ids = new Set(roster.roster.map((p) => p.id));
    for (const p of progression.leaving) expect(ids.has(p.id)).toBe(false);
    for (const p of progression.progressed) expect(roster.roster.find((r) => r.id === p.id)?.rating).toBe(p.rating);
    expect((await player.ok<RosterProgressionResponse>('/api/roster_progression')).info.stage).toBe('progression');

    const recruiting = await player.ok<RecruitingSummaryResponse>('/api/recruiting_summary/');
    checkPage(recruiting, { stage: 'recruiting_summary' });
    const s = recruiting.summary_stats;
    expect(s.total_freshmen).toBe(recruiting.team_rankings.reduce((n, t) => n + t.players.length, 0));
    expect(s.min_rating).toBeLessThanOrEqual(s.avg_rating);
    expect(s.avg_rating).toBeLessThanOrEqual(s.max_rating);
    expect(recruiting.team_rankings.length).toBeGreaterThan(100);
    for (const t of recruiting.team_rankings) {
      expectInt(t.team.prestige, 1, 7);
      const ratings = t.players.map((p) => p.rating);
      expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
      for (const p of t.players) expectInt(p.stars, 1, 5);
    }
    expect(recruiting.team_rankings.map((t) => t.team_name)).toContain(TEAM);

    const next = await player.ok<NonconResponse>('/api/noncon/');
    checkPage(next, { stage: 'preseason', year: YEAR + 1, week: 1 });
    const before2 = await saveBytes();
    expect((await player.ok<NonconResponse>('/api/noncon/')).info.currentYear).toBe(YEAR + 1);
    expect(changedFiles(before2, await saveBytes())).toEqual([]);
  });

  it('plays the second season with POST /api/advance and keeps the first in history', async () => {
    const started = await player.post<AdvanceResponse>('/api/advance/', {});
    expect(started.status).toBe(200);
    checkInfo(started.body.info, { stage: 'season', year: YEAR + 1, week: 1 });
    // Advancing with games left to play is refused.
    expect((await player.post('/api/advance', {})).status).toBe(409);
    await player.ok(`/api/sim/${LAST_WEEK_12 + 1}/`);
    await checkSeasonPages(player, seen, (await player.ok<DashboardResponse>('/api/dashboard/')).info.stage);

    const old = await player.ok<TeamScheduleResponse>(`/api/${seg(TEAM)}/schedule/?year=${YEAR}`);
    expect(old.year).toBe(YEAR);
    expect(old.years).toEqual([YEAR + 1, YEAR]);
    expect(old.games.every((g) => g.result !== null)).toBe(true);
    const history = await player.ok<TeamHistoryResponse>(`/api/${seg(TEAM)}/history/`);
    expect(history.years.map((y) => y.year)).toEqual([YEAR + 1, YEAR]);
    const first = history.years[1];
    expect(`${first.wins}-${first.losses}`).toBe(
      `${old.games.filter((g) => g.result === 'W').length}-${old.games.filter((g) => g.result === 'L').length}`,
    );
    const lastYear = await player.ok<IndividualStatsResponse>(`/api/stats/individual/?year=${YEAR}`);
    expect(Object.keys(lastYear.stats.passing).length).toBeGreaterThan(20);
    const lastYearTeams = await player.ok<TeamStatsResponse>(`/api/stats/team/?year=${YEAR}`);
    expect(lastYearTeams.offense[TEAM].games).toBe(old.games.length);

    // A player who was here both seasons has two career rows; last season's game logs are still shown.
    const roster = await player.ok<RosterResponse>(`/api/${seg(TEAM)}/roster/`);
    const veteran = roster.roster.find((p) => p.pos === 'QB' && p.starter)!;
    const profile = await player.ok<PlayerResponse>(`/api/player/${veteran.id}/?year=${YEAR}`);
    if (Object.keys(profile.yearly_cumulative_stats).length === 2) {
      expect(Object.keys(profile.yearly_cumulative_stats)).toEqual([String(YEAR), String(YEAR + 1)]);
      expect(profile.years).toEqual([YEAR + 1, YEAR]);
      expect(profile.game_logs.length).toBeGreaterThan(0);
    }

    for (const [path, stage] of [
      ['/api/summary/', 'summary'],
      ['/api/advance/', 'progression'],
      ['/api/advance/', 'recruiting_summary'],
      ['/api/advance/', 'preseason'],
    ] as const) {
      const answer =
        path === '/api/advance/'
          ? await player.post<AdvanceResponse>(path, {})
          : await player.get<AdvanceResponse>(path);
      expect(answer.status).toBe(200);
      expect(answer.body.info.stage).toBe(stage);
    }
    const preseason = await player.ok<NonconResponse>('/api/noncon/');
    checkInfo(preseason.info, { stage: 'preseason', year: YEAR + 2 });
    expect(server.internalErrors).toEqual([]);
  });

  it('keeps every player to their own game', async () => {
    const other = new Client(server.base);
    await other.ok('/api/home/');
    expect(other.userId).not.toBe(player.userId);
    const mine = await saveBytes();
    const theirs = await other.get<NonconResponse>(
      `/api/noncon/?team=Michigan&year=2010&playoff_teams=2&playoff_autobids=0&playoff_conf_champ_top_4=false`,
    );
    expect(theirs.status).toBe(200);
    expect(theirs.body.info.team).toBe('Michigan');
    checkInfo((await other.ok<DashboardResponse>('/api/dashboard/')).info, { stage: 'season', year: 2010, teams: 2 });
    expect((await player.ok<NonconResponse>('/api/noncon/')).info.team).toBe(TEAM);
    const after = await saveBytes();
    // The player's save is as it was; the other player's game is new (a save's rows with its WAL, and its .current).
    expect(changedFiles(mine, after)).toEqual([`${other.userId}/.current`, `${other.userId}/michigan-2010.db`]);
  });
});
