// dynasty batch --shard K/N --out FILE and batch merge: a batch split in three and merged prints the report one run
// of it prints (--seeds, --sweep, and --dynasty with the recruiter comparison), and every bad split or merge is refused with
// one line on stderr and status 2, playing and writing nothing.
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlReport } from '../../src/workbench/htmlReport.js';
import { formatSeedsReport, type SeedsReport } from '../../src/workbench/seedsReport.js';
import { shardResult, type ShardResult } from '../../src/workbench/shard.js';
import { formatSweep, type SweepReport } from '../../src/workbench/sweep.js';
import { runCli, type CliResult } from '../helpers/cli.js';

const NO_SAVE = { DYNASTY_SAVE: '/nonexistent/dynasty.db' };
const SEEDS = ['batch', '--year', '2016', '--seasons', '1', '--seed', '4', '--seeds', '3'];
// Two values at two seeds: four (value, seed) runs, played in worker processes at each value's tuning.
const SWEEP = ['batch', '--year', '2016', '--seasons', '1', '--seeds', '2', '--sweep', 'sim.HOME_EDGE=1.15,3'];
// One dynasty and the recruiter comparison's two runs: three units, one a shard.
const DYNASTY = ['batch', '--dynasty', '--year', '2024', '--seasons', '1', '--seed', '3', '--comparison-seasons', '1'];

let dir: string;
const file = (name: string) => join(dir, name);
const shards = (prefix: string) => [1, 2, 3].map((k) => file(`${prefix}-${k}.json`));

async function ok(args: string[]): Promise<CliResult> {
  const r = await runCli(args, NO_SAVE);
  expect(r.stderr, args.join(' ')).toBe('');
  expect(r.status, args.join(' ')).toBe(0);
  return r;
}

async function refused(args: string[], message: string | RegExp): Promise<void> {
  const r = await runCli(args, NO_SAVE);
  expect(r.status, args.join(' ')).toBe(2);
  expect(r.stdout, args.join(' ')).toBe('');
  expect(r.stderr.trim().split('\n'), args.join(' ')).toHaveLength(1);
  if (typeof message === 'string') expect(r.stderr).toContain(message);
  else expect(r.stderr).toMatch(message);
}

/** A shard file rewritten with a change, its checksum recomputed (as if written by another batch). */
function rewritten(from: string, to: string, change: (result: ShardResult) => void): string {
  const result = JSON.parse(readFileSync(from, 'utf8')) as ShardResult;
  change(result);
  writeFileSync(to, JSON.stringify(shardResult(result.config, result.shard, result.units)));
  return to;
}

