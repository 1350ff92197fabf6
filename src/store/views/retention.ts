// The retention page: the program's players who may leave after the season, most at risk first, each with what he
// wants, what he is unhappy about, his chance of entering the portal (and of declaring for the draft), and what he
// was told and promised; the meetings left, the program's recruiting trust and its promises' record. Built for the
// page's own program (PageContext.program) alone. GET /api/retention/, `dynasty retention`, the terminal's screen.
import { PORTAL_REASON_LABELS } from '../../core/portal/types.js';
import { rankedMotives } from '../../core/retention/motives.js';
import { nextInLine, trustFactor } from '../../core/retention/promises.js';
import { MEETINGS } from '../../core/retention/tuning.js';
import { MOTIVE_LABELS, type Motive } from '../../core/retention/types.js';
import type { Concern } from '../../core/retention/risk.js';
import type { Player } from '../../core/players/types.js';
import { STARTERS } from '../../core/players/types.js';
import type { RetentionPlayer, RetentionResponse } from '../../shared/retention-types.js';
import { nilIn } from '../leagueRules.js';
import { retentionActionsOf } from '../queries/keeping.js';
import { allRosters, teamRoster } from '../queries/players.js';
import { retentionOpen } from '../actions/retention/keeping.js';
import {
  keepingSituations,
  ownPlayerAsk,
  programKeeping,
  rosterRisks,
  type PlayerRisk,
} from '../actions/retention/situation.js';
import { leagueEarlyEntryMidpoint } from '../actions/offseason/departures.js';
import { programFinances } from '../actions/staff/money.js';
import { nilAskNow } from '../actions/staff/nilNegotiation.js';
import type { PageContext } from './context.js';

const round2 = (x: number) => Math.round(x * 100) / 100;

function concernText(c: Concern, player: Player, record: { wins: number; losses: number }): string {
  const starters = STARTERS[player.pos];
  switch (c.motive as Motive) {
    case 'playingTime':
      return player.depth > 0 && player.depth <= 2 * starters
        ? `Wants playing time: a backup (No. ${player.depth} at ${player.pos})`
        : `Wants playing time: No. ${player.depth || '-'} at ${player.pos}, far from the field`;
    case 'development':
      return 'Wants to develop: your staff develops players less than most';
    case 'nil':
      return 'Wants NIL money: your pool is smaller than most';
    case 'coach':
      return 'His coach is gone: a new head coach';
    case 'winning':
      return `Wants to win: a ${record.wins}-${record.losses} season`;
  }
}

export function retentionView(ctx: PageContext): RetentionResponse {
  const { db, state } = ctx;
  const team = ctx.program.team;
  const year = state.year;
  const roster = teamRoster(db, team);
  const situation = keepingSituations(db, year, [team]).get(team)!;
  const midpoint = ctx.memo('earlyEntryMidpoint', () => leagueEarlyEntryMidpoint(allRosters(db)));
  const keepingOf = programKeeping(db, year, team);
  const actions = retentionActionsOf(db, year, team);
  const nilEra = nilIn(db, year);
  const record = ctx.record(team, year);
  const next = nextInLine(roster);
  const risks = rosterRisks(state.seed, roster, situation, keepingOf, midpoint).sort(
    (a, b) =>
      Math.max(b.risk.portal, b.risk.draft ?? 0) - Math.max(a.risk.portal, a.risk.draft ?? 0)
      || b.player.rating - a.player.rating
      || a.player.id - b.player.id,
  );
  const playerView = (r: PlayerRisk): RetentionPlayer => {
    const p = r.player;
    const concerns = r.risk.concerns.map((c) => concernText(c, p, record));
    if (r.keeping.broken) concerns.unshift('You broke your promise to him last season');
    if (r.risk.reason === 'moving_up' && p.starter) concerns.push('A starter who could move up a level');
    const own = ownPlayerAsk(state.seed, year, p, nilEra);
    return {
      id: p.id,
      first: p.first,
      last: p.last,
      pos: p.pos,
      year: p.year,
      rating: p.rating,
      depth: p.depth,
      starter: p.starter,
      portal_risk: round2(r.risk.portal),
      draft_risk: r.risk.draft === null ? null : round2(r.risk.draft),
      reason: PORTAL_REASON_LABELS[r.risk.reason],
      motives: rankedMotives(r.motives).map((m) => ({
        motive: m,
        label: MOTIVE_LABELS[m],
        weight: round2(r.motives[m]),
      })),
      concerns,
      talked: r.keeping.talked,
      promised: actions
        .filter((a) => a.playerId === p.id && a.kind !== 'talk')
        .map((a) => ({ kind: a.kind, position: a.position, amount: a.amount, status: a.status })),
      next_in_line: next.has(p.id),
      nil_ask: nilEra ? nilAskNow(db, year, team, 'player', p.id, own).asking : null,
      broken: r.keeping.broken,
    };
  };
  const byId = new Map(roster.map((p) => [p.id, p]));
  const history = db
    .all<{
      year: number;
      player_id: number;
      kind: string;
      position: string | null;
      amount: number | null;
      status: string;
      judged: number | null;
    }>(
      "SELECT year, player_id, kind, position, amount, status, judged FROM retention_actions WHERE team = ? AND kind <> 'talk' ORDER BY year DESC, player_id, kind",
      [team],
    )
    .slice(0, 40);
  const names = new Map(
    history
      .filter((h) => !byId.has(h.player_id))
      .map((h) => h.player_id)
      .map((id) => [id, db.get<{ first: string; last: string }>('SELECT first, last FROM players WHERE id = ?', [id])]),
  );
  const f = nilEra ? programFinances(db, team, year) : null;
  const open = retentionOpen(state);
  return {
    team,
    season: year,
    open,
    window: open
      ? 'The portal opens when the dynasty moves on to Roster Progression: sit down with your players now.'
      : 'Talks and promises are made after the season, in Season Summary, before the portal opens. The risks below are as things stand.',
    meetings: { total: MEETINGS, used: actions.length, left: Math.max(0, MEETINGS - actions.length) },
    trust: round2(situation.trust),
    trust_effect: round2(trustFactor(situation.trust)),
    broken_this_season: situation.brokenOnTeam,
    nil: { era: nilEra, left: f ? Math.max(0, f.nilPool - f.nilOffered) : 0 },
    players: risks.map(playerView),
    promises: history.map((h) => {
      const p = byId.get(h.player_id);
      const n = names.get(h.player_id);
      return {
        year: h.year,
        id: h.player_id,
        name: p ? `${p.first} ${p.last}` : n ? `${n.first} ${n.last}` : `#${h.player_id}`,
        kind: h.kind,
        position: h.position,
        amount: h.amount,
        status: h.status,
        judged: h.judged,
      };
    }),
  };
}
