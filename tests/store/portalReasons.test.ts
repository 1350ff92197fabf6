// A transfer's reason agrees with his move, over a real save's winter portal: nobody who signs with a program no
// stronger than the one he left is said to be moving up a level (a starter of Nebraska "moving up" to Akron).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { levelAbove, type ProgramLevel } from '../../src/core/portal/entry.js';
import { lastWeekFor } from '../../src/core/season/calendar.js';
import { advanceStage } from '../../src/store/actions/advance.js';
import { newDynasty } from '../../src/store/actions/newDynasty.js';
import { simulateTo } from '../../src/store/actions/season/simulate.js';
import { dynastyLeague } from '../../src/store/league.js';
import { readState } from '../../src/store/queries/meta.js';

const YEAR = 2024;
const dir = mkdtempSync(join(tmpdir(), 'portal-reasons-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("a transfer's reason", () => {
  it('says "moving up a level" only of a move to a stronger program or conference tier', async () => {
    const save = await newDynasty(join(dir, 'reasons.db'), { year: YEAR, team: 'Nebraska', seed: 5 });
    const db = save.db;
    save.change(() => advanceStage(db)); // the season
    save.change(() => simulateTo(db, lastWeekFor(readState(db).playoff.teams) + 1));
    save.change(() => advanceStage(db)); // season summary
    save.change(() => advanceStage(db)); // roster progression: the winter window's entrants
    save.change(() => advanceStage(db)); // signing day: the winter window's signings
    expect(readState(db).stage).toBe('recruiting_summary');

    // Each program's level as portal entry saw it: its conference tier and its season's prestige.
    const league = dynastyLeague(db, YEAR);
    const power = new Map(
      league.teams.map((t) => [t.name, league.conferences.find((c) => c.name === t.conference)?.power ?? false]),
    );
    const prestige = new Map(
      db
        .all<{ team: string; prestige: number }>('SELECT team, prestige FROM team_seasons WHERE year = ?', [YEAR])
        .map((r) => [r.team, r.prestige]),
    );
    const level = (team: string): ProgramLevel => ({ power: power.get(team) ?? false, prestige: prestige.get(team)! });

    const signed = db.all<{ from_team: string; to_team: string; reason: string }>(
      'SELECT from_team, to_team, reason FROM portal_entries WHERE year = ? AND to_team IS NOT NULL',
      [YEAR],
    );
    const movingUp = signed.filter((e) => e.reason === 'moving_up');
    // Many starters of small programs move up (the check is not empty) ...
    expect(movingUp.length).toBeGreaterThan(20);
    // ... and every one of them to a program above the one he left.
    expect(movingUp.filter((e) => !levelAbove(level(e.to_team), level(e.from_team)))).toEqual([]);
    // Those who signed lower still name why they left: a fresh start, a coaching change or a declined program.
    expect(
      signed.some((e) => e.reason === 'fresh_start' || e.reason === 'coach_change' || e.reason === 'program_declined'),
    ).toBe(true);
    save.close();
  }, 240_000);
});
