// The fit's parts that play nothing: the objective (the report's judgement in band widths, the designer's weights,
// the figures the constants move), DIRECT replayed generation by generation (how a fit resumes and finds its next
// generation), and the options' checks, with generated input (fast-check, fixed seed).
import direct from 'ml-direct';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import '../../src/core/allTuning.js';
import { tunedValues } from '../../src/core/tuning.js';
import {
  distanceOutside,
  type FitFigure,
  type FitJudgement,
  movedFigures,
  objective,
  weightOf,
} from '../../src/workbench/fitObjective.js';
import { fitConfig, judgedFigures, parseSeedList, parseVary, parseWeight } from '../../src/cli/commands/fitOptions.js';
import { fitReport } from '../../src/workbench/fitReport.js';
import { nextGeneration, pointKey, valueAt } from '../../src/workbench/fitSearch.js';
import { type FitCandidate, newFitState } from '../../src/workbench/fitState.js';
import { TUNING_CATALOGUE } from '../../src/workbench/tuningOptions.js';
import { GameError } from '../../src/store/errors.js';

const SEED = 20261127;
const CURRENT = tunedValues();

function figure(over: Partial<FitFigure>): FitFigure {
  const base: FitFigure = {
    section: 'endings',
    figure: 'fiftyPlusPct',
    label: 'Team scores of 50+ %',
    values: [5, 5],
    centre: 5,
    sd: 0.4,
    low: 5,
    high: 9,
    rule: false,
    ok: true,
  };
  const f = { ...base, ...over };
  return {
    ...f,
    ok: f.rule ? f.centre > 0.5 : (f.low === null || f.centre >= f.low) && (f.high === null || f.centre <= f.high),
  };
}

const judgement = (year: number, ...figures: FitFigure[]): FitJudgement => [
  { year, figures, inTolerance: figures.filter((f) => f.ok).length },
];

describe("the fit's objective", () => {
  it("counts a figure's distance outside its band in band widths, a rule by the seeds it failed at", () => {
    expect(distanceOutside(figure({ centre: 7 }))).toBe(0);
    expect(distanceOutside(figure({ centre: 4 }))).toBeCloseTo(0.25);
    expect(distanceOutside(figure({ centre: 11 }))).toBeCloseTo(0.5);
    // One-sided: tenths of the bound (most carries at least 300).
    expect(distanceOutside(figure({ low: 300, high: null, centre: 285 }))).toBeCloseTo(0.5);
    expect(distanceOutside(figure({ low: null, high: 0, centre: 2 }))).toBe(2);
    expect(distanceOutside(figure({ rule: true, low: null, high: null, centre: 0.75 }))).toBe(0);
    expect(distanceOutside(figure({ rule: true, low: null, high: null, centre: 0.25 }))).toBe(0.75);
  });

  it('weighs figures by the designer (sections and figures by name, the later winning) and chases only those given', () => {
    const fifty = figure({ centre: 4 });
    const points = figure({ section: 'per game', figure: 'points', label: 'Points', low: 27, high: 29, centre: 30 });
    expect(weightOf(points, [['per-game', 2]])).toBe(2);
    expect(
      weightOf(points, [
        ['all', 0],
        ['points', 3],
      ]),
    ).toBe(3);
    expect(
      weightOf(points, [
        ['points', 3],
        ['all', 0],
      ]),
    ).toBe(0);
    const j = judgement(2024, fifty, points);
    expect(objective(j, [])).toBeCloseTo(0.25 + 0.5);
    expect(objective(j, [['endings', 4]])).toBeCloseTo(1 + 0.5);
    expect(objective(j, [], new Set(['2024 per game/points']))).toBeCloseTo(0.5);
  });

  it("finds the figures a constant moves beyond the seeds' noise, and leaves the others unchased", () => {
    const noisy = (centre: number) =>
      figure({ figure: 'shutoutPct', label: 'Shutouts %', centre, sd: 1, values: [0, 1, 2, 3] });
    const moved = (centre: number) => figure({ centre, sd: 0.2, values: [0, 1, 2, 3] });
    // Standard errors 0.5 and 0.1: shutouts differ by 1 (< 3 x 0.71), fifty-point scores by 2 (> 3 x 0.14).
    const { movable, effects } = movedFigures(judgement(2024, noisy(1.5), moved(6)), [
      {
        name: 'sim.X',
        values: [1, 2],
        judgements: [judgement(2024, noisy(1), moved(5)), judgement(2024, noisy(2), moved(7))],
      },
    ]);
    expect([...movable]).toEqual(['2024 endings/fiftyPlusPct']);
    expect(effects[0].moved).toMatchObject([{ label: 'Team scores of 50+ %', change: 2, year: 2024 }]);
  });
});

