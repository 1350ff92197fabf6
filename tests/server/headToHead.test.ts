// Head to head on a real server: two clients on loopback, each acting for one coached program of one save (its
// program header), each listening to its own event stream. Both join, the game kicks off, each calls his side,
// each hears only his own calls, a run-out play clock (the test's own clock, moved by hand) gives the late side's
// call to the coordinator, a heartbeat keeps the streams alive, a client's streams are capped, and the final
// stands: the week is played and every page hears that the save moved.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HeadToHeadGame, HeadToHeadResponse } from '../../src/shared/headToHead-types.js';
import { PROGRAM_HEADER } from '../../src/shared/programHeader.js';
import { advanceStage } from '../../src/store/actions/advance.js';
import { newDynasty } from '../../src/store/actions/newDynasty.js';
import { setStaffRecruiting } from '../../src/store/actions/recruiting/actions.js';
import { simulateTo } from '../../src/store/actions/season/simulate.js';
import { programOf } from '../../src/store/program.js';
import { ManualClock } from '../helpers/manualClock.js';
import { type Running, startServer } from './helpers.js';
import { type EventStream, openStream } from './eventStream.js';

const PLAY_CLOCK = 30;
const HEARTBEAT_MS = 20_000;
let dir: string;
let server: Running;
const clock = new ManualClock();
const streams: EventStream[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dynasty-h2h-server-'));
  const path = join(dir, 'two.db');
  const save = await newDynasty(path, { year: 2024, team: 'Texas', moreTeams: ['michigan'], seed: 7 });
  for (const team of ['Texas', 'Michigan'])
    save.change(() => setStaffRecruiting(save.db, programOf(save.db, team), true));
  save.change(() => advanceStage(save.db));
  // Texas at Michigan is in week 2.
  save.change(() => simulateTo(save.db, 2));
  save.close();
  server = await startServer({
    mode: { kind: 'local', savePath: path },
    live: { clock, playClockSeconds: PLAY_CLOCK, streams: { perClient: 3, heartbeatMs: HEARTBEAT_MS } },
  });
}, 300_000);

