// Recruiting pipelines in the save (core/recruiting/pipelines.ts): every program's footprint when it first needs one
// (a new dynasty, a program joining FBS, a save from before pipelines), grown on signing day by its signees, faded at
// the season's end with its starters counted. The same rules for every program, the player's and the computer's.
import type { SeasonLeague } from '../../../core/data/types.js';
import { findProgram } from '../../../core/data/league.js';
import {
  afterSeason,
  homeFromPipelines,
  initialPipelines,
  keptStrength,
  withSignees,
} from '../../../core/recruiting/pipelines.js';
import type { Prospect } from '../../../core/recruiting/types.js';
import { hashString } from '../../../core/random.js';
import type { Db } from '../../database.js';
import {
  allPipelines,
  dropFormerHomes,
  playersWithoutHomes,
  programsWithPipelines,
  saveHomes,
  startersByHome,
  writePipelines,
} from '../../queries/pipelines.js';

/** The campus state of a program ('' when the data does not place it). */
export function campusOf(team: string): string {
  return findProgram(team)?.state ?? '';
}

/**
 * Gives each program of the league with no pipelines on record its footprint (initialPipelines over the whole league,
 * so it is split with its neighbours), and every active player with no home on record one: drawn from his program's
 * pipelines by a hash of the dynasty's seed and his id (the same save, the same homes).
 */
export function ensurePipelines(db: Db, league: SeasonLeague, seed: number): void {
  const season = league;
  const seeded = programsWithPipelines(db);
  if (season.teams.some((t) => !seeded.has(t.name))) {
    const footprints = initialPipelines(
      season.teams.map((t) => ({ name: t.name, state: campusOf(t.name), prestige: t.prestige })),
    );
    const fresh = new Map<string, Record<string, number>>();
    for (const t of season.teams) if (!seeded.has(t.name)) fresh.set(t.name, footprints.get(t.name) ?? {});
    writePipelines(db, fresh);
  }
  const missing = playersWithoutHomes(db);
  if (missing.size === 0) return;
  const pipelines = allPipelines(db);
  const homes: { id: number; state: string }[] = [];
  for (const [team, ids] of missing) {
    const own = pipelines.get(team) ?? {};
    const campus = campusOf(team);
    for (const id of ids)
      homes.push({ id, state: homeFromPipelines(own, campus, hashString(`${seed}:home:${id}`) / 4294967296) });
  }
  saveHomes(db, homes);
}

/**
 * Signing day's pipelines: each signee's home kept and PIPELINE.signee added to his program's pipeline there; the
 * walk-ons' homes kept too (an invited walk-on's from the prospect he was, a drawn one's the campus state), adding no
 * strength (a pipeline is built with scholarship players).
 */
export function pipelinesAfterSigning(
  db: Db,
  classes: Readonly<Record<string, readonly Prospect[]>>,
  walkOns: ReadonlyMap<string, readonly { id: number; state?: string }[]>,
): void {
  const pipelines = allPipelines(db);
  const changed = new Map<string, Record<string, number>>();
  const homes: { id: number; state: string }[] = [];
  for (const [team, signed] of Object.entries(classes)) {
    if (signed.length === 0) continue;
    const own = { ...(pipelines.get(team) ?? {}) };
    for (const p of signed) {
      homes.push({ id: p.id, state: p.state });
      own[p.state] = withSignees(own[p.state] ?? 0, 1);
    }
    changed.set(team, own);
  }
  for (const [team, players] of walkOns) {
    const campus = campusOf(team);
    for (const p of players) homes.push({ id: p.id, state: p.state ?? campus });
  }
  writePipelines(db, changed);
  saveHomes(db, homes);
}

/**
 * The season's end: every pipeline fades (PIPELINE.fade) and grows by the program's starters from the state; one
 * faded below PIPELINE.floor is gone. The homes of players no longer on any roster are dropped.
 */
export function pipelinesAfterSeason(db: Db): void {
  const pipelines = allPipelines(db);
  const starters = startersByHome(db);
  const grown = new Map<string, Record<string, number>>();
  for (const team of new Set([...pipelines.keys(), ...starters.keys()])) {
    const own = pipelines.get(team) ?? {};
    const started = starters.get(team) ?? new Map<string, number>();
    const next: Record<string, number> = {};
    for (const state of new Set([...Object.keys(own), ...started.keys()])) {
      const strength = afterSeason(own[state] ?? 0, started.get(state) ?? 0);
      if (keptStrength(strength)) next[state] = Math.round(strength * 1000) / 1000;
    }
    grown.set(team, next);
  }
  writePipelines(db, grown);
  dropFormerHomes(db);
}
