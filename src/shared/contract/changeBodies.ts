// The bodies of the league's changes (POST /api/league_setup/) and God Mode's (POST /api/god_mode/): one variant per
// action, told apart by its "action" field (docs/league-file.md and src/server/API.md say what each does). Whether a
// well-formed change fits the league (a team that exists, a size the playoff takes) is the use case's to say.
import Type, { type TProperties } from 'typebox';
import { fieldsOnly, name, optionalFields } from './fields.js';

/** The most teams one change names (a conference of the whole league). */
const MAX_TEAMS = 200;

const teams = Type.Array(name('team'), { maxItems: MAX_TEAMS });
/** The two teams of a rivalry. */
const pair = Type.Array(name('team'), { minItems: 2, maxItems: 2 });
const conference = name('conference');
/** A whole number (its range is the use case's: it names the limits in its message). */
const count = (what: string) => Type.Integer({ description: what });

/**
 * One of several objects told apart by the text of one field: {"action": "move", ...} is checked as the move
 * variant (an unknown action is refused naming the actions).
 */
function tagged<const K extends string, const V extends Record<string, TProperties>>(key: K, variants: V) {
  const options = Object.entries(variants).map(([tag, fields]) =>
    fieldsOnly({ [key]: Type.Literal(tag), ...fields } as {
      [P in K]: ReturnType<typeof Type.Literal<string>>;
    } & TProperties),
  );
  return Type.Unsafe<{ [T in keyof V]: { [P in K]: T } & StaticFields<V[T]> }[keyof V]>(
    Type.Union(options, { discriminator: { propertyName: key } }),
  );
}

type StaticFields<P extends TProperties> = import('typebox').Static<ReturnType<typeof Type.Object<P>>>;

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

const rules = fieldsOnly({
  transferSitOut: Type.Optional(Type.Boolean()),
  redshirtGames: Type.Optional(count('games a redshirt may play')),
  nil: Type.Optional(Type.Boolean()),
  scholarshipLimit: Type.Optional(Type.Union([count('scholarships'), Type.Null()])),
  rosterLimit: Type.Optional(Type.Union([count('players'), Type.Null()])),
  overtime: Type.Optional(Type.String()),
  fcsGames: Type.Optional(count('FCS games a team may play')),
});

export const leagueChangeBody = tagged('action', {
  move: { team: name('team'), conference, division: Type.Optional(name('division')) },
  create: { name: name('name'), teams },
  rename: { conference, name: name('name') },
  dissolve: { conference },
  divisions: {
    conference,
    divisions: Type.Union([
      Type.Array(fieldsOnly({ name: name('division name'), teams }), { maxItems: 4 }),
      Type.Null(),
    ]),
  },
  games: { conference, games: count('conference games per team') },
  title_game: { conference, on: Type.Boolean() },
  rivalry_add: {
    teams: pair,
    name: Type.Optional(name('name')),
    week: Type.Optional(Type.Union([count('week'), Type.Null()])),
  },
  rivalry_remove: { teams: pair },
  playoff: optionalFields({
    teams: count('playoff teams'),
    autobids: count('autobids'),
    confChampTop4: Type.Boolean(),
    onCampusRounds: count('rounds on campus'),
  }).properties,
  rules: { rules },
});

/** A player's or coach's ratings by name. */
const ratings = Type.Record(Type.String(), Type.Number());
const id = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });

export const godModeChangeBody = tagged('action', {
  switch: { on: Type.Boolean() },
  player: {
    id,
    ratings: Type.Optional(ratings),
    year: Type.Optional(name('year')),
    pos: Type.Optional(name('pos')),
  },
  move_player: { id, team: name('team') },
  coach: { team: name('team'), skills: ratings },
  prestige: { team: name('team'), prestige: count('prestige') },
  force: { game: id, winner: name('winner') },
});
