// The read commands during a season: new -> noncon add -> advance -> sim --to 3, then every page as JSON and
// text, the errors a player can cause (exit 2, save untouched), and that reading never changes the save.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seasonLeague } from '../../src/core/data/league.js';
import { createIdSource } from '../../src/core/players/generate.js';
import type {
  GameResponse,
  PlayoffResponse,
  RankingsResponse,
  RosterResponse,
  StandingsResponse,
  TeamHistoryResponse,
  TeamScheduleResponse,
  WeekScheduleResponse,
} from '../../src/shared/api-types.js';
import { dynastyRosterStream, generatedTeam } from '../../src/workbench/generatedLeague.js';
import { cliSave } from '../helpers/cli.js';

const SEED = 5;
const TEAM = 'Ohio State';
const temp = cliSave('cli-read-');
const save = temp.path;
const { cli, json } = temp;
let nonconOpponent: string;
const NONCON_WEEK = 2;

function saveBytes(): Buffer {
  return readFileSync(save);
}

beforeAll(async () => {
  expect((await cli('new', '--year', '2024', '--team', TEAM, '--seed', String(SEED))).status).toBe(0);
  // One opponent a line with its sites (`noncon opponents --json` prints text too: the parent `noncon` command
  // takes the --json): "Air Force: home, away, neutral".
  const opponents = (await cli('noncon', 'opponents', '--week', String(NONCON_WEEK))).stdout
    .trim()
    .split('\n')
    .map((line) => line.replace(/: .*$/, ''));
  nonconOpponent = opponents.includes('Texas') ? 'Texas' : opponents[0];
  // A misspelled opponent is refused with a suggestion and the save is not touched.
  const before = saveBytes();
  const typo = await cli('noncon', 'add', '--opponent', 'Michgan', '--week', String(NONCON_WEEK));
  expect(typo.status).toBe(2);
  expect(typo.stderr).toMatch(/Did you mean: .*Michigan/);
  expect(saveBytes().equals(before)).toBe(true);
  expect((await cli('noncon', 'add', '--opponent', nonconOpponent, '--week', String(NONCON_WEEK))).status).toBe(0);
  expect((await cli('advance')).status).toBe(0);
  expect((await cli('sim', '--to', '3')).status).toBe(0);
});

afterAll(() => temp.cleanup());

