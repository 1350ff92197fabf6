// Inviting walk-ons: while a class is being recruited the player may invite prospects nobody recruited (two stars or
// fewer, uncommitted) to walk on; on signing day those who signed nowhere take his program's walk-on places before
// drawn walk-ons do. One use case for `dynasty roster walkon invite|cancel`, POST /api/roster/walkons/ and the
// walk-on list of `dynasty play`.
import type { Player } from '../../../core/players/types.js';
import { signedFreshman } from '../../../core/recruiting/newFreshmen.js';
import type { Prospect } from '../../../core/recruiting/types.js';
import { WALK_ON_POOL_STARS } from '../../../core/recruiting/walkOns.js';
import type { Db } from '../../database.js';
import { GameError } from '../../errors.js';
import { loadCycle, type StoredCycle } from '../../queries/recruiting.js';
import { classPlaces } from '../recruiting/classPlaces.js';
import { setWalkOnInvite, walkOnInvites } from '../../queries/walkOns.js';
import type { Program } from '../../program.js';

/**
 * Walk-on places signing day fills if no more recruits sign: the class's scholarships with no commitment (classPlaces,
 * the count the board and its warning say).
 */
export function walkOnPlaces(cycle: Pick<StoredCycle, 'state' | 'needs'>, team: string): number {
  return classPlaces(cycle, team).left;
}

function findProspect(prospects: readonly Prospect[], who: string): Prospect {
  const text = who.trim();
  if (/^\d+$/.test(text)) {
    const p = prospects.find((x) => x.id === Number(text));
    if (!p) throw new GameError('not_found', `No prospect ${text} in this class.`);
    return p;
  }
  const wanted = text.toLowerCase().replace(/\s+/g, ' ');
  const matches = prospects.filter((p) => `${p.first} ${p.last}`.toLowerCase() === wanted);
  if (matches.length === 1) return matches[0];
  if (matches.length > 1)
    throw new GameError(
      'bad_input',
      `${matches.length} prospects are called "${text}" (ids ${matches.map((p) => p.id).join(', ')}): give the id.`,
    );
  throw new GameError('not_found', `No prospect called "${text.slice(0, 80)}" in this class.`);
}

export interface WalkOnInviteResult {
  prospect: Prospect;
  invited: boolean;
  message: string;
}

/**
 * Invites a prospect to walk on (invite) or takes the invitation back. Refused (nothing changes): no class being
 * recruited, an unknown prospect, one with more than two stars or committed, more invitations than walk-on places.
 */
export function inviteWalkOn(db: Db, program: Program, who: string, invite = true): WalkOnInviteResult {
  return db.transaction(() => {
    const cycle = loadCycle(db);
    if (!cycle)
      throw new GameError(
        'wrong_stage',
        'Walk-ons are invited while a class is being recruited (from the first week of the season to signing day).',
      );
    const team = program.team;
    const prospect = findProspect(cycle.state.prospects, String(who));
    const name = `${prospect.first} ${prospect.last} (${prospect.pos}, ${prospect.stars} stars)`;
    const invites = walkOnInvites(db, cycle.year, team);
    if (!invite) {
      if (!invites.includes(prospect.id)) throw new GameError('conflict', `${name} has no invitation to take back.`);
      setWalkOnInvite(db, cycle.year, team, prospect.id, false);
      return { prospect, invited: false, message: `${name}: invitation taken back.` };
    }
    if (prospect.stars > WALK_ON_POOL_STARS)
      throw new GameError(
        'conflict',
        `${name} is recruited (${prospect.stars} stars): offer him a scholarship instead.`,
      );
    const committedTo = cycle.state.status[prospect.id]?.committedTo ?? null;
    if (committedTo !== null) throw new GameError('conflict', `${name} is committed to ${committedTo}.`);
    if (invites.includes(prospect.id)) throw new GameError('conflict', `${name} is invited already.`);
    const places = walkOnPlaces(cycle, team);
    if (invites.length >= places) {
      throw new GameError(
        'conflict',
        `${invites.length} walk-ons are invited for ${places} walk-on places: take an invitation back first.`,
      );
    }
    setWalkOnInvite(db, cycle.year, team, prospect.id, true);
    return {
      prospect,
      invited: true,
      message: `${name} is invited to walk on at ${team}: he joins on signing day unless he signs elsewhere.`,
    };
  });
}

/**
 * Signing day's invited walk-ons of a program: those it invited who signed with nobody, best ranked first, as freshmen of
 * the program (the caller takes as many as it has walk-on places). The caller then forgets the year's invitations
 * (dropWalkOnInvitesBefore), once every coached program's are read.
 */
export function invitedWalkOns(
  db: Db,
  year: number,
  team: string,
  prospects: readonly Prospect[],
  signed: ReadonlySet<number>,
): Player[] {
  const invited = new Set(walkOnInvites(db, year, team));
  return prospects
    .filter((p) => invited.has(p.id) && !signed.has(p.id))
    .sort((a, b) => a.rank - b.rank || a.id - b.id)
    .map((p) => signedFreshman(p, team));
}
