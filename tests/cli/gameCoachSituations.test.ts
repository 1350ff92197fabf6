// dynasty game coach --situations: the situations that come to the coach, checked before the save is touched (a bad
// name is one line on stderr naming the valid ones, exit 2); a --stdin line changes them mid-game; with the default
// set a game is 40-60 decisions.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, runCli } from '../helpers/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'dynasty-coach-situations-'));
const save = join(dir, 'coach.db');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function coach(args: string[], input: string) {
  const r = spawnSync(BIN, ['game', 'coach', '--save', save, ...args], { input, encoding: 'utf8', timeout: 300_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

beforeAll(async () => {
  expect((await runCli(['new', '--save', save, '--team', 'Michigan', '--year', '2024', '--seed', '102'])).status).toBe(
    0,
  );
  expect((await runCli(['advance', '--save', save])).status).toBe(0);
}, 180_000);

describe('dynasty game coach --situations', () => {
  it('refuses an unknown situation or side in one line naming the valid ones, and changes nothing', () => {
    const before = readFileSync(save);
    for (const [args, message] of [
      [
        ['--situations', 'third,blitz'],
        /^dynasty: Unknown situation 'blitz': use third, fourth, redzone, late, two_minute, kicks, every\.\n$/,
      ],
      [['--situations', 'third', '--sides', 'top'], /^dynasty: Unknown side 'top': use offense, defense, both\.\n$/],
      [['--situations', ','], /^dynasty: Choose at least one situation/],
      [['--sides', 'offense'], /^dynasty: --sides goes with --situations/],
    ] as const) {
      const r = coach([...args], '');
      expect(r.status).toBe(2);
      expect(r.stderr).toMatch(message);
      expect(r.stdout).toBe('');
    }
    expect(readFileSync(save).equals(before)).toBe(true);
  });

  it('with the default situations a game is 40-60 decisions (two games of a dynasty seeded 102)', () => {
    const counts: number[] = [];
    for (let game = 0; game < 2; game++) {
      const r = coach(['--stdin'], '"coordinator"\n'.repeat(200));
      const states = r.stdout
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line));
      expect(states.at(-1).status).toBe('final');
      expect(states[0].situations).toEqual({ situations: ['third', 'fourth', 'two_minute', 'kicks'], sides: 'both' });
      // Each state but the first follows one decision; the last call ends the game.
      counts.push(states.length - 1);
    }
    const mean = (counts[0] + counts[1]) / 2;
    expect(mean).toBeGreaterThanOrEqual(40);
    expect(mean).toBeLessThanOrEqual(60);
  }, 300_000);

  it('--stdin: a JSON line changes the situations from the next decision, a bad one is refused', () => {
    const r = coach(
      ['--stdin', '--situations', 'fourth', '--sides', 'defense'],
      '{"situations":["redzone","nope"]}\n{"sides":"offense"}\n"coordinator"\n',
    );
    const answers = r.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(answers[0].situations).toEqual({ situations: ['fourth'], sides: 'defense' });
    // The defense's fourth down: a snap to defend, or the opponent's punt or field goal to return or block.
    expect(['defense', 'punt_return', 'field_goal_defense']).toContain(answers[0].pending.kind);
    expect(answers[0].down).toBe(4);
    expect(answers[1].error).toMatch(/situations\[1\]: "nope" is not one of /);
    expect(answers[2].situations).toEqual({ situations: ['fourth'], sides: 'offense' });
    expect(answers[3].pending.kind).toBe('offense');
    expect(answers[3].down).toBe(4);
    expect(r.status).toBe(2);
    // Resuming keeps the set.
    const again = coach(['--stdin'], '');
    expect(JSON.parse(again.stdout.trim()).situations).toEqual({ situations: ['fourth'], sides: 'offense' });
  }, 300_000);
});
