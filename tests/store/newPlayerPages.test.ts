// Pages a new player reads across a season's turn (Kansas State 2016): the coach's career line counts the games
// played, and in the next preseason a player's page opens on last season's game log, every season reachable.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceStage } from '../../src/store/actions/advance.js';
import { newDynasty } from '../../src/store/actions/newDynasty.js';
import { simulateTo } from '../../src/store/actions/season/simulate.js';
import { readState } from '../../src/store/queries/meta.js';
import { SaveFile } from '../../src/store/saveFile.js';
import { coachView } from '../../src/store/views/coach.js';
import { PageContext } from '../../src/store/views/context.js';
import { playerView } from '../../src/store/views/player.js';
import { runCli } from '../helpers/cli.js';

const TEAM = 'Kansas State';
const dir = mkdtempSync(join(tmpdir(), 'dynasty-new-player-'));
const path = join(dir, 'kstate.db');
let save: SaveFile;

beforeAll(async () => {
  save = await newDynasty(path, { year: 2016, team: TEAM, seed: 3 });
  save.change(() => advanceStage(save.db));
});
afterAll(() => {
  save?.close();
  rmSync(dir, { recursive: true, force: true });
});

const ctx = (): PageContext => new PageContext(save.db);

describe('a season and the next preseason', () => {
  it("counts the season's games in the coach's career line while it is played and once it is over", () => {
    expect(coachView(ctx()).coach.wins + coachView(ctx()).coach.losses).toBe(0);
    save.change(() => simulateTo(save.db, 4));
    const team = ctx().team(TEAM);
    expect(team.totalWins + team.totalLosses).toBe(3);
    let coach = coachView(ctx()).coach;
    expect([coach.wins, coach.losses]).toEqual([team.totalWins, team.totalLosses]);
    save.change(() => simulateTo(save.db, ctx().lastWeek + 1));
    const final = ctx().team(TEAM);
    coach = coachView(ctx()).coach;
    expect(coach.wins + coach.losses).toBeGreaterThanOrEqual(12);
    expect([coach.wins, coach.losses]).toEqual([final.totalWins, final.totalLosses]);
    // The summary books the season into the career: counted once, not twice.
    save.change(() => advanceStage(save.db));
    expect(readState(save.db).stage).toBe('summary');
    coach = coachView(ctx()).coach;
    if (coach.team !== null) expect([coach.wins, coach.losses]).toEqual([final.totalWins, final.totalLosses]);
  });

  it("opens a player's page in the next preseason on last season's games, with every season reachable", async () => {
    const starter = save.db.get<{ id: number }>(
      "SELECT id FROM players WHERE team = ? AND active = 1 AND pos = 'QB' AND class != 'sr' ORDER BY rating DESC LIMIT 1",
      [TEAM],
    )!;
    while (readState(save.db).stage !== 'preseason') save.change(() => advanceStage(save.db));
    expect(ctx().year).toBe(2017);
    const page = playerView(ctx(), starter.id);
    expect(page.years).toContain(2016);
    expect(page.year).toBe(2016);
    expect(page.game_logs.length).toBeGreaterThan(5);
    expect(page.game_logs.every((l) => ['home', 'away', 'neutral'].includes(l.game.site))).toBe(true);
    // Asked for, the current season (no games yet) is still there.
    expect(playerView(ctx(), starter.id, 2017).game_logs).toEqual([]);
    save.close();
    const cli = await runCli(['--save', path, 'player', String(starter.id), '--season', '2016']);
    expect(cli.stderr).toBe('');
    expect(cli.stdout).toMatch(/Game log, 2016/);
    expect(cli.stdout).toMatch(/\n *1 +(vs|at) /);
    const refused = await runCli(['--save', path, 'player', String(starter.id), '--season', '1999']);
    expect(refused.status).toBe(2);
    save = await SaveFile.open(path);
  });
});
