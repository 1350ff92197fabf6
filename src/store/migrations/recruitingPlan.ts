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
