// A new dynasty opens with that year's real preseason AP poll (real save files through the real actions).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { realFinalPoll } from '../../src/core/rankings/realFinalPolls.js';
import { realPreseasonOrder, realPreseasonPoll } from '../../src/core/rankings/realPolls.js';
import { newDynasty } from '../../src/store/actions/newDynasty.js';
import { pollOfWeek } from '../../src/store/queries/polls.js';

const dir = mkdtempSync(join(tmpdir(), 'real-poll-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function firstTop25(year: number, team: string, seed: number): Promise<string[]> {
  const save = await newDynasty(join(dir, `${year}-${seed}.db`), { year, team, seed });
  try {
    return pollOfWeek(save.db, year, 0)
      .slice(0, 25)
      .map((r) => r.team);
  } finally {
    save.close();
  }
}

describe('the first preseason poll of a dynasty', () => {
  it("is 2024's real AP poll: Georgia, Ohio State, Oregon, Texas, Alabama ...", async () => {
    const top = await firstTop25(2024, 'Vanderbilt', 3);
    expect(top).toEqual(realPreseasonPoll(2024));
    expect(top.slice(0, 5)).toEqual(['Georgia', 'Ohio State', 'Oregon', 'Texas', 'Alabama']);
  });

  it("is 2010's real AP poll, whatever the seed", async () => {
    expect(await firstTop25(2010, 'Boise State', 11)).toEqual(realPreseasonPoll(2010));
  });

  it("is 2005's real head (USC, Texas, Tennessee ... Louisville), then the voters' model below it", async () => {
    const top = await firstTop25(2005, 'Kansas', 4);
    const head = realPreseasonOrder(2005);
    expect(top.slice(0, head.length)).toEqual(head);
    expect(new Set(top).size).toBe(25);
  });

  it("in 2026, with no real poll on file, starts from 2025's real final poll: its top finishers in the top 10", async () => {
    const topFive = realFinalPoll(2025)!.slice(0, 5);
    for (const seed of [1, 2, 3, 4]) {
      const top10 = (await firstTop25(2026, 'Kansas', seed)).slice(0, 10);
      expect(top10, `seed ${seed}`).toContain('Ohio State');
      expect(
        topFive.filter((team) => top10.includes(team)).length,
        `seed ${seed}: ${top10.join(', ')}`,
      ).toBeGreaterThanOrEqual(3);
    }
  }, 60_000);
});
