// The portal as a market, judged over seeds on a real offseason (Texas after the 2024 season): the computer programs
// chase the best players they can get (better players draw better programs, and none draws more than MAX_SUITORS
// offers), and the share of a player's decision the market shows the player's program is its chance: over the
// players it offered, the signings match the shares shown on their decision days, and letting the window close
// without moving through its days decides them the same way.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decisionDay } from '../../src/core/portal/market.js';
import { firstRoundOffers } from '../../src/core/portal/signing.js';
import { MAX_SUITORS, PORTAL_DAYS } from '../../src/core/portal/tuning.js';
import { createRng } from '../../src/core/random.js';
import { advanceStage } from '../../src/store/actions/advance.js';
import { portalInputs } from '../../src/store/actions/offseason/portalInputs.js';
import { offerPortalPlayer } from '../../src/store/actions/portal.js';
import { advancePortalDay, portalMarketOf } from '../../src/store/actions/portalMarket.js';
import { nilPulls } from '../../src/store/actions/staff/nilPulls.js';
import { programOf } from '../../src/store/program.js';
import { readState } from '../../src/store/queries/meta.js';
import { portalEntry } from '../../src/store/queries/portal.js';
import { SaveFile } from '../../src/store/saveFile.js';
import { texasSeason2024 } from '../helpers/preparedSave.js';

const dir = mkdtempSync(join(tmpdir(), 'dynasty-portal-calibration-'));
const base = join(dir, 'base.db');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

beforeAll(async () => {
  await texasSeason2024(base, 2); // roster progression: the winter window is open
}, 600_000);

/** A copy of the offseason whose draws (wants, decision days, decisions) are those of dynasty seed `seed`. */
async function offseason(seed: number, name: string): Promise<SaveFile> {
  const path = join(dir, `${name}.db`);
  copyFileSync(base, path);
  const save = await SaveFile.open(path);
  save.change(() => save.db.run("UPDATE meta SET value = ? WHERE key = 'seed'", [String(seed)]));
  return save;
}

/** Ten portal players other programs want too (the player's program would not be the only offer), at random. */
function contested(save: SaveFile, seed: number): number[] {
  const state = readState(save.db);
  const inputs = portalInputs(save.db, state, 'winter')!;
  const nil = nilPulls(save.db, state.year, 'transfer');
  const programs = inputs.built.map((p) => (nil.has(p.name) ? { ...p, nil: nil.get(p.name) } : p));
  const rng = createRng(`portal-calibration:${seed}`);
  const pool = inputs.players.filter((p) => p.fromTeam !== programOf(save.db).team && p.player.rating >= 60);
  const round = firstRoundOffers(inputs.players, programs);
  const picks: number[] = [];
  while (picks.length < 10 && pool.length > 0) {
    const p = pool.splice(rng.int(0, pool.length - 1), 1)[0];
    if ((round.get(p.player.id) ?? []).length > 0) picks.push(p.player.id);
  }
  return picks;
}

