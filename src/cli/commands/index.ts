// Every `dynasty` command, each module loaded only when one of its commands runs: a command reads and compiles
// its own code and what it uses, not the whole CLI's (the server and the Ink screen stay out of `dynasty status`).
import type { Command } from 'commander';
import type { CliIo } from '../io.js';

type Register = (program: Command, io: CliIo) => void;

interface CommandModule {
  /** The top-level commands the module registers. */
  commands: readonly string[];
  load(): Promise<Register>;
}

/** In the order `dynasty --help` lists them. */
export const COMMAND_MODULES: readonly CommandModule[] = [
  { commands: ['new'], load: async () => (await import('./new.js')).registerNew },
  { commands: ['saves'], load: async () => (await import('./saves.js')).registerSaves },
  { commands: ['status'], load: async () => (await import('./status.js')).registerStatus },
  { commands: ['teams'], load: async () => (await import('./teams.js')).registerTeams },
  { commands: ['team'], load: async () => (await import('./team.js')).registerTeam },
  { commands: ['roster'], load: async () => (await import('./roster.js')).registerRoster },
  { commands: ['depth'], load: async () => (await import('./depth.js')).registerDepth },
  { commands: ['redshirt'], load: async () => (await import('./redshirt.js')).registerRedshirt },
  { commands: ['player'], load: async () => (await import('./player.js')).registerPlayer },
  { commands: ['schedule'], load: async () => (await import('./schedule.js')).registerSchedule },
  { commands: ['noncon'], load: async () => (await import('./noncon.js')).registerNoncon },
  { commands: ['sim'], load: async () => (await import('./sim.js')).registerSim },
  { commands: ['advance'], load: async () => (await import('./advance.js')).registerAdvance },
  { commands: ['standings'], load: async () => (await import('./standings.js')).registerStandings },
  { commands: ['rankings'], load: async () => (await import('./rankings.js')).registerRankings },
  { commands: ['stats'], load: async () => (await import('./stats.js')).registerStats },
  { commands: ['playoff'], load: async () => (await import('./playoff.js')).registerPlayoff },
  { commands: ['week'], load: async () => (await import('./week.js')).registerWeek },
  { commands: ['history'], load: async () => (await import('./history.js')).registerHistory },
  { commands: ['summary'], load: async () => (await import('./summary.js')).registerSummary },
  { commands: ['heisman'], load: async () => (await import('./heisman.js')).registerHeisman },
  { commands: ['awards'], load: async () => (await import('./awards.js')).registerAwards },
  { commands: ['records'], load: async () => (await import('./records.js')).registerRecords },
  { commands: ['league-history'], load: async () => (await import('./leagueHistory.js')).registerLeagueHistory },
  { commands: ['training'], load: async () => (await import('./training.js')).registerTraining },
  { commands: ['progression'], load: async () => (await import('./progression.js')).registerProgression },
  { commands: ['recruiting'], load: async () => (await import('./recruiting.js')).registerRecruiting },
  { commands: ['recruits', 'recruit', 'classes'], load: async () => (await import('./recruit.js')).registerRecruit },
  { commands: ['draft'], load: async () => (await import('./draft.js')).registerDraft },
  { commands: ['portal'], load: async () => (await import('./portal.js')).registerPortal },
  { commands: ['retention'], load: async () => (await import('./retention.js')).registerRetention },
  { commands: ['news'], load: async () => (await import('./news.js')).registerNews },
  { commands: ['glance'], load: async () => (await import('./glance.js')).registerGlance },
  { commands: ['watch'], load: async () => (await import('./watch.js')).registerWatch },
  { commands: ['game'], load: async () => (await import('./game.js')).registerGame },
  { commands: ['settings'], load: async () => (await import('./settings.js')).registerSettings },
  { commands: ['league'], load: async () => (await import('./league.js')).registerLeague },
  { commands: ['god'], load: async () => (await import('./god.js')).registerGod },
  { commands: ['coach', 'carousel'], load: async () => (await import('./coach.js')).registerCoach },
  { commands: ['staff', 'budget', 'nil'], load: async () => (await import('./staff.js')).registerStaff },
  { commands: ['tuning'], load: async () => (await import('./tuning.js')).registerTuning },
  { commands: ['batch'], load: async () => (await import('./batch.js')).registerBatch },
  { commands: ['serve'], load: async () => (await import('./serve.js')).registerServe },
  { commands: ['play'], load: async () => (await import('./play.js')).registerPlay },
];

/**
 * Registers the module of the named command, or every command when there is no such command (help, a misspelt
 * name, which commander answers with the closest names).
 */
export async function registerCommands(program: Command, io: CliIo, name?: string): Promise<void> {
  const own = COMMAND_MODULES.find((module) => name !== undefined && module.commands.includes(name));
  const registers = await Promise.all((own ? [own] : COMMAND_MODULES).map((module) => module.load()));
  for (const register of registers) register(program, io);
}
