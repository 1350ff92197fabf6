// A career begun as a coordinator, on a real save: the head coach's staff recruits his program's class whatever the
// "let my staff recruit" switch says (it is not his to turn), his contract is renewed as it ends and reads right in
// the seasons after, and when he takes a head job his career counts only his own seasons, not his new program's.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastWeekFor } from '../../src/core/season/calendar.js';
import type { Stage } from '../../src/core/season/stages.js';
import { contractText } from '../../src/shared/contractText.js';
import { advanceStage } from '../../src/store/actions/advance.js';
import { acceptCoachOffer } from '../../src/store/actions/coaches/offers.js';
import { newDynasty } from '../../src/store/actions/newDynasty.js';
import { setStaffRecruiting } from '../../src/store/actions/recruiting/actions.js';
import { simulateTo } from '../../src/store/actions/season/simulate.js';
import { coachOffers } from '../../src/store/queries/coaches.js';
import { readState } from '../../src/store/queries/meta.js';
import type { SaveFile } from '../../src/store/saveFile.js';
import { coachView } from '../../src/store/views/coach.js';
import { PageContext } from '../../src/store/views/context.js';
import { recruitingSummaryView } from '../../src/store/views/recruitingSummary.js';
import { staffView } from '../../src/store/views/staff.js';
import { expectGameError, tablesHash } from '../helpers/refusals.js';
import { decideSeason, makeOpening } from '../helpers/careerSeasons.js';
import { programOf } from '../../src/store/program.js';

const dir = mkdtempSync(join(tmpdir(), 'dynasty-coordinator-career-'));
const TEAM = 'Pittsburgh';
let save: SaveFile;

beforeAll(async () => {
  save = await newDynasty(join(dir, 'career.db'), { year: 2016, team: TEAM, seed: 4, role: 'coordinator' });
}, 60_000);
afterAll(() => {
  save.close();
  rmSync(dir, { recursive: true, force: true });
});

function playSeason(): void {
  save.change(() => advanceStage(save.db));
  save.change(() => simulateTo(save.db, lastWeekFor(readState(save.db).playoff.teams) + 1));
}

function advanceTo(stage: Stage): void {
  while (readState(save.db).stage !== stage) save.change(() => advanceStage(save.db));
}

const myContract = () => staffView(save.db, programOf(save.db)).coordinators.find((c) => c.is_user)!;

describe('a coordinator career', () => {
  it("signs a class through the head coach's staff, and renews his contract as it ends", () => {
    // The switch is off (a new dynasty's default), and not his to turn.
    expectGameError(
      () => save.change(() => setStaffRecruiting(save.db, programOf(save.db), false)),
      'conflict',
      /You are a coordinator: the head coach's staff recruits/,
      () => tablesHash(save.db),
    );
    // His contract ends with this season.
    save.db.run('UPDATE coordinators SET contract_until = 2016 WHERE is_user = 1');
    expect(contractText(myContract())).toBe('2016 (ends)');
    playSeason();
    advanceTo('recruiting_summary');
    const signed = recruitingSummaryView(new PageContext(save.db)).team_rankings.find((t) => t.team_name === TEAM);
    expect(signed?.player_count ?? 0).toBeGreaterThan(10);
    advanceTo('preseason');
    expect(readState(save.db).year).toBe(2017);
    const mine = myContract();
    expect(mine.contract_until).toBeGreaterThanOrEqual(2018);
    expect(contractText(mine)).toBe(String(mine.contract_until));
  }, 400_000);

  it('counts only his own seasons once he takes a head job', () => {
    playSeason();
    // Two seasons well above what the program expects: head jobs are offered. 2016 is on record; 2017's record is
    // read from its games when the season ends, so its games go his program's way.
    save.db.run('UPDATE team_seasons SET wins = 11, losses = 1 WHERE year = 2016 AND team = ?', [TEAM]);
    decideSeason(save.db, 2017, TEAM, true);
    // And a job he can take, so the test does not depend on which coaches the seed's carousel lets go.
    makeOpening(save.db, 2017, TEAM);
    advanceTo('summary');
    const offers = coachOffers(save.db, programOf(save.db), 2017);
    expect(offers.length).toBeGreaterThan(0);
    save.change(() => acceptCoachOffer(save.db, programOf(save.db), offers[0]));
    const program = save.db.get<{ wins: number; losses: number }>(
      'SELECT wins, losses FROM team_seasons WHERE year = 2017 AND team = ?',
      [offers[0]],
    )!;
    expect(program.wins + program.losses).toBeGreaterThan(0);
    const career = () => coachView(new PageContext(save.db)).coach;
    expect(career()).toMatchObject({ team: offers[0], wins: 0, losses: 0 });
    advanceTo('preseason');
    expect(career()).toMatchObject({ team: offers[0], wins: 0, losses: 0, since: 2018 });
  }, 400_000);
});
