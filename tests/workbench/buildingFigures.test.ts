// The dynasty batch's "building a program" counts, read from a real save: the class's dealbreakers and its committed
// prospects' homes as the season's cycle stands, the computer programs' position changes (the coached program's left
// out) and the pipeline tiers every program holds; and the report summing them over a batch, judged against its bands.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findProgram } from '../../src/core/data/league.js';
import { dealbreakersOf } from '../../src/core/recruiting/dealbreakers.js';
import { PIPELINE } from '../../src/core/recruiting/tuning.js';
import { advanceStage } from '../../src/store/actions/advance.js';
import { newDynasty } from '../../src/store/actions/newDynasty.js';
import { simulateTo } from '../../src/store/actions/season/simulate.js';
import type { Db } from '../../src/store/database.js';
import { writePipelines } from '../../src/store/queries/pipelines.js';
import { loadCycle } from '../../src/store/queries/recruiting.js';
import type { SaveFile } from '../../src/store/saveFile.js';
import {
  ACC_2014,
  classEveFigures,
  offseasonBuildingFigures,
  type ClassEveFigures,
  type OffseasonBuildingFigures,
} from '../../src/workbench/buildingFigures.js';
import { BUILDING_TARGETS, buildingReport, formatBuildingReport } from '../../src/workbench/buildingReport.js';

