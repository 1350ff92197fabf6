// The words a player reads: no one named "Grant Grant", "an" before a vowel sound ("an ace recruiter", "Texas has an offensive coordinator"),
// one period after "God Mode is on", and calls that read apart (press man, man blitz, fire zone).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creationProblem } from '../../src/core/coaches/creation.js';
import { COVERAGES } from '../../src/core/playbook/book.js';
import { drawName, FIRST_NAMES, LAST_NAMES } from '../../src/core/players/names.js';
import { createRng } from '../../src/core/random.js';
import { headlineFor } from '../../src/core/sim/headline.js';
import type { GameResult } from '../../src/core/sim/types.js';
import { DEFENSE_CALLS } from '../../src/core/sim/calls.js';
import { article, withArticle } from '../../src/shared/article.js';
import { callLabel } from '../../src/shared/callKeys.js';
import type { StaffResponse } from '../../src/shared/staff-types.js';
import { runCli } from '../helpers/cli.js';
import { texasSeason2024 } from '../helpers/preparedSave.js';

describe('a or an', () => {
  it('goes by the sound', () => {
    const said: [string, string][] = [
      ['ace recruiter', 'an'],
      ['offensive coordinator', 'an'],
      ['defensive coordinator', 'a'],
      ['NFL assistant', 'an'],
      ['ACC', 'an'],
      ['SEC', 'an'],
      ['MAC', 'a'],
      ['Big Ten', 'a'],
      ['index', 'an'],
      ['table', 'a'],
      ['8-team', 'an'],
      ['11-team', 'an'],
      ['12-team', 'a'],
      ['18.5-point', 'an'],
      ['1-point', 'a'],
      ['80-yard', 'an'],
      ['Utah', 'a'],
      ['hour', 'an'],
      ['home-and-home', 'a'],
      ['', 'a'],
    ];
    expect(said.map(([w]) => [w, article(w)])).toEqual(said);
    expect(withArticle('alumnus')).toBe('an alumnus');
  });

  it('answers any text with a or an', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        expect(['a', 'an']).toContain(article(text));
      }),
      { seed: 75, numRuns: 500 },
    );
  });

  it("reads right in an upset's headline", () => {
    const upset = (homeSpread: number) =>
      headlineFor({
        winner: 'away',
        home: 'Alabama',
        away: 'Kansas State',
        overtimes: 0,
        homeSpread,
        homePoints: 20,
        awayPoints: 24,
      } as GameResult);
    expect(upset(-11.5)).toBe('Upset: Kansas State stuns Alabama 24-20 as an 11.5-point underdog');
    expect(upset(-18)).toMatch(/ as an 18-point underdog$/);
    expect(upset(-31.5)).toMatch(/ as a 31.5-point underdog$/);
  });

  it('reads right in the refusal of a created coach', () => {
    const problem = creationProblem({ background: 'recruiter', points: { recruiting: 10, 'game-day': 10 } }, 4);
    expect(problem?.message).toMatch(/ for an ace recruiter here /);
    const nfl = creationProblem({ background: 'nfl-assistant', points: { recruiting: 10 } }, 4);
    expect(nfl?.message).toMatch(/ for an NFL assistant here /);
  });
});

describe('a drawn name', () => {
  it('never has its first name for its last, and keeps the draws it makes', () => {
    // The pools share names (Grant, Carter, Davis...): independent draws do meet "Grant Grant" now and then.
    const shared = FIRST_NAMES.filter((n) => LAST_NAMES.includes(n));
    expect(shared).toContain('Grant');
    const [a, b] = [createRng(75), createRng(75)];
    let met = 0;
    for (let i = 0; i < 40_000; i++) {
      const name = drawName(a);
      const [first, last] = [b.pick(FIRST_NAMES), b.pick(LAST_NAMES)];
      expect(name.first).toBe(first);
      if (first === last) met++;
      else expect(name.last).toBe(last);
      expect(name.last).not.toBe(name.first);
    }
    expect(met).toBeGreaterThan(0);
  });
});

describe("a coached game's calls", () => {
  it('read apart: no two look alike', () => {
    const labels = [...DEFENSE_CALLS, ...COVERAGES].map(callLabel);
    expect(labels).toContain('press man');
    expect(labels).toContain('man blitz');
    expect(labels).toContain('fire zone');
    expect(labels.filter((l, i) => labels.indexOf(l) !== i)).toEqual([]);
    // No label is another's beginning ("man press" beside "man pressure").
    for (const a of labels)
      for (const b of labels) if (a !== b) expect(b.startsWith(`${a}`), `${a} / ${b}`).toBe(false);
  });
});

describe('the words of the command line', () => {
  const dir = mkdtempSync(join(tmpdir(), 'dynasty-words-'));
  const path = join(dir, 'dynasty.db');
  const cli = (...args: string[]) => runCli(['--save', path, ...args]);
  beforeAll(() => texasSeason2024(path, 2), 600_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('says a program has an offensive coordinator when it hires a second', async () => {
    const view = JSON.parse((await cli('staff', '--json')).stdout) as StaffResponse;
    expect(view.coordinators.map((c) => c.role)).toContain('OC');
    const candidate = view.candidates.find((c) => c.role === 'OC')!;
    const hired = await cli('staff', 'hire', candidate.key);
    expect(hired.status).toBe(2);
    expect(hired.stderr).toMatch(/^dynasty: Texas has an offensive coordinator: fire him first/);
  });

  it('says God Mode is on with one period', async () => {
    const on = await cli('god', 'on');
    expect(on.status).toBe(0);
    expect(on.stdout.trim()).toBe('God Mode is on.');
  });
});