afterAll(async () => {
  for (const stream of streams) stream.close();
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function send<T>(team: string, method: 'GET' | 'POST', path: string, body?: unknown) {
  const response = await fetch(server.base + path, {
    method,
    headers: {
      Accept: 'application/json',
      [PROGRAM_HEADER]: team,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

const page = async (team: string) => (await send<HeadToHeadResponse>(team, 'GET', '/api/head_to_head')).body;
const call = (team: string, body: unknown) => send<HeadToHeadResponse>(team, 'POST', '/api/head_to_head/call', body);

/** The head-to-head event a stream gets once `ok` holds of its game. */
async function heard(stream: EventStream, ok: (game: HeadToHeadGame) => boolean): Promise<HeadToHeadGame> {
  const event = await stream.next('head_to_head', (e) => e.game !== null && ok(e.game as HeadToHeadGame));
  return event.game as HeadToHeadGame;
}

describe('a head-to-head game on the server', { timeout: 120_000 }, () => {
  let texas: EventStream;
  let michigan: EventStream;

  it('kicks off when both sides have joined its page', async () => {
    texas = await openStream(server.base, 'Texas');
    michigan = await openStream(server.base, 'Michigan');
    streams.push(texas, michigan);
    const before = await page('Texas');
    expect(before.next).toMatchObject({ week: 2, opponent: 'Michigan' });
    expect(before.game).toBeNull();
    const joined = await send<HeadToHeadResponse>('Texas', 'POST', '/api/head_to_head/join');
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({ you_joined: true, opponent_joined: false, game: null });
    // Michigan's page hears that Texas is waiting.
    await michigan.next('head_to_head', (e) => e.opponent_joined === true);
    const kicked = await send<HeadToHeadResponse>('Michigan', 'POST', '/api/head_to_head/join');
    expect(kicked.body.game?.head_to_head).toMatchObject({ opponent: 'Texas', play_clock_seconds: PLAY_CLOCK });
    expect(kicked.body.game?.head_to_head.play_clock_left).toBe(PLAY_CLOCK);
    await heard(texas, (g) => g.head_to_head.opponent === 'Michigan');
  });

  it('has each side call his own side, seeing only his own calls', async () => {
    // Each side calls a few snaps as the game waits for it: the defense first when both wait.
    for (let i = 0; i < 12; i++) {
      const [t, m] = [await page('Texas'), await page('Michigan')];
      const sides = [
        { team: 'Texas', game: t.game! },
        { team: 'Michigan', game: m.game! },
      ].filter((s) => s.game.head_to_head.you === 'waiting');
      expect(sides.length).toBeGreaterThan(0);
      const side = sides.find((s) => s.game.pending?.kind === 'defense') ?? sides[0];
      const kind = side.game.pending!.kind;
      const sent = kind === 'offense' ? 'quick_pass' : kind === 'defense' ? 'zone' : 'coordinator';
      const answer = await call(side.team, sent);
      expect(answer.status).toBe(200);
      const other = side.team === 'Texas' ? 'Michigan' : 'Texas';
      if (sides.length === 2) {
        // The snap waits for the other side: he sees that this side has called, not what.
        expect(answer.body.game?.head_to_head).toMatchObject({ you: 'called', them: 'waiting' });
        const theirs = (await page(other)).game!;
        expect(theirs.head_to_head).toMatchObject({ you: 'waiting', them: 'called' });
        // Nothing of the call shows before the snap: his plays are those he saw before it (the plays already run
        // show their calls, drawn, to both sides).
        const seenBefore = (side.team === 'Texas' ? m : t).game!.plays;
        expect(theirs.plays).toEqual(seenBefore);
        const twice = await call(side.team, sent);
        expect(twice.status).toBe(409);
      }
    }
    const t = (await page('Texas')).game!;
    const m = (await page('Michigan')).game!;
    expect(t.calls_made + m.calls_made).toBeGreaterThan(8);
    expect(t.plays.length).toBeGreaterThan(3);
  });

  it('refuses a call out of turn and one the decision does not take', async () => {
    const t = (await page('Texas')).game!;
    const m = (await page('Michigan')).game!;
    const idle = t.head_to_head.you === 'waiting' ? (m.head_to_head.you === 'waiting' ? null : 'Michigan') : 'Texas';
    if (idle) expect((await call(idle, 'coordinator')).status).toBe(409);
    const waiting = t.head_to_head.you === 'waiting' ? 'Texas' : 'Michigan';
    const bad = await call(waiting, 'hail_mary_from_space');
    expect(bad.status).toBe(400);
  });

  it("gives the coordinator a side's call when the play clock runs out", async () => {
    const before = (await page('Texas')).game!;
    clock.advance(PLAY_CLOCK * 1000);
    const after = await heard(texas, (g) => g.head_to_head.point > before.head_to_head.point);
    expect(after.head_to_head.play_clock_left).toBe(PLAY_CLOCK);
    // The heartbeat came with the time that passed.
    expect(texas.comments).toBeGreaterThan(0);
  });

  it('starts the play clock of a game in progress on a server that was restarted', async () => {
    const restarted = await startServer({
      mode: { kind: 'local', savePath: join(dir, 'two.db') },
      live: { clock, playClockSeconds: PLAY_CLOCK },
    });
    try {
      const look = await fetch(`${restarted.base}/api/head_to_head/`, { headers: { [PROGRAM_HEADER]: 'Texas' } });
      const body = (await look.json()) as HeadToHeadResponse;
      expect(body.game?.head_to_head.play_clock_left).toBe(PLAY_CLOCK);
    } finally {
      await restarted.close();
    }
  });

  it("caps a client's event streams", async () => {
    const third = await openStream(server.base, 'Texas');
    streams.push(third);
    const refused = await fetch(`${server.base}/api/events`, { headers: { [PROGRAM_HEADER]: 'Texas' } });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: string }).error).toContain('event streams');
    third.close();
  });

  it('plays to the final: the result stands and every page hears the week played', async () => {
    for (let n = 0; n < 2000; n++) {
      const t = (await page('Texas')).game!;
      if (t.status === 'final') break;
      if (n % 2 === 0) {
        clock.advance(PLAY_CLOCK * 1000);
        await heard(texas, (g) => g.head_to_head.point > t.head_to_head.point || g.status === 'final');
        continue;
      }
      const m = (await page('Michigan')).game!;
      const side = t.head_to_head.you === 'waiting' ? 'Texas' : 'Michigan';
      const kind = (side === 'Texas' ? t : m).pending?.kind;
      expect((await call(side, kind === 'defense' ? 'man_press' : 'coordinator')).status).toBe(200);
    }
    const changed = await michigan.next('changed', (e) => e.week === 3);
    expect(changed).toMatchObject({ year: 2024, stage: 'season' });
    const final = (await page('Michigan')).game!;
    expect(final.status).toBe('final');
    expect(final.head_to_head).toMatchObject({ you: 'none', them: 'none', play_clock_left: null });
    const schedule = await send<{ games?: unknown }>('Texas', 'GET', '/api/head_to_head');
    expect(schedule.body).toMatchObject({ game: { status: 'final' } });
    expect(server.internalErrors).toEqual([]);
  }, 600_000);
});
