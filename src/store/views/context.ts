// What every page view needs: the dynasty state, the program the page is built for (the player's own: his board,
// his offers, his team in the header), the season's league, records and ranks (computed once per version of the
// save and shared between pages, see sharedMemo.ts). Pages build their JSON from it.
//
// Two kinds of kept values: memo() holds what is the same whoever asks (the league, the standings), and its loader
// may not read the program the page is for (it throws); programMemo() holds what is one program's (its coach badge,
// its recruiting warning), kept per program and per league privacy. A page for one program then never shows another's.
import { forcedReasons, forcedWinners, godModeOn, isForcedResult, type ForcedWinner } from '../queries/godMode.js';
import { coachingInProgress } from '../queries/coachedGame.js';
import type { SeasonLeague } from '../../core/data/types.js';
import { INDEPENDENT } from '../../core/data/types.js';
import { lastWeekFor } from '../../core/season/calendar.js';
import type { Conference, Info, Team } from '../../shared/api-types.js';
import type { Db } from '../database.js';
import { GameError } from '../errors.js';
import { resolveTeam } from '../league.js';
import { findGame, isPlayed, nonConferenceGameCount, type GameRow } from '../queries/games.js';
import { hasDynasty, readState, type DynastyState } from '../queries/meta.js';
import { currentRanks, teamRank } from '../queries/polls.js';
import { EMPTY_RECORD, seasonRecords, teamRecord, type TeamRecord } from '../queries/records.js';
import { teamSeason, teamSeasons, type TeamSeasonRow } from '../queries/teamSeasons.js';
import { teamSeasonTotals, type TeamSeasonTotals } from '../queries/playerSeasons.js';
import { recordText } from './format.js';
import { sharedMemo } from './sharedMemo.js';
import { PLAYOFF_ROW_ID, wireStage } from './wireStage.js';
import { nonConferenceLimits } from '../../core/schedule/seasonIndex.js';
import { coachedPrograms, programOf, type Program } from '../program.js';
import { programBusiness } from './programBusiness.js';
import { fromLeague, keptLeague } from './keptLeague.js';

/** A value kept for every program was about to be built from one program's (a defect: it would be shown to all). */
class SharedLoadReadProgram extends Error {
  constructor(what: string) {
    super(`A value kept for every program read ${what}: keep it with programMemo, keyed by the program.`);
  }
}

export class PageContext {
  readonly state: DynastyState;
  /** The save's data version when this context was made (see sharedMemo). */
  readonly version: string;
  private readonly forProgram: Program;
  private readonly forLeague: boolean;
  /** Loads of memo() running now: while one runs, the program the page is for is not to be read. */
  private sharedLoads = 0;

  /**
   * program: the one the front end acts for; none, the program last acted for (tests, a single-team save).
   * inLeague: the page is built for a coach of an online league, where the other coaches' business is theirs
   * (isPrivate; docs/hosting.md lists what that is). In a save played on one screen every program's is shown.
   */
  constructor(
    readonly db: Db,
    program?: Program,
    inLeague = false,
  ) {
    this.version = db.changeMark();
    // Read once per version of the save, like the season data below (every page call makes a context).
    this.state = sharedMemo(db, this.version, 'state', () => {
      if (!hasDynasty(db)) throw new GameError('no_game', 'No dynasty has been started yet.', '/');
      return readState(db);
    });
    this.forProgram = program ?? programOf(db);
    this.forLeague = inLeague;
  }

  /** The coached program the page is built for. */
  get program(): Program {
    if (this.sharedLoads > 0) throw new SharedLoadReadProgram('the program the page is for');
    return this.forProgram;
  }

  /** The page is built for a coach of an online league (the other coaches' business is kept from it). */
  get inLeague(): boolean {
    if (this.sharedLoads > 0) throw new SharedLoadReadProgram('whether the page is for a league');
    return this.forLeague;
  }

