// The portal as a market from the command line, over a real save (Kansas State after the 2023 season, seed 11): a
// portal player's market (his asks, who else offered him), an offer, a counter (a starting role promised, NIL), the
// window's days on which the players offered decide, and the window's end signing the rest. Bad input: exit 2, one
// line, nothing changed; a look at the market changes nothing.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RosterResponse } from '../../src/shared/api-types.js';
import type { PortalDayResponse, PortalMarketResponse, PortalResponse } from '../../src/shared/departures-types.js';
import { cliSave, kansasStateProgression2023 } from '../helpers/cli.js';

const TEAM = 'Kansas State';
const temp = cliSave('cli-portal-market-');
const { cli, json, path } = temp;

const saveHash = (): string => createHash('sha256').update(readFileSync(path)).digest('hex');

beforeAll(async () => {
  await kansasStateProgression2023(temp.path);
}, 400_000);

afterAll(() => temp.cleanup());

/** The offered players, the day each decided and where he went. */
const offered: PortalMarketResponse[] = [];

describe('the portal market', () => {
  it("shows a portal player's asks and competing offers, and looking changes nothing", async () => {
    const portal = await json<PortalResponse>('portal', '--position', 'OL', '--min-rating', '78');
    expect(portal.open).toBe(true);
    const before = saveHash();
    const markets: PortalMarketResponse[] = [];
    for (const p of portal.players.filter((x) => x.from_team !== TEAM).slice(0, 6))
      markets.push(await json<PortalMarketResponse>('portal', 'market', String(p.id)));
    expect(saveHash()).toBe(before);
    const wanted = markets.filter((m) => m.suitors.length > 0);
    expect(wanted.length).toBeGreaterThan(2);
    for (const m of wanted) {
      expect(m.words).toMatch(/^(leans|visiting) /);
      expect(m.suitors.every((s) => !s.yours && s.share === null)).toBe(true);
      expect(m.asks.nil).toBeGreaterThan(0);
      expect(m.day).toBe(0);
    }
    const text = await cli('portal', 'market', String(wanted[0].player.id));
    expect(text.stdout).toMatch(/Other offers: \w/);
    expect(text.stdout).toMatch(/Asks for /);
    offered.push(...wanted.slice(0, 3));
  });

  it('takes offers and counters, then the offered decide on their days', async () => {
    for (const m of offered) expect((await cli('portal', 'offer', String(m.player.id))).status).toBe(0);
    const first = offered[0].player.id;
    const plain = await json<PortalMarketResponse>('portal', 'market', String(first));
    const mine = plain.suitors.find((s) => s.yours)!;
    expect(mine.share).toBeGreaterThan(0);
    expect(plain.suitors.some((s) => !s.yours)).toBe(true);
    // The counter: a starting role and his NIL ask. His interest in us never falls.
    expect((await cli('portal', 'promise', String(first))).status).toBe(0);
    expect((await cli('nil', 'offer', String(first), String(plain.asks.nil))).status).toBe(0);
    const countered = await json<PortalMarketResponse>('portal', 'market', String(first));
    expect(countered.promised).toBe(true);
    expect(countered.suitors.find((s) => s.yours)!.share!).toBeGreaterThanOrEqual(mine.share! - 1e-9);

    const decided = new Map<number, PortalDayResponse['decisions'][number]>();
    for (let day = 1; day <= 5; day++) {
      const answer = await json<PortalDayResponse>('portal', 'day');
      expect(answer.day).toBe(day);
      for (const d of answer.decisions) {
        const m = offered.find((o) => o.player.id === d.id)!;
        expect(m.decision_day).toBeLessThanOrEqual(day);
        decided.set(d.id, d);
      }
    }
    // Everyone offered decided on his day, for us or for a program that offered him.
    expect([...decided.keys()].sort()).toEqual(offered.map((o) => o.player.id).sort());
    const roster = (await json<RosterResponse>('roster')).roster;
    const portal = await json<PortalResponse>('portal');
    for (const d of decided.values()) {
      expect(portal.players.find((p) => p.id === d.id)?.to_team).toBe(d.team);
      expect(roster.some((r) => r.id === d.id)).toBe(d.yours);
      expect(d.yours).toBe(d.team === TEAM);
    }
  });

  it('refuses bad input with one line and exit 2, changing nothing', async () => {
    const before = saveHash();
    for (const [args, message] of [
      [['portal', 'day'], /last day \(5\) has come/],
      [['portal', 'market', 'Nobody', 'Atall'], /No player named Nobody Atall/],
      [['portal', 'market', String(offered[0].player.id)], /already signed with/],
      [['portal', 'promise', 'Madonna'], /first and last name/],
    ] as const) {
      const r = await cli(...args);
      expect(r.status, r.stderr).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toMatch(message);
    }
    expect(saveHash()).toBe(before);
  });

  it('signs the rest of the portal when the dynasty moves on, the decided keeping their programs', async () => {
    const before = await json<PortalResponse>('portal');
    expect((await cli('advance')).status).toBe(0);
    const after = await json<PortalResponse>('portal');
    for (const p of before.players.filter((x) => x.to_team !== null))
      expect(after.players.find((x) => x.id === p.id)?.to_team).toBe(p.to_team);
    expect(after.players.filter((p) => p.to_team !== null).length).toBeGreaterThan(1000);
  });
});
