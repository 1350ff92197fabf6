// The worker's answers in the wire format (their schemas: src/shared/contract/answers), page by page, as
// tests/server/contract.test.ts checks the server's: the same calls, the same schemas, over the static build's
// transport.
import { expect, test, type Page } from '@playwright/test';
import type { RosterResponse, TeamScheduleResponse } from '../../src/shared/api-types.js';
import { dashboardPageAnswer } from '../../src/shared/contract/answers/seasonStages.js';
import {
  fetchTeamsAnswer,
  historyAnswer,
  homeAnswer,
  nonconAnswer,
  rankingsAnswer,
  rosterAnswer,
  simAnswer,
  teamInfoAnswer,
  teamScheduleAnswer,
} from '../../src/shared/contract/answers/wire.js';
import { gameAnswer, weekAnswer } from '../../src/shared/contract/answers/games.js';
import { playerAnswer } from '../../src/shared/contract/answers/playerPage.js';
import { playoffAnswer, standingsAnswer } from '../../src/shared/contract/answers/playoffStandings.js';
import { individualStatsAnswer, ratingsAnswer, teamStatsAnswer } from '../../src/shared/contract/answers/stats.js';
import { callShaped, openHome } from './support/game.js';

const TEAM = 'Texas';
const seg = encodeURIComponent;

async function checkLeaguePages(page: Page): Promise<void> {
  await callShaped(page, '/api/rankings/', rankingsAnswer);
  await callShaped(page, '/api/playoff/', playoffAnswer);
  await callShaped(page, '/api/standings/SEC/', standingsAnswer);
  await callShaped(page, '/api/standings/independent/', standingsAnswer);
  await callShaped(page, `/api/team_info/?team_name=${seg(TEAM)}`, teamInfoAnswer);
  await callShaped(page, `/api/${seg(TEAM)}/history/`, historyAnswer);
  await callShaped(page, '/api/stats/team/', teamStatsAnswer);
  await callShaped(page, '/api/stats/individual/', individualStatsAnswer);
  await callShaped(page, '/api/stats/ratings/', ratingsAnswer);
  const schedule = (await callShaped(page, `/api/${seg(TEAM)}/schedule/`, teamScheduleAnswer)) as TeamScheduleResponse;
  const week = Math.min(Math.max(1, schedule.info.currentWeek), schedule.info.lastWeek);
  await callShaped(page, `/api/week/${week}/`, weekAnswer);
  // FBS opponents: an FCS team's game page gives prestige 0, under the shape's least (1), over HTTP too.
  const fbs = schedule.games.filter((g) => !g.label.includes('FCS'));
  const played = fbs.filter((g) => g.result !== null);
  const unplayed = fbs.filter((g) => g.result === null);
  if (played.length > 0) await callShaped(page, `/api/game/${played[played.length - 1].id}/`, gameAnswer);
  if (unplayed.length > 0) await callShaped(page, `/api/game/${unplayed[0].id}/`, gameAnswer);
  const roster = (await callShaped(page, `/api/${seg(TEAM)}/roster/`, rosterAnswer)) as RosterResponse;
  for (const pos of ['QB', 'K']) {
    const player = roster.roster.find((p) => p.pos === pos && p.starter) ?? roster.roster.find((p) => p.pos === pos);
    if (player) await callShaped(page, `/api/player/${player.id}/`, playerAnswer);
  }
}

test('the worker answers every page in the documented shape, preseason and season', async ({ page }) => {
  await openHome(page);
  await callShaped(page, '/api/home/', homeAnswer);
  const query = `team=${seg(TEAM)}&year=2024&playoff_teams=12&playoff_autobids=5&playoff_conf_champ_top_4=true`;
  await callShaped(page, `/api/noncon/?${query}`, nonconAnswer);
  await callShaped(page, '/api/fetchteams/?week=1', fetchTeamsAnswer);
  await checkLeaguePages(page);
  // The route's answer: the document's dashboard with the keys of ours it adds (news, the coach, ...).
  await callShaped(page, '/api/dashboard/', dashboardPageAnswer);
  const sim = await callShaped(page, '/api/sim/4/', simAnswer);
  expect(sim).toMatchObject({ weeks_simulated: 3 });
  await checkLeaguePages(page);
});