  /**
   * Is `team` another coach's program whose business (offers, visits, plans, job offers) this page keeps to him?
   * Only in an online league, and never the program the page is for nor a computer's.
   */
  isPrivate(team: string): boolean {
    return this.inLeague && team !== this.program.team && this.coachedTeams().has(team);
  }

  /** The coached programs' teams. */
  coachedTeams(): ReadonlySet<string> {
    return this.memo('coachedTeams', () => new Set(coachedPrograms(this.db).map((p) => p.team)));
  }

  /**
   * Season data computed once per version of the save and shared by every page built from it, whoever it is for
   * (read-only). load may not read the program the page is for (it throws): a program's own value is programMemo's.
   */
  memo<T>(key: string, load: () => T): T {
    return sharedMemo(this.db, this.version, key, () => {
      this.sharedLoads += 1;
      try {
        return load();
      } finally {
        this.sharedLoads -= 1;
      }
    });
  }

  /** A value of the program the page is for, kept once per version of the save for that program alone (read-only). */
  programMemo<T>(key: string, load: () => T): T {
    const { seat, team } = this.program;
    return sharedMemo(this.db, this.version, `${key}|for:${seat}:${team}:${this.inLeague ? 'league' : 'save'}`, load);
  }

  get year(): number {
    return this.state.year;
  }

  get lastWeek(): number {
    return lastWeekFor(this.state.playoff.teams);
  }

  /** Kept across changes that leave the league's sources alone (keptLeague.ts). */
  league(year = this.year): SeasonLeague {
    return this.memo(`league:${year}`, () => keptLeague(this.db, year));
  }

  records(year = this.year): Map<string, TeamRecord> {
    return this.memo(`records:${year}`, () => seasonRecords(this.db, year));
  }

  record(team: string, year = this.year): TeamRecord {
    return this.records(year).get(team) ?? EMPTY_RECORD;
  }

  /**
   * Every team's players' season totals, decoded once for the pages that read them (the Heisman watch, the team
   * leaders, individual stats): each read decodes thousands of player seasons.
   */
  seasonTotals(year = this.year): readonly TeamSeasonTotals[] {
    return this.memo(`seasonTotals:${year}`, () => teamSeasonTotals(this.db, year));
  }

  ranks(year = this.year): Map<string, number> {
    return this.memo(`ranks:${year}`, () => currentRanks(this.db, year));
  }

  rank(team: string, year = this.year): number {
    return this.ranks(year).get(team) ?? 0;
  }

  /** Is this played game's result one forced under God Mode (the saves that never used it have none)? */
  isForced(game: GameRow): boolean {
    const forced = this.memo('forcedWinners', () => forcedWinners(this.db));
    return forced.size > 0 && isForcedResult(forced, game);
  }

  /**
   * A game's forced result: a played game's when its forced winner won it, an unplayed game's to come; its winner
   * and, forced by an online league's commissioner, his reason. Null for every other game.
   */
  forcing(game: GameRow): ForcedWinner | null {
    const forced = this.memo('forcedWinners', () => forcedWinners(this.db));
    const winner = forced.size > 0 ? forced.get(game.id) : undefined;
    if (winner === undefined) return null;
    const stands = isPlayed(game) ? isForcedResult(forced, game) : winner === game.home || winner === game.away;
    if (!stands) return null;
    return { winner, reason: this.memo('forcedReasons', () => forcedReasons(this.db)).get(game.id) ?? null };
  }

  /** The played games whose result was forced under God Mode, every season's. */
  forcedGames(): GameRow[] {
    return this.memo('forcedGames', () =>
      [...forcedWinners(this.db).keys()]
        .map((id) => findGame(this.db, id))
        .filter((g): g is GameRow => g !== undefined && this.isForced(g)),
    );
  }

  teamSeasons(year = this.year): Map<string, TeamSeasonRow> {
    return this.memo(`teamSeasons:${year}`, () => new Map(teamSeasons(this.db, year).map((r) => [r.team, r])));
  }

