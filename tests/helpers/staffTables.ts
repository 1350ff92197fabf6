/** The tables the coordinators-and-money migration adds (dropped to make a save of the schema before it). */
export const STAFF_TABLES = ['coordinators', 'coordinator_seasons', 'staff_moves', 'program_money', 'nil_offers'] as const;
