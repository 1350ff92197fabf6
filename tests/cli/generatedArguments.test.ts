// Generated bad arguments, not a list of them: the option parsers in process, generated values for the commands'
// numeric arguments, and generated command lines through the real bin/dynasty. Each ends, answers exit 2 with one
// line on stderr (nothing on stdout) and changes nothing; a value that happens to be good is simply played.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseInteger, parseYesNo } from '../../src/cli/options.js';
import { isGameError } from '../../src/store/errors.js';
import { BIN, cliSave, season2019AtWeek4 } from '../helpers/cli.js';

const SEED = 20261125;
const save = cliSave('dynasty-generated-args-');
afterAll(() => save.cleanup());
beforeAll(() => season2019AtWeek4(save.path), 300_000);

/** Anything typed where a whole number goes that is not one (digits with a sign, spaces or letters; huge ones). */
const notAWholeNumber = fc.oneof(
  fc.string({ maxLength: 12 }).filter((s) => !/^\s*-?\d{1,15}\s*$/.test(s) && !s.startsWith('-')),
  fc.constantFrom('1.5', '1e3', '0x10', '99999999999999999999', ' ', '', 'Infinity', 'NaN', '٣', '3 4'),
);

describe('the option parsers', () => {
  it('parseInteger answers a whole number it holds exactly, or a clear refusal naming the value', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 24 }), (text) => {
        let n: number;
        try {
          n = parseInteger(text, 'Week');
        } catch (error) {
          expect(isGameError(error) && error.kind === 'bad_input').toBe(true);
          expect((error as Error).message).toBe(`Week must be a whole number, not "${text}".`);
          return;
        }
        expect(Number.isSafeInteger(n)).toBe(true);
        expect(BigInt(n)).toBe(BigInt(text.trim()));
      }),
      { seed: SEED, numRuns: 2000 },
    );
    fc.assert(
      fc.property(fc.maxSafeInteger(), (n) => {
        expect(parseInteger(String(n), 'Week')).toBe(n);
      }),
      { seed: SEED, numRuns: 500 },
    );
    // Digits past what a number holds exactly are refused, not rounded.
    expect(() => parseInteger('9007199254740993', 'Seed')).toThrow(/Seed must be a whole number/);
  });

  it('parseYesNo answers yes or no, or a clear refusal naming the value', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('YES', ' n ', 'True', '0', 'on', 'off')),
        (text) => {
          try {
            expect(typeof parseYesNo(text, 'Title game')).toBe('boolean');
          } catch (error) {
            expect(isGameError(error) && error.kind === 'bad_input').toBe(true);
            expect((error as Error).message).toBe(`Title game must be yes or no, not "${text}".`);
          }
        },
      ),
      { seed: SEED, numRuns: 1000 },
    );
  });
});

// Where the commands take a whole number: the value goes where X is.
const NUMBER_ARGUMENTS: string[][] = [
  ['week', 'X'],
  ['schedule', '--year', 'X'],
  ['stats', '--limit', 'X'],
  ['stats', '--season', 'X'],
  ['rankings', '--week', 'X'],
  ['rankings', '--season', 'X'],
  ['watch', 'X'],
  ['carousel', '--year', 'X'],
  ['noncon', 'add', '--opponent', 'Akron', '--week', 'X'],
  ['noncon', 'options', '--week', 'X'],
  ['god', 'prestige', 'Clemson', 'X'],
  ['god', 'force', 'X', '--winner', 'Clemson'],
];

describe('generated values for the commands (in process)', () => {
  it('refuses a value that is not a whole number with one line, exit 2, and the save untouched', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...NUMBER_ARGUMENTS), notAWholeNumber, async (args, value) => {
        await save.refused(
          args.map((a) => (a === 'X' ? value : a)),
          /^(dynasty|error): /,
        );
      }),
      { seed: SEED, numRuns: 60 },
    );
  }, 300_000);
});

// Commands that end by themselves (not serve, play or batch), and words a command line is made of.
const COMMANDS = [
  'status',
  'sim',
  'week',
  'schedule',
  'stats',
  'rankings',
  'noncon',
  'roster',
  'recruiting',
  'god',
  'coach',
  'league',
  'awards',
  'news',
];
const WORDS = [
  '--to',
  '--week',
  '--year',
  '--json',
  '--limit',
  '--team',
  '--opponent',
  'add',
  'remove',
  'options',
  '-1',
  '0',
  '400',
  'Clemson',
  '--',
  '--too',
  '--weak',
  '--jsn',
  'ad',
  'optons',
];

describe('generated command lines through the real bin/dynasty', () => {
  it('ends each with exit 0 or a one-line refusal (exit 2, the save untouched), never a crash', () => {
    const dir = mkdtempSync(join(tmpdir(), 'dynasty-generated-argv-'));
    try {
      fc.assert(
        fc.property(
          fc.constantFrom(...COMMANDS),
          fc.array(fc.oneof(fc.constantFrom(...WORDS), fc.string({ minLength: 1, maxLength: 8 })), {
            minLength: 1,
            maxLength: 4,
          }),
          (command, words) => {
            const path = join(dir, 'dynasty.db');
            copyFileSync(save.path, path);
            const before = readFileSync(path);
            const argv = ['--save', path, command, ...words];
            const r = spawnSync(BIN, argv, { encoding: 'utf8', timeout: 120_000 });
            const what = `dynasty ${argv.slice(2).join(' ')}: ${r.stderr}`;
            expect(r.signal, what).toBeNull();
            expect([0, 2], what).toContain(r.status);
            if (r.status === 2) {
              expect(r.stderr.trim().split('\n'), what).toHaveLength(1);
              expect(readFileSync(path).equals(before), what).toBe(true);
            }
          },
        ),
        // A misspelt option: commander's suggestion joins its line.
        { seed: SEED, numRuns: 8, examples: [['sim', ['--too', '3']]] },
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 600_000);
});
