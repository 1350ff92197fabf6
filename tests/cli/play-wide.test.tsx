// dynasty play on a 120-column terminal: the record book cuts no text, even of the longest names the game gives,
// and once the season is over the dashboard's "Last" is the bowl game just played, by its name.
import { describe, expect, it } from 'vitest';
import { lastWeekFor } from '../../src/core/season/calendar.js';
import { LEAGUE_SCOPE } from '../../src/core/records/book.js';
import { advanceStage } from '../../src/store/actions/advance.js';
import { simulateTo } from '../../src/store/actions/season/simulate.js';
import { readState } from '../../src/store/queries/meta.js';
import { recordsOfScope, saveRecordScopes } from '../../src/store/queries/recordBook.js';
import { copyPreparedSave } from '../helpers/preparedSave.js';
import {
  frameFits,
  openGame,
  prepareSave,
  screenOfFile,
  seasonSave,
  withSave,
  KEYS,
  type PlayScreen,
} from './play-helpers.js';

const WIDE = { columns: 120, rows: 40 };

/** Opens the save of a 2025 dynasty of team at its dashboard on a 120-column terminal. */
async function wideDashboard(path: string, team: string): Promise<PlayScreen> {
  const game = await openGame(path, WIDE);
  await game.waitFor(`Continue: 2025 ${team}`);
  await game.press('c');
  await game.waitFor(`${team} dashboard`);
  return game;
}

// Ohio State after three weeks, its record book's dynasty record of a single game held by the longest name the
// game draws (first and last), for the longest-named program, against the longest-named FCS opponent.
const records = screenOfFile(
  async (path) => {
    await seasonSave(path, 4, 4);
    await withSave(path, (save) =>
      save.change(() => {
        const league = recordsOfScope(save.db, LEAGUE_SCOPE);
        const set = league.find((r) => r.span === 'game' && r.playerId !== null)!;
        Object.assign(set, {
          holder: 'Christopher Merriweather',
          team: 'Jacksonville State',
          week: 3,
          opponent: 'Mississippi Valley State',
        });
        saveRecordScopes(save.db, new Map([[LEAGUE_SCOPE, league]]));
      }),
    );
  },
  (path) => wideDashboard(path, 'Ohio State'),
);

// Iowa's 2025 season (12-team playoff) played to its end: Iowa's last game is a bowl, before the playoff's last weeks.
const bowl = screenOfFile(
  (path) =>
    copyPreparedSave(
      'iowa-2025-12-teams-season-played',
      (at) =>
        prepareSave(at, { year: 2025, team: 'Iowa', playoffTeams: 12 }, (save) => {
          save.change(() => advanceStage(save.db));
          save.change(() => simulateTo(save.db, lastWeekFor(readState(save.db).playoff.teams) + 1));
        }),
      path,
    ),
  (path) => wideDashboard(path, 'Iowa'),
);

describe('dynasty play at 120 columns', () => {
  it('shows every record book line whole', async () => {
    await records.press('k');
    const frame = await records.waitFor('FBS record book');
    expect(frame).toMatch(
      /^\* \S.* +\d+ +Christopher Merriweather +Jacksonville State +2025 wk 3 vs Mississippi Valley State/m,
    );
    expect(frame).toMatch(/^ {2}Passing yards +734 +Connor Halliday +Washington State +2014 vs California/m);
    expect(frame).not.toContain('…');
    expect(frameFits(frame, WIDE).ok).toBe(true);
    await records.press(KEYS.escape);
  });

  it('names the bowl game just played as the last game once the season is over', async () => {
    const game = await withSave(bowl.path, (save) =>
      save.db.get<{ week: number; label: string; home: string; away: string }>(
        "SELECT week, label, home, away FROM games WHERE kind = 'bowl' AND (home = 'Iowa' OR away = 'Iowa')",
      ),
    );
    // The prepared season gives Iowa a bowl before the playoff's last week (the dashboard's last week).
    expect(game).toBeDefined();
    expect(game!.week).toBeLessThan(lastWeekFor(12));
    const opponent = game!.home === 'Iowa' ? game!.away : game!.home;
    const frame = bowl.frame();
    const last = frame.split('\n').find((l) => l.startsWith('Last'));
    expect(last).toMatch(
      new RegExp(`^Last +.* [WL] \\d+-\\d+ (vs|at) (#\\d+ )?${opponent}(\\s\\(N\\))? \\(${game!.label}\\)`),
    );
  });
});
