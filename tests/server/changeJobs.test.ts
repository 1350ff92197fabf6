// The jobs a change worker runs, run here directly against a real save file.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  runJobAnswering,
  type ChangeJob,
  type JobDone,
  type UseJob,
  type UseOutcome,
} from '../../src/server/changeJobs.js';
import { PageContext } from '../../src/store/views/context.js';
import { dashboardView } from '../../src/store/views/dashboard.js';
import type { nonconView } from '../../src/store/views/noncon.js';
import { GameError } from '../../src/store/errors.js';
import { readState } from '../../src/store/queries/meta.js';
import { SaveFile } from '../../src/store/saveFile.js';

const dir = mkdtempSync(join(tmpdir(), 'change-jobs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const runChangeJob = (path: string, job: Exclude<ChangeJob, { kind: 'hold' }>, label: string) =>
  runJobAnswering(path, job, label);

/** A job of one use case. */
const advance = (from: 'summary' | 'preseason', answer?: 'dashboard'): UseJob => ({
  kind: 'use',
  calls: [{ name: 'advance', input: { from } }],
  answer,
});
const simulate = (week: number): UseJob => ({ kind: 'use', calls: [{ name: 'simulate', input: { week } }] });

/** The page a job's first use case built. */
const pageOf = (done: JobDone) => (done.outcomes?.[0] as Extract<UseOutcome, { ok: true }> | undefined)?.page;

async function stageOf(path: string): Promise<string> {
  const save = await SaveFile.open(path);
  try {
    return readState(save.db).stage;
  } finally {
    save.close();
  }
}

describe('change jobs', () => {
  it('starts a dynasty and advances only out of the stage it was asked to', async () => {
    const path = join(dir, 'jobs.db');
    await runChangeJob(
      path,
      { kind: 'new_dynasty', options: { year: 2024, team: 'Texas', seed: 3, force: true } },
      'the save',
    );
    expect(await stageOf(path)).toBe('preseason');

    // Decided when the game was in the summary: the game has moved on since, so nothing happens.
    await runChangeJob(path, advance('summary'), 'the save');
    expect(await stageOf(path)).toBe('preseason');

    await runChangeJob(path, advance('preseason'), 'the save');
    expect(await stageOf(path)).toBe('season');
  });

  it('builds the stage page asked for from the save it wrote (the server sends it as it is)', async () => {
    const path = join(dir, 'answer.db');
    const created = await runJobAnswering(
      path,
      { kind: 'new_dynasty', options: { year: 2024, team: 'Oregon', seed: 4, force: true }, answer: 'noncon' },
      'the save',
    );
    const advanced = await runJobAnswering(path, advance('preseason', 'dashboard'), 'the save');
    const save = await SaveFile.open(path);
    try {
      expect(pageOf(advanced)).toEqual(dashboardView(new PageContext(save.db)));
      expect((pageOf(advanced) as { info: { stage: unknown; phase: string } }).info.phase).toBe('season');
      expect((created.body as ReturnType<typeof nonconView>).team.name).toBe('Oregon');
    } finally {
      save.close();
    }
    // Without a page asked for, none is built.
    expect(pageOf(await runJobAnswering(path, simulate(2), 'the save'))).toBeUndefined();
  });

  it('refuses a save without a dynasty as a game error, not a bug', async () => {
    const path = join(dir, 'empty.db');
    const empty = await SaveFile.create(path);
    await empty.save();
    empty.close();
    const error = await runChangeJob(path, simulate(3), 'the save').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GameError);
    expect((error as GameError).kind).toBe('no_game');
  });
});
