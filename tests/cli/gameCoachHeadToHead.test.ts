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
});