const dir = mkdtempSync(join(tmpdir(), 'building-figures-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const TEAM = 'Iowa State';
let save: SaveFile;
let db: Db;

beforeAll(async () => {
  save = await newDynasty(join(dir, 'building.db'), { year: 2024, team: TEAM, seed: 31, playoffTeams: 12 });
  db = save.db;
  advanceStage(db); // preseason -> season: the spring and summer's recruiting played
  simulateTo(db, 9); // part of the season: a good share of the class committed
}, 300_000);
afterAll(() => save?.close());

describe("the class on signing day's eve", () => {
  it("counts the prospects' dealbreakers, the suitors they rule out and the committed prospects' homes", () => {
    const cycle = loadCycle(db)!;
    const eve = classEveFigures(db, 2024)!;
    const prospects = cycle.state.prospects;
    const held = prospects.map((p) => dealbreakersOf(p, 2024));
    expect(eve.prospects).toBe(prospects.length);
    expect(eve.withDealbreaker).toBe(held.filter((d) => d.length > 0).length);
    expect(eve.withTwo).toBe(held.filter((d) => d.length === 2).length);
    expect(Object.values(eve.byKind).reduce((a, b) => a + b, 0)).toBe(held.reduce((n, d) => n + d.length, 0));
    // Each prospect with one has his suitors counted; some of them are below his lines.
    const suitors = prospects.reduce(
      (n, p, i) => n + (held[i].length > 0 ? (cycle.state.status[p.id]?.suitors.length ?? 0) : 0),
      0,
    );
    expect(eve.suitors).toBe(suitors);
    expect(eve.ruledOut).toBeGreaterThan(0);
    expect(eve.ruledOut).toBeLessThan(eve.suitors);
    expect(eve.ruledOutOffering).toBeLessThanOrEqual(eve.ruledOut);
    expect(eve.prospectsRulingOut).toBeGreaterThan(0);
    expect(eve.prospectsRulingOut).toBeLessThanOrEqual(eve.withDealbreaker);
    // The committed prospects: where they live against their programs' campuses.
    const committed = prospects.flatMap((p) => {
      const s = cycle.state.status[p.id];
      const team = s?.signedWith ?? s?.committedTo ?? null;
      return team ? [{ p, team }] : [];
    });
    expect(committed.length).toBeGreaterThan(100);
    expect(eve.signees).toBe(committed.length);
    const home = ({ p, team }: (typeof committed)[number]) => findProgram(team)?.state === p.state;
    expect(eve.inState).toBe(committed.filter(home).length);
    const acc = new Set<string>(ACC_2014);
    expect(eve.acc.signees).toBe(committed.filter((c) => acc.has(c.team)).length);
    expect(eve.acc.inState).toBe(committed.filter((c) => acc.has(c.team) && home(c)).length);
    expect(eve.signeesRulingOutHigher).toBeLessThanOrEqual(eve.signeesRulingOutOffer);
    expect(eve.fromPipelineState).toBeLessThanOrEqual(eve.signees);
    expect(eve.highestInStateShare).toBeGreaterThan(0);
    expect(eve.highestInStateShare).toBeLessThanOrEqual(1);
    // By the program's prestige: every signee counted once, his miles with him.
    expect(eve.byPrestige.reduce((sum, t) => sum + t.signees, 0)).toBe(eve.signees);
    expect(eve.byPrestige.reduce((sum, t) => sum + t.miles, 0)).toBeCloseTo(eve.miles, 6);
  });

  it('is null without a stored cycle', async () => {
    const other = await newDynasty(join(dir, 'fresh.db'), { year: 2024, team: TEAM, seed: 32, inMemory: true });
    try {
      other.db.run('DELETE FROM recruiting_cycle');
      expect(loadCycle(other.db)).toBeNull();
      expect(classEveFigures(other.db, 2024)).toBeNull();
    } finally {
      other.close();
    }
  });
});

describe('the offseason', () => {
  it("counts the computer programs' position changes and leaves out the coached program's", () => {
    const ids = db
      .all<{ id: number; team: string }>("SELECT id, team FROM players WHERE team IN ('Texas', 'Ohio State', ?)", [
        TEAM,
      ])
      .reduce((m, r) => m.set(r.team, [...(m.get(r.team) ?? []), r.id]), new Map<string, number[]>());
    const move = (team: string, i: number, from: string, to: string, by: 'staff' | 'coach') =>
      db.run(
        `INSERT INTO position_changes (year, player_id, team, first, last, from_pos, to_pos, rating_before, rating_after, made_by)
         VALUES (2024, ?, ?, 'A', 'B', ?, ?, 60, 58, ?)`,
        [ids.get(team)![i], team, from, to, by],
      );
    move('Texas', 0, 'CB', 'S', 'staff');
    move('Texas', 1, 'RB', 'WR', 'staff');
    move('Ohio State', 0, 'CB', 'S', 'staff');
    move(TEAM, 0, 'TE', 'OL', 'staff');
    move(TEAM, 1, 'DL', 'LB', 'coach');
    const teams = db.get<{ n: number }>('SELECT COUNT(*) AS n FROM team_seasons WHERE year = 2024')!.n;
    // (The season's own offseason is not reached: these are the only moves of 2024.)
    expect(db.get<{ n: number }>('SELECT COUNT(*) AS n FROM position_changes WHERE year = 2024')!.n).toBe(5);
    const o = offseasonBuildingFigures(db, 2024);
    expect(o.programs).toBe(teams - 1);
    expect(o.moves).toBe(3);
    expect(o.movingPrograms).toBe(2);
    expect(o.byPosition).toEqual({ S: 2, WR: 1 });
    expect(o.byMove).toEqual({ 'CB>S': 2, 'RB>WR': 1 });
  });

  it('counts the pipelines every program holds by tier', () => {
    const [bronze, silver, gold] = PIPELINE.tiers;
    const none = Object.fromEntries(
      db.all<{ team: string }>('SELECT team FROM team_seasons WHERE year = 2024').map((r) => [r.team, {}]),
    );
    writePipelines(
      db,
      new Map<string, Record<string, number>>([
        ...Object.entries(none),
        ['Texas', { TX: gold, OK: silver, LA: bronze, NM: bronze / 2 }],
        ['Ohio State', { OH: silver + 1, MI: bronze }],
        ['Rice', { TX: bronze }],
      ]),
    );
    const o = offseasonBuildingFigures(db, 2024);
    expect(o.pipelines).toEqual({ bronze: 3, silver: 2, gold: 1 });
    expect(o.programsWith).toEqual({ bronze: 3, silver: 2, gold: 1 });
    expect(o.pipelinePrograms).toBe(Object.keys(none).length);
  });
});

describe('the report over a batch', () => {
  const eve = (signees: number, miles: number, accInState: number): ClassEveFigures => ({
    prospects: 1000,
    withDealbreaker: 370,
    withTwo: 70,
    byKind: { proximity: 100, nil: 340 },
    suitors: 2000,
    ruledOut: 740,
    ruledOutOffering: 370,
    prospectsRulingOut: 300,
    signees,
    signeesRulingOutOffer: 100,
    signeesRulingOutHigher: 40,
    inState: signees / 2,
    miles: miles * signees,
    fromPipelineState: signees / 4,
    byPrestige: [
      { signees: signees / 2, miles: (miles / 2) * (signees / 2) },
      ...Array.from({ length: 5 }, () => ({ signees: 0, miles: 0 })),
      { signees: signees / 2, miles: 1.5 * miles * (signees / 2) },
    ],
    acc: { signees: 100, inState: accInState },
    highestInStateShare: 0.8,
  });
  const offseason = (moves: number): OffseasonBuildingFigures => ({
    programs: 100,
    moves,
    movingPrograms: moves / 2,
    byPosition: { S: moves / 2, WR: moves / 2 },
    byMove: { 'CB>S': moves / 2, 'RB>WR': moves / 2 },
    pipelinePrograms: 100,
    programsWith: { bronze: 90, silver: 50, gold: 10 },
    pipelines: { bronze: 300, silver: 100, gold: 20 },
  });

  it('sums the seasons into rates and judges the geography against its bands', () => {
    const report = buildingReport([
      { seasons: [{ eve: eve(2000, 400, 40), building: offseason(100) }] },
      { seasons: [{ eve: eve(2000, 500, 36), building: offseason(200) }, { eve: null }] },
    ]);
    expect(report.classes).toBe(2);
    expect(report.offseasons).toBe(2);
    expect(report.positionChanges.perProgram).toBe(1.5);
    expect(report.positionChanges.perOffseason).toBe(150);
    expect(report.positionChanges.byPosition).toEqual({ S: 75, WR: 75 });
    expect(report.positionChanges.topMoves[0]).toEqual({ move: 'CB>S', perOffseason: 75 });
    expect(report.dealbreakers.share).toBe(0.37);
    expect(report.dealbreakers.byKind).toEqual({ proximity: 0.1, nil: 0.34 });
    expect(report.dealbreakers.ruledOutPerProspect).toBe(2);
    expect(report.dealbreakers.ruledOutShareOfSuitors).toBe(0.37);
    expect(report.dealbreakers.signeesPassedHigherPerClass).toBe(40);
    expect(report.pipelines.programShare).toEqual({ bronze: 0.9, silver: 0.5, gold: 0.1 });
    expect(report.pipelines.perProgram.bronze).toBe(3);
    expect(report.geography.signeeMiles).toEqual({ value: 450, inRange: true });
    expect(report.geography.accInState).toEqual({ value: 0.38, signees: 200, inRange: true });
    expect(report.geography.milesByPrestige).toEqual([225, null, null, null, null, null, 675]);
    expect(report.verdict).not.toMatch(/OUT/);
    const text = formatBuildingReport(report);
    expect(text).toMatch(/Position changes: 1\.5 a computer program an offseason/);
    expect(text).toMatch(/No real figure/);
  });

  it('calls a figure outside its band out of range', () => {
    const near = BUILDING_TARGETS.signeeMiles.band[0] - 50;
    const report = buildingReport([{ seasons: [{ eve: eve(1000, near, 70), building: offseason(10) }] }]);
    expect(report.geography.signeeMiles.inRange).toBe(false);
    expect(report.geography.accInState.inRange).toBe(false);
    expect(report.verdict).toMatch(/miles from home 285 \(target 335-560\): OUT of range/);
  });

  it('says so when no class was read', () => {
    const report = buildingReport([{ seasons: [{}] }]);
    expect(report.dealbreakers.share).toBeNull();
    expect(report.geography.signeeMiles.inRange).toBeNull();
    expect(report.verdict).toMatch(/no class read/);
  });
});
