// Save schema: the recruiting cycle's national class moves from a row per prospect (with JSON attributes and
// preferences, and a commitment rewritten by UPDATE) to three blobs of one row (encoding/recruitingClass.ts).
// Starting a cycle wrote 3,000 rows and every week played and recruiting page read them back: about 70 ms each
// time, now a few. A save in the middle of a cycle keeps its class and commitments.
import type { PlayerAttributes, Position } from '../../core/players/types.js';
import type { PreferenceWeights, Prospect } from '../../core/recruiting/index.js';
import type { Db } from '../database.js';
import { packClass, packCommitments } from '../encoding/recruitingClass.js';

export const RECRUITING_CLASS_TABLE = `
-- The national class of the cycle being played (encoding/recruitingClass.ts): who each prospect is and what he
-- truly is (packed), what he wants (f64 weights), and where each is committed (rewritten as the weeks are saved).
CREATE TABLE recruiting_class (
  year INTEGER PRIMARY KEY,
  prospects BLOB NOT NULL,
  preferences BLOB NOT NULL,
  commitments BLOB NOT NULL
);
`;

/** What a new save's schema runs after RECRUITING_TABLES (newSaveSchema.ts): the same tables this migration leaves. */
export const RECRUITING_CLASS_SCHEMA = `DROP TABLE recruiting_prospects;\n${RECRUITING_CLASS_TABLE}`;

interface ProspectRow {
  id: number;
  first: string;
  last: string;
  pos: string;
  state: string;
  town: string;
  height: number;
  weight: number;
  stars: number;
  rank: number;
  rating: number;
  potential: number;
  development_trait: number;
  attributes: string;
  preferences: string;
  committed_to: string | null;
  committed_week: number;
}

export function packRecruitingClass(db: Db): void {
  db.exec(RECRUITING_CLASS_TABLE);
  const cycle = db.get<{ year: number; programs: string }>('SELECT year, programs FROM recruiting_cycle');
  if (cycle) {
    const rows = db.all<ProspectRow>('SELECT * FROM recruiting_prospects ORDER BY rank, id');
    const prospects: Prospect[] = rows.map((row) => ({
      id: row.id,
      first: row.first,
      last: row.last,
      pos: row.pos as Position,
      state: row.state,
      town: row.town,
      heightInches: row.height,
      weightPounds: row.weight,
      stars: row.stars,
      rank: row.rank,
      rating: row.rating,
      potential: row.potential,
      developmentTrait: row.development_trait,
      attributes: JSON.parse(row.attributes) as PlayerAttributes,
      preferences: JSON.parse(row.preferences) as PreferenceWeights,
    }));
    const packed = packClass(prospects);
    const commitments = packCommitments(
      rows.map((r) => ({ to: r.committed_to, week: r.committed_week })),
      JSON.parse(cycle.programs) as string[],
    );
    db.run('INSERT INTO recruiting_class (year, prospects, preferences, commitments) VALUES (?, ?, ?, ?)', [
      cycle.year,
      packed.prospects,
      packed.preferences,
      commitments,
    ]);
  }
  db.exec('DROP TABLE recruiting_prospects');
}
