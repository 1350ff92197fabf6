// The league's setup as the player changes it: checked (every problem named with its place in the setup), tried
// on the scheduler, then kept from the season about to be played. One use case each for the CLI
// (`dynasty league ...`), the server (/api/league/...) and the terminal's League setup screen.
import { seasonLeague } from '../../core/data/league.js';
import { LeagueEditError, sentence, setupTeams } from '../../core/league/edits.js';
import { applySetup, setupOfLeague } from '../../core/league/setup.js';
import type { LeagueRules, LeagueSetup, SetupProblem } from '../../core/league/types.js';
import { MIN_CONFERENCE_TEAMS, setupProblems, unfinishedSize } from '../../core/league/validate.js';
import { leagueFileText, readLeagueFile } from '../../core/league/leagueFile.js';
import { onCampusRounds, playoffSize } from '../../core/playoff/selection.js';
import { createRng } from '../../core/random.js';
import { fixedGamesFor } from '../../core/schedule/nonConference.js';
import { buildRegularSeason, fixedGameProblems } from '../../core/schedule/regularSeason.js';
import { indexSeason } from '../../core/schedule/seasonIndex.js';
import type { ScheduledGame } from '../../core/schedule/types.js';
import type { SeasonLeague } from '../../core/data/types.js';
import type { Db } from '../database.js';
import { GameError } from '../errors.js';
import { dataYear, dynastyLeague } from '../league.js';
import { deleteUnplayedGames, gamesOfYear, insertGames, toScheduledGame } from '../queries/games.js';
import { readRules, writeRules, writeStoredLeague } from '../queries/leagueSetup.js';
import { readState, writeState } from '../queries/meta.js';
import { playoffSettingsFor, type PlayoffChoices } from './playoffFormat.js';
import { coachedTeams } from '../program.js';

/**
 * One line naming the first problem in the player's words (and how many more there are): a change made by hand
 * speaks of conferences and teams by name, not of the setup's JSON paths (a league file's lines name those).
 */
export function problemsMessage(problems: readonly SetupProblem[]): string {
  const [first] = problems;
  const more = problems.length > 1 ? ` (and ${problems.length - 1} more problem${problems.length > 2 ? 's' : ''})` : '';
  return sentence(`${first.reason.replace(/[.]$/, '')}${more}`);
}

