// A started online league on the real hosted server over a loopback port: a commissioner and his friends, each
// signed up in his own browser and coaching his own program of the league's one save, and what a test reads of it
// (the league's page as a coach sees it, the save beside the running server, every program's rows in it).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InviteResponse, LeagueResponse } from '../../src/shared/league-types.js';
import { LEAGUE_HEADER } from '../../src/shared/programHeader.js';
import type { Db } from '../../src/store/database.js';
import { programOf } from '../../src/store/program.js';
import { readState } from '../../src/store/queries/meta.js';
import { betterSqliteEngine } from '../../src/store/sqlite/betterSqlite.js';
import { programFootprint } from '../helpers/programFootprint.js';
import { type Browser, signedUpBrowser } from './browser.js';
import { startServer, type Running } from './helpers.js';

const PASSWORD = 'fourth and long';

export interface LeagueCoach {
  name: string;
  team: string;
  browser: Browser;
}

export interface LeagueOfCoaches {
  server: Running;
  id: string;
  /** The commissioner first, then his friends, in the order of the teams given. */
  coaches: LeagueCoach[];
  /** The headers of a coach's game call in the league. */
  inLeague(): { headers: Record<string, string> };
  /** The league's page as a coach reads it. */
  view(browser: Browser): Promise<LeagueResponse>;
  /** The league once it has played `turn` turns and is not moving on (an advance nobody waits on may be running). */
  atTurn(browser: Browser, turn: number): Promise<LeagueResponse>;
  /** Reads the league's save beside the running server. */
  inSave<T>(read: (db: Db) => T): T;
  /** Where the save's game stands: "2024 season week 3". */
  standing(): string;
  /** Each of these programs' rows in the save, one hash per table (programFootprint). */
  footprints(teams: readonly string[]): Record<string, Record<string, string>>;
  close(): Promise<void>;
}

/**
 * Starts a hosted server, has the commissioner make a league (his program the first of `teams`), each friend join it
 * by invitation at his program, and the commissioner start it: the league stands at its turn 0 (the non-conference
 * scheduling of `year`).
 */
export async function startedLeague(
  folder: string,
  teams: readonly string[],
  year = 2024,
  now: () => number = Date.now,
): Promise<LeagueOfCoaches> {
  const dir = mkdtempSync(join(tmpdir(), folder));
  const server = await startServer({
    mode: { kind: 'hosted', usersDir: join(dir, 'users') },
    limits: { changesPerMinute: 1_000_000 },
    clock: now,
    deadlineCheckMs: 0,
  });
  const close = async (): Promise<void> => {
    try {
      await server.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  const coaches: LeagueCoach[] = [];
  let id = '';
  try {
    const names = ['Commish', ...teams.slice(1).map((_, i) => `Friend ${i + 1}`)];
    for (const [i, team] of teams.entries()) {
      const browser = await signedUpBrowser(server.base, names[i], PASSWORD);
      coaches.push({ name: names[i], team, browser });
    }
    const commish = coaches[0].browser;
    const made = await commish.post<LeagueResponse>('/api/leagues/create/', { name: 'Friends', year, team: teams[0] });
    if (made.status !== 200) throw new Error(`league not made: ${made.text}`);
    id = made.body.id;
    const invite = await commish.post<InviteResponse>(`/api/leagues/${id}/invite/`, {
      hours: 48,
      seats: Math.max(1, coaches.length - 1),
    });
    for (const friend of coaches.slice(1)) {
      const joined = await friend.browser.post('/api/leagues/join/', { token: invite.body.token, team: friend.team });
      if (joined.status !== 200) throw new Error(`${friend.team} not joined: ${joined.text}`);
    }
    const started = await commish.post(`/api/leagues/${id}/start/`);
    if (started.status !== 200) throw new Error(`league not started: ${started.text}`);
  } catch (error) {
    await close();
    throw error;
  }
  const savePath = join(dir, 'users', 'leagues', id, 'league.db');
  const inSave = <T>(read: (db: Db) => T): T => {
    const db = betterSqliteEngine.file!(savePath, { mustExist: true });
    try {
      return read(db);
    } finally {
      db.close();
    }
  };
  const view = async (browser: Browser): Promise<LeagueResponse> => {
    const answer = await browser.get<LeagueResponse>(`/api/leagues/${id}/`);
    if (answer.status !== 200) throw new Error(`league page: ${answer.text}`);
    return answer.body;
  };
  return {
    server,
    id,
    coaches,
    inLeague: () => ({ headers: { [LEAGUE_HEADER]: id } }),
    view,
    async atTurn(browser, turn) {
      for (;;) {
        const league = await view(browser);
        if (league.game && league.game.turn >= turn && !league.game.moving_on) return league;
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
    inSave,
    standing: () =>
      inSave((db) => {
        const state = readState(db);
        return `${state.year} ${state.stage} week ${state.currentWeek}`;
      }),
    footprints: (of) =>
      inSave((db) => Object.fromEntries(of.map((team) => [team, programFootprint(db, programOf(db, team))]))),
    close,
  };
}
