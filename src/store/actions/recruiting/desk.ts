// The player's recruiting desk: the season's cycle as the player's program sees it (its hours, scholarships,
// queued orders, what it knows of each prospect) and the checks every recruiting action passes. The use cases
// (actions.ts) and the recruiting pages (views/recruiting, which decide what a page shows of it) read the cycle
// through it.
import { recruitingClassName } from '../../../shared/recruitingApi.js';
import { dynastyLeague } from '../../league.js';
import type { SeasonLeague } from '../../../core/data/types.js';
import {
  checkOrder,
  weeklyHours,
  type HomeGame,
  type Prospect,
  type RecruitingAction,
  type RecruitingError,
  type RecruitingProgram,
  type RecruitingWeekInput,
} from '../../../core/recruiting/index.js';
import {
  ACTION_HOURS,
  OFFERS_PER_SCHOLARSHIP,
  RECRUITING_WEEKS,
  SUMMER_VISITS_FROM,
} from '../../../core/recruiting/tuning.js';
import { cycleWeeks, isLateWeek, lateVisits } from '../../../core/recruiting/lateWeeks.js';
import { lateCycleInfo } from './lateWeek.js';
import type {
  QueuedOrder,
  RecruitingCycle,
  RecruitingHours,
  RecruitingScholarships,
} from '../../../shared/recruitingApi.js';
import type { Db } from '../../database.js';
import { GameError, type GameErrorKind } from '../../errors.js';
import { hostsGame } from '../../queries/games.js';
import { readState, type DynastyState } from '../../queries/meta.js';
import { loadCycle, type StoredCycle } from '../../queries/recruiting.js';
import { teamOrders, type OrderRow } from '../../queries/recruitingWeek.js';
import { classPlaces } from './classPlaces.js';
import { recruitingProgram, recruitingPrograms } from './programs.js';
import type { Program } from '../../program.js';

const ERROR_KIND: Record<RecruitingError['code'], GameErrorKind> = {
  'unknown-prospect': 'not_found',
  'unknown-program': 'not_found',
  'already-signed': 'conflict',
  'not-home-week': 'conflict',
  'no-hours': 'conflict',
  'no-scholarship': 'conflict',
  'not-allowed': 'conflict',
  'cycle-over': 'conflict',
};

export function gameErrorOf(error: RecruitingError): GameError {
  return new GameError(ERROR_KIND[error.code], error.message);
}

export function fullName(p: { first: string; last: string }): string {
  return `${p.first} ${p.last}`;
}

/** Where signing day put a prospect who signed (he is a player now), if he did. */
function signedPlayer(
  db: Db,
  year: number,
  where: string,
  params: (string | number)[],
): { id: number; first: string; last: string; team: string } | undefined {
  return db.get<{ id: number; first: string; last: string; team: string }>(
    `SELECT p.id, p.first, p.last, r.team FROM roster_changes r JOIN players p ON p.id = r.player_id WHERE r.year = ? AND r.kind = 'recruit' AND ${where}`,
    [year, ...params],
  );
}

/** Where a caller keeps the cycle's programs for its desks, each read once asked: all of them, or the player's alone. */
export interface KeptPrograms {
  all: () => RecruitingProgram[];
  own: () => RecruitingProgram | undefined;
}

export class RecruitingDesk {
  readonly state: DynastyState;
  readonly cycle: StoredCycle | null;
  private programList: RecruitingProgram[] | null = null;
  private readonly kept: KeptPrograms | null;
  private ownProgram: RecruitingProgram | null | undefined;
  private orderList: OrderRow[] | null = null;
  private byId: Map<number, Prospect> | null = null;

  /**
   * programs: the cycle's programs as programs() reads them, when the caller keeps them already, or where it keeps
   * them (read once asked: a page that needs only the player's program does not build them all).
   */
  constructor(
    readonly db: Db,
    /** The coached program whose desk it is. */
    readonly program: Program,
    cycle?: StoredCycle | null,
    programs?: RecruitingProgram[] | KeptPrograms,
  ) {
    this.state = readState(db);
    const loaded = cycle === undefined ? loadCycle(db) : cycle;
    this.cycle = loaded && loaded.year === this.state.year ? loaded : null;
    this.programList = Array.isArray(programs) ? programs : null;
    this.kept = programs && !Array.isArray(programs) ? programs : null;
  }

  get team(): string {
    return this.program.team;
  }

  league(): SeasonLeague {
    return dynastyLeague(this.db, this.state.year);
  }

