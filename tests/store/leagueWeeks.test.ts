// In an online league's save only the league's turn plays a week (here simulateTo, as the turn's job runs it): a
// coached game's end and a head-to-head game's end play no week, their results counting when the turn plays it; a
// head-to-head game of a later week does not kick off; a coached game over and waiting for its week is not forced.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceStage } from '../../src/store/actions/advance.js';
import { sendCoachedCall, startCoachedGame } from '../../src/store/actions/coach/coachGame.js';
import {
  expireHeadToHead,
  headToHeadOf,
  kickOffHeadToHead,
  replayHeadToHead,
} from '../../src/store/actions/coach/headToHead.js';
import { forceWinner } from '../../src/store/actions/godMode.js';
import { newDynasty } from '../../src/store/actions/newDynasty.js';
import { addCoachedProgram } from '../../src/store/actions/programs.js';
import { simulateTo } from '../../src/store/actions/season/simulate.js';
import { programOf, type Program } from '../../src/store/program.js';
import { findGame, type GameRow } from '../../src/store/queries/games.js';
import { recordLeagueTurn } from '../../src/store/queries/leagueTurn.js';
import { readState } from '../../src/store/queries/meta.js';
import type { SaveFile } from '../../src/store/saveFile.js';
import { expectGameError, tablesHash } from '../helpers/refusals.js';

let dir: string;
let save: SaveFile;
/** Two programs that meet after a week both have off: the head-to-head game of a later week. */
let meeting: GameRow;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dynasty-league-weeks-'));
  save = await newDynasty(join(dir, 'league.db'), { year: 2024, team: 'Texas', seed: 7 });
  save.change(() => recordLeagueTurn(save.db, 0));
  save.change(() => advanceStage(save.db));
  const games = save.db.all<GameRow>('SELECT * FROM games WHERE year = 2024 ORDER BY week, id');
  const plays = (team: string, week: number) =>
    games.some((g) => g.week === week && (g.home === team || g.away === team));
  meeting = games.find(
    (g) =>
      g.week >= 3
      && g.fcs === 0
      && g.home !== 'Texas'
      && g.away !== 'Texas'
      && !plays(g.home, g.week - 1)
      && !plays(g.away, g.week - 1),
  )!;
  for (const team of [meeting.home, meeting.away]) save.change(() => addCoachedProgram(save.db, team));
}, 300_000);

afterAll(() => {
  save.close();
  rmSync(dir, { recursive: true, force: true });
});

const week = () => readState(save.db).currentWeek;
const unchanged = () => tablesHash(save.db);

describe("a coach's own game in a league's save", () => {
  it('ends without playing its week, and is not forced while its week waits', () => {
    const texas = programOf(save.db, 'Texas');
    const record = save.change(() => startCoachedGame(save.db, texas));
    expect(record.week).toBe(1);
    save.change(() => sendCoachedCall(save.db, texas, 'coordinator_rest'));
    expect(week()).toBe(1);
    expect(findGame(save.db, record.gameId)?.home_points).toBeNull();
    const other = record.side === 'home' ? record.away.name : record.home.name;
    expectGameError(
      () => save.change(() => forceWinner(save.db, record.gameId, other)),
      'conflict',
      /Texas is coaching .*: its result is its coach's calls'/,
      unchanged,
    );
  });
});

describe("a head-to-head game in a league's save", () => {
  let home: Program;
  let away: Program;

  it("does not kick off before its week: the weeks before it are the turns'", () => {
    home = programOf(save.db, meeting.home);
    away = programOf(save.db, meeting.away);
    save.change(() => simulateTo(save.db, meeting.week - 1));
    expect(week()).toBe(meeting.week - 1);
    expectGameError(
      () => save.change(() => kickOffHeadToHead(save.db, home, away)),
      'conflict',
      /is not in the week to come/,
      unchanged,
    );
  });

  it('ends without playing its week; the turn plays it with the result the coaches played', () => {
    // The league's turn plays the week before it.
    save.change(() => simulateTo(save.db, meeting.week));
    save.change(() => kickOffHeadToHead(save.db, home, away));
    // Nobody calls: each play clock runs out, and the coordinators call both sides to the end.
    for (let n = 0; n < 1000; n++) {
      const pair = headToHeadOf(save.db, home)!;
      if (pair.mine.finished) break;
      const run = replayHeadToHead(pair, readState(save.db).seed);
      save.change(() => expireHeadToHead(save.db, home, run.point));
    }
    const pair = headToHeadOf(save.db, home)!;
    expect(pair.mine.finished).toBe(true);
    const final = replayHeadToHead(pair, readState(save.db).seed).result!;
    expect(week()).toBe(meeting.week);
    expect(findGame(save.db, meeting.id)?.home_points).toBeNull();
    save.change(() => simulateTo(save.db, meeting.week + 1));
    expect(findGame(save.db, meeting.id)).toMatchObject({
      home_points: final.homePoints,
      away_points: final.awayPoints,
    });
  });
});
