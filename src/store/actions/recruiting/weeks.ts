// The recruiting cycle's weeks as a simulation plays them (./cycle.ts opens the cycle and plays its spring and
// summer): the cycle held in memory across the weeks, each played week running a recruiting week of every program
// with the players' queued orders and standing plans, the programs' records kept current from the week's games.
import {
  cycleWeeks,
  isLateWeek,
  lateVisits,
  planWeek,
  recruitingWeek,
  summerVisits,
  type HomeGame,
  type Prospect,
  type RecruitingAction,
  type RecruitingNews,
  type RecruitingProgram,
  type RecruitingState,
} from '../../../core/recruiting/index.js';
import { RECRUITING_WEEKS, SUMMER_PERIODS } from '../../../core/recruiting/tuning.js';
import type { SeasonLeague } from '../../../core/data/types.js';
import type { Db } from '../../database.js';
import { dynastyLeague } from '../../league.js';
import type { DynastyState } from '../../queries/meta.js';
import { seasonRecords } from '../../queries/records.js';
import { coachedTeams } from '../../program.js';
import { loadCycle, saveCycle, snapshotCycle, type CycleSnapshot, type StoredCycle } from '../../queries/recruiting.js';
import {
  clearOrders,
  recruitingWeekGames,
  saveNews,
  teamOrders,
  type RecruitingWeekGame,
} from '../../queries/recruitingWeek.js';
import { teamPlan } from '../../queries/recruitingPlan.js';
import { boardBefore, saveStaffWeek, staffWeek } from './staffReport.js';
import { endSettledOrders } from './planEnds.js';
import { longRunStandings } from './standing.js';
import {
  pastSuccess,
  programExtras,
  programReads,
  programSettings,
  programsContending,
  type ProgramReads,
  type ProgramSettings,
} from './programs.js';

/** Each home team's result of a played week (neutral sites and unplayed games aside): what official visits see. */
function homeGamesFrom(week: readonly RecruitingWeekGame[]): Record<string, HomeGame> {
  const games: Record<string, HomeGame> = {};
  for (const g of week) {
    if (g.neutral === 1 || g.home_points === null || g.away_points === null) continue;
    games[g.home] = {
      won: g.home_points > g.away_points,
      margin: g.home_points - g.away_points,
      ranked: g.home_rank >= 1 && g.home_rank <= 25,
    };
  }
  return games;
}

/**
 * Every team's wins and losses this season as seasonRecords counts them (every played game), read once and kept
 * current from each week's games as they are played, rather than read again from every game each week.
 */
class SeasonResults {
  readonly records = new Map<string, { wins: number; losses: number }>();
  /** Games counted, by id: a week's games are added once whatever was played before the cycle was opened. */
  private readonly counted = new Set<number>();

  constructor(db: Db, year: number) {
    this.add(
      db.all<RecruitingWeekGame>(
        'SELECT id, home, away, home_points, away_points FROM games WHERE year = ? AND home_points IS NOT NULL',
        [year],
      ),
    );
  }

  add(games: readonly Pick<RecruitingWeekGame, 'id' | 'home' | 'away' | 'home_points' | 'away_points'>[]): void {
    for (const g of games) {
      if (g.home_points === null || this.counted.has(g.id)) continue;
      this.counted.add(g.id);
      const homeWon = g.home_points > (g.away_points ?? 0);
      const awayWon = (g.away_points ?? 0) > g.home_points;
      this.count(g.home, homeWon);
      this.count(g.away, awayWon);
    }
  }

  private count(team: string, won: boolean): void {
    let record = this.records.get(team);
    if (!record) {
      record = { wins: 0, losses: 0 };
      this.records.set(team, record);
    }
    if (won) record.wins++;
    else record.losses++;
  }
}

/**
 * The cycle held in memory across the weeks of a simulation (loaded once, written once): each played week
 * runs a recruiting week of every program with the player's queued orders.
 */
export class RecruitingWeeks {
  private state: RecruitingState;
  private readonly loaded: RecruitingState;
  /** The commitments and boards as stored: the weeks are played in place, so the loaded state changes with them. */
  private readonly before: CycleSnapshot;
  private readonly prospectById: Map<number, Prospect>;
  private ordersUsed = false;
  private past: Map<string, number> | null = null;
  private results: SeasonResults | null = null;
  private settings: ProgramSettings[] | null = null;
  private reads: ProgramReads | null = null;
  readonly news: RecruitingNews[] = [];

  private constructor(
    private readonly db: Db,
    private readonly cycle: StoredCycle,
    private readonly league: SeasonLeague,
    /** The coached programs, whose players' orders and plans each week carries out. */
    private readonly coached: readonly string[],
  ) {
    this.state = cycle.state;
    this.loaded = cycle.state;
    this.before = snapshotCycle(cycle.state);
    this.prospectById = new Map(cycle.state.prospects.map((p) => [p.id, p]));
  }

  /** The season's cycle, or null when none is being recruited (a save from before recruiting existed). */
  static open(
    db: Db,
    state: DynastyState,
    league: SeasonLeague = dynastyLeague(db, state.year),
  ): RecruitingWeeks | null {
    const cycle = loadCycle(db);
    return cycle && cycle.year === state.year ? new RecruitingWeeks(db, cycle, league, [...coachedTeams(db)]) : null;
  }

  get week(): number {
    return this.state.week;
  }

  programs(): RecruitingProgram[] {
    this.results ??= new SeasonResults(this.db, this.league.year);
    return this.contending(this.results.records);
  }