  info(): RecruitingCycle {
    const year = this.state.year;
    const weeks = cycleWeeks(year);
    if (this.cycle) {
      const week = this.cycle.state.week;
      if (this.state.stage === 'preseason') {
        const visits = year >= SUMMER_VISITS_FROM ? ', official visits' : '';
        return {
          year,
          status: 'open',
          week,
          weeks,
          home_week: this.homeWeek(),
          message: `Spring and summer (camps, junior days${visits}): orders given now are carried out in the first summer period, played when the season starts.`,
          summer: true,
        };
      }
      if (week < weeks && isLateWeek(week + 1)) return lateCycleInfo(this.state, week, this.homeWeek());
      if (week < weeks) {
        const home = this.homeWeek();
        return {
          year,
          status: 'open',
          week,
          weeks,
          home_week: home,
          message: `Recruiting week ${week + 1} of the season's ${RECRUITING_WEEKS} (${weeks - RECRUITING_WEEKS} late weeks follow in January): orders given now are carried out when week ${week + 1} is played${home ? ' (a home game: official visits can be hosted)' : ''}.`,
        };
      }
      return {
        year,
        status: 'closed',
        week,
        weeks,
        home_week: false,
        message: `Every recruiting week of ${year} is played: signing day comes when roster progression ends.`,
      };
    }
    switch (this.state.stage) {
      case 'preseason':
        return {
          year,
          status: 'not_started',
          week: 0,
          weeks,
          home_week: false,
          message: `The ${recruitingClassName(year)} is revealed when the ${year} season starts.`,
        };
      case 'recruiting_summary':
        return {
          year,
          status: 'signed',
          week: weeks,
          weeks,
          home_week: false,
          message: `Signing day is over: the ${recruitingClassName(year)} has signed. The next class opens with the ${year + 1} preseason.`,
        };
      default:
        return {
          year,
          status: 'none',
          week: 0,
          weeks,
          home_week: false,
          message: `Every staff recruits the ${recruitingClassName(year)} on signing day (this season began before recruiting could be played); you recruit from the ${year + 1} season on.`,
        };
    }
  }

  /** The cycle, or a clear error when orders cannot be given now. */
  requireOpen(): StoredCycle {
    const info = this.info();
    if (!this.cycle || info.status !== 'open') {
      throw new GameError(info.status === 'closed' ? 'conflict' : 'wrong_stage', `${info.message}`);
    }
    return this.cycle;
  }

  /**
   * The prospect an order is for, once orders can be given: after signing day a signed prospect is named
   * as such (an offer to him is refused for that reason, not only because the cycle is over).
   */
  openFor(ref: string | number): Prospect {
    if (this.info().status === 'signed') this.resolveProspect(ref);
    this.requireOpen();
    return this.resolveProspect(ref);
  }

  programs(): RecruitingProgram[] {
    if (!this.programList) {
      if (!this.cycle) this.programList = [];
      else if (this.kept) this.programList = this.kept.all();
      else this.programList = recruitingPrograms(this.db, this.league(), this.cycle.needs);
    }
    return this.programList;
  }

  /** The player's program as programs() has it, built alone when the others are not built yet. */
  userProgram(): RecruitingProgram | undefined {
    if (this.programList) return this.programList.find((p) => p.name === this.team);
    if (!this.cycle) return undefined;
    if (this.kept) return this.kept.own();
    if (this.ownProgram === undefined)
      this.ownProgram = recruitingProgram(this.db, this.league(), this.cycle.needs, this.team) ?? null;
    return this.ownProgram ?? undefined;
  }

  orders(): OrderRow[] {
    if (!this.orderList) this.orderList = this.cycle ? teamOrders(this.db, this.team) : [];
    return this.orderList;
  }

  prospectById(): Map<number, Prospect> {
    if (!this.byId) this.byId = new Map((this.cycle?.state.prospects ?? []).map((p) => [p.id, p]));
    return this.byId;
  }

  /** The player's team plays at home (not at a neutral site) in the week the orders are for. */
  homeWeek(): boolean {
    if (!this.cycle) return false;
    // The spring and summer host official visits on campus from 2018, with no game.
    if (this.state.stage === 'preseason') return this.state.year >= SUMMER_VISITS_FROM;
    // The late weeks host visits on campus, with no game, unless January was a dead period.
    if (isLateWeek(this.cycle.state.week + 1)) return this.team in lateVisits(this.state.year, [{ name: this.team }]);
    return hostsGame(this.db, this.state.year, this.cycle.state.week + 1, this.team);
  }

  /** The coming week as the orders are checked against it (its home game's result is not known yet). */
  weekInput(): RecruitingWeekInput {
    const homeGames: Record<string, HomeGame> = this.homeWeek()
      ? { [this.team]: { won: true, margin: 0, ranked: false } }
      : {};
    return { programs: this.programs(), homeGames, prospectById: this.prospectById() };
  }

