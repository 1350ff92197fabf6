// Every `dynasty` command.
import type { Command } from 'commander';
import type { CliIo } from '../io.js';
import { registerNew } from './new.js';
import { registerSaves } from './saves.js';
import { registerNoncon } from './noncon.js';
import { registerPlay } from './play.js';
import { registerRoster } from './roster.js';
import { registerSchedule } from './schedule.js';
import { registerServe } from './serve.js';
import { registerSim } from './sim.js';
import { registerStatus } from './status.js';
import { registerTeams } from './teams.js';
import { registerStandings } from './standings.js';
import { registerRankings } from './rankings.js';
import { registerPlayoff } from './playoff.js';
import { registerWeek } from './week.js';
import { registerHistory } from './history.js';
import { registerSummary } from './summary.js';
import { registerProgression } from './progression.js';
import { registerRecruiting } from './recruiting.js';
import { registerGame } from './game.js';
import { registerBatch } from './batch.js';
import { registerSettings } from './settings.js';

export function registerCommands(program: Command, io: CliIo): void {
  registerNew(program, io);
  registerSaves(program, io);
  registerStatus(program, io);
  registerTeams(program, io);
  registerRoster(program, io);
  registerSchedule(program, io);
  registerNoncon(program, io);
  registerSim(program, io);
  registerStandings(program, io);
  registerRankings(program, io);
  registerPlayoff(program, io);
  registerWeek(program, io);
  registerHistory(program, io);
  registerSummary(program, io);
  registerProgression(program, io);
  registerRecruiting(program, io);
  registerGame(program, io);
  registerSettings(program, io);
  registerBatch(program, io);
  registerServe(program, io);
  registerPlay(program, io);
}
