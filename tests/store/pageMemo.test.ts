// Pages read the season's data once per version of the save (views/sharedMemo.ts): a second page call reuses
// what the first computed, and any change of the game (a week simulated, a depth chart edit) shows at once; the
// league of the header is kept across changes that leave what it is built from alone.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { advanceStage } from '../../src/store/actions/advance.js';
import { setGodMode, setPrestige } from '../../src/store/actions/godMode.js';
import { newDynasty } from '../../src/store/actions/newDynasty.js';
import { setDepthSlot } from '../../src/store/actions/roster/depthChart.js';
import { simulateTo } from '../../src/store/actions/season/simulate.js';
import { PageContext } from '../../src/store/views/context.js';
import { dashboardView } from '../../src/store/views/dashboard.js';
import { depthChartView } from '../../src/store/views/depthChart.js';
import { gameView } from '../../src/store/views/game.js';
import { individualStatsView } from '../../src/store/views/individualStats.js';
import { rosterView } from '../../src/store/views/roster.js';
import { teamScheduleView } from '../../src/store/views/teamSchedule.js';
import { weekScheduleView } from '../../src/store/views/weekSchedule.js';
import { programOf } from '../../src/store/program.js';

const dir = mkdtempSync(join(tmpdir(), 'dynasty-page-memo-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('pages read once per version of the save', () => {
  it('reuses a page’s season data until the game changes, then shows the change', async () => {
    const team = 'Ohio State';
    const save = await newDynasty(join(dir, 'memo.db'), { year: 2024, team, seed: 11 });
    const db = save.db;
    save.change(() => advanceStage(db));
    save.change(() => simulateTo(db, 3));

    const first = new PageContext(db);
    const second = new PageContext(db);
    // The same data, computed once: the second call hands back what the first built.
    expect(individualStatsView(second).stats.defense).toBe(individualStatsView(first).stats.defense);
    expect(weekScheduleView(second, 2).games).toBe(weekScheduleView(first, 2).games);
    expect(teamScheduleView(second, team).games).toBe(teamScheduleView(first, team).games);
    const played = teamScheduleView(first, team).games.find((g) => g.result !== null)!;
    expect(gameView(second, played.id).plays).toBe(gameView(first, played.id).plays);
    expect(gameView(second, played.id)).toEqual(gameView(first, played.id));
    expect(rosterView(second, team)).toEqual(rosterView(first, team));
    expect(second.state).toBe(first.state);

    // A week simulated: new leaders, the week's results, the team's schedule and the week on the dashboard.
    const leadersBefore = individualStatsView(first).stats;
    const week3Before = weekScheduleView(first, 3).games;
    expect(week3Before.every((g) => g.scoreA === null)).toBe(true);
    const gamesOf = (ctx: PageContext) => teamScheduleView(ctx, team).games;
    const playedBefore = gamesOf(first).filter((g) => g.result !== null).length;
    const hasWeek3Game = gamesOf(first).some((g) => g.weekPlayed === 3);
    save.change(() => simulateTo(db, 4));
    const after = new PageContext(db);
    expect(after.state.currentWeek).toBe(4);
    expect(dashboardView(after).info.currentWeek).toBe(4);
    expect(individualStatsView(after).stats).not.toEqual(leadersBefore);
    expect(weekScheduleView(after, 3).games.every((g) => g.scoreA !== null)).toBe(true);
    expect(gamesOf(after).filter((g) => g.result !== null).length).toBe(playedBefore + (hasWeek3Game ? 1 : 0));

    // A depth chart edit shows on the roster and depth chart pages at once.
    const qbs = depthChartView(after, team, 'QB').positions[0].players;
    save.change(() => setDepthSlot(db, programOf(db), 'QB', String(qbs[1].id), 1));
    const edited = new PageContext(db);
    expect(
      depthChartView(edited, team, 'QB')
        .positions[0].players.map((p) => p.id)
        .slice(0, 2),
    ).toEqual([qbs[1].id, qbs[0].id]);
    expect(
      rosterView(edited, team)
        .roster.filter((p) => p.pos === 'QB')
        .map((p) => p.id)
        .slice(0, 2),
    ).toEqual([qbs[1].id, qbs[0].id]);
    // The league of the header is what it is built from: a depth move leaves it, a change of prestige rebuilds it.
    const league = edited.league();
    expect(league).toBe(after.league());
    const prestige = edited.team(team).prestige;
    save.change(() => setGodMode(db, true));
    save.change(() => setPrestige(db, team, prestige === 7 ? 6 : 7));
    const raised = new PageContext(db);
    expect(raised.league()).not.toBe(league);
    expect(depthChartView(raised, team).team.prestige).toBe(prestige === 7 ? 6 : 7);
    expect(raised.league().teams.find((t) => t.name === team)?.prestige).toBe(prestige === 7 ? 6 : 7);
    save.close();
  }, 240_000);
});