  /** Why the action cannot be queued after the orders already queued, or null. */
  check(action: RecruitingAction): RecruitingError | null {
    const cycle = this.requireOpen();
    // The engine sees a queued offer as made; the player is told it is only queued.
    if (action.kind === 'offer' && this.offerQueued(action.prospect)) {
      const p = this.prospectById().get(action.prospect);
      return {
        code: 'not-allowed',
        message: `An offer to ${p ? fullName(p) : action.prospect} is already queued for the coming week`,
      };
    }
    return checkOrder(
      cycle.state,
      this.weekInput(),
      this.team,
      this.orders().map((o) => o.action),
      action,
    );
  }

  /** The first refusal among orders given in this order (null: they all fit the coming week). */
  checkSequence(actions: readonly RecruitingAction[]): RecruitingError | null {
    const cycle = this.requireOpen();
    const input = this.weekInput();
    for (let i = 0; i < actions.length; i++) {
      const refused = checkOrder(cycle.state, input, this.team, actions.slice(0, i), actions[i]);
      if (refused) return refused;
    }
    return null;
  }

  /** A prospect by id or full name (case does not matter); a clear error for anyone else. */
  resolveProspect(ref: string | number): Prospect {
    const year = this.state.year;
    const text = String(ref).trim();
    if (/^\d+$/.test(text)) {
      const id = Number(text);
      const prospect = this.prospectById().get(id);
      if (prospect) return prospect;
      const signed = signedPlayer(this.db, year, 'p.id = ?', [id]);
      if (signed)
        throw new GameError('conflict', `${fullName(signed)} already signed with ${signed.team} on signing day.`);
      throw new GameError('not_found', `No prospect with id ${id} in the ${year} class.`);
    }
    const wanted = text.toLowerCase();
    const matches = (this.cycle?.state.prospects ?? []).filter((p) => fullName(p).toLowerCase() === wanted);
    if (matches.length === 1) return matches[0];
    if (matches.length > 1) {
      throw new GameError(
        'bad_input',
        `${matches.length} prospects are named ${text}: give his id (${matches.map((p) => `${p.id} ${p.pos} ${p.state}`).join(', ')}).`,
      );
    }
    const signed = signedPlayer(this.db, year, "lower(p.first || ' ' || p.last) = ?", [wanted]);
    if (signed)
      throw new GameError('conflict', `${fullName(signed)} already signed with ${signed.team} on signing day.`);
    throw new GameError('not_found', `No prospect named "${text}" in the ${year} class.`);
  }

  hours(): RecruitingHours {
    const program = this.userProgram();
    const weekly = program ? weeklyHours(program) : 0;
    const queued = this.orders().reduce((sum, o) => sum + ACTION_HOURS[o.action.kind], 0);
    return { weekly, queued, left: Math.max(0, weekly - queued) };
  }

  /** The class's places (classPlaces: the one count every page says) and the offers out against them. */
  scholarships(): RecruitingScholarships {
    const cycle = this.cycle;
    if (!this.userProgram() || !cycle) return { total: 0, committed: 0, left: 0, open_offers: 0, offer_limit: 0 };
    const state = cycle.state;
    let offers = 0;
    for (const p of state.prospects) {
      const s = state.status[p.id];
      if (!s.committedTo && s.suitors.some((x) => x.program === this.team && x.offered)) offers += 1;
    }
    offers += this.orders().filter(
      (o) => o.action.kind === 'offer' && !state.status[o.action.prospect]?.committedTo,
    ).length;
    const places = classPlaces(cycle, this.team);
    return { ...places, open_offers: offers, offer_limit: places.left * OFFERS_PER_SCHOLARSHIP };
  }

  queued(): QueuedOrder[] {
    const byId = this.prospectById();
    return this.orders().map((o) => {
      const p = byId.get(o.action.prospect);
      return {
        seq: o.seq,
        kind: o.action.kind,
        prospect_id: o.action.prospect,
        prospect_name: p ? fullName(p) : String(o.action.prospect),
        pitch: o.action.kind === 'pitch' ? o.action.strength : null,
        hours: ACTION_HOURS[o.action.kind],
      };
    });
  }

  /** An offer to him is queued for the coming week (not made until that week is played). */
  /** How much a prospect leans to the program, 0-1: its interest in his eyes (what his NIL floor bends to). */
  leaningOf(id: number): number {
    const ours = this.cycle?.state.status[id]?.suitors.find((s) => s.program === this.team);
    return Math.round((ours?.interest ?? 0) * 10) / 1000;
  }

  offerQueued(id: number): boolean {
    return this.orders().some((o) => o.action.kind === 'offer' && o.action.prospect === id);
  }

  onBoard(id: number): boolean {
    return this.cycle?.state.boards[this.team]?.targets.includes(id) ?? false;
  }

  scoutingLevel(id: number): number {
    return this.cycle?.state.boards[this.team]?.scouting[id] ?? 0;
  }
}