  /** A team name from a URL or command, in the league's spelling; 404-style error otherwise. */
  resolveTeam(name: string, year = this.year): string {
    return resolveTeam(this.league(year), name);
  }

  /** The wire format's info (section 1.2): keys in the original's order, then our own `phase` and format. */
  info(): Info {
    const coaching = coachingInProgress(this.db, this.program, this.state.year);
    return {
      currentWeek: this.state.currentWeek,
      currentYear: this.state.year,
      startYear: this.state.startYear,
      lastWeek: this.lastWeek,
      team: this.program.team,
      playoff: PLAYOFF_ROW_ID,
      stage: wireStage(this.state.stage),
      phase: this.state.stage,
      playoffFormat: {
        teams: this.state.playoff.teams,
        autobids: this.state.playoff.autobids,
        conf_champ_top_4: this.state.playoff.confChampTop4,
      },
      // Every page carries the God Mode banner while it is on (the key is absent otherwise).
      ...(godModeOn(this.db) ? { godMode: true as const } : {}),
      // And the coached game left in progress, so that no page simulates its week without asking.
      ...(coaching ? { coaching: { week: coaching.week, opponent: coaching.opponent } } : {}),
      // Multi-team mode: the programs to switch between, and whose turn it is.
      ...this.programsInfo(),
    };
  }

  /** The coached programs for info(), when there are more than one. */
  private programsInfo(): { programs?: { team: string; waiting: boolean }[] } {
    if (this.inLeague) return {};
    const programs = coachedPrograms(this.db);
    if (programs.length < 2) return {};
    return { programs: programs.map((p) => ({ team: p.team, waiting: programBusiness(this.db, p).length > 0 })) };
  }

  /** One item per conference, A to Z, keyed by its name (value: its id), then `confName` for our UI. */
  conferences(): Conference[] {
    const league = this.league();
    return fromLeague(league, 'conferences', () =>
      league.conferences
        .map((c, index) => ({ name: c.name, id: index + 1 }))
        .sort((a, b) => a.name.localeCompare(b.name))
        .map(({ name, id }) => ({ [name]: id, confName: name })),
    );
  }

  /**
   * The spec's Team entity for a team of the current (or given) season. Read for that team alone: a page's header
   * names one or a few teams, and after each change it is read again. Shared between pages: read-only.
   */
  team(name: string, year = this.year): Team {
    return this.memo(`team:${year}:${name}`, () => this.readTeam(name, year));
  }

  private readTeam(name: string, year: number): Team {
    const league = this.league(year);
    const info = league.teams.find((t) => t.name === name);
    if (!info) throw new GameError('not_found', `Unknown team "${name}" in the ${year} season.`);
    const season = teamSeason(this.db, year, name);
    const record = teamRecord(this.db, year, name);
    return {
      name,
      abbreviation: info.abbreviation,
      mascot: info.mascot,
      conference: info.conference === INDEPENDENT ? INDEPENDENT : info.conference,
      ranking: teamRank(this.db, year, name),
      rating: season?.rating ?? 0,
      prestige: season?.prestige ?? info.prestige,
      record: recordText(record),
      totalWins: record.wins,
      totalLosses: record.losses,
      confWins: record.confWins,
      confLosses: record.confLosses,
      colorPrimary: info.colorPrimary,
      colorSecondary: info.colorSecondary,
      offense: season?.offense ?? 0,
      defense: season?.defense ?? 0,
      nonConfGames: nonConferenceGameCount(this.db, year, name),
      nonConfLimit: fromLeague(league, 'nonConfLimits', () => nonConferenceLimits(league)).get(name) ?? 0,
    };
  }

  teamNames(year = this.year): string[] {
    const league = this.league(year);
    return fromLeague(league, 'teamNames', () => league.teams.map((t) => t.name).sort((a, b) => a.localeCompare(b)));
  }
}
