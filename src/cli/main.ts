// The `dynasty` command line: parses arguments, runs one command, maps player errors to exit status 2.
import { Command, CommanderError } from 'commander';
import { isGameError } from '../store/errors.js';
import { processIo, type CliIo } from './io.js';
import { COMMAND_MODULES, registerCommands } from './commands/index.js';

/** Exit status for bad input: an unknown team, a wrong week, a missing or foreign save. */
export const EXIT_BAD_INPUT = 2;

/** The command named in the arguments (after node and the script): the first that is not an option or --save's file. */
export function commandName(args: readonly string[]): string | undefined {
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--save') i++;
    else if (!args[i].startsWith('-')) return args[i];
  }
  return undefined;
}

/** Whether the name is one of the commands' (bin/dynasty runs any other name from the ES modules, which hold all). */
export function isCommand(name: string): boolean {
  return COMMAND_MODULES.some((module) => module.commands.includes(name));
}

/**
 * Where commander writes, to io. A usage error is one line on stderr, like every refusal ("dynasty: ..."):
 * commander starts its message "error: " and puts its suggestion ("(Did you mean --to?)") on a second line, joined
 * here.
 */
function outputTo(io: CliIo) {
  return {
    writeOut: (text: string) => io.out(text),
    writeErr: (text: string) => io.err(text),
    outputError: (text: string, write: (text: string) => void) => {
      const message = text
        .trim()
        .replace(/^error: /, '')
        .split('\n')
        .join(' ');
      write(`dynasty: ${message}\n`);
    },
  };
}

/** The program with the named command registered (every command when the name is none of theirs). */
export async function buildProgram(io: CliIo, name?: string): Promise<Command> {
  const program = new Command('dynasty')
    .description('CFB Dynasty: a college football dynasty simulator')
    .option('--save <file>', 'save file (default: $DYNASTY_SAVE or saves/dynasty.db)')
    .showSuggestionAfterError(true)
    .exitOverride()
    .configureOutput(outputTo(io));
  await registerCommands(program, io, name);
  addTeamOptions(program);
  const override = (command: Command): void => {
    command.exitOverride().configureOutput(outputTo(io));
    command.commands.forEach(override);
  };
  program.commands.forEach(override);
  return program;
}

/**
 * Commands that act for no coached program: the saves, new games and league files (their own --team: the program of
 * the new dynasty), the server, the batch, the league's setup.
 */
const SAVE_WIDE = new Set(['new', 'saves', 'serve', 'batch', 'tuning', 'team', 'teams', 'league']);

/**
 * Every command that acts for a coached program takes --team (multi-team mode): the program it acts for, by
 * default the one last acted for (a change made with --team remembers it).
 */
function addTeamOptions(program: Command): void {
  const visit = (command: Command): void => {
    if (!command.options.some((o) => o.long === '--team'))
      command.option('--team <program>', 'the coached program to act for (default: the one last acted for)');
    command.commands.forEach(visit);
  };
  for (const command of program.commands) if (!SAVE_WIDE.has(command.name())) visit(command);
}

export async function main(argv: string[], io: CliIo = processIo): Promise<number> {
  try {
    const name = commandName(argv.slice(2));
    // The batch's --set and --tuning reach the game's constants only if set before the batch command loads the game.
    if (name === 'batch') (await import('../workbench/tuningOptions.js')).applyBatchTuning(argv.slice(2));
    const program = await buildProgram(io, name);
    await program.parseAsync(argv);
    return typeof process.exitCode === 'number' ? process.exitCode : 0;
  } catch (error) {
    if (error instanceof CommanderError) {
      // Help and version are successful exits; usage errors were already printed by commander.
      return error.exitCode === 0 ? 0 : EXIT_BAD_INPUT;
    }
    if (isGameError(error)) {
      io.err(`dynasty: ${error.message}`);
      return EXIT_BAD_INPUT;
    }
    io.err(`dynasty: internal error: ${(error as Error).stack ?? String(error)}`);
    return 1;
  }
}