describe('read commands after three weeks', () => {
  it('standings default to your conference, with records from the games played', async () => {
    const view = await json<StandingsResponse>('standings');
    expect(view.conference).toBe('Big Ten');
    expect(view.teams.map((t) => t.name)).toContain(TEAM);
    // Conference games are played between members: their wins and losses balance.
    const confWins = view.teams.reduce((s, t) => s + t.confWins, 0);
    const confLosses = view.teams.reduce((s, t) => s + t.confLosses, 0);
    expect(confWins).toBe(confLosses);
    for (const t of view.teams) expect(t.totalWins + t.totalLosses).toBeLessThanOrEqual(3);
    expect(view.teams.some((t) => t.last_game !== null)).toBe(true);

    const sec = await json<StandingsResponse>('standings', 'sec');
    expect(sec.conference).toBe('SEC');
    const independents = await json<StandingsResponse>('standings', 'independent');
    expect(independents.conference).toBeUndefined();
    expect(independents.teams.map((t) => t.name)).toContain('Notre Dame');
    for (const t of independents.teams) expect(t.confWins + t.confLosses).toBe(0);

    const text = await cli('standings', 'independent');
    expect(text.stdout).toContain('Independent Teams');
    expect(text.stdout).not.toContain('Conf ');
  });

  it('rankings list every team in poll order; the text shows the top 25 unless --all', async () => {
    const view = await json<RankingsResponse>('rankings');
    const teams = seasonLeague(2024).teams.length;
    expect(view.week).toBe(3);
    expect(view.rankings).toHaveLength(teams);
    expect(view.rankings.slice(0, 25).map((r) => r.ranking)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    const scores = view.rankings.slice(0, 25).map((r) => r.poll_score ?? -1);
    expect(scores.every((s) => s > 0)).toBe(true);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    for (const r of view.rankings) {
      const [w, l] = r.record.split(' ')[0].split('-').map(Number);
      expect(w + l).toBeLessThanOrEqual(3);
    }
    const rows = (out: string) => out.trim().split('\n').length - 3; // title, blank line, header, rule
    const top = await cli('rankings');
    expect(top.stdout).toContain('AP Top 25');
    expect(rows(top.stdout)).toBe(25);
    expect(rows((await cli('rankings', '--all')).stdout)).toBe(teams);
    const preseason = await json<RankingsResponse>('rankings', '--week', '0');
    expect(preseason.week).toBe(0);
    expect(preseason.rankings.every((r) => r.record === '0-0 (0-0)')).toBe(true);
  });

  it('playoff shows a projected 12-team field with its bracket', async () => {
    const view = await json<PlayoffResponse>('playoff');
    expect(view.playoff_teams.map((t) => t.seed)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(view.playoff_teams.filter((t) => t.is_autobid)).toHaveLength(view.info.playoffFormat.autobids ?? 0);
    expect(view.bracket?.left_bracket.first_round).toHaveLength(2);
    expect(view.bracket?.right_bracket.first_round).toHaveLength(2);
    const text = await cli('playoff');
    expect(text.stdout).toContain('12-Team Playoff Projection');
    expect(text.stdout).toContain('First Round');
  });

  it('week N shows scores of played weeks and lines of the weeks ahead', async () => {
    const played = await json<WeekScheduleResponse>('week', '3');
    expect(played.games.length).toBeGreaterThan(40);
    for (const g of played.games) {
      expect(g.scoreA).not.toBeNull();
      expect([g.teamA.name, g.teamB.name]).toContain(g.winner);
    }
    const names = played.games.flatMap((g) => [g.teamA.name, g.teamB.name]);
    expect(new Set(names).size).toBe(names.length);
    const ahead = await json<WeekScheduleResponse>('week', '4');
    for (const g of ahead.games) {
      expect(g.winner).toBeNull();
      expect(g.spreadA).not.toBeNull();
    }
    expect(played.games.filter((g) => g.game_of_week)).toHaveLength(1);
  });

  it("schedule and roster show your team's season and players", async () => {
    const schedule = await json<TeamScheduleResponse>('schedule');
    expect(schedule.team.name).toBe(TEAM);
    const regular = schedule.games.filter((g) => g.weekPlayed <= 14);
    expect(regular).toHaveLength(12);
    const added = schedule.games.find((g) => g.weekPlayed === NONCON_WEEK);
    expect(added?.opponent.name).toBe(nonconOpponent);
    for (const g of schedule.games) expect(g.result !== null).toBe(g.weekPlayed <= 3);
    const wins = schedule.games.filter((g) => g.result === 'W').length;
    expect(schedule.team.record.split(' ')[0]).toBe(`${wins}-${schedule.games.filter((g) => g.result === 'L').length}`);

    const roster = await json<RosterResponse>('roster');
    expect(roster.roster.length).toBeGreaterThanOrEqual(80);
    expect(roster.roster.filter((p) => p.starter).length).toBeGreaterThanOrEqual(22);
    // The exhibition's generated rosters are the ones a new dynasty of that year and seed starts with.
    const league = seasonLeague(2024);
    const generated = generatedTeam(
      league.teams.find((t) => t.name === TEAM)!,
      2024,
      dynastyRosterStream(SEED, 2024),
      createIdSource(1),
    );
    const key = (p: { first: string; last: string; pos: string; rating: number }) =>
      `${p.pos} ${p.first} ${p.last} ${p.rating}`;
    expect(roster.roster.map(key).sort()).toEqual(generated.team.players.map(key).sort());
  });

  it('history shows the season so far and no champions yet', async () => {
    const view = await json<TeamHistoryResponse & { champions: unknown[] }>('history');
    expect(view.years.map((y) => y.year)).toEqual([2024]);
    expect(`${view.years[0].wins}-${view.years[0].losses}`).toBe(view.team.record.split(' ')[0]);
    expect(view.champions).toEqual([]);
    const other = await json<TeamHistoryResponse>('history', 'michigan');
    expect(other.team.name).toBe('Michigan');
  });

  it('game --id shows a played game with drives and a box score that add up', async () => {
    const week = await json<WeekScheduleResponse>('week', '3');
    const id = week.games[0].id;
    const view = await json<GameResponse>('game', '--id', String(id));
    expect(view.game.id).toBe(id);
    expect(view.drives.length).toBeGreaterThan(10);
    const last = view.drives[view.drives.length - 1];
    expect([last.scoreAAfter, last.scoreBAfter]).toEqual([view.game.scoreA, view.game.scoreB]);
    expect(view.linescore?.teamA.reduce((a, b) => a + b, 0)).toBe(view.game.scoreA);
    expect(view.stats['total yards']).toBeDefined();
    const text = await cli('game', '--id', String(id));
    expect(text.stdout).toContain('FINAL');
    expect(text.stdout).toContain('Drive Summary');
    const preview = await cli('game', '--id', String((await json<WeekScheduleResponse>('week', '5')).games[0].id));
    expect(preview.stdout).toContain('Preview');
  });

  it('offseason pages read the save as it stands during the season', async () => {
    const summary = await json<{ champion: unknown; realignment: Record<string, unknown> }>('summary');
    expect(summary.champion).toBeNull();
    expect(Object.keys(summary.realignment).length).toBeGreaterThan(0);
    expect((await json<{ progressed: unknown[] }>('progression')).progressed).toEqual([]);
    expect((await json<{ summary_stats: { total_freshmen: number } }>('recruiting')).summary_stats.total_freshmen).toBe(
      0,
    );
  });
});

describe('reading never changes the save, and player mistakes exit 2', () => {
  it('every read command leaves the save bytes and the stage as they were', async () => {
    const before = saveBytes();
    const reads = [
      ['status'],
      ['standings'],
      ['rankings', '--all'],
      ['playoff'],
      ['week', '4'],
      ['schedule'],
      ['roster'],
      ['history'],
      ['summary'],
      ['progression'],
      ['recruiting'],
      ['game', '--id', '1'],
    ];
    for (const args of reads) {
      const text = await cli(...args);
      expect(text.status, args.join(' ')).toBe(0);
      const r = await cli(...args, '--json');
      expect(r.status, args.join(' ')).toBe(0);
      expect(() => JSON.parse(r.stdout), args.join(' ')).not.toThrow();
    }
    expect(saveBytes().equals(before)).toBe(true);
    expect((await json<{ stage: string; currentWeek: number }>('status')).currentWeek).toBe(4);
  });

  it('a misspelled team gives exit 2 with a suggestion', async () => {
    const before = saveBytes();
    for (const args of [
      ['roster', 'Ohio Stat'],
      ['schedule', 'Ohio Stat'],
      ['history', 'Ohio Stat'],
    ]) {
      const r = await cli(...args);
      expect(r.status).toBe(2);
      expect(r.stderr).toContain('Did you mean: Ohio State');
      expect(r.stdout).toBe('');
    }
    expect(saveBytes().equals(before)).toBe(true);
  });

  it('unknown week, conference and game id exit 2 with a clear message', async () => {
    const cases: [string[], RegExp][] = [
      [['week', '30'], /Week 30 is not in the 2024 season/],
      [['week', 'three'], /Week must be a whole number/],
      [['standings', 'Big Eleven'], /Unknown conference "Big Eleven".*SEC.*independent/],
      [['game', '--id', '999999'], /No game 999999/],
      [['game', '--id', '1', '--home', 'Texas'], /either --id/],
      [['rankings', '--week', '9'], /no poll for week 9/],
    ];
    for (const [args, message] of cases) {
      const r = await cli(...args);
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stderr).toMatch(message);
      const j = await cli(...args, '--json');
      expect(j.stdout).toBe('');
    }
  });

  it('advance during the season refuses with a clear message', async () => {
    const before = saveBytes();
    const r = await cli('advance');
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/season is not over yet/);
    expect(saveBytes().equals(before)).toBe(true);
  });
});
