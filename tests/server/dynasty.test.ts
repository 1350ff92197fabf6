// Plays a dynasty through two full seasons over HTTP against the real server (hosted mode), calling every
// endpoint at every stage and checking the spec's fields (local mode: localMode.test.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdvanceResponse, DashboardResponse, GameResponse, HomeResponse, IndividualStatsResponse, NonconResponse, PlayerResponse,
  PlayoffResponse, RankingsResponse, RatingsStatsResponse, RecruitingSummaryResponse, RosterProgressionResponse,
  RosterResponse, SimResponse, StandingsResponse, SummaryResponse, TeamHistoryResponse, TeamInfoResponse,
  TeamScheduleResponse, TeamSeasonStatsResponse, TeamStatsResponse, WeekScheduleResponse,
} from '../../src/shared/api-types.js';
import {
  MONEYLINE, RECORD, SPREAD, overall, checkInfo, checkLastGame, checkNextGame, checkOppositeSpreads, checkPage, checkResult, checkTeam,
  expectInt,
} from './checks.js';
import { Client, changedFiles, seg, snapshot, startServer, type Running } from './helpers.js';

const TEAM = 'Ohio State';
const YEAR = 2024;
const LAST_WEEK_12 = 19;

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
const seen = {
  teams: new Set<string>(),
  conference: '',
  rankingsByWeek: new Map<number, RankingsResponse>(),
};

async function checkSlashVariants(paths: string[]): Promise<void> {
  for (const path of paths) {
    const withSlash = await player.get(path);
    const bare = path.replace(/\/(\?|$)/, '$1');
    expect(bare).not.toBe(path);
    const without = await player.get(bare);
    expect(withSlash.status, path).toBe(200);
    expect(without.status, bare).toBe(200);
    expect(without.text, bare).toBe(withSlash.text);
  }
}

