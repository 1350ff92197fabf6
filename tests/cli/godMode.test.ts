// dynasty god: off by default (and refusing edits), then each edit under God Mode shows on the pages and in
// its log (a player's ratings, class and position; a player moved; a coach; a program's prestige; a forced
// winner that wins), with bad input refused by one line, status 2, nothing changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  GameResponse,
  GodModeResponse,
  RosterResponse,
  TeamScheduleResponse,
} from '../../src/shared/api-types.js';
import type { NewsResponse } from '../../src/shared/news-types.js';
import type { ForcibleGames } from '../../src/shared/league-types.js';
import type { RecordsResponse } from '../../src/shared/awards-types.js';
import { cliSave } from '../helpers/cli.js';

const temp = cliSave('cli-god-');
const { cli, refused } = temp;

beforeAll(async () => {
  expect((await cli('new', '--year', '2024', '--team', 'Vanderbilt', '--seed', '8', '--playoff', '4')).status).toBe(0);
}, 60_000);
afterAll(() => temp.cleanup());

describe('dynasty god', () => {
  it('is off by default and refuses edits while off', async () => {
    const view = await temp.json<GodModeResponse>('god');
    expect(view.on).toBe(false);
    expect(view.log).toEqual([]);
    expect(view.info.godMode).toBeUndefined();
    const r = await cli('god', 'prestige', 'Vanderbilt', '7');
    expect(r.stderr).toMatch(/God Mode is off: turn it on first/);
  });

  it('edits a player, moves one, edits a coach and a prestige, each shown and logged', async () => {
    expect((await cli('god', 'on')).stdout).toContain('God Mode is on.');
    expect((await cli('status')).stdout).toContain('GOD MODE: on');
    const roster = await temp.json<RosterResponse>('roster');
    const qb = roster.roster.find((p) => p.pos === 'QB')!;
    const edited = await cli(
      'god',
      'player',
      String(qb.id),
      '--rating',
      'throwPower=99',
      'throwAccuracy=99',
      'awareness=99',
      '--class',
      'sr',
    );
    expect(edited.stderr).toBe('');
    const after = (await temp.json<RosterResponse>('roster')).roster.find((p) => p.id === qb.id)!;
    expect(after.year).toBe('sr');
    expect(after.rating).toBeGreaterThan(qb.rating);

    const wr = roster.roster.find((p) => p.pos === 'WR')!;
    expect((await cli('god', 'player', String(wr.id), '--pos', 'CB')).status).toBe(0);
    expect((await temp.json<RosterResponse>('roster')).roster.find((p) => p.id === wr.id)!.pos).toBe('CB');

    const rb = roster.roster.find((p) => p.pos === 'RB')!;
    expect((await cli('god', 'move-player', String(rb.id), '--to', 'Georgia')).stdout).toContain(
      `Moved ${rb.first} ${rb.last} from Vanderbilt to Georgia`,
    );
    expect((await temp.json<RosterResponse>('roster', 'Georgia')).roster.some((p) => p.id === rb.id)).toBe(true);

    expect((await cli('god', 'coach', 'Vanderbilt', 'recruiting=99', 'offense=95')).status).toBe(0);
    expect((await cli('god', 'prestige', 'Vanderbilt', '7')).status).toBe(0);
    const view = await temp.json<GodModeResponse>('god');
    expect(view.info.godMode).toBe(true);
    expect(view.seasons).toEqual([2024]);
    expect(view.log.map((e) => e.what)).toEqual([
      'God Mode turned on',
      expect.stringMatching(/^Edited .* \(Vanderbilt\): QB sr, overall \d+$/),
      expect.stringMatching(/^Edited .* \(Vanderbilt\): CB /),
      expect.stringMatching(/^Moved .* from Vanderbilt to Georgia$/),
      expect.stringMatching(/^Edited coach .* \(Vanderbilt\): recruiting 99, offense 95$/),
      "Set Vanderbilt's prestige to 7",
    ]);
  });

  it('refuses bad edits', async () => {
    await refused(['god', 'player', '999999', '--class', 'sr'], /No active player with id 999999/);
    await refused(['god', 'prestige', 'Vanderbilt', '9'], /Prestige must be a whole number from 1 to 7, not 9/);
    await refused(['god', 'coach', 'Vanderbilt', 'charisma=9'], /Unknown coach skill "charisma"/);
    await refused(['god', 'move-player', '1', '--to', 'Hogwarts'], /Unknown team "Hogwarts"/);
    await refused(['god', 'maybe'], /dynasty god takes on or off/);
  });

  it("lists the week's games to force, and forces one named by its two teams", async () => {
    expect((await cli('advance')).status).toBe(0);
    const week = await temp.json<ForcibleGames>('god', 'force');
    expect(week.week).toBe(1);
    expect(week.games.length).toBeGreaterThan(10);
    const listed = (await cli('god', 'force')).stdout;
    const other = week.games.find((g) => g.home !== 'Vanderbilt' && g.away !== 'Vanderbilt')!;
    expect(listed).toContain(`2024 week 1: the unplayed games`);
    expect(listed).toContain(`${String(other.id).padStart(6)}  ${other.away} at ${other.home}\n`);
    const r = await cli('god', 'force', other.home, other.away, '--winner', other.away);
    expect(r.stdout).toContain(`Forced ${other.away} to win ${other.away} at ${other.home} (2024, week 1)`);
    await refused(
      ['god', 'force', other.home, 'Vanderbilt', '--winner', 'Vanderbilt'],
      /play no unplayed game this week/,
    );
    await refused(['god', 'force', String(other.id)], /Name the team that wins: --winner TEAM/);
    await refused(['god', 'force', 'A', 'B', 'C', '--winner', 'A'], /A game is its id, or its two teams/);
  });

  it('forces the winner of an unplayed game, and it wins', async () => {
    const schedule = await temp.json<TeamScheduleResponse>('schedule');
    const game = schedule.games.find((g) => g.opponent.name === 'Alabama') ?? schedule.games[0];
    const r = await cli('god', 'force', String(game.id), '--winner', 'Vanderbilt');
    expect(r.stdout).toContain('Forced Vanderbilt to win');
    await refused(['god', 'force', String(game.id), '--winner', 'Ohio State'], /Ohio State does not play in game/);
    expect((await cli('sim', '--to', String(game.weekPlayed))).status).toBe(0);
    const played = (await temp.json<TeamScheduleResponse>('schedule')).games.find((g) => g.id === game.id)!;
    expect(played.result).toBe('W');
    // The forced result says so wherever the game is shown, and is no upset: the game, the schedule, the week, the
    // news, the history; it is kept out of the record book.
    expect(played.forced).toBe(true);
    expect((await cli('schedule')).stdout).toContain(`W ${played.score} forced`);
    const page = await temp.json<GameResponse>('game', '--id', String(game.id));
    expect(page.game.forced).toBe(true);
    expect(page.game.headline).toBe(`Forced under God Mode: Vanderbilt beats ${game.opponent.name} ${played.score}`);
    expect((await cli('game', '--id', String(game.id))).stdout).toContain('Forced under God Mode: Vanderbilt beats');
    expect((await cli('week', String(game.weekPlayed))).stdout).toMatch(/Vanderbilt \d+-\d+ forced/);
    const news = await temp.json<NewsResponse>('news', '--week', String(game.weekPlayed));
    expect(news.stories.filter((s) => s.game_id === game.id)).toEqual([]);
    for (const scope of [[], ['Vanderbilt'], [game.opponent.name]]) {
      const book = await temp.json<RecordsResponse>('records', ...scope);
      const all = [...book.records.game, ...book.records.season, ...book.records.career];
      expect(all.filter((r) => r.game_id === game.id)).toEqual([]);
    }
    expect((await cli('history', 'Vanderbilt')).stdout).toMatch(/ \(1 forced\)/);
    expect((await cli('league-history')).stdout).toMatch(/2024 \(God Mode\)/);
    // The program's records set in 2024 are marked; the real ones it started with are not.
    const book = await temp.json<RecordsResponse>('records', 'Vanderbilt');
    const rows = [...book.records.game, ...book.records.season, ...book.records.career];
    expect(rows.filter((r) => r.year === 2024).length).toBeGreaterThan(0);
    for (const r of rows) expect(r.god_mode === true).toBe(r.year === 2024);
    expect((await cli('records', 'Vanderbilt')).stdout).toContain('dynasty (God Mode)');
    expect((await cli('god', 'off')).stdout).toContain('God Mode is off.');
    expect((await cli('status')).stdout).not.toContain('GOD MODE');
  }, 120_000);
});
