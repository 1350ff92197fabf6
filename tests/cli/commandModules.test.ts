// Each command's module is loaded only when that command runs (src/cli/commands/index.ts): its table must name
// every command a module registers, and a name outside it (help, a misspelt command) still gets every command.
import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { COMMAND_MODULES } from '../../src/cli/commands/index.js';
import { buildProgram, commandName } from '../../src/cli/main.js';
import type { CliIo } from '../../src/cli/io.js';
import { runCli } from '../helpers/cli.js';

const quiet: CliIo = { out() {}, err() {}, isTTY: false };

describe('the command table', () => {
  it('names exactly the commands each module registers, each once', async () => {
    const seen: string[] = [];
    for (const module of COMMAND_MODULES) {
      const program = new Command('dynasty');
      (await module.load())(program, quiet);
      expect(program.commands.map((c) => c.name())).toEqual(module.commands);
      seen.push(...module.commands);
    }
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('finds the command after the global --save option', () => {
    expect(commandName(['--save', 'status', 'week', '3'])).toBe('week');
    expect(commandName(['--save=x.db', 'status'])).toBe('status');
    expect(commandName(['--help'])).toBeUndefined();
  });

  it('registers one command for its name, and every command otherwise', async () => {
    expect((await buildProgram(quiet, 'classes')).commands.map((c) => c.name())).toEqual([
      'recruits',
      'recruit',
      'classes',
    ]);
    const all = (await buildProgram(quiet, 'help')).commands.map((c) => c.name());
    expect(all).toEqual(COMMAND_MODULES.flatMap((module) => module.commands));
  });

  it('lists every command in the help and suggests a close one for a misspelt name', async () => {
    const help = await runCli(['--help']);
    expect(help.status).toBe(0);
    for (const name of ['new', 'status', 'league-history', 'carousel', 'serve', 'play'])
      expect(help.stdout).toMatch(new RegExp(`^  ${name}\\b`, 'm'));
    const typo = await runCli(['stauts']);
    expect(typo.status).toBe(2);
    expect(typo.stderr).toMatch(/unknown command 'stauts'[\s\S]*Did you mean[^\n]*\bstatus\b/);
  });
});
