// The bodies of the league's changes (POST /api/league_setup/) and God Mode's (POST /api/god_mode/): one variant per
// action, told apart by its "action" field (docs/league-file.md and src/server/API.md say what each does). Whether a
// well-formed change fits the league (a team that exists, a size the playoff takes) is the use case's to say.
import { arr, bool, int, map, nullable, num, obj, str, tagged } from '../wire/schema.js';
import { name } from './fields.js';

/** The most teams one change names (a conference of the whole league). */
const MAX_TEAMS = 200;

const teams = arr(name('team'), { length: { max: MAX_TEAMS } });
/** The two teams of a rivalry. */
const pair = arr(name('team'), { length: { min: 2, max: 2 } });
const conference = name('conference');
/** A whole number (its range is the use case's: it names the limits in its message). */
const count = int();

/** The league's rules a change may set (a test holds the names to the core's rules). */
export const RULE_NAMES = [
  'transferSitOut',
  'redshirtGames',
  'nil',
  'scholarshipLimit',
  'rosterLimit',
  'overtime',
  'fcsGames',
] as const;

const rules = obj(
  {
    transferSitOut: bool(),
    redshirtGames: count,
    nil: bool(),
    scholarshipLimit: nullable(count),
    rosterLimit: nullable(count),
    overtime: str(),
    fcsGames: count,
  },
  { optional: RULE_NAMES, closed: true },
);

export const leagueChangeBody = tagged('action', {
  move: obj({ team: name('team'), conference, division: name('division') }, { optional: ['division'] }),
  create: obj({ name: name('name'), teams }),
  rename: obj({ conference, name: name('name') }),
  dissolve: obj({ conference }),
  divisions: obj({
    conference,
    divisions: nullable(arr(obj({ name: name('division name'), teams }), { length: { max: 4 } })),
  }),
  games: obj({ conference, games: count }),
  title_game: obj({ conference, on: bool() }),
  rivalry_add: obj({ teams: pair, name: name('name'), week: nullable(count) }, { optional: ['name', 'week'] }),
  rivalry_remove: obj({ teams: pair }),
  playoff: obj(
    { teams: count, autobids: count, confChampTop4: bool(), onCampusRounds: count },
    { optional: ['teams', 'autobids', 'confChampTop4', 'onCampusRounds'] },
  ),
  rules: obj({ rules }),
});

/** A player's or coach's ratings by name. */
const ratings = map(num());
const id = int({ min: 1, max: Number.MAX_SAFE_INTEGER });

export const godModeChangeBody = tagged('action', {
  switch: obj({ on: bool() }),
  player: obj({ id, ratings, year: name('year'), pos: name('pos') }, { optional: ['ratings', 'year', 'pos'] }),
  move_player: obj({ id, team: name('team') }),
  coach: obj({ team: name('team'), skills: ratings }),
  prestige: obj({ team: name('team'), prestige: count }),
  force: obj({ game: id, winner: name('winner') }),
});
