// How a started league moves on: a turn at a time (a week played in the season, else the next stage), when every
// active coach is ready, at the commissioner's command, or at his deadline. A coach who misses a deadline goes on
// auto-pilot (his staff recruits, his coordinator coaches) until he acts again. One advance at a time, whichever
// process does it (busy_until in the server's database); the clock is injected (tests move it, never wait on it).
// The commissioner's deadline, God Mode and forced results are in ./commissioner.ts.
import { GameError } from '../../store/errors.js';
import type { ChangeJob } from '../changeJobs.js';
import type { Account } from '../accounts/accounts.js';
import type { Leagues } from './leagues.js';
import { readyTurnOf, turnLabel, type LeagueRowOfGame, type LeagueSaves } from './leagueGame.js';
import { leagueTurnOf } from '../../store/queries/leagueTurn.js';
import { catchUpSeats } from './seatCatchUp.js';
import type { SaveFile } from '../../store/saveFile.js';
import type { ForcibleGames } from '../../shared/league-types.js';
import { type Commission, forceWinner, gamesToForce, MINUTE_MS, setDeadline, switchGodMode } from './commissioner.js';

/** How long a start or an advance may hold the league before another process may take over (a crash). */
const BUSY_MS = 10 * 60_000;
/** Leagues past their deadline moved on by one tick of the timer (the rest wait for the next). */
const LEAGUES_PER_TICK = 4;

export type AdvanceCause = 'ready' | 'command' | 'deadline';

/** Where the league's game stands: the turn its save records and its label. */
function gameTurn(save: SaveFile | null): { turn: number; label: string } {
  return { turn: save ? (leagueTurnOf(save.db) ?? 0) : 0, label: turnLabel(save) };
}

export class LeagueTurns {
  private ticking = false;

  constructor(
    private readonly leagues: Leagues,
    private readonly game: LeagueSaves,
    private readonly now: () => number,
    private readonly seed: () => number,
    /** Where an advance that nobody waits on reports a failure. */
    private readonly onError: (error: unknown) => void,
    /** Awaited once an advance holds the league (tests hold it open). */
    private readonly whileHeld?: (leagueId: string) => Promise<void>,
    /** Awaited once an advance has moved the save, before the server's database records it (tests stop there). */
    private readonly afterMove?: (leagueId: string) => Promise<void>,
  ) {}

  /** The start's catch-up (reconcile), run once; a call bound to a seat waits for it (leagueSeats.ts). */
  private caughtUp: Promise<void> | null = null;
  catchUp(): Promise<void> {
    this.caughtUp ??= this.reconcile().catch(this.onError);
    return this.caughtUp;
  }

  private get db() {
    return this.game.db;
  }

  /** What the commissioner's acts work on (./commissioner.ts). */
  private get commission(): Commission {
    return { leagues: this.leagues, game: this.game, now: this.now };
  }

  /** Holds the league for a start or an advance, or refuses: one at a time. */
  private claim(league: LeagueRowOfGame): number {
    const now = this.now();
    const held = this.db.get<{ busy_until: number }>(
      'UPDATE leagues SET busy_until = ? WHERE id = ? AND (busy_until IS NULL OR busy_until < ?) RETURNING busy_until',
      [now + BUSY_MS, league.id, now],
    );
    if (!held) throw new GameError('busy', `${league.name} is moving on right now: try again in a moment.`);
    return held.busy_until;
  }

  /** Lets the league go after a start or an advance that failed: a Ready pressed meanwhile is for this turn again. */
  private release(leagueId: string): void {
    this.db.transaction(() => {
      this.db.run(
        `UPDATE league_coaches SET ready_turn = ready_turn - 1
          WHERE league_id = ?1 AND ready_turn = (SELECT turn + 1 FROM leagues WHERE id = ?1)`,
        [leagueId],
      );
      this.db.run('UPDATE leagues SET busy_until = NULL WHERE id = ?', [leagueId]);
    });
  }

