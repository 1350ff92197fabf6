// A league's coaches' business of their own, for the privacy test (leagueCoachPages.test.ts): what the league's save
// holds to read pages with (its teams, games, players, prospects, portal players), and business the other coaches
// have and the viewer must not see: what their recruiting did so far (offers made, visits hosted, the hours spent on
// each prospect, their scouting, boards and pipelines: written into the save, as weeks played would have), and what
// they do now
// through the game's own calls (orders, plans, their staff, walk-ons, portal offers and promises, NIL, training).
import { expect } from 'vitest';
import { MAX_OFFICIAL_VISITS } from '../../src/core/recruiting/tuning.js';
import type { Db } from '../../src/store/database.js';
import { loadCycle, saveCycle, snapshotCycle } from '../../src/store/queries/recruiting.js';
import { allPipelines, writePipelines } from '../../src/store/queries/pipelines.js';
import type { Browser, BrowserCall } from './browser.js';
import type { Pools } from './leagueReads.js';

/** The first game of a team's season (a game id no game has, before the schedule is made). */
function firstGame(db: Db, team: string): number {
  const game = db.get<{ id: number }>('SELECT id FROM games WHERE (home = ? OR away = ?) ORDER BY week, id LIMIT 1', [
    team,
    team,
  ]);
  return game?.id ?? 1;
}

/** What the pages are read with: the coached teams and a computer's, their games and players, prospects, portal. */
export function viewerPools(db: Db, league: string, coached: readonly string[]): Pools {
  const teams = [...coached, 'Texas'];
  const cycle = loadCycle(db);
  if (!cycle) throw new Error('no class is being recruited: the pages are read with its prospects');
  const { prospects, status } = cycle.state;
  // The prospects each coached program is after (their offers and visits: the others' are flipped), the best first.
  const suited = coached.map(
    (team) =>
      prospects.find((p) => status[p.id].suitors.some((s) => s.program === team && (s.offered || s.visited)))
      ?? prospects.find((p) => status[p.id].suitors.some((s) => s.program === team)),
  );
  // Portal players still open: the two the market wants least (the other coaches offer them: his only offers, or
  // nearly) and the best.
  const portal = (order: string, limit: number) =>
    db
      .all<{ player_id: number }>(
        `SELECT player_id FROM portal_entries WHERE year = 2024 AND to_team IS NULL
          AND from_team NOT IN (${coached.map(() => '?').join(', ')}) ORDER BY rating ${order}, player_id LIMIT ${limit}`,
        [...coached],
      )
      .map((r) => r.player_id);
  const open = [...new Set([...portal('ASC', 2), ...portal('DESC', 1)])];
  return {
    teams,
    conferences: ['Big 12', 'SEC', 'independent'],
    weeks: [1, 6, 15],
    years: [2024],
    games: [...new Set(teams.map((team) => firstGame(db, team)))],
    players: teams.map(
      (team) =>
        db.get<{ id: number }>('SELECT id FROM players WHERE team = ? ORDER BY rating DESC LIMIT 1', [team])!.id,
    ),
    prospects: [...new Set([prospects[0].id, ...suited.filter((p) => p !== undefined).map((p) => p.id)])],
    // Outside the window: a player id the market answers for (not in the portal).
    portal: open.length > 0 ? open : [1],
    league,
  };
}

/**
 * What the other coaches' recruiting did so far, changed in the save (no page may show it): every offer and visit
 * of theirs marked the other way (a visit only where the prospect keeps visits to spare, as the visit limit is the
 * prospect's), the hours they spent on each prospect doubled, and their boards' scouting and targets grown.
 */
export function privateFields(db: Db, teams: readonly string[], pools: Pools): void {
  const cycle = loadCycle(db)!;
  const before = snapshotCycle(cycle.state);
  let flipped = 0;
  for (const p of cycle.state.prospects) {
    const suitors = cycle.state.status[p.id].suitors;
    const visits = suitors.filter((s) => s.visited).length;
    for (const s of suitors) {
      if (!teams.includes(s.program)) continue;
      s.offered = !s.offered;
      if (s.visited || visits < MAX_OFFICIAL_VISITS - 1) s.visited = !s.visited;
      s.effort *= 2;
      flipped++;
    }
  }
  expect(flipped).toBeGreaterThan(20);
  const scouted = [...pools.prospects, ...cycle.state.prospects.slice(0, 30).map((p) => p.id)];
  for (const team of teams) {
    const board = cycle.state.boards[team];
    cycle.state.boards[team] = {
      ...board,
      targets: [...new Set([...board.targets, ...scouted])],
      scouting: { ...board.scouting, ...Object.fromEntries(scouted.map((id) => [id, 3])) },
    };
  }
  // Their pipelines, every state's far stronger (a tier or two up): a suitor's tier would tell them.
  const pipelines = allPipelines(db);
  const stronger = new Map(
    teams.map((team) => [
      team,
      Object.fromEntries(Object.entries(pipelines.get(team) ?? {}).map(([state, s]) => [state, s * 3 + 12])),
    ]),
  );
  db.transaction(() => {
    saveCycle(db, before, cycle.state, cycle.programs);
    writePipelines(db, stronger);
  });
}

/** A coach's own business now, through the game's calls: each answered (a refusal is his own, not the server's). */
export async function othersBusiness(browser: Browser, call: BrowserCall, team: string, pools: Pools): Promise<void> {
  const done: string[] = [];
  const post = async (path: string, body: object): Promise<void> => {
    const answer = await browser.post(path, body, call);
    expect(answer.status, `${team} ${path}: ${answer.text}`).toBeLessThan(500);
    if (answer.status === 200) done.push(path);
  };
  await post('/api/recruiting/auto/', { on: false });
  const search = await browser.get<{ prospects: { id: number }[] }>(
    '/api/recruiting/prospects/?committed=no&per_page=8',
    call,
  );
  const open = search.body.prospects.map((p) => p.id);
  for (const [i, kind] of ['scout', 'contact', 'offer', 'visit'].entries())
    await post(`/api/recruiting/${kind}/`, { prospect: open[i] });
  await post('/api/recruiting/pitch/', { prospect: open[4], strength: 'prestige' });
  await post('/api/recruiting/board/add/', { prospect: open[5] });
  await post('/api/recruiting/plan/', { prospects: [open[6]], kinds: ['contact', 'pitch'], on: true });
  const walkOns = await browser.get<{ pool: { id: number }[] }>('/api/roster/walkons/', call);
  if (walkOns.body.pool?.length) await post('/api/roster/walkons/', { prospect: walkOns.body.pool[0].id });
  for (const player of pools.portal.slice(0, 2)) await post('/api/portal/offer/', { player });
  await post('/api/portal/promise/', { player: pools.portal[0] });
  await post('/api/nil/offer/', { name: pools.portal[0], amount: '50k' });
  await post('/api/training/group/', { group: 'QB', focus: 'emphasis' });
  // His portal offers above all: the market is where another coach's offer could be told.
  expect(done.filter((path) => path === '/api/portal/offer/')).toHaveLength(2);
  expect(done.length).toBeGreaterThan(6);
}
