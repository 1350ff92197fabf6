// dynasty schedule and dynasty game on an online league's save (opened by its file), where the commissioner forced
// a result with his reason, God Mode off: each shows the game as forced by him, with his reason, before it is played
// and after, never "under God Mode"; and `dynasty game coach` refuses the forced game in his words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamScheduleResponse } from '../../src/shared/api-types.js';
import { forceWinner } from '../../src/store/actions/godMode.js';
import { recordLeagueTurn } from '../../src/store/queries/leagueTurn.js';
import { SaveFile } from '../../src/store/saveFile.js';
import { cliSave } from '../helpers/cli.js';

const REASON = 'the other coach forfeited';
const temp = cliSave('cli-commissioner-forced-');
const { cli } = temp;
let game: { id: number; weekPlayed: number; opponent: string };

beforeAll(async () => {
  expect((await cli('new', '--year', '2024', '--team', 'Vanderbilt', '--seed', '8', '--playoff', '4')).status).toBe(0);
  expect((await cli('advance')).status).toBe(0);
  const first = (await temp.json<TeamScheduleResponse>('schedule')).games[0];
  game = { id: first.id, weekPlayed: first.weekPlayed, opponent: first.opponent.name };
  // The league's commissioner forces Vanderbilt's first game, as the server does in a league's save.
  const save = await SaveFile.open(temp.path);
  try {
    save.change(() => recordLeagueTurn(save.db, 1));
    save.change(() => forceWinner(save.db, game.id, game.opponent, REASON));
  } finally {
    save.close();
  }
}, 120_000);
afterAll(() => temp.cleanup());

describe("a result the league's commissioner forced, in the CLI", () => {
  it('is shown before it is played with his reason, and not coached', async () => {
    const note = `The commissioner forced ${game.opponent} to win: ${REASON}`;
    expect((await cli('schedule')).stdout).toContain(`Week ${game.weekPlayed}: ${note}`);
    expect((await cli('game', '--id', String(game.id))).stdout).toContain(note);
    const coach = await cli('game', 'coach', '--stdin');
    expect(coach.status).not.toBe(0);
    expect(coach.stderr).toContain(`was forced to win`);
    expect(coach.stderr).toContain(`by the commissioner (${REASON})`);
  });

  it('is shown once played as forced by him, never under God Mode', async () => {
    expect((await cli('sim', '--to', String(game.weekPlayed + 1))).status).toBe(0);
    const note = `Result forced by the commissioner: ${REASON}`;
    const schedule = (await cli('schedule')).stdout;
    expect(schedule).toMatch(/L \d+-\d+ forced/);
    expect(schedule).toContain(`Week ${game.weekPlayed}: ${note}`);
    const page = (await cli('game', '--id', String(game.id))).stdout;
    expect(page).toContain(note);
    expect(page).toContain(`Forced by the commissioner: ${game.opponent} beats Vanderbilt`);
    expect(`${schedule}${page}`).not.toContain('God Mode');
  });
});
