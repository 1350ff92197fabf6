// The season so far as the polls read it: each team's record and the games its resume rating weighs, grown week
// by week. A poll continues the one its previous poll left (when given the same games, plus the new week's), so a
// week's poll reads that week's games rather than the whole season again.

import type { PlayedGame } from '../season/results.js';
import { resumeRating, UNKNOWN_OPPONENT_STRENGTH, type ResumeGames } from './strengthOfRecord.js';
import { strengthValues, top25Strength, winProbability } from './strength.js';
import { FEW_LOSSES, FEW_LOSSES_CREDIT, RECORD_CREDIT, RECORD_FULL_SEASON, RESUME_MARGIN_CAP } from './tuning.js';
import type { Poll, PollTeam } from './types.js';

/** Room for this many games per team at first (a season has at most 17); grown when a team has more. */
const FIRST_STRIDE = 20;

/**
 * Seasons so far by the poll made from them: the next poll continues from its previous poll's season. A pure function's
 * memory: a poll that finds none builds its season from the games, to the same numbers.
 */
const seasonAfter = new WeakMap<Poll, PollSeason>();

export class PollSeason {
  readonly indexOf = new Map<string, number>();
  readonly strength: Float64Array;
  /** The average top-25 team's strength (strength of record's benchmark). */
  readonly benchmark: number;
  /** The games taken in, in the order given; every one of week <= week. */
  readonly games: PlayedGame[] = [];
  week = 0;

  /** Records: wins and losses, and the losses an average top-25 team would expect, added in the games' order. */
  readonly wins: Int32Array;
  readonly losses: Int32Array;
  readonly expectedLosses: Float64Array;

  /** Each team's games, its decided games (for the resume rating: `stride` entries per team) and its record's games. */
  readonly gamesPlayed: Int32Array;
  readonly decided: Int32Array;
  readonly recordWins: Int32Array;
  readonly recordDecided: Int32Array;
  private stride = FIRST_STRIDE;
  resume: ResumeGames;

  constructor(readonly teams: readonly PollTeam[]) {
    const n = teams.length;
    for (let i = 0; i < n; i++) this.indexOf.set(teams[i].name, i);
    this.strength = strengthValues(teams);
    this.benchmark = top25Strength(this.strength);
    this.wins = new Int32Array(n);
    this.losses = new Int32Array(n);
    this.expectedLosses = new Float64Array(n);
    this.gamesPlayed = new Int32Array(n);
    this.decided = new Int32Array(n);
    this.recordWins = new Int32Array(n);
    this.recordDecided = new Int32Array(n);
    this.resume = resumeArrays(n * this.stride);
  }

  /**
   * The season the poll after prev continues: the one prev was made from when `games` still starts with the same
   * games and every later one is of a week after prev's (each season is continued once); otherwise a new one.
   */
  static continuing(prev: Poll, teams: readonly PollTeam[], games: readonly PlayedGame[]): PollSeason {
    const season = seasonAfter.get(prev);
    seasonAfter.delete(prev);
    if (season && season.teams === teams && season.week === prev.week && season.continuesInto(games)) return season;
    return new PollSeason(teams);
  }

  /** Kept for the poll after `poll`, unless some game was left out (of a week after this one). */
  keepFor(poll: Poll, games: readonly PlayedGame[]): void {
    if (this.games.length === games.length) seasonAfter.set(poll, this);
  }

  private continuesInto(games: readonly PlayedGame[]): boolean {
    const known = this.games;
    if (games.length < known.length) return false;
    for (let i = 0; i < known.length; i++) if (games[i] !== known[i]) return false;
    for (let i = known.length; i < games.length; i++) if (games[i].week <= this.week) return false;
    return true;
  }

  /** Index of a team (-1 outside the poll's teams). */
  teamIndex(name: string): number {
    return this.indexOf.get(name) ?? -1;
  }

