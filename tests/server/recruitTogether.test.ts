// Recruiting actions and depth chart changes of several coaches queued on one save while it is busy run together
// (SaveRegistry.change, use cases that run together): one worker job, one transaction, each its own savepoint. Each is answered for its
// own program; one refused is refused alone and changes nothing; the others are all in the save once answered.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChangeWorkers } from '../../src/server/changeWorker.js';
import type { ChangeJob, UseJob } from '../../src/server/changeJobs.js';
import { SaveRegistry } from '../../src/server/saveRegistry.js';
import { advanceStage } from '../../src/store/actions/advance.js';
import { newDynasty } from '../../src/store/actions/newDynasty.js';
import type { Db } from '../../src/store/database.js';
import { isGameError } from '../../src/store/errors.js';
import { teamRoster } from '../../src/store/queries/players.js';
import { loadCycle } from '../../src/store/queries/recruiting.js';
import { teamOrders } from '../../src/store/queries/recruitingWeek.js';
import { betterSqliteEngine } from '../../src/store/sqlite/betterSqlite.js';
import type { InputOf, ResultOf, UseCaseName } from '../../src/store/useCases.js';

const TEAMS = ['Iowa State', 'Iowa', 'Kansas'];
const dir = mkdtempSync(join(tmpdir(), 'dynasty-recruit-together-'));
const path = join(dir, 'league.db');

/** The worker pool, noting every job it is sent. */
class NotedWorkers extends ChangeWorkers {
  readonly jobs: ChangeJob[] = [];
  override run(...args: Parameters<ChangeWorkers['run']>) {
    this.jobs.push(args[1]);
    return super.run(...args);
  }
}

function inSave<T>(read: (db: Db) => T): T {
  const db = betterSqliteEngine.file!(path, { mustExist: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

let prospects: number[];

beforeAll(async () => {
  const save = await newDynasty(path, {
    year: 2022,
    team: TEAMS[0],
    moreTeams: TEAMS.slice(1),
    seed: 21,
    playoffTeams: 4,
  });
  save.change(() => advanceStage(save.db));
  save.close();
  prospects = inSave((db) =>
    loadCycle(db)!
      .state.prospects.filter((p) => p.stars === 2)
      .map((p) => p.id),
  ).slice(0, 3);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('small changes queued on one save', () => {
  it('run together, each answered for its own program, a refused one alone', async () => {
    const workers = new NotedWorkers();
    const saves = new SaveRegistry(4, (p) => p, workers);
    try {
      // The save is busy (another change holds its queue) while the coaches send their actions.
      let letGo!: () => void;
      const gate = new Promise<void>((resolve) => {
        letGo = resolve;
      });
      const busy = saves.alone(path, () => gate);
      const send = <N extends UseCaseName>(name: N, team: string, input: InputOf<N>) =>
        saves.change(
          path,
          name,
          () => ({ input, team }),
          (_save, done) => done?.result as ResultOf<N>,
        );
      const backup = inSave((db) => teamRoster(db, 'Kansas').find((p) => p.pos === 'QB' && p.depth === 2)!.id);
      const depth = (team: string, player: string) => send('moveDepth', team, { pos: 'QB', player, slot: 1 });
      const sent = [
        ...TEAMS.map((team, i) => send('scoutProspect', team, { prospect: prospects[i] })),
        send('scoutProspect', 'Iowa', { prospect: 999_999 }),
        ...TEAMS.map((team, i) => send('addToBoard', team, { prospect: prospects[i] })),
      ];
      // Depth chart changes join them: Kansas's backup quarterback to first string; Iowa may not move Kansas's.
      const moved = depth('Kansas', String(backup));
      const foreign = depth('Iowa', String(backup));
      letGo();
      await busy;
      const answers = await Promise.allSettled(sent);
      const [move, refusedMove] = await Promise.allSettled([moved, foreign]);

      // One worker job, in the order they were sent.
      expect(workers.jobs).toHaveLength(1);
      expect(workers.jobs[0]).toMatchObject({ kind: 'use' });
      expect((workers.jobs[0] as UseJob).calls).toHaveLength(9);
      expect(move).toMatchObject({ status: 'fulfilled', value: { slot: 1 } });
      expect(refusedMove.status).toBe('rejected');
      // Each scout answered for its own program; the unknown prospect refused as not found.
      TEAMS.forEach((_, i) => {
        const answer = answers[i];
        expect(answer.status).toBe('fulfilled');
        if (answer.status === 'fulfilled') expect(answer.value).toMatchObject({ order: { prospect_id: prospects[i] } });
      });
      const refused = answers[3];
      expect(refused.status).toBe('rejected');
      if (refused.status === 'rejected') {
        expect(isGameError(refused.reason)).toBe(true);
        expect(refused.reason).toMatchObject({ kind: 'not_found' });
      }
      expect(answers.slice(4).every((a) => a.status === 'fulfilled')).toBe(true);

      // In the save: each program's one order and board, nothing of the refused one.
      inSave((db) => {
        TEAMS.forEach((team, i) => {
          expect(teamOrders(db, team).map((o) => o.action)).toEqual([{ kind: 'scout', prospect: prospects[i] }]);
          expect(loadCycle(db)!.state.boards[team].targets).toEqual([prospects[i]]);
        });
        expect(teamRoster(db, 'Kansas').find((p) => p.id === backup)).toMatchObject({ depth: 1, starter: true });
      });
    } finally {
      await saves.close();
    }
  });
});
