// Recruiting in the save (issue 13): the cycle starts with the season, the player's orders spend the week's
// hours and are carried out when the week is played, every program recruits each week, and signing day turns
// commitments into freshmen, fills every roster with walk-ons and leaves none of the cycle's rows behind.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROSTER_SIZE } from '../../src/core/players/tuning.js';
import type { ProspectStatus } from '../../src/core/recruiting/index.js';
import { ACTION_HOURS, RECRUITING_WEEKS } from '../../src/core/recruiting/tuning.js';
import { advanceStage } from '../../src/store/actions/advance.js';
import { newDynasty } from '../../src/store/actions/newDynasty.js';
import {
  addToBoard,
  contactProspect,
  hostVisit,
  offerScholarship,
  pitchProspect,
  scoutProspect,
  setStaffRecruiting,
} from '../../src/store/actions/recruiting/actions.js';
import { RecruitingDesk } from '../../src/store/actions/recruiting/desk.js';
import { recruitingProgram } from '../../src/store/actions/recruiting/programs.js';
import { simulateTo } from '../../src/store/actions/season/simulate.js';
import type { Db } from '../../src/store/database.js';
import { packSuitors, unpackSuitors } from '../../src/store/encoding/recruitingSuitors.js';
import { GameError } from '../../src/store/errors.js';
import { readState } from '../../src/store/queries/meta.js';
import { loadCycle, loadCycleForSigning } from '../../src/store/queries/recruiting.js';
import type { SaveFile } from '../../src/store/saveFile.js';
import { programOf } from '../../src/store/program.js';
import { PageContext } from '../../src/store/views/context.js';
import { deskOf } from '../../src/store/views/recruiting/desk.js';

