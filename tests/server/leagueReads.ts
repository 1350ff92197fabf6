// The pages a coach of an online league reads, taken from the API contract: every GET of the contract that reads the
// league's game (and the league's own pages), each with its path parameters and query drawn from the league's teams,
// games, players, prospects and portal players. A new reading call of the contract is in here by itself; a path
// parameter or query field nobody gave values for fails here until it has some.
import fc from 'fast-check';
import type { RouteEntry } from '../../src/shared/contract/entry.js';
import { ROUTES } from '../../src/shared/contract/routes.js';
import { LEADER_CATEGORIES } from '../../src/shared/leaderCategories.js';

/** What the league holds, to fill a call's parameters with. */
export interface Pools {
  teams: readonly string[];
  conferences: readonly string[];
  weeks: readonly number[];
  years: readonly number[];
  games: readonly number[];
  players: readonly number[];
  prospects: readonly number[];
  portal: readonly number[];
  league: string;
}

/** The league's own pages a coach reads (the league's database, not its game's save). */
const LEAGUE_PAGES = ['GET /api/leagues', 'GET /api/leagues/:id', 'GET /api/leagues/:id/games'];

/** Reading calls of the game a coach makes that are no page to compare: why. */
const NOT_PAGES: Record<string, string> = {
  'GET /api/events': 'a stream of the save’s events, not a page (tabStream.test.ts, eventBus.test.ts)',
};

/** Every GET of the contract a coach of a league may make that reads his league's game or the league. */
export const COACH_READS: readonly RouteEntry[] = Object.values(ROUTES as unknown as Record<string, RouteEntry>).filter(
  (entry) => {
    const key = `${entry.method} ${entry.path}`;
    if (entry.method !== 'GET' || key in NOT_PAGES) return false;
    return LEAGUE_PAGES.includes(key) || (entry.effects.save === 'current' && entry.effects.changes === 'never');
  },
);

type Value = string | number;

function paramValues(entry: RouteEntry, name: string, pools: Pools): readonly Value[] {
  if (name === 'team') return pools.teams;
  if (name === 'conference') return pools.conferences;
  if (name === 'week') return pools.weeks;
  if (name === 'id' && entry.path.startsWith('/api/game/')) return pools.games;
  if (name === 'id' && entry.path.startsWith('/api/player/')) return pools.players;
  if (name === 'id' && entry.path.startsWith('/api/recruiting/prospects/')) return pools.prospects;
  if (name === 'id' && entry.path.startsWith('/api/leagues/')) return [pools.league];
  throw new Error(`no values for :${name} of ${entry.method} ${entry.path}`);
}

const QUERY_VALUES: Record<string, (pools: Pools) => readonly Value[]> = {
  read_only: () => [1],
  year: (p) => p.years,
  season: (p) => p.years,
  week: (p) => p.weeks,
  team_name: (p) => p.teams,
  team: (p) => p.teams,
  player: (p) => p.portal,
  position: () => ['QB', 'WR', 'DL'],
  pos: () => ['QB', 'OL', 'CB'],
  min_rating: () => [60, 75],
  stars: () => [3, 4],
  state: () => ['TX', 'IA', 'KS'],
  committed: () => ['yes', 'no'],
  min_interest: () => [20, 60],
  board: () => [1],
  page: () => [1, 2],
  per_page: () => [10, 40],
  category: () => LEADER_CATEGORIES.slice(0, 3),
};

function queryFields(entry: RouteEntry): { required: string[]; optional: string[] } {
  const schema = entry.query as { properties?: Record<string, unknown>; required?: string[] } | undefined;
  const names = Object.keys(schema?.properties ?? {});
  // A stage page is read as the web app reads it (read_only), and a call that starts a new dynasty when it names a
  // team is only read (never with its new game's fields).
  const required = [...(schema?.required ?? []), ...(entry.effects.stagePage ? ['read_only'] : [])];
  const optional = entry.effects.newGame === 'query' ? [] : names.filter((name) => !required.includes(name));
  return { required, optional };
}

function queryValues(entry: RouteEntry, name: string, pools: Pools): readonly Value[] {
  const values = QUERY_VALUES[name];
  if (!values) throw new Error(`no values for ?${name} of ${entry.method} ${entry.path}`);
  return values(pools);
}

function url(entry: RouteEntry, params: Record<string, Value>, query: Record<string, Value>): string {
  const path = entry.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
  const search = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  return `${path}/${search ? `?${search}` : ''}`;
}

function paramNames(entry: RouteEntry): string[] {
  return [...entry.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
}

/**
 * Every page once with each value of its path parameter, its required query first, then once with each optional
 * query field (its first value): the reads of a coach going through every page.
 */
export function everyRead(pools: Pools): string[] {
  const urls: string[] = [];
  for (const entry of COACH_READS) {
    const { required, optional } = queryFields(entry);
    const base = Object.fromEntries(required.map((name) => [name, queryValues(entry, name, pools)[0]]));
    const [param] = paramNames(entry);
    const values = param === undefined ? [undefined] : paramValues(entry, param, pools);
    for (const value of values) {
      const params: Record<string, Value> = param === undefined || value === undefined ? {} : { [param]: value };
      urls.push(url(entry, params, base));
      for (const name of optional)
        urls.push(url(entry, params, { ...base, [name]: queryValues(entry, name, pools)[0] }));
    }
  }
  return urls;
}

/** A read of a page of the contract, generated: its path parameters and any of its query fields, from the pools. */
export function generatedRead(pools: Pools): fc.Arbitrary<string> {
  return fc.constantFrom(...COACH_READS).chain((entry) => {
    const { required, optional } = queryFields(entry);
    const params = fc.record(
      Object.fromEntries(paramNames(entry).map((name) => [name, fc.constantFrom(...paramValues(entry, name, pools))])),
    );
    const fields = Object.fromEntries(
      [...required, ...optional].map((name) => [name, fc.constantFrom(...queryValues(entry, name, pools))]),
    );
    const query = fc.record(fields, { requiredKeys: required });
    return fc.tuple(params, query).map(([p, q]) => url(entry, p, q as Record<string, Value>));
  });
}
