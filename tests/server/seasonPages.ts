// The read-only pages of a running season, each with its checks, for the two-season dynasty that dynasty.test.ts
// plays over HTTP (Ohio State from 2024, a twelve-team playoff).
import { expect } from 'vitest';
import type {
  DashboardResponse,
  GameResponse,
  HomeResponse,
  IndividualBoardResponse,
  IndividualStatsResponse,
  PlayerResponse,
  PlayoffResponse,
  RankingsResponse,
  RatingsStatsResponse,
  RosterResponse,
  StandingsResponse,
  TeamHistoryResponse,
  TeamInfoResponse,
  TeamScheduleResponse,
  TeamSeasonStatsResponse,
  TeamStatsResponse,
  WeekScheduleResponse,
} from '../../src/shared/api-types.js';
import {
  MONEYLINE,
  RECORD,
  SPREAD,
  overall,
  checkLastGame,
  checkNextGame,
  checkOppositeSpreads,
  checkPage,
  checkResult,
  checkTeam,
  expectInt,
} from './checks.js';
import { seg, type Client } from './helpers.js';

/** A total (over/under): combined points in half points, between a defensive game's and a shootout's. */
function checkTotal(total: string | null | undefined): void {
  expect(total).toMatch(/^\d+(\.5)?$/);
  expect(Number(total)).toBeGreaterThan(20);
  expect(Number(total)).toBeLessThan(120);
}

export const TEAM = 'Ohio State';
export const YEAR = 2024;
export const LAST_WEEK_12 = 19;

/** What the steps of the game learn and later steps check against. */
export interface Seen {
  teams: Set<string>;
  conference: string;
  rankingsByWeek: Map<number, RankingsResponse>;
}

export async function checkSlashVariants(player: Client, paths: string[]): Promise<void> {
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
export async function checkSeasonPages(player: Client, seen: Seen, stage: string): Promise<void> {
  const dashboard = await player.ok<DashboardResponse>('/api/dashboard/');
  // The season's teams (programs join and leave FBS between seasons).
  const preview = (await player.ok<HomeResponse>(`/api/home/?year=${dashboard.info.currentYear}`)).preview!;
  seen.teams = new Set(
    [...Object.values(preview.conferences).flatMap((c) => c.teams), ...preview.independents].map((t) => t.name),
  );
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
    // The total travels beside the spread: set with it (a new save's games all have one), in half points.
    expect(g.total === null).toBe(g.spread === null);
    if (g.total !== null) checkTotal(g.total);
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
  dashboard.top_10.forEach((t, i) => {
    expect(t.ranking).toBe(i + 1);
  });
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
        const pct = group.map((t) =>
          t.confWins + t.confLosses === 0 ? 0.5 : t.confWins / (t.confWins + t.confLosses),
        );
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
      expect(g.total === null).toBe(g.spreadA === null);
      if (g.total) checkTotal(g.total);
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
    expect(Object.keys(game.stats)).toEqual(
      expect.arrayContaining(['total yards', 'passing yards', 'rushing yards', 'turnovers']),
    );
    expect(game.linescore!.teamA.reduce((a, b) => a + b, 0)).toBe(g.scoreA);
    expect(game.linescore!.teamB.reduce((a, b) => a + b, 0)).toBe(g.scoreB);
    expect(game.linescore!.teamA.length).toBe(4 + g.overtime);
    for (const category of ['Passing', 'Rushing', 'Receiving'] as const) {
      expect(game.game_logs![category].length).toBeGreaterThan(0);
      for (const line of game.game_logs![category]) expect([g.teamA.name, g.teamB.name]).toContain(line.team_name);
    }
    const passYards = (team: string) =>
      game.game_logs!.Receiving.filter((l) => l.team_name === team).reduce((s, l) => s + (l.receiving_yards ?? 0), 0);
    expect(passYards(g.teamA.name)).toBe(
      game.game_logs!.Passing.filter((l) => l.team_name === g.teamA.name).reduce((s, l) => s + (l.pass_yards ?? 0), 0),
    );
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
    // The preview's total is the schedule's for the same game.
    expect(preview.game.total).toBe(next.total);
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
  for (const key of [
    'name',
    'mascot',
    'conference',
    'ranking',
    'rating',
    'prestige',
    'totalWins',
    'totalLosses',
    'confWins',
    'confLosses',
    'colorPrimary',
  ] as const) {
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
    Object.values(board)
      .map((e) => (e.stats as Record<string, number>)[key])
      .sort((a, b) => b - a);
  for (const [board, key] of [
    [individual.stats.passing, 'adjusted_pass_yards_per_attempt'],
    [individual.stats.rushing, 'yards_per_game'],
    [individual.stats.receiving, 'yards_per_game'],
  ] as const) {
    for (const value of order(board, key)) expect(typeof value).toBe('number');
  }
  if (week > 2) expect(Object.keys(individual.stats.passing).length).toBeGreaterThan(20);
  for (const e of [...Object.values(individual.stats.passing), ...Object.values(individual.stats.rushing)])
    expect(seen.teams.has(e.team)).toBe(true);
  // One category's board alone (the web page's tab): the whole answer's board, and nothing else.
  const defense = await player.ok<IndividualBoardResponse>('/api/stats/individual/?category=defense');
  checkPage(defense);
  expect(Object.keys(defense.stats)).toEqual(['defense']);
  expect(defense.stats.defense).toEqual(individual.stats.defense);

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
  await checkPlayoff(player, dashboard.info.playoffFormat.teams);
}

export async function checkPlayoff(player: Client, size: number): Promise<PlayoffResponse> {
  const playoff = await player.ok<PlayoffResponse>('/api/playoff/');
  checkPage(playoff);
  expect(playoff.playoff_teams.map((t) => t.seed)).toEqual(Array.from({ length: size }, (_, i) => i + 1));
  const field = new Set(playoff.playoff_teams.map((t) => t.name));
  expect(field.size).toBe(size);
  for (const b of playoff.bubble_teams) expect(field.has(b.name)).toBe(false);
  const conferences = playoff.conferences.map((c) => c.confName);
  expect(playoff.conference_champions.map((c) => c.conference).sort()).toEqual([...conferences].sort());
  for (const c of playoff.conference_champions)
    expect(c.seed === null ? !field.has(c.name) : field.has(c.name)).toBe(true);
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
