// Play-by-play of the current season: stored for the player's games, replayed exactly for the others.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { advanceStage } from '../../src/store/actions/advance.js';
import { newDynasty } from '../../src/store/actions/newDynasty.js';
import { playByPlay } from '../../src/store/actions/season/replay.js';
import { simulateTo } from '../../src/store/actions/season/simulate.js';
import { gameDetails } from '../../src/store/queries/gameDetails.js';
import { gamesOfWeek } from '../../src/store/queries/games.js';

const dir = mkdtempSync(join(tmpdir(), 'dynasty-replay-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('play-by-play of the current season', () => {
  it("keeps the player's games and replays any other game to the same final score", async () => {
    const save = await newDynasty(join(dir, 'r.db'), { year: 2010, team: 'Boise State', seed: 12 });
    save.change(() => advanceStage(save.db));
    save.change(() => simulateTo(save.db, 3));
    const games = [...gamesOfWeek(save.db, 2010, 1), ...gamesOfWeek(save.db, 2010, 2)];
    const own = games.find((g) => g.home === 'Boise State' || g.away === 'Boise State');
    expect(own).toBeDefined();
    expect(gameDetails(save.db, own!.id)?.plays?.length).toBeGreaterThan(100);
    const others = games.filter((g) => g !== own).slice(0, 6);
    for (const game of others) {
      expect(gameDetails(save.db, game.id)?.plays).toBeNull();
      const plays = playByPlay(save.db, game.id);
      expect(plays).not.toBeNull();
      const last = plays![plays!.length - 1];
      expect([last.homeScore, last.awayScore]).toEqual([game.home_points, game.away_points]);
      // The same replay every time.
      expect(playByPlay(save.db, game.id)).toEqual(plays);
    }
    // An unplayed game has none.
    const later = gamesOfWeek(save.db, 2010, 5)[0];
    expect(playByPlay(save.db, later.id)).toBeNull();
    save.close();
  }, 60_000);
});
