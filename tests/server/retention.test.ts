// Keeping players over HTTP on the real server (a local save where Texas and Michigan are both coached, in Season
// Summary): the page, a talk, a promise, NIL he answers, the staff's rule; bad input answers a JSON 4xx and changes
// no file; each program's page tells only its own players and promises. And in an online league each coach reads
// his own program's players alone.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse } from '../../src/shared/api-types.js';
import { PROGRAM_HEADER } from '../../src/shared/programHeader.js';
import type { RetentionChangeResponse, RetentionResponse } from '../../src/shared/retention-types.js';
import { addCoachedProgram } from '../../src/store/actions/programs.js';
import { SaveFile } from '../../src/store/saveFile.js';
import { texasSeason2024 } from '../helpers/preparedSave.js';
import { expectRefused, startServer, type Answer, type Running } from './helpers.js';
import { startedLeague } from './leagueOfCoaches.js';

let dir: string;
let server: Running;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dynasty-retention-api-'));
  const path = join(dir, 'saves', 'texas.db');
  const { mkdirSync } = await import('node:fs');
  mkdirSync(join(dir, 'saves'));
  await texasSeason2024(path, 1);
  const save = await SaveFile.open(path);
  save.change(() => addCoachedProgram(save.db, 'Michigan'));
  await save.save();
  save.close();
  server = await startServer({ mode: { kind: 'local', savePath: path } });
}, 600_000);

