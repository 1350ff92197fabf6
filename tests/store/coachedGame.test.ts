// Coaching the player's game through the store: the coordinator's game is the week's simulated game, a coached game
// is kept in the save and resumes where it was left, bad calls change nothing, and the finished game is graded.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceStage } from '../../src/store/actions/advance.js';
import { sendCoachedCall, startCoachedGame } from '../../src/store/actions/coach/coachGame.js';
import { coachedCallsKey, readCoachedRecord } from '../../src/store/actions/coach/record.js';
import { newDynasty } from '../../src/store/actions/newDynasty.js';
import { simulateTo } from '../../src/store/actions/season/simulate.js';
import { gamesOfWeek } from '../../src/store/queries/games.js';
import { SaveFile } from '../../src/store/saveFile.js';
import { coachedGameView } from '../../src/store/views/coachedGame.js';
import { PageContext } from '../../src/store/views/context.js';
import { programOf } from '../../src/store/program.js';

const dir = mkdtempSync(join(tmpdir(), 'dynasty-coached-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const TEAM = 'Michigan';
const simulated = join(dir, 'simulated.db');
const coached = join(dir, 'coached.db');

async function seasonSave(path: string): Promise<SaveFile> {
  const save = await newDynasty(path, { year: 2024, team: TEAM, seed: 11 });
  save.change(() => advanceStage(save.db));
  return save;
}

beforeAll(async () => {
  const a = await seasonSave(simulated);
  a.change(() => simulateTo(a.db, 2));
  a.close();
  (await seasonSave(coached)).close();
});

describe('a coached game in the save', () => {
  it('a game the coordinator coaches is the week as simulated: the same scores, every game of the week', async () => {
    const save = await SaveFile.open(coached);
    const record = save.change(() => startCoachedGame(save.db, programOf(save.db)));
    expect(record.week).toBe(1);
    // A head coach calls every decision.
    expect(record.callsOnly).toBeUndefined();
    expect(coachedGameView(new PageContext(save.db)).you_call).toBeNull();
    expect(save.change(() => sendCoachedCall(save.db, programOf(save.db), 'coordinator_rest')).finished).toBe(true);
    const sim = await SaveFile.open(simulated);
    const scores = (s: SaveFile) => gamesOfWeek(s.db, 2024, 1).map((g) => [g.id, g.home_points, g.away_points]);
    expect(scores(save)).toEqual(scores(sim));
    const view = coachedGameView(new PageContext(save.db));
    expect(view.status).toBe('final');
    expect(view.plays.at(-1)!.home_wp).toBe(view.home_score > view.away_score ? 100 : 0);
    expect(view.grades?.summary).toMatch(/decisions graded|No fourth-down/);
    for (const g of view.grades!.grades) {
      expect(g.by_coordinator).toBe(true);
      expect(g.text).toMatch(/: \d+%.* - the coordinator /);
    }
    sim.close();
    save.close();
  });

  it('is left and resumed where it stood, and refuses bad calls without changing anything', async () => {
    let save = await SaveFile.open(coached);
    // Every decision comes to the coach (tries and kick-offs too).
    const record = save.change(() =>
      startCoachedGame(save.db, programOf(save.db), { situations: ['every', 'kicks'], sides: 'both' }),
    );
    expect(record.week).toBe(2);
    let view = coachedGameView(new PageContext(save.db));
    expect(view.status).toBe('playing');
    // A few calls of the coach's own, then leave.
    let tried = false;
    for (let i = 0; i < 200 && (i < 12 || !tried); i++) {
      const pending = coachedGameView(new PageContext(save.db)).pending!;
      tried ||= pending.kind === 'try';
      const offense = ['inside_run', 'coordinator', 'play_action', 'coordinator'][i % 4];
      const call =
        pending.kind === 'offense'
          ? offense
          : pending.kind === 'defense'
            ? 'run_blitz'
            : pending.kind === 'try'
              ? 'two'
              : 'normal';
      save.change(() =>
        sendCoachedCall(save.db, programOf(save.db), pending.calls.includes(call) ? call : 'coordinator'),
      );
    }
    view = coachedGameView(new PageContext(save.db));
    save.close();
    save = await SaveFile.open(coached);
    const again = coachedGameView(new PageContext(save.db));
    expect(again).toEqual({ ...view, info: again.info });
    expect(again.calls_made).toBeGreaterThanOrEqual(12);
    // Starting again resumes the same game.
    expect(save.change(() => startCoachedGame(save.db, programOf(save.db))).calls).toEqual(
      readCoachedRecord(save.db, programOf(save.db))!.calls,
    );
    // Bad calls: unknown, of the other side, impossible now.
    const before = readCoachedRecord(save.db, programOf(save.db))!.calls.length;
    const wrongSide = again.pending!.kind === 'offense' ? 'zone' : 'deep_shot';
    for (const bad of ['hook_and_ladder', wrongSide, 'coordinator_forever']) {
      expect(() => save.change(() => sendCoachedCall(save.db, programOf(save.db), bad))).toThrow(/Unknown call/);
    }
    expect(readCoachedRecord(save.db, programOf(save.db))!.calls.length).toBe(before);
    // The coordinator for the rest of the drive, then for the game.
    save.change(() => sendCoachedCall(save.db, programOf(save.db), 'coordinator_drive'));
    expect(readCoachedRecord(save.db, programOf(save.db))!.calls.length).toBeGreaterThan(before);
    save.change(() => sendCoachedCall(save.db, programOf(save.db), 'coordinator_rest'));
    const final = coachedGameView(new PageContext(save.db));
    expect(final.status).toBe('final');
    const game = gamesOfWeek(save.db, 2024, 2).find((g) => g.id === final.id)!;
    expect([game.home_points, game.away_points]).toEqual([final.home_score, final.away_score]);
    expect(final.grades!.grades.some((g) => !g.by_coordinator && g.kind === 'two_point')).toBe(true);
    save.close();
  });

  it('a coached game left unfinished is finished by the coordinator when its week is played', async () => {
    const save = await SaveFile.open(coached);
    const record = save.change(() => startCoachedGame(save.db, programOf(save.db)));
    expect(record.week).toBe(3);
    for (const call of ['coordinator', 'coordinator', 'coordinator_drive'])
      save.change(() => sendCoachedCall(save.db, programOf(save.db), call));
    const left = readCoachedRecord(save.db, programOf(save.db))!;
    save.change(() => simulateTo(save.db, 4));
    const after = readCoachedRecord(save.db, programOf(save.db))!;
    expect(after.finished).toBe(true);
    expect(after.calls.slice(0, left.calls.length)).toEqual(left.calls);
    const view = coachedGameView(new PageContext(save.db));
    const game = gamesOfWeek(save.db, 2024, 3).find((g) => g.id === record.gameId)!;
    expect([game.home_points, game.away_points]).toEqual([view.home_score, view.away_score]);
    save.close();
  });

  it('a snap rewrites the calls alone, and a record of earlier saves (its calls inside) reads as before', async () => {
    const save = await SaveFile.open(coached);
    const program = programOf(save.db);
    save.change(() => startCoachedGame(save.db, program));
    const game = () =>
      save.db.get<{ game: string }>('SELECT coached_game AS game FROM coached_programs WHERE seat = ?', [program.seat])
        ?.game;
    const calls = () =>
      save.db.get<{ value: string }>('SELECT value FROM meta WHERE key = ?', [coachedCallsKey(program.seat)])?.value;
    const rowsChanged = () => save.db.get<{ n: number }>('SELECT total_changes() AS n')!.n;
    const stored = game();
    const had = readCoachedRecord(save.db, program)!.calls.length;
    const before = rowsChanged();
    save.change(() => sendCoachedCall(save.db, program, 'coordinator'));
    // One row written: the calls; the game and its teams' rosters are left as they are.
    expect(rowsChanged() - before).toBe(1);
    expect(game()).toBe(stored);
    const record = readCoachedRecord(save.db, program)!;
    expect(record.calls.length).toBeGreaterThan(had);
    expect(JSON.parse(calls()!)).toEqual(record.calls);
    save.change(() => {
      save.db.run('UPDATE coached_programs SET coached_game = ? WHERE seat = ?', [
        JSON.stringify(record),
        program.seat,
      ]);
      save.db.run('DELETE FROM meta WHERE key = ?', [coachedCallsKey(program.seat)]);
    });
    expect(readCoachedRecord(save.db, program)).toEqual(record);
    // A snap of such a game keeps its calls apart from then on, as a new game does.
    save.change(() => sendCoachedCall(save.db, program, 'coordinator'));
    const after = readCoachedRecord(save.db, program)!;
    expect(after.calls.length).toBeGreaterThan(record.calls.length);
    expect(JSON.parse(calls()!)).toEqual(after.calls);
    expect(JSON.parse(game()!).calls).toEqual([]);
    save.close();
  });
});
