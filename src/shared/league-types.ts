// A hosted server's online leagues as the browser sees them (src/shared/contract/leagueRoutes.ts).

/** One league in the list of a signed-in account's leagues. */
export interface LeagueListEntry {
  id: string;
  name: string;
  year: number;
  /** The program he coaches in it, or null (a commissioner who coaches none). */
  team: string | null;
  commissioner: boolean;
}

export interface LeaguesResponse {
  leagues: LeagueListEntry[];
}

/** One entry of a league's log: what happened, and whether the commissioner did it. */
export interface LeagueLogEntry {
  /** ms since 1970 */
  at: number;
  kind: string;
  text: string;
  by_commissioner: boolean;
}

/** A league as one of its members sees it. */
export interface LeagueResponse {
  id: string;
  name: string;
  year: number;
  commissioner: string;
  /** The asker's place in it. */
  you: { commissioner: boolean; team: string | null };
  /** Each coach: ready for this turn, or on auto-pilot (he missed a deadline and has not acted since). */
  coaches: { name: string; team: string; ready: boolean; auto_pilot: boolean }[];
  /** The playoff's teams (null: the season's real format). */
  playoff_teams: number | null;
  /** The league's game once the commissioner started it (null before). */
  game: LeagueGame | null;
  /** Programs no coach has taken (the computer's), by name. */
  free_teams: string[];
  /** The invitations (only the commissioner sees them; the others an empty list). Their links are never shown again. */
  invites: LeagueInvite[];
  /** Newest first, at most 100. */
  log: LeagueLogEntry[];
}

/** An invitation as the commissioner sees it: it lets in `seats` coaches, `used` of them have joined by it. */
export interface LeagueInvite {
  id: number;
  created_at: number;
  expires_at: number;
  revoked: boolean;
  seats: number;
  used: number;
}

/** A new invitation: its link's token is given this once, and kept only as a digest; it lets in `seats` coaches. */
export interface InviteResponse {
  id: number;
  token: string;
  expires_at: number;
  seats: number;
}

/** What an invitation's holder sees before joining: the league and the programs still free. */
export interface InvitationResponse {
  league: string;
  name: string;
  year: number;
  commissioner: string;
  free_teams: string[];
}

/** Where a started league's game stands and how it moves on. */
export interface LeagueGame {
  /** Turns played (each a week or a stage); a coach is ready for this one. */
  turn: number;
  /** "2024: Week 3 of 14". */
  where: string;
  paused: boolean;
  /** When the league moves on if not before (ms since 1970), or null. */
  deadline_at: number | null;
  /** Minutes from an advance to the next deadline, or null. */
  deadline_minutes: number | null;
  god_mode: boolean;
  /** An advance is being played right now. */
  moving_on: boolean;
}

/**
 * The games a result may be forced on now: the unplayed games of the week the season plays next (none outside the
 * season, nor one being coached), to pick from (a league's commissioner, God Mode).
 */
export interface ForcibleGames {
  year: number;
  /** The week to come, or null outside the season. */
  week: number | null;
  games: { id: number; away: string; home: string }[];
}