describe('the portal market over seeds', () => {
  it('has better players draw better programs, none more than MAX_SUITORS', async () => {
    const save = await SaveFile.open(base);
    try {
      const state = readState(save.db);
      const inputs = portalInputs(save.db, state, 'winter')!;
      const nil = nilPulls(save.db, state.year, 'transfer');
      const programs = inputs.built.map((p) => (nil.has(p.name) ? { ...p, nil: nil.get(p.name) } : p));
      const byBand = new Map<number, { players: number; offers: number; prestige: number; courted: number }>();
      const round = firstRoundOffers(inputs.players, programs);
      for (const p of inputs.players) {
        const suitors = round.get(p.player.id) ?? [];
        expect(suitors.length).toBeLessThanOrEqual(MAX_SUITORS);
        const band = p.player.rating >= 80 ? 80 : p.player.rating >= 70 ? 70 : p.player.rating >= 60 ? 60 : 50;
        const b = byBand.get(band) ?? { players: 0, offers: 0, prestige: 0, courted: 0 };
        b.players += 1;
        b.offers += suitors.length;
        if (suitors.length > 0) {
          b.courted += 1;
          b.prestige += suitors.reduce((sum, s) => sum + s.prestige, 0) / suitors.length;
        }
        byBand.set(band, b);
      }
      const prestige = (band: number) => byBand.get(band)!.prestige / byBand.get(band)!.courted;
      const offers = (band: number) => byBand.get(band)!.offers / byBand.get(band)!.players;
      // The suitors' prestige rises band by band, and the best draw as many offers as anyone.
      expect(prestige(80)).toBeGreaterThan(prestige(70));
      expect(prestige(70)).toBeGreaterThan(prestige(60));
      expect(prestige(60)).toBeGreaterThan(prestige(50));
      expect(prestige(80)).toBeGreaterThan(5);
      expect(offers(80)).toBeGreaterThanOrEqual(offers(60));
      expect(byBand.get(80)!.courted).toBe(byBand.get(80)!.players);
    } finally {
      save.close();
    }
  }, 120_000);

  it('shows the chance he picks you: the signings match the shares shown on the decision days', async () => {
    const rows: { share: number; mine: boolean }[] = [];
    for (let seed = 1; seed <= 4; seed++) {
      const save = await offseason(seed, `days-${seed}`);
      try {
        const state = readState(save.db);
        const picks = contested(save, seed);
        save.change(() => {
          for (const id of picks) offerPortalPlayer(save.db, programOf(save.db), id);
        });
        for (let day = 1; day <= PORTAL_DAYS; day++) {
          const today = picks.filter((id) => decisionDay(state.seed, state.year, id) === day);
          const shown = new Map(
            today.map((id) => {
              const market = portalMarketOf(save.db, programOf(save.db), id);
              return [id, market] as const;
            }),
          );
          const { decisions } = save.change(() => advancePortalDay(save.db, programOf(save.db)));
          for (const id of today) {
            const market = shown.get(id)!;
            const went = decisions.find((d) => d.entry.player_id === id)?.team;
            // He signs with a program the market showed offering him.
            expect(market.suitors.map((s) => s.program)).toContain(went);
            const share = market.suitors.find((s) => s.program === programOf(save.db).team)?.share ?? 0;
            rows.push({ share, mine: went === programOf(save.db).team });
          }
        }
      } finally {
        save.close();
      }
    }
    const expected = rows.reduce((sum, r) => sum + r.share, 0);
    const spread = Math.sqrt(rows.reduce((sum, r) => sum + r.share * (1 - r.share), 0));
    const signed = rows.filter((r) => r.mine).length;
    expect(rows.length).toBeGreaterThanOrEqual(35);
    // Calibration: as many signed as the shares shown say, within three standard deviations of that count.
    expect(Math.abs(signed - expected)).toBeLessThanOrEqual(3 * spread);
    // And the shares tell them apart: those who signed were shown larger shares than those who did not.
    const mean = (list: typeof rows) => list.reduce((sum, r) => sum + r.share, 0) / Math.max(1, list.length);
    expect(mean(rows.filter((r) => r.mine))).toBeGreaterThan(mean(rows.filter((r) => !r.mine)));
  }, 900_000);

  it('decides the offered players the same way when the window closes without its days', async () => {
    const days = await offseason(9, 'close-days');
    const close = await offseason(9, 'close-stage');
    try {
      const picks = contested(days, 9);
      for (const save of [days, close])
        save.change(() => {
          for (const id of picks) offerPortalPlayer(save.db, programOf(save.db), id);
        });
      for (let day = 1; day <= PORTAL_DAYS; day++) days.change(() => advancePortalDay(days.db, programOf(days.db)));
      close.change(() => advanceStage(close.db));
      const year = readState(days.db).year;
      const team = (save: SaveFile, id: number) => portalEntry(save.db, year, id)?.to_team;
      expect(picks.map((id) => team(close, id))).toEqual(picks.map((id) => team(days, id)));
    } finally {
      days.close();
      close.close();
    }
  }, 600_000);
});