  /** The commissioner starts the league: its save, with every coach's program coached. */
  async start(leagueId: string, by: Account): Promise<void> {
    const league = this.leagues.commissioned(leagueId, by);
    if (league.started_at !== null) throw new GameError('conflict', `${league.name} has started already.`);
    const teams = this.db
      .all<{ team: string }>('SELECT team FROM league_coaches WHERE league_id = ? ORDER BY joined_at, team', [
        league.id,
      ])
      .map((r) => r.team);
    if (teams.length === 0)
      throw new GameError('conflict', 'A league starts with one coach at least: invite one, or take a program.');
    this.claim(league);
    try {
      // Each coach's program coached by the coach he made when he took it.
      const made = this.leagues.madeCoaches(league.id);
      const job: Extract<ChangeJob, { kind: 'new_dynasty' }> = {
        kind: 'new_dynasty',
        options: {
          year: league.year,
          team: teams[0],
          coach: made.get(teams[0]) ?? {},
          moreTeams: teams.slice(1),
          moreCoaches: Object.fromEntries(teams.slice(1).map((team) => [team, made.get(team) ?? {}])),
          ...(league.playoff_teams === null ? {} : { playoffTeams: league.playoff_teams }),
          seed: this.seed(),
          force: true,
        },
        leagueTurn: 0,
      };
      const label = await this.game.saves.newDynasty(this.game.pathOf(league.id), job, turnLabel);
      this.db.transaction(() => {
        this.db.run('UPDATE leagues SET started_at = ?, turn = 0, turn_label = ?, busy_until = NULL WHERE id = ?', [
          this.now(),
          label,
          league.id,
        ]);
        this.leagues.log(league.id, 'started', `${by.name} started the league: ${label}.`, true);
      });
    } catch (error) {
      this.release(league.id);
      throw error;
    }
  }

  /**
   * A coach says he is ready (or takes it back); the last one ready moves the league on. Pressed while the league
   * moves on (an advance holds it), it is for the turn that comes: the one ending is gone by the time it is marked.
   */
  async ready(leagueId: string, by: Account, ready: boolean): Promise<void> {
    const league = this.leagues.started(leagueId, by);
    const team = this.leagues.teamOf(league.id, by);
    if (team === null) throw new GameError('forbidden', `You coach no program in ${league.name}.`);
    await this.backFromAutoPilot(league.id, by);
    this.db.transaction(() => {
      // Where the league stands is read now, with the mark: an advance may have begun or ended meanwhile.
      const now = this.game.row(league.id);
      if (!now) return;
      const turn = readyTurnOf(now, this.now());
      const was = this.db.get<{ ready_turn: number | null }>(
        'SELECT ready_turn FROM league_coaches WHERE league_id = ? AND account_id = ?',
        [league.id, by.id],
      );
      if ((was?.ready_turn === turn) === ready) return;
      this.db.run('UPDATE league_coaches SET ready_turn = ? WHERE league_id = ? AND account_id = ?', [
        ready ? turn : null,
        league.id,
        by.id,
      ]);
      const coming = turn > now.turn ? ' for the turn that comes' : '';
      this.leagues.log(
        league.id,
        ready ? 'ready' : 'not_ready',
        ready ? `${by.name} (${team}) is ready${coming}.` : `${by.name} (${team}) is not ready after all.`,
        false,
      );
    });
    if (ready) this.goOnIfAllReady(league.id);
  }

  /** Moves the league on, nobody waiting, if it is not paused and every active coach is ready for this turn. */
  goOnIfAllReady(leagueId: string): void {
    const league = this.game.row(leagueId);
    if (league && league.started_at !== null && league.paused === 0 && this.everyoneReady(league.id, league.turn))
      this.inBackground(league.id, 'ready', null);
  }

  /** Every coach not on auto-pilot is ready for the turn (and there is one at least). */
  private everyoneReady(leagueId: string, turn: number): boolean {
    const row = this.db.get<{ active: number; ready: number }>(
      `SELECT COUNT(*) AS active, COALESCE(SUM(ready_turn IS NOT NULL AND ready_turn = ?), 0) AS ready
         FROM league_coaches WHERE league_id = ? AND auto_pilot = 0`,
      [turn, leagueId],
    );
    return row !== undefined && row.active > 0 && row.ready === row.active;
  }

  /** A coach on auto-pilot acted: he runs his program again, his staff's recruiting as he had it. */
  async backFromAutoPilot(leagueId: string, by: Account): Promise<void> {
    const coach = this.db.get<{ team: string; auto_pilot: number; auto_staff_was: number | null }>(
      'SELECT team, auto_pilot, auto_staff_was FROM league_coaches WHERE league_id = ? AND account_id = ?',
      [leagueId, by.id],
    );
    if (!coach || coach.auto_pilot === 0) return;
    this.db.transaction(() => {
      this.db.run('UPDATE league_coaches SET auto_pilot = 0 WHERE league_id = ? AND account_id = ?', [leagueId, by.id]);
      this.leagues.log(leagueId, 'back', `${by.name} is back at ${coach.team}: auto-pilot is off.`, false);
    });
    await this.game.setAutoPilot(leagueId, coach.team, false, coach.auto_staff_was === 1);
  }

