// A league's game: its one save (DIR/leagues/{id}/league.db), made when the commissioner starts the league, each
// coach a coached program of it. A coach's game call names his league (LEAGUE_HEADER) and is bound here to his own
// program, from his session and his place in the league, never from what the request says; calls that are not a
// coach's own (his saves, a new game, moving the whole league on) are refused in a league. The league moves on a
// turn at a time (turns.ts).
import { basename, dirname, join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { STAGE_INFO } from '../../core/season/stages.js';
import { changesGame, startsNewGame } from '../../shared/contract/effects.js';
import { seasonPointName } from '../../shared/seasonWeeks.js';
import type { AutoPilotJob } from '../../store/actions/coaches/autoPilotJob.js';
import type { CoachCreation } from '../../core/coaches/creation.js';
import { GameError } from '../../store/errors.js';
import { coachedProgramOf } from '../../store/program.js';
import { programCoach } from '../../store/queries/coaches.js';
import type { SaveFile } from '../../store/saveFile.js';
import { PageContext } from '../../store/views/context.js';
import { programOf } from '../../store/program.js';
import type { Db } from '../../store/database.js';
import type { InputOf, ResultOf, UseCaseName } from '../../store/useCases.js';
import type { AccountGate } from '../accounts/gate.js';
import type { Account } from '../accounts/accounts.js';
import type { AnyRequest } from '../router.js';
import type { SaveRegistry } from '../saveRegistry.js';
import type { LeagueSeat } from '../router.js';
import { LEAGUE_HEADER } from '../../shared/programHeader.js';

const LEAGUE_ID = /^[A-Za-z0-9_-]{12}$/;

/**
 * A coach's moves to another program (a job offer taken, a coordinator's place on another staff): in a league each
 * coach holds the program he took (its seat is his place in the league), so the commissioner moves him, not he. A
 * coach his program fired is the exception: he takes one of his job offers himself (TAKES_JOB, leagueSeats.ts).
 */
const CAREER_MOVES: readonly string[] = ['POST /api/coach/accept', 'POST /api/staff/join'];
export const TAKES_JOB = 'POST /api/coach/accept';
/** The pages' event stream: a league's coach opens it before the league starts too. */
const LISTENS = 'GET /api/events';

/** The refusal of a career move in a league. */
export function keepsHisProgram(leagueName: string): GameError {
  return new GameError(
    'forbidden',
    `In ${leagueName} each coach keeps the program he took: the commissioner gives another (assign).`,
    '/online',
  );
}

/** Why a change of the whole league made from a coach's game is refused: each call's own reason. */
function leagueChangeRefusal(key: string, league: LeagueRowOfGame, account: Account): string {
  switch (key) {
    case 'POST /api/god_mode':
      return league.commissioner_id !== account.id
        ? `In ${league.name} only the commissioner uses God Mode.`
        : `God Mode is off in ${league.name}: turn it on on the online page (every edit is in the league's log).`;
    case 'POST /api/league_setup':
    case 'POST /api/settings':
      return `In an online league the setup and the settings stay as ${league.name} started: nobody changes them.`;
    case 'POST /api/programs/add':
    case 'POST /api/programs/drop':
      return `In an online league each coach takes his program by an invitation; the commissioner gives one (assign).`;
    default:
      return "In an online league the week moves on when every coach is ready, at the deadline or at the commissioner's command: press Ready.";
  }
}

/** Why auto-pilot took the job it took for a fired coach, in the log. */
const AUTO_PILOT_CHOICE: Record<AutoPilotJob['how'], string> = {
  offer: 'his best offer',
  opening: 'no offer left: the best job still open',
  coordinator: 'no head job open',
};

export interface LeagueRowOfGame {
  id: string;
  name: string;
  year: number;
  commissioner_id: number;
  playoff_teams: number | null;
  started_at: number | null;
  turn: number;
  paused: number;
  deadline_at: number | null;
  deadline_minutes: number | null;
  god_mode: number;
  busy_until: number | null;
  turn_label: string | null;
}

/** The league's game, or the refusal when its save is not there. */
export function leagueGameOf(save: SaveFile | null): SaveFile {
  if (!save) throw new GameError('conflict', "The league's game is not there: ask the commissioner.");
  return save;
}

/** The league's save, in the server's folder of players' saves (its pages' event channel too). */
export function leagueSavePath(usersDir: string, leagueId: string): string {
  if (!LEAGUE_ID.test(leagueId)) throw new Error('a league id is checked before it names a folder');
  return join(usersDir, 'leagues', leagueId, 'league.db');
}

/** The league is moving on: an advance (or the start) holds it, and has not outlived its hold. */
export function isMovingOn(league: { busy_until: number | null }, now: number): boolean {
  return league.busy_until !== null && league.busy_until >= now;
}

/** The turn a Ready is for: this one, or while the league moves on, the one that comes. */
export function readyTurnOf(league: { turn: number; busy_until: number | null }, now: number): number {
  return isMovingOn(league, now) ? league.turn + 1 : league.turn;
}

/** Where the league's game stands, in words: "2024: Week 3 of 14", "2024: Season Summary". */
export function turnLabel(save: SaveFile | null): string {
  if (!save) return '';
  const ctx = new PageContext(save.db, programOf(save.db));
  const info = ctx.info();
  const calendar = { lastWeek: info.lastWeek, playoffTeams: info.playoffFormat.teams };
  const inSeason = ctx.state.stage === 'season' || ctx.state.stage === 'playoff';
  const where =
    inSeason && info.currentWeek <= info.lastWeek
      ? seasonPointName(info.currentWeek, calendar)
      : inSeason
        ? 'Season over'
        : STAGE_INFO[ctx.state.stage].label;
  return `${ctx.state.year}: ${where}`;
}

/** The league's game on disk and the coaches' seats in it. */
export class LeagueSaves {
  constructor(
    private readonly gate: AccountGate,
    readonly saves: SaveRegistry,
    private readonly usersDir: string,
  ) {}

  get db(): Db {
    return this.gate.accounts.db;
  }

  folderOf(leagueId: string): string {
    if (!LEAGUE_ID.test(leagueId)) throw new Error('a league id is checked before it names a folder');
    return join(this.usersDir, 'leagues', leagueId);
  }

  pathOf(leagueId: string): string {
    return leagueSavePath(this.usersDir, leagueId);
  }

  /** Is this save path a league's game (DIR/leagues/{id}/league.db)? */
  isLeagueSave(savePath: string): boolean {
    const id = basename(dirname(savePath));
    return LEAGUE_ID.test(id) && savePath === this.pathOf(id);
  }

  row(leagueId: string): LeagueRowOfGame | undefined {
    return this.gate.leagues.gameRow(leagueId);
  }

  /**
   * The program a coach takes in a started league becomes a coached program of its save (his from now on), coached
   * by the head coach he made.
   */
  async addProgram(leagueId: string, team: string, coach: CoachCreation): Promise<void> {
    await this.saves.change(
      this.pathOf(leagueId),
      'takeLeagueSeat',
      (save) => {
        leagueGameOf(save);
        return { input: { team, coach } };
      },
      () => undefined,
    );
  }

  /** A program given back: the computer's again, or, the save's last coached program, run by its staff. */
  async dropProgram(leagueId: string, team: string): Promise<void> {
    await this.ifThere(leagueId, 'giveBackLeagueSeat', { team });
  }

  /** Auto-pilot on (his staff recruits) or off (as he had it): the staff's recruiting as it was before, returned. */
  async setAutoPilot(leagueId: string, team: string, on: boolean, staffWas: boolean): Promise<boolean> {
    return (await this.ifThere(leagueId, 'setLeagueAutoPilot', { team, on, staffWas })) ?? false;
  }

  /** A use case run on the league's save when it is there (else nothing, undefined). */
  ifThere<N extends UseCaseName>(leagueId: string, name: N, input: InputOf<N>): Promise<ResultOf<N> | undefined> {
    return this.saves.change(
      this.pathOf(leagueId),
      name,
      (save) => (save ? { input } : null),
      (_, done) => done?.result,
    );
  }

  /** His program fired the coach of `team` (he waits for a job: his offers are on his coach page). */
  firedCoach(leagueId: string, team: string): Promise<boolean> {
    return this.saves.read(this.pathOf(leagueId), (save) => {
      const program = save ? coachedProgramOf(save.db, team) : null;
      return save !== null && program !== null && programCoach(save.db, program)?.team === null;
    });
  }

  /**
   * Leaving the season summary, a coach his program fired who took no job (away, on auto-pilot, or just silent) is
   * given one by auto-pilot: his best offer, else the best job the game gives a fired coach (takeJobByAutoPilot).
   * His place in the league moves with him, in the log; back, he coaches his new program.
   */
  async placeTheFired(leagueId: string): Promise<void> {
    const jobs = (await this.ifThere(leagueId, 'placeTheFired', {})) ?? [];
    for (const job of jobs) {
      this.db.transaction(() => {
        const who = this.moveSeat(leagueId, job.from, job.to);
        const what = job.how === 'coordinator' ? `a coordinator's job at ${job.to}` : `the job at ${job.to}`;
        this.gate.leagues.log(
          leagueId,
          'job',
          `${who}, fired by ${job.from}, took ${what} by auto-pilot (${AUTO_PILOT_CHOICE[job.how]}).`,
          false,
        );
      });
    }
  }

  /** A coach's place in the league moves with him to the program he took: his name, for the log. */
  moveSeat(leagueId: string, from: string, to: string): string {
    const coach = this.db.get<{ name: string }>(
      'SELECT a.name FROM league_coaches c JOIN accounts a ON a.id = c.account_id WHERE c.league_id = ? AND c.team = ?',
      [leagueId, from],
    );
    this.db.run('UPDATE league_coaches SET team = ? WHERE league_id = ? AND team = ?', [to, leagueId, from]);
    return coach?.name ?? 'A coach';
  }

  /** Reads where the league's game stands. */
  label(leagueId: string): Promise<string> {
    return this.saves.read(this.pathOf(leagueId), turnLabel);
  }

  /**
   * The seat a game call acts for, when it names a league: the asker's own program in it, from his session and his
   * place in the league. What is no coach's own in a league is refused; a change carries the CSRF checks.
   */
  seatOf(request: AnyRequest): { seat: LeagueSeat; account: Account; league: LeagueRowOfGame; changes: boolean } {
    const named = request.headers[LEAGUE_HEADER];
    const leagueId = Array.isArray(named) ? named[0] : named;
    if (leagueId === undefined || !LEAGUE_ID.test(leagueId))
      throw new GameError('bad_input', `The ${LEAGUE_HEADER} header is not a league's id.`);
    const effects = request.entry.effects;
    const changes = changesGame(effects, request);
    const fastify = request as unknown as FastifyRequest;
    const account = (changes ? this.gate.changer(fastify) : this.gate.reader(fastify)).account;
    const league = this.row(leagueId);
    const coach = league
      ? this.db.get<{ team: string }>('SELECT team FROM league_coaches WHERE league_id = ? AND account_id = ?', [
          leagueId,
          account.id,
        ])
      : undefined;
    if (!league || (!coach && league.commissioner_id !== account.id))
      throw new GameError('not_found', 'No such league among yours.');
    const key = `${request.entry.method} ${request.entry.path}`;
    // A coach's pages listen to the league before it starts too: its start (and every entry of its log) reaches them.
    if (league.started_at === null && key !== LISTENS)
      throw new GameError('conflict', `${league.name} has not started: the commissioner starts it.`, '/online');
    if (effects.save !== 'current' || effects.actsFor === 'player' || startsNewGame(effects, request))
      throw new GameError(
        'forbidden',
        "In an online league you play its game only: to play your own saves, leave the league's game on the online page.",
        '/online',
      );
    const commissionersGodMode =
      key === 'POST /api/god_mode' && league.god_mode === 1 && league.commissioner_id === account.id;
    if (effects.actsFor === 'league' && changes && !commissionersGodMode)
      throw new GameError('forbidden', leagueChangeRefusal(key, league, account), '/online');
    if (!coach) throw new GameError('forbidden', `You coach no program in ${league.name}.`, '/online');
    if (CAREER_MOVES.includes(key) && key !== TAKES_JOB) throw keepsHisProgram(league.name);
    const seat: LeagueSeat = {
      league: leagueId,
      savePath: this.pathOf(leagueId),
      folder: this.folderOf(leagueId),
      team: coach.team,
    };
    return { seat, account, league, changes };
  }
}
