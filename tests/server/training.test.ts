// The development choices on the real server: the training plan (a focus per position group, players singled out)
// and the coach's abilities; bad input answers a JSON 4xx and changes no file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RosterResponse } from '../../src/shared/api-types.js';
import type {
  CoachAbilitiesResponse,
  TrainingChangeResponse,
  TrainingResponse,
} from '../../src/shared/training-types.js';
import { type Client, expectRefused, seg, newGame, startHostedDynasty, type HostedServer } from './helpers.js';

let usersDir: string;
let server: HostedServer;
let client: Client;

beforeAll(async () => {
  server = await startHostedDynasty('dynasty-training-api-', newGame('Iowa', 2018));
  ({ client, usersDir } = server);
});

afterAll(async () => {
  await server?.close();
});

async function refused(status: number, message: RegExp, path: string, body: unknown): Promise<void> {
  await expectRefused(usersDir, () => client.post(path, body), status, message);
}

describe('the training plan', () => {
  it('starts with every group as usual and moves growth when a group gets the emphasis', async () => {
    const plan = await client.ok<TrainingResponse>('/api/training/');
    expect(plan).toMatchObject({ team: 'Iowa', applies_after_season: 2018, players: [], max_players: 3 });
    expect(plan.groups.map((g) => g.group)).toEqual(['QB', 'RB', 'WR/TE', 'OL', 'DL', 'LB', 'DB', 'K/P']);
    expect(plan.groups.every((g) => g.focus === 'normal' && g.shift === 0)).toBe(true);
    const set = await client.post<TrainingChangeResponse>('/api/training/group/', { group: 'DL', focus: 'emphasis' });
    expect(set.status, set.text).toBe(200);
    const dl = set.body.training.groups.find((g) => g.group === 'DL')!;
    expect(dl).toMatchObject({ focus: 'emphasis' });
    expect(dl.shift).toBeGreaterThan(0.4);
    expect(set.body.training.groups.find((g) => g.group === 'QB')!.shift).toBeLessThan(0);
  });

  it('singles out a player and lists him', async () => {
    const roster = (await client.ok<RosterResponse>(`/api/${seg('Iowa')}/roster/`)).roster;
    const young = roster.find((p) => p.year === 'fr')!;
    const set = await client.post<TrainingChangeResponse>('/api/training/player/', {
      player: young.id,
      focus: 'emphasis',
    });
    expect(set.status, set.text).toBe(200);
    expect(set.body.training.players).toEqual([expect.objectContaining({ id: young.id })]);
    expect(set.body.training.players[0].shift).toBeGreaterThan(1);
  });

  it('refuses bad input with a 4xx and changes nothing', async () => {
    await refused(400, /No position group "XX"/, '/api/training/group/', { group: 'XX', focus: 'emphasis' });
    await refused(400, /No training focus "double"/, '/api/training/group/', { group: 'QB', focus: 'double' });
    await refused(400, /body\.focus: missing/, '/api/training/group/', { group: 'QB' });
    await refused(400, /body: expected an object/, '/api/training/player/', [1]);
    await refused(404, /No player called "Nobody Here"/, '/api/training/player/', {
      player: 'Nobody Here',
      focus: 'emphasis',
    });
  });
});

describe('the coach abilities', () => {
  it('show the ratings, the XP and what a point costs', async () => {
    const view = await client.ok<CoachAbilitiesResponse>('/api/coach/abilities/');
    expect(view.xp).toBe(0);
    expect(view.abilities.map((a) => a.ability)).toEqual([
      'offense',
      'defense',
      'recruiting',
      'development',
      'game-day',
    ]);
    expect(view.abilities.every((a) => a.affordable === 0 && a.next_cost !== null)).toBe(true);
  });

  it('refuse spending without XP, an unknown ability or bad points, and change nothing', async () => {
    await refused(409, /costs \d+ XP; you have 0/, '/api/coach/spend/', { ability: 'recruiting' });
    await refused(400, /No coach ability "charisma"/, '/api/coach/spend/', { ability: 'charisma', points: 1 });
    await refused(400, /Points must be a whole number/, '/api/coach/spend/', { ability: 'defense', points: 'lots' });
  });
});

describe("the coach's level and archetype abilities", () => {
  it('show his level, his archetype first and what every tier gives', async () => {
    const view = await client.ok<CoachAbilitiesResponse>('/api/coach/abilities/');
    expect(view.level).toMatchObject({ level: 1, career_xp: 0, points: 0, points_left: 0 });
    expect(view.archetypes[0]).toMatchObject({ archetype: view.level!.archetype, own: true });
    expect(view.archetypes.flatMap((a) => a.abilities)).toHaveLength(9);
    const starting = view.archetypes[0].abilities.find((a) => a.ability === view.level!.starting)!;
    expect(starting.tier).toBe(1);
    expect(starting.effect).toMatch(/^\+\d/);
  });

  it('refuse a tier without points, an unknown ability or a field the body does not take, and change nothing', async () => {
    await refused(409, /costs \d points?; you have 0 \(level 1/, '/api/coach/abilities/buy/', { ability: 'red-zone' });
    await refused(400, /No archetype ability "charisma"/, '/api/coach/abilities/buy/', { ability: 'charisma' });
    await refused(400, /tier/, '/api/coach/abilities/buy/', { ability: 'red-zone', tier: 3 });
    await refused(400, /body\.ability: missing/, '/api/coach/abilities/buy/', {});
  });
});