describe("the fit's verdict", () => {
  it('confirms a best candidate only when it judges better and brings more figures in on the confirming seeds', () => {
    const state = newFitState({
      years: [2024],
      seasons: 1,
      seeds: [1],
      confirmSeeds: [2],
      constants: [{ name: 'sim.HOME_EDGE', low: 1, high: 2, current: 1.5, integer: false }],
      weights: [],
      tuning: {},
    });
    const at = (centre: number) => judgement(2024, figure({ centre, values: [centre], sd: 0 }));
    const candidate = (point: number, value: number, tuning: number, confirmed: number): FitCandidate => ({
      generation: point === 0.5 ? 0 : 1,
      point: [point],
      values: { 'sim.HOME_EDGE': value },
      judgement: at(tuning),
      confirmed: at(confirmed),
    });
    // The current constants at the centre: 50-point scores 4.2% (out); the best candidate 5.5% on the tuning seeds.
    state.candidates = [
      candidate(0.5, 1.5, 4.2, 4.2),
      candidate(5 / 6, 1.833, 5.5, 4.6),
      candidate(1 / 6, 1.167, 3, 3),
    ];
    const verdict = () => fitReport(state).fit.verdict;
    expect(fitReport(state).fit.best).toBe(1);
    expect(verdict()).toBe('not confirmed');
    state.candidates[1].confirmed = at(5.1);
    expect(verdict()).toBe('confirmed');
    expect(fitReport(state).fit.cameIn).toEqual(['2024 Team scores of 50+ %']);
    state.candidates[1].confirmed = at(3.9);
    expect(verdict()).toBe('not confirmed');
    state.candidates[1].judgement = at(4.1);
    expect(verdict()).toBe('current is best');
  });
});

describe('DIRECT replayed', () => {
  const bowl = (p: readonly number[]) => p.reduce((sum, x, i) => sum + (x - 0.2 - 0.15 * i) ** 2, 0);

  it('asks for the centre and the points around it first, then each generation from the ones played', () => {
    const played = new Map<string, number>();
    const first = nextGeneration(3, played, 5)!;
    expect(first.generation).toBe(1);
    expect(first.points).toHaveLength(7);
    expect(first.points[0]).toEqual([0.5, 0.5, 0.5]);
    let generation = first;
    const sizes: number[] = [];
    for (let g: typeof first | null = first; g; g = nextGeneration(3, played, 5)) {
      generation = g;
      sizes.push(g.points.length);
      for (const p of g.points) played.set(pointKey(p), bowl(p));
    }
    expect(generation.generation).toBe(5);
    // The same search as DIRECT run whole with every point computed at once: the replay plays the same points.
    const whole = direct((x) => bowl(Array.from(x)), [0, 0, 0], [1, 1, 1], { iterations: 5 });
    expect(Math.min(...played.values())).toBe(whole.minFunctionValue);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(played.size);
  });

  it('maps the unit cube onto a range to four significant digits, a count to whole numbers', () => {
    expect(valueAt(0.5, 3, 4, false)).toBe(3.5);
    expect(valueAt(1 / 6, 3, 4, false)).toBe(3.167);
    expect(valueAt(5 / 6, 1, 12, true)).toBe(10);
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: -50, max: 50, noNaN: true }),
        (u, low) => {
          const v = valueAt(u, low, low + 3, false);
          expect(v).toBeGreaterThanOrEqual(low);
          expect(v).toBeLessThanOrEqual(low + 3);
        },
      ),
      { seed: SEED, numRuns: 300 },
    );
  });
});

