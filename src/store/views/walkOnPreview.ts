// Signing day's walk-ons named before it comes: the empty places of the player's class, the invited walk-ons who
// take them first, then the drawn walk-ons by position (the rule signing day follows: the positions most open
// against the roster template once the commitments and the invited join). The recruiting board and the dashboard.
import { ROSTER_TEMPLATE } from '../../core/players/tuning.js';
import { POSITIONS, type Position } from '../../core/players/types.js';
import { openSpots } from '../../core/recruiting/newFreshmen.js';
import type { WalkOnPreview } from '../../shared/roster-types.js';
import { walkOnPlaces } from '../actions/roster/walkOns.js';
import { walkOnInvites } from '../queries/walkOns.js';
import type { PageContext } from './context.js';
import { deskOf } from './recruiting/desk.js';
import { walkOnProspect } from './walkOns.js';

/** The preview, or null when no class is being recruited. */
export function walkOnPreview(ctx: PageContext): WalkOnPreview | null {
  const stored = deskOf(ctx).cycle;
  if (!stored) return null;
  const { prospects, status } = stored.state;
  const team = ctx.program.team;
  const commits = prospects.filter((p) => status[p.id]?.committedTo === team);
  const places = walkOnPlaces(stored, team);
  const invitedIds = new Set(walkOnInvites(ctx.db, stored.year, team));
  const invited = prospects
    .filter((p) => invitedIds.has(p.id) && (status[p.id]?.committedTo ?? null) === null)
    .sort((a, b) => a.rank - b.rank || a.id - b.id)
    .slice(0, places);
  // The roster that stays: before Roster Progression the seniors are about to leave (as walkOnPlaces counts).
  const stage = ctx.state.stage;
  const seniorsLeave = stage !== 'progression' && stage !== 'recruiting_summary';
  const counts = new Map<string, number>();
  for (const row of ctx.db.all<{ pos: string; n: number }>(
    `SELECT pos, COUNT(*) AS n FROM players WHERE team = ? AND active = 1${seniorsLeave ? " AND class <> 'sr'" : ''} GROUP BY pos`,
    [team],
  ))
    counts.set(row.pos, row.n);
  const openings = {} as Record<Position, number>;
  for (const pos of POSITIONS) openings[pos] = Math.max(0, ROSTER_TEMPLATE[pos] - (counts.get(pos) ?? 0));
  const spots = openSpots({ name: team, openings }, [...commits, ...invited]);
  const drawnAt = new Map<string, number>();
  for (let i = 0; i < places - invited.length; i++) {
    const pos = spots[i] ?? 'OL';
    drawnAt.set(pos, (drawnAt.get(pos) ?? 0) + 1);
  }
  const drawn = [...drawnAt].map(([pos, count]) => ({ pos, count }));
  return { places, invited: invited.map(walkOnProspect), drawn, line: previewLine(places, invited, drawn) };
}

function previewLine(
  places: number,
  invited: readonly { first: string; last: string; pos: string }[],
  drawn: readonly { pos: string; count: number }[],
): string | null {
  if (places === 0) return null;
  const parts: string[] = [];
  if (invited.length > 0) parts.push(`invited ${invited.map((p) => `${p.first} ${p.last} (${p.pos})`).join(', ')}`);
  if (drawn.length > 0) parts.push(`drawn walk-ons ${drawn.map((d) => `${d.pos} ${d.count}`).join(', ')}`);
  const empty = places === 1 ? '1 empty place' : `${places} empty places`;
  return `Signing day walk-ons for ${empty}: ${parts.join('; ')} (unless recruits sign).`;
}
