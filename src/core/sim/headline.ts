// The one-line headline of a notable game (overtime thriller, upset, record day, blowout), or null.

import { withArticle } from '../../shared/article.js';
import { spreadFor } from '../odds/odds.js';
import { strengthFromRatings, withStaff } from '../odds/strength.js';
import type { Lineup } from './lineup.js';
import type { GamePlan, GameResult, PlayerGameStats } from './types.js';

/** Thresholds of a notable game. */
export const HEADLINE = {
  /** The loser was favoured by at least this many points. */
  upsetSpread: 10,
  blowoutMargin: 42,
  passingYards: 450,
  passingTouchdowns: 6,
  rushingYards: 250,
  receivingYards: 220,
} as const;

/** The first line with a record day (passing yards or touchdowns, rushing, receiving), or undefined. */
function recordHolder(lines: readonly PlayerGameStats[]): PlayerGameStats | undefined {
  // Only comparisons in the loop: the text is written by recordText, for the rare game that has one.
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i];
    const p = l.passing;
    if (p && (p.yds >= HEADLINE.passingYards || p.td >= HEADLINE.passingTouchdowns)) return l;
    if (l.rushing && l.rushing.yds >= HEADLINE.rushingYards) return l;
    if (l.receiving && l.receiving.yds >= HEADLINE.receivingYards) return l;
  }
  return undefined;
}

/** The record day of recordHolder's line, checked in the same order. */
function recordText(l: PlayerGameStats): string {
  if (l.passing && l.passing.yds >= HEADLINE.passingYards) return `${l.name} throws for ${l.passing.yds} yards`;
  if (l.passing && l.passing.td >= HEADLINE.passingTouchdowns)
    return `${l.name} throws ${l.passing.td} touchdown passes`;
  if (l.rushing && l.rushing.yds >= HEADLINE.rushingYards) return `${l.name} runs for ${l.rushing.yds} yards`;
  return `${l.name} has ${l.receiving!.yds} receiving yards`;
}

function recordLine(lines: readonly PlayerGameStats[]): string | null {
  const l = recordHolder(lines);
  return l ? recordText(l) : null;
}

/** The home team's spread from the two lineups' first strings (when the caller did not give one). */
export function pregameSpread(
  lineups: readonly [Lineup, Lineup],
  neutral: boolean,
  plans?: readonly [GamePlan, GamePlan],
  year?: number,
): number {
  return spreadFor(
    withStaff(strengthFromRatings(lineups[0].first.ratings), plans?.[0]),
    withStaff(strengthFromRatings(lineups[1].first.ratings), plans?.[1]),
    neutral,
    year,
  );
}

/** "35-21": the winner's points first (written only for a game that gets a headline). */
function finalScore(r: GameResult): string {
  return `${Math.max(r.homePoints, r.awayPoints)}-${Math.min(r.homePoints, r.awayPoints)}`;
}

export function headlineFor(r: GameResult): string | null {
  const homeWon = r.winner === 'home';
  const winner = homeWon ? r.home : r.away;
  const loser = homeWon ? r.away : r.home;
  if (r.overtimes > 0) {
    const ot = r.overtimes === 1 ? 'overtime' : `${r.overtimes}OT`;
    return `${winner} outlasts ${loser} ${finalScore(r)} in ${ot} thriller`;
  }
  const winnerSpread = homeWon ? r.homeSpread : -r.homeSpread;
  if (winnerSpread >= HEADLINE.upsetSpread) {
    return `Upset: ${winner} stuns ${loser} ${finalScore(r)} as ${withArticle(`${winnerSpread}-point`)} underdog`;
  }
  const record =
    recordLine(homeWon ? r.playerStats.home : r.playerStats.away)
    ?? recordLine(homeWon ? r.playerStats.away : r.playerStats.home);
  if (record) return `${record} as ${winner} beats ${loser} ${finalScore(r)}`;
  if (Math.abs(r.homePoints - r.awayPoints) >= HEADLINE.blowoutMargin)
    return `${winner} routs ${loser} ${finalScore(r)}`;
  return null;
}
