// The league rules a dynasty sets are played: transfers sit out, redshirts may play as many games as the league
// allows, NIL off takes NIL out of the decisions and refuses offers, and the league's roster limit bounds the
// portal, signing day and the pages. A dynasty that never set rules keeps each season's real rules.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { leagueRosterLimit } from '../../src/core/players/rosterLimits.js';
import { sitsOutFirstSeason } from '../../src/core/portal/tuning.js';
import { isHeldOut } from '../../src/core/roster/availability.js';
import { keepsRedshirtYear, redshirtRefusal } from '../../src/core/roster/redshirt.js';
import { HEALTHY } from '../../src/core/roster/types.js';
import { advanceStage } from '../../src/store/actions/advance.js';
import { changeRules } from '../../src/store/actions/leagueSetup.js';
import { newDynasty } from '../../src/store/actions/newDynasty.js';
import { setRedshirt } from '../../src/store/actions/roster/redshirts.js';
import { simulateTo } from '../../src/store/actions/season/simulate.js';
import { nilPulls } from '../../src/store/actions/staff/nilPulls.js';
import { offerNil } from '../../src/store/actions/staff/budgetActions.js';
import { nilIn, redshirtGamesIn, rosterLimitIn, transferSitOutIn } from '../../src/store/leagueRules.js';
import { readState } from '../../src/store/queries/meta.js';
import { saveStatuses } from '../../src/store/queries/rosterStatus.js';
import { teamRoster } from '../../src/store/queries/players.js';
import type { SaveFile } from '../../src/store/saveFile.js';
import { PageContext } from '../../src/store/views/context.js';
import { rosterLimitsView } from '../../src/store/views/rosterLimits.js';
import { programOf } from '../../src/store/program.js';

const dir = mkdtempSync(join(tmpdir(), 'dynasty-league-rules-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the engine under a league rule', () => {
  it('sits a transfer out only under the sit-out rule (a graduate never)', () => {
    expect(sitsOutFirstSeason(2024, false, () => true, true)).toBe(true);
    expect(sitsOutFirstSeason(2024, true, () => true, true)).toBe(false);
    expect(sitsOutFirstSeason(2019, false, () => true, false)).toBe(false);
    expect(sitsOutFirstSeason(2019, false, () => true)).toBe(true);
  });

  it('lets a redshirt play the games the league allows', () => {
    const p = { id: 1, first: 'Al', last: 'Bee', redshirted: false } as Parameters<typeof redshirtRefusal>[0];
    const status = { ...HEALTHY, redshirting: true, gamesPlayed: 2 };
    expect(keepsRedshirtYear(p, status, 2024, 2)).toBe(true);
    expect(keepsRedshirtYear(p, status, 2024, 1)).toBe(false);
    expect(keepsRedshirtYear(p, status, 2016, 6)).toBe(true);
    expect(isHeldOut(status, 2024, 2)).toBe(true);
    expect(isHeldOut(status, 2024, 4)).toBe(false);
    expect(redshirtRefusal(p, status, 2024, 0)).toMatch(/in this league a redshirt may not play at all/);
    expect(redshirtRefusal(p, status, 2016, 3)).toBeNull();
  });

  it('limits the roster by the league: the roster limit when set, else scholarships', () => {
    expect(leagueRosterLimit({ scholarshipLimit: 85, rosterLimit: 110 })).toMatchObject({ kind: 'roster', max: 110 });
    expect(leagueRosterLimit({ scholarshipLimit: 70, rosterLimit: null })).toEqual({
      kind: 'scholarships',
      max: 70,
      label: '70 scholarships',
    });
  });
});

describe('a 2022 dynasty with its own rules (transfers sit out, no NIL, no redshirt games, 80 scholarships)', () => {
  let save: SaveFile;
  afterAll(() => save?.close());

  it('reads the real rules until the player sets his own', async () => {
    save = await newDynasty(join(dir, 'rules.db'), { year: 2022, team: 'Georgia', seed: 21 });
    const db = save.db;
    expect([
      transferSitOutIn(db, 2023),
      redshirtGamesIn(db, 2022),
      nilIn(db, 2022),
      rosterLimitIn(db, 2023).max,
    ]).toEqual([false, 4, true, 85]);
    save.change(() =>
      changeRules(db, { transferSitOut: true, redshirtGames: 0, nil: false, scholarshipLimit: 80, rosterLimit: null }),
    );
    expect([
      transferSitOutIn(db, 2023),
      redshirtGamesIn(db, 2022),
      nilIn(db, 2022),
      rosterLimitIn(db, 2023).max,
    ]).toEqual([true, 0, false, 80]);
    expect(rosterLimitsView(new PageContext(db)).limit).toMatchObject({ kind: 'scholarships', max: 80 });
  });

  it('refuses NIL offers and leaves NIL out of the decisions', () => {
    const db = save.db;
    expect(() => offerNil(db, programOf(db), String(teamRoster(db, 'Georgia')[0].id), '50K')).toThrow(
      /no NIL in this league/,
    );
    expect(nilPulls(db, 2022, 'recruit').size).toBe(0);
  });

  it('refuses a redshirt to a player who has played a game', () => {
    const db = save.db;
    const player = teamRoster(db, 'Georgia').find((p) => !p.redshirted && p.year === 'fr')!;
    save.change(() => saveStatuses(db, 2022, [[player.id, { ...HEALTHY, gamesPlayed: 1 }]]));
    expect(() => setRedshirt(db, programOf(db), String(player.id), true)).toThrow(
      /in this league a redshirt may not play at all/,
    );
  });

  it("sits transfers out in 2023 and keeps rosters under 80 (plus the minimum's walk-ons)", () => {
    const db = save.db;
    save.change(() => advanceStage(db));
    const lastWeek = new PageContext(db).lastWeek;
    save.change(() => simulateTo(db, lastWeek + 1));
    while (readState(db).stage !== 'recruiting_summary') save.change(() => advanceStage(db));
    const sitting = db.get<{ n: number }>(
      'SELECT COUNT(*) AS n FROM portal_entries WHERE year = 2022 AND to_team IS NOT NULL AND sits_out = 1',
    )!.n;
    expect(sitting).toBeGreaterThan(50);
    const largest = db.get<{ n: number }>(
      'SELECT MAX(n) AS n FROM (SELECT COUNT(*) AS n FROM players WHERE active = 1 AND team IS NOT NULL GROUP BY team)',
    )!.n;
    expect(largest).toBeLessThanOrEqual(80 + 4);
    expect(largest).toBeGreaterThan(70);
  }, 600_000);
});
