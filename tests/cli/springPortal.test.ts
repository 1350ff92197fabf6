// The spring transfer window of the 2022-2024 offseasons, from the command line over a real save (a 2023 dynasty):
// after signing day players enter the portal again, the player may offer them in the Recruiting Summary stage, and they
// sign at the turn of the year. Transfers play at once (the one-time rule from 2021).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalResponse } from '../../src/shared/departures-types.js';
import type { RosterResponse } from '../../src/shared/api-types.js';
import { cliSave, kansasStateProgression2023 } from '../helpers/cli.js';

const TEAM = 'Kansas State';
const temp = cliSave('cli-spring-portal-');
const { cli, json } = temp;
let winterEntrants: number[] = [];

beforeAll(async () => {
  await kansasStateProgression2023(temp.path);
}, 400_000);

afterAll(() => temp.cleanup());

describe('the spring window', () => {
  it('opens after signing day with new entrants, who may be offered', async () => {
    const winter = await json<PortalResponse>('portal');
    expect(winter).toMatchObject({ open: true, sit_out_rule: false });
    winterEntrants = winter.players.map((p) => p.id);
    expect((await cli('advance')).status).toBe(0); // signing day: the spring window opens
    const spring = await json<PortalResponse>('portal');
    expect(spring.open).toBe(true);
    expect(spring.closed_reason).toBeNull();
    const springEntrants = spring.players.filter((p) => !winterEntrants.includes(p.id));
    // About 30% of the offseason's entries come in the spring.
    expect(springEntrants.length).toBeGreaterThan(0.15 * spring.total);
    expect(springEntrants.length).toBeLessThan(0.45 * spring.total);
    expect(springEntrants.every((p) => p.to_team === null)).toBe(true);
    const roster = (await json<RosterResponse>('roster')).roster;
    const mine = springEntrants.filter((p) => p.from_team === TEAM);
    for (const p of mine) expect(roster.some((r) => r.id === p.id)).toBe(false);
    expect(spring.room.left).toBeGreaterThanOrEqual(mine.length > 0 ? 1 : 0);
  });

  it("signs spring transfers at the turn of the year, the player's offers included", async () => {
    const spring = await json<PortalResponse>('portal');
    const targets = spring.players
      .filter((p) => p.to_team === null && p.from_team !== TEAM && !winterEntrants.includes(p.id) && p.rating < 70)
      .slice(0, Math.max(1, spring.room.left));
    if (spring.room.left > 0)
      for (const p of targets) expect((await cli('portal', 'offer', String(p.id))).status).toBe(0);
    expect((await cli('advance')).status).toBe(0); // the 2024 preseason
    const after = await json<PortalResponse>('portal');
    const springSigned = after.players.filter((p) => !winterEntrants.includes(p.id) && p.to_team !== null);
    expect(springSigned.length).toBeGreaterThan(
      0.3 * after.players.filter((p) => !winterEntrants.includes(p.id)).length,
    );
    const roster = (await json<RosterResponse>('roster')).roster;
    for (const p of springSigned.filter((s) => s.to_team === TEAM))
      expect(roster.some((r) => r.id === p.id)).toBe(true);
    const refused = await cli('portal', 'offer', String(after.players[0].id));
    expect(refused.status).toBe(2);
    expect(refused.stderr).toMatch(/already signed|open for offers only/);
  });
});
