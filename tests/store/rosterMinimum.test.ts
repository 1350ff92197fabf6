// Issue 14's complete roster: no program starts a season below its minimum (two QBs, eight OL, a K, a P) among
// the players who may play it. Signing day fills the minimum as it sees the roster; the paths it could not see are
// reproduced here in a real save: a transfer who sits out his first season (before 2021) counted as one of the two
// quarterbacks, and players gone after signing day. The offseason's last step adds walk-ons for them. The player's
// own depth chart cannot move a roster below the minimum either.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { offseasonFigures } from '../../src/workbench/departuresReport.js';
import { ROSTER_MINIMUM } from '../../src/core/players/rosterLimits.js';
import { advanceStage } from '../../src/store/actions/advance.js';
import { newDynasty } from '../../src/store/actions/newDynasty.js';
import { setDepthSlot } from '../../src/store/actions/roster/depthChart.js';
import { simulateTo } from '../../src/store/actions/season/simulate.js';
import type { Db } from '../../src/store/database.js';
import { readState } from '../../src/store/queries/meta.js';
import { sittingOut } from '../../src/store/queries/portal.js';
import { teamRoster } from '../../src/store/queries/players.js';
import type { SaveFile } from '../../src/store/saveFile.js';
import { PageContext } from '../../src/store/views/context.js';
import { expectGameError, tablesHash } from '../helpers/refusals.js';
import { programOf } from '../../src/store/program.js';

