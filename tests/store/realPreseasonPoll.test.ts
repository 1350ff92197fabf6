// A new dynasty opens with that year's real preseason AP poll (real save files through the real actions).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { realPreseasonPoll } from '../../src/core/rankings/realPolls.js';
import { newDynasty } from '../../src/store/actions/newDynasty.js';
import { pollOfWeek } from '../../src/store/queries/polls.js';

const dir = mkdtempSync(join(tmpdir(), 'real-poll-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function firstTop25(year: number, team: string, seed: number): Promise<string[]> {
  const save = await newDynasty(join(dir, `${year}.db`), { year, team, seed });
  try {
    return pollOfWeek(save.db, year, 0).slice(0, 25).map((r) => r.team);
  } finally {
    save.close();
  }
}

describe('the first preseason poll of a dynasty', () => {
  it('is 2024\'s real AP poll: Georgia, Ohio State, Oregon, Texas, Alabama ...', async () => {
    const top = await firstTop25(2024, 'Vanderbilt', 3);
    expect(top).toEqual(realPreseasonPoll(2024));
    expect(top.slice(0, 5)).toEqual(['Georgia', 'Ohio State', 'Oregon', 'Texas', 'Alabama']);
  });

  it('is 2010\'s real AP poll, whatever the seed', async () => {
    expect(await firstTop25(2010, 'Boise State', 11)).toEqual(realPreseasonPoll(2010));
  });
});
