// Computer programs spend their NIL pools on their best targets (from 2021), over a real save: after the summer on the
// best prospects of their boards, in the portal on the transfers they need, within each pool and their places; the
// player's program offers only what he offers, unless he lets his staff recruit; before 2021 nobody does.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { marketValue } from '../../src/core/money/nil.js';
import { COMPUTER_STRETCH } from '../../src/core/money/negotiation.js';
import { lastWeekFor } from '../../src/core/season/calendar.js';
import { advanceStage } from '../../src/store/actions/advance.js';
import { newDynasty } from '../../src/store/actions/newDynasty.js';
import { simulateTo } from '../../src/store/actions/season/simulate.js';
import { programFinances } from '../../src/store/actions/staff/money.js';
import type { Db } from '../../src/store/database.js';
import { readState } from '../../src/store/queries/meta.js';
import { saveNilOffer } from '../../src/store/queries/staff.js';

const dir = mkdtempSync(join(tmpdir(), 'computer-nil-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Offer = { team: string; kind: string; target_id: number; stars: number; amount: number };
const offers = (db: Db, year: number, kind: string) =>
  db.all<Offer>('SELECT team, kind, target_id, stars, amount FROM nil_offers WHERE year = ? AND kind = ?', [
    year,
    kind,
  ]);

describe("computer programs' NIL offers", () => {
  it('go to their best targets within their pools and places, and never for the player', async () => {
    const save = await newDynasty(join(dir, 'nil.db'), { year: 2022, team: 'Iowa', seed: 3 });
    const db = save.db;
    expect(offers(db, 2022, 'recruit')).toHaveLength(0);
    save.change(() => advanceStage(db)); // the season: the spring and summer are played
    const recruits = offers(db, 2022, 'recruit');
    const teams = new Set(recruits.map((o) => o.team));
    expect(teams.size).toBeGreaterThan(100);
    expect(teams.has('Iowa')).toBe(false);
    const boards = new Map(
      db
        .all<{ team: string; scholarships: number; targets: string }>(
          'SELECT team, scholarships, targets FROM recruiting_boards',
        )
        .map((b) => [b.team, { scholarships: b.scholarships, targets: new Set(JSON.parse(b.targets) as number[]) }]),
    );
    for (const team of teams) {
      const mine = recruits.filter((o) => o.team === team);
      const f = programFinances(db, team, 2022);
      expect(mine.reduce((s, o) => s + o.amount, 0)).toBeLessThanOrEqual(f.nilPool);
      expect(mine.length).toBeLessThanOrEqual(boards.get(team)!.scholarships);
      for (const o of mine) {
        // His market value, or the counter he answered it with (halfway to his ask, paid up to 1.2 times it).
        expect(o.amount).toBeGreaterThanOrEqual(marketValue(o.stars));
        expect(o.amount).toBeLessThanOrEqual(COMPUTER_STRETCH * marketValue(o.stars));
        expect(boards.get(team)!.targets.has(o.target_id)).toBe(true);
      }
    }
    // The richest programs back more recruits than the poorest, but every program offers by the same rule.
    const byTeam = [...teams]
      .map((t) => ({ t, pool: programFinances(db, t, 2022).nilPool, n: recruits.filter((o) => o.team === t).length }))
      .sort((a, b) => b.pool - a.pool);
    const top = byTeam.slice(0, 15).reduce((s, x) => s + x.n, 0) / 15;
    const bottom = byTeam.slice(-15).reduce((s, x) => s + x.n, 0) / 15;
    expect(top).toBeGreaterThan(bottom);
    // In the portal (the winter window) they back the transfers they need, within what the pool has left.
    save.change(() => simulateTo(db, lastWeekFor(readState(db).playoff.teams) + 1));
    save.change(() => advanceStage(db)); // season summary
    save.change(() => advanceStage(db)); // roster progression
    save.change(() => advanceStage(db)); // the portal's signings, signing day
    const transfers = offers(db, 2022, 'transfer');
    expect(transfers.length).toBeGreaterThan(50);
    expect(transfers.some((o) => o.team === 'Iowa')).toBe(false);
    for (const team of new Set(transfers.map((o) => o.team))) {
      const spent = [...recruits, ...transfers].filter((o) => o.team === team).reduce((s, o) => s + o.amount, 0);
      expect(spent).toBeLessThanOrEqual(programFinances(db, team, 2022).nilPool);
    }
    const entrants = new Set(
      db.all<{ player_id: number }>('SELECT player_id FROM portal_entries WHERE year = 2022').map((r) => r.player_id),
    );
    expect(transfers.every((o) => entrants.has(o.target_id))).toBe(true);
    // The next season begins: the computer programs' offers decided their signings and are dropped from the save;
    // the player's own stay.
    save.change(() =>
      saveNilOffer(db, {
        year: 2022,
        team: 'Iowa',
        kind: 'recruit',
        targetId: recruits[0].target_id,
        stars: 3,
        amount: 50,
      }),
    );
    save.change(() => advanceStage(db));
    expect(readState(db).year).toBe(2023);
    expect(offers(db, 2022, 'recruit').map((o) => o.team)).toEqual(['Iowa']);
    expect(offers(db, 2022, 'transfer')).toEqual([]);
    save.close();
  }, 120_000);

  it("are made for the player's program when his staff recruits for him, within his pool", async () => {
    const save = await newDynasty(join(dir, 'staff.db'), { year: 2022, team: 'Iowa', seed: 3, staffRecruiting: true });
    const db = save.db;
    save.change(() => advanceStage(db)); // the season: the spring and summer are played
    const iowa = offers(db, 2022, 'recruit').filter((o) => o.team === 'Iowa');
    expect(iowa.length).toBeGreaterThan(0);
    // In the portal too, when the player made no portal offers of his own.
    save.change(() => simulateTo(db, lastWeekFor(readState(db).playoff.teams) + 1));
    save.change(() => advanceStage(db)); // season summary
    save.change(() => advanceStage(db)); // roster progression
    save.change(() => advanceStage(db)); // the portal's signings, signing day
    const transfers = offers(db, 2022, 'transfer').filter((o) => o.team === 'Iowa');
    expect(transfers.length).toBeGreaterThan(0);
    const spent = [...iowa, ...transfers].reduce((s, o) => s + o.amount, 0);
    expect(spent).toBeLessThanOrEqual(programFinances(db, 'Iowa', 2022).nilPool);
    save.close();
  }, 120_000);

  it('are not made before NIL (2021)', async () => {
    const save = await newDynasty(join(dir, 'old.db'), { year: 2019, team: 'Iowa', seed: 3 });
    save.change(() => advanceStage(save.db));
    expect(save.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM nil_offers')!.n).toBe(0);
    save.close();
  }, 60_000);
});