const dir = mkdtempSync(join(tmpdir(), 'dynasty-roster-minimum-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const YEAR = 2019;
const USER = 'Texas';

function retire(db: Db, ids: readonly number[]): void {
  for (const id of ids) db.run('UPDATE players SET active = 0, left_year = ? WHERE id = ?', [YEAR, id]);
}

/** Keeps `keep` players of the team at the position (the best), the rest leave. */
function keepOnly(db: Db, team: string, pos: string, keep: number): number[] {
  const players = teamRoster(db, team)
    .filter((p) => p.pos === pos)
    .sort((a, b) => b.rating - a.rating);
  retire(
    db,
    players.slice(keep).map((p) => p.id),
  );
  return players.slice(0, keep).map((p) => p.id);
}

/** Makes the player a transfer of this offseason who sits out the coming season (the rule before 2021). */
function sitsOut(db: Db, id: number, team: string): void {
  const p = teamRoster(db, team).find((x) => x.id === id)!;
  db.run(
    `INSERT OR REPLACE INTO portal_entries (year, player_id, from_team, first, last, pos, class, rating, stars, reason, to_team, sits_out)
     VALUES (?, ?, 'Rice', ?, ?, ?, ?, ?, ?, 'playing_time', ?, 1)`,
    [YEAR, id, p.first, p.last, p.pos, p.year, p.rating, p.stars, team],
  );
}

/** Players of the team at the position who may play `season` (transfers sitting out do not). */
function eligibleAt(db: Db, team: string, pos: string, season: number): number {
  const sitting = sittingOut(db, season);
  return teamRoster(db, team).filter((p) => p.pos === pos && !sitting.has(p.id)).length;
}

describe(`the roster minimum when a season starts (a ${YEAR} dynasty, transfers sit out)`, () => {
  let save: SaveFile;

  it('fills with walk-ons what signing day could not see: a sitting transfer counted, players gone after it', async () => {
    save = await newDynasty(join(dir, 'minimum.db'), { year: YEAR, team: USER, seed: 14 });
    const db = save.db;
    save.change(() => advanceStage(db));
    const lastWeek = new PageContext(db).lastWeek;
    save.change(() => simulateTo(db, lastWeek + 1));
    while (readState(db).stage !== 'recruiting_summary') save.change(() => advanceStage(db));

    // Signing day is over. Its walk-ons counted every player, so programs may start 2020 short among those who may
    // play, their minimum met only with a transfer who sits the season out (this seed had seven, Texas among them).
    const sittingShort = offseasonFigures(db, YEAR, USER).incomplete;
    for (const short of sittingShort) {
      const all = teamRoster(db, short.team);
      for (const [pos, least] of Object.entries(ROSTER_MINIMUM))
        expect(all.filter((p) => p.pos === pos).length, `${short.team} ${pos}`).toBeGreaterThanOrEqual(least);
    }
    const naturallyShort = sittingShort.map((r) => r.team);
    console.log(
      `short after signing day (a sitting transfer counted): ${sittingShort.map((r) => `${r.team} (${r.qb} QB, ${r.ol} OL, ${r.k} K, ${r.p} P)`).join(', ')}`,
    );

    // Syracuse's second quarterback is a transfer who sits out 2020; Rice's backup quarterback,
    // Kent State's kicker and eight of Akron's linemen leave after it.
    let akronKept: number[] = [];
    save.change(() => {
      const [, second] = keepOnly(db, 'Syracuse', 'QB', 2);
      sitsOut(db, second, 'Syracuse');
      keepOnly(db, 'Rice', 'QB', 1);
      keepOnly(db, 'Kent State', 'K', 0);
      akronKept = keepOnly(db, 'Akron', 'OL', 5);
    });
    expect(eligibleAt(db, 'Syracuse', 'QB', YEAR + 1)).toBe(1);
    expect(teamRoster(db, 'Syracuse').filter((p) => p.pos === 'QB')).toHaveLength(2);
    const short = offseasonFigures(db, YEAR, USER)
      .incomplete.map((r) => r.team)
      .sort();
    expect(short).toEqual([...new Set([...naturallyShort, 'Akron', 'Kent State', 'Rice', 'Syracuse'])].sort());

    const firstNewId = readState(db).nextPlayerId;
    save.change(() => advanceStage(db));
    expect(readState(db)).toMatchObject({ year: YEAR + 1, stage: 'preseason' });
    expect(offseasonFigures(db, YEAR, USER).incomplete).toEqual([]);
    expect(eligibleAt(db, 'Syracuse', 'QB', YEAR + 1)).toBe(2);
    expect(eligibleAt(db, 'Rice', 'QB', YEAR + 1)).toBe(2);
    expect(eligibleAt(db, 'Kent State', 'K', YEAR + 1)).toBe(1);
    expect(eligibleAt(db, 'Akron', 'OL', YEAR + 1)).toBe(8);
    // Every program of the league, every minimum position, among those who may play.
    const teams = db
      .all<{ team: string }>('SELECT team FROM team_seasons WHERE year = ?', [YEAR + 1])
      .map((r) => r.team);
    for (const team of teams) {
      for (const [pos, least] of Object.entries(ROSTER_MINIMUM))
        expect(eligibleAt(db, team, pos, YEAR + 1), `${team} ${pos}`).toBeGreaterThanOrEqual(least);
    }
    // The walk-ons are true freshmen who joined this year, on the depth chart (Syracuse's is its QB2: the sitting
    // transfer is charted but cannot play).
    const walkOns = db.all<{ team: string; pos: string; class: string; depth: number }>(
      'SELECT team, pos, class, depth FROM players WHERE active = 1 AND joined_year = ? AND id >= ?',
      [YEAR + 1, firstNewId],
    );
    const named = walkOns
      .filter((w) => ['Syracuse', 'Rice', 'Kent State', 'Akron'].includes(w.team))
      .map((w) => `${w.team} ${w.pos}`)
      .sort();
    // The walk-ons the changes above force, and beyond them only those of a program already short on its own (seed 14
    // has had Rice start short of a punter in some versions of the game).
    // Akron's linemen who may play and are not walk-ons: its five best, less those who left after signing day too or
    // sit the season out (a transfer in), and any player its staff moved to the line at the turn of the year.
    const sitting = sittingOut(db, YEAR + 1);
    const akronLine = teamRoster(db, 'Akron').filter((p) => p.pos === 'OL' && !sitting.has(p.id) && p.id < firstNewId);
    expect(akronLine.filter((p) => !akronKept.includes(p.id)).map((p) => p.id)).toEqual(
      db
        .all<{ player_id: number }>(
          "SELECT player_id FROM position_changes WHERE team = 'Akron' AND to_pos = 'OL' AND year >= ? ORDER BY player_id",
          [YEAR],
        )
        .map((r) => r.player_id)
        .filter((id) => akronLine.some((p) => p.id === id)),
    );
    const forced = [
      ...Array<string>(Math.max(0, ROSTER_MINIMUM.OL - akronLine.length)).fill('Akron OL'),
      'Kent State K',
      'Rice QB',
      'Syracuse QB',
    ];
    const extra = [...named];
    for (const f of forced) {
      expect(extra, f).toContain(f);
      extra.splice(extra.indexOf(f), 1);
    }
    for (const e of extra) expect(naturallyShort, e).toContain(e.slice(0, e.lastIndexOf(' ')));
    expect(new Set(walkOns.map((w) => w.team))).toEqual(
      new Set([...naturallyShort, 'Akron', 'Kent State', 'Rice', 'Syracuse']),
    );
    for (const w of walkOns) {
      expect(w.class).toBe('fr');
      expect(w.depth).toBeGreaterThan(0);
    }
  }, 600_000);

  it("refuses the player's depth chart move to another position before the season, and changes nothing", () => {
    // A move to another position is an offseason change, with the roster minimum checked then
    // (tests/store/positionChange.test.ts); before the season the depth chart keeps positions as they are.
    const db = save.db;
    save.change(() => keepOnly(db, USER, 'QB', 2));
    const backup = teamRoster(db, USER)
      .filter((p) => p.pos === 'QB')
      .sort((a, b) => a.rating - b.rating)[0];
    expectGameError(
      () => save.change(() => setDepthSlot(db, programOf(db), 'WR', String(backup.id), 1)),
      'conflict',
      /Players change positions in the offseason/,
      () => tablesHash(db),
    );
    expect(teamRoster(db, USER).filter((p) => p.pos === 'QB')).toHaveLength(2);
    save.close();
  });
});
