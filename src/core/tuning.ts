// Every tuning constant by name: `sim.TACKLE_ASSIST`, and an object's or a list's numbers by path
// (`sim.RB_COMMITTEE.even`, `sim.LB_ROLES.0`). Each folder's tuning.ts writes its constants through tuned(), which
// returns the value as written unless an override for it was set before that module was evaluated: only the batch
// command sets overrides (in its own process and in each batch worker's), before it loads the game. With none set,
// every constant is the very value written, so a seeded game plays exactly as it always has.

/** What an override may set: a number or a yes/no switch (text and the shapes of tables stay as written). */
export type TuningValue = number | boolean;
export type TuningOverrides = Readonly<Record<string, TuningValue>>;

/** How an override is checked: a share stays 0-1, a count a whole number; min and max keep the sign as written. */
export type TuningKind = 'number' | 'integer' | 'share' | 'boolean';
/** One tunable number or switch (src/core/tuningCatalogue.json, made by scripts/tuningCatalogue.ts). */
export interface TuningLeaf {
  name: string;
  kind: TuningKind;
  min?: number;
  max?: number;
  /** The leaf's own doc comment, where it has one (else the constant's meaning holds). */
  meaning?: string;
}
export interface TuningConstant {
  name: string;
  meaning: string;
  /** The tuning file, and the docs its comment points to. */
  documented: string[];
  leaves: TuningLeaf[];
}
export type TuningCatalogue = TuningConstant[];

const written = new Map<string, unknown>();
let overrides: TuningOverrides = {};

/** A constant named `folder.NAME`: `value`, with any overrides of it or of its numbers by path applied. */
export function tuned<T>(name: string, value: T): T {
  written.set(name, value);
  return applied(name, value) as T;
}

function applied(name: string, value: unknown): unknown {
  let result = value;
  for (const [key, override] of Object.entries(overrides)) {
    if (key === name) result = override;
    else if (key.startsWith(`${name}.`)) result = withLeaf(result, key.slice(name.length + 1).split('.'), override);
  }
  return result;
}

/** A copy of `value` with the number at `path` replaced (the original stays as written). */
function withLeaf(value: unknown, path: readonly string[], leaf: TuningValue): unknown {
  if (path.length === 0) return leaf;
  if (typeof value !== 'object' || value === null) throw new Error(`No tuning value at ${path.join('.')}.`);
  const copy = (Array.isArray(value) ? [...value] : { ...value }) as Record<string, unknown>;
  copy[path[0]] = withLeaf(copy[path[0]], path.slice(1), leaf);
  return copy;
}

/**
 * Sets the overrides every constant evaluated from now on reads. A constant already evaluated keeps its value, so
 * setting overrides once any tuning module has loaded is refused rather than silently half applied.
 */
export function setTuningOverrides(next: TuningOverrides): void {
  if (Object.keys(next).length > 0 && written.size > 0) {
    throw new Error(
      `Tuning overrides must be set before the game loads (${[...written.keys()][0]} already has its value).`,
    );
  }
  overrides = { ...next };
}

export function tuningOverrides(): TuningOverrides {
  return overrides;
}

/** The tunable numbers and switches of the loaded constants, by full name, with the values in play. */
export function tunedValues(): Map<string, TuningValue> {
  const values = new Map<string, TuningValue>();
  for (const name of written.keys()) {
    for (const [path, value] of tuningLeaves(name, applied(name, written.get(name)))) values.set(path, value);
  }
  return values;
}

/** The numbers and switches inside a constant's value, each with its path (`name.key.0`). */
export function tuningLeaves(name: string, value: unknown): [string, TuningValue][] {
  if (typeof value === 'number' || typeof value === 'boolean') return [[name, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => tuningLeaves(`${name}.${key}`, inner));
}
