// The player's coach in a new save: by default the program's name and schemes and ratings about those of a coach
// drawn for its tier; and the batch's player spending his coach's XP as a computer coach does.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABILITY_COST } from '../../src/core/coaches/abilities.js';
import { tierMean } from '../../src/core/coaches/creation.js';
import { coachOverall } from '../../src/core/coaches/types.js';
import { spendCoachXpByProfile } from '../../src/store/actions/coaches/abilities.js';
import { newDynasty } from '../../src/store/actions/newDynasty.js';
import { programCoach } from '../../src/store/queries/coaches.js';
import { coachXp, setCoachXp } from '../../src/store/queries/training.js';
import type { SaveFile } from '../../src/store/saveFile.js';
import { programOf } from '../../src/store/program.js';

const dir = mkdtempSync(join(tmpdir(), 'dynasty-coach-creation-'));
let save: SaveFile;

beforeAll(async () => {
  save = await newDynasty(join(dir, 'alabama.db'), { year: 2024, team: 'Alabama', seed: 4 });
});
afterAll(() => {
  save?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the player's coach of a new save", () => {
  it('is by default about the coach a blue blood would draw, not 60 in everything', () => {
    const coach = programCoach(save.db, programOf(save.db))!;
    // Alabama is a prestige-7 program in 2024: a recruiter by default.
    expect(Math.abs(coachOverall(coach) - tierMean(7))).toBeLessThanOrEqual(1.5);
    expect(coach.recruiting).toBeGreaterThan(coach.offense);
    expect(coach.development).toBeGreaterThanOrEqual(tierMean(7) - 2);
  });

  it("spends his XP by the computer coaches' rule when the batch plays him", () => {
    const coach = programCoach(save.db, programOf(save.db))!;
    setCoachXp(save.db, coach.id, 1000);
    spendCoachXpByProfile(save.db);
    const after = programCoach(save.db, programOf(save.db))!;
    expect(coachOverall(after)).toBeGreaterThan(coachOverall(coach));
    // What is left pays for no point: the cheapest point costs at least the first step's price.
    expect(coachXp(save.db, coach.id)).toBeLessThan(ABILITY_COST[ABILITY_COST.length - 1].cost);
    expect(coachXp(save.db, coach.id)).toBeLessThan(1000);
  });
});
