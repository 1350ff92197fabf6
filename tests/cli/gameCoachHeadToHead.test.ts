// dynasty game coach --head-to-head, as two programs of one save run it (the real bin/dynasty, each its own process
// with its --team): Texas kicks the game off against Michigan, each side calls only when the game waits for it,
// a side whose call is in waits for the other's, and neither sees the other's call before the snap is played; a
// terminal shows the other side's call and its snap without a key pressed.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, runCli } from '../helpers/cli.js';
import { COORDINATORS } from '../../src/core/sim/headToHead.js';
import { callHeadToHead, headToHeadOf, replayHeadToHead } from '../../src/store/actions/coach/headToHead.js';
import { readState } from '../../src/store/queries/meta.js';
import { programOf } from '../../src/store/program.js';
import { SaveFile } from '../../src/store/saveFile.js';

const dir = mkdtempSync(join(tmpdir(), 'dynasty-h2h-cli-'));
const save = join(dir, 'two.db');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface State {
  error?: string;
  pending: { kind: string } | null;
  head_to_head: { you: string; them: string; opponent: string };
  calls_made: number;
  new_plays: unknown[];
}

/** One run of `game coach --stdin` for a team: its JSON states (and refusals), one per line. */
function coach(team: string, lines: string[], extra: string[] = []): State[] {
  const r = spawnSync(BIN, ['game', 'coach', '--stdin', '--save', save, '--team', team, ...extra], {
    input: lines.map((l) => `${l}\n`).join(''),
    encoding: 'utf8',
    timeout: 120_000,
  });
  return r.stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as State);
}

beforeAll(async () => {
  const made = await runCli(['new', '--save', save, '--teams', 'Texas,Michigan', '--year', '2024', '--seed', '7']);
  expect(made.status).toBe(0);
  expect((await runCli(['advance', '--save', save, '--yes'])).status).toBe(0);
  // Texas at Michigan is in week 2.
  expect((await runCli(['sim', '--to', '1', '--save', save, '--yes'])).status).toBe(0);
}, 300_000);

