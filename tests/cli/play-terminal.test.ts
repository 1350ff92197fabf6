// dynasty play in a real terminal (tmux): a new dynasty, the season started, a week played, the standings;
// and without a terminal, a clear message and exit status 2.
import { afterAll, describe, expect, it } from 'vitest';
import { terminalProblem } from '../../src/cli/commands/play.js';
import { BIN, runBin } from '../helpers/cli.js';
import { hasTmux, TmuxTerminal } from '../e2e-terminal/tmux.js';
import { tempSavePath } from './play-helpers.js';

const temp = tempSavePath();
afterAll(() => temp.cleanup());

describe('dynasty play without a terminal', () => {
  it('names what is missing', () => {
    expect(terminalProblem({ isTTY: true }, { isTTY: true })).toBeNull();
    expect(terminalProblem({}, { isTTY: true })).toMatch(/needs an interactive terminal, but its input is not one/);
    expect(terminalProblem({ isTTY: true }, {})).toMatch(/output is redirected/);
  });

  it('exits with status 2 and the message when stdin is not a TTY', () => {
    const result = runBin(['play', '--save', temp.path]);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('dynasty play needs an interactive terminal');
    expect(result.stderr).not.toMatch(/internal error|at .*\.tsx?:\d+/);
  });
});

const tmux = hasTmux();
if (!tmux)
  console.warn('tmux is not installed: the real-terminal test of dynasty play is skipped (apt-get install tmux).');

describe.skipIf(!tmux)('dynasty play in a real terminal (tmux 100x30)', () => {
  it('starts a dynasty, plays a week and shows the standings', async () => {
    // CI set in the environment must not turn the game into a static print on a real terminal.
    const term = new TmuxTerminal(
      `CI=true node ${BIN} play --save ${temp.path} --seed 7; echo "play exited $?"; read -r _`,
    );
    try {
      let screen = await term.waitFor('Welcome to CFB Dynasty', 60_000);
      term.send('n');
      await term.waitFor('Choose your team');
      term.send('Enter');
      await term.waitFor('choose your team');
      term.send('Ohio State', true);
      // The list narrows as the letters arrive ("21 of 136 teams" on the way): wait for the one team left.
      screen = await term.waitFor(/(?<!\d)1 of \d+ teams/);
      expect(screen).toContain('Ohio State');
      term.send('Enter');
      screen = await term.waitFor('Ohio State 2026 non-conference schedule', 60_000);
      expect(screen).toMatch(/CFB DYNASTY +2026 Preseason/);
      term.send('n');
      await term.waitFor('Start the 2026 season? Your non-conference schedule is locked');
      term.send('y');
      await term.waitFor('Ohio State dashboard', 60_000);
      term.send('n');
      screen = await term.waitFor('Played week 1', 60_000);
      expect(screen).toMatch(/Season · Week 2/);
      term.send('t');
      // The dashboard shows the Big Ten standings too: wait for the standings screen's own conference switch.
      screen = await term.waitFor(/\d+\/\d+ ←\/→/);
      expect(screen).toContain('Big Ten standings');
      // Every Big Ten team has played at most one game.
      expect(screen).toMatch(/Ohio State +0-0 +[01]-[01]/);
      // The frame fits: the header is still on the first line, nothing scrolled away.
      expect(screen.split('\n')[0]).toMatch(/^ CFB DYNASTY +2026 Season · Week 2/);
      term.send('q');
      screen = await term.waitFor('play exited');
      expect(screen).toContain('play exited 0');
    } finally {
      term.kill();
    }
  });
});
