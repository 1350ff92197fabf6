// Recruiting classes fill the places rosters have open, over a real save (2016, a season and its offseason): every
// program signs a class of at most 25, the player's staff recruiting by the same rules, and every roster is back at
// the 85-scholarship limit. How large the classes are against the real ones: tests/calibration/season.test.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lastWeekFor } from '../../src/core/season/calendar.js';
import { advanceStage } from '../../src/store/actions/advance.js';
import { newDynasty } from '../../src/store/actions/newDynasty.js';
import { simulateTo } from '../../src/store/actions/season/simulate.js';
import { readState } from '../../src/store/queries/meta.js';

const dir = mkdtempSync(join(tmpdir(), 'class-sizes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('recruiting class sizes', () => {
  it('fill the open places: a class for every program, none over 25, rosters back at 85', async () => {
    const save = await newDynasty(join(dir, 'classes.db'), {
      year: 2016,
      team: 'Kansas State',
      seed: 2,
      staffRecruiting: true,
    });
    const db = save.db;
    save.change(() => advanceStage(db));
    save.change(() => simulateTo(db, lastWeekFor(readState(db).playoff.teams) + 1));
    save.change(() => advanceStage(db)); // season summary
    save.change(() => advanceStage(db)); // roster progression
    save.change(() => advanceStage(db)); // signing day
    expect(readState(db).stage).toBe('recruiting_summary');
    const classes = db.all<{ team: string; n: number }>(
      `SELECT s.team, (SELECT COUNT(*) FROM roster_changes r WHERE r.year = 2016 AND r.kind = 'recruit' AND r.team = s.team) AS n
         FROM team_seasons s WHERE s.year = 2016`,
    );
    expect(Math.min(...classes.map((c) => c.n))).toBeGreaterThan(0);
    expect(Math.max(...classes.map((c) => c.n))).toBeLessThanOrEqual(25);
    // The player's staff recruits by the same rules.
    expect(classes.find((c) => c.team === 'Kansas State')!.n).toBeGreaterThan(0);
    save.change(() => advanceStage(db)); // the 2017 preseason
    const sizes = db
      .all<{ n: number }>('SELECT COUNT(*) AS n FROM players WHERE active = 1 GROUP BY team')
      .map((r) => r.n);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(85);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(85 + 4);
    save.close();
  }, 120_000);
});
