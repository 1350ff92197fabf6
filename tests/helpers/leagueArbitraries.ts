// Generated bad input for the league's property tests (fast-check): league files made from a real one by random
// edits (a field set to any JSON value, removed, a team list reshuffled, conference sizes and games of every kind),
// any JSON, any text, nesting bombs; and league changes as the web, the terminal and the CLI send them.
import fc from 'fast-check';
import { allPrograms, seasonLeague } from '../../src/core/data/league.js';
import { leagueFileText } from '../../src/core/league/leagueFile.js';
import { realSetup } from '../../src/core/league/setup.js';

/** Every run of a property starts from this seed: a failure is found again by the same run. */
export const PROPERTY_SEED = 20_24;

export const LEAGUE_YEAR = 2024;
const base = realSetup(seasonLeague(LEAGUE_YEAR));
const programs = allPrograms().map((p) => p.name);
const conferenceNames = base.conferences.map((c) => c.name);

/** The real league of 2024 as a league file's data (a fresh copy each time). */
export function realLeagueFile(): Record<string, unknown> {
  return JSON.parse(leagueFileText(base, LEAGUE_YEAR)) as Record<string, unknown>;
}

/** A team name: a real program, a near miss, or any text. */
const teamName = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...programs) },
  { weight: 1, arbitrary: fc.constantFrom(...programs).map((t) => `${t} State`) },
  { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
);

/** A conference name: one of the league's, a new one, "Independent" or any text. */
const conferenceName = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...conferenceNames) },
  { weight: 1, arbitrary: fc.constantFrom('Independent', 'Pac-12', 'Super 8', '') },
  { weight: 1, arbitrary: fc.string({ maxLength: 50 }) },
);

/** A small whole number, sometimes not whole or not small. */
const count = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: -2, max: 20 }) },
  { weight: 1, arbitrary: fc.constantFrom(0.5, 1e9, -1e9, Number.MAX_SAFE_INTEGER) },
);

/** Any JSON value, a few levels deep. */
const anyJson = fc.jsonValue({ maxDepth: 3 });

type Edit = (file: Record<string, unknown>) => void;
type Conference = {
  name: unknown;
  teams: unknown[];
  divisions: unknown;
  confGames: unknown;
  championshipGame: unknown;
  power: unknown;
};
const conferencesOf = (file: Record<string, unknown>) => file.conferences as Conference[];

/** One random edit of a league file's data. */
const edit: fc.Arbitrary<Edit> = fc.oneof(
  // A top-level field set to any value, or removed.
  fc
    .tuple(
      fc.constantFrom(
        'format',
        'version',
        'year',
        'conferences',
        'independents',
        'rivalries',
        'playoff',
        'rules',
        'extra',
      ),
      fc.option(anyJson),
    )
    .map(
      ([key, value]): Edit =>
        (file) => {
          if (value === null) delete file[key];
          else file[key] = value;
        },
    ),
  // A conference's field set to any value, or removed.
  fc
    .tuple(
      fc.nat(),
      fc.constantFrom('name', 'teams', 'divisions', 'confGames', 'championshipGame', 'power'),
      fc.option(anyJson),
    )
    .map(
      ([i, key, value]): Edit =>
        (file) => {
          const c = conferencesOf(file)[i % conferencesOf(file).length] as unknown as Record<string, unknown>;
          if (value === null) delete c[key];
          else c[key] = value;
        },
    ),
  // A conference's size and games: members taken out to the independents, its games any count, title game or not.
  fc.tuple(fc.nat(), fc.nat({ max: 18 }), count, fc.boolean()).map(
    ([i, keep, games, title]): Edit =>
      (file) => {
        const c = conferencesOf(file)[i % conferencesOf(file).length];
        const gone = c.teams.splice(keep);
        (file.independents as unknown[]).push(...gone);
        c.divisions = null;
        c.confGames = games;
        c.championshipGame = title;
        file.rivalries = [];
      },
  ),
  // A team placed twice, or one replaced by any name.
  fc.tuple(fc.nat(), fc.nat(), teamName).map(
    ([i, j, team]): Edit =>
      (file) => {
        const c = conferencesOf(file)[i % conferencesOf(file).length];
        c.teams[j % c.teams.length] = team;
      },
  ),
  // A conference made of any teams.
  fc.tuple(conferenceName, fc.array(teamName, { maxLength: 20 }), count).map(
    ([name, teams, games]): Edit =>
      (file) => {
        conferencesOf(file).push({
          name,
          teams,
          divisions: null,
          confGames: games,
          championshipGame: false,
          power: false,
        });
      },
  ),
  // Divisions of any teams.
  fc
    .tuple(
      fc.nat(),
      fc.array(fc.record({ name: fc.string({ maxLength: 10 }), teams: fc.array(teamName, { maxLength: 10 }) }), {
        maxLength: 3,
      }),
    )
    .map(
      ([i, divisions]): Edit =>
        (file) => {
          conferencesOf(file)[i % conferencesOf(file).length].divisions = divisions;
        },
    ),
  // A rivalry of any teams and week.
  fc
    .record({ name: fc.string({ maxLength: 20 }), teams: fc.array(teamName, { maxLength: 3 }), week: fc.option(count) })
    .map(
      (rivalry): Edit =>
        (file) =>
          (file.rivalries as unknown[]).push(rivalry),
    ),
  // The playoff and the rules with any numbers.
  fc.record({ teams: count, autobids: count, confChampTop4: fc.boolean(), onCampusRounds: count }).map(
    (playoff): Edit =>
      (file) => {
        file.playoff = playoff;
      },
  ),
  fc
    .record({
      transferSitOut: fc.boolean(),
      redshirtGames: count,
      nil: fc.boolean(),
      scholarshipLimit: fc.option(fc.integer({ min: 0, max: 200 })),
      rosterLimit: fc.option(fc.integer({ min: 0, max: 200 })),
      overtime: fc.constantFrom('possessions', 'shootout-from-3rd', 'sudden death'),
      fcsGames: count,
    })
    .map(
      (rules): Edit =>
        (file) => {
          file.rules = rules;
        },
    ),
);

