// Starting a dynasty: the season's league, a full roster for every team, the player's fixed games.
import { defaultPlayoff } from '../../core/data/league.js';
import type { PlayoffSettings } from '../../core/data/types.js';
import { createIdSource } from '../../core/players/generate.js';
import { createRng } from '../../core/random.js';
import { fixedGamesFor } from '../../core/schedule/nonConference.js';
import { SaveFile } from '../saveFile.js';
import type { SaveStorage } from '../storage/saveStorage.js';
import { GameError } from '../errors.js';
import { checkYear, dynastyLeague, resolveTeam } from '../league.js';
import { insertGames } from '../queries/games.js';
import { writeState, type DynastyState } from '../queries/meta.js';
import { hireLeagueCoaches } from './coaches/hireLeague.js';
import { hireLeagueStaffs } from './staff/hireStaffs.js';
import { buildLeagueRosters } from './leagueRosters.js';
import { setStaffRecruitsForPlayer } from './recruiting/cycle.js';
import { publishPreseasonPoll } from './season/preseasonPoll.js';

export interface NewDynastyOptions {
  year: number;
  team: string;
  playoffTeams?: number;
  autobids?: number;
  confChampTop4?: boolean;
  /** "Let my staff recruit" for the player's program: off unless asked for (the player's board is his own). */
  staffRecruiting?: boolean;
  /** Start as the program's head coach (the default) or as its offensive coordinator (the career ladder). */
  role?: 'head_coach' | 'coordinator';
  seed?: number;
  force?: boolean;
  /** How messages name the save (a hosted server names no path on its disk). */
  label?: string;
  /** Where the save lives: files by default. */
  storage?: SaveStorage;
}

export function playoffSettingsFor(year: number, options: Pick<NewDynastyOptions, 'playoffTeams' | 'autobids' | 'confChampTop4'>, conferenceCount: number): PlayoffSettings {
  const real = defaultPlayoff(year);
  const teams = options.playoffTeams ?? real.teams;
  if (![2, 4, 12].includes(teams)) throw new GameError('bad_input', `Playoff format must be 2, 4 or 12 teams, not ${teams}.`);
  if (teams !== 12) {
    if (options.autobids) throw new GameError('bad_input', 'Conference champion autobids apply only to the 12-team playoff.');
    return { teams, autobids: 0, confChampTop4: false };
  }
  const sameFormat = real.teams === 12;
  const autobids = options.autobids ?? (sameFormat ? real.autobids : 5);
  if (!Number.isInteger(autobids) || autobids < 0 || autobids > conferenceCount) {
    throw new GameError('bad_input', `Autobids must be from 0 to ${conferenceCount} (the number of conferences in ${year}).`);
  }
  const confChampTop4 = options.confChampTop4 ?? (sameFormat ? real.confChampTop4 : true);
  return { teams, autobids, confChampTop4 };
}

/** Creates the save file of a new dynasty (replacing an existing one only with force). */
export async function newDynasty(path: string, options: NewDynastyOptions): Promise<SaveFile> {
  const year = checkYear(options.year);
  const save = await SaveFile.create(path, { force: options.force, label: options.label, storage: options.storage });
  try {
    setUpDynasty(save, year, options);
  } catch (error) {
    save.close();
    throw error;
  }
  save.save();
  return save;
}

function setUpDynasty(save: SaveFile, year: number, options: NewDynastyOptions): void {
  const db = save.db;
  const league = dynastyLeague(db, year);
  const team = resolveTeam(league, options.team);
  const playoff = playoffSettingsFor(year, options, league.conferences.length);
  const seed = options.seed ?? 1;
  db.transaction(() => {
    const ids = createIdSource(1);
    buildLeagueRosters(db, league, createRng(`${seed}:rosters:${year}`), ids);
    const coordinator = options.role === 'coordinator';
    hireLeagueCoaches(db, league, seed, coordinator ? null : team);
    hireLeagueStaffs(db, year, seed, coordinator ? team : null);
    const state: DynastyState = {
      year,
      startYear: year,
      stage: 'preseason',
      currentWeek: 1,
      userTeam: team,
      playoff,
      seed,
      nextPlayerId: ids.peek(),
    };
    writeState(db, state);
    setStaffRecruitsForPlayer(db, options.staffRecruiting ?? false);
    insertGames(db, year, fixedGamesFor(league, team), true);
    publishPreseasonPoll(db, seed, year);
  });
}
