// The JSON shape of every API call, as /work/shared/wire-format.md ("the document") records the original
// system's answers: keys, nesting, value types, where null is allowed and list order. Written once, checked
// by the contract tests at every stage of a dynasty. Extra keys (our additions) are allowed everywhere.
import {
  anyOf,
  arr,
  bool,
  custom,
  extend,
  int,
  map,
  nul,
  nullable,
  num,
  obj,
  sortedBy,
  str,
  type Order,
  type Schema,
  type Shape,
} from './schema.js';

const RANK = int({ min: 1 });
const COUNT = int({ min: 0 });
const RATING = int({ min: 0, max: 99 });
const YEAR = int({ min: 1869, max: 2200 });
const YEAR_TEXT = str({ pattern: /^\d{4}$/ });
const RECORD = str({ pattern: /^\d+-\d+ \(\d+-\d+\)$/ });
const SPREAD = str({ pattern: /^([+-]\d+(\.5)?|Even)$/ });
const MONEYLINE = str({ pattern: /^[+-]\d+$/ });
/** The total (over/under): combined points, in half points ("54.5"). */
const TOTAL = str({ pattern: /^\d+(\.5)?$/ });
export const RESULT = str({ values: ['W', 'L'] });
const SCORE = str({ pattern: /^\d+-\d+$/ });
export const PLAYER_CLASS = str({ values: ['fr', 'so', 'jr', 'sr'] });
export const STAR_KEYS = ['1', '2', '3', '4', '5'] as const;

/** Document 1.6: the client knows exactly these five stages. */
export const WIRE_STAGES = ['preseason', 'season', 'summary', 'progression', 'recruiting_summary'] as const;

const newestFirst: Order<number> = sortedBy('year', (y: number) => y, 'desc');

/** 1.2 */
export const infoShape = obj(
  {
    currentWeek: int({ min: 1 }),
    currentYear: YEAR,
    startYear: YEAR,
    lastWeek: int({ min: 13 }),
    team: str(),
    playoff: int(),
    stage: str({ values: WIRE_STAGES }),
  },
  { optional: ['user_id'] },
);

/** 1.3: one item per conference, its name as the first key with a numeric id; A to Z. */
const conferenceItem = obj({ confName: str() }, { firstKey: int() });
const firstKeyOf = (item: object): string => Object.keys(item)[0] ?? '';
export const conferencesShape = arr(conferenceItem, {
  length: { min: 1 },
  order: sortedBy('conference name', firstKeyOf, 'asc'),
});

