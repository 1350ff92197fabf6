// The transfer portal against its record, on held-out seeds: how many a program loses to it in a recent season, and
// whether the share of a player's decision the market shows a program is its chance of signing him.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignDepthChart } from '../../src/core/players/depthChart.js';
import { createIdSource, generateTeamRoster } from '../../src/core/players/generate.js';
import { portalEntrants } from '../../src/core/portal/entry.js';
import { decisionDay } from '../../src/core/portal/market.js';
import { PORTAL_DAYS } from '../../src/core/portal/tuning.js';
import { createRng } from '../../src/core/random.js';
import { offerPortalPlayer } from '../../src/store/actions/portal.js';
import { advancePortalDay, portalMarketOf } from '../../src/store/actions/portalMarket.js';
import { programOf } from '../../src/store/program.js';
import { readState } from '../../src/store/queries/meta.js';
import { contestedPlayers, offseasonWithSeed } from '../helpers/portalOffseason.js';
import { texasSeason2024 } from '../helpers/preparedSave.js';
import { heldOutSeeds } from './heldOut.js';

const dir = mkdtempSync(join(tmpdir(), 'dynasty-portal-calibration-'));
const base = join(dir, 'base.db');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

beforeAll(async () => {
  await texasSeason2024(base, 2); // roster progression: the winter window is open
}, 600_000);

describe('portal entrants', () => {
  it('are about 15-25 a program in a recent season with one window (2021), 20 programs of every prestige', () => {
    const counts = heldOutSeeds(20).map((seed, i) => {
      const prestige = 1 + (i % 7);
      const roster = assignDepthChart(
        generateTeamRoster({ name: 'State', prestige }, createRng(seed), createIdSource(1)),
      );
      const program = { declined: false, coachChanged: false, prestige };
      return portalEntrants(roster, program, 2021, new Set([roster[0].id]), createRng(`entrants:${seed}`)).length;
    });
    const average = counts.reduce((a, b) => a + b, 0) / counts.length;
    // Band: docs/calibration.md ENTRY_CHANCE and PORTAL_FROM: 15-25 entrants a program a season in the recent
    // years, the whole offseason in 2021's one window (docs/reference/transfer-rules.md: more than 3,800 FBS
    // players after 2023 over both windows, about 28 a program, the portal's busiest year yet).
    expect(average).toBeGreaterThan(14);
    expect(average).toBeLessThan(25);
  });
});

describe('the portal market over held-out seeds', () => {
  it('shows the chance he picks you: the signings match the shares shown on the decision days', async () => {
    const rows: { share: number; mine: boolean }[] = [];
    for (const seed of heldOutSeeds(4)) {
      const save = await offseasonWithSeed(base, seed, `days-${seed}`);
      try {
        const state = readState(save.db);
        const picks = contestedPlayers(save, seed);
        save.change(() => {
          for (const id of picks) offerPortalPlayer(save.db, programOf(save.db), id);
        });
        for (let day = 1; day <= PORTAL_DAYS; day++) {
          const today = picks.filter((id) => decisionDay(state.seed, state.year, id) === day);
          const shown = new Map(today.map((id) => [id, portalMarketOf(save.db, programOf(save.db), id)] as const));
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
    // Band: no record; the shares are the decision's own chances (src/core/portal/market.ts), so as many sign as the
    // shares say, within three standard deviations of that count (a sum of Bernoulli draws).
    expect(Math.abs(signed - expected)).toBeLessThanOrEqual(3 * spread);
    // And the shares tell them apart: those who signed were shown larger shares than those who did not.
    const mean = (list: typeof rows) => list.reduce((sum, r) => sum + r.share, 0) / Math.max(1, list.length);
    expect(mean(rows.filter((r) => r.mine))).toBeGreaterThan(mean(rows.filter((r) => !r.mine)));
  });
});
