// What the recruiting pages say of a prospect's dealbreakers (as the page's program scouted them: its own knowledge,
// private to its coach in a league) and of the programs' pipelines in his home state (public, as EA's are).
import { marketValue } from '../../../core/money/nil.js';
import { brokenDealbreaker, nilPullOn, type Dealbreaker } from '../../../core/recruiting/dealbreakers.js';
import { pipelineTier } from '../../../core/recruiting/pipelines.js';
import { programFactors } from '../../../core/recruiting/preferences.js';
import { schemeStyleOf, schemesBelow } from '../../../core/recruiting/schemeFit.js';
import { PROXIMITY_RANGE_MILES } from '../../../core/recruiting/tuning.js';
import type { Prospect, RecruitingProgram } from '../../../core/recruiting/types.js';
import type { Position } from '../../../core/players/types.js';
import { DEALBREAKER_LABELS, type PipelineTier, type ProspectDealbreaker } from '../../../shared/pipelineApi.js';
import type { RecruitingDesk } from '../../actions/recruiting/desk.js';
import { allPipelines } from '../../queries/pipelines.js';
import type { PageContext } from '../context.js';

const SCHEME_NAMES: Record<string, string> = {
  air_raid: 'air raid',
  spread: 'spread',
  pro_style: 'pro-style',
  option: 'option',
};

function orList(words: readonly string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;
}

/** A dealbreaker's line in words. */
export function dealbreakerLine(d: Dealbreaker, p: Pick<Prospect, 'pos' | 'stars' | 'attributes'>): string {
  switch (d.kind) {
    case 'playingTime':
      return `playing time at ${p.pos} of ${d.least.toFixed(2)} or more`;
    case 'proximity':
      return `a campus within ${Math.round((1 - d.least) * PROXIMITY_RANGE_MILES)} miles of home`;
    case 'prestige':
      return `a program of prestige ${Math.round(1 + 6 * d.least)} or more`;
    case 'contending':
      return `a contender: contending ${d.least.toFixed(2)} or more`;
    case 'schemeFit': {
      const below = schemesBelow(schemeStyleOf(p.pos, p.attributes), d.least).map((s) => SCHEME_NAMES[s] ?? s);
      return below.length > 0 ? `no ${orList(below)} offence` : 'an offence that suits him';
    }
    case 'nil':
      return `NIL worth $${Math.round(d.least * marketValue(p.stars))}K or more`;
  }
}

/** Each desk's commitments by position, counted once (what the program's playing time for a prospect reads). */
const COMMITTED = new WeakMap<RecruitingDesk, Map<Position, number>>();

function committedAt(desk: RecruitingDesk, pos: Position): number {
  let counts = COMMITTED.get(desk);
  if (!counts) {
    counts = new Map();
    const state = desk.cycle?.state;
    for (const p of state?.prospects ?? [])
      if (state?.status[p.id]?.committedTo === desk.team) counts.set(p.pos, (counts.get(p.pos) ?? 0) + 1);
    COMMITTED.set(desk, counts);
  }
  return counts.get(pos) ?? 0;
}

/** What the program offers the prospect (programFactors, its commitments at his position counted). */
export function offersTo(desk: RecruitingDesk, program: RecruitingProgram, p: Prospect) {
  return programFactors(p, program, committedAt(desk, p.pos));
}

/**
 * His dealbreakers as the page's program knows them: null below DEALBREAKERS_SCOUTED_AT (not scouted), else each with
 * its line and whether the program is below it now.
 */
export function dealbreakersShown(
  desk: RecruitingDesk,
  p: Prospect,
  known: readonly Dealbreaker[] | null,
): ProspectDealbreaker[] | null {
  if (known === null) return null;
  const program = desk.userProgram();
  const factors = program && known.length > 0 ? offersTo(desk, program, p) : null;
  return known.map((d) => ({
    kind: d.kind,
    label: DEALBREAKER_LABELS[d.kind],
    line: dealbreakerLine(d, p),
    least: Math.round(d.least * 100) / 100,
    ruled_out:
      program !== undefined
      && factors !== null
      && brokenDealbreaker([d], factors, nilPullOn(program.nil, p.id)) !== null,
  }));
}

/** Every program's pipelines, read once a version of the save (the same whoever asks). */
export function pipelinesOf(ctx: PageContext): Map<string, Record<string, number>> {
  return ctx.memo('recruiting:pipelines', () => allPipelines(ctx.db));
}

/** A program's pipeline tier in a state. */
export function tierIn(ctx: PageContext, team: string, state: string): PipelineTier {
  return pipelineTier(pipelinesOf(ctx).get(team)?.[state] ?? 0);
}
