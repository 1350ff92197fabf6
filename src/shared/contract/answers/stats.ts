// League statistics: the team stats, the individual leaders by category and the ratings tables, as the document
// records them (./wire.ts).
import Type, { type TNumber, type TSchema } from 'typebox';
import { closed, keyed, num, userId } from './kit.js';
import { conferences, COUNT, infoAnswer, RATING, teamAnswer } from './wire.js';

export const STAR_KEYS = ['1', '2', '3', '4', '5'] as const;

/** Numbers by these keys, in this order. */
const numbers = <const K extends string>(keys: readonly K[]) =>
  closed(Object.fromEntries(keys.map((k) => [k, Type.Number()])) as Record<K, TNumber>);

const TEAM_STAT_KEYS = [
  'games',
  'ppg',
  'pass_cpg',
  'pass_apg',
  'comp_percent',
  'pass_ypg',
  'pass_tdpg',
  'rush_apg',
  'rush_ypg',
  'rush_ypc',
  'rush_tdpg',
  'playspg',
  'yardspg',
  'ypp',
  'first_downs_pass',
  'first_downs_rush',
  'first_downs_total',
  'fumbles',
  'interceptions',
  'turnovers',
] as const;
export const teamStatsLineAnswer = numbers(TEAM_STAT_KEYS);
/** Team statistics (closed: the walk reads it at every stop). */
export const teamStatsAnswer = closed({
  info: infoAnswer,
  conferences,
  team: teamAnswer,
  /** Team name -> its offense per game; defense is what opponents did against it. */
  offense: keyed(teamStatsLineAnswer),
  defense: keyed(teamStatsLineAnswer),
  /** Ours: each team's conference that season ("Independent" for the independents), for the filter. */
  team_conferences: keyed(Type.String()),
  ...userId,
});

/** The stat lines of the individual leaders, one per category. */
export const leaderStatsAnswers = {
  passing: numbers([
    'att',
    'cmp',
    'yards',
    'td',
    'int',
    'pct',
    'passer_efficiency',
    'passer_rating',
    'adjusted_pass_yards_per_attempt',
    'yards_per_game',
  ]),
  rushing: numbers(['att', 'yards', 'td', 'fumbles', 'yards_per_rush', 'yards_per_game']),
  receiving: numbers(['rec', 'yards', 'td', 'yards_per_rec', 'yards_per_game']),
  defense: numbers([
    'games',
    'tackles',
    'sacks',
    'tfl',
    'int',
    'int_yards',
    'passes_defended',
    'forced_fumbles',
    'td',
    'tackles_per_game',
  ]),
  kicking: numbers(['games', 'fgm', 'fga', 'fg_pct', 'long', 'xpm', 'xpa', 'points']),
  punting: numbers(['games', 'punts', 'yards', 'average', 'long', 'inside20']),
};

/** A leader: team is his team's name; stats the category's line (per_game figures divide by his own games). */
export const leaderEntryAnswer = <S extends TSchema>(stats: S) =>
  closed({
    id: Type.Integer(),
    first: Type.String(),
    last: Type.String(),
    pos: Type.String(),
    team: Type.String(),
    gamesPlayed: COUNT,
    stats,
  });
/**
 * A category's leaders by player id (as a JSON key), in leader order (JSON keeps insertion order... except for
 * integer keys, so clients sort themselves, as the original's did).
 */
const leaders = <S extends TSchema>(stats: S) => keyed(leaderEntryAnswer(stats), '^\\d+$');
/** Every category's leaders, or only the one asked for (?category=); closed, the walk reads every category. */
export const individualStatsAnswer = closed({
  info: infoAnswer,
  team: teamAnswer,
  conferences,
  stats: closed({
    passing: Type.Optional(leaders(leaderStatsAnswers.passing)),
    rushing: Type.Optional(leaders(leaderStatsAnswers.rushing)),
    receiving: Type.Optional(leaders(leaderStatsAnswers.receiving)),
    defense: Type.Optional(leaders(leaderStatsAnswers.defense)),
    kicking: Type.Optional(leaders(leaderStatsAnswers.kicking)),
    punting: Type.Optional(leaders(leaderStatsAnswers.punting)),
  }),
  ...userId,
});

const perStar = closed(
  Object.fromEntries(STAR_KEYS.map((k) => [k, num(0)])) as Record<(typeof STAR_KEYS)[number], ReturnType<typeof num>>,
);
/** star_percentages: the share of the tier's players with each star rating, 0-100. */
export const prestigeStarsRowAnswer = closed({
  prestige: Type.Integer(),
  avg_rating: Type.Number(),
  avg_stars: Type.Number(),
  star_percentages: perStar,
});
/**
 * The ratings tables: total_star_counts' avg_ratings_fr..sr are the average rating per star rating within each
 * class; teams are sorted by rating, best first. Closed: the walk reads it at every stop.
 */
export const ratingsAnswer = closed({
  info: infoAnswer,
  team: teamAnswer,
  conferences,
  prestige_stars_table: Type.Array(prestigeStarsRowAnswer),
  team_counts_by_prestige: Type.Array(closed({ prestige: Type.Integer(), team_count: COUNT })),
  total_star_counts: closed({
    counts: perStar,
    avg_ratings: perStar,
    avg_ratings_fr: perStar,
    avg_ratings_so: perStar,
    avg_ratings_jr: perStar,
    avg_ratings_sr: perStar,
  }),
  teams: Type.Array(closed({ name: Type.String(), rating: RATING, prestige: Type.Integer() })),
  ...userId,
});
