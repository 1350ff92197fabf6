// Pipelines and dealbreakers in a real save of two coached programs: every program's footprint and every player's home
// at the start, a prospect's dealbreakers on his page once scouted, each suitor's pipeline in his state (another
// coach's kept from a league coach's page), signing day's growth and the season end's fading, for every program alike.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealbreakersOf } from '../../src/core/recruiting/dealbreakers.js';
import { PIPELINE } from '../../src/core/recruiting/tuning.js';
import { advanceStage } from '../../src/store/actions/advance.js';
import { newDynasty } from '../../src/store/actions/newDynasty.js';
import { addCoachedProgram } from '../../src/store/actions/programs.js';
import { contactProspect, scoutProspect } from '../../src/store/actions/recruiting/actions.js';
import { simulateTo } from '../../src/store/actions/season/simulate.js';
import type { Db } from '../../src/store/database.js';
import { GameError } from '../../src/store/errors.js';
import { readState } from '../../src/store/queries/meta.js';
import { allPipelines, startersByHome } from '../../src/store/queries/pipelines.js';
import { loadCycle } from '../../src/store/queries/recruiting.js';
import { coachedPrograms } from '../../src/store/program.js';
import type { SaveFile } from '../../src/store/saveFile.js';
import { PageContext } from '../../src/store/views/context.js';
import { pipelinesView } from '../../src/store/views/recruiting/pipelines.js';
import { prospectPageView } from '../../src/store/views/recruiting/prospect.js';