/** 1.4 */
export const teamShape = obj({
  name: str(),
  conference: str({ pattern: /./ }),
  ranking: RANK,
  prestige: int({ min: 1, max: 7 }),
  rating: RATING,
  record: RECORD,
  nonConfGames: COUNT,
  nonConfLimit: COUNT,
  confWins: COUNT,
  confLosses: COUNT,
  totalWins: COUNT,
  totalLosses: COUNT,
  offense: RATING,
  defense: RATING,
  colorPrimary: str({ pattern: /^#[0-9a-fA-F]{6}$/ }),
  colorSecondary: str({ pattern: /^#[0-9a-fA-F]{6}$/ }),
});

/**
 * 1.5, from one team's point of view. Lines are strings; a game scheduled in the preseason has none until the
 * season starts (the one place they are null, see API.md).
 */
/** An opponent as shown in a list row; ranking: at the time of the game (frozen once played). */
export const opponentShape = obj({ name: str(), ranking: RANK, rating: RATING, record: RECORD });

export const scheduleGameShape = obj(
  {
    id: int({ min: 1 }),
    weekPlayed: int({ min: 0 }),
    opponent: opponentShape,
    site: str({ values: ['home', 'away', 'neutral'] }),
    label: str({ pattern: /./ }),
    result: nullable(RESULT),
    spread: nullable(SPREAD),
    moneyline: nullable(MONEYLINE),
    score: nullable(SCORE),
    /** Ours, beside the spread: the game's total (over/under), null while it has none. */
    total: nullable(TOTAL),
  },
  { optional: ['total'] },
);

/** A schedule-game whose lines must be set (every game once the season has started). */
export const pricedGameShape = extend(scheduleGameShape, { spread: SPREAD, moneyline: MONEYLINE });

/** 1.1: every page but home, team_info, fetchteams, schedulenc and sim. */
function page<P extends Record<string, Schema>, const O extends string = never>(props: P, optional: readonly O[] = []) {
  return obj({ info: infoShape, team: teamShape, conferences: conferencesShape, ...props }, { optional });
}

export const previewTeamShape = obj({
  name: str(),
  prestige: int(),
  mascot: str(),
  abbreviation: str(),
  ceiling: int(),
  floor: int(),
  colorPrimary: str(),
  colorSecondary: str(),
});

/** A conference that season: its teams by prestige, best first; `games`: conference games per team. */
export const previewConferenceShape = obj({
  games: int(),
  teams: arr(previewTeamShape, { order: sortedBy('prestige', (t: { prestige: number }) => t.prestige, 'desc') }),
  confName: str(),
  confFullName: str(),
  confGames: int(),
});

export const homeShape = obj({
  info: nullable(infoShape),
  years: arr(YEAR_TEXT, { length: { min: 1 }, order: sortedBy('year', Number, 'desc') }),
  preview: obj({
    conferences: map(previewConferenceShape),
    independents: arr(previewTeamShape),
    playoff: obj({ teams: int(), conf_champ_top_4: nullable(bool()), conf_champ_autobids: int() }),
  }),
  selected_year: YEAR_TEXT,
});

// A conference rivalry's fixed week before the schedule is made: its host is not set yet (site null).
const rivalryWeek = extend(scheduleGameShape, { id: nul(), site: nullable(str({ values: ['neutral'] })) });
const byWeek = sortedBy('weekPlayed', (w: { weekPlayed: number }) => w.weekPlayed, 'asc');

/**
 * One entry per regular-season week in order: the original had 12 weeks, our calendar has `weeks` (12 games
 * in 14 weeks, see API.md "Wire format").
 */
export function nonconShape(weeks: number): Schema {
  const openWeek = obj({ weekPlayed: int({ min: 1, max: weeks }), opponent: nul() });
  return page({
    schedule: arr(anyOf(openWeek, scheduleGameShape, rivalryWeek), {
      length: { min: weeks, max: weeks },
      order: byWeek,
    }),
  });
}

export function scheduleNonconShape(weeks: number): Schema {
  return extend(nonconShape(weeks), { status: str({ values: ['success'] }) });
}

/** A bare array of names, A to Z. */
export const fetchTeamsShape = arr(str(), { order: sortedBy('name', (n: string) => n, 'asc') });

export const dashboardShape = page({
  prev_game: nullable(scheduleGameShape),
  curr_game: nullable(scheduleGameShape),
  confTeams: arr(teamShape),
  top_10: arr(teamShape, {
    length: { min: 10, max: 10 },
    order: sortedBy('ranking', (t: { ranking: number }) => t.ranking, 'asc'),
  }),
});

/** movement: places gained since last week (positive = up); poll_score, strength_of_record: 0 without a poll. */
export const rankingEntryShape = obj({
  name: str(),
  ranking: RANK,
  record: RECORD,
  movement: int(),
  poll_score: num({ min: 0 }),
  strength_of_record: num(),
  last_game: nullable(scheduleGameShape),
  next_game: nullable(scheduleGameShape),
});

export const rankingsShape = page({
  rankings: arr(rankingEntryShape, {
    length: { min: 100 },
    order: sortedBy('ranking', (r: { ranking: number }) => r.ranking, 'asc'),
  }),
});

export const teamScheduleShape = page({
  games: arr(scheduleGameShape, { order: byWeek }),
  years: arr(YEAR, { length: { min: 1 }, order: newestFirst }),
  teams: arr(str(), { order: sortedBy('name', (n: string) => n, 'asc') }),
});

export const rosterPlayerShape = obj({
  id: int(),
  first: str(),
  last: str(),
  pos: str(),
  year: PLAYER_CLASS,
  rating: RATING,
  starter: bool(),
});

export const rosterShape = page({
  teams: arr(str()),
  positions: arr(str(), { length: { min: 11 } }),
  roster: arr(rosterPlayerShape, { length: { min: 1 } }),
});

export const historyShape = page({
  teams: arr(str()),
  years: arr(
    obj({
      year: YEAR,
      prestige: nullable(int()),
      rating: nullable(int()),
      conference: str(),
      wins: COUNT,
      losses: COUNT,
      rank: COUNT,
      has_games: bool(),
    }),
    { length: { min: 1 }, order: sortedBy('year', (y: { year: number }) => y.year, 'desc') },
  ),
});

/** A bracket side's team: a name, "TBD" or "Winner of ..."; a seed only when the team is known. */
export const matchupShape = obj(
  { team1: str(), team2: str(), seed1: int(), seed2: int() },
  { optional: ['seed1', 'seed2'] },
);
export const bracketSideShape = obj({
  first_round: arr(matchupShape),
  quarterfinals: arr(matchupShape),
  semifinal: matchupShape,
});
export const bracketShape = obj({
  left_bracket: bracketSideShape,
  right_bracket: bracketSideShape,
  championship: matchupShape,
});
export const playoffTeamShape = obj({
  name: str(),
  seed: int({ min: 1 }),
  ranking: RANK,
  record: RECORD,
  is_autobid: bool(),
});
export const bubbleTeamShape = obj({ name: str(), ranking: RANK, record: RECORD, conference: str() });
/** seed: null when the champion is not in the field. */
export const conferenceChampionShape = obj({ name: str(), ranking: RANK, record: RECORD, seed: nullable(int()) });
const bySeed = sortedBy('seed', (t: { seed: number }) => t.seed, 'asc');

export const playoffShape = page({
  playoff: obj({ teams: int({ min: 2, max: 24 }) }),
  playoff_teams: arr(playoffTeamShape, { length: { min: 2 }, order: bySeed }),
  bubble_teams: arr(bubbleTeamShape, { length: { max: 5 } }),
  conference_champions: arr(conferenceChampionShape, {
    order: sortedBy('ranking', (c: { ranking: number }) => c.ranking, 'asc'),
  }),
  bracket: bracketShape,
});

export const standingsTeamShape = obj({
  name: str(),
  ranking: RANK,
  confWins: COUNT,
  confLosses: COUNT,
  totalWins: COUNT,
  totalLosses: COUNT,
  rating: RATING,
  last_game: nullable(scheduleGameShape),
  next_game: nullable(scheduleGameShape),
});

/** A conference's standings: the name is omitted for the independents (call with independent = true). */
export function standingsShape(independent: boolean): Schema {
  const teams = arr(standingsTeamShape, { length: { min: 1 } });
  if (independent) {
    return page(
      {
        teams,
        conference: custom('absent for the independents', (v) => (v === undefined ? null : `got ${String(v)}`)),
      },
      ['conference'],
    );
  }
  return page({ teams, conference: str() });
}

/** The player page's stat keys by position (document: GET /api/player/). */
const YEARLY_KEYS: Record<string, readonly string[]> = {
  qb: [
    'pass_completions',
    'pass_attempts',
    'completion_percentage',
    'pass_yards',
    'pass_touchdowns',
    'pass_interceptions',
    'passer_efficiency',
    'passer_rating',
    'adjusted_pass_yards_per_attempt',
  ],
  rb: ['receiving_catches', 'receiving_yards', 'yards_per_rec', 'receiving_touchdowns'],
  wr: ['receiving_catches', 'receiving_yards', 'yards_per_rec', 'receiving_touchdowns'],
  te: ['receiving_catches', 'receiving_yards', 'yards_per_rec', 'receiving_touchdowns'],
  k: ['field_goals_made', 'field_goals_attempted', 'field_goal_percent'],
};
const GAME_LOG_KEYS: Record<string, readonly string[]> = {
  ...YEARLY_KEYS,
  qb: [
    'pass_completions',
    'pass_attempts',
    'completion_percent',
    'pass_yards',
    'pass_touchdowns',
    'pass_interceptions',
    'passer_efficiency',
    'passer_rating',
  ],
};
/**
 * Yards that a game can leave below zero (the document sets no bound): a receiver whose only catch lost yards, a
 * runner or a team whose sacks and losses outweighed its gains (college rushing counts sacks), a passer whose
 * completions lost yards; and the passing rates built on them (passer efficiency and adjusted yards an attempt
 * take 200 and 45 off for each interception, so a game of a few passes and an interception goes below zero).
 */
const MAY_BE_NEGATIVE = new Set([
  'receiving_yards',
  'yards_per_rec',
  'rushing_yards',
  'yards_per_rush',
  'rush_ypg',
  'rush_ypc',
  'yardspg',
  'ypp',
  'pass_yards',
  'passer_efficiency',
  'adjusted_pass_yards_per_attempt',
]);
const numbers = <const K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, MAY_BE_NEGATIVE.has(k) ? num() : num({ min: 0 })])) as Record<
    K,
    Shape<number>
  >;

/** The player page for a player of that position. */
export function playerShape(pos: string): Schema {
  const p = pos.toLowerCase();
  return page({
    years: arr(YEAR, { length: { min: 1 }, order: newestFirst }),
    player: obj({
      id: int(),
      first: str(),
      last: str(),
      pos: str(),
      year: PLAYER_CLASS,
      rating: RATING,
      starter: bool(),
      stars: int({ min: 1, max: 5 }),
      development_trait: int({ min: 0, max: 5 }),
    }),
    yearly_cumulative_stats: map(
      obj(
        { class: PLAYER_CLASS, rating: RATING, games: COUNT, ...numbers(YEARLY_KEYS[p] ?? []) },
        { keyOrder: ['class', 'rating', 'games', ...(YEARLY_KEYS[p] ?? [])] },
      ),
      { keys: /^\d{4}$/ },
    ),
    game_logs: arr(obj({ game: scheduleGameShape, ...numbers(GAME_LOG_KEYS[p] ?? []) }), {
      order: sortedBy('game week', (l: { game: { weekPlayed: number } }) => l.game.weekPlayed, 'asc'),
    }),
  });
}

/** The game keys of the week page (and of the game page, whose teams are Team objects). */
function weekGameKeys<S>(side: Shape<S>) {
  return {
    id: int({ min: 1 }),
    teamA: side,
    teamB: side,
    siteA: str({ values: ['home', 'neutral'] }),
    base_label: str({ pattern: /./ }),
    spreadA: nullable(SPREAD),
    spreadB: nullable(SPREAD),
    moneylineA: nullable(MONEYLINE),
    moneylineB: nullable(MONEYLINE),
    /** Ours, beside the spreads: the game's total (over/under). */
    total: nullable(TOTAL),
    winProbA: num({ min: 0, max: 1 }),
    winProbB: num({ min: 0, max: 1 }),
    weekPlayed: int({ min: 1 }),
    year: YEAR,
    rankATOG: RANK,
    rankBTOG: RANK,
    resultA: nullable(RESULT),
    resultB: nullable(RESULT),
    overtime: COUNT,
    scoreA: nullable(COUNT),
    scoreB: nullable(COUNT),
    headline: nullable(str()),
    winner: nullable(str()),
    watchability_score: num({ min: 0, max: 100 }),
  };
}

/** Keys of a week's game a client may go without (ours, added beside the document's). */
const WEEK_GAME_OPTIONAL = ['total'] as const;

export const weekGameShape = obj(weekGameKeys(obj({ name: str() })), { optional: WEEK_GAME_OPTIONAL });

export const weekShape = page({
  games: arr(weekGameShape, {
    order: sortedBy('watchability_score', (g: { watchability_score: number }) => g.watchability_score, 'desc'),
  }),
});

const rankedStat = obj({ value: num(), rank: RANK });
const keyPlayer = obj({ id: int(), first: str(), last: str(), pos: str(), rating: RATING });

export const gamePreviewShape = page({
  game: obj(
    {
      ...weekGameKeys(
        extend(teamShape, {
          stats: obj({ offensive_ypg: rankedStat, defensive_ypg: rankedStat, points_per_game: rankedStat }),
        }),
      ),
      winner: nul(),
    },
    { optional: WEEK_GAME_OPTIONAL },
  ),
  top_players: arr(
    arr(keyPlayer, { length: { max: 5 }, order: sortedBy('rating', (p: { rating: number }) => p.rating, 'desc') }),
    { length: { min: 2, max: 2 } },
  ),
});

const GAME_STAT_KEYS = [
  'total yards',
  'passing yards',
  'rushing yards',
  '1st downs',
  '3rd down conversions',
  '3rd down attempts',
  '4th down conversions',
  '4th down attempts',
  'turnovers',
];
const statPair = obj({ teamA: num(), teamB: num() });
const logLine = (withYards: boolean): Schema =>
  obj({
    player_id: int(),
    team_name: str(),
    game_log_string: str({ pattern: /^.+ \(.+ - [A-Z]+\): .+$/ }),
    ...(withYards ? { yards: int() } : {}),
  });
const byYards = sortedBy('yards', (l: { yards: number }) => l.yards, 'desc');

/** offense: the team with the ball; result: "Touchdown", "Punt", "Interception"... */
export const driveShape = obj({ offense: str(), result: str(), points: int(), scoreAAfter: COUNT, scoreBAfter: COUNT });

/** A played game; `detailKept`: its box score is still stored (the stats object is empty otherwise). */
export function gameFinalShape(detailKept: boolean): Schema {
  return page({
    game: obj(
      {
        ...weekGameKeys(teamShape),
        winner: str(),
        scoreA: COUNT,
        scoreB: COUNT,
        resultA: RESULT,
        resultB: RESULT,
      },
      { optional: WEEK_GAME_OPTIONAL },
    ),
    drives: arr(driveShape),
    stats: detailKept
      ? obj(Object.fromEntries(GAME_STAT_KEYS.map((k) => [k, statPair])), { keyOrder: GAME_STAT_KEYS })
      : obj({}),
    game_logs: obj(
      {
        Passing: arr(logLine(false)),
        Rushing: arr(logLine(true), { order: byYards }),
        Receiving: arr(logLine(true), { order: byYards }),
        Kicking: arr(logLine(false)),
        Defense: arr(logLine(false)),
        Punting: arr(logLine(false)),
      },
      { keyOrder: ['Passing', 'Rushing', 'Receiving', 'Kicking', 'Defense', 'Punting'] },
    ),
  });
}

const TEAM_STAT_KEYS = [
  'games',
  'ppg',
  'pass_cpg',
  'pass_apg',
  'pass_ypg',
  'pass_tdpg',
  'rush_apg',
  'rush_ypg',
  'rush_ypc',
  'rush_tdpg',
  'playspg',
  'yardspg',
  'ypp',
  'comp_percent',
  'first_downs_pass',
  'first_downs_rush',
  'first_downs_total',
  'fumbles',
  'interceptions',
  'turnovers',
] as const;
export const teamStatsLineShape = obj(numbers(TEAM_STAT_KEYS));
export const teamStatsShape = page({
  offense: map(teamStatsLineShape, { keys: /./ }),
  defense: map(teamStatsLineShape, { keys: /./ }),
});

/** The stat lines of the individual leaders, one per category. */
export const leaderStatsShapes = {
  passing: obj(
    numbers([
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
  ),
  rushing: obj(numbers(['att', 'yards', 'td', 'fumbles', 'yards_per_rush', 'yards_per_game'])),
  receiving: obj(numbers(['rec', 'yards', 'td', 'yards_per_rec', 'yards_per_game'])),
  defense: obj(
    numbers([
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
  ),
  kicking: obj(numbers(['games', 'fgm', 'fga', 'fg_pct', 'long', 'xpm', 'xpa', 'points'])),
  punting: obj(numbers(['games', 'punts', 'yards', 'average', 'long', 'inside20'])),
};
const leader = <S>(stats: Shape<S>) =>
  map(obj({ id: int(), first: str(), last: str(), team: str(), gamesPlayed: COUNT, stats }), { keys: /^\d+$/ });
export const individualStatsShape = page({
  stats: obj({
    passing: leader(leaderStatsShapes.passing),
    rushing: leader(leaderStatsShapes.rushing),
    receiving: leader(leaderStatsShapes.receiving),
    defense: leader(leaderStatsShapes.defense),
    kicking: leader(leaderStatsShapes.kicking),
    punting: leader(leaderStatsShapes.punting),
  }),
});

const perStar = obj(
  Object.fromEntries(STAR_KEYS.map((k) => [k, num({ min: 0 })])) as Record<(typeof STAR_KEYS)[number], Shape<number>>,
);
const byPrestige = sortedBy('prestige', (r: { prestige: number }) => r.prestige, 'asc');
/** star_percentages: the share of the tier's players with each star rating, 0-100. */
export const prestigeStarsRowShape = obj({
  prestige: int(),
  avg_rating: num(),
  avg_stars: num(),
  star_percentages: perStar,
});
export const ratingsShape = page({
  prestige_stars_table: arr(prestigeStarsRowShape, { order: byPrestige }),
  total_star_counts: obj({
    counts: perStar,
    avg_ratings: perStar,
    avg_ratings_fr: perStar,
    avg_ratings_so: perStar,
    avg_ratings_jr: perStar,
    avg_ratings_sr: perStar,
  }),
  team_counts_by_prestige: arr(obj({ prestige: int(), team_count: COUNT }), { order: byPrestige }),
  teams: arr(obj({ name: str(), prestige: int(), rating: RATING }), {
    order: sortedBy('rating', (t: { rating: number }) => t.rating, 'desc'),
  }),
});

export const summaryShape = page({
  champion: nullable(teamShape),
  realignment: map(obj({ old: str(), new: str() })),
});

const progressionPlayer = obj({ id: int(), first: str(), last: str(), pos: str(), year: PLAYER_CLASS, rating: RATING });
export const rosterProgressionShape = page({
  progressed: arr(extend(progressionPlayer, { change: int() })),
  leaving: arr(progressionPlayer),
});

export const recruitShape = obj({
  id: int(),
  first: str(),
  last: str(),
  pos: str(),
  rating: RATING,
  stars: int({ min: 1, max: 5 }),
});

/** One team's freshman class, best players first; weighted_score 0-100, the best class 100. */
export const teamFreshmenShape = obj({
  team_name: str(),
  team: teamShape,
  players: arr(recruitShape, { length: { min: 1 } }),
  total_points: num(),
  avg_stars: num({ min: 1, max: 5 }),
  player_count: int({ min: 1 }),
  five_stars: COUNT,
  four_stars: COUNT,
  three_stars: COUNT,
  two_stars: COUNT,
  one_stars: COUNT,
  weighted_score: num({ min: 0, max: 100 }),
});

export const recruitingSummaryShape = page({
  team_rankings: arr(teamFreshmenShape, {
    length: { min: 1 },
    order: sortedBy('weighted_score', (t: { weighted_score: number }) => t.weighted_score, 'desc'),
  }),
});

export const teamInfoShape = obj({ team: teamShape });

export const simShape = obj({ status: str({ values: ['success'] }), weeks_simulated: COUNT });
