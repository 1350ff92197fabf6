// `dynasty coach abilities --json` and `dynasty coach buy ABILITY --json` through the real executable: the created
// coach's background starts him on an archetype; a level's points buy the next tier of an ability, its effect in
// numbers; a buy his points do not pay for, or of no ability, is refused (exit 2, one line on stderr) and changes no file.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { xpForLevel } from '../../src/core/coaches/levels.js';
import { ABILITY_TIERS } from '../../src/core/coaches/tuning.js';
import type { CoachAbilitiesResponse, CoachBuyResponse } from '../../src/shared/training-types.js';
import { programOf } from '../../src/store/program.js';
import { programCoach } from '../../src/store/queries/coaches.js';
import { SaveFile } from '../../src/store/saveFile.js';
import { runBin } from '../helpers/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'cli-coach-growth-'));
const save = join(dir, 'growth.db');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

beforeAll(() => {
  const made = runBin([
    '--save',
    save,
    ...['new', '--year', '2024', '--team', 'Indiana', '--seed', '3', '--background', 'nfl-assistant'],
  ]);
  expect(made.status, made.stderr).toBe(0);
}, 240_000);

const abilities = () =>
  JSON.parse(runBin(['--save', save, 'coach', 'abilities', '--json']).stdout) as CoachAbilitiesResponse;

describe('dynasty coach abilities and coach buy', () => {
  it("start the created coach on his background's archetype, each tier's effect in numbers", () => {
    const view = abilities();
    expect(view.level).toMatchObject({
      level: 1,
      archetype: 'motivator',
      starting: 'skill-developer',
      points: 0,
      points_left: 0,
    });
    expect(view.archetypes.map((a) => a.archetype)).toEqual(['motivator', 'recruiter', 'tactician']);
    const skill = view.archetypes[0].abilities.find((a) => a.ability === 'skill-developer')!;
    expect(skill).toMatchObject({ tier: 1, next_cost: 2, can_buy: false });
    expect(skill.effect).toBe(
      `+${ABILITY_TIERS.skill[0].toFixed(1)} overall a year for every returning QB, RB, WR and TE`,
    );
    // Another archetype's tier costs one point more than his own's.
    const closer = view.archetypes[1].abilities.find((a) => a.ability === 'closer')!;
    expect(closer.tiers.map((t) => t.cost)).toEqual([2, 3, 4]);
  });

  it('refuse a tier his points do not pay for, and an unknown ability, changing nothing', () => {
    const before = readFileSync(save);
    const poor = runBin(['--save', save, 'coach', 'buy', 'closer', '--json']);
    expect(poor.status).toBe(2);
    expect(poor.stdout).toBe('');
    expect(poor.stderr).toBe('dynasty: Closer I costs 2 points; you have 0 (level 1, the next at 100 career XP).\n');
    const unknown = runBin(['--save', save, 'coach', 'buy', 'charisma']);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toMatch(/^dynasty: No archetype ability "charisma": recruiting-grind, .*\n$/);
    expect(readFileSync(save).equals(before)).toBe(true);
  });

  it("buy the next tier with a level's points and answer the new page", async () => {
    const file = await SaveFile.open(save);
    const id = programCoach(file.db, programOf(file.db))!.id;
    file.change(() => file.db.run('UPDATE coach_growth SET career_xp = ? WHERE coach_id = ?', [xpForLevel(4), id]));
    await file.save();
    file.close();
    const bought = runBin(['--save', save, 'coach', 'buy', 'trench builder', '--json']);
    expect(bought.status, bought.stderr).toBe(0);
    const answer = JSON.parse(bought.stdout) as CoachBuyResponse;
    expect(answer.status).toBe('success');
    expect(answer.message).toBe(
      `Trench builder I for 1 point: +${ABILITY_TIERS.trench[0].toFixed(1)} overall a year for every returning OL and DL; 2 left.`,
    );
    expect(answer.abilities.level).toMatchObject({ level: 4, points: 3, points_spent: 1, points_left: 2 });
    expect(abilities().archetypes[0].abilities.find((a) => a.ability === 'trench-builder')!.tier).toBe(1);
    const text = runBin(['--save', save, 'coach', 'abilities']).stdout;
    expect(text).toContain('Level 4 Motivator');
    expect(text).toContain('2 of 3 ability points to spend');
  });
});