const dir = mkdtempSync(join(tmpdir(), 'dynasty-recruiting-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const TEAM = 'Iowa State';
let save: SaveFile;
let db: Db;

function count(sql: string, params: (string | number)[] = []): number {
  return Number(db.get<{ n: number }>(sql, params)?.n ?? 0);
}

beforeAll(async () => {
  save = await newDynasty(join(dir, 'recruiting.db'), { year: 2022, team: TEAM, seed: 21, playoffTeams: 4 });
  db = save.db;
});
afterAll(() => save?.close());

describe('the suitors blob', () => {
  it('keeps every suitor exactly (interest to the last bit)', () => {
    const status: Record<number, ProspectStatus> = {
      7: {
        suitors: [
          { program: 'Texas', interest: 12.345678901234567, offered: true, visited: false, effort: 14 },
          { program: 'Rice', interest: 0.1, offered: false, visited: true, effort: 3 },
        ],
        committedTo: null,
        committedWeek: 0,
        signedWith: null,
      },
      9: { suitors: [], committedTo: null, committedWeek: 0, signedWith: null },
      70000: {
        suitors: [{ program: 'Rice', interest: 99.99, offered: true, visited: true, effort: 60 }],
        committedTo: 'Rice',
        committedWeek: 3,
        signedWith: null,
      },
    };
    const programs = ['Rice', 'Texas'];
    const back = unpackSuitors(packSuitors(status, programs), programs);
    expect(back.get(7)).toEqual(status[7].suitors);
    expect(back.has(9)).toBe(false);
    expect(back.get(70000)).toEqual(status[70000].suitors);
  });
});

describe('a recruiting cycle in the save', () => {
  it('opens with the preseason: a national class, a board for every program, ids reserved for the prospects', () => {
    const before = readState(db);
    expect(loadCycle(db)?.state.week).toBe(0);
    save.change(() => advanceStage(db));
    const cycle = loadCycle(db)!;
    // The spring and summer were played as the season started: the class is partly committed before week 1.
    expect(cycle.state.week).toBe(0);
    expect(Object.values(cycle.state.status).some((s) => s.committedTo !== null)).toBe(true);
    expect(cycle.year).toBe(2022);
    expect(cycle.state.prospects).toHaveLength(3000);
    expect(Object.keys(cycle.state.boards).length).toBe(
      count('SELECT COUNT(*) AS n FROM team_seasons WHERE year = 2022'),
    );
    // "Let my staff recruit" is off for a new dynasty: the player's board is his own; every other staff recruits.
    expect(cycle.state.boards[TEAM].auto).toBe(false);
    expect(cycle.state.boards[TEAM].targets).toEqual([]);
    expect(cycle.state.boards.Texas.auto).toBe(true);
    const ids = cycle.state.prospects.map((p) => p.id);
    expect(Math.min(...ids) + 3000).toBe(before.nextPlayerId);
    expect(readState(db).nextPlayerId).toBe(before.nextPlayerId);
  });

  it("queues orders against the week's hours and refuses what does not fit, changing nothing", () => {
    const desk = new RecruitingDesk(db, programOf(db));
    const weekly = desk.hours().weekly;
    const [target, other] = desk.cycle!.state.prospects.filter(
      (p) => (p.stars === 3 && p.state === 'IA') || (p.stars === 3 && p.state === 'MO'),
    );
    save.change(() => addToBoard(db, programOf(db), target.id));
    save.change(() => scoutProspect(db, programOf(db), target.id));
    save.change(() => contactProspect(db, programOf(db), target.id));
    save.change(() => offerScholarship(db, programOf(db), target.id));
    save.change(() => pitchProspect(db, programOf(db), target.id, 'proximity'));
    const home = desk.homeWeek();
    if (home) save.change(() => hostVisit(db, programOf(db), target.id));
    else
      expect(() => save.change(() => hostVisit(db, programOf(db), target.id))).toThrow(
        /official visits are hosted on home game weeks/,
      );
    const spent =
      ACTION_HOURS.scout
      + ACTION_HOURS.contact
      + ACTION_HOURS.offer
      + ACTION_HOURS.pitch
      + (home ? ACTION_HOURS.visit : 0);
    expect(new RecruitingDesk(db, programOf(db)).hours()).toEqual({ weekly, queued: spent, left: weekly - spent });
    // Scouting the rest of the week away, then one more is refused (nothing written).
    const cheap = desk.cycle!.state.prospects.filter((p) => p.stars === 2).slice(0, 40);
    let left = weekly - spent;
    for (let i = 0; left >= ACTION_HOURS.scout; i++, left -= ACTION_HOURS.scout)
      save.change(() => scoutProspect(db, programOf(db), cheap[i].id));
    const orders = count('SELECT COUNT(*) AS n FROM recruiting_orders');
    const error = (() => {
      try {
        save.change(() => contactProspect(db, programOf(db), other.id));
      } catch (e) {
        return e;
      }
      return null;
    })();
    if (left >= ACTION_HOURS.contact) expect(error).toBeNull();
    else {
      expect(error).toBeInstanceOf(GameError);
      expect((error as GameError).message).toMatch(/Not enough recruiting hours/);
      expect(count('SELECT COUNT(*) AS n FROM recruiting_orders')).toBe(orders);
    }
    expect(() => save.change(() => scoutProspect(db, programOf(db), 'Nobody Atall'))).toThrow(
      /No prospect named "Nobody Atall"/,
    );
  });

  it("carries the orders out when the week is played, with every other program's recruiting", () => {
    const desk = new RecruitingDesk(db, programOf(db));
    const target = desk.cycle!.state.boards[TEAM].targets[0];
    save.change(() => simulateTo(db, 2));
    const after = loadCycle(db)!;
    expect(after.state.week).toBe(1);
    const suitor = after.state.status[target].suitors.find((s) => s.program === TEAM)!;
    expect(suitor.offered).toBe(true);
    expect(suitor.interest).toBeGreaterThan(0);
    expect(suitor.effort).toBeGreaterThanOrEqual(
      ACTION_HOURS.scout + ACTION_HOURS.contact + ACTION_HOURS.offer + ACTION_HOURS.pitch,
    );
    expect(after.state.boards[TEAM].scouting[target]).toBe(1);
    expect(count('SELECT COUNT(*) AS n FROM recruiting_orders')).toBe(0);
    // Every computer staff worked its board.
    const suitorsOf = (team: string) =>
      after.state.prospects.filter((p) => after.state.status[p.id].suitors.some((s) => s.program === team)).length;
    expect(suitorsOf('Alabama')).toBeGreaterThan(20);
    expect(suitorsOf('Kent State')).toBeGreaterThan(20);
  });

  it("builds the player's program alone with the values the full build gives it", () => {
    const desk = new RecruitingDesk(db, programOf(db));
    const page = deskOf(new PageContext(db));
    const all = new RecruitingDesk(db, programOf(db)).programs();
    expect(all.length).toBeGreaterThan(100);
    const ours = all.find((p) => p.name === TEAM)!;
    expect(ours.contending).toBeGreaterThan(0);
    expect(desk.userProgram()).toStrictEqual(ours);
    expect(page.userProgram()).toStrictEqual(ours);
    expect(page.programs()).toStrictEqual(all);
    const league = desk.league();
    for (const team of ['Alabama', 'Kent State', 'Hawaii']) {
      const alone = recruitingProgram(db, league, desk.cycle!.needs, team);
      expect(alone?.name).toBe(team);
      expect(alone).toStrictEqual(all.find((p) => p.name === team));
    }
    expect(recruitingProgram(db, league, desk.cycle!.needs, 'Nowhere State')).toBeUndefined();
  });

  it('stops after the last week of the season, and signing day signs the classes and fills every roster', {
    timeout: 240_000,
  }, () => {
    save.change(() => setStaffRecruiting(db, programOf(db), true));
    expect(loadCycle(db)!.state.boards[TEAM].auto).toBe(true);
    save.change(() => simulateTo(db, readState(db).playoff.teams === 4 ? 18 : 17));
    const closed = loadCycle(db)!;
    expect(closed.state.week).toBe(RECRUITING_WEEKS);
    // The season's weeks are over; the late weeks (the January contact period) are open to orders, played after the
    // season or on signing day (lateSignings.test.ts).
    expect(new RecruitingDesk(db, programOf(db)).info()).toMatchObject({ status: 'open', late: true });
    const committed = closed.state.prospects
      .filter((p) => closed.state.status[p.id].committedTo === TEAM)
      .map((p) => p.id);
    // A class to sign: the player's staff, recruiting for him from the second week, lands commitments before signing
    // day (with decisions kept to the cycle's end, few by the last week: 1 for this program on seed 21); signing day
    // signs the undecided who favour it and fills the rest of the roster.
    expect(committed.length).toBeGreaterThan(0);
    // Signing day reads the closed cycle without its boards: the same class, statuses, needs and programs.
    const toSign = loadCycleForSigning(db)!;
    expect(toSign.state.boards).toEqual({});
    expect({ ...toSign.state, boards: null }).toEqual({ ...closed.state, boards: null });
    expect(toSign.needs).toEqual(closed.needs);
    expect(toSign.programs).toEqual(closed.programs);
    save.change(() => advanceStage(db)); // summary
    save.change(() => advanceStage(db)); // progression
    const returning = new Map(
      db
        .all<{ team: string; n: number }>('SELECT team, COUNT(*) AS n FROM players WHERE active = 1 GROUP BY team')
        .map((r) => [r.team, r.n]),
    );
    // Who was off the rosters before signing day, and with which program (portal entrants keep their old one).
    const inactiveBefore = new Map(
      db.all<{ id: number; team: string }>('SELECT id, team FROM players WHERE active = 0').map((r) => [r.id, r.team]),
    );
    save.change(() => advanceStage(db)); // signing day
    // After the 2022-2024 seasons the spring window opens with signing day: its entrants leave their rosters. They are
    // returning players, new freshmen, and transfers who signed in the winter window as signing day began and
    // entered again (off a roster before, but with another program): each counts for the program he leaves.
    const leaving = db
      .all<{ id: number; team: string; pos: string }>('SELECT id, team, pos FROM players WHERE active = 0')
      .filter((r) => inactiveBefore.get(r.id) !== r.team);
    // Spring leavers by program, in all and at each position of the roster minimum.
    const springLeavers = new Map<string, number>();
    const leftAt = (team: string, pos: string): number =>
      leaving.filter((r) => r.team === team && r.pos === pos).length;
    for (const { team } of leaving) springLeavers.set(team, (springLeavers.get(team) ?? 0) + 1);
    expect(readState(db).stage).toBe('recruiting_summary');
    // Commitments signed with their prospect ids; the cycle's rows are gone, the news stays.
    const signed = db
      .all<{ player_id: number }>(
        "SELECT player_id FROM roster_changes WHERE year = 2022 AND kind = 'recruit' AND team = ?",
        [TEAM],
      )
      .map((r) => r.player_id);
    expect(signed).toEqual(expect.arrayContaining(committed));
    for (const table of ['recruiting_cycle', 'recruiting_class', 'recruiting_boards', 'recruiting_orders'])
      expect(count(`SELECT COUNT(*) AS n FROM ${table}`)).toBe(0);
    expect(count('SELECT COUNT(*) AS n FROM recruiting_news')).toBeGreaterThan(1000);
    // Every roster is complete: back to 85 (a class adds at most 25), two quarterbacks, eight linemen, a kicker, a punter.
    for (const row of db.all<{ team: string; n: number; qb: number; ol: number; k: number; p: number }>(
      `SELECT team, COUNT(*) AS n, SUM(pos = 'QB') AS qb, SUM(pos = 'OL') AS ol, SUM(pos = 'K') AS k, SUM(pos = 'P') AS p
       FROM players WHERE active = 1 GROUP BY team`,
    )) {
      const before = returning.get(row.team) ?? 0;
      // Signing day filled every roster; a program that then lost spring entrants refills at the turn of the year
      // (springPortal.ts), so they are counted back, in all and at each position.
      expect(row.n + (springLeavers.get(row.team) ?? 0), row.team).toBeGreaterThanOrEqual(
        Math.min(ROSTER_SIZE, before + 25),
      );
      expect(row.qb + leftAt(row.team, 'QB'), row.team).toBeGreaterThanOrEqual(2);
      expect(row.ol + leftAt(row.team, 'OL'), row.team).toBeGreaterThanOrEqual(8);
      expect(row.k + leftAt(row.team, 'K'), row.team).toBeGreaterThanOrEqual(1);
      expect(row.p + leftAt(row.team, 'P'), row.team).toBeGreaterThanOrEqual(1);
    }
    // An offer to a signed prospect is refused as such.
    expect(() => save.change(() => offerScholarship(db, programOf(db), committed[0]))).toThrow(
      /already signed with Iowa State on signing day/,
    );
    // The staff switch outlives the cycle: turned off now, the next class starts with the player recruiting.
    save.change(() => setStaffRecruiting(db, programOf(db), false));
    save.change(() => advanceStage(db)); // next preseason
    save.change(() => advanceStage(db)); // next season
    const next = loadCycle(db)!;
    expect(next.year).toBe(2023);
    expect(next.state.boards[TEAM].auto).toBe(false);
    // The last cycle's news is gone; the new one's spring and summer made its own.
    expect(count('SELECT COUNT(*) AS n FROM recruiting_news WHERE year <> 2023')).toBe(0);
    expect(count('SELECT COUNT(*) AS n FROM recruiting_news WHERE year = 2023 AND week = 0')).toBeGreaterThan(0);
  });
});
