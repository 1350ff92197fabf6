// Committing a scrimmage play that stands: the box score, the ball, the down and distance, the clock,
// and whatever the play ended (score, turnover, turnover on downs).

import { F, FIELD_COUNT, addStat } from '../stats/playerStatBook.js';
import { PlayKind, type Outcome } from './outcome.js';
import { scrimmageArt } from './playArt.js';
import { describePlay } from './playText.js';
import { safety, touchdown } from './scoring.js';
import { startsOnReady } from './clock.js';
import type { GameState, SnapGain } from './state.js';

/** Credits a rush (designed run, scramble, kneel or sack) to the carrier and his team. */
function creditRush(s: GameState, carrier: number, yards: number, td: boolean): void {
  const book = s.books[s.offense];
  const team = s.team[s.offense];
  // addStat and recordLong, written out (every run goes through here).
  const rows = book.rows;
  const at = carrier * FIELD_COUNT;
  const first = rows[at + F.RUSH_ATT] === 0;
  rows[at + F.RUSH_ATT] += 1;
  rows[at + F.RUSH_YDS] += yards;
  if (first || yards > rows[at + F.RUSH_LONG]) rows[at + F.RUSH_LONG] = yards;
  book.touched[carrier] = 1;
  team.rushAttempts += 1;
  team.rushYards += yards;
  team.totalYards += yards;
  team.plays += 1;
  if (td) {
    addStat(book, carrier, F.RUSH_TD, 1);
    team.rushTouchdowns += 1;
  }
}

function creditPass(s: GameState, o: Outcome, yards: number, td: boolean): void {
  const book = s.books[s.offense];
  const team = s.team[s.offense];
  addStat(book, o.passer, F.PASS_ATT, 1);
  team.passAttempts += 1;
  team.plays += 1;
  if (o.target >= 0) addStat(book, o.target, F.TARGETS, 1);
  if (o.intercepted) {
    addStat(book, o.passer, F.PASS_INT, 1);
    return;
  }
  if (!o.complete) return;
  // addStat and recordLong, written out (every completion goes through here).
  const rows = book.rows;
  const p = o.passer * FIELD_COUNT;
  const r = o.target * FIELD_COUNT;
  const firstPass = rows[p + F.PASS_COMP] === 0;
  const firstRec = rows[r + F.REC] === 0;
  rows[p + F.PASS_COMP] += 1;
  rows[p + F.PASS_YDS] += yards;
  if (firstPass || yards > rows[p + F.PASS_LONG]) rows[p + F.PASS_LONG] = yards;
  rows[r + F.REC] += 1;
  rows[r + F.REC_YDS] += yards;
  if (firstRec || yards > rows[r + F.REC_LONG]) rows[r + F.REC_LONG] = yards;
  team.completions += 1;
  team.passYards += yards;
  team.totalYards += yards;
  if (td) {
    addStat(book, o.passer, F.PASS_TD, 1);
    addStat(book, o.target, F.REC_TD, 1);
    team.passTouchdowns += 1;
  }
}

/** An interception: the pass, the pick and its return, then the defense's ball (or its touchdown). */
function commitInterception(s: GameState, o: Outcome, start: number, snapDown: number): void {
  const def = s.defense;
  const team = s.team[s.offense];
  const dBook = s.books[def];
  creditPass(s, o, 0, false);
  team.interceptionsThrown += 1;
  team.turnovers += 1;
  addStat(dBook, o.defender, F.DEF_INT, 1);
  countDown(s, snapDown, false);
  // Interception spot in the defense's yards; one in the end zone comes out as a touchback unless returned.
  const caughtAt = 100 - Math.min(99, start + o.yards);
  const returnTo = s.overtime > 0 ? caughtAt : Math.min(100, Math.max(caughtAt, 0) + o.returnYards);
  const retYards = returnTo - caughtAt;
  addStat(dBook, o.defender, F.INT_YDS, retYards);
  const line = s.plays ? describePlay(s, o, start, 0, returnTo) : null;
  if (returnTo >= 100) {
    addStat(dBook, o.defender, F.DEF_TD, 1);
    touchdown(s, def, 'interception', start, line);
    return;
  }
  if (line) s.say(line);
  s.turnOver('interception', start, def, returnTo <= 0 ? 20 : returnTo);
}

/** A sack's own columns (the rush itself is credited as a run). */
function creditSack(s: GameState, o: Outcome, yards: number): void {
  const book = s.books[s.offense];
  const team = s.team[s.offense];
  addStat(book, o.carrier, F.PASS_SACKED, 1);
  addStat(book, o.carrier, F.PASS_SACK_YDS, -yards);
  team.sacksAllowed += 1;
  team.sackYardsLost -= yards;
  s.team[s.defense].sacks += 1;
  addStat(s.books[s.defense], o.defender, F.SACKS, 1);
}

