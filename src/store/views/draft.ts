// The NFL draft list of an offseason: where every drafted player went, by round, with his college; early
// entrants nobody took. GET /api/draft/?year=, `dynasty draft`, the draft screen of `dynasty play`.
import type { DraftResponse, DraftRound } from '../../shared/departures-types.js';
import { GameError } from '../errors.js';
import { draftOf, draftYears } from '../queries/draft.js';
import type { PageContext } from './context.js';
import { draftedPlayer } from './portalEntries.js';

export function draftView(ctx: PageContext, year?: number): DraftResponse {
  const years = draftYears(ctx.db);
  const chosen = year ?? years[0] ?? null;
  if (year !== undefined && !years.includes(year)) {
    const held =
      years.length > 0
        ? `drafts were held after ${years.slice().reverse().join(', ')}`
        : 'no draft has been held yet (the first follows the first season)';
    throw new GameError('not_found', `No NFL draft after the ${year} season: ${held}.`);
  }
  const rows = chosen === null ? [] : draftOf(ctx.db, chosen).map(draftedPlayer);
  const picks = rows.filter((p) => p.pick !== null);
  const rounds: DraftRound[] = [];
  for (const p of picks) {
    const last = rounds[rounds.length - 1];
    if (last && last.round === p.round) last.picks.push(p);
    else rounds.push({ round: p.round!, picks: [p] });
  }
  const byCollege = new Map<string, number>();
  for (const p of picks) byCollege.set(p.college, (byCollege.get(p.college) ?? 0) + 1);
  const early = rows.filter((p) => p.early);
  return {
    info: ctx.info(),
    team: ctx.team(ctx.program.team),
    conferences: ctx.conferences(),
    year: chosen,
    draft_year: chosen === null ? null : chosen + 1,
    years,
    rounds,
    undrafted_early: rows.filter((p) => p.pick === null),
    summary: {
      picks: picks.length,
      early_entrants: early.length,
      early_drafted: early.filter((p) => p.pick !== null).length,
      team_picks: picks.filter((p) => p.college === ctx.program.team).length,
      top_colleges: [...byCollege]
        .map(([college, n]) => ({ college, picks: n }))
        .sort((a, b) => b.picks - a.picks || a.college.localeCompare(b.college))
        .slice(0, 10),
    },
  };
}
