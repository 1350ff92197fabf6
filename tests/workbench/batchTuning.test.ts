// dynasty tuning list and the batch's tuning overrides, through real processes: every constant listed with a
// meaning; --set and a sweep's value play the same game (in the batch's process and in its workers), in the
// direction expected; a bad name or value is refused before anything plays; no save takes overrides.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealismBatchReport } from '../../src/workbench/realismReport.js';
import { formatSweep, type SweepReport } from '../../src/workbench/sweep.js';
import { TUNING_CATALOGUE } from '../../src/workbench/tuningOptions.js';
import type { TuningListEntry } from '../../src/cli/commands/tuning.js';
import { HOME_EDGE, TACKLE_ASSIST } from '../../src/core/sim/tuning.js';
import { runBin } from '../helpers/cli.js';

const NO_SAVE = { DYNASTY_SAVE: '/nonexistent/dynasty.db' };
const ONE_SEASON = ['batch', '--year', '2024', '--seasons', '1', '--seed', '5', '--workers', '1', '--json'];
type Report = RealismBatchReport & { tuning?: Record<string, number> };

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'cli-tuning-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function homeWinPct(report: Report): number {
  return report.checks.find((c) => c.figure === 'homeWinPct')!.measured;
}

function expectRefused(args: string[], message: RegExp): void {
  const r = runBin(args, NO_SAVE);
  expect(r.status).toBe(2);
  expect(r.stdout).toBe('');
  expect(r.stderr.trim().split('\n')).toHaveLength(1);
  expect(r.stderr).toMatch(message);
}

describe('dynasty tuning list', () => {
  it('lists every constant with its value, range, meaning and where it is documented', () => {
    const r = runBin(['tuning', 'list', '--json'], NO_SAVE);
    expect(r.status).toBe(0);
    const { constants } = JSON.parse(r.stdout) as { constants: TuningListEntry[] };
    expect(constants.map((c) => c.name)).toEqual(TUNING_CATALOGUE.flatMap((c) => c.leaves.map((l) => l.name)));
    for (const c of constants) {
      expect(c.meaning.length, c.name).toBeGreaterThan(10);
      expect(c.documented[0], c.name).toMatch(/^src\/core\/\w+\/tuning\.ts$/);
    }
    const assist = constants.find((c) => c.name === 'sim.TACKLE_ASSIST')!;
    expect(assist).toMatchObject({ value: TACKLE_ASSIST, kind: 'share', min: 0, max: 1 });
    const text = runBin(['tuning', 'list', 'sim.RB_COMMITTEE'], NO_SAVE);
    expect(text.stdout).toMatch(/sim\.RB_COMMITTEE\.even = [\d.]+ +\(share 0-1\) +The backs' rotation/);
    // A prefix as typed, not only a whole part of the name.
    expect(runBin(['tuning', 'list', 'sim.HOME'], NO_SAVE).stdout).toMatch(/sim\.HOME_EDGE = [\d.]+/);
    expectRefused(['tuning', 'list', 'sim.NOPE'], /No tuning constant is named sim\.NOPE/);
  });
});

describe('dynasty batch with tuning overrides', () => {
  it('refuses a bad name, value, file or option with one line, before anything plays', () => {
    expectRefused([...ONE_SEASON, '--set', 'sim.NOPE=1'], /Unknown tuning constant sim\.NOPE/);
    expectRefused([...ONE_SEASON, '--set', 'sim.TACKLE_ASSIST=2'], /sim\.TACKLE_ASSIST must be from 0 to 1, not 2/);
    expectRefused([...ONE_SEASON, '--set=sim.HOME_EDGE=high'], /sim\.HOME_EDGE takes a number/);
    expectRefused([...ONE_SEASON, '--tuning', join(dir, 'missing.yaml')], /Cannot read tuning file/);
    expectRefused([...ONE_SEASON, '--sweep', 'sim.HOME_EDGE=1,-2'], /sim\.HOME_EDGE must be 0 or more, not -2/);
    expectRefused([...ONE_SEASON, '--dynasty', '--sweep', 'sim.HOME_EDGE=1,2'], /--sweep plays the era batch/);
    expectRefused(
      ['--save', join(dir, 'kept.db'), 'batch', '--year', '2024', '--dynasty', '--set', 'sim.HOME_EDGE=2'],
      /keeps no save/,
    );
    expectRefused(['serve', '--set', 'sim.HOME_EDGE=2'], /unknown option '--set'/);
  });

  it("plays a sweep's values in workers as --set plays them, and a bigger home edge wins more at home", () => {
    const sweep = runBin([...ONE_SEASON, '--sweep', `sim.HOME_EDGE=${HOME_EDGE},4`], NO_SAVE);
    expect(sweep.stderr).toBe('');
    const report = JSON.parse(sweep.stdout) as SweepReport<Report>;
    expect(report.sweep.names).toEqual(['sim.HOME_EDGE']);
    expect(report.sweep.points.map((p) => p.values)).toEqual([{ 'sim.HOME_EDGE': HOME_EDGE }, { 'sim.HOME_EDGE': 4 }]);
    const [written, bigger] = report.sweep.points.map((p) => p.report);
    expect(bigger.tuning).toEqual({ 'sim.HOME_EDGE': 4 });
    expect(homeWinPct(bigger)).toBeGreaterThan(homeWinPct(written) + 4);

    const file = join(dir, 'edge.yaml');
    writeFileSync(file, 'sim:\n  HOME_EDGE: 4\n');
    const set = runBin([...ONE_SEASON, '--tuning', file], NO_SAVE);
    expect(set.status).toBe(0);
    expect(JSON.parse(set.stdout)).toEqual(bigger);

    const text = formatSweep(report);
    expect(text).toMatch(/^Sweep of sim\.HOME_EDGE over 1 seed/);
    expect(text).toMatch(new RegExp(`Figure +Band +${HOME_EDGE} +4`));
    expect(text).toMatch(/Home win % \(non-neutral\) +[\d.]+ to [\d.]+ +[\d.]+ (in|OUT) +[\d.]+ (in|OUT)/);
    expect(text).toMatch(/Figures within tolerance: [\d.]+: \d+ of \d+; 4: \d+ of \d+\./);
  });

  it('leaves no trace: a new game made after a batch with overrides is the game made before it', () => {
    const before = join(dir, 'before.db');
    const after = join(dir, 'after.db');
    const play = (save: string, args: string[]) => expect(runBin(args, { DYNASTY_SAVE: save }).status).toBe(0);
    play(before, ['new', '--year', '2024', '--team', 'Texas', '--seed', '42']);
    play(before, ['advance']);
    play(before, ['sim', '--to', '1']);
    expect(runBin([...ONE_SEASON, '--set', 'sim.HOME_EDGE=4', '--set', 'sim.TACKLE_ASSIST=0.4'], NO_SAVE).status).toBe(
      0,
    );
    play(after, ['new', '--year', '2024', '--team', 'Texas', '--seed', '42']);
    play(after, ['advance']);
    play(after, ['sim', '--to', '1']);
    expect(readFileSync(after).equals(readFileSync(before))).toBe(true);
  });
});