let seedsWhole: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cli-batch-shard-'));
  seedsWhole = (await ok([...SEEDS, '--json'])).stdout;
  for (const [k, out] of shards('seeds').entries()) await ok([...SEEDS, '--shard', `${k + 1}/3`, '--out', out]);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('dynasty batch --seeds --shard K/N and batch merge', () => {
  it('plays a third of the seeds in each shard and says what it wrote', async () => {
    const second = JSON.parse(readFileSync(shards('seeds')[1], 'utf8')) as ShardResult;
    expect(second.shard).toEqual({ index: 2, count: 3 });
    expect(second.config).toMatchObject({ mode: 'seeds', year: 2016, seasons: 1, seed: 4, seeds: 3, league: null });
    expect(second.units.map((u) => u.index)).toEqual([1]);
    const r = await ok([...SEEDS, '--shard', '2/3', '--out', file('again.json'), '--json']);
    expect(JSON.parse(r.stdout)).toEqual({
      mode: 'shard',
      shard: { index: 2, count: 3 },
      played: 'seed 5 of 4-6',
      out: file('again.json'),
    });
    // The same shard played again writes the same figures.
    expect(readFileSync(file('again.json'), 'utf8')).toBe(readFileSync(shards('seeds')[1], 'utf8'));
  });

  it('merges the three shards, in any order, into the report of the whole run', async () => {
    const [one, two, three] = shards('seeds');
    const merged = await ok(['batch', 'merge', three, one, two, '--json']);
    expect(merged.stdout).toBe(seedsWhole);
    const text = await ok(['batch', 'merge', one, two, three]);
    expect(text.stdout).toBe(`${formatSeedsReport(JSON.parse(seedsWhole) as SeedsReport)}\n\nMerged from 3 shards.\n`);
  });

  it("writes the merged report's HTML page, the one the whole run's report gives", async () => {
    const [one, two, three] = shards('seeds');
    const page = file('merged.html');
    const text = await ok(['batch', 'merge', one, two, three, '--html', page]);
    expect(text.stdout).toContain(`Merged from 3 shards.\nWrote the HTML report to ${page}.`);
    expect(readFileSync(page, 'utf8')).toBe(htmlReport(JSON.parse(seedsWhole) as SeedsReport));
    await refused(['batch', 'merge', one, two, three, '--html', file('no/such/folder/r.html')], 'no folder');
  });

  it('writes the whole batch as one part with --out alone', async () => {
    await ok([...SEEDS, '--seeds', '1', '--out', file('whole.json')]);
    const result = JSON.parse(readFileSync(file('whole.json'), 'utf8')) as ShardResult;
    expect(result.shard).toEqual({ index: 1, count: 1 });
    const merged = JSON.parse((await ok(['batch', 'merge', file('whole.json'), '--json'])).stdout) as SeedsReport;
    expect(merged.seeds).toEqual([4]);
  });

  it('refuses a bad split before playing anything', async () => {
    const out = file('refused.json');
    for (const spec of ['0/3', '4/3', '3', 'a/b', '1/0', '-1/3', '1/3/3', '1.5/3', '']) {
      await refused(
        [...SEEDS, '--shard', spec, '--out', out],
        `--shard must be K/N, part K of N with 1 <= K <= N <= 1000 (such as 2/4), not "${spec}".`,
      );
    }
    await refused([...SEEDS, '--shard', '1/4', '--out', out], '--shard 1/4: 3 seeds cannot be split into 4 parts.');
    await refused([...SEEDS, '--shard', '1/3'], '--shard writes its part of the batch to a file: give --out FILE.');
    await refused(
      ['batch', '--year', '2016', '--shard', '1/3', '--out', out],
      '--shard and --out split the seeds of --seeds, the runs of --sweep or the dynasties of --dynasty.',
    );
    await refused(
      ['batch', '--year', '2016', '--coach-scripts', '--shard', '1/3', '--out', out],
      '--shard and --out split',
    );
    await refused(
      [...DYNASTY, '--shard', '1/3', '--out', out, '--export-teams', file('t.csv')],
      '--export-teams cannot be split into shards',
    );
    await refused(
      [...SEEDS, '--shard', '1/3', '--out', file('no/such/folder/x.json')],
      `there is no folder ${file('no/such/folder')}`,
    );
    await refused([...SEEDS, '--shard', '1/3', '--out', dir], `Cannot write ${dir}: it is a folder.`);
    await refused(
      [...DYNASTY, '--dynasties', '1', '--shard', '4/4', '--out', out],
      "3 runs (1 dynasty and the recruiter comparison's 2) cannot be split into 4 parts",
    );
    await refused(['batch', '--shard', '1/3', '--out', out], 'dynasty batch needs --year Y');
    expect(existsSync(out)).toBe(false);
  });

  it('refuses files of different batches, and a split in a different number of parts', async () => {
    const [one, two, three] = shards('seeds');
    const otherYear = rewritten(three, file('year.json'), (r) => {
      (r.config as { year: number }).year = 2017;
    });
    await refused(
      ['batch', 'merge', one, two, otherYear],
      `${otherYear} is from a different batch than ${one}: year 2017 against 2016.`,
    );
    const otherSeasons = rewritten(two, file('seasons.json'), (r) => {
      (r.config as { seasons: number }).seasons = 2;
    });
    await refused(
      ['batch', 'merge', one, otherSeasons, three],
      `${otherSeasons} is from a different batch than ${one}: seasons 2 against 1.`,
    );
    const league = rewritten(two, file('league.json'), (r) => {
      (r.config as { league: string | null }).league = 'abc';
    });
    await refused(['batch', 'merge', one, league, three], 'league "abc" against null');
    const fourParts = rewritten(three, file('four.json'), (r) => {
      r.shard = { index: 4, count: 4 };
    });
    await refused(
      ['batch', 'merge', one, two, three, fourParts],
      `${fourParts} is part of a split into 4 shards, ${one} of a split into 3.`,
    );
  });

  it('refuses a missing or repeated shard', async () => {
    const [one, two, three] = shards('seeds');
    await refused(['batch', 'merge', one, three], 'Shard 2/3 of the batch is missing.');
    await refused(['batch', 'merge', two], 'Shards 1/3, 3/3 of the batch are missing.');
    const copy = file('copy-of-2.json');
    copyFileSync(two, copy);
    await refused(['batch', 'merge', one, two, copy, three], `${two} and ${copy} are both shard 2/3.`);
    const misplaced = rewritten(two, file('misplaced.json'), (r) => {
      r.units[0].index = 2;
    });
    await refused(
      ['batch', 'merge', one, misplaced, three],
      `${misplaced} is damaged: it does not hold the units of shard 2/3.`,
    );
  });

  it('refuses a damaged, foreign or missing file', async () => {
    const [one, two, three] = shards('seeds');
    const text = readFileSync(two, 'utf8');
    writeFileSync(file('cut.json'), text.slice(0, text.length / 2));
    await refused(
      ['batch', 'merge', one, file('cut.json'), three],
      `${file('cut.json')} is damaged or not a batch result: it is not complete JSON.`,
    );
    writeFileSync(file('edited.json'), text.replace(/"seed":5/, '"seed":6'));
    await refused(
      ['batch', 'merge', one, file('edited.json'), three],
      `${file('edited.json')} is damaged: its figures do not match its checksum.`,
    );
    writeFileSync(file('foreign.json'), JSON.stringify({ name: 'cfb-dynasty', version: '1.0.0' }));
    await refused(
      ['batch', 'merge', one, file('foreign.json'), three],
      `${file('foreign.json')} is not a batch result`,
    );
    writeFileSync(file('newer.json'), text.replace('"version":1', '"version":2'));
    await refused(
      ['batch', 'merge', file('newer.json')],
      'is a batch result of format 2; this dynasty reads format 1.',
    );
    await refused(
      ['batch', 'merge', one, file('nothing.json')],
      `Cannot read the batch result ${file('nothing.json')}.`,
    );
    await refused(['batch', 'merge'], /missing required argument 'files'/);
    await refused(
      ['batch', '--year', '2016', 'merge', one, two, three],
      "batch merge takes the batch's options from its files: leave out --year.",
    );
  });
});

