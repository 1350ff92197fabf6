// simulateGame: a whole game, play by play, from the opening kickoff to the final whistle.

import { playerLines } from '../stats/playerStatBook.js';
import { headlineFor, pregameSpread } from './headline.js';
import { kickoff } from './kicks.js';
import { playerName } from './lineup.js';
import { playOvertime } from './overtime.js';
import { scrimmageDown } from './scrimmage.js';
import { GameState, QUARTER_SECONDS, type TeamIndex } from './state.js';
import type { GameResult, SimulateGameInput } from './types.js';

/** Ends a quarter; true when regulation is over. */
function endPeriod(s: GameState): boolean {
  if (s.quarter === 4) {
    if (s.drive) s.endDrive('endOfGame');
    s.pendingKickoff = -1;
    return true;
  }
  if (s.quarter === 2) {
    if (s.drive) s.endDrive('endOfHalf');
    s.timeouts[0] = s.rules.timeoutsPerHalf;
    s.timeouts[1] = s.rules.timeoutsPerHalf;
    s.clockRunning = false;
    s.chainStop = false;
    s.freeKickAfterSafety = false;
    // The team that received the opening kickoff kicks off the second half.
    s.pendingKickoff = s.firstReceiver;
  }
  s.quarter += 1;
  s.clock = QUARTER_SECONDS;
  // Teams change ends; the clock starts again on the snap.
  s.clockRunning = false;
  s.chainStop = false;
  s.updateReserves();
  return false;
}

function playRegulation(s: GameState): void {
  for (;;) {
    if (s.clock <= 0) {
      if (endPeriod(s)) return;
      continue;
    }
    if (s.pendingKickoff >= 0) {
      kickoff(s, s.pendingKickoff as TeamIndex);
      continue;
    }
    scrimmageDown(s);
  }
}

/**
 * Simulates a game between two teams. Pure: the same teams, rules and random stream always give the
 * same result.
 */
export function simulateGame(input: SimulateGameInput): GameResult {
  const s = new GameState(input);
  playGame(s);
  return gameResult(s, input);
}

/** Plays a game set up in `s` from the toss to the final whistle (a coached game's caller is asked on the way). */
export function playGame(s: GameState): void {
  // The toss winner defers: the other team receives the opening kickoff.
  const tossWinner: TeamIndex = s.rng.next() < 0.5 ? 0 : 1;
  s.firstReceiver = (1 - tossWinner) as TeamIndex;
  s.pendingKickoff = tossWinner;
  playRegulation(s);
  if (s.score[0] === s.score[1]) playOvertime(s);
  if (s.drive) s.endDrive('endOfGame');
  s.over = true;
}

/** The result of a finished game. */
export function gameResult(s: GameState, input: SimulateGameInput): GameResult {
  const homeLineup = s.lineups[0];
  const awayLineup = s.lineups[1];
  const result: GameResult = {
    home: input.home.name,
    away: input.away.name,
    neutral: input.neutral,
    year: input.rules.year,
    homePoints: s.score[0],
    awayPoints: s.score[1],
    winner: s.score[0] > s.score[1] ? 'home' : 'away',
    overtimes: s.overtime,
    homeByPeriod: s.byPeriod[0],
    awayByPeriod: s.byPeriod[1],
    drives: s.drives,
    teamStats: { home: s.team[0], away: s.team[1] },
    playerStats: {
      home: playerLines(s.books[0], homeLineup.players, (i) => playerName(homeLineup, i)),
      away: playerLines(s.books[1], awayLineup.players, (i) => playerName(awayLineup, i)),
    },
    homeSpread: input.homeSpread ?? pregameSpread(s.lineups, input.neutral, s.plans, input.rules.year),
    plays: s.plays,
    headline: null,
    weather: s.weather,
  };
  result.headline = headlineFor(result);
  return result;
}
