// A transfer's reason agrees with his move, over a real save's winter portal: nobody who signs with a program no
// stronger than the one he left is said to be moving up a level (a starter of Nebraska "moving up" to Akron), whether
// he signs at the window's end or on his day of the window after the player's offer.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { levelAbove, type ProgramLevel } from '../../src/core/portal/entry.js';
import { lastWeekFor } from '../../src/core/season/calendar.js';
import { advanceStage } from '../../src/store/actions/advance.js';
import { newDynasty } from '../../src/store/actions/newDynasty.js';
import { offerPortalPlayer, userPortalRoom } from '../../src/store/actions/portal.js';
import { advancePortalDay } from '../../src/store/actions/portalMarket.js';
import { programOf } from '../../src/store/program.js';
import { simulateTo } from '../../src/store/actions/season/simulate.js';
import { dynastyLeague } from '../../src/store/league.js';
import { readState } from '../../src/store/queries/meta.js';
import type { Db } from '../../src/store/database.js';

const YEAR = 2024;
const dir = mkdtempSync(join(tmpdir(), 'portal-reasons-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Each program's level as portal entry saw it: its conference tier and its season's prestige. */
function levelsOf(db: Db): (team: string) => ProgramLevel {
  const league = dynastyLeague(db, YEAR);
  const power = new Map(
    league.teams.map((t) => [t.name, league.conferences.find((c) => c.name === t.conference)?.power ?? false]),
  );
  const prestige = new Map(
    db
      .all<{ team: string; prestige: number }>('SELECT team, prestige FROM team_seasons WHERE year = ?', [YEAR])
      .map((r) => [r.team, r.prestige]),
  );
  return (team) => ({ power: power.get(team) ?? false, prestige: prestige.get(team)! });
}

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
    const level = levelsOf(db);

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

  it("says it of no one who chose the player's program, no stronger than his own, on his day", async () => {
    const TEAM = 'Akron';
    const save = await newDynasty(join(dir, 'days.db'), { year: YEAR, team: TEAM, seed: 5 });
    const db = save.db;
    const program = programOf(db);
    save.change(() => advanceStage(db)); // the season
    save.change(() => simulateTo(db, lastWeekFor(readState(db).playoff.teams) + 1));
    save.change(() => advanceStage(db)); // season summary
    save.change(() => advanceStage(db)); // roster progression: the window opens
    const level = levelsOf(db);
    // Starters who entered to move up, from programs Akron is not above: Akron is no step up for any of them.
    const entrants = db
      .all<{ player_id: number; from_team: string }>(
        "SELECT player_id, from_team FROM portal_entries WHERE year = ? AND reason = 'moving_up' AND to_team IS NULL",
        [YEAR],
      )
      .filter((e) => e.from_team !== TEAM && !levelAbove(level(TEAM), level(e.from_team)));
    const room = userPortalRoom(db, program, readState(db)).left;
    const offered = entrants.slice(0, room);
    expect(offered.length).toBeGreaterThan(5);
    save.change(() => {
      for (const e of offered) offerPortalPlayer(db, program, e.player_id);
    });
    const ours: number[] = [];
    for (let day = 1; day <= 5; day++)
      for (const d of save.change(() => advancePortalDay(db, program)).decisions)
        if (d.team === TEAM) ours.push(d.entry.player_id);
    // Some chose Akron (the check is not empty), and none of them is said to have moved up a level.
    expect(ours.length).toBeGreaterThan(0);
    const reasons = db.all<{ reason: string; to_team: string }>(
      `SELECT reason, to_team FROM portal_entries WHERE year = ? AND player_id IN (${ours.join(',')})`,
      [YEAR],
    );
    expect(reasons.every((r) => r.to_team === TEAM)).toBe(true);
    expect(reasons.filter((r) => r.reason === 'moving_up')).toEqual([]);
    save.close();
  }, 240_000);
});