afterAll(async () => {
  expect(server?.internalErrors ?? []).toEqual([]);
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function as<T>(team: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer<T>> {
  const response = await fetch(`${server.base}${path}`, {
    method,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', [PROGRAM_HEADER]: team },
    body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as T, text, headers: response.headers };
}

const refused = (team: string, path: string, body: unknown, status: number, message: RegExp) =>
  expectRefused(join(dir, 'saves'), () => as<ErrorResponse>(team, 'POST', path, body), status, message);

describe('keeping players over HTTP', () => {
  it('answers each program its own players, and a talk and a promise lower their risk', async () => {
    const texas = (await as<RetentionResponse>('Texas', 'GET', '/api/retention/')).body;
    const michigan = (await as<RetentionResponse>('Michigan', 'GET', '/api/retention/')).body;
    expect(texas.team).toBe('Texas');
    expect(michigan.team).toBe('Michigan');
    expect(texas.open).toBe(true);
    const ids = new Set(texas.players.map((p) => p.id));
    expect(michigan.players.some((p) => ids.has(p.id))).toBe(false);

    // Michigan's talk shows on its own page, and none of it on Texas's.
    const michiganPlayer = michigan.players.find((p) => p.portal_risk > 0.05)!;
    const own = await as<RetentionChangeResponse>('Michigan', 'POST', '/api/retention/talk/', {
      player: michiganPlayer.id,
    });
    expect(own.status, own.text).toBe(200);
    expect(own.body.retention.meetings.used).toBe(1);

    const target = texas.players.find((p) => !p.starter && p.portal_risk > 0.1)!;
    const talked = await as<RetentionChangeResponse>('Texas', 'POST', '/api/retention/talk/', { player: target.id });
    expect(talked.status, talked.text).toBe(200);
    const after = talked.body.retention.players.find((p) => p.id === target.id)!;
    expect(after.talked).toBe(true);
    expect(after.portal_risk).toBeLessThan(target.portal_risk);

    const freshman = texas.players.find((p) => p.year === 'fr' && !p.starter && p.id !== target.id)!;
    const promised = await as<RetentionChangeResponse>('Texas', 'POST', '/api/retention/promise/', {
      player: `${freshman.first} ${freshman.last}`,
      kind: 'position',
    });
    expect(promised.status, promised.text).toBe(200);
    expect(promised.body.retention.players.find((p) => p.id === freshman.id)!.promised).toEqual([
      { kind: 'position', position: freshman.pos, amount: null, status: 'pending' },
    ]);
    const nil = await as<RetentionChangeResponse>('Texas', 'POST', '/api/retention/promise/', {
      player: target.id,
      kind: 'nil',
      value: '1k',
    });
    expect(nil.status, nil.text).toBe(200);
    expect(nil.body.negotiation).toMatchObject({ answer: 'refused', amount: null, rounds_left: 2 });

    const texasNow = (await as<RetentionResponse>('Texas', 'GET', '/api/retention/')).body;
    expect(texasNow.meetings.used).toBe(2);
    expect(texasNow.players.some((p) => p.id === michiganPlayer.id)).toBe(false);
    expect(JSON.stringify(texasNow)).not.toContain(`${michiganPlayer.first} ${michiganPlayer.last}`);
  });

  it("refuses another program's player, bad bodies and extra fields with a JSON 4xx, changing nothing", async () => {
    const michigan = (await as<RetentionResponse>('Michigan', 'GET', '/api/retention/')).body;
    const texas = (await as<RetentionResponse>('Texas', 'GET', '/api/retention/')).body;
    const theirs = michigan.players[0];
    await refused('Texas', '/api/retention/talk/', { player: theirs.id }, 409, /plays for Michigan/);
    await refused('Texas', '/api/retention/promise/', { player: theirs.id, kind: 'starter' }, 409, /Michigan/);
    const mine = texas.players.find((p) => !p.talked)!;
    await refused(
      'Texas',
      '/api/retention/talk/',
      { player: mine.id, extra: 1 },
      400,
      /extra|must NOT have|additional/i,
    );
    await refused('Texas', '/api/retention/promise/', { player: mine.id, kind: 'forever' }, 400, /kind/);
    await refused(
      'Texas',
      '/api/retention/promise/',
      { player: mine.id, kind: 'position', value: 'XX' },
      400,
      /No position/,
    );
    await refused(
      'Texas',
      '/api/retention/promise/',
      { player: mine.id, kind: 'nil', value: 'lots' },
      400,
      /not an amount/,
    );
    await refused('Texas', '/api/retention/talk/', {}, 400, /player/);
    await refused('Texas', '/api/retention/talk/', { player: 'Nobody Atall' }, 404, /No player called/);
  });

  it("the staff uses the meetings left by every staff's rule", async () => {
    const auto = await as<RetentionChangeResponse>('Texas', 'POST', '/api/retention/auto/', {});
    expect(auto.status, auto.text).toBe(200);
    expect(auto.body.message).toMatch(/Your staff sat down with|nobody to sit down with/);
    expect(auto.body.retention.meetings.used).toBeGreaterThan(2);
  });
});

describe('keeping players in an online league', () => {
  it("shows each coach his own program's players alone, and waits for the season's end to act", async () => {
    const league = await startedLeague('dynasty-retention-league-', ['Iowa State', 'Iowa']);
    try {
      const [commish, friend] = league.coaches;
      const mine = await commish.browser.get<RetentionResponse>('/api/retention/', league.inLeague());
      const theirs = await friend.browser.get<RetentionResponse>('/api/retention/', league.inLeague());
      expect(mine.status, mine.text).toBe(200);
      expect(mine.body.team).toBe('Iowa State');
      expect(theirs.body.team).toBe('Iowa');
      const rosters = league.inSave((db) => ({
        iowaState: new Set(
          db.all<{ id: number }>("SELECT id FROM players WHERE team = 'Iowa State' AND active = 1").map((r) => r.id),
        ),
        iowa: new Set(
          db.all<{ id: number }>("SELECT id FROM players WHERE team = 'Iowa' AND active = 1").map((r) => r.id),
        ),
      }));
      expect(mine.body.players.every((p) => rosters.iowaState.has(p.id))).toBe(true);
      expect(theirs.body.players.every((p) => rosters.iowa.has(p.id))).toBe(true);
      expect(mine.body.open).toBe(false);
      const early = await commish.browser.post<ErrorResponse>(
        '/api/retention/talk/',
        { player: mine.body.players[0].id },
        league.inLeague(),
      );
      expect(early.status).toBe(409);
      expect(early.body.error).toMatch(/Season Summary/);
      // Nor may he talk to the other coach's players.
      const crossing = await commish.browser.post<ErrorResponse>(
        '/api/retention/talk/',
        { player: theirs.body.players[0].id },
        league.inLeague(),
      );
      expect(crossing.status).toBe(409);
    } finally {
      await league.close();
    }
  }, 300_000);
});
