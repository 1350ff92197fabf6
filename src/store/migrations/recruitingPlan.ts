// The player's recruiting plan: standing weekly orders per prospect (core/recruiting/plan.ts), kept until he
// changes them or the cycle ends (signing day deletes them with the cycle's other rows).
export const RECRUITING_PLAN_TABLE = `
CREATE TABLE recruiting_plan (
  team TEXT NOT NULL,
  prospect_id INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('scout', 'contact', 'offer', 'pitch', 'visit')),
  pitch TEXT,
  PRIMARY KEY (team, prospect_id, kind)
);
`;

/**
 * An order ends by itself when its prospect signs, or commits unless the player keeps him warm (`warm`): the row stays,
 * with the recruiting week it ended after (`ended_week`) and why (`ended`), so the player is told; adding the order
 * again starts it anew.
 */
export const RECRUITING_PLAN_ENDS = `
ALTER TABLE recruiting_plan ADD COLUMN warm INTEGER NOT NULL DEFAULT 0;
ALTER TABLE recruiting_plan ADD COLUMN ended_week INTEGER;
ALTER TABLE recruiting_plan ADD COLUMN ended TEXT;
`;

/** The table as the two migrations leave it (ALTER TABLE ADD COLUMN writes each column after the last one). */
export const RECRUITING_PLAN_SCHEMA = RECRUITING_PLAN_TABLE.replace(
  '  pitch TEXT,\n',
  '  pitch TEXT, warm INTEGER NOT NULL DEFAULT 0, ended_week INTEGER, ended TEXT,\n',
);
