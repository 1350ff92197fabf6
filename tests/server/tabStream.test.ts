// A tab names its event stream, and every call it makes names it too, from its first: the stream tells it of every
// change but its own (a page refreshed by its own change could ask a stage just left), even one made before the
// stream opened.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STREAM_HEADER } from '../../src/shared/programHeader.js';
import { advanceStage } from '../../src/store/actions/advance.js';
import { newDynasty } from '../../src/store/actions/newDynasty.js';
import { type EventStream, openStream } from './eventStream.js';
import { type Running, startServer } from './helpers.js';

const TAB = 'tab-0123456789abcdef';
let dir: string;
let server: Running;
const streams: EventStream[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dynasty-tab-stream-'));
  const path = join(dir, 'texas.db');
  const save = await newDynasty(path, { year: 2024, team: 'Texas', seed: 5 });
  save.change(() => advanceStage(save.db));
  save.close();
  server = await startServer({ mode: { kind: 'local', savePath: path } });
}, 300_000);

afterAll(async () => {
  for (const stream of streams) stream.close();
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("a tab's event stream", () => {
  it("is named by the tab, and tells it of others' changes, never its own", { timeout: 60_000 }, async () => {
    const tab = await openStream(server.base, { [STREAM_HEADER]: TAB });
    const other = await openStream(server.base, {});
    streams.push(tab, other);
    expect((await tab.next('ready')).stream).toBe(TAB);
    expect((await other.next('ready')).stream).not.toBe(TAB);

    const own = await fetch(`${server.base}/api/sim/1/`, { headers: { [STREAM_HEADER]: TAB } });
    expect(own.status).toBe(200);
    const first = await other.next('changed');
    const theirs = await fetch(`${server.base}/api/sim/2/`);
    expect(theirs.status).toBe(200);
    const second = await tab.next('changed');
    expect(second.week).not.toBe(first.week);
    expect(tab.events.filter((e) => e.type === 'changed')).toEqual([second]);
    expect(server.internalErrors).toEqual([]);
  });

  it('gets a random name when the one asked for is not a fit', async () => {
    const odd = await openStream(server.base, { [STREAM_HEADER]: 'short' });
    streams.push(odd);
    expect((await odd.next('ready')).stream).toMatch(/^[0-9a-f-]{36}$/);
  });
});
