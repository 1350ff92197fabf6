// The career ladder: a dynasty started as a coordinator; head coaching offers after a good season (none after an
// ordinary one), taking one makes the player a head coach and the dynasty moves to his new program.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { coordinatorOffers } from '../../src/core/coaches/carousel.js';
import { advanceStage } from '../../src/store/actions/advance.js';
import { acceptCoachOffer } from '../../src/store/actions/coaches/offers.js';
import { newDynasty } from '../../src/store/actions/newDynasty.js';
import { simulateTo } from '../../src/store/actions/season/simulate.js';
import { coachOffers, programCoach } from '../../src/store/queries/coaches.js';
import { readState } from '../../src/store/queries/meta.js';
import { programCoordinator } from '../../src/store/queries/staff.js';
import { PageContext } from '../../src/store/views/context.js';
import { staffView } from '../../src/store/views/staff.js';
import { joinAsCoordinator } from '../../src/store/actions/staff/staffActions.js';
import { runCli } from '../helpers/cli.js';
import { decideSeason, makeOpening } from '../helpers/careerSeasons.js';
import { programOf } from '../../src/store/program.js';

const dir = mkdtempSync(join(tmpdir(), 'dynasty-ladder-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the career ladder', () => {
  it('offers a coordinator head jobs no bigger than his program, only after a good run', () => {
    const at = (team: string, prestige: number, recentWinPct: number) => ({ team, prestige, recentWinPct });
    const openings = [at('Big', 6, 0.5), at('Same', 4, 0.5), at('Small', 2, 0.5)];
    expect(coordinatorOffers(at('Mine', 4, 0.75), openings)).toEqual(['Same', 'Small']);
    expect(coordinatorOffers(at('Mine', 4, 0.55), openings)).toEqual([]);
  });

  it('starts a dynasty as a coordinator and reaches a head coaching job', async () => {
    const save = await newDynasty(join(dir, 'ladder.db'), {
      year: 2016,
      team: 'Pittsburgh',
      seed: 1,
      role: 'coordinator',
    });
    expect(programCoach(save.db, programOf(save.db))).toBeNull();
    expect(staffView(save.db, programOf(save.db))).toMatchObject({ can_join: false, join_choices: [] });
    const me = programCoordinator(save.db, programOf(save.db))!;
    expect(me).toMatchObject({ team: 'Pittsburgh', role: 'OC', isUser: true });
    expect(staffView(save.db, programOf(save.db)).user_role).toBe('coordinator');
    save.change(() => advanceStage(save.db));
    save.change(() => simulateTo(save.db, new PageContext(save.db).lastWeek + 1));
    // A season well above what the program expects (read back from its games when it ends), and a job he can take.
    decideSeason(save.db, 2016, 'Pittsburgh', true);
    makeOpening(save.db, 2016, 'Pittsburgh');
    while (readState(save.db).stage !== 'summary') save.change(() => advanceStage(save.db));
    const offers = coachOffers(save.db, programOf(save.db), 2016);
    expect(offers.length).toBeGreaterThan(0);
    expect(staffView(save.db, programOf(save.db))).toMatchObject({ offers, can_accept: true });
    const accepted = save.change(() => acceptCoachOffer(save.db, programOf(save.db), offers[0]));
    expect(accepted.to).toBe(offers[0]);
    const coach = programCoach(save.db, programOf(save.db))!;
    expect(coach).toMatchObject({ first: me.first, last: me.last, team: offers[0], isUser: true });
    expect(programCoordinator(save.db, programOf(save.db))).toBeNull();
    expect(programOf(save.db).team).toBe(offers[0]);
    while (readState(save.db).stage !== 'preseason') save.change(() => advanceStage(save.db));
    expect(readState(save.db).year).toBe(2017);
    save.close();
  }, 240_000);

  it('lets a fired head coach take a coordinator job at a program no bigger, and refuses a bigger one', async () => {
    const save = await newDynasty(join(dir, 'fired.db'), { year: 2016, team: 'Purdue', seed: 6 });
    save.change(() => advanceStage(save.db));
    save.change(() => simulateTo(save.db, new PageContext(save.db).lastWeek + 1));
    // Three losing seasons in: the program has run out of patience.
    save.db.run('UPDATE coaches SET security = 0, since = 2013 WHERE is_user = 1');
    save.db.run('UPDATE team_seasons SET wins = 1, losses = 11 WHERE year = 2016 AND team = ?', ['Purdue']);
    while (readState(save.db).stage !== 'summary') save.change(() => advanceStage(save.db));
    expect(programCoach(save.db, programOf(save.db))!.team).toBeNull();
    // The Staff page offers the jobs: programs no bigger, most prestigious first.
    const offered = staffView(save.db, programOf(save.db));
    expect(offered.can_join).toBe(true);
    expect(offered.join_choices.length).toBeGreaterThan(0);
    const prestige = (t: string) =>
      save.db.get<{ p: number }>('SELECT prestige AS p FROM team_seasons WHERE year = 2016 AND team = ?', [t])!.p;
    for (const team of offered.join_choices) expect(prestige(team)).toBeLessThanOrEqual(prestige('Purdue'));
    expect(offered.join_choices).not.toContain('Ohio State');
    expect(() => joinAsCoordinator(save.db, programOf(save.db), 'Ohio State')).toThrow(/bigger program/);
    const result = save.change(() => joinAsCoordinator(save.db, programOf(save.db), 'Kent State'));
    expect(result.message).toContain('offensive coordinator of Kent State');
    expect(programCoordinator(save.db, programOf(save.db))).toMatchObject({
      team: 'Kent State',
      role: 'OC',
      isUser: true,
    });
    expect(programCoach(save.db, programOf(save.db))).toBeNull();
    expect(programOf(save.db).team).toBe('Kent State');
    expect(staffView(save.db, programOf(save.db))).toMatchObject({
      can_join: false,
      join_choices: [],
      user_role: 'coordinator',
    });
    expect(() => joinAsCoordinator(save.db, programOf(save.db), 'Kent State')).toThrow(
      /Only a head coach who was fired/,
    );
    while (readState(save.db).stage !== 'preseason') save.change(() => advanceStage(save.db));
    expect(programCoordinator(save.db, programOf(save.db))!.team).toBe('Kent State');
    save.close();
  }, 240_000);

  it('takes --role coordinator on the command line and refuses another role', async () => {
    const env = { DYNASTY_SAVE: join(dir, 'cli.db') };
    const bad = await runCli(['new', '--year', '2020', '--team', 'Iowa', '--role', 'boss'], env);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/head-coach or coordinator/);
    expect((await runCli(['new', '--year', '2020', '--team', 'Iowa', '--role', 'coordinator'], env)).status).toBe(0);
    const staff = await runCli(['staff'], env);
    expect(staff.stdout).toMatch(/\(you\)/);
    expect(staff.stdout).toMatch(/You are a coordinator/);
  }, 60_000);
});