const dir = mkdtempSync(join(tmpdir(), 'dynasty-pipelines-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const TEAM = 'Iowa State';
const OTHER = 'Iowa';
let save: SaveFile;
let db: Db;

const program = (team: string) => {
  const found = coachedPrograms(db).find((p) => p.team === team);
  if (!found) throw new Error(`${team} is not coached`);
  return found;
};

beforeAll(async () => {
  save = await newDynasty(join(dir, 'pipelines.db'), { year: 2022, team: TEAM, seed: 21, playoffTeams: 4 });
  db = save.db;
  save.change(() => addCoachedProgram(db, OTHER));
});
afterAll(() => save?.close());

describe('pipelines in the save', () => {
  it("gives every program its footprint and every player a home from it, the program's campus state strongest", () => {
    const teams = db.all<{ team: string }>('SELECT team FROM team_seasons WHERE year = 2022').map((r) => r.team);
    const pipelines = allPipelines(db);
    expect([...pipelines.keys()].sort()).toEqual([...teams].sort());
    const strongest = (team: string) => Object.entries(pipelines.get(team) ?? {}).sort((a, b) => b[1] - a[1])[0][0];
    expect(strongest('Texas')).toBe('TX');
    expect(strongest(TEAM)).toBe('IA');
    const homeless = db.get<{ n: number }>(
      'SELECT COUNT(*) AS n FROM players WHERE active = 1 AND id NOT IN (SELECT player_id FROM player_homes)',
    );
    expect(homeless?.n).toBe(0);
    // The pipelines page: strongest first, with the tiers' lines; the CLI and the server give this view.
    const view = pipelinesView(new PageContext(db, program(TEAM)));
    expect(view.home_state).toBe('IA');
    expect(view.states[0].state).toBe('IA');
    expect(view.states.map((s) => s.strength)).toEqual([...view.states.map((s) => s.strength)].sort((a, b) => b - a));
    expect(view.states.reduce((sum, s) => sum + s.players, 0)).toBeGreaterThan(60);
    expect(view.tiers.map((t) => t.gain)).toEqual([0, ...PIPELINE.gain.map((g) => Math.round((g - 1) * 100))]);
  });

  it("shows a prospect's dealbreakers once scouted, and keeps another coach's pipelines from a league page", () => {
    save.change(() => advanceStage(db)); // the season: the cycle's weeks begin
    const cycle = loadCycle(db)!;
    // A prospect near Iowa whose one dealbreaker is the distance from home: Iowa, next door, is above it.
    const target = cycle.state.prospects.find(
      (p) =>
        !cycle.state.status[p.id].committedTo
        && ['IA', 'IL', 'MN', 'MO', 'NE', 'WI'].includes(p.state)
        && dealbreakersOf(p, 2022)
          .map((d) => d.kind)
          .join() === 'proximity',
    );
    expect(target).toBeDefined();
    const id = target?.id ?? 0;
    const own = () => new PageContext(db, program(TEAM));
    expect(prospectPageView(own(), id).prospect.dealbreakers).toBeNull();
    save.change(() => scoutProspect(db, program(TEAM), id));
    save.change(() => contactProspect(db, program(OTHER), id));
    save.change(() => simulateTo(db, 2)); // week 1
    const page = prospectPageView(own(), id);
    expect(page.prospect.scouting).toBe(1);
    expect(page.prospect.dealbreakers?.map((d) => d.kind)).toEqual(dealbreakersOf(target!, 2022).map((d) => d.kind));
    expect(page.prospect.dealbreakers?.every((d) => d.line.length > 0)).toBe(true);
    // Iowa's coach did not scout him: not known to him.
    expect(prospectPageView(new PageContext(db, program(OTHER)), id).prospect.dealbreakers).toBeNull();
    // On one screen every program's pipeline in his state is shown; on a league coach's page, not another coach's.
    const tierOf = (ctx: PageContext, team: string) =>
      prospectPageView(ctx, id).suitors.find((s) => s.team === team)?.pipeline;
    expect(tierOf(own(), OTHER)).toMatch(/none|bronze|silver|gold/);
    const inLeague = new PageContext(db, program(TEAM), true);
    expect(tierOf(inLeague, OTHER)).toBeNull();
    expect(() => pipelinesView(inLeague, OTHER)).toThrow(GameError);
    expect(pipelinesView(inLeague, 'Texas').team.name).toBe('Texas');
    expect(pipelinesView(new PageContext(db, program(OTHER), true)).team.name).toBe(OTHER);
  });

  it('fades every pipeline at the season end, with its starters counted, and grows it by its signees', {
    timeout: 400_000,
  }, () => {
    save.change(() => simulateTo(db, readState(db).playoff.teams === 4 ? 18 : 17));
    const before = allPipelines(db);
    const starters = startersByHome(db);
    save.change(() => advanceStage(db)); // the season's end
    const faded = allPipelines(db);
    for (const team of ['Texas', TEAM, OTHER, 'Alabama']) {
      const expected: Record<string, number> = {};
      const own = before.get(team) ?? {};
      const started = starters.get(team) ?? new Map<string, number>();
      for (const state of new Set([...Object.keys(own), ...started.keys()])) {
        const strength = (own[state] ?? 0) * PIPELINE.fade + PIPELINE.starter * (started.get(state) ?? 0);
        if (strength >= PIPELINE.floor) expected[state] = Math.round(strength * 1000) / 1000;
      }
      expect(faded.get(team), team).toEqual(expected);
    }
    save.change(() => advanceStage(db)); // progression
    const beforeSigning = allPipelines(db);
    save.change(() => advanceStage(db)); // signing day
    const signed = db.all<{ team: string; state: string; n: number }>(
      `SELECT r.team AS team, h.state AS state, COUNT(*) AS n FROM roster_changes r
       JOIN player_homes h ON h.player_id = r.player_id WHERE r.year = 2022 AND r.kind = 'recruit'
       GROUP BY r.team, h.state`,
    );
    expect(signed.length).toBeGreaterThan(100);
    const grown = allPipelines(db);
    for (const row of signed)
      expect(grown.get(row.team)?.[row.state], `${row.team} ${row.state}`).toBeCloseTo(
        (beforeSigning.get(row.team)?.[row.state] ?? 0) + PIPELINE.signee * row.n,
        6,
      );
  });
});
