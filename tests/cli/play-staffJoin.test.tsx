// dynasty play: a head coach fired at the season summary sees coordinator jobs at programs no bigger on the Staff
// screen (S); ↑↓ chooses one, ⏎ asks, and y takes it through the same use case as `dynasty staff join`.
import { describe, expect, it } from 'vitest';
import { lastWeekFor } from '../../src/core/season/calendar.js';
import { advanceStage } from '../../src/store/actions/advance.js';
import { simulateTo } from '../../src/store/actions/season/simulate.js';
import { programCoach } from '../../src/store/queries/coaches.js';
import { readState } from '../../src/store/queries/meta.js';
import { programCoordinator } from '../../src/store/queries/staff.js';
import { staffView } from '../../src/store/views/staff.js';
import { expectFits, KEYS, prepareSave, screenOfFile } from './play-helpers.js';
import { programOf } from '../../src/store/program.js';

const game = screenOfFile((path) =>
  prepareSave(path, { year: 2016, team: 'Purdue', playoffTeams: 4 }, (save) =>
    save.change(() => {
      advanceStage(save.db);
      simulateTo(save.db, lastWeekFor(readState(save.db).playoff.teams) + 1);
      // Three losing seasons in: the program has run out of patience.
      save.db.run('UPDATE coaches SET security = 0, since = 2013 WHERE is_user = 1');
      save.db.run('UPDATE team_seasons SET wins = 1, losses = 11 WHERE year = 2016 AND team = ?', ['Purdue']);
      advanceStage(save.db); // summary
    }),
  ),
);

describe('dynasty play: a fired head coach takes a coordinator job', () => {
  it('lists the jobs on the Staff screen and takes the chosen one with enter', async () => {
    const db = game.session.context().db;
    expect(programCoach(db, programOf(db))!.team).toBeNull();
    const jobs = staffView(db, programOf(db)).join_choices;
    expect(jobs.length).toBeGreaterThan(1);
    await game.waitFor('Continue: 2016 Purdue');
    await game.press('c');
    await game.waitFor('2016 season summary', 30_000);
    await game.press('S');
    // The season summary also says he was fired: wait for the Staff screen's offer itself.
    let frame = await game.waitFor(/You were fired[\s\S]*take the job/);
    expect(frame).toContain(jobs[0]);
    expect(frame).toContain('take the job');
    expectFits(frame);
    await game.press(KEYS.down, KEYS.enter);
    // Taking a job gives up the others: the screen asks first.
    await game.waitFor(`Take the offensive coordinator job at ${jobs[1]}?`);
    const before = game.session.context().db;
    expect(programCoordinator(before, programOf(before))).toBeNull();
    await game.press('y');
    frame = await game.waitFor(`offensive coordinator of ${jobs[1]}`);
    const after = game.session.context().db;
    expect(programCoordinator(after, programOf(after))).toMatchObject({ team: jobs[1], role: 'OC', isUser: true });
    expect(programOf(after).team).toBe(jobs[1]);
    expect(staffView(after, programOf(after)).can_join).toBe(false);
  });
});
