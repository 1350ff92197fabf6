// Keeps the record book up to date as games are played: every game's lines are offered as single-game records
// (and team points and margins), the players' season totals once the simulated weeks are in, careers at the
// season's end. A record that falls is a news item when it is league-wide or the player's program's, and a
// single-game record becomes the game's headline. Kept cheap (the season simulation
// is benchmarked): most lines are checked against a typed array of record values and build nothing.
import {
  PLAYER_RECORD_STATS,
  type RecordBook,
  brokenRecordText,
  newRecordStats,
  recordStatsInto,
  LEAGUE_SCOPE,
  type BrokenRecord,
  type ClaimBase,
} from '../../../core/records/book.js';
import type { Player } from '../../../core/players/types.js';
import type { GameResult, PlayerGameStats } from '../../../core/sim/types.js';
import type { Db } from '../../database.js';
import type { GameRow } from '../../queries/games.js';
import type { DynastyState } from '../../queries/meta.js';
import {
  addSeasonRecordStats,
  teamSeasonTotals,
  type SeasonPlayerTotals,
  type TeamSeasonTotals,
} from '../../queries/playerSeasons.js';
import { type PlayerName, playerNames } from '../../queries/formerPlayers.js';
import { seasonRecords } from '../../queries/records.js';
import { ByPlayerId } from '../../byPlayerId.js';
import { addNews, openRecordBook, saveRecordScopes } from '../../queries/recordBook.js';
import { coachedTeams } from '../../program.js';

function push(into: BrokenRecord[], broken: readonly BrokenRecord[]): void {
  for (let i = 0; i < broken.length; i++) into.push(broken[i]);
}

/** Players stay at most this many seasons (a redshirt year included): older seasons cannot add to a current career. */
const CAREER_SEASONS = 6;

export class RecordTracker {
  /** The record book as the simulation keeps it up to date (written by save()). */
  readonly book: RecordBook;
  private readonly teamPoints = new Map<string, number>();
  /** Each team's single-game bars (live views of the book: made once per team, not twice a game). */
  private readonly gameBars = new Map<string, { program: Float64Array; league: Float64Array }>();
  /** Who each player is (his name is put together only when he holds a record). */
  private readonly names = new Map<number, { first: string; last: string }>();
  /** Names put together, each once: a first season's empty book makes a holder of most lines of its first weeks. */
  private readonly fullNames = new Map<number, string>();
  private readonly scratch = newRecordStats();
  /** A player's season totals in the record book's statistics, as settleSeasons reads them. */
  private readonly seasonSums = newRecordStats();
  /**
   * Each player's games of negative yards in this simulation, summed: the book's season totals count a game's
   * statistic only when it is positive (as it always has), where the player totals count every game.
   */
  private readonly negatives = new ByPlayerId<Float64Array>();
  private lastWeek = 0;

  /**
   * players: the season's player totals, which the simulation adds every game's lines to (the players' season records
   * are read from them when its games are in); rosters: the teams' players as the simulation loaded them, where record holders' names are found;
   * book: the record book as a simulation of this save left it and saved it (seasonCache.ts), else it is read.
   */
  /** The coached programs: their own records make the news (the league's always do). */
  private readonly coached: ReadonlySet<string>;

  constructor(
    private readonly db: Db,
    private readonly state: DynastyState,
    private readonly players: SeasonPlayerTotals,
    private readonly rosters?: Iterable<readonly Player[]>,
    book?: RecordBook,
  ) {
    this.book = book ?? openRecordBook(db, state.startYear);
    this.coached = coachedTeams(db);
    for (const [team, r] of seasonRecords(db, state.year)) this.teamPoints.set(team, r.pointsFor);
  }

  /**
   * A record holder's name. Every roster's names are gathered once, when the first record needs one: from the
   * rosters the simulation already holds, else read from the players table.
   */
  private nameOf(playerId: number, fallback: string): string {
    const known = this.fullNames.get(playerId);
    if (known !== undefined) return known;
    if (this.names.size === 0) this.gatherNames();
    const who = this.names.get(playerId);
    if (!who) return fallback;
    const name = `${who.first} ${who.last}`;
    this.fullNames.set(playerId, name);
    return name;
  }

  /** Every player's name parts, once. */
  private gatherNames(): void {
    if (this.rosters) {
      for (const roster of this.rosters) this.namesOf(roster);
    } else {
      this.namesOf(
        this.db.all<{ id: number; first: string; last: string }>(
          'SELECT id, first, last FROM players WHERE active = 1',
        ),
      );
    }
  }

  private namesOf(players: readonly { id: number; first: string; last: string }[]): void {
    for (let i = 0; i < players.length; i++) this.names.set(players[i].id, players[i]);
  }

