// A prospect's page: who he is, what the player's program knows of him (scouting), what he wants as far as
// revealed, what the program offers him, every program recruiting him, his news, and what can be done now.
import { programFactors, scoutingReport } from '../../../core/recruiting/index.js';
import { bestPitch } from '../../../core/recruiting/staff.js';
import { Ledger } from '../../../core/recruiting/ledger.js';
import {
  PITCH_LABELS,
  PITCH_STRENGTHS,
  RECRUITING_ACTIONS,
  type ActionCheck,
  type ProspectPageResponse,
} from '../../../shared/recruitingApi.js';
import { prospectNews } from '../../queries/recruiting.js';
import type { PageContext } from '../context.js';
import { leaderShares } from '../../../core/recruiting/index.js';
import { deskOf } from './desk.js';
import { prospectSummary, rankedSuitors, suitorShown } from './summary.js';
import { newsItem } from './news.js';

export function prospectPageView(ctx: PageContext, ref: string | number): ProspectPageResponse {
  const desk = deskOf(ctx);
  if (!desk.cycle) desk.requireOpen();
  const prospect = desk.resolveProspect(ref);
  const state = desk.cycle!.state;
  const status = state.status[prospect.id];
  const report = scoutingReport(prospect, desk.scoutingLevel(prospect.id));
  const program = desk.userProgram();
  const committedHere = state.prospects.filter(
    (p) => p.pos === prospect.pos && state.status[p.id].committedTo === desk.team,
  ).length;
  const factors = program ? programFactors(prospect, program, committedHere) : null;
  const open = desk.info().status === 'open';
  const can = {} as ActionCheck;
  for (const kind of RECRUITING_ACTIONS) {
    if (!open) {
      can[kind] = desk.info().message;
      continue;
    }
    const strength =
      kind === 'pitch' && program
        ? bestPitch(new Ledger(state, desk.programs(), {}, desk.prospectById()), program, prospect)
        : 'prestige';
    const action = kind === 'pitch' ? { kind, prospect: prospect.id, strength } : { kind, prospect: prospect.id };
    can[kind] = desk.check(action)?.message ?? null;
  }
  const ranked = rankedSuitors(status.suitors);
  const shares = leaderShares(ranked.slice(0, 3));
  return {
    info: ctx.info(),
    cycle: desk.info(),
    prospect: prospectSummary(ctx, desk, prospect),
    preferences: report.preferences.map((key) => ({ key, label: PITCH_LABELS[key] })),
    program_offers: factors
      ? PITCH_STRENGTHS.map((key) => ({ key, label: PITCH_LABELS[key], value: Math.round(factors[key] * 100) / 100 }))
      : [],
    suitors: ranked.map((s, i) => suitorShown(ctx, s, shares[i] ?? 0)),
    news: prospectNews(ctx.db, prospect.id).map((row) => newsItem(row, desk.team)),
    queued: desk.queued().filter((o) => o.prospect_id === prospect.id),
    can,
  };
}
