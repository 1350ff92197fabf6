// Starting a dynasty: the season's league, a full roster for every team, the player's fixed games.
import type { CoachCreation } from '../../core/coaches/creation.js';
import type { LeagueSetup } from '../../core/league/types.js';
import { createIdSource } from '../../core/players/generate.js';
import { createRng } from '../../core/random.js';
import { SaveFile } from '../saveFile.js';
import { checkYear, dynastyLeague, resolveTeam } from '../league.js';
import { bookRealSeries, scheduleCoachedGames } from './series.js';
import { GameError } from '../errors.js';
import { insertProgram, MAX_COACHED_PROGRAMS, programOf, rememberProgram, setSeatCoach } from '../program.js';
import { writeState, type DynastyState } from '../queries/meta.js';
import { checkCoachCreation } from './coaches/creationInput.js';
import { hireLeagueCoaches } from './coaches/hireLeague.js';
import { hireLeagueStaffs } from './staff/hireStaffs.js';
import { buildLeagueRosters } from './leagueRosters.js';
import { startCycle } from './recruiting/cycle.js';
import { publishPreseasonPoll } from './season/preseasonPoll.js';
import { playoffSettingsFor, type PlayoffChoices } from './playoffFormat.js';
import { checkSetup, storeSetup } from './leagueSetup.js';

export interface NewDynastyOptions extends PlayoffChoices {
  year: number;
  /** The player's program (the first coached program, whose coach is `coach`). */
  team: string;
  /** More programs coached by players (multi-team mode), each with a young coach made by default. */
  moreTeams?: readonly string[];
  /** The coaches some of those players made (an online league's), by program; the others are made by default. */
  moreCoaches?: Readonly<Record<string, CoachCreation>>;
  /** A league of the player's own (a league file): conferences, rivalries, playoff format and rules. */
  setup?: LeagueSetup;
  /** "Let my staff recruit" for the player's program: off unless asked for (the player's board is his own). */
  staffRecruiting?: boolean;
  /** Start as the program's head coach (the default) or as its offensive coordinator (the career ladder). */
  role?: 'head_coach' | 'coordinator';
  /** The head coach the player makes (name, background, schemes, points); what he leaves out is chosen for him. */
  coach?: CoachCreation;
  seed?: number;
  force?: boolean;
  /** How messages name the save (a hosted server names no path on its disk). */
  label?: string;
  /**
   * Play on in memory once the file is written (the batch, which writes its season with copyTo); by default the
   * save returned plays its file.
   */
  inMemory?: boolean;
}

export { playoffSettingsFor } from './playoffFormat.js';

/** Creates the save file of a new dynasty (replacing an existing one only with force). */
export async function newDynasty(path: string, options: NewDynastyOptions): Promise<SaveFile> {
  const year = checkYear(options.year);
  if (options.setup) checkSetup(options.setup, year);
  checkCoachCreation(year, options.team, options.role, options.coach);
  checkMoreTeams(options.moreTeams ?? []);
  for (const team of options.moreTeams ?? []) checkCoachCreation(year, team, 'head_coach', options.moreCoaches?.[team]);
  const save = await SaveFile.create(path, { force: options.force, label: options.label });
  try {
    setUpDynasty(save, year, options);
  } catch (error) {
    save.close();
    throw error;
  }
  if (options.inMemory) await save.copyTo(save.path);
  else await save.save();
  return save;
}

/** At most MAX_COACHED_PROGRAMS coached programs (their names are resolved with the league). */
function checkMoreTeams(more: readonly string[]): void {
  if (more.length + 1 > MAX_COACHED_PROGRAMS)
    throw new GameError('bad_input', `A dynasty has at most ${MAX_COACHED_PROGRAMS} coached programs.`);
}

function setUpDynasty(save: SaveFile, year: number, options: NewDynastyOptions): void {
  const db = save.db;
  if (options.setup) storeSetup(db, options.setup, year);
  const league = dynastyLeague(db, year);
  const team = resolveTeam(league, options.team);
  const more = (options.moreTeams ?? []).map((name) => resolveTeam(league, name));
  const repeated = [team, ...more].find((name, i, all) => all.indexOf(name) !== i);
  if (repeated) throw new GameError('bad_input', `${repeated} is named twice: each program is coached once.`);
  const playoff = options.setup
    ? { ...options.setup.playoff }
    : playoffSettingsFor(year, options, league.conferences.length);
  const seed = options.seed ?? 1;
  db.transaction(() => {
    const ids = createIdSource(1);
    const rosters = buildLeagueRosters(db, league, createRng(`${seed}:rosters:${year}`), ids);
    const coordinator = options.role === 'coordinator';
    // Each program's player is its head coach (the first may start as its offensive coordinator instead).
    const madeBy = new Map(
      (options.moreTeams ?? []).map((name, i) => [more[i], options.moreCoaches?.[name] ?? {}] as const),
    );
    const created = new Map<string, CoachCreation>(more.map((name) => [name, madeBy.get(name) ?? {}]));
    if (!coordinator) created.set(team, options.coach ?? {});
    const coaches = hireLeagueCoaches(db, league, seed, created);
    hireLeagueStaffs(db, year, seed, coordinator ? team : null);
    for (const name of [team, ...more]) {
      const program = insertProgram(db, name, options.staffRecruiting ?? false);
      const coordinatorId =
        coordinator && name === team
          ? (db.get<{ id: number }>('SELECT id FROM coordinators WHERE is_user = 1 AND team = ?', [team])?.id ?? null)
          : null;
      setSeatCoach(db, program, coaches.get(name) ?? null, coordinatorId);
    }
    rememberProgram(db, programOf(db, team));
    const state: DynastyState = {
      year,
      startYear: year,
      stage: 'preseason',
      currentWeek: 1,
      playoff,
      seed,
      nextPlayerId: ids.peek(),
    };
    writeState(db, state);
    bookRealSeries(db, league);
    scheduleCoachedGames(db, year);
    publishPreseasonPoll(db, seed, year);
    // The class opens with the preseason: the player recruits its spring and summer. Nothing above wrote players.
    writeState(db, startCycle(db, state, league, false, rosters));
  });
}