  /** Offers a played game's performances; returns the headline of a record it broke, or null. */
  addGame(game: GameRow, result: GameResult): string | null {
    this.lastWeek = Math.max(this.lastWeek, game.week);
    const broken: BrokenRecord[] = [];
    // Each side's performances.
    this.addSide(game, game.home, game.away, result.homePoints, result.awayPoints, result.playerStats.home, broken);
    // An FCS opponent holds no records: its players are not kept, and it has no program here.
    if (game.fcs !== 1)
      this.addSide(game, game.away, game.home, result.awayPoints, result.homePoints, result.playerStats.away, broken);
    if (broken.length === 0) return null;
    const news = broken.filter((b) => b.entry.scope === LEAGUE_SCOPE || this.coached.has(b.entry.scope));
    for (const b of news)
      addNews(this.db, {
        year: game.year,
        week: game.week,
        game_id: game.id,
        team: b.entry.team,
        text: brokenRecordText(b),
      });
    const headline = news.find((b) => b.entry.scope === LEAGUE_SCOPE) ?? news[0];
    return headline ? brokenRecordText(headline) : null;
  }

  /** One side's team records (points, margin, season points) and its players' lines. */
  private addSide(
    game: GameRow,
    team: string,
    opponent: string,
    points: number,
    against: number,
    lines: readonly PlayerGameStats[],
    broken: BrokenRecord[],
  ): void {
    const teamGame: ClaimBase = {
      team,
      year: game.year,
      week: game.week,
      gameId: game.id,
      opponent,
      playerId: null,
      holder: team,
    };
    push(broken, this.book.offerValue(teamGame, 'game', 'points', points));
    if (points > against) push(broken, this.book.offerValue(teamGame, 'game', 'margin', points - against));
    const seasonPoints = (this.teamPoints.get(team) ?? 0) + points;
    this.teamPoints.set(team, seasonPoints);
    // A literal in ClaimBase's field order (a spread of teamGame made its own shape).
    const teamSeason: ClaimBase = {
      team,
      year: game.year,
      week: null,
      gameId: null,
      opponent: null,
      playerId: null,
      holder: team,
    };
    push(broken, this.book.offerValue(teamSeason, 'season', 'points', seasonPoints));
    let bars = this.gameBars.get(team);
    if (!bars) {
      bars = this.book.gameBars(team);
      this.gameBars.set(team, bars);
    }
    for (let i = 0; i < lines.length; i++) this.addLine(lines[i], game, team, opponent, bars, broken);
  }

  /** Pushes the single-game records a line broke onto `broken` (his season is in the player totals). */
  private addLine(
    line: PlayerGameStats,
    game: GameRow,
    team: string,
    opponent: string,
    bars: { program: Float64Array; league: Float64Array },
    broken: BrokenRecord[],
  ): void {
    const values = recordStatsInto(line, this.scratch);
    let inGame: ClaimBase | null = null;
    for (let i = 0; i < PLAYER_RECORD_STATS.length; i++) {
      const value = values[i];
      if (value <= 0) {
        if (value < 0) this.addNegative(line.playerId, i, value);
        continue;
      }
      // book.wouldSet(team, 'game', stat, value), read from the side's bars.
      if (value > bars.program[i] || value > bars.league[i]) {
        const stat = PLAYER_RECORD_STATS[i];
        inGame ??= {
          team,
          year: game.year,
          week: game.week,
          gameId: game.id,
          opponent,
          playerId: line.playerId,
          holder: this.nameOf(line.playerId, line.name),
        };
        push(broken, this.book.offerValue(inGame, 'game', stat, value));
      }
    }
  }

  private addNegative(playerId: number, stat: number, value: number): void {
    let sums = this.negatives.get(playerId);
    if (!sums) {
      sums = newRecordStats();
      this.negatives.set(playerId, sums);
    }
    sums[stat] += value;
  }

  /**
   * Season records are offered once, when the simulation's games are in (offering every leader's growing total
   * after each game cost the season simulation a tenth of its time); a record that falls is news of the last week.
   * The players who played in the simulation, in the order they first did, from the season's player totals (which
   * must not have been saved yet: saving starts their next changes).
   */
  private settleSeasons(): void {
    const broken: BrokenRecord[] = [];
    // Each team's season bars (live views of the book: wouldSet without its lookups, for 7,500 players' totals).
    const barsOf = new Map<string, { program: Float64Array; league: Float64Array }>();
    this.players.forEachTouched(this.seasonSums, (playerId, team, sums) => {
      const negative = this.negatives.get(playerId);
      if (negative) for (let i = 0; i < sums.length; i++) sums[i] -= negative[i];
      let bars = barsOf.get(team);
      if (!bars) {
        bars = this.book.bars(team, 'season');
        barsOf.set(team, bars);
      }
      this.settleSeason(playerId, team, sums, bars, broken);
    });
    for (const b of broken) {
      if (b.entry.scope === LEAGUE_SCOPE || this.coached.has(b.entry.scope)) {
        addNews(this.db, {
          year: this.state.year,
          week: this.lastWeek,
          game_id: null,
          team: b.entry.team,
          text: brokenRecordText(b),
        });
      }
    }
  }

