// Pipelines and dealbreakers from the command line on a real save file: a program's pipelines (its own and another's)
// in words and JSON, an unknown team refused (exit 2, the save unchanged), and a prospect's page with his dealbreakers
// once scouted and each suitor's pipeline in his state.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PipelinesResponse } from '../../src/shared/pipelineApi.js';
import type { ProspectPageResponse, ProspectSearchResponse } from '../../src/shared/recruitingApi.js';
import { cliSave } from '../helpers/cli.js';

const temp = cliSave('cli-pipelines-');
const { cli, json, refused } = temp;

beforeAll(async () => {
  expect((await cli('new', '--year', '2023', '--team', 'Georgia Tech', '--seed', '5', '--playoff', '4')).status).toBe(
    0,
  );
});

afterAll(() => temp.cleanup());

describe('pipelines and dealbreakers from the command line', () => {
  it("shows a program's pipelines, strongest first, its own without a team", async () => {
    const own = await json<PipelinesResponse>('recruit', 'pipelines');
    expect(own.team.name).toBe('Georgia Tech');
    expect(own.home_state).toBe('GA');
    expect(own.states[0]).toMatchObject({ state: 'GA' });
    expect(own.tiers.map((t) => t.tier)).toEqual(['none', 'bronze', 'silver', 'gold']);
    const texas = await cli('recruit', 'pipelines', 'Texas');
    expect(texas.status).toBe(0);
    expect(texas.stdout).toMatch(/^Texas pipelines \(campus: TX\)\. Tiers: bronze from 4 \(\+10% interest\)/);
    expect(texas.stdout).toMatch(/\n\s*TX\s+\d+(\.\d)?\s+gold\s+\d+/);
    await refused(['recruit', 'pipelines', 'Nowhere State'], /Unknown team "Nowhere State"/);
  });

  it("shows a prospect's dealbreakers once scouted, and every suitor's pipeline in his state", async () => {
    const search = await json<ProspectSearchResponse>('recruits', '--stars', '4', '--per-page', '40');
    const before = search.prospects[0];
    expect(before.dealbreakers).toBeNull();
    expect(before.pipeline).toMatch(/^(none|bronze|silver|gold)$/);
    expect((await cli('recruit', 'scout', String(before.id))).status).toBe(0);
    // The preseason's order is carried out in the first summer period, as the season starts.
    expect((await cli('advance')).status).toBe(0);
    const page = await json<ProspectPageResponse>('recruit', 'show', String(before.id));
    expect(page.prospect.scouting).toBe(1);
    expect(Array.isArray(page.prospect.dealbreakers)).toBe(true);
    expect(page.prospect.dealbreakers!.length).toBeLessThanOrEqual(2);
    expect(page.suitors.every((s) => ['none', 'bronze', 'silver', 'gold'].includes(s.pipeline ?? ''))).toBe(true);
    const text = await cli('recruit', 'show', String(before.id));
    expect(text.stdout).toMatch(/\nDealbreakers: (none|.+: .+)\n/);
    expect(text.stdout).toMatch(/\nYour pipeline in [A-Z]{2}: (none|bronze|silver|gold)\n/);
    expect(text.stdout).toMatch(/Program +Interest +Share +Offer +Visit +Pipeline/);
  });
});
