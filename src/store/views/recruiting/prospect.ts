// A prospect's page: who he is, what the player's program knows of him (scouting), what he wants and will not do
// without as far as revealed, what the program offers him, every program recruiting him (with its pipeline in his
// state), his news, and what can be done now.
import { scoutingReport } from '../../../core/recruiting/index.js';
import { scoutedWants } from '../../../core/recruiting/scoutingReport.js';
import { nilPullOn } from '../../../core/recruiting/dealbreakers.js';
import { NIL_FROM } from '../../../core/money/budget.js';
import { bestPitch } from '../../../core/recruiting/staff.js';
import { Ledger } from '../../../core/recruiting/ledger.js';
import {
  MOTIVATION_LABELS,
  PITCH_LABELS,
  PITCH_STRENGTHS,
  RECRUITING_ACTIONS,
  type ActionCheck,
  type ProspectPageResponse,
} from '../../../shared/recruitingApi.js';
import { prospectNews } from '../../queries/recruitingWeek.js';
import type { PageContext } from '../context.js';
import { leaderShares } from '../../../core/recruiting/index.js';
import { deskOf } from './desk.js';
import { prospectSummary, rankedSuitors, suitorShown } from './summary.js';
import { newsItem } from './news.js';
import { offersTo } from './wants.js';
import { nilAsk } from '../../../core/money/negotiation.js';
import { nilIn } from '../../leagueRules.js';
import { nilAskNow } from '../../actions/staff/nilNegotiation.js';

export function prospectPageView(ctx: PageContext, ref: string | number): ProspectPageResponse {
  const desk = deskOf(ctx);
  if (!desk.cycle) desk.requireOpen();
  const prospect = desk.resolveProspect(ref);
  const state = desk.cycle!.state;
  const status = state.status[prospect.id];
  const report = scoutingReport(prospect, desk.scoutingLevel(prospect.id));
  const program = desk.userProgram();
  const factors = program ? offersTo(desk, program, prospect) : null;
  const wants = scoutedWants(prospect, report.level, state.season);
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
  const summary = prospectSummary(ctx, desk, prospect);
  // His NIL ask of the program (the more he likes it, the less he takes at the least), or his last counter.
  const year = ctx.state.year;
  const nil = nilIn(ctx.db, year)
    ? nilAskNow(
        ctx.db,
        year,
        desk.team,
        'recruit',
        prospect.id,
        nilAsk(ctx.state.seed, year, 'recruit', prospect.id, prospect.stars, desk.leaningOf(prospect.id)),
      )
    : null;
  return {
    info: ctx.info(),
    cycle: desk.info(),
    prospect: summary,
    preferences: wants.motivations.map((m) => ({
      key: m.key,
      label: MOTIVATION_LABELS[m.key],
      share: m.share === null ? null : Math.round(m.share * 100),
    })),
    program_offers:
      factors && program
        ? [
            ...PITCH_STRENGTHS.map((key) => ({
              key,
              label: PITCH_LABELS[key],
              value: Math.round(factors[key] * 100) / 100,
            })),
            ...(state.season >= NIL_FROM
              ? [
                  {
                    key: 'nil' as const,
                    label: MOTIVATION_LABELS.nil,
                    value: Math.round(nilPullOn(program.nil, prospect.id) * 100) / 100,
                  },
                ]
              : []),
          ]
        : [],
    suitors: ranked.map((s, i) => suitorShown(ctx, s, prospect.state, shares[i] ?? 0)),
    news: prospectNews(ctx.db, prospect.id).map((row) => newsItem(row, desk.team)),
    queued: desk.queued().filter((o) => o.prospect_id === prospect.id),
    can,
    nil: nil ? { asking: nil.asking, rounds_left: nil.roundsLeft, agreed: nil.agreed } : null,
  };
}