  /** One player's season offered where it would set a record (book.wouldSet without its lookups). */
  private settleSeason(
    playerId: number,
    team: string,
    season: Float64Array,
    bars: { program: Float64Array; league: Float64Array },
    broken: BrokenRecord[],
  ): void {
    let base: ClaimBase | null = null;
    for (let i = 0; i < PLAYER_RECORD_STATS.length; i++) {
      const value = season[i];
      if (!(value > 0 && (value > bars.program[i] || value > bars.league[i]))) continue;
      base ??= {
        team,
        year: this.state.year,
        week: null,
        gameId: null,
        opponent: null,
        playerId,
        holder: this.nameOf(playerId, `#${playerId}`),
      };
      push(broken, this.book.offerValue(base, 'season', PLAYER_RECORD_STATS[i], value));
    }
  }

  save(): void {
    this.settleSeasons();
    saveRecordScopes(this.db, this.book.takeChangedScopes());
  }
}

/**
 * Career records, offered once a season ends: a career is the sum of a player's seasons, and adding up six
 * seasons of every roster after each game would cost the simulation more than the rest of the book. `seasonTotals`:
 * this season's teamSeasonTotals, and `seasonNames` the names of its players (playerNames), when the caller read
 * them too (endSeason: the awards).
 */
export function settleCareerRecords(
  db: Db,
  state: DynastyState,
  week: number,
  seasonTotals?: readonly TeamSeasonTotals[],
  seasonNames?: ReadonlyMap<number, PlayerName>,
): void {
  const year = state.year;
  const book = openRecordBook(db, state.startYear);
  const coached = coachedTeams(db);
  const scratch = newRecordStats();
  // Only careers that went on this season can set a record: its players (with their team this season) are read
  // first, and the seasons before add to theirs alone, in year order.
  const current = seasonTotals ?? teamSeasonTotals(db, year);
  const careers = new Map<number, { team: string; sums: Float64Array }>();
  for (const { team, players } of current) {
    for (const p of players) {
      const career = careers.get(p.playerId);
      if (career) career.team = team;
      else careers.set(p.playerId, { team, sums: newRecordStats() });
    }
  }
  // The seasons before this one read for their record statistics alone (no player's totals built).
  const sumsOf = (playerId: number): Float64Array | undefined => careers.get(playerId)?.sums;
  for (let y = year - CAREER_SEASONS + 1; y < year; y++) addSeasonRecordStats(db, y, sumsOf);
  for (const { players } of current) {
    for (const p of players) {
      const career = careers.get(p.playerId);
      if (!career) continue;
      recordStatsInto(p.stats, scratch);
      const sums = career.sums;
      for (let i = 0; i < sums.length; i++) sums[i] += scratch[i];
    }
  }
  const contenders: { playerId: number; team: string; sums: Float64Array }[] = [];
  for (const [playerId, { team, sums }] of careers) {
    if (PLAYER_RECORD_STATS.some((stat, i) => book.wouldSet(team, 'career', stat, sums[i])))
      contenders.push({ playerId, team, sums });
  }
  // Contenders are players of this season: their names are among the season's.
  const names =
    seasonNames
    ?? playerNames(
      db,
      contenders.map((c) => c.playerId),
    );
  const broken: BrokenRecord[] = [];
  for (const c of contenders) {
    const who = names.get(c.playerId);
    const base: ClaimBase = {
      team: c.team,
      year,
      week: null,
      gameId: null,
      opponent: null,
      playerId: c.playerId,
      holder: who ? `${who.first} ${who.last}` : `#${c.playerId}`,
    };
    PLAYER_RECORD_STATS.forEach((stat, i) => {
      broken.push(...book.offerValue(base, 'career', stat, c.sums[i]));
    });
  }
  for (const b of broken) {
    if (b.entry.scope === LEAGUE_SCOPE || coached.has(b.entry.scope))
      addNews(db, { year, week, game_id: null, team: b.entry.team, text: brokenRecordText(b) });
  }
  saveRecordScopes(db, book.takeChangedScopes());
}
