// Realignment by hand, one use case per change, each taking the names a player types (any case, abbreviations)
// and changing the league through changeLeague (preseason only, checked, schedulable).
import * as edits from '../../core/league/edits.js';
import type { LeagueSetup } from '../../core/league/types.js';
import { conferenceGameChoices } from '../../core/league/validate.js';
import type { Db } from '../database.js';
import { GameError } from '../errors.js';
import { dynastyLeague, resolveTeam } from '../league.js';
import { readState } from '../queries/meta.js';
import { changeLeague } from './leagueSetup.js';

function teamName(db: Db, name: string): string {
  return resolveTeam(dynastyLeague(db, readState(db).year), name);
}

export function moveProgram(db: Db, team: string, conference: string, division?: string): LeagueSetup {
  const name = teamName(db, team);
  return changeLeague(db, (setup) => edits.moveTeam(setup, name, conference, division));
}

/**
 * A new conference of the programs named (moved from wherever they were) and a title game: eight games, or the
 * round robin of a smaller one (one too small to play a season is refused with the reason).
 */
export function createConference(db: Db, name: string, teams: readonly string[]): LeagueSetup {
  if (teams.length < 2)
    throw new GameError('bad_input', 'A new conference needs at least two programs (--teams A,B,...).');
  const members = teams.map((t) => teamName(db, t));
  return changeLeague(db, (setup) => {
    const conference = edits.createConference(setup, name);
    for (const team of members) edits.moveTeam(setup, team, conference.name);
    const choices = conferenceGameChoices(conference.teams.length);
    conference.confGames = choices.includes(8) ? 8 : (choices[choices.length - 1] ?? Math.min(8, members.length - 1));
  });
}

export function renameConference(db: Db, name: string, newName: string): LeagueSetup {
  return changeLeague(db, (setup) => edits.renameConference(setup, name, newName));
}

export function dissolveConference(db: Db, name: string): LeagueSetup {
  return changeLeague(db, (setup) => {
    edits.dissolveConference(setup, name);
  });
}

/** Two divisions of the programs named, or none. */
export function setDivisions(
  db: Db,
  conference: string,
  divisions: { name: string; teams: string[] }[] | null,
): LeagueSetup {
  const named = divisions?.map((d) => ({ name: d.name, teams: d.teams.map((t) => teamName(db, t)) })) ?? null;
  return changeLeague(db, (setup) => edits.setDivisions(setup, conference, named));
}

export function setConferenceGames(db: Db, conference: string, games: number): LeagueSetup {
  return changeLeague(db, (setup) => edits.setConferenceGames(setup, conference, games));
}

export function setChampionshipGame(db: Db, conference: string, on: boolean): LeagueSetup {
  return changeLeague(db, (setup) => edits.setChampionshipGame(setup, conference, on));
}

export function addRivalry(
  db: Db,
  first: string,
  second: string,
  name?: string,
  week: number | null = null,
): LeagueSetup {
  const teams: [string, string] = [teamName(db, first), teamName(db, second)];
  return changeLeague(db, (setup) => edits.addRivalry(setup, teams, name, week));
}

export function removeRivalry(db: Db, first: string, second: string): LeagueSetup {
  const teams: [string, string] = [teamName(db, first), teamName(db, second)];
  return changeLeague(db, (setup) => edits.removeRivalry(setup, teams));
}