  /** An advance nobody waits on (the last coach ready, a deadline): a failure is reported, not thrown. */
  private inBackground(leagueId: string, cause: AdvanceCause, by: Account | null): void {
    this.advance(leagueId, cause, by).catch((error: unknown) => {
      if (error instanceof GameError && error.kind === 'busy') return;
      this.onError(error);
    });
  }

  /** Moves the league one turn on, for a cause; at a deadline, the coaches not ready go on auto-pilot first. */
  async advance(leagueId: string, cause: AdvanceCause, by: Account | null, reason = ''): Promise<void> {
    const league = this.game.row(leagueId);
    if (!league || league.started_at === null) throw new GameError('conflict', 'The league has not started.');
    const claim = this.claim(league);
    try {
      const from = this.db.get<{ turn_label: string | null }>('SELECT turn_label FROM leagues WHERE id = ?', [
        league.id,
      ]);
      if (cause === 'deadline') await this.autoPilotTheLate(league);
      await this.game.placeTheFired(league.id);
      await this.whileHeld?.(league.id);
      const path = this.game.pathOf(league.id);
      // The coming week played, or the next stage: the save records the turn with the move.
      const turn = { turn: league.turn + 1 };
      const game = await this.game.saves.change(
        path,
        'playLeagueTurn',
        (save) => {
          if (!save) throw new GameError('conflict', "The league's game is not there.");
          return { input: turn };
        },
        gameTurn,
      );
      await this.afterMove?.(league.id);
      const why =
        cause === 'ready'
          ? 'every coach was ready'
          : cause === 'deadline'
            ? 'the deadline passed'
            : `${by?.name ?? 'the commissioner'} moved it on${reason ? `: ${reason}` : ''}`;
      this.record(league, game, `${from?.turn_label ?? 'its start'}`, why, cause === 'command', claim);
    } catch (error) {
      this.release(league.id);
      throw error;
    }
    // Every coach may have pressed Ready for the next turn while this one was played.
    this.goOnIfAllReady(league.id);
  }

  /**
   * The server's database follows the league's save to the turn it records, once: the advance that moved it, or
   * (after a server stopped between the two) the first look at the league once it runs again. Logged once. claim:
   * the advance's hold, let go even when the turn was recorded already (and only that hold, not a later one).
   */
  private record(
    league: LeagueRowOfGame,
    game: { turn: number; label: string },
    from: string,
    why: string,
    byCommissioner: boolean,
    claim?: number,
  ): void {
    const deadline = league.deadline_minutes === null ? null : this.now() + league.deadline_minutes * MINUTE_MS;
    this.db.transaction(() => {
      const moved = this.db.get<{ id: string }>(
        `UPDATE leagues SET turn = ?, turn_label = ?, deadline_at = ?, busy_until = NULL
          WHERE id = ? AND turn < ? RETURNING id`,
        [game.turn, game.label, deadline, league.id, game.turn],
      );
      if (moved)
        this.leagues.log(
          league.id,
          'advance',
          `The league moved on from ${from} to ${game.label} (${why}).`,
          byCommissioner,
        );
      else if (claim !== undefined)
        this.db.run('UPDATE leagues SET busy_until = NULL WHERE id = ? AND busy_until = ?', [league.id, claim]);
    });
  }

  /**
   * When the server opens its leagues: each league an advance was holding (its process may have stopped) follows
   * its save to the turn the save records, if the save moved on and the server's database did not record it; and
   * every started league's seats follow the coaches' job moves its save records (seatCatchUp.ts).
   */
  async reconcile(): Promise<void> {
    const held = this.db.all<{ id: string }>(
      'SELECT id FROM leagues WHERE started_at IS NOT NULL AND busy_until IS NOT NULL',
    );
    for (const { id } of held) {
      const league = this.game.row(id);
      if (!league) continue;
      const game = await this.game.saves.read(this.game.pathOf(id), gameTurn);
      if (game.turn > league.turn)
        this.record(league, game, league.turn_label ?? 'its start', 'recorded when the server started again', false);
    }
    const started = this.db.all<{ id: string }>('SELECT id FROM leagues WHERE started_at IS NOT NULL');
    for (const { id } of started) await catchUpSeats(this.game, this.leagues, id);
  }

