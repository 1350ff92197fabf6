// One title and tooltip per player stat (the column registry shared by every stats table): the box score's
// structured keys and the player page's keys (wire format: by position).

export interface StatColumnInfo {
  key: string;
  short: string;
  title: string;
}

/** A row whose stat keys are numbers (other keys are ignored). */
export type StatRow = object;

/** Display order of the stats. */
export const PLAYER_STAT_COLUMNS: readonly StatColumnInfo[] = [
  { key: 'pass_completions', short: 'Cmp', title: 'Completions' },
  { key: 'pass_attempts', short: 'Att', title: 'Pass attempts' },
  { key: 'completion_percent', short: 'Cmp%', title: 'Completion percentage' },
  { key: 'completion_percentage', short: 'Cmp%', title: 'Completion percentage' },
  { key: 'pass_yards', short: 'Pass Yds', title: 'Passing yards' },
  { key: 'pass_yards_per_game', short: 'Pass Y/G', title: 'Passing yards per game' },
  { key: 'adjusted_pass_yards_per_attempt', short: 'AY/A', title: 'Adjusted passing yards per attempt' },
  { key: 'pass_touchdowns', short: 'Pass TD', title: 'Passing touchdowns' },
  { key: 'pass_interceptions', short: 'Int', title: 'Interceptions thrown' },
  { key: 'passer_efficiency', short: 'Eff', title: 'Passing efficiency (college formula)' },
  { key: 'passer_rating', short: 'NFL Rate', title: 'Passer rating (NFL formula)' },
  { key: 'rush_attempts', short: 'Rush', title: 'Rushing attempts' },
  { key: 'rush_yards', short: 'Rush Yds', title: 'Rushing yards' },
  { key: 'rush_yards_per_attempt', short: 'Y/A', title: 'Yards per rush' },
  { key: 'rush_yards_per_game', short: 'Rush Y/G', title: 'Rushing yards per game' },
  { key: 'rush_touchdowns', short: 'Rush TD', title: 'Rushing touchdowns' },
  { key: 'fumbles', short: 'Fum', title: 'Fumbles' },
  { key: 'receptions', short: 'Rec', title: 'Receptions' },
  { key: 'receiving_catches', short: 'Rec', title: 'Receptions' },
  { key: 'receiving_yards', short: 'Rec Yds', title: 'Receiving yards' },
  { key: 'yards_per_reception', short: 'Y/R', title: 'Yards per reception' },
  { key: 'yards_per_rec', short: 'Y/R', title: 'Yards per reception' },
  { key: 'receiving_yards_per_game', short: 'Rec Y/G', title: 'Receiving yards per game' },
  { key: 'receiving_touchdowns', short: 'Rec TD', title: 'Receiving touchdowns' },
  { key: 'field_goals_made', short: 'FGM', title: 'Field goals made' },
  { key: 'field_goals_attempted', short: 'FGA', title: 'Field goals attempted' },
  { key: 'field_goal_percent', short: 'FG%', title: 'Field goal percentage' },
  { key: 'field_goal_long', short: 'Long', title: 'Longest field goal' },
  { key: 'extra_points_made', short: 'XPM', title: 'Extra points made' },
  { key: 'extra_points_attempted', short: 'XPA', title: 'Extra points attempted' },
  { key: 'tackles', short: 'Tkl', title: 'Tackles' },
  { key: 'tackles_for_loss', short: 'TFL', title: 'Tackles for loss' },
  { key: 'sacks', short: 'Sacks', title: 'Sacks' },
  { key: 'interceptions', short: 'Int', title: 'Interceptions' },
  { key: 'passes_defended', short: 'PD', title: 'Passes defended (interceptions and breakups)' },
  { key: 'forced_fumbles', short: 'FF', title: 'Forced fumbles' },
  { key: 'punts', short: 'Punts', title: 'Punts' },
  { key: 'punt_yards', short: 'Yds', title: 'Punting yards' },
  { key: 'punt_average', short: 'Avg', title: 'Yards per punt' },
  { key: 'punt_long', short: 'Long', title: 'Longest punt' },
  { key: 'punts_inside_20', short: 'In 20', title: 'Punts downed inside the 20' },
];

/** The row's value of a stat, when it is a number. */
export function statOf(row: StatRow, key: string): number | undefined {
  const value = (row as Record<string, unknown>)[key];
  return typeof value === 'number' ? value : undefined;
}

/** The stat columns any of the rows carries, in display order. */
export function statColumnsPresent(rows: readonly StatRow[]): StatColumnInfo[] {
  return PLAYER_STAT_COLUMNS.filter((c) => rows.some((row) => statOf(row, c.key) !== undefined));
}

/** Spec: a game-log entry with 0 catches, 0 yards and 0 touchdowns is not shown. */
export function isEmptyGameLine(line: StatRow): boolean {
  const n = (key: string): number => statOf(line, key) ?? 0;
  // A kicker's line counts its kicks as the catches.
  const catches = n('receptions') + n('receiving_catches') + n('field_goals_attempted');
  const yards = n('pass_yards') + n('rush_yards') + n('receiving_yards');
  const touchdowns = n('pass_touchdowns') + n('rush_touchdowns') + n('receiving_touchdowns');
  return catches === 0 && yards === 0 && touchdowns === 0;
}