// A cap, not a pace: a dynasty played whole and in three parts took 325 s at a load of 50 on two cores.
describe('dynasty batch --dynasty --shard K/N and batch merge', { timeout: 1_200_000 }, () => {
  it('merges a dynasty and the recruiter comparison played in three shards into the report of the whole run', async () => {
    const whole = (await ok([...DYNASTY, '--json'])).stdout;
    const files = shards('dynasty');
    for (const [k, out] of files.entries()) await ok([...DYNASTY, '--shard', `${k + 1}/3`, '--out', out]);
    const kinds = files.map((f) => (JSON.parse(readFileSync(f, 'utf8')) as ShardResult).units.map((u) => u.index));
    expect(kinds).toEqual([[0], [1], [2]]);
    expect((await ok(['batch', 'merge', files[2], files[0], files[1], '--json'])).stdout).toBe(whole);
    const mixed = [files[0], files[1], shards('seeds')[2]];
    await refused(
      ['batch', 'merge', ...mixed],
      `${mixed[2]} is from a different batch than ${mixed[0]}: mode "seeds" against "dynasty"`,
    );
  });
});

// A cap, not a pace: a dynasty played whole and in three parts took 325 s at a load of 50 on two cores.
describe('dynasty batch --sweep --shard K/N and batch merge', { timeout: 1_200_000 }, () => {
  it("merges a sweep's (value, seed) runs played in three shards into the whole sweep's report", async () => {
    const whole = (await ok([...SWEEP, '--json'])).stdout;
    const files = shards('sweep');
    const played: string[] = [];
    for (const [k, out] of files.entries()) {
      played.push(
        (
          JSON.parse((await ok([...SWEEP, '--shard', `${k + 1}/3`, '--out', out, '--json'])).stdout) as {
            played: string;
          }
        ).played,
      );
    }
    expect(played).toEqual([
      'sim.HOME_EDGE=1.15 at seed 1',
      'sim.HOME_EDGE=1.15 at seed 2',
      'sim.HOME_EDGE=3 at seeds 1-2',
    ]);
    const third = JSON.parse(readFileSync(files[2], 'utf8')) as ShardResult;
    expect(third.config).toEqual({
      mode: 'sweep',
      year: 2016,
      seasons: 1,
      seed: 1,
      seeds: 2,
      league: null,
      names: ['sim.HOME_EDGE'],
      points: [{ 'sim.HOME_EDGE': 1.15 }, { 'sim.HOME_EDGE': 3 }],
      tuning: {},
    });
    expect(third.units.map((u) => u.index)).toEqual([2, 3]);
    expect((await ok(['batch', 'merge', files[2], files[0], files[1], '--json'])).stdout).toBe(whole);
    const text = await ok(['batch', 'merge', ...files]);
    expect(text.stdout).toBe(
      `${formatSweep(JSON.parse(whole) as SweepReport<SeedsReport>)}\n\nMerged from 3 shards.\n`,
    );
  });

  it('refuses parts of a different sweep, and more parts than runs', async () => {
    const files = shards('sweep');
    const other = file('other-sweep-3.json');
    await ok([
      'batch',
      '--year',
      '2016',
      '--seasons',
      '1',
      '--seeds',
      '2',
      '--sweep',
      'sim.HOME_EDGE=1.15,4',
      '--shard',
      '3/3',
      '--out',
      other,
    ]);
    await refused(
      ['batch', 'merge', files[0], files[1], other],
      `${other} is from a different batch than ${files[0]}: points [{"sim.HOME_EDGE":1.15},{"sim.HOME_EDGE":4}] against`,
    );
    await refused(['batch', 'merge', files[0], files[1], shards('seeds')[2]], 'mode "seeds" against "sweep"');
    await refused(
      [...SWEEP, '--shard', '1/5', '--out', file('five.json')],
      '--shard 1/5: 4 runs (2 values at 2 seeds each) cannot be split into 5 parts.',
    );
    expect(existsSync(file('five.json'))).toBe(false);
  });
});
