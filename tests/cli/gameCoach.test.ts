// dynasty game coach, as a player and a program run it (the real bin/dynasty): the interactive prompt takes one call
// per line and keeps the game when left; --stdin reads JSON calls and writes one JSON state per call; bad calls are
// one line on stderr, change nothing and make the exit status 2; under --stdin a refused call is also answered on
// stdout, so a program that waits for each answer goes on.
import { spawn, spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, runCli } from '../helpers/cli.js';
import { gameDayText, gameSettingLine } from '../../src/shared/gameDayText.js';

const dir = mkdtempSync(join(tmpdir(), 'dynasty-coach-cli-'));
const save = join(dir, 'coach.db');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function coach(args: string[], input: string) {
  const r = spawnSync(BIN, ['game', 'coach', '--save', save, ...args], { input, encoding: 'utf8', timeout: 120_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

beforeAll(async () => {
  expect((await runCli(['new', '--save', save, '--team', 'Texas', '--year', '2022', '--seed', '3'])).status).toBe(0);
  expect((await runCli(['advance', '--save', save])).status).toBe(0);
}, 120_000);

describe('dynasty game coach', () => {
  it('takes calls at a prompt, refuses a bad one, and keeps the game when left', () => {
    // Every decision comes to the coach: the counts below are one call each.
    const r = coach(['--situations', 'every,kicks'], 'coordinator\nhook_and_ladder\n1\nq\n');
    expect(r.stderr).toMatch(/^Unknown call 'hook_and_ladder'/);
    expect(r.status).toBe(2);
    expect(r.stdout).toMatch(/Your call \((offense|defense|kickoff)\): .*coordinator: the rest; q to leave/);
    expect(r.stdout).toMatch(/Q1 \d+:\d\d {2}\w+ 0 at \w+ 0 {2}\(you: TEX, win probability [\d.]+%\)/);
    expect(r.stdout).toContain('The game is kept: `dynasty game coach` resumes it.');
    // "1": the first call listed; three states shown (the start and two calls).
    expect(r.stdout.match(/Your call \(/g)).toHaveLength(3);
  });

  it('--stdin: one JSON state per call, the coordinator to the end, then the final with its grades', () => {
    const first = coach(['--stdin'], '');
    expect(first.status).toBe(0);
    const start = JSON.parse(first.stdout.trim());
    expect(start.calls_made).toBe(2);
    // The day the game is played on, as the prompt's first line shows it.
    expect(start.day.text).toBe(gameDayText(start.day.stadium, start.day.weather));
    const prompt = coach([], 'q\n');
    expect(prompt.stdout.split('\n')[0]).toBe(gameSettingLine(start.rivalry, start.day));
    const r = coach(['--stdin'], '{"call":"coordinator"}\n"nonsense"\n{"call":"coordinator_rest"}\n');
    const answers = r.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(answers).toHaveLength(4);
    expect(answers[2].error).toMatch(/Unknown call 'nonsense'/);
    const states = answers.filter((answer) => !('error' in answer));
    expect(states[1].calls_made).toBe(3);
    expect(r.stderr.trim()).toMatch(/^Unknown call 'nonsense'/);
    expect(r.status).toBe(2);
    const final = states[2];
    expect(final.status).toBe('final');
    expect(final.pending).toBeNull();
    expect(final.grades.summary).toMatch(/graded|No fourth-down/);
    expect(final.new_plays.at(-1).home_wp).toBe(final.home_score > final.away_score ? 100 : 0);
  });

  it('--stdin: a program that waits for each answer gets one for a refused call and goes on', async () => {
    const child = spawn(BIN, ['game', 'coach', '--save', save, '--stdin'], { stdio: ['pipe', 'pipe', 'pipe'] });
    const answers = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
    const next = async () => JSON.parse((await answers.next()).value as string);
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    expect((await next()).status).toBe('playing');
    // One line at a time, each sent only once the one before it is answered.
    for (const [line, answer] of [
      ['"hook_and_ladder"', /Unknown call 'hook_and_ladder'/],
      ['{not json', /^Not JSON/],
      ['', /empty line/],
      ['{"play":"punt"}', /^Bad request: body\.call: missing/],
      ['{"call":"deep_shot","tempo":"sprint"}', /body\.tempo: "sprint" is not one of /],
      ['{"call":5}', /body\.call: expected a string/],
    ] as const) {
      child.stdin.write(`${line}\n`);
      expect((await next()).error).toMatch(answer);
    }
    child.stdin.write('"coordinator"\n');
    expect((await next()).calls_made).toBeGreaterThan(0);
    child.stdin.end();
    expect(await exited).toBe(2);
  }, 120_000);

  it('names the calls in words, as the web does, and takes a call by its words', () => {
    const r = coach(['--situations', 'every', '--sides', 'defense'], 'fire zone\nq\n');
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const defense = r.stdout.split('\n').filter((line) => line.startsWith('Your call (defense)'));
    expect(defense).toHaveLength(2);
    expect(defense[0]).toContain('fire zone');
    expect(defense[0]).toContain('man blitz');
    expect(defense[0]).toContain('press man');
    expect(r.stdout).not.toMatch(/zone_pressure|man_pressure|man_press|coordinator_rest/);
  });
});