/** A fumble: true when the defense recovered it and the play ended there (turnover or return touchdown). */
function commitFumble(s: GameState, o: Outcome, start: number, snapDown: number, yards: number, end: number): boolean {
  const def = s.defense;
  const team = s.team[s.offense];
  const book = s.books[s.offense];
  const dBook = s.books[def];
  addStat(book, o.carrier, F.FUMBLES, 1);
  team.fumbles += 1;
  if (o.defender >= 0) addStat(dBook, o.defender, F.FF, 1);
  if (!o.fumbleLost || end <= 0) return false;
  addStat(book, o.carrier, F.FUMBLES_LOST, 1);
  team.fumblesLost += 1;
  team.turnovers += 1;
  addStat(dBook, o.recoverer, F.FR, 1);
  countDown(s, snapDown, false);
  const recoveredAt = 100 - Math.min(99, end);
  const returnTo = s.overtime > 0 ? recoveredAt : Math.min(100, recoveredAt + o.returnYards);
  const line = s.plays ? describePlay(s, o, start, yards, returnTo) : null;
  if (returnTo >= 100) {
    addStat(dBook, o.recoverer, F.DEF_TD, 1);
    touchdown(s, def, 'fumble', end, line);
    return true;
  }
  if (line) s.say(line);
  s.turnOver('fumble', end, def, returnTo);
  return true;
}

/** The offense reached the end zone. */
function commitTouchdown(s: GameState, o: Outcome, start: number, snapDown: number, yards: number): void {
  countDown(s, snapDown, true);
  // NCAA: a touchdown counts as a first down only when it passes the line to gain (not goal to go).
  if (start + s.distance < 100) firstDownCredit(s, o);
  touchdown(s, s.offense, 'touchdown', 100, s.plays ? describePlay(s, o, start, yards, -1) : null);
}

/** Tackled in its own end zone. */
function commitSafety(s: GameState, o: Outcome, start: number, snapDown: number, yards: number): void {
  countDown(s, snapDown, false);
  if (s.plays) s.say(`${describePlay(s, o, start, yards, -1)}, SAFETY`);
  safety(s, s.offense);
}

/**
 * A fumble, a touchdown or a safety: true when the play ended there (the offense kept a fumble short of the goal
 * lines otherwise).
 */
function commitEnding(
  s: GameState,
  o: Outcome,
  start: number,
  snapDown: number,
  yards: number,
  end: number,
  td: boolean,
): boolean {
  if (o.fumble && commitFumble(s, o, start, snapDown, yards, end)) return true;
  if (td) {
    commitTouchdown(s, o, start, snapDown, yards);
    return true;
  }
  if (end <= 0) {
    commitSafety(s, o, start, snapDown, yards);
    return true;
  }
  return false;
}

/** The play's line of play-by-play, when the game keeps it. */
function narrate(s: GameState, o: Outcome, start: number, yards: number): void {
  if (s.plays) s.say(describePlay(s, o, start, yards, -1));
}

/**
 * Commits a play that stands. `extraYards` are yards of a personal foul added at the end of the play
 * (with an automatic first down).
 */
