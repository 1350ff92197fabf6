// A league as the server's database keeps it and as its members see it: its rows, who may see it (a member reads,
// the commissioner runs it; anyone else is told it is unknown), its free programs, and its page (./leagues.ts acts on
// it).
import { seasonLeague } from '../../core/data/league.js';
import type { Db } from '../../store/database.js';
import { GameError } from '../../store/errors.js';
import type { LeagueResponse } from '../../shared/league-types.js';
import type { Account } from '../accounts/accounts.js';
import { isMovingOn, readyTurnOf, type LeagueRowOfGame } from './leagueGame.js';
import type { LeagueInvites } from './invites.js';

const LOG_SHOWN = 100;

export interface LeagueRow {
  id: string;
  name: string;
  year: number;
  commissioner_id: number;
  commissioner: string;
}

/** A league as a member sees it (404 for anyone else). */
export function leagueView(
  db: Db,
  invites: LeagueInvites,
  leagueId: string,
  by: Account,
  clock: () => number,
): LeagueResponse {
  const league = memberOf(db, leagueId, by);
  const game = gameOf(db, leagueId);
  const coaches = db.all<{
    name: string;
    team: string;
    account_id: number;
    ready_turn: number | null;
    auto_pilot: number;
  }>(
    `SELECT a.name, c.team, c.account_id, c.ready_turn, c.auto_pilot FROM league_coaches c
       JOIN accounts a ON a.id = c.account_id WHERE c.league_id = ? ORDER BY c.joined_at, c.team`,
    [leagueId],
  );
  const isCommissioner = league.commissioner_id === by.id;
  const now = clock();
  const shown = isCommissioner ? invites.list(leagueId) : [];
  const log = db
    .all<{ at: number; kind: string; text: string; by_commissioner: number }>(
      'SELECT at, kind, text, by_commissioner FROM league_events WHERE league_id = ? ORDER BY id DESC LIMIT ?',
      [leagueId, LOG_SHOWN],
    )
    .map((row) => ({ ...row, by_commissioner: row.by_commissioner === 1 }));
  return {
    id: league.id,
    name: league.name,
    year: league.year,
    commissioner: league.commissioner,
    you: { commissioner: isCommissioner, team: coaches.find((c) => c.account_id === by.id)?.team ?? null },
    coaches: coaches.map(({ name, team, ready_turn, auto_pilot }) => ({
      name,
      team,
      ready: game.started_at !== null && ready_turn === readyTurnOf(game, now),
      auto_pilot: auto_pilot === 1,
    })),
    playoff_teams: game.playoff_teams,
    game:
      game.started_at === null
        ? null
        : {
            turn: game.turn,
            where: game.turn_label ?? '',
            paused: game.paused === 1,
            deadline_at: game.deadline_at,
            deadline_minutes: game.deadline_minutes,
            god_mode: game.god_mode === 1,
            moving_on: isMovingOn(game, now),
          },
    free_teams: freeTeams(db, league.id, league.year),
    invites: shown,
    log,
  };
}

/** The league's row with its commissioner's name. */
export function leagueRow(db: Db, leagueId: string): LeagueRow | undefined {
  return db.get<LeagueRow>(
    `SELECT l.id, l.name, l.year, l.commissioner_id, a.name AS commissioner
       FROM leagues l JOIN accounts a ON a.id = l.commissioner_id WHERE l.id = ?`,
    [leagueId],
  );
}

/** The league's game as the server's database keeps it (its turn, deadline, pause, God Mode). */
export function gameRow(db: Db, leagueId: string): LeagueRowOfGame | undefined {
  return db.get<LeagueRowOfGame>(
    `SELECT id, name, year, commissioner_id, playoff_teams, started_at, turn, paused, deadline_at, deadline_minutes,
            god_mode, busy_until, turn_label FROM leagues WHERE id = ?`,
    [leagueId],
  );
}

/** The league's game row; unknown (404) without one. */
export function gameOf(db: Db, leagueId: string): LeagueRowOfGame {
  const row = gameRow(db, leagueId);
  if (!row) throw new GameError('not_found', 'No such league among yours.');
  return row;
}

/** The league if `by` runs it or coaches in it; else unknown (404), as a league that does not exist. */
export function memberOf(db: Db, leagueId: string, by: Account): LeagueRow {
  const league = leagueRow(db, leagueId);
  const member =
    league !== undefined
    && (league.commissioner_id === by.id
      || db.get('SELECT 1 FROM league_coaches WHERE league_id = ? AND account_id = ?', [leagueId, by.id]));
  if (!league || !member) throw new GameError('not_found', 'No such league among yours.');
  return league;
}

/** The league if `by` runs it; a coach of it is refused (403), anyone else told it is unknown. */
export function commissionedBy(db: Db, leagueId: string, by: Account): LeagueRow {
  const league = memberOf(db, leagueId, by);
  if (league.commissioner_id !== by.id)
    throw new GameError('forbidden', `Only the commissioner, ${league.commissioner}, may do that.`);
  return league;
}

/** The season's FBS programs. */
export function teamsOf(year: number): string[] {
  return seasonLeague(year).teams.map((t) => t.name);
}

/** The programs no coach of the league has, A to Z. */
export function freeTeams(db: Db, leagueId: string, year: number): string[] {
  const taken = new Set(
    db.all<{ team: string }>('SELECT team FROM league_coaches WHERE league_id = ?', [leagueId]).map((r) => r.team),
  );
  return teamsOf(year)
    .filter((team) => !taken.has(team))
    .sort((a, b) => a.localeCompare(b));
}