  /**
   * The programs as a desk reads them between this simulation's weeks (recruitingPrograms, every played game in the
   * records), with the seasons before read once: what the orders given there are checked against.
   */
  programsBetweenWeeks(): RecruitingProgram[] {
    return this.contending(seasonRecords(this.db, this.league.year));
  }

  private contending(records: ReadonlyMap<string, { wins: number; losses: number }>): RecruitingProgram[] {
    this.past ??= pastSuccess(this.db, this.league);
    this.settings ??= programSettings(
      this.league,
      this.cycle.needs,
      longRunStandings(this.db, this.league),
      programExtras(this.db),
    );
    // Read once: nothing between a simulation's or a cycle's weeks writes the rosters' starters or the NIL offers.
    this.reads ??= programReads(this.db, this.league.year);
    return programsContending(this.db, this.settings, this.league.year, this.past, records, this.reads);
  }

  /** Plays recruiting week `week` after that week's games (nothing after RECRUITING_WEEKS or when already played). */
  afterGames(week: number, homeGames?: Record<string, HomeGame>): void {
    if (week > RECRUITING_WEEKS || this.state.week >= week || this.state.week >= RECRUITING_WEEKS) return;
    const games = recruitingWeekGames(this.db, this.league.year, week);
    // The week's results count in the programs' records (when they were read before it was played).
    this.results?.add(games);
    this.play(homeGames ?? homeGamesFrom(games));
  }

  /**
   * The spring and summer before week 1 (camps, junior days; from 2018 official visits): SUMMER_PERIODS periods of
   * every program played as week 0, the player's queued orders in the first.
   */
  playSummer(): void {
    const visits = summerVisits(this.state.season, this.programs());
    for (let period = 0; period < SUMMER_PERIODS && this.state.week === 0; period++) this.play(visits, true);
  }

  /** Plays the weeks left before signing day, the late weeks included (the player's orders, if any, in the first). */
  finish(): void {
    while (this.state.week < cycleWeeks(this.state.season)) this.playNext();
  }

  /**
   * Plays the next week of the cycle left unplayed: a season's week without its games (none was played), or a late
   * week after the season (the January contact period: visits on campus). False when every week is played.
   */
  playNext(): boolean {
    const week = this.state.week + 1;
    if (week > cycleWeeks(this.state.season)) return false;
    this.play(isLateWeek(week) ? lateVisits(this.state.season, this.programs()) : {});
    return true;
  }

  private play(homeGames: Record<string, HomeGame>, summer = false): void {
    const programs = this.programs();
    const used = this.ordersUsed;
    this.ordersUsed = true;
    const orders: Record<string, RecruitingAction[]> = {};
    const staff = new Map<string, ReturnType<typeof boardBefore>>();
    for (const team of this.coached) {
      let own = used ? [] : teamOrders(this.db, team).map((o) => o.action);
      // The player's standing plan, each week after his queued orders: what the week's hours and rules allow; orders
      // for prospects who signed, or committed and are not kept warm, end first.
      endSettledOrders(this.db, team, this.state, summer ? 0 : this.state.week + 1);
      const plan = teamPlan(this.db, team);
      if (plan.length > 0) {
        const input = { programs, homeGames, prospectById: this.prospectById, summer };
        own = [...own, ...planWeek(this.state, input, team, own, plan).carried];
      }
      orders[team] = own;
      // With the staff recruiting for the player, what it did this week is kept to be said (staffReport.ts).
      if (this.state.boards[team]?.auto) staff.set(team, boardBefore(this.state, team));
    }
    for (;;) {
      const result = recruitingWeek(this.state, {
        programs,
        homeGames,
        prospectById: this.prospectById,
        orders,
        inPlace: true,
        summer,
      });
      if (result.ok) {
        this.state = result.state;
        this.news.push(...result.news);
        for (const team of this.coached) endSettledOrders(this.db, team, this.state, this.state.week);
        for (const [team, before] of staff)
          saveStaffWeek(this.db, team, staffWeek(before, this.state, team, orders[team], this.prospectById));
        return;
      }
      // An order checked when it was given no longer fits (the week is not the one it was queued for): it is dropped.
      const own = orders[result.program];
      if (own === undefined || result.order < 0) throw new Error(result.error.message);
      orders[result.program] = own.filter((_, i) => i !== result.order);
    }
  }

  current(): RecruitingState {
    return this.state;
  }

  /** The cycle as played so far (what the desk would read from the save once the weeks played are written). */
  storedCycle(): StoredCycle {
    return { ...this.cycle, state: this.state };
  }

  /**
   * Orders are given between the weeks of this simulation (simulateTo's beforeWeek): those the last week carried
   * out are spent, as a write of the weeks would spend them, and the next week reads the ones queued since.
   */
  ordersBetweenWeeks(): void {
    if (!this.ordersUsed) return;
    clearOrders(this.db);
    this.ordersUsed = false;
  }

  /**
   * Writes what outlives the cycle when signing day follows in the same change (it deletes the cycle's rows): the news
   * of the weeks played; the orders are spent. The cycle, its commitments and boards are not written only to go.
   */
  saveForSigningDay(): void {
    if (this.state === this.loaded) return;
    saveNews(this.db, this.state.season, this.news, this.prospectById);
    if (this.ordersUsed) clearOrders(this.db);
  }

  /** Writes the weeks played: the cycle, the commitments, the news; the orders are spent. */
  save(): void {
    if (this.state === this.loaded) return;
    saveCycle(this.db, this.before, this.state, this.cycle.programs);
    saveNews(this.db, this.state.season, this.news, this.prospectById);
    if (this.ordersUsed) clearOrders(this.db);
  }
}
