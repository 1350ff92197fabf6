// dynasty play: the interactive terminal game over the save file (the same one the browser uses).
import type { Command } from 'commander';
import { GameError } from '../../store/errors.js';
import type { CliIo } from '../io.js';
import { parseInteger, savePathOf, teamOption } from '../options.js';

/** Why the game cannot run here, or null when stdin and stdout are a terminal. */
export function terminalProblem(stdin: { isTTY?: boolean }, stdout: { isTTY?: boolean }): string | null {
  if (!stdin.isTTY)
    return 'dynasty play needs an interactive terminal, but its input is not one (a pipe, a file or CI). Run it in a terminal, or use the other commands (dynasty status, sim, advance...) in scripts.';
  if (!stdout.isTTY)
    return 'dynasty play needs an interactive terminal, but its output is redirected. Run it in a terminal without redirecting its output.';
  return null;
}

export function registerPlay(program: Command, _io: CliIo): void {
  program
    .command('play')
    .description('play the dynasty in the terminal (interactive; the same save file as the browser)')
    .option('--seed <n>', 'random seed of a dynasty started here (same seed, same dynasty)')
    .action(async (options: { seed?: string }, command: Command) => {
      const problem = terminalProblem(process.stdin, process.stdout);
      if (problem) throw new GameError('bad_input', problem);
      const seed = options.seed === undefined ? undefined : parseInteger(options.seed, 'Seed');
      // On a real terminal the game is interactive even where CI is set (ink otherwise prints only the
      // last frame); ink reads this once when it is first loaded, below.
      for (const name of ['CI', 'CONTINUOUS_INTEGRATION'])
        if (process.env[name] !== undefined) process.env[name] = 'false';
      const { runPlay } = await import('../play/launch.js');
      await runPlay(savePathOf(command), { seed, team: teamOption(command) });
    });
}
