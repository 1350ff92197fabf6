// The player's side of the transfer portal: offering portal players during the Roster Progression stage (the
// portal's window). One use case for `dynasty portal offer`, POST /api/portal/offer/ and the portal screen of
// `dynasty play`. Where each portal player signs is decided when the dynasty moves on (offseason/portalSigning.ts).
import { portalWindows } from '../../core/portal/tuning.js';
import { STAGE_INFO } from '../../core/season/stages.js';
import type { Db } from '../database.js';
import { GameError } from '../errors.js';
import { readState, type DynastyState } from '../queries/meta.js';
import { rosterLimitIn } from '../leagueRules.js';
import { commitmentsByTeam } from '../queries/recruiting.js';
import {
  latestPortalEntry,
  portalEntriesNamed,
  portalEntry,
  portalOffersOf,
  savePortalOffer,
} from '../queries/portal.js';
import type { PortalEntryRow } from '../encoding/portalEntries.js';
import type { Program } from '../program.js';

/**
 * Whether the player may offer portal players now: in the Roster Progression stage (the window after the season),
 * and in the recruiting summary stage of an offseason with a spring window (offseason/springPortal.ts).
 */
export function portalWindowOpen(state: DynastyState): boolean {
  return (
    state.stage === 'progression'
    || (state.stage === 'recruiting_summary' && portalWindows(state.year).includes('spring'))
  );
}

/** The season whose portal the game shows: this offseason's once it began, else the last one. */
export function portalSeason(state: DynastyState): number {
  return state.stage === 'progression' || state.stage === 'recruiting_summary' ? state.year : state.year - 1;
}

export interface PortalRoom {
  returning: number;
  offers: number;
  /** Recruits committed to the coming class: they take their places on signing day. */
  signed: number;
  left: number;
}

/**
 * The player's program against next season's limit: returning players, offers out and the recruits already committed
 * (the class as it stands, not places kept for recruits still to come). Every program's portal room is the same rule
 * (offseason/portalSigning.ts portalRoom).
 */
export function userPortalRoom(db: Db, program: Program, state: DynastyState): PortalRoom {
  const year = portalSeason(state);
  const returning =
    db.get<{ n: number }>('SELECT COUNT(*) AS n FROM players WHERE team = ? AND active = 1', [program.team])?.n ?? 0;
  const window = portalWindowOpen(state);
  // Offers to players still unsigned (the spring window's: the winter's signed or left).
  const offers = window ? openOffers(db, year, program.team) : 0;
  // After signing day the class is on the roster (commitments then are the next class's).
  const signed = state.stage === 'progression' ? (commitmentsByTeam(db).get(program.team) ?? 0) : 0;
  const limit = rosterLimitIn(db, year + 1).max;
  return { returning, offers, signed, left: Math.max(0, limit - returning - signed - offers) };
}

function openOffers(db: Db, year: number, team: string): number {
  return (
    db.get<{ n: number }>(
      `SELECT COUNT(*) AS n FROM portal_offers o JOIN portal_entries e ON e.year = o.year AND e.player_id = o.player_id
     WHERE o.year = ? AND o.team = ? AND e.to_team IS NULL`,
      [year, team],
    )?.n ?? 0
  );
}

function fullName(e: PortalEntryRow): string {
  return `${e.first} ${e.last}`;
}

/** The portal entry a name (or id) means: this offseason's first, then older ones (to say where he went). */
export function resolvePortalPlayer(db: Db, year: number, who: string | number): PortalEntryRow {
  const text = String(who).trim();
  if (/^\d+$/.test(text)) {
    const entry = portalEntry(db, year, Number(text)) ?? latestPortalEntry(db, Number(text));
    if (!entry) throw new GameError('not_found', `No player with id ${text} has entered the transfer portal.`);
    return entry;
  }
  const parts = text.split(/\s+/);
  if (parts.length < 2 || text.length > 80)
    throw new GameError(
      'bad_input',
      `Name a portal player by first and last name (or id), not "${text.slice(0, 80)}".`,
    );
  const first = parts[0];
  const last = parts.slice(1).join(' ');
  const named = portalEntriesNamed(db, first, last);
  const thisYear = named.filter((e) => e.year === year);
  const candidates = thisYear.length > 0 ? thisYear : named.slice(0, 1);
  if (candidates.length === 0)
    throw new GameError('not_found', `No player named ${text} has entered the transfer portal.`);
  if (candidates.length > 1) {
    const list = candidates.map((e) => `${e.player_id} (${e.pos}, ${e.from_team})`).join(', ');
    throw new GameError(
      'bad_input',
      `${candidates.length} portal players are named ${text}: offer by id instead: ${list}.`,
    );
  }
  return candidates[0];
}

export interface PortalOffer {
  entry: PortalEntryRow;
  room: PortalRoom;
}

/**
 * The player's program offers a portal player. Refused (nothing changes): an unknown player, one who already
 * signed, outside the window (Roster Progression), an offer he already has, an offer beyond the roster limit.
 */
export function offerPortalPlayer(db: Db, program: Program, who: string | number): PortalOffer {
  return db.transaction(() => {
    const state = readState(db);
    const year = portalSeason(state);
    const entry = resolvePortalPlayer(db, year, who);
    const name = fullName(entry);
    if (entry.to_team !== null) {
      throw new GameError(
        'conflict',
        `${name} already signed with ${entry.to_team} (out of the portal after the ${entry.year} season).`,
      );
    }
    if (!portalWindowOpen(state) || entry.year !== state.year) {
      const when = portalWindowOpen(state)
        ? `${name} entered after the ${entry.year} season and did not sign`
        : `The transfer portal is open for offers only in the Roster Progression stage${portalWindows(state.year).includes('spring') ? ' and the spring window (Recruiting Summary)' : ''} (now: ${STAGE_INFO[state.stage].label})`;
      throw new GameError('wrong_stage', `${when}: no offers now.`, STAGE_INFO[state.stage].page);
    }
    if (entry.from_team === program.team && entry.reason === 'released') {
      throw new GameError('conflict', `${program.team} released ${name}: he signs elsewhere or not at all.`);
    }
    if (portalOffersOf(db, year, program.team).includes(entry.player_id)) {
      throw new GameError('conflict', `${program.team} has already offered ${name}.`);
    }
    const room = userPortalRoom(db, program, state);
    if (room.left <= 0) {
      const limit = rosterLimitIn(db, year + 1);
      throw new GameError(
        'conflict',
        `No room under ${limit.label} for ${year + 1}: ${room.returning} returning players, ${room.offers} portal offers and ${room.signed} recruits committed to the class.`,
      );
    }
    savePortalOffer(db, year, entry.player_id, program.team);
    return { entry, room: { ...room, offers: room.offers + 1, left: room.left - 1 } };
  });
}
