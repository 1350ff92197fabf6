// The players table's attribute columns, in a module of their own so that migrations and queries can use them
// without importing the schema (which imports the migrations).
export const ATTRIBUTE_COLUMNS = [
  'speed',
  'strength',
  'agility',
  'awareness',
  'throw_power',
  'throw_accuracy',
  'carrying',
  'catching',
  'route_running',
  'pass_block',
  'run_block',
  'pass_rush',
  'run_stop',
  'coverage',
  'tackling',
  'kick_power',
  'kick_accuracy',
  'stamina',
] as const;
export type AttributeColumn = (typeof ATTRIBUTE_COLUMNS)[number];