/** Every read-only page of a running season, with its checks. */
async function checkSeasonPages(stage: string): Promise<void> {
  const dashboard = await player.ok<DashboardResponse>('/api/dashboard/');
  // The season's teams (programs join and leave FBS between seasons).
  const preview = (await player.ok<HomeResponse>(`/api/home/?year=${dashboard.info.currentYear}`)).preview!;
  seen.teams = new Set([...Object.values(preview.conferences).flatMap((c) => c.teams), ...preview.independents].map((t) => t.name));
  checkPage(dashboard, { stage, team: TEAM });
  const week = dashboard.info.currentWeek;
  const lastWeek = dashboard.info.lastWeek;

  // Team schedule: the season's games in week order, results agreeing with scores, played games = the record.
  const schedule = await player.ok<TeamScheduleResponse>(`/api/${seg(TEAM)}/schedule/`);
  checkPage(schedule);
  checkTeam(schedule.team);
  expect(schedule.year).toBe(dashboard.info.currentYear);
  expect(schedule.years).toContain(schedule.year);
  expect(schedule.teams.length).toBe(seen.teams.size);
  const weeks = schedule.games.map((g) => g.weekPlayed);
  expect(weeks).toEqual([...weeks].sort((a, b) => a - b));
  for (const g of schedule.games) {
    checkResult(g.result, g.score);
    // An FCS opponent is no team of the season (flagged, never a team page).
    expect(seen.teams.has(g.opponent.name)).toBe(g.opponent.fcs !== true);
    expect(g.opponent.record).toMatch(RECORD);
    expectInt(g.opponent.rating, 0, 99);
    if (g.result) {
      expect(g.weekPlayed).toBeLessThan(week);
      expect(g.spread).toMatch(SPREAD);
    } else if (g.spread !== null) expect(g.spread).toMatch(SPREAD);
  }
  const played = schedule.games.filter((g) => g.result !== null);
  expect(played.length).toBe(schedule.team.totalWins + schedule.team.totalLosses);
  expect(played.filter((g) => g.result === 'W').length).toBe(schedule.team.totalWins);

  // Dashboard: the games of last week and this week are the schedule's (null on a bye).
  checkTeam(dashboard.team);
  expect(dashboard.team.name).toBe(TEAM);
  const last = schedule.games.find((g) => g.weekPlayed === week - 1);
  const next = schedule.games.find((g) => g.weekPlayed === week);
  if (last) {
    expect(dashboard.prev_game?.id).toBe(last.id);
    expect(dashboard.prev_game?.score).toBe(last.score);
    expect(dashboard.prev_game?.result).toBe(last.result);
  } else expect(dashboard.prev_game).toBeNull();
  if (next) {
    expect(dashboard.curr_game?.id).toBe(next.id);
    expect(dashboard.curr_game?.result).toBeNull();
    if (dashboard.curr_game?.spread) expect(dashboard.curr_game.spread).toMatch(SPREAD);
    if (dashboard.curr_game?.moneyline) expect(dashboard.curr_game.moneyline).toMatch(MONEYLINE);
  } else expect(dashboard.curr_game).toBeNull();
  expect(dashboard.confTeams.map((t) => t.name)).toContain(TEAM);
  for (const t of dashboard.confTeams) expect(t.conference).toBe(dashboard.team.conference);

  // Rankings: every team, ranks 1..N in order, records as "W-L", movement against the previous poll.
  const rankings = await player.ok<RankingsResponse>('/api/rankings/');
  checkPage(rankings);
  expect(rankings.rankings.length).toBe(seen.teams.size);
  rankings.rankings.forEach((r, i) => {
    expect(r.ranking).toBe(i + 1);
    expect(r.record).toMatch(RECORD);
    // AP points: every team of the top 25 has some (others may receive votes too).
    if (i < 25) expect(r.poll_score).toBeGreaterThan(0);
    expect(r.poll_score).toBeGreaterThanOrEqual(0);
    checkLastGame(r.last_game, seen.teams);
    checkNextGame(r.next_game, seen.teams);
  });
  expect(rankings.rankings.slice(0, 10).map((r) => r.name)).toEqual(dashboard.top_10.map((t) => t.name));
  dashboard.top_10.forEach((t, i) => expect(t.ranking).toBe(i + 1));
  const pollWeek = rankings.week!;
  const previous = seen.rankingsByWeek.get(pollWeek - 1);
  if (previous) {
    const before = new Map(previous.rankings.map((r) => [r.name, r.ranking]));
    for (const r of rankings.rankings) expect(r.movement).toBe(before.get(r.name)! - r.ranking);
  }
  seen.rankingsByWeek.set(pollWeek, rankings);
  const byName = new Map(rankings.rankings.map((r) => [r.name, r]));
  expect(byName.get(TEAM)!.record).toBe(dashboard.team.record);

  // Standings of every conference and the independents: conference records in order.
  for (const conference of [...dashboard.conferences.map((c) => c.confName), 'independent']) {
    const standings = await player.ok<StandingsResponse>(`/api/standings/${seg(conference)}/`);
    checkPage(standings);
    expect(standings.conference).toBe(conference === 'independent' ? undefined : conference);
    expect(standings.team.name).toBe(TEAM);
    for (const t of standings.teams) {
      expect(`${t.totalWins}-${t.totalLosses}`).toBe(overall(byName.get(t.name)!.record));
      checkLastGame(t.last_game, seen.teams);
      checkNextGame(t.next_game, seen.teams);
    }
    if (conference !== 'independent') {
      // Within a division (or the conference) better conference records come first.
      const groups = new Map<string, typeof standings.teams>();
      for (const t of standings.teams) groups.set(t.division ?? '', [...(groups.get(t.division ?? '') ?? []), t]);
      for (const group of groups.values()) {
        const pct = group.map((t) => (t.confWins + t.confLosses === 0 ? 0.5 : t.confWins / (t.confWins + t.confLosses)));
        for (let i = 1; i < pct.length; i++) expect(pct[i]).toBeLessThanOrEqual(pct[i - 1]);
      }
    }
    if (conference === dashboard.team.conference) {
      expect(standings.teams.map((t) => t.name)).toEqual(dashboard.confTeams.map((t) => t.name));
    }
  }

  // Week schedules: a played week and the next one.
  for (const w of [Math.max(1, week - 1), Math.min(week, lastWeek)]) {
    const ws = await player.ok<WeekScheduleResponse>(`/api/week/${w}/`);
    checkPage(ws);
    expect(ws.week).toBe(w);
    for (const g of ws.games) {
      expect(seen.teams.has(g.teamA.name) && seen.teams.has(g.teamB.name) !== (g.teamB.fcs === true)).toBe(true);
      expect(g.teamA.record).toMatch(RECORD);
      if (g.winner !== null) {
        expect(g.scoreA! > g.scoreB! ? g.teamA.name : g.teamB.name).toBe(g.winner);
      } else {
        expect(g.scoreA).toBeNull();
      }
      // Lines stay on played games (wire format 1.5).
      checkOppositeSpreads(g.spreadA, g.spreadB);
    }
    // Most watchable first (wire format: GET /api/week/).
    const scores = ws.games.map((g) => g.watchability_score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    if (w < week) expect(ws.games.every((g) => g.winner !== null)).toBe(true);
    expect(ws.games.filter((g) => g.game_of_week).length).toBeLessThanOrEqual(1);
  }

  // A played game: final summary, drives, team stats, player lines, line score.
  if (last) {
    const game = await player.ok<GameResponse>(`/api/game/${last.id}/`);
    checkPage(game);
    const g = game.game;
    expect(g.id).toBe(last.id);
    checkTeam(g.teamA);
    checkTeam(g.teamB);
    expect([g.teamA.name, g.teamB.name]).toContain(TEAM);
    expect(g.winner).toBe(g.scoreA! > g.scoreB! ? g.teamA.name : g.teamB.name);
    expect(g.resultA).toBe(g.winner === g.teamA.name ? 'W' : 'L');
    expect(g.resultB).toBe(g.winner === g.teamB.name ? 'W' : 'L');
    const ownIsA = g.teamA.name === TEAM;
    expect(`${ownIsA ? g.scoreA : g.scoreB}-${ownIsA ? g.scoreB : g.scoreA}`).toBe(last.score);
    expectInt(g.overtime, 0, 10);
    expect(game.top_players ?? null).toBeNull();
    expect(game.drives.length).toBeGreaterThan(10);
    for (const d of game.drives) expect([g.teamA.name, g.teamB.name]).toContain(d.offense);
    expect(game.drives[game.drives.length - 1].scoreAAfter).toBe(g.scoreA);
    expect(game.drives[game.drives.length - 1].scoreBAfter).toBe(g.scoreB);
    expect(Object.keys(game.stats)).toEqual(expect.arrayContaining(['total yards', 'passing yards', 'rushing yards', 'turnovers']));
    expect(game.linescore!.teamA.reduce((a, b) => a + b, 0)).toBe(g.scoreA);
    expect(game.linescore!.teamB.reduce((a, b) => a + b, 0)).toBe(g.scoreB);
    expect(game.linescore!.teamA.length).toBe(4 + g.overtime);
    for (const category of ['Passing', 'Rushing', 'Receiving'] as const) {
      expect(game.game_logs![category].length).toBeGreaterThan(0);
      for (const line of game.game_logs![category]) expect([g.teamA.name, g.teamB.name]).toContain(line.team_name);
    }
    const passYards = (team: string) => game.game_logs!.Receiving.filter((l) => l.team_name === team).reduce((s, l) => s + (l.receiving_yards ?? 0), 0);
    expect(passYards(g.teamA.name)).toBe(game.game_logs!.Passing.filter((l) => l.team_name === g.teamA.name).reduce((s, l) => s + (l.pass_yards ?? 0), 0));
    expect(game.plays!.length).toBeGreaterThan(50);
    for (const p of game.plays!) {
      expectInt(p.drive, 0, game.drives.length - 1);
      expectInt(p.yardLine, 0, 100);
    }

    // The player page of the user's passer in that game.
    const passer = game.game_logs!.Passing.find((l) => l.team_name === TEAM)!;
    const profile = await player.ok<PlayerResponse>(`/api/player/${passer.player_id}/`);
    checkPage(profile);
    expect(profile.player.id).toBe(passer.player_id);
    expect(profile.player.pos).toBe(passer.pos);
    expectInt(profile.player.stars, 1, 5);
    expectInt(profile.player.development_trait, 0, 5);
    expect(profile.team.name).toBe(TEAM);
    const log = profile.game_logs.find((l) => l.game.id === last.id)!;
    expect(log.pass_yards).toBe(passer.pass_yards);
    expect(log.game.score).toBe(last.score);
    checkResult(log.game.result, log.game.score);
    const thisYear = profile.yearly_cumulative_stats[String(dashboard.info.currentYear)];
    expect(thisYear.pass_yards).toBe(profile.game_logs.reduce((s, l) => s + (l.pass_yards ?? 0), 0));
    expect(thisYear.games).toBeGreaterThanOrEqual(profile.game_logs.length);
    expect(profile.years).toContain(dashboard.info.currentYear);
  }

  // An unplayed game: the preview.
  if (next) {
    const preview = await player.ok<GameResponse>(`/api/game/${next.id}/`);
    checkPage(preview);
    expect(preview.game.winner).toBeNull();
    expect(preview.drives).toEqual([]);
    expect(Object.values(preview.game_logs ?? {}).flat()).toEqual([]);
    checkOppositeSpreads(preview.game.spreadA, preview.game.spreadB);
    for (const [index, side] of (['teamA', 'teamB'] as const).entries()) {
      const players = preview.top_players![index];
      expect(players.length).toBe(5);
      expect(players.map((p) => p.rating)).toEqual([...players.map((p) => p.rating)].sort((a, b) => b - a));
      if (week > 1) {
        for (const key of ['offensive_ypg', 'defensive_ypg', 'points_per_game'] as const) {
          const stat = preview.game[side].stats![key]!;
          expectInt(stat.rank, 1, seen.teams.size);
          expect(stat.value).toBeGreaterThan(0);
        }
      }
    }
  }

  // Roster, history, the team's stat line, the popup.
  const roster = await player.ok<RosterResponse>(`/api/${seg(TEAM)}/roster/`);
  checkPage(roster);
  expect(roster.positions).toEqual(['QB', 'RB', 'WR', 'TE', 'OL', 'DL', 'LB', 'CB', 'S', 'K', 'P']);
  expect(roster.roster.length).toBeGreaterThan(60);
  for (const p of roster.roster) {
    expect(roster.positions).toContain(p.pos);
    expect(['fr', 'so', 'jr', 'sr']).toContain(p.year);
    expectInt(p.rating, 0, 99);
  }
  expect(roster.roster.filter((p) => p.starter && p.pos === 'QB').length).toBe(1);

  const history = await player.ok<TeamHistoryResponse>(`/api/${seg(TEAM)}/history/`);
  checkPage(history);
  expect(history.years.map((y) => y.year)).toEqual(
    Array.from({ length: dashboard.info.currentYear - YEAR + 1 }, (_, i) => dashboard.info.currentYear - i),
  );
  const current = history.years[0];
  expect(`${current.wins}-${current.losses}`).toBe(overall(dashboard.team.record));
  expect(current.has_games).toBe(true);

  const line = await player.ok<TeamSeasonStatsResponse>(`/api/${seg(TEAM)}/stats/`);
  checkPage(line);
  if (week > 1) {
    expectInt(line.stats.ppg.rank, 1, seen.teams.size);
    expect(line.stats.ppg.value).toBeGreaterThan(0);
  }

  const info = await player.ok<TeamInfoResponse>(`/api/team_info/?team_name=${seg(TEAM)}`);
  for (const key of ['name', 'mascot', 'conference', 'ranking', 'rating', 'prestige', 'totalWins', 'totalLosses', 'confWins', 'confLosses', 'colorPrimary'] as const) {
    expect(info.team[key]).toEqual(dashboard.team[key]);
  }

  // Statistics pages.
  const teamStats = await player.ok<TeamStatsResponse>('/api/stats/team/');
  checkPage(teamStats);
  if (played.length > 0) {
    const own = teamStats.offense[TEAM];
    expect(own.games).toBe(played.length);
    const points = played.reduce((s, g) => s + Number(g.score!.split('-')[0]), 0);
    expect(Math.abs(own.ppg * own.games - points)).toBeLessThanOrEqual(0.05 * own.games + 1e-9);
    const allowed = played.reduce((s, g) => s + Number(g.score!.split('-')[1]), 0);
    expect(Math.abs(teamStats.defense[TEAM].ppg * own.games - allowed)).toBeLessThanOrEqual(0.05 * own.games + 1e-9);
    expect(own.turnovers).toBeCloseTo(own.fumbles + own.interceptions, 0);
  }
  const individual = await player.ok<IndividualStatsResponse>('/api/stats/individual/');
  checkPage(individual);
  // Keyed by player id: the server's leader order is the insertion order of the objects.
  const order = (board: Record<string, { stats: object }>, key: string) =>
    Object.values(board).map((e) => (e.stats as Record<string, number>)[key]).sort((a, b) => b - a);
  for (const [board, key] of [[individual.stats.passing, 'adjusted_pass_yards_per_attempt'], [individual.stats.rushing, 'yards_per_game'], [individual.stats.receiving, 'yards_per_game']] as const) {
    for (const value of order(board, key)) expect(typeof value).toBe('number');
  }
  if (week > 2) expect(Object.keys(individual.stats.passing).length).toBeGreaterThan(20);
  for (const e of [...Object.values(individual.stats.passing), ...Object.values(individual.stats.rushing)]) expect(seen.teams.has(e.team)).toBe(true);

  const ratings = await player.ok<RatingsStatsResponse>('/api/stats/ratings/');
  checkPage(ratings);
  expect(ratings.teams.length).toBe(seen.teams.size);
  expect(ratings.team_counts_by_prestige.reduce((s, r) => s + r.team_count, 0)).toBe(seen.teams.size);
  for (const row of ratings.prestige_stars_table) {
    const sum = Object.values(row.star_percentages).reduce((a, b) => a + b, 0);
    expect(Math.abs(sum - 100)).toBeLessThan(1);
  }
  expect(ratings.teams.map((t) => t.rating)).toEqual([...ratings.teams.map((t) => t.rating)].sort((a, b) => b - a));
  expect(ratings.total_star_counts.avg_ratings['5']).toBeGreaterThan(ratings.total_star_counts.avg_ratings['2']);

  // The playoff picture.
  await checkPlayoff(dashboard.info.playoffFormat.teams);
}

async function checkPlayoff(size: number): Promise<PlayoffResponse> {
  const playoff = await player.ok<PlayoffResponse>('/api/playoff/');
  checkPage(playoff);
  expect(playoff.playoff_teams.map((t) => t.seed)).toEqual(Array.from({ length: size }, (_, i) => i + 1));
  const field = new Set(playoff.playoff_teams.map((t) => t.name));
  expect(field.size).toBe(size);
  for (const b of playoff.bubble_teams) expect(field.has(b.name)).toBe(false);
  const conferences = playoff.conferences.map((c) => c.confName);
  expect(playoff.conference_champions.map((c) => c.conference).sort()).toEqual([...conferences].sort());
  for (const c of playoff.conference_champions) expect(c.seed === null ? !field.has(c.name) : field.has(c.name)).toBe(true);
  const champions = new Set(playoff.conference_champions.map((c) => c.name));
  expect(playoff.playoff_teams.filter((t) => t.is_autobid).every((t) => champions.has(t.name))).toBe(true);
  if (size === 12) {
    // 5 autobids, conference champions on the top 4 seeds.
    expect(playoff.playoff_teams.filter((t) => t.is_autobid).length).toBe(Math.min(5, champions.size));
    for (const t of playoff.playoff_teams.slice(0, 4)) expect(champions.has(t.name)).toBe(true);
    const bracket = playoff.bracket!;
    for (const side of [bracket.left_bracket, bracket.right_bracket]) {
      expect(side.first_round.length).toBe(2);
      expect(side.quarterfinals.length).toBe(2);
      for (const m of side.first_round) expect((m.seed1 ?? 0) + (m.seed2 ?? 0)).toBe(17);
    }
    expect([bracket.left_bracket.first_round[0].seed1, bracket.left_bracket.first_round[0].seed2]).toEqual([8, 9]);
  }
  if (size === 2) expect(playoff.bracket).toBeNull();
  return playoff;
}

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
    const scheduled = await player.post<NonconResponse>('/api/schedulenc/', { opponent: teams[0], week: open.weekPlayed });
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
    await checkPlayoff(12);
    expect(changedFiles(before, await saveBytes())).toEqual([]);
  });

  it('starts the season when the dashboard opens, once, even when asked many times at once', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => player.get<DashboardResponse>('/api/dashboard/')));
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
    await checkSeasonPages('season');
    const sim = await player.get<SimResponse>('/api/sim/5/');
    expect(sim.status).toBe(200);
    checkInfo(sim.body.info, { stage: 'season', week: 5 });
    for (let w = 1; w <= 4; w++) seen.rankingsByWeek.set(w, await player.ok<RankingsResponse>(`/api/rankings/?week=${w}`));
    await checkSeasonPages('season');
    // A week already played is not played again.
    const before = await saveBytes();
    const back = await player.ok<SimResponse>('/api/sim/3/');
    expect(back.info.currentWeek).toBe(5);
    expect(changedFiles(before, await saveBytes())).toEqual([]);

    const schedule = await player.ok<TeamScheduleResponse>(`/api/${seg(TEAM)}/schedule/`);
    const game = schedule.games.find((g) => g.result !== null)!;
    const roster = await player.ok<RosterResponse>(`/api/${seg(TEAM)}/roster/`);
    await checkSlashVariants([
      '/api/home/', '/api/noncon/', '/api/dashboard/', '/api/rankings/', '/api/rankings/?week=2', `/api/${seg(TEAM)}/schedule/`,
      `/api/${seg(TEAM)}/roster/`, `/api/${seg(TEAM)}/history/`, `/api/${seg(TEAM)}/stats/`, '/api/playoff/', '/api/standings/SEC/',
      `/api/player/${roster.roster[0].id}/`, '/api/week/2/', `/api/game/${game.id}/`, '/api/stats/team/', '/api/stats/individual/',
      '/api/stats/ratings/', `/api/team_info/?team_name=${seg(TEAM)}`, '/api/fetchteams/?week=1',
    ].filter((p) => p !== '/api/noncon/' && p !== '/api/fetchteams/?week=1'));
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
    await checkSeasonPages(sim.info.stage);
    const playoff = await checkPlayoff(12);
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
    expect(progression.progressed.filter((p) => p.year === 'fr').length).toBeLessThan(progression.progressed.length / 3);
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
    await checkSeasonPages((await player.ok<DashboardResponse>('/api/dashboard/')).info.stage);

    const old = await player.ok<TeamScheduleResponse>(`/api/${seg(TEAM)}/schedule/?year=${YEAR}`);
    expect(old.year).toBe(YEAR);
    expect(old.years).toEqual([YEAR + 1, YEAR]);
    expect(old.games.every((g) => g.result !== null)).toBe(true);
    const history = await player.ok<TeamHistoryResponse>(`/api/${seg(TEAM)}/history/`);
    expect(history.years.map((y) => y.year)).toEqual([YEAR + 1, YEAR]);
    const first = history.years[1];
    expect(`${first.wins}-${first.losses}`).toBe(`${old.games.filter((g) => g.result === 'W').length}-${old.games.filter((g) => g.result === 'L').length}`);
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

    for (const [path, stage] of [['/api/summary/', 'summary'], ['/api/advance/', 'progression'], ['/api/advance/', 'recruiting_summary'], ['/api/advance/', 'preseason']] as const) {
      const answer = path === '/api/advance/' ? await player.post<AdvanceResponse>(path, {}) : await player.get<AdvanceResponse>(path);
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
    const theirs = await other.get<NonconResponse>(`/api/noncon/?team=Michigan&year=2010&playoff_teams=2&playoff_autobids=0&playoff_conf_champ_top_4=false`);
    expect(theirs.status).toBe(200);
    expect(theirs.body.info.team).toBe('Michigan');
    checkInfo((await other.ok<DashboardResponse>('/api/dashboard/')).info, { stage: 'season', year: 2010, teams: 2 });
    expect((await player.ok<NonconResponse>('/api/noncon/')).info.team).toBe(TEAM);
    const after = await saveBytes();
    expect(changedFiles(mine, after)).toEqual([`${other.userId}/.current`, `${other.userId}/.michigan-2010.db.checked`, `${other.userId}/michigan-2010.db`]);
  });
});
