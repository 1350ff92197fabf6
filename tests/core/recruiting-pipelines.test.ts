// Pipelines and dealbreakers in exact situations: a pipeline's tiers, growth and fading, a new dynasty's footprints,
// the interest a pipeline adds, and a prospect's dealbreakers (at most two, fixed per prospect, learned by scouting)
// ruling a program below their line out of his interest and his commitment, for the computer's programs too.

import { describe, expect, it } from 'vitest';
import { attributesForLevel } from '../../src/core/players/attributes.js';
import { createIdSource } from '../../src/core/players/generate.js';
import { POSITIONS, type Position } from '../../src/core/players/types.js';
import { createRng } from '../../src/core/random.js';
import { findProgram, seasonLeague } from '../../src/core/data/league.js';
import {
  nationalClass,
  recruitingWeek,
  startRecruitingCycle,
  type PreferenceWeights,
  type Prospect,
  type RecruitingAction,
  type RecruitingProgram,
  type RecruitingState,
} from '../../src/core/recruiting/index.js';
import {
  afterSeason,
  initialPipelines,
  keptStrength,
  pipelineGain,
  pipelineTier,
  withSignees,
} from '../../src/core/recruiting/pipelines.js';
import { dealbreakersOf } from '../../src/core/recruiting/dealbreakers.js';
import { scoutedWants } from '../../src/core/recruiting/scoutingReport.js';
import { PIPELINE } from '../../src/core/recruiting/tuning.js';

const ATTRIBUTES = attributesForLevel('QB', 60, createRng(1));

function prefs(weights: Partial<PreferenceWeights>): PreferenceWeights {
  return {
    playingTime: 0,
    proximity: 0,
    prestige: 0,
    contending: 0,
    conference: 0,
    schemeFit: 0,
    effort: 0,
    ...weights,
  };
}

function prospect(id: number, extra: Partial<Prospect> = {}): Prospect {
  return {
    id,
    first: 'Pro',
    last: `Spect${id}`,
    pos: 'QB',
    state: 'TX',
    town: 'Houston',
    heightInches: 75,
    weightPounds: 210,
    stars: 3,
    rank: id,
    rating: 60,
    potential: 75,
    attributes: ATTRIBUTES,
    developmentTrait: 3,
    preferences: prefs({ proximity: 0.2 }),
    ...extra,
  };
}

function openings(spots: Partial<Record<Position, number>>): Record<Position, number> {
  const all = {} as Record<Position, number>;
  for (const pos of POSITIONS) all[pos] = spots[pos] ?? 0;
  return all;
}

function program(name: string, extra: Partial<RecruitingProgram> = {}): RecruitingProgram {
  return {
    name,
    prestige: 4,
    conference: 'SEC',
    power: true,
    state: 'TX',
    resources: 0.5,
    contending: 0.5,
    scholarships: 3,
    openings: openings({ QB: 3 }),
    ...extra,
  };
}

function cycle(prospects: Prospect[], programs: RecruitingProgram[], userPrograms = programs.map((p) => p.name)) {
  return startRecruitingCycle(2025, prospects, programs, userPrograms);
}

function play(state: RecruitingState, programs: RecruitingProgram[], orders: Record<string, RecruitingAction[]>) {
  const result = recruitingWeek(state, { programs, orders, homeGames: {} });
  if (!result.ok) throw new Error(result.error.message);
  return result.state;
}

const interestOf = (state: RecruitingState, id: number, name: string) =>
  state.status[id].suitors.find((s) => s.program === name)?.interest ?? 0;

