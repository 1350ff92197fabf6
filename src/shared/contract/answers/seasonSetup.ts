// The answers of a dynasty's own business beside the wire format's pages: the saves, the frame and the stage move,
// the league file, the booked series and the opponents of a week, the league's setup and God Mode. None is in the
// original system's document: their shapes are ours (src/shared/types/), keys in the order the server writes them.
import Type, { type TProperties } from 'typebox';
import { GAME_SITES } from '../../gameSite.js';
import { closed, eitherBy, int, keyed, nullable, userId, word } from './kit.js';
import { forcibleGamesAnswer } from './league.js';
import { conferenceAnswer, infoAnswer, nonconAnswer, teamAnswer } from './wire.js';

const conferences = Type.Array(conferenceAnswer);
const names = Type.Array(Type.String());

/** Where the dynasty stands, for the frame of a page whose answer does not say it. */
export const frameAnswer = closed({ info: infoAnswer, conferences, ...userId });

/** The stage move (or the season's start): where the dynasty stands after it. */
export const advanceAnswer = closed({ info: infoAnswer, ...userId });

export const saveEntryAnswer = closed({
  /** The save's file name, e.g. ohio-state-2024.db. */
  name: Type.String(),
  /** Year, stage, week and team of its dynasty; null when the file cannot be played. */
  info: nullable(infoAnswer),
  /** Why it cannot be played (damaged, another application's, newer); null when it can. */
  problem: nullable(Type.String()),
  /** Last written (ISO 8601). */
  lastPlayed: Type.String(),
  /** Bytes on disk. */
  size: int(0),
  /** The save the game's pages show. */
  current: Type.Boolean(),
});

/** The player's saves, the most recently played first. */
export const savesAnswer = closed({ saves: Type.Array(saveEntryAnswer), ...userId });

/** A save made current (loaded or imported): its name and where its dynasty stands. */
export const loadSaveAnswer = closed({ name: Type.String(), info: infoAnswer, ...userId });

const setupPlayoffAnswer = closed({
  teams: int(2),
  autobids: int(0),
  confChampTop4: Type.Boolean(),
  onCampusRounds: int(0),
});

/** A league file checked (without a team): its first season, its size, its playoff and its programs, A to Z. */
export const leagueFileCheckedAnswer = closed({
  /** The file's first season. */
  year: Type.Integer(),
  conferences: int(0),
  playoff_teams: int(2),
  /** The file's playoff format (the new dynasty plays it, not the season's default). */
  playoff: setupPlayoffAnswer,
  /** Every program of the file's league, by name (the team to coach is one of them). */
  teams: names,
  ...userId,
});

/** A league file checked, or (with a team) the new dynasty's preseason schedule. */
export const leagueFileAnswer = eitherBy('info', nonconAnswer, leagueFileCheckedAnswer);

/** An opponent the player's team can still schedule in a week, and the sites it would play at. */
export const nonconOpponentAnswer = closed({
  /** An FCS program has `fcs: true` (no team page); it always comes to the player's stadium. */
  team: teamAnswer,
  fcs: Type.Boolean(),
  sites: Type.Array(word(GAME_SITES)),
});

/** The opponents open in a week, with the sites each could be played at. */
export const nonconOpponentsAnswer = closed({
  week: int(1),
  opponents: Type.Array(nonconOpponentAnswer, { description: 'FBS teams, then FCS programs, each A to Z' }),
  ...userId,
});

export const bookedGameAnswer = closed({
  /** The booked game's id (POST /api/noncon/series/remove/ takes it). */
  id: int(1),
  series: int(1),
  kind: word(['home-and-home', 'two-for-one']),
  year: Type.Integer(),
  week: int(1),
  opponent: Type.String(),
  /** Where the player's program plays it. */
  site: word(['home', 'away']),
  /** A real series (docs/reference/scheduling-series.md). */
  real: Type.Boolean(),
  /** Null when it can be removed now, else why not (its season's schedule is locked). */
  locked: nullable(Type.String()),
});

const bookedSeries = {
  team: Type.String(),
  year: Type.Integer(),
  games: Type.Array(bookedGameAnswer),
};

/** The player's booked series games, from the current season on. */
export const bookedSeriesAnswer = closed({ ...bookedSeries, ...userId });

/** A series booked or a booked game removed: what was done, then the booked games as they are now. */
export const seriesChangeAnswer = closed({
  status: word(['success']),
  message: Type.String(),
  ...bookedSeries,
  ...userId,
});

export const setupDivisionAnswer = closed({ name: Type.String(), teams: names });

export const setupRulesAnswer = closed({
  transferSitOut: Type.Boolean(),
  redshirtGames: int(0),
  nil: Type.Boolean(),
  scholarshipLimit: nullable(int(0)),
  rosterLimit: nullable(int(0)),
  overtime: Type.String(),
  fcsGames: int(0),
});

const leagueSetup = closed({
  conferences: Type.Array(
    closed({
      name: Type.String(),
      teams: names,
      divisions: nullable(Type.Array(setupDivisionAnswer)),
      confGames: int(0),
      championshipGame: Type.Boolean(),
      power: Type.Boolean(),
    }),
  ),
  independents: names,
  rivalries: Type.Array(
    closed({
      name: Type.String(),
      teams: Type.Tuple([Type.String(), Type.String()]),
      week: nullable(int(1)),
      neutral: Type.Optional(Type.Boolean()),
    }),
  ),
  playoff: setupPlayoffAnswer,
  rules: setupRulesAnswer,
});

/** The league's setup: conferences, independents, rivalries, the playoff and the rules, and what may change. */
export const leagueSetupAnswer = closed({
  info: infoAnswer,
  setup: leagueSetup,
  /** Changes are taken in the preseason only. */
  can_change: Type.Boolean(),
  /** The season the setup is (or will be) played in. */
  year: Type.Integer(),
  playoff_sizes: Type.Array(int(2)),
  overtime_rules: names,
  /** The conference games each conference may play at its size, by name (docs/league-file.md). */
  conference_games: keyed(Type.Array(int(0))),
  /**
   * A realignment under way: the conferences too small to play a season yet and the ways out, in a line (the season
   * does not start until none is); null when every conference can play.
   */
  unfinished: nullable(Type.String()),
  ...userId,
});

/** God Mode: its switch, everything done under it, and what it can change; after a change, what was done. */
export const godModeAnswer = closed({
  info: infoAnswer,
  on: Type.Boolean(),
  /** Everything done under God Mode, oldest first. */
  log: Type.Array(closed({ year: Type.Integer(), week: int(0), what: Type.String() })),
  /** Seasons marked in history as played (in part) under God Mode. */
  seasons: Type.Array(Type.Integer()),
  ratings: names,
  coach_skills: names,
  /** The week to come's unplayed games, to force a result on (picked, not typed). */
  forcible: forcibleGamesAnswer,
  /** After a change: what was done, in words. */
  done: Type.Optional(Type.String()),
  ...userId,
});

/** A page with the envelope of the wire format's pages (info, the player's team, the conferences). */
export function teamPage<P extends TProperties>(props: P) {
  return closed({ info: infoAnswer, team: teamAnswer, conferences, ...props, ...userId });
}

/** A team's season statistics, each with its rank among the FBS teams (defense_ keys: what opponents did). */
export const teamSeasonStatsAnswer = closed({
  info: infoAnswer,
  conferences,
  team: teamAnswer,
  stats: keyed(closed({ value: Type.Number(), rank: int(1) })),
  ...userId,
});