  /** Adds a game to the records (home, away: the teams' indices). */
  tally(game: PlayedGame, home: number, away: number): void {
    this.games.push(game);
    const homeWon = game.homePoints > game.awayPoints;
    if (!homeWon && !(game.awayPoints > game.homePoints)) return;
    if (home >= 0) {
      if (homeWon) this.wins[home]++;
      else this.losses[home]++;
      const opponent = away >= 0 ? this.strength[away] : UNKNOWN_OPPONENT_STRENGTH;
      this.expectedLosses[home] += 1 - winProbability(this.benchmark - opponent, game.neutral ? 0 : 1);
    }
    if (away >= 0) {
      if (homeWon) this.losses[away]++;
      else this.wins[away]++;
      const opponent = home >= 0 ? this.strength[home] : UNKNOWN_OPPONENT_STRENGTH;
      this.expectedLosses[away] += 1 - winProbability(this.benchmark - opponent, game.neutral ? 0 : -1);
    }
  }

  /** Adds a game of team t (home: the home team's side) against opponent (-1: a team outside the poll). */
  addGame(t: number, opponent: number, game: PlayedGame, home: boolean): void {
    this.gamesPlayed[t]++;
    const pointsFor = home ? game.homePoints : game.awayPoints;
    const pointsAgainst = home ? game.awayPoints : game.homePoints;
    if (pointsFor === pointsAgainst) return;
    if (this.decided[t] === this.stride) this.grow();
    const at = t * this.stride + this.decided[t]++;
    const won = pointsFor > pointsAgainst;
    this.resume.opponent[at] = opponent >= 0 ? this.strength[opponent] : UNKNOWN_OPPONENT_STRENGTH;
    this.resume.site[at] = game.neutral ? 0 : home ? 1 : -1;
    this.resume.won[at] = won ? 1 : 0;
    this.resume.margin[at] = Math.max(-RESUME_MARGIN_CAP, Math.min(RESUME_MARGIN_CAP, pointsFor - pointsAgainst));
    if (game.kind === 'playoff') return;
    this.recordDecided[t]++;
    if (won) this.recordWins[t]++;
  }

  /** Where team t's results say it belongs: its resume rating plus what its record is worth to voters. */
  target(t: number): number {
    const from = t * this.stride;
    return (
      resumeRating(this.strength[t], this.resume, from, from + this.decided[t])
      + recordCredit(this.recordWins[t], this.recordDecided[t])
    );
  }

  /** Strength of record of team t, to one decimal; null before its first decided game. */
  strengthOfRecord(t: number): number | null {
    return this.wins[t] + this.losses[t] === 0 ? null : Math.round((this.expectedLosses[t] - this.losses[t]) * 10) / 10;
  }

  private grow(): void {
    const stride = this.stride * 2;
    const next = resumeArrays(this.teams.length * stride);
    for (let t = 0; t < this.teams.length; t++) {
      for (let i = 0; i < this.decided[t]; i++) {
        next.opponent[t * stride + i] = this.resume.opponent[t * this.stride + i];
        next.site[t * stride + i] = this.resume.site[t * this.stride + i];
        next.won[t * stride + i] = this.resume.won[t * this.stride + i];
        next.margin[t * stride + i] = this.resume.margin[t * this.stride + i];
      }
    }
    this.stride = stride;
    this.resume = next;
  }
}

function resumeArrays(size: number): ResumeGames {
  return {
    opponent: new Float64Array(size),
    site: new Float64Array(size),
    won: new Float64Array(size),
    margin: new Float64Array(size),
  };
}

/**
 * What the record itself is worth to voters beyond what it says about strength: AP voters rank by losses first,
 * so an 11-2 team from a weak conference stands above a 9-4 team with a hard schedule (final AP polls 2014-2024).
 * The regular season and conference title games make the record (wins of decided such games); the playoff does not.
 */
function recordCredit(wins: number, decided: number): number {
  // The winning percentage over .500, counted over a full season's games at least: one early loss is not a record.
  const percentage = (RECORD_CREDIT * (wins - decided / 2)) / Math.max(decided, RECORD_FULL_SEASON);
  // Voters count losses first: each loss fewer than FEW_LOSSES is worth a step of its own, whoever the schedule held
  // (a one-loss Group of Five champion finishes in the top 10-15), growing as the season fills.
  const fewLosses =
    FEW_LOSSES_CREDIT * Math.max(0, FEW_LOSSES - (decided - wins)) * Math.min(1, decided / RECORD_FULL_SEASON);
  return percentage + fewLosses;
}
