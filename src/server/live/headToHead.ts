// Head-to-head games on the server: who has joined a game's page, the play clock of each game being played, and the
// game's state pushed to both sides after every change. A game between two coached programs of a save kicks off
// when both coaches have joined its page; each then calls his side (store/actions/coach/headToHead.ts); a decision
// not called before its play clock runs out is the coordinator's. Joining is kept in memory: a side whose pages
// have all closed is no longer waiting. The play clock is the server's (an injected clock in tests).
import type { HeadToHeadGame, HeadToHeadResponse } from '../../shared/headToHead-types.js';
import { headToHeadGameOf, headToHeadOf, replayHeadToHead } from '../../store/actions/coach/headToHead.js';
import { GameError } from '../../store/errors.js';
import { readState } from '../../store/queries/meta.js';
import { coachedProgramOf, type Program } from '../../store/program.js';
import type { SaveFile } from '../../store/saveFile.js';
import { PageContext } from '../../store/views/context.js';
import { headToHeadView } from '../../store/views/headToHead.js';
import type { LiveClock } from './clock.js';
import type { EventBus } from './eventBus.js';
import { changedEvent } from './changed.js';
import type { SaveRegistry } from '../saveRegistry.js';

/** The program of a call on a save: the one it acts for (refused when the save holds no dynasty). */
export type ProgramIn = (save: SaveFile | null) => Program;

/** The NCAA's play clock: 40 seconds from the end of a play. */
export const DEFAULT_PLAY_CLOCK_SECONDS = 40;

/** A game's play clock: the decision it runs for and when it runs out. */
interface PlayClock {
  point: number;
  deadline: number;
  cancel: () => void;
}

/** The key of a game of a save. */
const gameKey = (savePath: string, gameId: number): string => `${gameId}\u0000${savePath}`;

export class HeadToHeadHost {
  /** The teams on each game's page, waiting for kick-off. */
  private readonly joined = new Map<string, Set<string>>();
  private readonly clocks = new Map<string, PlayClock>();

  constructor(
    private readonly bus: EventBus,
    private readonly clock: LiveClock,
    readonly playClockSeconds: number,
    /** The saves, whose queue runs each move's use case, as every change of the server does. */
    private readonly saves: Pick<SaveRegistry, 'change'>,
    /** Called with an error of a play clock's expiry (a bug: nobody's request is waiting to hear it). */
    private readonly onError: (error: unknown) => void,
    /** Is this save an online league's (its pages then keep the other coaches' business from each: PageContext)? */
    private readonly isLeagueSave: (savePath: string) => boolean = () => false,
  ) {}

  /** The page context of a program's side, pushed or asked for. */
  private pageOf(savePath: string, save: SaveFile, program: Program): PageContext {
    return new PageContext(save.db, program, this.isLeagueSave(savePath));
  }

  /** The head-to-head page of a program: its next such game, who has joined, and the game once kicked off. */
  page(savePath: string, save: SaveFile, program: Program): HeadToHeadResponse {
    const ctx = this.pageOf(savePath, save, program);
    const found = headToHeadGameOf(save.db, program);
    const next = found
      ? {
          id: found.game.id,
          week: found.game.week,
          home: found.game.home,
          away: found.game.away,
          opponent: found.opponent.team,
        }
      : null;
    const teams = found ? this.joined.get(gameKey(savePath, found.game.id)) : undefined;
    return {
      info: ctx.info(),
      next,
      you_joined: teams?.has(program.team) ?? false,
      opponent_joined: found ? (teams?.has(found.opponent.team) ?? false) : false,
      game: this.game(savePath, save, program),
    };
  }

  /** The game kicked off as the program's side sees it, its play clock filled in; null before kick-off. */
  private game(savePath: string, save: SaveFile, program: Program): HeadToHeadGame | null {
    const pair = headToHeadOf(save.db, program);
    if (!pair) return null;
    const view = headToHeadView(this.pageOf(savePath, save, program), pair);
    const key = gameKey(savePath, pair.mine.gameId);
    // A game in progress with no clock (the server restarted mid-game): its clock starts when a side looks at it.
    if (!pair.mine.finished && !this.clocks.has(key)) this.sync(savePath, save, program);
    const clock = pair.mine.finished ? undefined : this.clocks.get(key);
    const left = clock ? Math.max(0, Math.ceil((clock.deadline - this.clock.now()) / 1000)) : null;
    return {
      ...view,
      head_to_head: { ...view.head_to_head, play_clock_left: left, play_clock_seconds: this.playClockSeconds },
    };
  }