/** The real league file with one to four random edits, as text. */
export const editedLeagueFile: fc.Arbitrary<string> = fc.array(edit, { minLength: 1, maxLength: 4 }).map((edits) => {
  const file = realLeagueFile();
  for (const e of edits) {
    try {
      e(file);
    } catch {
      // An edit that does not fit what earlier edits left (a conference list replaced by a number) is skipped.
    }
  }
  return JSON.stringify(file, null, 2);
});

/** Any text a player might upload: any JSON, broken JSON, nesting bombs, and edited real league files. */
export const anyLeagueFileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: editedLeagueFile },
  { weight: 1, arbitrary: fc.json({ maxDepth: 4 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: 7, max: 50_000 }), fc.constantFrom('[', '{"a":'))
      .map(([depth, open]) => `${open.repeat(depth)}`),
  },
  { weight: 1, arbitrary: editedLeagueFile.map((text) => text.slice(0, Math.floor(text.length / 2))) },
);

/** A league change as POST /api/league_setup/ takes it (and the terminal and the CLI make): any action, any values. */
export const anyLeagueChange: fc.Arbitrary<Record<string, unknown>> = fc.oneof(
  fc.record({ action: fc.constant('move'), team: teamName, conference: conferenceName }),
  fc.record({ action: fc.constant('create'), name: conferenceName, teams: fc.array(teamName, { maxLength: 14 }) }),
  fc.record({ action: fc.constant('rename'), conference: conferenceName, name: conferenceName }),
  fc.record({ action: fc.constant('dissolve'), conference: conferenceName }),
  fc.record({
    action: fc.constant('divisions'),
    conference: conferenceName,
    divisions: fc.option(
      fc.array(fc.record({ name: fc.string({ maxLength: 10 }), teams: fc.array(teamName, { maxLength: 10 }) }), {
        maxLength: 3,
      }),
    ),
  }),
  fc.record({ action: fc.constant('games'), conference: conferenceName, games: count }),
  fc.record({ action: fc.constant('title_game'), conference: conferenceName, on: fc.boolean() }),
  fc.record({ action: fc.constant('rivalry_add'), teams: fc.tuple(teamName, teamName), week: fc.option(count) }),
  fc.record({ action: fc.constant('rivalry_remove'), teams: fc.tuple(teamName, teamName) }),
  fc.record({
    action: fc.constant('playoff'),
    teams: count,
    autobids: count,
    confChampTop4: fc.boolean(),
    onCampusRounds: count,
  }),
  fc.record({
    action: fc.constantFrom('rules', 'teleport'),
    rules: fc.dictionary(fc.constantFrom('nil', 'fcsGames', 'redshirtGames', 'overtime', 'warp'), anyJson, {
      maxKeys: 3,
    }),
  }),
);
