// A program's pipelines page: its strength and tier in each state, the players it has from there, and the class being
// recruited there (its commitments, the prospects). Any program's may be asked for but, in an online league, another
// coach's: his pipelines are his business (docs/hosting.md), like his offers and visits.
import { PIPELINE_TIERS, pipelineTier } from '../../../core/recruiting/pipelines.js';
import { PIPELINE } from '../../../core/recruiting/tuning.js';
import type { PipelineState, PipelinesResponse } from '../../../shared/pipelineApi.js';
import { campusOf } from '../../actions/recruiting/pipelines.js';
import { rosterByHome } from '../../queries/pipelines.js';
import { loadCycle } from '../../queries/recruiting.js';
import type { PageContext } from '../context.js';
import { GameError } from '../../errors.js';
import { pipelinesOf } from './wants.js';

/** `teamName`: the program whose pipelines are asked for (the page's own without one). */
export function pipelinesView(ctx: PageContext, teamName?: string): PipelinesResponse {
  const team = teamName === undefined ? ctx.program.team : ctx.resolveTeam(teamName);
  if (ctx.isPrivate(team)) throw new GameError('forbidden', `${team}'s pipelines are its coach's own.`);
  const strengths = pipelinesOf(ctx).get(team) ?? {};
  const players = rosterByHome(ctx.db, team);
  // The class being recruited (the cycle of this season), as every recruiting page reads it.
  const cycle = ctx.memo('recruiting:cycle', () => loadCycle(ctx.db));
  const current = cycle && cycle.year === ctx.year ? cycle.state : null;
  const prospects = new Map<string, number>();
  const committed = new Map<string, number>();
  for (const p of current?.prospects ?? []) {
    prospects.set(p.state, (prospects.get(p.state) ?? 0) + 1);
    if (current?.status[p.id]?.committedTo === team) committed.set(p.state, (committed.get(p.state) ?? 0) + 1);
  }
  const states: PipelineState[] = Object.entries(strengths)
    .map(([state, strength]) => ({
      state,
      strength: Math.round(strength * 10) / 10,
      tier: pipelineTier(strength),
      players: players.get(state) ?? 0,
      committed: committed.get(state) ?? 0,
      prospects: prospects.get(state) ?? 0,
    }))
    .sort((a, b) => b.strength - a.strength || (a.state < b.state ? -1 : 1));
  return {
    info: ctx.info(),
    team: ctx.team(team),
    home_state: campusOf(team),
    tiers: PIPELINE_TIERS.map((tier, i) => ({
      tier,
      least: i === 0 ? 0 : PIPELINE.tiers[i - 1],
      gain: i === 0 ? 0 : Math.round((PIPELINE.gain[i - 1] - 1) * 100),
    })),
    states,
  };
}
