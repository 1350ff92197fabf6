// Online leagues of a hosted server, over its database (accounts/serverDb.ts): a commissioner creates one for a
// season, invites by links (invites.ts), and each invited coach takes a free program. Every act
// is checked against who asks (a member reads, the commissioner invites), and each goes to the league's log, which
// every coach reads. A league nobody may see is answered as unknown: its existence is not told (./leagueView.ts).
import { randomBytes } from 'node:crypto';
import { seasonLeague, seasonYears } from '../../core/data/league.js';
import type { Db } from '../../store/database.js';
import { GameError } from '../../store/errors.js';
import type {
  InvitationResponse,
  InviteResponse,
  LeagueListEntry,
  LeagueResponse,
  LeaguesResponse,
} from '../../shared/league-types.js';
import type { Account } from '../accounts/accounts.js';
import { playoffSettingsFor } from '../../store/actions/playoffFormat.js';
import { minutesText } from '../../shared/leagueDeadline.js';
import type { CoachCreation } from '../../core/coaches/creation.js';
import { checkCoachCreation } from '../../store/actions/coaches/creationInput.js';
import type { LeagueRowOfGame } from './leagueGame.js';
import { LeagueInvites } from './invites.js';
import { commissionedBy, freeTeams, gameOf, gameRow, leagueRow, leagueView, memberOf, teamsOf } from './leagueView.js';

/** A playoff size the season's league can have (its conferences' count decides the autobids). */
function checkPlayoff(year: number, teams: number): void {
  playoffSettingsFor(year, { playoffTeams: teams }, seasonLeague(year).conferences.length);
}

/** Human coaches a league takes (EA's online dynasties take 32). */
export const MAX_COACHES = 32;
/** Leagues an account may run at once. */
const MAX_LEAGUES_RUN = 10;

/**
 * A league's name: 3 to 40 characters, from a letter or digit, of letters, digits, single spaces and any punctuation
 * or symbol ("Friends & Family!", "Who’s #1? (2024)"); no control or invisible characters. Every page shows it as text.
 */
const LEAGUE_NAME = /^(?=.{3,40}$)[\p{L}\p{N}](?:[\p{L}\p{M}\p{N}\p{P}\p{S}]| (?! ))*[\p{L}\p{M}\p{N}\p{P}\p{S}]$/u;

