// The terminal's preview of the next game says why its line is what it is, in the words the game page answers
// (shared/lineWhy.ts), beside each side's roster rating and what the line reads instead; `dynasty game --json` too.
import { describe, expect, it } from 'vitest';
import type { GameResponse } from '../../src/shared/api-types.js';
import { LINE_HINT } from '../../src/shared/lineWhy.js';
import { PageContext } from '../../src/store/views/context.js';
import { dashboardView } from '../../src/store/views/dashboard.js';
import { gameView } from '../../src/store/views/game.js';
import { runCli } from '../helpers/cli.js';
import { dashboardOfFile, withSave } from './play-helpers.js';

const game = dashboardOfFile(12, 1);

describe('why the line in the terminal', () => {
  it("the next game's preview shows the line's parts, the roster ratings and what the line reads", async () => {
    const preview = await withSave(game.path, (save) => {
      const ctx = new PageContext(save.db);
      return gameView(ctx, dashboardView(ctx).curr_game!.id);
    });
    expect(preview.line_why).toBeTruthy();
    await game.press('v');
    const frame = await game.waitFor('Why the line:');
    const shown = frame
      .split('\n')
      .map((l) => l.trim())
      .join(' ');
    expect(shown.replace(/\s+/g, ' ')).toContain(`Why the line: ${preview.line_why!.text}`.slice(0, 70));
    expect(frame).toMatch(/roster rating \d+/);
    expect(frame).toContain(LINE_HINT.slice(0, 40));
  });

  it('`dynasty game <id> --json` carries the same explanation, and the text preview prints it', async () => {
    const id = await withSave(game.path, (save) => dashboardView(new PageContext(save.db)).curr_game!.id);
    const json = await runCli(['--save', game.path, 'game', '--id', String(id), '--json']);
    expect(json.status).toBe(0);
    const answer = JSON.parse(json.stdout) as GameResponse;
    expect(answer.line_why?.text).toMatch(/points (better|worse) than an average FBS team/);
    const text = await runCli(['--save', game.path, 'game', '--id', String(id)]);
    expect(text.stdout).toContain(`Why the line: ${answer.line_why!.text}`);
  });
});