export function commitPlay(s: GameState, o: Outcome, extraYards = 0): void {
  const start = s.ballOn;
  const snapDown = s.down;
  const toGoal = 100 - start;
  if (s.plays) s.art = scrimmageArt(s, o, start, extraYards);
  if (s.drive) s.drive.plays += 1;
  // s.runClock(o.seconds), written out (every play runs it): the clock shows whole seconds; none runs in overtime.
  const seconds = o.seconds;
  if (s.overtime === 0 && seconds > 0) {
    const used = Math.min(s.clock, Math.round(seconds));
    s.clock -= used;
    s.team[s.offense].timeOfPossession += used;
  }

  if (o.intercepted) {
    if (s.plays) s.gains.push({ offense: s.offense, yards: 0, kind: 'interception' });
    commitInterception(s, o, start, snapDown);
    return;
  }

  const yards = Math.min(o.yards, toGoal);
  if (s.plays) s.gains.push({ offense: s.offense, yards, kind: gainKind(o) });
  const end = start + yards;
  const td = end >= 100 && !o.fumbleLost;
  const kind = o.kind;
  if (kind === PlayKind.Pass || kind === PlayKind.Spike) {
    creditPass(s, o, yards, td);
  } else {
    creditRush(s, o.carrier, yards, td);
    if (kind === PlayKind.Sack) creditSack(s, o, yards);
  }
  const defender = o.defender;
  if (defender >= 0) {
    const dBook = s.books[1 - s.offense];
    if (o.breakup) addStat(dBook, defender, F.PBU, 1);
    else if (!td) {
      // addStat, written out (most plays end in a tackle).
      dBook.rows[defender * FIELD_COUNT + F.TACKLES] += 1;
      dBook.touched[defender] = 1;
      if (o.assister >= 0) addStat(dBook, o.assister, F.TACKLES, 1);
      if (yards < 0 && kind !== PlayKind.Kneel) addStat(dBook, defender, F.TFL, 1);
    }
  }

  if ((o.fumble || td || end <= 0) && commitEnding(s, o, start, snapDown, yards, end, td)) return;

  // Clock: stops on incompletions and out of bounds until the snap; otherwise runs.
  const incomplete = (o.kind === PlayKind.Pass && !o.complete) || o.kind === PlayKind.Spike;
  s.clockRunning = !(incomplete || o.outOfBounds);
  s.chainStop = false;
  // Out of bounds from 2008 (on the snaps a coach calls: clock.ts): the clock starts again on the ready signal.
  if (o.outOfBounds && !incomplete && startsOnReady(s)) {
    s.clockRunning = true;
    s.chainStop = true;
  }
  let newEnd = end;
  let autoFirst = false;
  if (extraYards > 0) {
    newEnd = Math.min(99, end + Math.min(extraYards, Math.floor((100 - end) / 2)));
    autoFirst = true;
  }
  s.ballOn = newEnd;
  const gained = end >= start + s.distance;
  // countDown and firstDownAt, written out here (calls less on every play).
  const team = s.team[s.offense];
  if (gained || autoFirst) {
    if (snapDown === 3) {
      team.thirdDownAttempts += 1;
      team.thirdDownConversions += 1;
    } else if (snapDown === 4) {
      team.fourthDownAttempts += 1;
      team.fourthDownConversions += 1;
    }
    // firstDownCredit, written out.
    team.firstDowns += 1;
    if (!gained) team.firstDownsPenalty += 1;
    else if (o.kind === PlayKind.Pass) team.firstDownsPass += 1;
    else team.firstDownsRush += 1;
    narrate(s, o, start, yards);
    s.down = 1;
    s.distance = Math.min(10, 100 - newEnd);
    // chainsStopClock, written out: the chains stop the clock under this era's rules (always, or in a half's last
    // two minutes).
    if (
      s.rules.clockStopsOnFirstDown === 'always'
      || (s.quarter === 1 || s.quarter === 3 ? s.clock + 900 : s.clock) <= 120
    ) {
      s.chainStop = s.clockRunning;
    }
    return;
  }
  narrate(s, o, start, yards);
  if (snapDown === 3) team.thirdDownAttempts += 1;
  else if (snapDown === 4) team.fourthDownAttempts += 1;
  if (snapDown === 4) {
    s.turnOver('downs', newEnd, s.defense, 100 - newEnd);
    return;
  }
  s.distance = start + s.distance - newEnd;
  s.down = snapDown + 1;
  if (s.distance < 1) s.distance = 1;
}

function gainKind(o: Outcome): SnapGain['kind'] {
  switch (o.kind) {
    case PlayKind.Pass:
      return o.complete ? 'pass' : 'incomplete';
    case PlayKind.Sack:
      return 'sack';
    case PlayKind.Kneel:
      return 'kneel';
    case PlayKind.Spike:
      return 'spike';
    default:
      return 'run';
  }
}

/** Third- and fourth-down conversion counts for a down that ended. */
export function countDown(s: GameState, snapDown: number, converted: boolean): void {
  const team = s.team[s.offense];
  if (snapDown === 3) {
    team.thirdDownAttempts += 1;
    if (converted) team.thirdDownConversions += 1;
  } else if (snapDown === 4) {
    team.fourthDownAttempts += 1;
    if (converted) team.fourthDownConversions += 1;
  }
}

/** A first down by the play (`gained`), or by the personal foul added to it (its rare case here, not in commitPlay). */
function firstDownCredit(s: GameState, o: Outcome, gained = true): void {
  const team = s.team[s.offense];
  team.firstDowns += 1;
  if (!gained) team.firstDownsPenalty += 1;
  else if (o.kind === PlayKind.Pass) team.firstDownsPass += 1;
  else team.firstDownsRush += 1;
}