  /**
   * The program joins its next head-to-head game's page: the game kicks off when the other side is on it too (the
   * weeks before it played first); until then the other side is told this one is waiting.
   */
  join(savePath: string, programIn: ProgramIn): Promise<HeadToHeadResponse> {
    let program: Program;
    let opponent: Program | null = null;
    let key = '';
    let week = 0;
    return this.saves.change(
      savePath,
      'kickOffHeadToHead',
      (save) => {
        program = programIn(save);
        const db = (save as SaveFile).db;
        const live = headToHeadOf(db, program);
        if (live && !live.mine.finished) return null;
        const found = headToHeadGameOf(db, program);
        if (!found)
          throw new GameError('not_found', `${program.team}'s next game is not against another coached program.`);
        key = gameKey(savePath, found.game.id);
        const teams = this.joined.get(key) ?? new Set<string>();
        teams.add(program.team);
        this.joined.set(key, teams);
        opponent = found.opponent;
        if (!teams.has(found.opponent.team)) return null;
        week = readState(db).currentWeek;
        return { input: { team: program.team, opponent: found.opponent.team } };
      },
      (save, done) => {
        const game = save as SaveFile;
        if (done) {
          this.joined.delete(key);
          this.sync(savePath, game, program);
          if (readState(game.db).currentWeek !== week) this.bus.publish(savePath, changedEvent(game.db));
        }
        if (opponent) this.publish(savePath, game, opponent);
        return this.page(savePath, game, program);
      },
    );
  }

  /** A side's call; the game's state is pushed to both sides (a week played by its end, to every page). */
  call(savePath: string, programIn: ProgramIn, call: string | null, tempo?: string): Promise<HeadToHeadResponse> {
    let program: Program;
    let week = 0;
    return this.saves.change(
      savePath,
      'callHeadToHead',
      (save) => {
        program = programIn(save);
        week = readState((save as SaveFile).db).currentWeek;
        return { input: { team: program.team, call, tempo } };
      },
      (save) => {
        this.afterChange(savePath, save as SaveFile, program, week);
        return this.page(savePath, save as SaveFile, program);
      },
    );
  }

  /** A program's last page on the save has closed: it no longer waits for a kick-off. */
  left(savePath: string, team: string): void {
    for (const [key, teams] of this.joined) {
      if (!key.endsWith(`\u0000${savePath}`) || !teams.delete(team)) continue;
      if (teams.size === 0) this.joined.delete(key);
    }
  }

  /** Every play clock stopped (the server closing). */
  stop(): void {
    for (const clock of this.clocks.values()) clock.cancel();
    this.clocks.clear();
  }

  private afterChange(savePath: string, save: SaveFile, program: Program, weekBefore: number): void {
    this.sync(savePath, save, program);
    const pair = headToHeadOf(save.db, program);
    if (pair) this.publish(savePath, save, pair.opponent);
    this.publish(savePath, save, program);
    if (readState(save.db).currentWeek !== weekBefore) this.bus.publish(savePath, changedEvent(save.db));
  }

  /** Pushes the program's side of its head-to-head page to its open pages. */
  private publish(savePath: string, save: SaveFile, program: Program): void {
    if (this.bus.listening(savePath, program.team) === 0) return;
    const page = this.page(savePath, save, program);
    this.bus.publish(
      savePath,
      { type: 'head_to_head', game: page.game, next: page.next, opponent_joined: page.opponent_joined },
      program.team,
    );
  }

  /**
   * Starts, keeps or stops the game's play clock: a new one at a decision nobody has called yet, the same one while
   * a side still has to call, none once the game is over.
   */
  private sync(savePath: string, save: SaveFile, program: Program): void {
    const pair = headToHeadOf(save.db, program);
    if (!pair) return;
    const key = gameKey(savePath, pair.mine.gameId);
    const clock = this.clocks.get(key);
    if (pair.mine.finished) {
      clock?.cancel();
      this.clocks.delete(key);
      return;
    }
    const run = replayHeadToHead(pair, readState(save.db).seed);
    if (clock && !(run.fresh && run.point !== clock.point)) {
      clock.point = run.point;
      return;
    }
    clock?.cancel();
    const ms = this.playClockSeconds * 1000;
    const team = program.team;
    const cancel = this.clock.after(ms, () => void this.expire(savePath, key, team).catch(this.onError));
    this.clocks.set(key, { point: run.point, deadline: this.clock.now() + ms, cancel });
  }

  /** The play clock ran out: the sides still to call get the coordinator's call, and both sides are told. */
  private async expire(savePath: string, key: string, team: string): Promise<void> {
    const clock = this.clocks.get(key);
    if (!clock) return;
    this.clocks.delete(key);
    let program: Program | null = null;
    let week = 0;
    await this.saves.change(
      savePath,
      'expireHeadToHead',
      (save) => {
        program = save ? coachedProgramOf(save.db, team) : null;
        if (!save || !program) return null;
        week = readState(save.db).currentWeek;
        return { input: { team, point: clock.point } };
      },
      (save, done) => {
        if (done && save && program) this.afterChange(savePath, save, program, week);
      },
    );
  }
}