/** Refused as bad input, or accepted: never another error. */
function badInputOr<T>(action: () => T): T | null {
  try {
    return action();
  } catch (error) {
    expect(error).toBeInstanceOf(GameError);
    expect((error as GameError).kind).toBe('bad_input');
    expect((error as GameError).message).not.toMatch(/\n/);
    return null;
  }
}

const NUMBERS = TUNING_CATALOGUE.flatMap((c) => c.leaves).filter((l) => l.kind !== 'boolean');

describe("the fit's options", () => {
  const options = { years: '2024', seasons: '1', seeds: '1-2', confirmSeeds: '3', vary: ['sim.HOME_EDGE'], weight: [] };

  it('refuses an unknown constant, a range outside the catalogue, no figure to judge and overlapping seeds', () => {
    const refused = (over: object, message: RegExp) =>
      expect(() => fitConfig({ ...options, ...over }, CURRENT, {})).toThrow(message);
    refused({ vary: ['sim.NO_SUCH'] }, /Unknown tuning constant sim\.NO_SUCH/);
    refused({ vary: ['sim.TACKLE_ASSIST=0.5..1.5'] }, /outside its catalogued range: it must be from 0 to 1/);
    refused({ vary: ['sim.HOME_EDGE=2..1'] }, /the low end must be below the high end/);
    refused({ weight: ['all=0'] }, /No figure to judge/);
    refused({ weight: ['nothingSoNamed=2'] }, /--weight nothingSoNamed: no judged figure or section/);
    refused({ confirmSeeds: '2-4' }, /2 is in both --seeds and --confirm-seeds/);
    refused({ vary: ['sim.HOME_EDGE', 'sim.HOME_EDGE'] }, /names sim\.HOME_EDGE twice/);
    refused({ years: '1990' }, /Season 1990 is not available/);
    expect(() => fitConfig(options, CURRENT, { 'sim.HOME_EDGE': 2 })).toThrow(/both varied and set/);
    const config = fitConfig({ ...options, weight: ['all=0', 'endings=2'] }, CURRENT, {});
    expect(config.constants[0]).toMatchObject({ name: 'sim.HOME_EDGE', current: CURRENT.get('sim.HOME_EDGE') });
    expect(judgedFigures(2024).some((f) => f.section === 'endings')).toBe(true);
  });

  it('parses generated seed lists, ranges and weights or refuses them as bad input, never otherwise', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[0-9, -]{1,14}$/)), (text) => {
        const seeds = badInputOr(() => parseSeedList(text, '--seeds'));
        if (seeds) {
          expect(new Set(seeds).size).toBe(seeds.length);
          expect(seeds).toEqual([...seeds].sort((a, b) => a - b));
        }
      }),
      { seed: SEED, numRuns: 1000 },
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...NUMBERS),
        fc.double({ min: -5, max: 5, noNaN: true }),
        fc.double({ min: 0, max: 5, noNaN: true }),
        (leaf, low, width) => {
          const text = `${leaf.name}=${low}..${low + width}`;
          const c = badInputOr(() => parseVary(text, CURRENT));
          if (!c) return;
          expect(c.low).toBeLessThan(c.high);
          if (leaf.min !== undefined) expect(c.low).toBeGreaterThanOrEqual(leaf.min);
          if (leaf.max !== undefined) expect(c.high).toBeLessThanOrEqual(leaf.max);
        },
      ),
      { seed: SEED, numRuns: 500 },
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        const w = badInputOr(() => parseWeight(text));
        if (w) expect(w[1]).toBeGreaterThanOrEqual(0);
      }),
      { seed: SEED, numRuns: 500 },
    );
  });

  it('refuses overlapping tuning and confirming seeds, whatever they are', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 60 }), { minLength: 1, maxLength: 6 }),
        fc.nat(5),
        (seeds, k) => {
          const confirm = [seeds[k % seeds.length], 1000 + k];
          expect(() =>
            fitConfig({ ...options, seeds: seeds.join(','), confirmSeeds: confirm.join(',') }, CURRENT, {}),
          ).toThrow(/in both --seeds and --confirm-seeds/);
        },
      ),
      { seed: SEED, numRuns: 50 },
    );
  });
});