describe('a pipeline', () => {
  it('has its tier by strength and multiplies interest by the tier', () => {
    const [bronze, silver, gold] = PIPELINE.tiers;
    expect([0, bronze - 0.01, bronze, silver, gold, gold * 3].map(pipelineTier)).toEqual([
      'none',
      'none',
      'bronze',
      'silver',
      'gold',
      'gold',
    ]);
    expect([undefined, 0, bronze, silver, gold].map(pipelineGain)).toEqual([1, 1, ...PIPELINE.gain]);
  });

  it('grows with the signees and starters from a state and fades without them', () => {
    // Eight signees a year and eight starters from the state: a gold pipeline within eight years.
    let fed = 0;
    for (let year = 0; year < 8; year++) fed = afterSeason(withSignees(fed, 8), 8);
    expect(pipelineTier(fed)).toBe('gold');
    // Then nobody from there: it falls a tier within a few seasons and is gone within twenty.
    let left = fed;
    let seasons = 0;
    while (keptStrength(left)) {
      left = afterSeason(left, 0);
      seasons++;
    }
    expect(pipelineTier(afterSeason(afterSeason(fed, 0), 0))).not.toBe('gold');
    expect(seasons).toBeGreaterThan(5);
    expect(seasons).toBeLessThan(20);
  });

  it("starts a new dynasty at each program's footprint: strongest at home, further for the great programs", () => {
    const league = seasonLeague(2024);
    const programs = league.teams.map((t) => ({
      name: t.name,
      state: findProgram(t.name)?.state ?? '',
      prestige: t.prestige,
    }));
    const footprints = initialPipelines(programs);
    expect(initialPipelines(programs)).toEqual(footprints);
    const strongest = (team: string) => Object.entries(footprints.get(team) ?? {}).sort((a, b) => b[1] - a[1])[0];
    expect(strongest('Texas')[0]).toBe('TX');
    expect(strongest('Georgia')[0]).toBe('GA');
    expect(pipelineTier(strongest('Texas')[1])).not.toBe('none');
    // Alabama (prestige at the top) reaches more states than a small program of the same region.
    const reach = (team: string) => Object.keys(footprints.get(team) ?? {}).length;
    const small = league.teams.find((t) => t.prestige <= 2 && findProgram(t.name)?.state === 'AL');
    expect(small).toBeDefined();
    expect(reach('Alabama')).toBeGreaterThan(reach(small?.name ?? ''));
  });

  it("adds its tier's share to the interest every action earns with the state's prospects", () => {
    const gold = PIPELINE.tiers[2];
    const programs = [program('Piped U', { pipelines: { TX: gold } }), program('Plain U', { pipelines: { FL: gold } })];
    const state = play(cycle([prospect(1)], programs), programs, {
      'Piped U': [{ kind: 'contact', prospect: 1 }],
      'Plain U': [{ kind: 'contact', prospect: 1 }],
    });
    expect(interestOf(state, 1, 'Plain U')).toBeGreaterThan(0);
    expect(interestOf(state, 1, 'Piped U') / interestOf(state, 1, 'Plain U')).toBeCloseTo(PIPELINE.gain[2], 6);
  });
});

describe('dealbreakers', () => {
  const prospects = nationalClass(createRng(7).fork('class'), createIdSource(1));

  it('are at most two a prospect, held by some prospects and not most, the same for the same prospect', () => {
    const all = prospects.map((p) => dealbreakersOf(p, 2025));
    expect(all.every((d) => d.length <= 2)).toBe(true);
    const some = all.filter((d) => d.length > 0).length / all.length;
    expect(some).toBeGreaterThan(0.05);
    expect(some).toBeLessThan(0.6);
    expect(prospects.map((p) => dealbreakersOf(p, 2025))).toEqual(all);
    // Every kind is held by someone, NIL only from July 2021.
    const kinds = new Set(all.flat().map((d) => d.kind));
    expect([...kinds].sort()).toEqual(['contending', 'nil', 'playingTime', 'prestige', 'proximity', 'schemeFit']);
    expect(prospects.flatMap((p) => dealbreakersOf(p, 2019)).some((d) => d.kind === 'nil')).toBe(false);
  });

  it('are learned by the first scouting, his motivations by the second and third', () => {
    const p = prospects.find((x) => dealbreakersOf(x, 2025).length > 0) as Prospect;
    expect(scoutedWants(p, 0, 2025)).toEqual({ motivations: [], dealbreakers: null });
    expect(scoutedWants(p, 1, 2025).dealbreakers).toEqual(dealbreakersOf(p, 2025));
    expect(scoutedWants(p, 1, 2025).motivations).toEqual([]);
    expect(scoutedWants(p, 2, 2025).motivations).toHaveLength(1);
    const all = scoutedWants(p, 3, 2025).motivations;
    expect(all.map((m) => m.key)).toContain('nil');
    expect(all.reduce((sum, m) => sum + (m.share ?? 0), 0)).toBeCloseTo(1, 9);
  });

  it('rule a program below the line out of his interest and his commitment, whoever runs it', () => {
    // A homebody: proximity weighed far above the usual is his dealbreaker, its line within 800 miles of Texas.
    const homebody = prospect(1, { preferences: prefs({ proximity: 0.6, prestige: 0.1 }) });
    expect(dealbreakersOf(homebody, 2025).map((d) => d.kind)).toEqual(['proximity']);
    const programs = [
      program('Home U', { prestige: 2 }),
      program('Far U', { state: 'WA', prestige: 7, contending: 1 }),
    ];
    // Far U's staff (the computer) recruits him as hard as it likes; Home U only contacts him.
    let state = cycle([homebody], programs, ['Home U']);
    for (let week = 0; week < 4; week++)
      state = play(state, programs, {
        'Home U': [{ kind: 'contact', prospect: 1 }],
        'Far U': [
          { kind: 'contact', prospect: 1 },
          ...(week === 0 ? [{ kind: 'offer' as const, prospect: 1 }] : []),
          { kind: 'pitch', prospect: 1, strength: 'prestige' },
        ],
      });
    expect(interestOf(state, 1, 'Far U')).toBe(0);
    expect(interestOf(state, 1, 'Home U')).toBeGreaterThan(0);
    expect(state.status[1].committedTo).not.toBe('Far U');
  });
});
