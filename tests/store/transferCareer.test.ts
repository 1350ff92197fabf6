// A player who moves through the transfer portal keeps the seasons he played for his former program on his page.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastWeekFor } from '../../src/core/season/calendar.js';
import { advanceStage } from '../../src/store/actions/advance.js';
import { newDynasty } from '../../src/store/actions/newDynasty.js';
import { simulateTo } from '../../src/store/actions/season/simulate.js';
import { readState } from '../../src/store/queries/meta.js';
import { joinProgram } from '../../src/store/queries/portal.js';
import { playerSeasons } from '../../src/store/queries/playerSeasons.js';
import type { SaveFile } from '../../src/store/saveFile.js';
import { PageContext } from '../../src/store/views/context.js';
import { playerView } from '../../src/store/views/player.js';

const YEAR = 2024;
let dir = '';
let save: SaveFile;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dynasty-transfer-career-'));
  save = await newDynasty(join(dir, 'dynasty.db'), { year: YEAR, team: 'Texas', seed: 11 });
  save.change(() => advanceStage(save.db));
  save.change(() => simulateTo(save.db, lastWeekFor(readState(save.db).playoff.teams) + 1));
}, 600_000);

afterAll(() => {
  save?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("a transferred player's career", () => {
  it('keeps the season he played for his former program', () => {
    const qb = save.db.get<{ id: number; team: string }>(
      "SELECT id, team FROM players WHERE team = 'Air Force' AND pos = 'QB' ORDER BY rating DESC LIMIT 1",
    )!;
    const before = playerView(new PageContext(save.db), qb.id, YEAR).yearly_cumulative_stats[String(YEAR)];
    expect(before?.games).toBeGreaterThan(0);

    // The portal's own move: he joins Michigan.
    save.change(() => joinProgram(save.db, qb.id, 'Michigan'));
    const seasons = playerSeasons(save.db, qb.id);
    expect(seasons.map((s) => [s.year, s.team])).toEqual([[YEAR, 'Air Force']]);
    const page = playerView(new PageContext(save.db), qb.id, YEAR);
    expect(page.yearly_cumulative_stats[String(YEAR)]).toEqual(before);
    // His game logs of that season are his former program's games (Air Force's schedule, not Michigan's).
    expect(page.game_logs.length).toBeGreaterThan(0);
    expect(page.game_logs.some((log) => log.game.opponent.name === 'Michigan')).toBe(false);
  });
});
