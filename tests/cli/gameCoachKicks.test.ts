// dynasty game coach --stdin on defense (the real bin/dynasty, as a program runs it): the other team's punt comes as a
// `punt_return` decision (return, fair_catch, block), its field goal as `field_goal_defense` (safe, block), and its
// fourth down as a `defense` decision only when it goes for it; the interactive prompt says what the calls do.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoachedGameResponse } from '../../src/shared/coached-types.js';
import { BIN, runCli } from '../helpers/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'dynasty-coach-kicks-cli-'));
const save = join(dir, 'coach.db');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type State = Omit<CoachedGameResponse, 'plays'> & { new_plays: CoachedGameResponse['plays']; error?: string };

beforeAll(async () => {
  expect((await runCli(['new', '--save', save, '--team', 'Iowa State', '--year', '2024', '--seed', '6'])).status).toBe(
    0,
  );
  expect((await runCli(['advance', '--save', save])).status).toBe(0);
}, 120_000);

describe('dynasty game coach: the defense against a kick', () => {
  it('--stdin: blocks a punt and a field goal it is asked about, and is asked a fourth-down defense only for a play', async () => {
    const child = spawn(
      BIN,
      ['game', 'coach', '--save', save, '--stdin', '--situations', 'fourth', '--sides', 'defense'],
      {
        stdio: ['pipe', 'pipe', 'pipe'],
      },
    );
    const answers = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
    const next = async (): Promise<State> => JSON.parse((await answers.next()).value as string) as State;
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    let state = await next();
    const seen = new Set<string>();
    for (let i = 0; i < 60 && state.status === 'playing' && seen.size < 2; i++) {
      const kind = state.pending!.kind;
      const sent = kind === 'defense' ? 'base' : 'block';
      if (kind !== 'defense') seen.add(kind);
      child.stdin.write(`${JSON.stringify({ call: sent })}\n`);
      const answer = await next();
      expect(answer.error, JSON.stringify(answer.error)).toBeUndefined();
      // The snap the call was for: a punt or a field goal when the call was against one, a play when a defense.
      const snap = answer.new_plays.find((p) => !p.text.startsWith('Timeout'))!;
      if (kind === 'punt_return') expect(snap.text).toMatch(/ punt |roughing the kicker/);
      if (kind === 'field_goal_defense') expect(snap.text).toMatch(/ yard field goal /);
      if (kind === 'defense') expect(snap.text).not.toMatch(/ punt | yard field goal | kneels /);
      state = answer;
    }
    child.stdin.end();
    expect(await exited).toBe(0);
    expect(seen.has('punt_return')).toBe(true);
  }, 300_000);

  it('at the prompt, names the decision and what its calls do', () => {
    const r = spawnSync(BIN, ['game', 'coach', '--save', save], { input: 'q\n', encoding: 'utf8', timeout: 120_000 });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(
      /They line up (to punt: your return\. return: the staff's return; fair catch|for a field goal: your rush\. safe)|Your call \(defense\)/,
    );
  });
});