/** The scheduler's answer for a league: null when it makes a season, else why not. */
function scheduleProblem(league: SeasonLeague, fixed: readonly ScheduledGame[]): string | null {
  try {
    buildRegularSeason(league, createRng('league-setup-trial'), fixed);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** Refuses a setup that cannot be played: its first problem, or the scheduler finding no season for it. */
export function checkSetup(setup: LeagueSetup, year: number, fixed: readonly ScheduledGame[] = []): SeasonLeague {
  const problems = setupProblems(setup);
  if (problems.length > 0) throw new GameError('bad_input', problemsMessage(problems));
  const league = { ...applySetup(seasonLeague(dataYear(year)), setup), year, fcsGamesPerTeam: setup.rules.fcsGames };
  const problem = scheduleProblem(league, fixed);
  if (problem !== null) throw new GameError('bad_input', `No season can be scheduled in this league: ${problem}.`);
  return league;
}

/** Keeps the setup's layout from `year` on and its rules. */
export function storeSetup(db: Db, setup: LeagueSetup, year: number): void {
  writeStoredLeague(db, {
    from: year,
    conferences: setup.conferences,
    independents: setup.independents,
    rivalries: setup.rivalries,
  });
  writeRules(db, setup.rules);
}

/**
 * The conferences too small to play a season yet, and the ways out, in a line; null when every one can play. A
 * realignment made by hand may leave them for the next change; the season starts once there are none.
 */
export function unfinishedLeague(setup: LeagueSetup): string | null {
  const small = setup.conferences.filter((c) => unfinishedSize(c.teams.length));
  if (small.length === 0) return null;
  const sizes = small.map((c) => `${c.name} has ${c.teams.length} team${c.teams.length === 1 ? '' : 's'}`).join(', ');
  const name = small[0].name.includes(' ') ? `"${small[0].name}"` : small[0].name;
  return `${sizes}: a conference plays a season with at least ${MIN_CONFERENCE_TEAMS} programs, or 2 that play each other once. Move more programs in, or dissolve it (\`dynasty league dissolve ${name}\`) and create the conference you want with all its programs at once (\`dynasty league create NAME --teams A,B,...\`).`;
}

/** Refuses to start the season while a conference is too small to play (a realignment left unfinished). */
export function refuseUnfinishedLeague(db: Db): void {
  const unfinished = unfinishedLeague(currentSetup(db));
  if (unfinished) throw new GameError('conflict', `The league is not ready for the season: ${unfinished}`);
}

/** The setup of the season being played (or about to be): the league, its playoff format and rules. */
export function currentSetup(db: Db): LeagueSetup {
  const state = readState(db);
  const p = state.playoff;
  const playoff = {
    teams: p.teams,
    autobids: p.autobids,
    confChampTop4: p.confChampTop4,
    onCampusRounds: onCampusRounds(p, playoffSize(p.teams)),
  };
  return setupOfLeague(dynastyLeague(db, state.year), playoff, readRules(db, state.year));
}

/**
 * Changes the league before a season: `edit` changes a copy of the current setup; the result must keep the
 * same programs (each has its roster and staff), pass every check and be schedulable around the player's games.
 * The player's non-conference games that still fit are kept; the others give way.
 */
export function changeLeague(db: Db, edit: (setup: LeagueSetup) => void): LeagueSetup {
  const state = readState(db);
  if (state.stage !== 'preseason') {
    throw new GameError('wrong_stage', 'The league can be changed only in the preseason, before the season starts.');
  }
  const before = currentSetup(db);
  const setup = structuredClone(before);
  try {
    edit(setup);
  } catch (error) {
    if (error instanceof LeagueEditError) throw new GameError(error.kind, error.message);
    throw error;
  }
  const had = new Set(setupTeams(before));
  const now = setupTeams(setup);
  const added = now.find((t) => !had.has(t));
  if (added)
    throw new GameError(
      'bad_input',
      `${added} is not a team of this dynasty: only a new dynasty (a league file) brings in programs.`,
    );
  // A conference too small to play yet may be left for the next change (a realignment made one program at a time);
  // the season does not start until every conference can play, and the scheduler is tried once they all can.
  const problems = setupProblems(setup, true);
  if (problems.length > 0) throw new GameError('bad_input', problemsMessage(problems));
  const league = {
    ...applySetup(seasonLeague(dataYear(state.year)), setup),
    year: state.year,
    fcsGamesPerTeam: setup.rules.fcsGames,
  };
  const fixed = playerGames(db, state.year, [...coachedTeams(db)], league);
  const problem = unfinishedLeague(setup) === null ? scheduleProblem(league, fixed) : null;
  if (problem !== null) throw new GameError('bad_input', `No season can be scheduled in this league: ${problem}.`);
  return db.transaction(() => {
    storeSetup(db, setup, state.year);
    writeState(db, { ...state, playoff: { ...setup.playoff } });
    deleteUnplayedGames(db, state.year);
    insertGames(db, state.year, fixed, true);
    return currentSetup(db);
  });
}

/** The coached programs' games in the new league: their fixed rivalries, then each game they scheduled that still fits. */
function playerGames(db: Db, year: number, teams: readonly string[], league: SeasonLeague): ScheduledGame[] {
  const index = indexSeason(league);
  const kept: ScheduledGame[] = [];
  for (const team of teams) {
    for (const game of fixedGamesFor(league, team)) {
      if (
        !kept.some(
          (k) => (k.home === game.home && k.away === game.away) || (k.home === game.away && k.away === game.home),
        )
      )
        kept.push(game);
    }
  }
  const own = gamesOfYear(db, year)
    .filter((g) => g.user_scheduled === 1)
    .map(toScheduledGame);
  for (const game of own) {
    if (
      kept.some((k) => (k.home === game.home && k.away === game.away) || (k.home === game.away && k.away === game.home))
    )
      continue;
    if (fixedGameProblems(index, [...kept, game]).length === 0) kept.push(game);
  }
  return kept;
}

/** A new playoff format from the next season on; choices not given keep the current ones (or the size's defaults). */
export function changePlayoff(db: Db, choices: PlayoffChoices): LeagueSetup {
  return changeLeague(db, (setup) => {
    const current = setup.playoff;
    const sameSize = choices.playoffTeams === undefined || choices.playoffTeams === current.teams;
    const settings = playoffSettingsFor(
      readState(db).year,
      {
        playoffTeams: choices.playoffTeams ?? current.teams,
        autobids: choices.autobids ?? (sameSize ? current.autobids : undefined),
        confChampTop4: choices.confChampTop4 ?? (sameSize ? current.confChampTop4 : undefined),
        onCampusRounds: choices.onCampusRounds ?? (sameSize ? current.onCampusRounds : undefined),
      },
      setup.conferences.length,
    );
    setup.playoff = { ...settings, onCampusRounds: onCampusRounds(settings, playoffSize(settings.teams)) };
  });
}

/** New league rules from the coming season on; rules not given stay as they are. */
export function changeRules(db: Db, rules: Partial<LeagueRules>): LeagueSetup {
  return changeLeague(db, (setup) => {
    setup.rules = { ...setup.rules, ...rules };
  });
}

/** The league file of the season being played (or about to be). */
export function exportLeague(db: Db): string {
  return leagueFileText(currentSetup(db), readState(db).year);
}

/** A league file's setup and first season, or a bad-input error naming the first problem's line, path and reason. */
export function readLeagueFileOrThrow(text: string): { year: number; setup: LeagueSetup } {
  const result = readLeagueFile(text);
  if (result.ok) return result;
  const [first] = result.problems;
  const where = [first.line === null ? null : `line ${first.line}`, first.path || null].filter(Boolean).join(', ');
  const more = result.problems.length > 1 ? ` (and ${result.problems.length - 1} more)` : '';
  throw new GameError('bad_input', `${where ? `${where}: ` : ''}${first.reason}${more}`);
}
