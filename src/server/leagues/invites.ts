// An online league's invitations, over the server's database. An invitation is a link whose token is given once, to
// the commissioner who makes it, and kept only as its SHA-256. It lets in as many coaches as he sets (one by
// default: one friend, one link; a number for a group of friends), each by his own account, until that many have
// joined by it, it expires or he revokes it. A coach he removes is not let back in by any invitation made before his
// removal (his old link included); a new invitation, or the commissioner giving him a program, takes him back.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../store/database.js';
import { GameError } from '../../store/errors.js';
import type { InviteResponse, LeagueInvite } from '../../shared/league-types.js';

/** How long an invitation may last, in hours (a month). */
export const MAX_INVITE_HOURS = 24 * 30;
const HOUR_MS = 3_600_000;

function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export class LeagueInvites {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
    /** The most coaches a league takes: an invitation lets in no more. */
    private readonly maxSeats: number,
  ) {}

  /** A new invitation of the league, lasting `hours`, for `seats` coaches (the caller logs it). */
  make(leagueId: string, hours: number, seats: number): InviteResponse {
    if (!Number.isInteger(hours) || hours < 1 || hours > MAX_INVITE_HOURS)
      throw new GameError('bad_input', `An invitation lasts from 1 to ${MAX_INVITE_HOURS} hours.`);
    if (!Number.isInteger(seats) || seats < 1 || seats > this.maxSeats)
      throw new GameError('bad_input', `An invitation lets in from 1 to ${this.maxSeats} coaches.`);
    const token = randomBytes(32).toString('base64url');
    const now = this.now();
    const expiresAt = now + hours * HOUR_MS;
    const row = this.db.get<{ id: number }>(
      'INSERT INTO league_invites (league_id, token_hash, created_at, expires_at, seats) VALUES (?, ?, ?, ?, ?) RETURNING id',
      [leagueId, digest(token), now, expiresAt, seats],
    );
    if (!row) throw new Error('an invitation was not stored');
    return { id: row.id, token, expires_at: expiresAt, seats };
  }

  /** The league's invitations, newest first (never their tokens). */
  list(leagueId: string): LeagueInvite[] {
    return this.db
      .all<{ id: number; created_at: number; expires_at: number; revoked: number; seats: number; used: number }>(
        'SELECT id, created_at, expires_at, revoked, seats, used FROM league_invites WHERE league_id = ? ORDER BY id DESC',
        [leagueId],
      )
      .map((row) => ({ ...row, revoked: row.revoked === 1 }));
  }

  /** Ends an invitation of the league at once; false if it was revoked already. */
  revoke(leagueId: string, inviteId: number): boolean {
    const invite = this.db.get<{ revoked: number }>(
      'SELECT revoked FROM league_invites WHERE id = ? AND league_id = ?',
      [inviteId, leagueId],
    );
    if (!invite) throw new GameError('not_found', `The league has no invitation ${inviteId}.`);
    if (invite.revoked === 1) return false;
    this.db.run('UPDATE league_invites SET revoked = 1 WHERE id = ?', [inviteId]);
    return true;
  }

  /**
   * The invitation a token names and its league, if it lets `accountId` in now: 404 when unknown, expired, revoked
   * or spent (all alike: a link tells nothing of its league to a stranger), 403 for a coach removed since it was made
   * (null: a browser not signed in yet, who is told of the league before he signs in).
   */
  opening(token: string, accountId: number | null): { invite: number; league: string } {
    const invite = this.db.get<{
      id: number;
      league_id: string;
      expires_at: number;
      revoked: number;
      seats: number;
      used: number;
    }>('SELECT id, league_id, expires_at, revoked, seats, used FROM league_invites WHERE token_hash = ?', [
      digest(token),
    ]);
    if (!invite || invite.revoked === 1 || invite.expires_at <= this.now() || invite.used >= invite.seats)
      throw new GameError(
        'not_found',
        'This invitation is unknown, expired, used up or revoked: ask the commissioner for a new one.',
      );
    if (accountId === null) return { invite: invite.id, league: invite.league_id };
    const removed = this.db.get<{ last_invite: number }>(
      'SELECT last_invite FROM league_removed WHERE league_id = ? AND account_id = ?',
      [invite.league_id, accountId],
    );
    if (removed && invite.id <= removed.last_invite)
      throw new GameError(
        'forbidden',
        'The commissioner removed you from this league: only an invitation he makes now lets you back in.',
      );
    return { invite: invite.id, league: invite.league_id };
  }

  /** One of the invitation's places taken (by a coach who joined by it). */
  spend(inviteId: number): void {
    this.db.run('UPDATE league_invites SET used = used + 1 WHERE id = ?', [inviteId]);
  }

  /** A coach who joined by an invitation and could not take his program: his place in it is free again. */
  giveBack(leagueId: string, accountId: number): void {
    this.db.run(
      `UPDATE league_invites SET used = MAX(0, used - 1) WHERE id =
         (SELECT invite_id FROM league_coaches WHERE league_id = ? AND account_id = ?)`,
      [leagueId, accountId],
    );
  }

  /** The commissioner removed this coach: no invitation of the league made until now lets him in again. */
  barRemoved(leagueId: string, accountId: number): void {
    const newest =
      this.db.get<{ id: number | null }>('SELECT MAX(id) AS id FROM league_invites WHERE league_id = ?', [leagueId])?.id
      ?? 0;
    this.db.run(
      `INSERT INTO league_removed (league_id, account_id, last_invite) VALUES (?, ?, ?)
         ON CONFLICT (league_id, account_id) DO UPDATE SET last_invite = excluded.last_invite`,
      [leagueId, accountId, newest],
    );
  }
}
