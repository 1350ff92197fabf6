// The answers of a dynasty's own business beside the wire format's pages: the saves, the frame and the stage move,
// the league file, the booked series and the opponents of a week, the league's setup and God Mode. None is in the
// original system's document: their shapes are ours (src/shared/types/), keys in the order the server writes them.
import Type, { type TProperties } from 'typebox';
import { GAME_SITES } from '../../gameSite.js';
import { eitherBy, int, keyed, nullable, open, word } from './kit.js';
import { forcibleGamesAnswer } from './league.js';
import { conferenceAnswer, infoAnswer, nonconAnswer, teamAnswer } from './wire.js';

const conferences = Type.Array(conferenceAnswer);
const names = Type.Array(Type.String());

/** Where the dynasty stands, for the frame of a page whose answer does not say it. */
export const frameAnswer = open({ info: infoAnswer, conferences });

/** The stage move (or the season's start): where the dynasty stands after it. */
export const advanceAnswer = open({ info: infoAnswer });

const saveEntry = open({
  /** The save's file name (ohio-state-2024.db). */
  name: Type.String(),
  /** Its dynasty's info; null when the file cannot be played. */
  info: nullable(infoAnswer),
  /** Why it cannot be played; null when it can. */
  problem: nullable(Type.String()),
  /** Last written (ISO 8601). */
  lastPlayed: Type.String(),
  size: int(0),
  /** The save the game's pages show. */
  current: Type.Boolean(),
});

/** The player's saves, the most recently played first. */
export const savesAnswer = open({ saves: Type.Array(saveEntry) });

/** A save made current (loaded or imported): its name and where its dynasty stands. */
export const loadSaveAnswer = open({ name: Type.String(), info: infoAnswer });

const setupPlayoff = open({
  teams: int(2),
  autobids: int(0),
  confChampTop4: Type.Boolean(),
  onCampusRounds: int(0),
});

/** A league file checked (without a team): its first season, its size, its playoff and its programs, A to Z. */
const leagueFileChecked = open({
  year: Type.Integer(),
  conferences: int(0),
  playoff_teams: int(2),
  playoff: setupPlayoff,
  teams: names,
});

/** A league file checked, or (with a team) the new dynasty's preseason schedule. */
export const leagueFileAnswer = eitherBy('info', nonconAnswer, leagueFileChecked);

/** An opponent open in a week, with the sites it could be played at (an FCS program comes to the player's stadium). */
export const nonconOpponentsAnswer = open({
  week: int(1),
  opponents: Type.Array(
    open({
      team: open({ ...teamAnswer.properties, fcs: Type.Optional(Type.Boolean()) }),
      fcs: Type.Boolean(),
      sites: Type.Array(word(GAME_SITES)),
    }),
    { description: 'FBS teams, then FCS programs, each A to Z' },
  ),
});

const bookedGame = open({
  /** The booked game's id (removing it takes it). */
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
  /** Null when it can be removed now, else why not. */
  locked: nullable(Type.String()),
});

const bookedSeries = {
  team: Type.String(),
  year: Type.Integer(),
  games: Type.Array(bookedGame),
};

/** The player's booked series games, from the current season on. */
export const bookedSeriesAnswer = open(bookedSeries);

/** A series booked or a booked game removed: what was done, then the booked games as they are now. */
export const seriesChangeAnswer = open({
  status: word(['success']),
  message: Type.String(),
  ...bookedSeries,
});

const setupDivision = open({ name: Type.String(), teams: names });

const leagueSetup = open({
  conferences: Type.Array(
    open({
      name: Type.String(),
      teams: names,
      divisions: nullable(Type.Array(setupDivision)),
      confGames: int(0),
      championshipGame: Type.Boolean(),
      power: Type.Boolean(),
    }),
  ),
  independents: names,
  rivalries: Type.Array(
    open({
      name: Type.String(),
      teams: Type.Tuple([Type.String(), Type.String()]),
      week: nullable(int(1)),
      neutral: Type.Optional(Type.Boolean()),
    }),
  ),
  playoff: setupPlayoff,
  rules: open({
    transferSitOut: Type.Boolean(),
    redshirtGames: int(0),
    nil: Type.Boolean(),
    scholarshipLimit: nullable(int(0)),
    rosterLimit: nullable(int(0)),
    overtime: Type.String(),
    fcsGames: int(0),
  }),
});

/** The league's setup: conferences, independents, rivalries, the playoff and the rules, and what may change. */
export const leagueSetupAnswer = open({
  info: infoAnswer,
  setup: leagueSetup,
  /** Changes are taken in the preseason only. */
  can_change: Type.Boolean(),
  /** The season the setup is (or will be) played in. */
  year: Type.Integer(),
  playoff_sizes: Type.Array(int(2)),
  overtime_rules: names,
  /** The conference games each conference may play at its size, by name. */
  conference_games: keyed(Type.Array(int(0))),
  /** A realignment under way that leaves a conference too small to play, in a line; null when every one can. */
  unfinished: nullable(Type.String()),
});

/** God Mode: its switch, everything done under it, and what it can change; after a change, what was done. */
export const godModeAnswer = open({
  info: infoAnswer,
  on: Type.Boolean(),
  /** Oldest first. */
  log: Type.Array(open({ year: Type.Integer(), week: int(0), what: Type.String() })),
  /** Seasons marked in history as played (in part) under God Mode. */
  seasons: Type.Array(Type.Integer()),
  ratings: names,
  coach_skills: names,
  /** The week to come's unplayed games, to force a result on. */
  forcible: forcibleGamesAnswer,
  done: Type.Optional(Type.String()),
});

/** A page with the envelope of the wire format's pages (info, the player's team, the conferences). */
export function teamPage<P extends TProperties>(props: P) {
  return open({ info: infoAnswer, team: teamAnswer, conferences, ...props });
}

/** A team's season statistics, each with its rank among the FBS teams (defense_ keys: what opponents did). */
export const teamSeasonStatsAnswer = open({
  info: infoAnswer,
  conferences,
  team: teamAnswer,
  stats: keyed(open({ value: Type.Number(), rank: int(1) })),
});
