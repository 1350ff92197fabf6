// Keeping players from the command line over a real save (seed 5's Texas 2024, the season played, in Season
// Summary): who may leave and why, a talk, promises, NIL he answers (a player of your own and a recruit), the staff
// using the rest. Bad input: exit 2, one line, nothing changed; looking changes nothing.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BudgetChangeResult } from '../../src/shared/staff-types.js';
import type { ProspectSearchResponse } from '../../src/shared/recruitingApi.js';
import type { RetentionChangeResponse, RetentionResponse } from '../../src/shared/retention-types.js';
import { cliSave } from '../helpers/cli.js';
import { texasSeason2024 } from '../helpers/preparedSave.js';

const temp = cliSave('cli-retention-');
const { cli, json, path, refused } = temp;
const saveHash = (): string => createHash('sha256').update(readFileSync(path)).digest('hex');

beforeAll(async () => {
  await texasSeason2024(path, 1);
}, 600_000);

afterAll(() => temp.cleanup());

describe('dynasty retention', () => {
  it('lists the players at risk with their chances and wants, and looking changes nothing', async () => {
    const before = saveHash();
    const view = await json<RetentionResponse>('retention');
    expect(view.team).toBe('Texas');
    expect(view.open).toBe(true);
    const text = await cli('retention');
    expect(text.status).toBe(0);
    expect(text.stdout).toMatch(/Meetings: 8 of 8 left\. Recruiting trust 100%/);
    expect(text.stdout).toMatch(/Wants most/);
    const all = await cli('retention', '--all');
    expect(all.stdout.split('\n').length).toBeGreaterThan(text.stdout.split('\n').length);
    expect(saveHash()).toBe(before);
  });

  it('talks, promises and negotiates NIL with his players; the staff uses the rest', async () => {
    const view = await json<RetentionResponse>('retention');
    const target = view.players.find((p) => !p.starter && p.portal_risk > 0.1)!;
    const talked = await cli('retention', 'talk', String(target.id));
    expect(talked.status, talked.stderr).toBe(0);
    expect(talked.stdout).toMatch(/You sat down with .*7 meetings left/);
    const promise = await json<RetentionChangeResponse>('retention', 'promise', String(target.id), 'starter');
    expect(promise.retention.players.find((p) => p.id === target.id)!.portal_risk).toBeLessThan(target.portal_risk);
    const star = view.players.find((p) => p.starter && p.id !== target.id)!;
    const nil = await json<RetentionChangeResponse>('retention', 'promise', String(star.id), 'nil', '1k');
    expect(nil.negotiation).toMatchObject({ answer: 'refused', rounds_left: 2 });
    const deal = await cli('retention', 'promise', String(star.id), 'nil', `${star.nil_ask}k`);
    expect(deal.stdout).toMatch(/accepts \$.* in NIL money/);
    const auto = await cli('retention', 'auto');
    expect(auto.stdout).toMatch(/Your staff sat down with/);
    expect((await json<RetentionResponse>('retention')).meetings.left).toBeLessThan(5);
  });

  it('a recruit answers an NIL offer: refused, a counter, accepted', async () => {
    const search = await json<ProspectSearchResponse>('recruits', '--stars', '4', '--committed', 'no');
    const recruit = search.prospects[0];
    const page = await cli('recruit', 'show', String(recruit.id));
    const asking = Number(/NIL: he asks \$(\d+)K/.exec(page.stdout)?.[1]);
    expect(asking).toBeGreaterThan(0);
    const refusedOffer = await json<BudgetChangeResult>('nil', 'offer', String(recruit.id), '1k');
    expect(refusedOffer.negotiation?.answer).toBe('refused');
    const near = await json<BudgetChangeResult>('nil', 'offer', String(recruit.id), `${Math.ceil(0.87 * asking)}k`);
    expect(near.negotiation?.answer).toBe('counter');
    const deal = await cli('nil', 'offer', String(recruit.id), `${near.negotiation!.amount}k`);
    expect(deal.stdout).toMatch(/accepts/);
  });

  it('refuses bad input with one line, exit 2, nothing changed', async () => {
    const view = await json<RetentionResponse>('retention');
    const one = view.players.find((p) => !p.talked && p.promised.length === 0)!;
    await refused(['retention', 'promise', String(one.id), 'forever'], /No promise "forever"/);
    await refused(['retention', 'promise', String(one.id), 'position', 'XX'], /No position "XX"/);
    await refused(['retention', 'talk', 'Nobody Atall'], /No player called "Nobody Atall" on Texas/);
    await refused(['retention', 'promise', String(one.id), 'nil'], /Name the NIL amount/);
  });
});
