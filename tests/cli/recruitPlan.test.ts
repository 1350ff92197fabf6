// The recruiting plan from the command line: `recruit plan add` changes no order already in the plan (a standing
// pitch keeps its strength), `recruit plan set` re-aims one prospect's pitch or keeps him warm, and an order for a
// prospect who committed ends by itself, said by `dynasty sim` and listed by `recruit plan`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProspectSearchResponse, RecruitingPlanResponse } from '../../src/shared/recruitingApi.js';
import { cliSave, season2019AtWeek4 } from '../helpers/cli.js';

const save = cliSave('dynasty-cli-plan-');
let ids: string[] = [];

beforeAll(async () => {
  await season2019AtWeek4(save.path);
  const found = await save.json<ProspectSearchResponse>('recruits', '--stars', '3', '--committed', 'no');
  ids = found.prospects.slice(0, 4).map((p) => String(p.id));
  for (const id of ids) expect((await save.cli('recruit', 'add', id)).status).toBe(0);
}, 180_000);
afterAll(() => save.cleanup());

const plan = () => save.json<RecruitingPlanResponse>('recruit', 'plan');
const pitchOf = async (id: string) => (await plan()).plan.find((e) => String(e.prospect_id) === id)?.pitch;

describe('dynasty recruit plan', () => {
  it('adds orders for the whole board without re-aiming a standing pitch', async () => {
    expect(
      (await save.cli('recruit', 'plan', 'add', ids[0], ids[1], '--orders', 'pitch', '--pitch', 'proximity')).status,
    ).toBe(0);
    const added = await save.cli('recruit', 'plan', 'add', '--board', '--orders', 'contact,pitch');
    expect(added.status, added.stderr).toBe(0);
    expect(added.stdout).toMatch(
      /Every week until you change it: contact, pitch for \d+ prospects \(2 already in the plan kept as they were\)/,
    );
    expect(await pitchOf(ids[0])).toBe('proximity');
    expect(await pitchOf(ids[1])).toBe('proximity');
    expect(await pitchOf(ids[2])).toBe('prestige');
  });

  it('re-aims one pitch and keeps one prospect warm with `recruit plan set`', async () => {
    const set = await save.cli('recruit', 'plan', 'set', ids[2], '--pitch', 'contending');
    expect(set.stdout).toMatch(/^Plan changed: the standing pitch is contending for titles for /);
    expect(await pitchOf(ids[2])).toBe('contending');
    expect(await pitchOf(ids[3])).toBe('prestige');
    expect((await save.cli('recruit', 'plan', 'set', ids[0], '--warm')).stdout).toMatch(/kept warm/);
    const view = await plan();
    expect(view.plan.find((e) => String(e.prospect_id) === ids[0])?.warm).toBe(true);
    expect(view.plan.find((e) => String(e.prospect_id) === ids[1])?.warm).toBe(false);
    expect((await save.cli('recruit', 'plan')).stdout).toMatch(/pitch \(Close to home\); kept warm/);
    await save.refused(['recruit', 'plan', 'set', ids[0]], /Say what to change/);
    await save.refused(['recruit', 'plan', 'set', ids[0], '--pitch', 'money'], /Pitch one of the program's strengths/);
  });

  it('ends the orders of a committed prospect not kept warm, and says so', async () => {
    const committed = (await save.json<ProspectSearchResponse>('recruits', '--committed', 'yes')).prospects.find(
      (p) => p.committed_to !== 'Clemson',
    )!;
    const name = `${committed.first} ${committed.last}`;
    expect((await save.cli('recruit', 'add', String(committed.id))).status).toBe(0);
    const added = await save.cli('recruit', 'plan', 'add', String(committed.id), '--orders', 'contact');
    expect(added.stdout).toMatch(/1 already committed: kept warm/);
    expect((await save.cli('recruit', 'plan', 'set', String(committed.id), '--no-warm')).stdout).toMatch(
      /no longer kept warm/,
    );
    const sim = await save.cli('sim', '--to', '5');
    expect(sim.status, sim.stderr).toBe(0);
    // One line says every plan that ended: his alone, or his among others' (grouped by where they committed).
    const told = sim.stdout.split('\n').find((line) => line.startsWith('Plan: ')) ?? '';
    const to = committed.committed_to;
    expect(
      told === `Plan: ${name}'s orders ended after week 5 (committed to ${to}).`
        || (told.startsWith('Plan: orders for ') && new RegExp(`committed to ${to}: [^;)]*${name}`).test(told)),
      told,
    ).toBe(true);
    const view = await plan();
    expect(view.plan.some((e) => e.prospect_id === committed.id)).toBe(false);
    expect(view.ended).toContainEqual({
      prospect_id: committed.id,
      prospect_name: name,
      kinds: ['contact'],
      week: 5,
      reason: `committed to ${committed.committed_to}`,
    });
    expect((await save.cli('recruit', 'plan')).stdout).toContain(
      `Ended after week 5: contact for ${name} (committed to ${committed.committed_to}).`,
    );
  });
});
