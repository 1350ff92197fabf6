// dynasty tuning list [PREFIX] [--json]: every tuning constant by name (objects and lists by path), with its value,
// the range an override must keep, its one-line meaning and where it is documented. The batch's --set, --tuning and
// --sweep take these names (docs/batch.md).
import type { Command } from 'commander';
import type { TuningKind } from '../../core/tuning.js';
import { GameError } from '../../store/errors.js';
import { printJson, type CliIo } from '../io.js';

export interface TuningListEntry {
  name: string;
  value: number | boolean;
  kind: TuningKind;
  /** The range an override must keep (null: open on that side). */
  min: number | null;
  max: number | null;
  meaning: string;
  /** The tuning file, and the docs its comment points to. */
  documented: string[];
}

async function tuningList(prefix: string | undefined): Promise<TuningListEntry[]> {
  await import('../../core/allTuning.js');
  const { tunedValues } = await import('../../core/tuning.js');
  const { TUNING_CATALOGUE } = await import('../../workbench/tuningOptions.js');
  const values = tunedValues();
  const entries = TUNING_CATALOGUE.flatMap((constant) =>
    constant.leaves.map((leaf) => ({
      name: leaf.name,
      value: values.get(leaf.name) ?? NaN,
      kind: leaf.kind,
      min: leaf.min ?? null,
      max: leaf.max ?? null,
      meaning: leaf.meaning ?? constant.meaning,
      documented: constant.documented,
    })),
  );
  if (prefix === undefined) return entries;
  // A prefix as typed: sim.HOME lists sim.HOME_EDGE, sim.PUNT every part of the punt.
  const chosen = entries.filter((e) => e.name.startsWith(prefix));
  if (chosen.length === 0)
    throw new GameError(
      'not_found',
      `No tuning constant is named ${prefix} or starts with ${prefix}. (dynasty tuning list names them all).`,
    );
  return chosen;
}

function rangeOf(e: TuningListEntry): string {
  if (e.kind === 'boolean') return 'true/false';
  const bounds =
    e.min !== null && e.max !== null
      ? `${e.min}-${e.max}`
      : e.min !== null
        ? `>= ${e.min}`
        : e.max !== null
          ? `<= ${e.max}`
          : 'any';
  return `${e.kind === 'number' ? '' : `${e.kind === 'integer' ? 'count' : 'share'} `}${bounds}`;
}

export function registerTuning(program: Command, io: CliIo): void {
  const tuning = program
    .command('tuning')
    .description("the game's tuning constants, which dynasty batch --set, --tuning and --sweep can change");
  tuning
    .command('list [prefix]')
    .description(
      'every tuning constant (or those under a prefix such as sim or sim.RUN) with its value, its range, its meaning and where it is documented',
    )
    .option('--json', 'print JSON')
    .action(async (prefix: string | undefined, options: { json?: boolean }) => {
      const entries = await tuningList(prefix);
      if (options.json) return printJson(io, { constants: entries });
      let documented = '';
      for (const e of entries) {
        const where = e.documented.join(', ');
        if (where !== documented) io.out(`${documented === '' ? '' : '\n'}${where}`);
        documented = where;
        io.out(`  ${e.name} = ${e.value}  (${rangeOf(e)})  ${e.meaning}`);
      }
      io.out(
        `\n${entries.length} constant${entries.length === 1 ? '' : 's'}; dynasty batch --set NAME=VALUE plays with another value (docs/batch.md).`,
      );
    });
}
