// The portal as a market on a real offseason (Texas after the 2024 season): the computer programs chase the best
// players they can get (better players draw better programs, and none draws more than MAX_SUITORS offers), and
// letting the window close without moving through its days decides the offered players as the days do. Whether the
// shares the market shows are the chances over many players is the calibration step's (tests/calibration/portal.test.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstRoundOffers } from '../../src/core/portal/signing.js';
import { MAX_SUITORS, PORTAL_DAYS } from '../../src/core/portal/tuning.js';
import { advanceStage } from '../../src/store/actions/advance.js';
import { offerPortalPlayer } from '../../src/store/actions/portal.js';
import { advancePortalDay } from '../../src/store/actions/portalMarket.js';
import { programOf } from '../../src/store/program.js';
import { readState } from '../../src/store/queries/meta.js';
import { portalEntry } from '../../src/store/queries/portal.js';
import { SaveFile } from '../../src/store/saveFile.js';
import { contestedPlayers, offseasonWithSeed, portalPrograms } from '../helpers/portalOffseason.js';
import { texasSeason2024 } from '../helpers/preparedSave.js';

const dir = mkdtempSync(join(tmpdir(), 'dynasty-portal-market-'));
const base = join(dir, 'base.db');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

beforeAll(async () => {
  await texasSeason2024(base, 2); // roster progression: the winter window is open
}, 600_000);

describe('the portal market', () => {
  it('has better players draw better programs, none more than MAX_SUITORS', async () => {
    const save = await SaveFile.open(base);
    try {
      const { inputs, programs } = portalPrograms(save);
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

  it('decides the offered players the same way when the window closes without its days', async () => {
    const days = await offseasonWithSeed(base, 9, 'close-days');
    const close = await offseasonWithSeed(base, 9, 'close-stage');
    try {
      const picks = contestedPlayers(days, 9);
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
