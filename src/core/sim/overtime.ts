// College overtime: each team gets a possession from the opponent's 25 per period, the team that won
// the toss choosing to defend first; two-point tries required from the era's set period; alternating
// single two-point plays later on (rulesForYear). Periods continue until one team leads: no ties.

import { twoPointPlay, TWO_POINT_POINTS } from './scoring.js';
import { scrimmageDown } from './scrimmage.js';
import type { GameState, TeamIndex } from './state.js';

/** Safety valve far beyond any real game (the record is 9 overtimes). */
const MAX_PERIODS = 60;

function possession(s: GameState, side: TeamIndex): void {
  s.possessionOver = false;
  s.startDrive(side, 100 - s.rules.overtime.startYardsToGoal);
  while (!s.possessionOver) scrimmageDown(s);
}

function shootoutPlay(s: GameState, side: TeamIndex, forceScore: boolean): void {
  s.startDrive(side, 97);
  s.markSnap(true);
  s.team[side].twoPointAttempts += 1;
  if (twoPointPlay(s, side) || forceScore) {
    s.team[side].twoPointConversions += 1;
    s.addPoints(side, TWO_POINT_POINTS);
  }
  s.endDrive('twoPointTry', 97);
}

export function playOvertime(s: GameState): void {
  s.pendingKickoff = -1;
  s.clockRunning = false;
  s.chainStop = false;
  // The toss winner defends first, so the other team has the first possession.
  const tossWinner: TeamIndex = s.rng.next() < 0.5 ? 0 : 1;
  const first = (1 - tossWinner) as TeamIndex;
  const shootoutFrom = s.rules.overtime.twoPointShootoutFrom;
  for (let period = 1; ; period++) {
    s.overtime = period;
    s.quarter = 4 + period;
    s.byPeriod[0].push(0);
    s.byPeriod[1].push(0);
    const a = (period % 2 === 1 ? first : 1 - first) as TeamIndex;
    const b = (1 - a) as TeamIndex;
    if (shootoutFrom !== null && period >= shootoutFrom) {
      shootoutPlay(s, a, false);
      shootoutPlay(s, b, period >= MAX_PERIODS && s.score[0] === s.score[1]);
    } else {
      possession(s, a);
      possession(s, b);
      if (period >= MAX_PERIODS && s.score[0] === s.score[1]) shootoutPlay(s, b, true);
    }
    if (s.score[0] !== s.score[1]) return;
  }
}
