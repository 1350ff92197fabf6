// The transfer portal's words as its window goes, over a real save (Kansas State after the 2023 season, seed 11): the
// players still unsigned beside those who entered, the open offers ("1 open offer"), the window's day and on its last
// what comes next; a portal player's decision day is never one the window has passed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalMarketResponse, PortalResponse } from '../../src/shared/departures-types.js';
import { cliSave, kansasStateProgression2023 } from '../helpers/cli.js';

const TEAM = 'Kansas State';
const temp = cliSave('cli-portal-window-');
const { cli, json } = temp;

beforeAll(async () => {
  await kansasStateProgression2023(temp.path);
}, 400_000);

afterAll(() => temp.cleanup());

/** Ten portal players Kansas State did not offer, still unsigned. */
async function notOffered(): Promise<PortalResponse['players']> {
  const portal = await json<PortalResponse>('portal', '--position', 'WR');
  return portal.players.filter((p) => !p.offered && p.to_team === null && p.from_team !== TEAM).slice(0, 10);
}

/** The players still unsigned, counted from the list itself (every entrant, no filter). */
function unsignedIn(portal: PortalResponse): number {
  return portal.players.filter((p) => p.to_team === null).length;
}

describe('the portal window', () => {
  it('counts the players still unsigned and the open offers, one offer in the singular', async () => {
    const portal = await json<PortalResponse>('portal');
    expect(portal.window_days).toEqual({ day: 0, last_day: 5, closes_with: 'Recruiting Summary' });
    expect(portal.available).toBe(unsignedIn(portal));
    let text = (await cli('portal')).stdout;
    expect(text).toContain(
      `Transfer portal after the 2023 season: ${portal.total} players entered, ${portal.available} still unsigned.`,
    );
    expect(text).toContain(', 0 open offers,');
    expect(text).toContain('Day 0 of 5: the players you offered decide on their days as the window moves on.');

    const qb = (await json<PortalResponse>('portal', '--position', 'QB')).players.find(
      (p) => p.from_team !== TEAM && p.to_team === null,
    )!;
    expect((await cli('portal', 'offer', String(qb.id))).status).toBe(0);
    text = (await cli('portal')).stdout;
    expect(text).toContain(', 1 open offer,');
    expect((await json<PortalResponse>('portal')).room.offers).toBe(1);
  });

  it('never names a day the window has passed as the day a player decides', async () => {
    for (let day = 1; day <= 3; day++) expect((await cli('portal', 'day')).status).toBe(0);
    const owns: number[] = [];
    for (const p of await notOffered()) {
      const market = await json<PortalMarketResponse>('portal', 'market', String(p.id));
      expect(market.day).toBe(3);
      // Offered now, he decides on the window's next day at the earliest.
      expect(market.decision_day).toBeGreaterThanOrEqual(4);
      owns.push(market.decision_day);
      const line = (await cli('portal', 'market', String(p.id))).stdout.trim().split('\n').at(-1);
      expect(line).toBe(
        `Day 3 of 5: he decides on day ${market.decision_day} if you offer him (else when the window closes).`,
      );
    }
    // Some of their own days had passed (they read day 4), the check is not empty.
    expect(owns).toContain(4);
  });

  it("says on the window's last day that the rest sign when the dynasty moves on, and offers no next day", async () => {
    for (let day = 4; day <= 5; day++) expect((await cli('portal', 'day')).status).toBe(0);
    const portal = await json<PortalResponse>('portal');
    expect(portal.window_days?.day).toBe(5);
    // The offered quarterback decided: fewer are unsigned than entered, and the count says so.
    expect(portal.available).toBe(unsignedIn(portal));
    expect(portal.available).toBeLessThan(portal.total);
    expect((await cli('portal')).stdout).toContain(
      "Day 5 of 5, the window's last: the players still unsigned sign when the dynasty moves on to the Recruiting Summary.",
    );
    for (const p of (await notOffered()).slice(0, 3))
      expect((await cli('portal', 'market', String(p.id))).stdout).toContain(
        'Day 5 of 5: he signs when the window closes, as the dynasty moves on.',
      );
    await temp.refused(['portal', 'day'], /last day \(5\) has come: .* moves on to the Recruiting Summary\./);
  });

  it('counts the signed once the window closed; the spring window closes with the next preseason', async () => {
    const before = await json<PortalResponse>('portal');
    expect((await cli('advance')).status).toBe(0);
    const after = await json<PortalResponse>('portal');
    // After the 2023 season a spring window opens in the Recruiting Summary stage.
    expect(after.window_days).toEqual({ day: 0, last_day: 5, closes_with: 'Non-Conference scheduling' });
    expect(after.available).toBe(unsignedIn(after));
    // One had signed before the window closed; more than a thousand since (the spring's entrants come on top).
    expect(before.total - before.available).toBe(1);
    expect(after.total - after.available).toBeGreaterThan(1000);
  });
});