  /** The coaches not ready at a deadline: their staff recruits and their coordinator coaches until they act. */
  private async autoPilotTheLate(league: LeagueRowOfGame): Promise<void> {
    const late = this.db.all<{ account_id: number; team: string; name: string }>(
      `SELECT c.account_id, c.team, a.name FROM league_coaches c JOIN accounts a ON a.id = c.account_id
        WHERE c.league_id = ? AND c.auto_pilot = 0 AND (c.ready_turn IS NULL OR c.ready_turn <> ?)`,
      [league.id, league.turn],
    );
    for (const coach of late) {
      const staffWas = await this.game.setAutoPilot(league.id, coach.team, true, true);
      this.db.transaction(() => {
        this.db.run(
          'UPDATE league_coaches SET auto_pilot = 1, auto_staff_was = ? WHERE league_id = ? AND account_id = ?',
          [staffWas ? 1 : 0, league.id, coach.account_id],
        );
        this.leagues.log(
          league.id,
          'auto_pilot',
          `${coach.name} missed the deadline: ${coach.team} is on auto-pilot (its staff recruits, its coordinator coaches) until he acts.`,
          false,
        );
      });
    }
  }

  /** The deadline passed (and the league is not paused): it moves on now, nobody waiting on it. */
  checkDeadline(leagueId: string): void {
    const league = this.game.row(leagueId);
    if (!this.isDue(league)) return;
    this.inBackground(leagueId, 'deadline', null);
  }

  private isDue(league: LeagueRowOfGame | undefined): league is LeagueRowOfGame {
    const now = this.now();
    return (
      league !== undefined
      && league.started_at !== null
      && league.paused === 0
      && league.deadline_at !== null
      && league.deadline_at <= now
      && (league.busy_until === null || league.busy_until < now)
    );
  }

  /** The timer's look at the deadlines: a few leagues past theirs move on, one after another. */
  async tick(): Promise<void> {
    if (this.ticking) return;
    this.ticking = true;
    try {
      const due = this.db.all<{ id: string }>(
        `SELECT id FROM leagues WHERE started_at IS NOT NULL AND paused = 0 AND deadline_at IS NOT NULL
            AND deadline_at <= ?1 AND (busy_until IS NULL OR busy_until < ?1) ORDER BY deadline_at LIMIT ?2`,
        [this.now(), LEAGUES_PER_TICK],
      );
      for (const { id } of due) {
        await this.advance(id, 'deadline', null).catch((error: unknown) => {
          if (!(error instanceof GameError && error.kind === 'busy')) this.onError(error);
        });
      }
    } finally {
      this.ticking = false;
    }
  }

  /** The commissioner pauses the league (no advance but his own) or lets it go on. */
  pause(leagueId: string, by: Account, paused: boolean): void {
    const league = this.leagues.commissioned(leagueId, by);
    if ((league.paused === 1) === paused) return;
    this.db.transaction(() => {
      this.db.run('UPDATE leagues SET paused = ? WHERE id = ?', [paused ? 1 : 0, league.id]);
      this.leagues.log(
        league.id,
        paused ? 'paused' : 'resumed',
        paused ? `${by.name} paused the league.` : `${by.name} let the league go on.`,
        true,
      );
    });
    if (!paused) this.goOnIfAllReady(league.id);
  }

  /** The commissioner's deadline: `minutes` after now and after every advance, or none (./commissioner.ts). */
  setDeadline(leagueId: string, by: Account, minutes: number | null): void {
    setDeadline(this.commission, leagueId, by, minutes);
  }

  /** The commissioner's God Mode, in the league's save too. */
  godMode(leagueId: string, by: Account, on: boolean): Promise<void> {
    return switchGodMode(this.commission, leagueId, by, on);
  }

  /** The games the commissioner may force a result on now. */
  forcibleGames(leagueId: string, by: Account): Promise<ForcibleGames> {
    return gamesToForce(this.commission, leagueId, by);
  }

  /** The commissioner decides an unplayed game's winner, with his reason. */
  force(leagueId: string, by: Account, gameId: number, winner: string, reason: string): Promise<void> {
    return forceWinner(this.commission, leagueId, by, gameId, winner, reason);
  }
}