describe('dynasty game coach --head-to-head', () => {
  it('has each program call its own side, in turn, from its own process', () => {
    // Texas kicks it off; Michigan kicks off the game, so Texas waits.
    const [kicked] = coach('Texas', [], ['--head-to-head']);
    expect(kicked.head_to_head).toMatchObject({ opponent: 'Michigan', you: 'none', them: 'waiting' });
    expect(kicked.pending).toBeNull();
    // A call out of turn is refused.
    const [, early] = coach('Texas', ['"inside_run"']);
    expect(early.error).toMatch(/not waiting for your call/);
    const [, afterKick] = coach('Michigan', ['"normal"']);
    expect(afterKick.head_to_head).toMatchObject({ you: 'waiting', them: 'waiting' });
    expect(afterKick.pending?.kind).toBe('defense');
    // Michigan's defense calls first: its call waits, unseen, for Texas's.
    const [, called] = coach('Michigan', ['"zone"']);
    expect(called.head_to_head).toMatchObject({ you: 'called', them: 'waiting' });
    const [texas] = coach('Texas', []);
    expect(texas.head_to_head).toMatchObject({ you: 'waiting', them: 'called' });
    expect(texas.pending?.kind).toBe('offense');
    expect(JSON.stringify(texas)).not.toContain('"zone"');
    const [, played] = coach('Texas', ['"quick_pass"']);
    expect(played.new_plays.length).toBeGreaterThan(0);
    expect(played.head_to_head).toMatchObject({ you: 'waiting', them: 'waiting' });
  });

  it("shows the other side's call in the terminal as it comes, no key pressed", async () => {
    // Texas at the terminal calls his offense's snap; the snap waits for Michigan's defense.
    const texas = spawn(BIN, ['game', 'coach', '--save', save, '--team', 'Texas'], { stdio: ['pipe', 'pipe', 'pipe'] });
    let screen = '';
    texas.stdout.setEncoding('utf8').on('data', (text: string) => {
      screen += text;
    });
    const ended = new Promise<number | null>((resolve) => texas.on('close', resolve));
    const shows = async (text: string, from: number) => {
      await expect.poll(() => screen.slice(from), { timeout: 120_000, interval: 100 }).toContain(text);
    };
    await shows('Your call (offense)', 0);
    texas.stdin.write('inside_run\n');
    await shows('Your call is in: the snap waits for Michigan.', 0);
    const before = screen.length;
    // Michigan calls from his own process: Texas's terminal plays the snap and asks for the next call by itself.
    const [, michigan] = coach('Michigan', ['"zone"']);
    expect(michigan.new_plays.length).toBeGreaterThan(0);
    await shows('Your call (', before);
    texas.stdin.end('q\n');
    expect(await ended).toBe(0);
  }, 300_000);

  it('takes a call meant for what it showed as no mistake when the game has moved on since (exit 0)', async () => {
    const held = await SaveFile.open(save);
    try {
      const texas = programOf(held.db, 'Texas');
      const seed = readState(held.db).seed;
      const runNow = () => replayHeadToHead(headToHeadOf(held.db, texas)!, seed);
      const home = headToHeadOf(held.db, texas)!.side === 0 ? 'Texas' : 'Michigan';
      const sideOf = (team: string) => (team === home ? 0 : 1);
      for (let tries = 0; tries < 40; tries++) {
        // A decision that asks one side alone: the other's process shows no question.
        let run = runNow();
        while (run.waiting.length !== 1) {
          const caller = run.waiting[0].side === sideOf('Texas') ? 'Texas' : 'Michigan';
          held.change(() => callHeadToHead(held.db, programOf(held.db, caller), 'coordinator'));
          run = runNow();
        }
        const asked = run.waiting[0].side === sideOf('Texas') ? 'Texas' : 'Michigan';
        const other = asked === 'Texas' ? 'Michigan' : 'Texas';
        const child = spawn(BIN, ['game', 'coach', '--stdin', '--save', save, '--team', other], {
          stdio: ['pipe', 'pipe', 'pipe'],
        });
        let out = '';
        const firstState = new Promise<void>((resolve) =>
          child.stdout.setEncoding('utf8').on('data', (text: string) => {
            out += text;
            if (out.includes('\n')) resolve();
          }),
        );
        const exit = new Promise<number | null>((resolve) => child.on('close', resolve));
        await firstState;
        expect((JSON.parse(out.split('\n')[0]) as State).pending).toBeNull();
        // The asked side calls; the game now asks this side, which answers what it was last shown (no question).
        held.change(() => callHeadToHead(held.db, programOf(held.db, asked), 'coordinator'));
        const now = runNow().waiting.find((w) => w.side === sideOf(other));
        if (!now) {
          child.stdin.end();
          await exit;
          continue;
        }
        // A call that fits neither what it showed nor what the game asks now: told; not a mistake of his.
        child.stdin.end(now.kind === 'offense' ? '"cover2"\n' : '"deep_shot"\n');
        expect(await exit).toBe(0);
        expect(out).toMatch(/"error"/);
        return;
      }
      throw new Error('no decision asked one side alone, then the other');
    } finally {
      held.close();
    }
  }, 300_000);

  it('ends with exit 0 in both terminals once played to its end; a line sent while not asked is told and ignored', async () => {
    // The game played by both coordinators up to its last few decisions (the same calls a coach sends).
    const held = await SaveFile.open(save);
    try {
      const texas = programOf(held.db, 'Texas');
      const seed = readState(held.db).seed;
      const left = () => {
        const pair = headToHeadOf(held.db, texas)!;
        const run = replayHeadToHead(pair, seed, COORDINATORS);
        return run.made[0].length + run.made[1].length - replayHeadToHead(pair, seed).point;
      };
      while (left() > 8) {
        const pair = headToHeadOf(held.db, texas)!;
        const run = replayHeadToHead(pair, seed);
        const side = run.waiting.find((w) => run.unused[w.side] === 0)!.side;
        const caller = side === pair.side ? texas : pair.opponent;
        held.change(() => callHeadToHead(held.db, caller, 'coordinator'));
      }
    } finally {
      held.close();
    }

    // Each coach in his terminal: the coordinator's call whenever asked, and once a line while the game does not
    // wait for him (a call typed while the other side has the call).
    const terminal = (team: string) => {
      const child = spawn(BIN, ['game', 'coach', '--save', save, '--team', team], { stdio: ['pipe', 'pipe', 'pipe'] });
      let screen = '';
      let errors = '';
      let answered = 0;
      let early = false;
      child.stderr.setEncoding('utf8').on('data', (text: string) => {
        errors += text;
      });
      child.stdout.setEncoding('utf8').on('data', (text: string) => {
        screen += text;
        if (screen.includes('Final:')) return;
        const asked = screen.split('Your call (').length - 1;
        if (asked > answered) {
          answered = asked;
          child.stdin.write('coordinator\n');
        } else if (!early && /has the call\.|Your call is in/.test(text)) {
          early = true;
          child.stdin.write('inside_run\n');
        }
      });
      const exit = new Promise<number | null>((resolve) => child.on('close', resolve));
      return { exit, screen: () => screen, errors: () => errors, early: () => early };
    };
    const texas = terminal('Texas');
    const michigan = terminal('Michigan');
    const [texasExit, michiganExit] = await Promise.all([texas.exit, michigan.exit]);
    for (const side of [texas, michigan]) expect(side.screen()).toContain('Final: Texas');
    // At least one of them sent a line while not asked, and was told so.
    expect(texas.early() || michigan.early()).toBe(true);
    expect(texas.errors() + michigan.errors()).toMatch(/not waiting for your call|You have called this snap/);
    expect([texasExit, michiganExit]).toEqual([0, 0]);
  }, 300_000);
});
