// Two programs on one save: real `dynasty` processes and a real `dynasty serve` race on one save file, in
// both orders. Every change confirmed to the player (exit 0, HTTP 200) must be in the save afterwards; a
// change that lost the race may only be refused (exit 2 / HTTP 409 with a clear message), never lost.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, spawnBin, type CliResult } from '../helpers/cli.js';
import { holdWriteLock, isWriteLocked } from '../helpers/sqliteLock.js';
import { startServeProcess } from './serveProcess.js';

const dir = mkdtempSync(join(tmpdir(), 'dynasty-race-'));
const preseason = join(dir, 'preseason.db');
const inSeason = join(dir, 'season.db');
let copies = 0;
/** Counts for the closing note. */
const tally = { races: 0, lost: 0, refused: 0 };

afterAll(() => {
  console.log(`races tried: ${tally.races}, confirmed changes lost: ${tally.lost}, changes refused: ${tally.refused}`);
  rmSync(dir, { recursive: true, force: true });
});

beforeAll(async () => {
  expect(
    (await runCli(['--save', preseason, 'new', '--year', '2024', '--team', 'Ohio State', '--seed', '7'])).status,
  ).toBe(0);
  copyFileSync(preseason, inSeason);
  expect((await runCli(['--save', inSeason, 'advance'])).status).toBe(0);
}, 120_000);

function copyOf(source: string): string {
  const path = join(dir, `race-${copies++}.db`);
  copyFileSync(source, path);
  return path;
}

interface Status {
  stage: string;
  currentWeek: number;
}

async function statusOf(save: string): Promise<Status> {
  const r = await runCli(['--save', save, 'status', '--json']);
  expect(r.status).toBe(0);
  return JSON.parse(r.stdout) as Status;
}

async function scheduled(save: string): Promise<Map<number, string>> {
  const r = await runCli(['--save', save, 'noncon', '--json']);
  const view = JSON.parse(r.stdout) as { schedule: { weekPlayed: number; opponent: { name: string } | null }[] };
  return new Map(view.schedule.filter((w) => w.opponent).map((w) => [w.weekPlayed, w.opponent!.name]));
}

/** A refusal is exit 2 with one clear line, never a stack trace. */
function expectClearRefusal(r: CliResult): void {
  expect(r.status).toBe(2);
  expect(r.stderr.trim().split('\n')).toHaveLength(1);
  expect(r.stderr).not.toMatch(/\bat .*\.ts:\d+|internal error/);
}

/** Resolves once a process holds the save's write lock, or once it is done (it may hold it too briefly to see). */
async function holdsOrDone(save: string, process: Promise<unknown>): Promise<void> {
  let done = false;
  void process.finally(() => (done = true));
  while (!done && !isWriteLocked(save)) await new Promise((resolve) => setTimeout(resolve, 2));
}

const nonconAdd = (save: string, opponent: string, week: number): Promise<CliResult> =>
  spawnBin(['--save', save, 'noncon', 'add', '--opponent', opponent, '--week', String(week)]);

