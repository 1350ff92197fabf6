// dynasty game coach --stdin speaks the playbook (the real bin/dynasty): a play with its formation and personnel, a
// coverage with its front, old calls without them; a name outside the staff's book is one line on stderr, changes
// nothing and makes the exit status 2.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, runCli } from '../helpers/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'dynasty-coach-book-cli-'));
const save = join(dir, 'coach.db');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface State {
  calls_made: number;
  pending: { kind: string; formations: string[]; personnel: string[]; fronts: string[] } | null;
  error?: string;
}

function coach(input: string) {
  const r = spawnSync(BIN, ['game', 'coach', '--save', save, '--stdin', '--situations', 'every'], {
    input,
    encoding: 'utf8',
    timeout: 120_000,
  });
  const lines = r.stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as State);
  return { status: r.status, stderr: r.stderr, states: lines };
}

beforeAll(async () => {
  expect((await runCli(['new', '--save', save, '--team', 'Texas', '--year', '2022', '--seed', '3'])).status).toBe(0);
  expect((await runCli(['advance', '--save', save])).status).toBe(0);
}, 120_000);

describe('dynasty game coach --stdin: calls from the playbook', () => {
  it('takes formations and fronts, refuses names outside the book with exit 2', () => {
    let state = coach('').states[0];
    const done = new Set<string>();
    for (let i = 0; i < 30 && done.size < 2; i++) {
      const pending = state.pending!;
      let line = '{"call":"coordinator"}';
      if (pending.kind === 'offense' && !done.has('offense')) {
        const bad = coach('{"call":"inside_run","formation":"wishbone"}\n');
        expect(bad.status).toBe(2);
        expect(bad.stderr.trim().split('\n')).toHaveLength(1);
        // A name no playbook has is refused by the API contract, as the server refuses it.
        expect(bad.stderr).toMatch(/^Bad request: body\.formation: "wishbone" is not one of shotgun, /);
        expect(bad.states.at(-1)!.error).toMatch(/body\.formation/);
        expect(bad.states[0].calls_made).toBe(state.calls_made);
        line = JSON.stringify({
          call: 'quick_pass',
          formation: pending.formations[1],
          personnel: pending.personnel[0],
        });
        done.add('offense');
      } else if (pending.kind === 'defense' && !done.has('defense')) {
        const bad = coach('{"call":"cover3","front":"bear"}\n');
        expect(bad.status).toBe(2);
        expect(bad.stderr).toMatch(/^Bad request: body\.front: "bear" is not one of 4-3, /);
        line = JSON.stringify({ call: 'cover3', front: pending.fronts[1] });
        done.add('defense');
      }
      const r = coach(`${line}\n`);
      expect(r.status, r.stderr).toBe(0);
      const next = r.states.at(-1)!;
      expect(next.calls_made).toBeGreaterThan(state.calls_made);
      state = next;
    }
    expect([...done].sort()).toEqual(['defense', 'offense']);
  }, 600_000);
});
