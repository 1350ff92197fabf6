// dynasty teams: the programs of a season (needs no save).
import type { Command } from 'commander';
import { findConference, seasonLeague } from '../../core/data/league.js';
import { INDEPENDENT } from '../../core/data/types.js';
import { GameError } from '../../store/errors.js';
import { checkYear } from '../../store/league.js';
import { formatTable } from '../../shared/textTable.js';
import { printJson, type CliIo } from '../io.js';
import { parseInteger } from '../options.js';

export function seasonTeamsView(year: number, conference?: string) {
  const league = seasonLeague(checkYear(year));
  let teams = league.teams;
  if (conference !== undefined) {
    const wanted = conference.trim().toLowerCase();
    const isIndependent = wanted === 'independent' || wanted === 'independents';
    const name = isIndependent ? INDEPENDENT : findConference(conference)?.name;
    if (!name || (!isIndependent && !league.conferences.some((c) => c.name === name))) {
      const names = league.conferences.map((c) => c.name).join(', ');
      throw new GameError('not_found', `No conference "${conference}" in ${year}. Conferences: ${names}, Independent.`);
    }
    teams = teams.filter((t) => t.conference === name);
  }
  return teams.map((t) => ({
    name: t.name,
    abbreviation: t.abbreviation,
    mascot: t.mascot,
    conference: t.conference,
    prestige: t.prestige,
    ceiling: t.ceiling,
    floor: t.floor,
  }));
}

export function registerTeams(program: Command, io: CliIo): void {
  program
    .command('teams')
    .description('list the FBS programs of a season with prestige, ceiling and floor')
    .requiredOption('--year <year>', 'season (2000-2026)')
    .option('--conference <name>', 'only this conference ("Independent" for independents)')
    .option('--json', 'print JSON')
    .action((options: { year: string; conference?: string; json?: boolean }) => {
      const teams = seasonTeamsView(parseInteger(options.year, 'Year'), options.conference);
      if (options.json) return printJson(io, teams);
      io.out(
        formatTable(
          ['#', 'Team', 'Abbr', 'Mascot', 'Conference', 'Prestige', 'Ceiling', 'Floor'],
          teams.map((t, i) => [i + 1, t.name, t.abbreviation, t.mascot, t.conference, t.prestige, t.ceiling, t.floor]),
          ['#', 'Prestige', 'Ceiling', 'Floor'],
        ),
      );
    });
}