describe('two programs on one save', () => {
  for (const order of ['Akron first', 'Air Force first'] as const) {
    it(`keeps both of two simultaneous noncon adds (${order})`, async () => {
      for (let round = 0; round < 2; round++) {
        const save = copyOf(preseason);
        const games =
          order === 'Akron first'
            ? ([
                ['Akron', 2],
                ['Air Force', 3],
              ] as const)
            : ([
                ['Air Force', 3],
                ['Akron', 2],
              ] as const);
        const results = await Promise.all(games.map(([team, week]) => nonconAdd(save, team, week)));
        const stored = await scheduled(save);
        games.forEach(([team, week], i) => {
          tally.races += i === 0 ? 1 : 0;
          if (results[i].status === 0) {
            expect(results[i].stdout).toContain('Scheduled');
            if (stored.get(week) !== team) tally.lost++;
            expect(stored.get(week)).toBe(team);
          } else {
            tally.refused++;
            expectClearRefusal(results[i]);
            expect(stored.get(week)).toBeUndefined();
          }
        });
      }
    }, 180_000);
  }

  for (const order of ['terminal first', 'server first'] as const) {
    it(`keeps the terminal's game and the server's season start when they race (${order})`, async () => {
      const save = copyOf(preseason);
      const server = await startServeProcess(['--save', save]);
      try {
        const dashboard = async (): Promise<number> => (await fetch(`${server.base}/api/dashboard/`)).status;
        const [cli, status] =
          order === 'terminal first'
            ? await (async () => {
                // The terminal's process starts slower than a request: ask once it holds the save (or is done).
                const cliDone = nonconAdd(save, 'Akron', 2);
                await holdsOrDone(save, cliDone);
                const answered = await dashboard();
                return [await cliDone, answered] as const;
              })()
            : await (async () => {
                const answered = dashboard();
                const cliDone = nonconAdd(save, 'Akron', 2);
                return [await cliDone, await answered] as const;
              })();
        tally.races++;
        expect([200, 409]).toContain(status);
        const after = await statusOf(save);
        if (status === 200) {
          if (after.stage !== 'season') tally.lost++;
          expect(after.stage).toBe('season');
        } else tally.refused++;
        const stored = await scheduled(save);
        if (cli.status === 0) {
          if (stored.get(2) !== 'Akron') tally.lost++;
          expect(stored.get(2)).toBe('Akron');
        } else {
          tally.refused++;
          expectClearRefusal(cli);
          // Refused because the season had started (its open weeks are then filled automatically) or busy.
          expect(cli.stderr).toMatch(/preseason|non-conference|being changed by another dynasty process/i);
          if (after.stage === 'preseason') expect(stored.get(2)).toBeUndefined();
        }
        // The server saw the terminal's change: its answer now is the file's game.
        const info = (await (await fetch(`${server.base}/api/dashboard/`)).json()) as { info: { stage: string } };
        expect(info.info.stage).toBe('season');
      } finally {
        await server.stop();
      }
      expect(server.stderr()).toBe('');
    }, 180_000);
  }

  for (const order of ['server first', 'terminal first'] as const) {
    it(`never moves the season backwards when the server and the terminal simulate at once (${order})`, async () => {
      const save = copyOf(inSeason);
      const server = await startServeProcess(['--save', save]);
      try {
        const simServer = async (): Promise<{ status: number; week: number | null }> => {
          const r = await fetch(`${server.base}/api/sim/10/`);
          const body = (await r.json()) as { info?: { week?: number | string } };
          return { status: r.status, week: r.status === 200 ? Number(body.info?.week) : null };
        };
        const simTerminal = (): Promise<CliResult> => spawnBin(['--save', save, 'sim', '--to', '2', '--json']);
        let web: { status: number; week: number | null };
        let cli: CliResult;
        if (order === 'server first') {
          const w = simServer();
          cli = await simTerminal();
          web = await w;
        } else {
          // Ask the server once the terminal's process holds the save (or is done).
          const c = simTerminal();
          await holdsOrDone(save, c);
          web = await simServer();
          cli = await c;
        }
        tally.races++;
        const after = await statusOf(save);
        // /api/sim/10/ plays the weeks before 10; `sim --to 2` plays weeks 1 and 2 (the next week to play is 3).
        if (web.status === 200) {
          if (after.currentWeek < 10) tally.lost++;
          expect(after.currentWeek).toBeGreaterThanOrEqual(10);
        } else {
          tally.refused++;
          expect(web.status).toBe(409);
        }
        if (cli.status === 0) {
          if (after.currentWeek < 3) tally.lost++;
          expect(after.currentWeek).toBeGreaterThanOrEqual(3);
        } else {
          tally.refused++;
          expectClearRefusal(cli);
        }
      } finally {
        await server.stop();
      }
      expect(server.stderr()).toBe('');
    }, 180_000);
  }

  it('refuses a change that cannot wait, in the terminal (exit 2) and on the server (409), changing nothing', async () => {
    const save = copyOf(preseason);
    const server = await startServeProcess(['--save', save], { DYNASTY_LOCK_WAIT_MS: '0' });
    try {
      // This test process holds the save's write lock, as a long change of another program would.
      const lock = holdWriteLock(save);
      try {
        const cli = await spawnBin(['--save', save, 'noncon', 'add', '--opponent', 'Akron', '--week', '2'], {
          DYNASTY_LOCK_WAIT_MS: '0',
        });
        expectClearRefusal(cli);
        expect(cli.stderr).toMatch(/the save is being changed by another dynasty process; try again/i);
        const web = await fetch(`${server.base}/api/schedulenc/`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ opponent: 'Air Force', week: 3 }),
        });
        expect(web.status).toBe(409);
        expect(((await web.json()) as { error: string }).error).toMatch(
          /being changed by another dynasty process; try again/i,
        );
        // Reads still work while the save is held.
        expect((await fetch(`${server.base}/api/noncon/`)).status).toBe(200);
      } finally {
        lock.release();
      }
      expect((await scheduled(save)).size).toBe(1);
      // Once free, the same change goes through.
      expect(
        (
          await spawnBin(['--save', save, 'noncon', 'add', '--opponent', 'Akron', '--week', '2'], {
            DYNASTY_LOCK_WAIT_MS: '0',
          })
        ).status,
      ).toBe(0);
      expect((await scheduled(save)).get(2)).toBe('Akron');
    } finally {
      await server.stop();
    }
  }, 180_000);
});
