// The individual stats boards (GET /api/stats/individual/): each category's columns and the stat it is sorted by,
// shared by the web page and `dynasty stats` so both show the same figures under the same names.

/** [key in the category's stats, short header, title]. */
export type LeaderColumn = readonly [string, string, string];

export const LEADER_CATEGORIES = ['passing', 'rushing', 'receiving', 'defense', 'kicking', 'punting'] as const;
export type LeaderCategory = (typeof LEADER_CATEGORIES)[number];

export interface LeaderCategorySpec {
  title: string;
  columns: readonly LeaderColumn[];
  /** The default order (highest first). */
  sortBy: string;
  /** Counting columns (per game on demand); the rest are rates or longs. */
  counts: readonly string[];
  /** The column a "minimum attempts" filter reads, when the category has one. */
  attempts?: string;
}

export const LEADER_SPECS: Record<LeaderCategory, LeaderCategorySpec> = {
  passing: {
    title: 'Passing',
    columns: [
      ['cmp', 'Cmp', 'Completions'],
      ['att', 'Att', 'Pass attempts'],
      ['pct', 'Cmp%', 'Completion percentage'],
      ['yards', 'Pass Yds', 'Passing yards'],
      ['yards_per_game', 'Pass Y/G', 'Passing yards per game'],
      ['td', 'Pass TD', 'Passing touchdowns'],
      ['int', 'Int', 'Interceptions thrown'],
      ['adjusted_pass_yards_per_attempt', 'AY/A', 'Adjusted passing yards per attempt'],
      ['passer_efficiency', 'Eff', 'Passing efficiency (college formula)'],
      ['passer_rating', 'NFL Rate', 'Passer rating (NFL formula)'],
    ],
    sortBy: 'adjusted_pass_yards_per_attempt',
    counts: [],
    attempts: 'att',
  },
  rushing: {
    title: 'Rushing',
    columns: [
      ['att', 'Rush', 'Rushing attempts'],
      ['yards', 'Rush Yds', 'Rushing yards'],
      ['yards_per_rush', 'Y/A', 'Yards per rush'],
      ['yards_per_game', 'Rush Y/G', 'Rushing yards per game'],
      ['td', 'Rush TD', 'Rushing touchdowns'],
      ['fumbles', 'Fum', 'Fumbles'],
    ],
    sortBy: 'yards_per_game',
    counts: [],
    attempts: 'att',
  },
  receiving: {
    title: 'Receiving',
    columns: [
      ['rec', 'Rec', 'Receptions'],
      ['yards', 'Rec Yds', 'Receiving yards'],
      ['yards_per_rec', 'Y/R', 'Yards per reception'],
      ['yards_per_game', 'Rec Y/G', 'Receiving yards per game'],
      ['td', 'Rec TD', 'Receiving touchdowns'],
    ],
    sortBy: 'yards_per_game',
    counts: [],
    attempts: 'rec',
  },
  defense: {
    title: 'Defense',
    columns: [
      ['tackles', 'Tkl', 'Tackles'],
      ['tackles_per_game', 'Tkl/G', 'Tackles per game'],
      ['tfl', 'TFL', 'Tackles for loss'],
      ['sacks', 'Sacks', 'Sacks'],
      ['int', 'Int', 'Interceptions'],
      ['int_yards', 'Int Yds', 'Interception return yards'],
      ['passes_defended', 'PD', 'Passes defended (interceptions and breakups)'],
      ['forced_fumbles', 'FF', 'Forced fumbles'],
      ['td', 'TD', 'Defensive touchdowns'],
    ],
    sortBy: 'tackles',
    counts: ['tackles', 'tfl', 'sacks', 'int', 'int_yards', 'passes_defended', 'forced_fumbles', 'td'],
  },
  kicking: {
    title: 'Kicking',
    columns: [
      ['fgm', 'FGM', 'Field goals made'],
      ['fga', 'FGA', 'Field goals attempted'],
      ['fg_pct', 'FG%', 'Field goal percentage'],
      ['long', 'Long', 'Longest field goal'],
      ['xpm', 'XPM', 'Extra points made'],
      ['xpa', 'XPA', 'Extra points attempted'],
      ['points', 'Pts', 'Points kicked'],
    ],
    sortBy: 'fgm',
    counts: ['fgm', 'fga', 'xpm', 'xpa', 'points'],
    attempts: 'fga',
  },
  punting: {
    title: 'Punting',
    columns: [
      ['punts', 'Punts', 'Punts'],
      ['yards', 'Yds', 'Punting yards'],
      ['average', 'Avg', 'Yards per punt'],
      ['long', 'Long', 'Longest punt'],
      ['inside20', 'In 20', 'Punts downed inside the 20'],
    ],
    sortBy: 'average',
    counts: ['punts', 'yards', 'inside20'],
    attempts: 'punts',
  },
};

/** A category's stat as shown: a count per game when asked (the player's own games), otherwise as it is. */
export function leaderStat(category: LeaderCategory, stats: object, key: string, perGame: boolean): number {
  const value = (stats as Record<string, number>)[key] ?? 0;
  const games = (stats as Record<string, number>).games;
  if (!perGame || !games || !LEADER_SPECS[category].counts.includes(key)) return value;
  return Math.round((10 * value) / games) / 10;
}

export function isLeaderCategory(value: string): value is LeaderCategory {
  return (LEADER_CATEGORIES as readonly string[]).includes(value);
}