export class Leagues {
  private readonly invites: LeagueInvites;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
    /** Told of each entry of the log as it is written. */
    private readonly told?: (leagueId: string, kind: string) => void,
  ) {
    this.invites = new LeagueInvites(db, now, MAX_COACHES);
  }

  /**
   * A new league for a season, run by `by`, who coaches `team` in it if he names one, as the coach he made (`coach`:
   * what he left out is the game's); its playoff has `playoffTeams` teams (null: the season's real format).
   */
  create(
    by: Account,
    name: string,
    year: number,
    team: string | null,
    playoffTeams: number | null = null,
    coach: CoachCreation = {},
  ): LeagueResponse {
    const trimmed = name.trim();
    if (!LEAGUE_NAME.test(trimmed))
      throw new GameError(
        'bad_input',
        'A league name is 3 to 40 letters, digits, punctuation and single spaces, starting with a letter or digit.',
      );
    if (!seasonYears().includes(year))
      throw new GameError(
        'bad_input',
        `A league starts in a season from ${seasonYears()[0]} to ${seasonYears().at(-1)}.`,
      );
    const teams = teamsOf(year);
    if (team !== null && !teams.includes(team))
      throw new GameError('not_found', `${team} is not an FBS program in ${year}.`);
    if (team === null && Object.keys(coach).length > 0)
      throw new GameError('bad_input', 'A coach is made for his program: name the program you coach, or no coach.');
    if (team !== null) checkCoachCreation(year, team, 'head_coach', coach);
    if (playoffTeams !== null) checkPlayoff(year, playoffTeams);
    const id = randomBytes(9).toString('base64url');
    this.db.transaction(() => {
      const running = this.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM leagues WHERE commissioner_id = ?', [
        by.id,
      ]);
      if ((running?.n ?? 0) >= MAX_LEAGUES_RUN)
        throw new GameError('limit', `You run ${MAX_LEAGUES_RUN} leagues, the most an account may run.`);
      this.db.run(
        'INSERT INTO leagues (id, name, year, commissioner_id, created_at, playoff_teams) VALUES (?, ?, ?, ?, ?, ?)',
        [id, trimmed, year, by.id, this.now(), playoffTeams],
      );
      const playoff = playoffTeams === null ? "the season's playoff" : `a ${playoffTeams}-team playoff`;
      this.log(id, 'created', `${by.name} created the league ${trimmed} (season ${year}, ${playoff}).`, true);
      if (team !== null) this.addCoach(id, by, team, true, coach);
    });
    return this.view(id, by);
  }

  /** The leagues an account runs or coaches in. */
  listOf(account: Account): LeagueListEntry[] {
    return this.db
      .all<{ id: string; name: string; year: number; team: string | null; commissioner_id: number }>(
        `SELECT l.id, l.name, l.year, c.team, l.commissioner_id
           FROM leagues l LEFT JOIN league_coaches c ON c.league_id = l.id AND c.account_id = ?1
          WHERE l.commissioner_id = ?1 OR c.account_id IS NOT NULL
          ORDER BY l.created_at DESC`,
        [account.id],
      )
      .map((row) => ({
        id: row.id,
        name: row.name,
        year: row.year,
        team: row.team,
        commissioner: row.commissioner_id === account.id,
      }));
  }

  /** A new invitation link, lasting `hours`, for `seats` coaches (the commissioner's alone). */
  invite(leagueId: string, by: Account, hours: number, seats: number): InviteResponse {
    const league = commissionedBy(this.db, leagueId, by);
    return this.db.transaction(() => {
      const made = this.invites.make(league.id, hours, seats);
      const whom = seats === 1 ? 'one coach' : `${seats} coaches`;
      this.log(
        league.id,
        'invite',
        `${by.name} made invitation ${made.id}, for ${whom}, good for ${minutesText(hours * 60)}.`,
        true,
      );
      return made;
    });
  }

  /** Ends an invitation at once (the commissioner's alone); a coach who joined by it stays. */
  revoke(leagueId: string, by: Account, inviteId: number): LeagueResponse {
    const league = commissionedBy(this.db, leagueId, by);
    this.db.transaction(() => {
      if (this.invites.revoke(league.id, inviteId))
        this.log(league.id, 'revoke', `${by.name} revoked invitation ${inviteId}.`, true);
    });
    return this.view(league.id, by);
  }

  /**
   * The league an invitation's token opens to `by` (or to a browser not signed in yet), for him to pick a program
   * (404 if unknown, expired, used up or revoked; 403 for a coach removed since it was made).
   */
  invitation(token: string, by: Account | null): InvitationResponse {
    const league = leagueRow(this.db, this.invites.opening(token, by?.id ?? null).league);
    if (!league) throw new GameError('not_found', 'This invitation is unknown: ask the commissioner for a new one.');
    return {
      league: league.id,
      name: league.name,
      year: league.year,
      commissioner: league.commissioner,
      free_teams: freeTeams(this.db, league.id, league.year),
    };
  }

  /**
   * Joins by an invitation as the coach of a free program, taking one of its places, as the coach he made (what he
   * left out is the game's).
   */
  join(token: string, by: Account, team: string, coach: CoachCreation = {}): LeagueResponse {
    const leagueId = this.db.transaction(() => {
      const opened = this.invites.opening(token, by.id);
      const league = leagueRow(this.db, opened.league);
      if (!league) throw new GameError('not_found', 'This invitation is unknown: ask the commissioner for a new one.');
      const joined = this.db.get<{ team: string }>(
        'SELECT team FROM league_coaches WHERE league_id = ? AND account_id = ?',
        [league.id, by.id],
      );
      if (joined) throw new GameError('conflict', `You already coach ${joined.team} in ${league.name}.`);
      if (!teamsOf(league.year).includes(team))
        throw new GameError('not_found', `${team} is not an FBS program in ${league.year}.`);
      checkCoachCreation(league.year, team, 'head_coach', coach);
      this.addCoach(league.id, by, team, false, coach, undefined, opened.invite);
      this.invites.spend(opened.invite);
      return league.id;
    });
    return this.view(leagueId, by);
  }

  /** The commissioner takes a program from its coach, with his reason: the program is the computer's again. */
  removeCoach(leagueId: string, by: Account, team: string, reason: string): LeagueResponse {
    const league = commissionedBy(this.db, leagueId, by);
    const why = reason.trim();
    if (why.length < 3)
      throw new GameError('bad_input', 'Say why the coach is removed: every coach reads it in the log.');
    this.db.transaction(() => {
      const coach = this.db.get<{ name: string; account_id: number }>(
        `SELECT a.name, c.account_id FROM league_coaches c JOIN accounts a ON a.id = c.account_id
          WHERE c.league_id = ? AND c.team = ?`,
        [league.id, team],
      );
      if (!coach) throw new GameError('not_found', `No coach has ${team} in ${league.name}.`);
      this.db.run('DELETE FROM league_coaches WHERE league_id = ? AND account_id = ?', [league.id, coach.account_id]);
      // His old link (and any other made so far) no longer lets him in: only a new invitation does.
      this.invites.barRemoved(league.id, coach.account_id);
      this.log(league.id, 'removed', `${by.name} removed ${coach.name} from ${team}: ${why}`, true);
    });
    return this.view(league.id, by);
  }

  /** A coach gives up his program (it is the computer's again); a commissioner stays the league's commissioner. */
  leave(leagueId: string, by: Account): LeaguesResponse {
    const league = memberOf(this.db, leagueId, by);
    this.db.transaction(() => {
      const coach = this.db.get<{ team: string }>(
        'SELECT team FROM league_coaches WHERE league_id = ? AND account_id = ?',
        [league.id, by.id],
      );
      if (!coach) throw new GameError('conflict', `You coach no program in ${league.name}.`);
      this.db.run('DELETE FROM league_coaches WHERE league_id = ? AND account_id = ?', [league.id, by.id]);
      this.log(league.id, 'left', `${by.name} left ${coach.team}.`, false);
    });
    return { leagues: this.listOf(by) };
  }

  private addCoach(
    leagueId: string,
    account: Account,
    team: string,
    byCommissioner: boolean,
    coach: CoachCreation,
    assignedBy?: Account,
    inviteId: number | null = null,
  ): void {
    const taken = this.db.get<{ name: string }>(
      'SELECT a.name FROM league_coaches c JOIN accounts a ON a.id = c.account_id WHERE c.league_id = ? AND c.team = ?',
      [leagueId, team],
    );
    if (taken) throw new GameError('conflict', `${team} is coached by ${taken.name}: pick a free program.`);
    const count = this.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM league_coaches WHERE league_id = ?', [
      leagueId,
    ]);
    if ((count?.n ?? 0) >= MAX_COACHES)
      throw new GameError('limit', `The league has ${MAX_COACHES} coaches, the most it takes.`);
    this.db.run(
      'INSERT INTO league_coaches (league_id, account_id, team, joined_at, coach, invite_id) VALUES (?, ?, ?, ?, ?, ?)',
      [leagueId, account.id, team, this.now(), JSON.stringify(coach), inviteId],
    );
    this.log(
      leagueId,
      'joined',
      assignedBy ? `${assignedBy.name} gave ${team} to ${account.name}.` : `${account.name} took over ${team}.`,
      byCommissioner,
    );
  }

  log(leagueId: string, kind: string, text: string, byCommissioner: boolean): void {
    this.db.run('INSERT INTO league_events (league_id, at, kind, text, by_commissioner) VALUES (?, ?, ?, ?, ?)', [
      leagueId,
      this.now(),
      kind,
      text,
      byCommissioner ? 1 : 0,
    ]);
    this.told?.(leagueId, kind);
  }

  /** A league as a member sees it (404 for anyone else). */
  view(leagueId: string, by: Account): LeagueResponse {
    return leagueView(this.db, this.invites, leagueId, by, this.now);
  }

  /** The league's game as the server's database keeps it (its turn, deadline, pause, God Mode). */
  gameRow(leagueId: string): LeagueRowOfGame | undefined {
    return gameRow(this.db, leagueId);
  }

  /** The league's game row, if `by` runs the league (commissionedBy's refusals otherwise). */
  commissioned(leagueId: string, by: Account): LeagueRowOfGame {
    commissionedBy(this.db, leagueId, by);
    return gameOf(this.db, leagueId);
  }

  /** The league's game row, if `by` is of the league and it has started. */
  started(leagueId: string, by: Account): LeagueRowOfGame {
    const league = memberOf(this.db, leagueId, by);
    const game = gameOf(this.db, league.id);
    if (game.started_at === null)
      throw new GameError('conflict', `${league.name} has not started: the commissioner starts it.`);
    return game;
  }

  /** The coach each coach made when he took his program, by program (applied when the league's game starts). */
  madeCoaches(leagueId: string): Map<string, CoachCreation> {
    const rows = this.db.all<{ team: string; coach: string | null }>(
      'SELECT team, coach FROM league_coaches WHERE league_id = ?',
      [leagueId],
    );
    return new Map(rows.map((row) => [row.team, row.coach === null ? {} : (JSON.parse(row.coach) as CoachCreation)]));
  }

  /** The team `by` coaches in the league, or null. */
  teamOf(leagueId: string, by: Account): string | null {
    return (
      this.db.get<{ team: string }>('SELECT team FROM league_coaches WHERE league_id = ? AND account_id = ?', [
        leagueId,
        by.id,
      ])?.team ?? null
    );
  }

  /** The commissioner gives a free program to an account by its name (a league member or not: he sees it now). */
  assign(leagueId: string, by: Account, coachName: string, team: string): Account {
    const league = commissionedBy(this.db, leagueId, by);
    const account = this.db.get<Account>('SELECT id, name FROM accounts WHERE name = ? COLLATE NOCASE', [
      coachName.trim(),
    ]);
    if (!account) throw new GameError('not_found', `No account is named ${coachName.trim()}.`);
    if (!teamsOf(league.year).includes(team))
      throw new GameError('not_found', `${team} is not an FBS program in ${league.year}.`);
    this.db.transaction(() => {
      const joined = this.teamOf(league.id, account);
      if (joined) throw new GameError('conflict', `${account.name} coaches ${joined} in ${league.name} already.`);
      this.addCoach(league.id, account, team, true, {}, by);
    });
    return account;
  }

  /** Undoes a coach's joining whose program could not be given to him in the league's game, in the log too. */
  unjoin(leagueId: string, account: Account, why: string): void {
    this.db.transaction(() => {
      const team = this.teamOf(leagueId, account);
      this.invites.giveBack(leagueId, account.id);
      this.db.run('DELETE FROM league_coaches WHERE league_id = ? AND account_id = ?', [leagueId, account.id]);
      this.log(leagueId, 'left', `${account.name} could not take ${team ?? 'his program'} in the game: ${why}`, false);
    });
  }
}
