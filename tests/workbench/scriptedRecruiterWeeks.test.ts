// The batch's scripted recruiter gives its orders between the weeks of one simulation (simulateTo's beforeWeek,
// the cycle as the simulation holds it in memory). It must recruit exactly as it did giving its orders between
// simulations of one week each, the cycle read back from the save every time.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scriptedWeek } from '../../src/workbench/recruitingRun.js';
import { advanceStage } from '../../src/store/actions/advance.js';
import { newDynasty } from '../../src/store/actions/newDynasty.js';
import { setStaffRecruiting } from '../../src/store/actions/recruiting/actions.js';
import { simulateTo } from '../../src/store/actions/season/simulate.js';
import type { Db } from '../../src/store/database.js';
import { programOf } from '../../src/store/program.js';

const dir = mkdtempSync(join(tmpdir(), 'dynasty-scripted-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const WEEKS = 5;

/** The recruiting tables and the games, as rows (the news' ids aside: record news and recruiting news interleave differently). */
function recruitingTables(db: Db): Record<string, string> {
  const tables = ['recruiting_cycle', 'recruiting_boards', 'recruiting_class', 'recruiting_orders', 'games'];
  const existing = new Set(db.values("SELECT name FROM sqlite_master WHERE type = 'table'").map((r) => String(r[0])));
  const out: Record<string, string> = {};
  for (const table of tables.filter((t) => existing.has(t))) {
    const rows = db
      .values(`SELECT * FROM "${table}"`)
      .map((r) => r.map((v) => (v instanceof Uint8Array ? Buffer.from(v).toString('hex') : String(v))).join('|'))
      .sort();
    out[table] = createHash('sha256').update(rows.join('\n')).digest('hex').slice(0, 16);
  }
  const news = db
    .values('SELECT * FROM recruiting_news')
    .map((r) => r.slice(1).join('|'))
    .sort();
  out.recruiting_news = createHash('sha256').update(news.join('\n')).digest('hex').slice(0, 16);
  return out;
}

async function startedSeason(name: string): Promise<Db> {
  const save = await newDynasty(join(dir, `${name}.db`), { year: 2024, team: 'Kansas State', seed: 11 });
  setStaffRecruiting(save.db, programOf(save.db), false);
  save.db.transaction(() => advanceStage(save.db));
  return save.db;
}

describe('the scripted recruiter between the weeks of one simulation', () => {
  it('recruits as it did between simulations of one week each', async () => {
    const weekByWeek = await startedSeason('week-by-week');
    let queuedBefore = 0;
    for (let week = 2; week <= WEEKS + 1; week++) {
      queuedBefore += scriptedWeek(weekByWeek);
      simulateTo(weekByWeek, week);
    }

    const oneRun = await startedSeason('one-run');
    let queued = 0;
    const weeks: number[] = [];
    simulateTo(oneRun, WEEKS + 1, undefined, (week, recruiting) => {
      weeks.push(week);
      recruiting?.ordersBetweenWeeks();
      queued += scriptedWeek(oneRun, recruiting);
    });

    expect(weeks).toEqual([1, 2, 3, 4, 5]);
    expect(queued).toBeGreaterThan(0);
    expect(queued).toBe(queuedBefore);
    expect(recruitingTables(oneRun)).toEqual(recruitingTables(weekByWeek));
  }, 240_000);
});
