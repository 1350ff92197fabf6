// The one-line headline of a notable game (overtime thriller, upset, record day, blowout), or null.

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

function recordLine(lines: readonly PlayerGameStats[]): string | null {
  for (const l of lines) {
    if (l.passing && l.passing.yds >= HEADLINE.passingYards) return `${l.name} throws for ${l.passing.yds} yards`;
    if (l.passing && l.passing.td >= HEADLINE.passingTouchdowns) return `${l.name} throws ${l.passing.td} touchdown passes`;
    if (l.rushing && l.rushing.yds >= HEADLINE.rushingYards) return `${l.name} runs for ${l.rushing.yds} yards`;
    if (l.receiving && l.receiving.yds >= HEADLINE.receivingYards) return `${l.name} has ${l.receiving.yds} receiving yards`;
  }
  return null;
}

/** The home team's spread from the two lineups' first strings (when the caller did not give one). */
export function pregameSpread(lineups: readonly [Lineup, Lineup], neutral: boolean, plans?: readonly [GamePlan, GamePlan]): number {
  return spreadFor(
    withStaff(strengthFromRatings(lineups[0].first.ratings), plans?.[0]),
    withStaff(strengthFromRatings(lineups[1].first.ratings), plans?.[1]),
    neutral,
  );
}

export function headlineFor(r: GameResult): string | null {
  const homeWon = r.winner === 'home';
  const winner = homeWon ? r.home : r.away;
  const loser = homeWon ? r.away : r.home;
  const score = `${Math.max(r.homePoints, r.awayPoints)}-${Math.min(r.homePoints, r.awayPoints)}`;
  if (r.overtimes > 0) {
    const ot = r.overtimes === 1 ? 'overtime' : `${r.overtimes}OT`;
    return `${winner} outlasts ${loser} ${score} in ${ot} thriller`;
  }
  const winnerSpread = homeWon ? r.homeSpread : -r.homeSpread;
  if (winnerSpread >= HEADLINE.upsetSpread) {
    return `Upset: ${winner} stuns ${loser} ${score} as a ${winnerSpread}-point underdog`;
  }
  const record = recordLine(homeWon ? r.playerStats.home : r.playerStats.away) ?? recordLine(homeWon ? r.playerStats.away : r.playerStats.home);
  if (record) return `${record} as ${winner} beats ${loser} ${score}`;
  if (Math.abs(r.homePoints - r.awayPoints) >= HEADLINE.blowoutMargin) return `${winner} routs ${loser} ${score}`;
  return null;
}
