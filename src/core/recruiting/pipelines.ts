// A program's recruiting pipelines: its standing with the high-school coaches of a state, built by the players it
// signs from there and the ones who start for it, fading without them. A pipeline's tier (none, bronze, silver,
// gold) multiplies the interest every action earns with that state's prospects, for every program by the same rule.
// A new dynasty's pipelines are each program's footprint: the share of each state's class it can expect to sign (its
// campus, its neighbours, its prestige reaching further), at the strength those signings would hold year on year.

import { milesBetweenStates, TALENT_STATES } from './talentMap.js';
import { PIPELINE } from './tuning.js';

export const PIPELINE_TIERS = ['none', 'bronze', 'silver', 'gold'] as const;
export type PipelineTier = (typeof PIPELINE_TIERS)[number];

/** A program's pipelines: strength by home state (USPS code); a state it has none in is absent. */
export type Pipelines = Readonly<Record<string, number>>;

/** The tier of a strength (PIPELINE.tiers: the least strength of bronze, silver and gold). */
export function pipelineTier(strength: number): PipelineTier {
  const [bronze, silver, gold] = PIPELINE.tiers;
  if (strength >= gold) return 'gold';
  if (strength >= silver) return 'silver';
  if (strength >= bronze) return 'bronze';
  return 'none';
}

/** The multiplier of the interest an action earns with a prospect from a state where the program's pipeline is this strong. */
export function pipelineGain(strength: number | undefined): number {
  if (strength === undefined) return 1;
  const [bronze, silver, gold] = PIPELINE.tiers;
  if (strength >= gold) return PIPELINE.gain[2];
  if (strength >= silver) return PIPELINE.gain[1];
  if (strength >= bronze) return PIPELINE.gain[0];
  return 1;
}

/** Signing day's growth: PIPELINE.signee for each of the program's signees from the state. */
export function withSignees(strength: number, signees: number): number {
  return strength + PIPELINE.signee * signees;
}

/** The season's end: the strength kept (PIPELINE.fade) plus PIPELINE.starter for each of its starters from the state. */
export function afterSeason(strength: number, starters: number): number {
  return strength * PIPELINE.fade + PIPELINE.starter * starters;
}

/** A strength below this is dropped (a pipeline faded to nothing). */
export function keptStrength(strength: number): boolean {
  return strength >= PIPELINE.floor;
}

/** A program as its footprint reads it: where its campus is and how far its name carries. */
export interface FootprintProgram {
  name: string;
  /** USPS code of the campus ('' when unknown: no footprint). */
  state: string;
  /** 1-7. */
  prestige: number;
}

/** How far a program of this prestige recruits (miles at which its pull on a state is gone). */
function reachOf(prestige: number): number {
  return PIPELINE.reachMiles + PIPELINE.reachPerPrestige * (Math.max(1, Math.min(7, prestige)) - 1);
}

/** A program's pull on a state's prospects before the others' are weighed: its closeness to them times its prestige's weight. */
function pullOn(program: FootprintProgram, state: string): number {
  if (program.state === '') return 0;
  const near = Math.max(0, 1 - milesBetweenStates(program.state, state) / reachOf(program.prestige));
  const home = state === program.state ? PIPELINE.homeWeight : 1;
  return home * near ** PIPELINE.closenessPower * PIPELINE.prestigeWeight ** (Math.max(1, program.prestige) - 1);
}

/**
 * Each program's footprint: the share of its class it can expect from each state (each state's share of the national
 * class split among the programs by their pull on it, then taken as a share of all the program could expect), as the
 * pipelines a class of PIPELINE.classSize drawn so would hold year on year (withSignees and afterSeason year on year:
 * each signee and his expected seasons as a starter). Deterministic: the same programs give the same pipelines. States below
 * PIPELINE.floor are left out.
 */
export function initialPipelines(programs: readonly FootprintProgram[]): Map<string, Record<string, number>> {
  const pulls = programs.map((p) => TALENT_STATES.map((s) => pullOn(p, s.code)));
  const totals = TALENT_STATES.map((_, s) => pulls.reduce((sum, row) => sum + row[s], 0));
  const perSignee = PIPELINE.signee + PIPELINE.starter * PIPELINE.startsPerSignee;
  const out = new Map<string, Record<string, number>>();
  programs.forEach((program, p) => {
    // What the program could expect from each state, before it is taken as a share of its class.
    const expected = TALENT_STATES.map((state, s) => (totals[s] > 0 ? (state.share * pulls[p][s]) / totals[s] : 0));
    const all = expected.reduce((sum, e) => sum + e, 0);
    const pipelines: Record<string, number> = {};
    TALENT_STATES.forEach((state, s) => {
      if (all <= 0 || expected[s] <= 0) return;
      const signees = (PIPELINE.classSize * expected[s]) / all;
      const strength = (perSignee * signees) / (1 - PIPELINE.fade);
      if (keptStrength(strength)) pipelines[state.code] = Math.round(strength * 100) / 100;
    });
    out.set(program.name, pipelines);
  });
  return out;
}

/**
 * Home states for players who have none on record (a new league's rosters, a save from before pipelines): drawn from
 * the program's pipelines (by strength; its campus when it has none), so the players already on a roster stand for the
 * footprint it was given. `draw`: a uniform 0-1 draw per player, seeded by the caller.
 */
export function homeFromPipelines(pipelines: Pipelines, campus: string, draw: number): string {
  const states = Object.keys(pipelines).sort();
  let total = 0;
  for (const state of states) total += pipelines[state];
  if (total <= 0) return campus;
  let target = draw * total;
  for (const state of states) {
    target -= pipelines[state];
    if (target < 0) return state;
  }
  return states[states.length - 1];
}
