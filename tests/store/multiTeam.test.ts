// Multi-team mode in the store: a dynasty of two coached programs, each with its own coach and board; a game they
// play each other is on the schedule once and coached by one of them; each coaches its own week, and the week is
// played once, for both, when the last coached game of it ends; moving on asks while the other has business left;
// a program dropped is the computer's again, and added back it is its player's.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceStage } from '../../src/store/actions/advance.js';
import { sendCoachedCall, startCoachedGame } from '../../src/store/actions/coach/coachGame.js';
import { readCoachedRecord } from '../../src/store/actions/coach/record.js';
import { newDynasty } from '../../src/store/actions/newDynasty.js';
import { addCoachedProgram, dropCoachedProgram } from '../../src/store/actions/programs.js';
import { setStaffRecruiting } from '../../src/store/actions/recruiting/actions.js';
import { coachedPrograms, programOf, staffRecruitsOn, type Program } from '../../src/store/program.js';
import { coachesByTeam, programCoach } from '../../src/store/queries/coaches.js';
import { gamesOfTeam } from '../../src/store/queries/games.js';
import { readState } from '../../src/store/queries/meta.js';
import type { SaveFile } from '../../src/store/saveFile.js';
import { PageContext } from '../../src/store/views/context.js';
import { ADVANCE_BUSINESS, programsView, refuseOthersBusiness } from '../../src/store/views/programs.js';
import { refusal } from '../helpers/refusals.js';

let dir: string;
let save: SaveFile;
let texas: Program;
let michigan: Program;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dynasty-multi-'));
  save = await newDynasty(join(dir, 'two.db'), { year: 2024, team: 'Texas', moreTeams: ['michigan'], seed: 7 });
  texas = programOf(save.db, 'Texas');
  michigan = programOf(save.db, 'Michigan');
}, 300_000);

afterAll(() => {
  save.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a dynasty of two coached programs', () => {
  it('gives each its own young coach, board and switch, and the last one named acts by default', () => {
    expect(coachedPrograms(save.db)).toEqual([
      { seat: 1, team: 'Texas' },
      { seat: 2, team: 'Michigan' },
    ]);
    expect(programOf(save.db)).toEqual(texas);
    for (const program of [texas, michigan]) {
      const coach = programCoach(save.db, program)!;
      expect(coach).toMatchObject({ team: program.team, isUser: true, wins: 0, losses: 0 });
      expect(staffRecruitsOn(save.db, program)).toBe(false);
      expect(
        save.db.get<{ auto: number }>('SELECT auto FROM recruiting_boards WHERE team = ?', [program.team])?.auto,
      ).toBe(0);
    }
    const info = new PageContext(save.db, michigan).info();
    expect(info.team).toBe('Michigan');
    expect(info.programs?.map((p) => p.team)).toEqual(['Texas', 'Michigan']);
    // Their booked game (Texas at Michigan in week 2) is on the schedule once.
    const shared = gamesOfTeam(save.db, 2024, 'Texas').filter((g) => g.home === 'Michigan' || g.away === 'Michigan');
    expect(shared).toHaveLength(1);
  });

  it('asks before the season starts while the other program has given no recruiting orders', () => {
    const asked = refusal(() => refuseOthersBusiness(save.db, texas, ADVANCE_BUSINESS, 'Go on?'));
    expect(asked.kind).toBe('conflict');
    expect(asked.message).toContain('Michigan: no recruiting orders this week');
    expect(programsView(new PageContext(save.db, texas)).waiting_on).toEqual(['Texas', 'Michigan']);
    save.change(() => setStaffRecruiting(save.db, michigan, true));
    expect(staffRecruitsOn(save.db, texas)).toBe(false);
    expect(() => refuseOthersBusiness(save.db, texas, ADVANCE_BUSINESS, 'Go on?')).not.toThrow();
    save.change(() => advanceStage(save.db));
    expect(readState(save.db).stage).toBe('season');
  });

  it('plays a week once, when the last program coaching a game of it has finished', () => {
    save.change(() => startCoachedGame(save.db, texas));
    save.change(() => startCoachedGame(save.db, michigan));
    const texasGame = readCoachedRecord(save.db, texas)!;
    expect(readCoachedRecord(save.db, michigan)!.gameId).not.toBe(texasGame.gameId);
    save.change(() => sendCoachedCall(save.db, texas, 'coordinator_rest'));
    // Texas's game is over; the week waits for Michigan's.
    expect(readCoachedRecord(save.db, texas)!.finished).toBe(true);
    expect(readState(save.db).currentWeek).toBe(1);
    expect(new PageContext(save.db, texas).info().coaching).toBeUndefined();
    expect(new PageContext(save.db, michigan).info().coaching?.week).toBe(1);
    save.change(() => sendCoachedCall(save.db, michigan, 'coordinator_rest'));
    expect(readState(save.db).currentWeek).toBe(2);
    const played = gamesOfTeam(save.db, 2024, 'Texas').find((g) => g.id === texasGame.gameId)!;
    expect(played.home_points).not.toBeNull();
  });

  it('has the game the two play each other coached by the one who started it', () => {
    const record = save.change(() => startCoachedGame(save.db, texas));
    expect([record.home.name, record.away.name].sort()).toEqual(['Michigan', 'Texas']);
    const refused = refusal(() => save.change(() => startCoachedGame(save.db, michigan)));
    expect(refused.message).toContain('Texas is coaching this game against Michigan');
    save.change(() => sendCoachedCall(save.db, texas, 'coordinator_rest'));
    expect(readState(save.db).currentWeek).toBe(3);
  });

  it('gives a dropped program back to the computer, and takes it back with its coach', () => {
    const coach = programCoach(save.db, michigan)!;
    save.change(() => dropCoachedProgram(save.db, 'Michigan'));
    expect(coachedPrograms(save.db)).toEqual([texas]);
    expect(coachesByTeam(save.db).get('Michigan')).toMatchObject({ id: coach.id, isUser: false });
    expect(save.db.get<{ auto: number }>('SELECT auto FROM recruiting_boards WHERE team = ?', ['Michigan'])?.auto).toBe(
      1,
    );
    expect(new PageContext(save.db).info().programs).toBeUndefined();
    expect(refusal(() => save.change(() => dropCoachedProgram(save.db, 'Texas'))).kind).toBe('conflict');
    const added = save.change(() => addCoachedProgram(save.db, 'michigan'));
    expect(added.program).toEqual({ seat: 3, team: 'Michigan' });
    expect(programCoach(save.db, added.program)).toMatchObject({ id: coach.id, isUser: true });
    expect(refusal(() => save.change(() => addCoachedProgram(save.db, 'Texas'))).kind).toBe('conflict');
    expect(refusal(() => programOf(save.db, 'Alabama')).kind).toBe('not_found');
  });
});
