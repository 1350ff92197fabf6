// Every `dynasty` command.
import type { Command } from 'commander';
import type { CliIo } from '../io.js';
import { registerNew } from './new.js';
import { registerNoncon } from './noncon.js';
import { registerRoster } from './roster.js';
import { registerSchedule } from './schedule.js';
import { registerServe } from './serve.js';
import { registerSim } from './sim.js';
import { registerStatus } from './status.js';
import { registerTeams } from './teams.js';

export function registerCommands(program: Command, io: CliIo): void {
  registerNew(program, io);
  registerStatus(program, io);
  registerTeams(program, io);
  registerRoster(program, io);
  registerSchedule(program, io);
  registerNoncon(program, io);
  registerSim(program, io);
  registerServe(program, io);
}
