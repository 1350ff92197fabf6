// The answers of a hosted server's online leagues (ours: not in the original system's document), keys in the order
// the server writes them (src/server/leagues/leagues.ts); ../../league-types.ts types them.
import Type from 'typebox';
import { closed, int, nullable } from './kit.js';

/** Milliseconds since 1970. */
const MS = int(0);
const LEAGUE_ID = Type.String({ pattern: '^[A-Za-z0-9_-]{12}$' });
const names = Type.Array(Type.String());

/** One league in the list of a signed-in account's leagues. */
export const leagueListEntryAnswer = closed({
  id: LEAGUE_ID,
  name: Type.String(),
  year: Type.Integer(),
  /** The program he coaches in it, or null (a commissioner who coaches none). */
  team: nullable(Type.String()),
  commissioner: Type.Boolean(),
});

/** The online leagues the signed-in account runs or coaches in, the newest first. */
export const leaguesAnswer = closed({ leagues: Type.Array(leagueListEntryAnswer) });

/** Where a started league's game stands and how it moves on. */
const leagueGameAnswer = closed({
  /** Turns played (each a week or a stage); a coach is ready for this one. */
  turn: int(0),
  /** "2024: Week 3 of 14". */
  where: Type.String(),
  paused: Type.Boolean(),
  /** When the league moves on if not before (ms since 1970), or null. */
  deadline_at: nullable(MS),
  /** Minutes from an advance to the next deadline, or null. */
  deadline_minutes: nullable(int(1)),
  god_mode: Type.Boolean(),
  /** An advance is being played right now. */
  moving_on: Type.Boolean(),
});

/** An invitation as the commissioner sees it: it lets in `seats` coaches, `used` of them have joined by it. */
export const leagueInviteAnswer = closed({
  id: int(1),
  created_at: MS,
  expires_at: MS,
  revoked: Type.Boolean(),
  seats: int(1),
  used: int(0),
});

/** One entry of a league's log: what happened, and whether the commissioner did it. */
const leagueLogEntryAnswer = closed({
  /** ms since 1970 */
  at: MS,
  kind: Type.String(),
  text: Type.String(),
  by_commissioner: Type.Boolean(),
});

/** A league as one of its members sees it: its coaches, its game, the free programs, the invitations, the log. */
export const leagueAnswer = closed({
  id: LEAGUE_ID,
  name: Type.String(),
  year: Type.Integer(),
  commissioner: Type.String(),
  /** The asker's place in it. */
  you: closed({ commissioner: Type.Boolean(), team: nullable(Type.String()) }),
  /** Each coach: ready for this turn, or on auto-pilot (he missed a deadline and has not acted since). */
  coaches: Type.Array(
    closed({ name: Type.String(), team: Type.String(), ready: Type.Boolean(), auto_pilot: Type.Boolean() }),
  ),
  /** The playoff's teams (null: the season's real format). */
  playoff_teams: nullable(int(2)),
  /** The league's game once the commissioner started it (null before). */
  game: nullable(leagueGameAnswer),
  /** Programs no coach has taken (the computer's), by name. */
  free_teams: names,
  /** The invitations (only the commissioner sees them; the others an empty list). Their links are never shown again. */
  invites: Type.Array(leagueInviteAnswer),
  /** Newest first, at most 100. */
  log: Type.Array(leagueLogEntryAnswer, { maxItems: 100 }),
});

/** A new invitation: its link's token is given this once, and kept only as a digest. */
export const inviteAnswer = closed({
  id: int(1),
  token: Type.String({ pattern: '^[A-Za-z0-9_-]{43}$' }),
  expires_at: MS,
  /** The coaches it lets in. */
  seats: int(1),
});

/** What an invitation's holder sees before joining: the league and the programs still free. */
export const invitationAnswer = closed({
  league: LEAGUE_ID,
  name: Type.String(),
  year: Type.Integer(),
  commissioner: Type.String(),
  free_teams: names,
});

/**
 * The games a result may be forced on now: the unplayed games of the week the season plays next (none outside the
 * season, nor one being coached), to pick from (a league's commissioner, God Mode).
 */
export const forcibleGamesAnswer = closed({
  year: Type.Integer(),
  /** The week to come, or null outside the season. */
  week: nullable(int(0)),
  games: Type.Array(closed({ id: int(1), away: Type.String(), home: Type.String() })),
});
