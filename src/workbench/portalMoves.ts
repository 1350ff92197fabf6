// Where the portal's signed players went, by the level they left: a power-conference player who stays in a power
// conference or goes down to the Group of Five, a Group of Five player who goes up or stays. Counted among players who
// signed with an FBS program (the game has no lower division to go to); a program's level is its conference's in the
// season the players join (independents count with the Group of Five, as the portal's pull reads them).
import { round } from '../core/stats/math.js';
import type { Db } from '../store/database.js';
import { dynastyLeague } from '../store/league.js';
import { portalEntries } from '../store/queries/portal.js';

/**
 * Shares in percent, from the real record (docs/reference/program-building.md): power players who signed in FBS and
 * stayed in a power conference, 57.9% in the 2024-25 winter window (505 of 872; at least 40% in 2020-21); Group of
 * Five players who signed in FBS and went up, 45.5% in 2021-22 and 38-51% in 2020-21.
 */
export const PORTAL_MOVE_TARGETS = { powerStays: [40, 70], groupUp: [30, 55] } as const;

/** Signed portal players of one offseason by where they came from and went. */
export interface PortalMoves {
  powerLevel: number;
  powerDown: number;
  groupUp: number;
  groupLevel: number;
}

export function portalMoves(db: Db, year: number): PortalMoves {
  const league = dynastyLeague(db, year + 1);
  const powerConferences = new Set(league.conferences.filter((c) => c.power).map((c) => c.name));
  const power = new Map(league.teams.map((t) => [t.name, powerConferences.has(t.conference)]));
  const moves: PortalMoves = { powerLevel: 0, powerDown: 0, groupUp: 0, groupLevel: 0 };
  for (const e of portalEntries(db, year)) {
    if (e.to_team === null) continue;
    const from = power.get(e.from_team);
    const to = power.get(e.to_team);
    if (from === undefined || to === undefined) continue;
    if (from) moves[to ? 'powerLevel' : 'powerDown']++;
    else moves[to ? 'groupUp' : 'groupLevel']++;
  }
  return moves;
}

export interface PortalMoveShare {
  /** Percent of the players counted; null without any. */
  share: number | null;
  players: number;
  inRange: boolean | null;
}

export interface PortalMovesReport {
  /** The offseasons judged: from 2020 on, the years the sources count. */
  seasons: number;
  powerStays: PortalMoveShare;
  groupUp: PortalMoveShare;
}

/** The first offseason the sources describe (players who left after the 2020 season). */
const FIRST_JUDGED_OFFSEASON = 2020;

function judged(part: number, whole: number, band: readonly [number, number]): PortalMoveShare {
  if (whole === 0) return { share: null, players: 0, inRange: null };
  const share = round((100 * part) / whole, 1);
  return { share, players: whole, inRange: share >= band[0] && share <= band[1] };
}

/** The shares over every dynasty's offseasons from 2020 on. */
export function portalMovesReport(offseasons: readonly { year: number; moves: PortalMoves }[]): PortalMovesReport {
  const judgedSeasons = offseasons.filter((o) => o.year >= FIRST_JUDGED_OFFSEASON);
  const sum = (pick: (m: PortalMoves) => number) => judgedSeasons.reduce((s, o) => s + pick(o.moves), 0);
  const [powerLevel, powerDown, groupUp, groupLevel] = [
    sum((m) => m.powerLevel),
    sum((m) => m.powerDown),
    sum((m) => m.groupUp),
    sum((m) => m.groupLevel),
  ];
  return {
    seasons: new Set(judgedSeasons.map((o) => o.year)).size,
    powerStays: judged(powerLevel, powerLevel + powerDown, PORTAL_MOVE_TARGETS.powerStays),
    groupUp: judged(groupUp, groupUp + groupLevel, PORTAL_MOVE_TARGETS.groupUp),
  };
}

/** The report's line, or null without an offseason from 2020 on. */
export function portalMovesLine(r: PortalMovesReport): string | null {
  if (r.seasons === 0) return null;
  const part = (name: string, s: PortalMoveShare, band: readonly [number, number]) =>
    s.share === null
      ? `${name}: none signed`
      : `${name} ${s.share}% of ${s.players} (target ${band.join('-')}): ${s.inRange ? 'in range' : 'OUT of range'}`;
  return [
    part(
      'power portal players signed in FBS staying in a power conference',
      r.powerStays,
      PORTAL_MOVE_TARGETS.powerStays,
    ),
    part('Group of Five portal players signed in FBS going up', r.groupUp, PORTAL_MOVE_TARGETS.groupUp),
  ].join('; ');
}
