/** The tables the coordinators-and-money migration adds (dropped to make a save of the schema before it). */
export const STAFF_TABLES = [
  'coordinators',
  'coordinator_seasons',
  'staff_moves',
  'program_money',
  'nil_offers',
] as const;
/** The tables the training, coach XP and walk-on migration adds. */
export const TRAINING_TABLE_NAMES = [
  'training_groups',
  'training_players',
  'coach_xp',
  'coach_xp_earned',
  'walkon_invites',
] as const;
/** The tables the scheduling series migration adds (games before series, as a DROP wants). */
export const SERIES_TABLES = ['series_games', 'series'] as const;
/** The tables the portal market migration adds. */
export const PORTAL_MARKET_TABLE_NAMES = ['portal_promises', 'portal_days'] as const;
/** The table the recruiting plan's migration adds. */
export const PLAN_TABLES = ['recruiting_plan'] as const;
/** The table the many-programs migration adds. */
export const PROGRAM_TABLES = ['coached_programs'] as const;
/** The tables the recruiting pipelines' migration adds. */
export const PIPELINE_TABLE_NAMES = ['pipelines', 'player_homes'] as const;
/** The tables the coaches' levels migration adds. */
export const COACH_GROWTH_TABLE_NAMES = ['coach_growth', 'coach_ability_tiers', 'coordinator_growth'] as const;
/** The table the position changes' migration adds. */
export const POSITION_CHANGE_TABLES = ['position_changes'] as const;
/** The columns the line readings' migration adds to the games. */
export const LINE_READING_COLUMNS = ['home_strength', 'away_strength', 'home_edge'] as const;
/** The tables the keeping-players migration adds. */
const RETENTION_TABLE_NAMES = ['retention_actions', 'nil_talks'] as const;

/** Every table added by a migration after the FCS games' flag: dropped to make a save of a schema before them. */
export const TABLES_AFTER_FCS = [
  ...RETENTION_TABLE_NAMES,
  ...POSITION_CHANGE_TABLES,
  ...COACH_GROWTH_TABLE_NAMES,
  ...PIPELINE_TABLE_NAMES,
  ...PROGRAM_TABLES,
  ...PLAN_TABLES,
  ...PORTAL_MARKET_TABLE_NAMES,
  ...SERIES_TABLES,
  ...TRAINING_TABLE_NAMES,
  ...STAFF_TABLES,
] as const;
/**
 * Undoes on a save of today's schema the migrations after the pipelines': the position changes, the line readings,
 * keeping players.
 */
export function dropAfterPipelines(db: { exec(sql: string): void }): void {
  for (const table of [...POSITION_CHANGE_TABLES, ...RETENTION_TABLE_NAMES]) db.exec(`DROP TABLE ${table}`);
  dropLineReadings(db);
}

/** Takes the line readings' columns off the games, as a save from before them had none. */
export function dropLineReadings(db: { exec(sql: string): void }): void {
  for (const column of LINE_READING_COLUMNS) db.exec(`ALTER TABLE games DROP COLUMN ${column}`);
}
