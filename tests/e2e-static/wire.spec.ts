// The worker's answers in the wire format (src/shared/wire), page by page, as tests/server/contract.test.ts checks
// the server's: the same calls, the same shapes, over the static build's transport.
import { expect, test, type Page } from '@playwright/test';
import { REGULAR_SEASON_WEEKS } from '../../src/core/season/calendar.js';
import type { RosterResponse, TeamScheduleResponse } from '../../src/shared/api-types.js';
import {
  dashboardShape,
  fetchTeamsShape,
  gameFinalShape,
  gamePreviewShape,
  historyShape,
  homeShape,
  individualStatsShape,
  nonconShape,
  playerShape,
  playoffShape,
  rankingsShape,
  ratingsShape,
  rosterShape,
  simShape,
  standingsShape,
  teamInfoShape,
  teamScheduleShape,
  teamStatsShape,
  weekShape,
} from '../../src/shared/wire/shapes.js';
import { callShaped, openHome } from './support/game.js';

const TEAM = 'Texas';
const seg = encodeURIComponent;

async function checkLeaguePages(page: Page): Promise<void> {
  await callShaped(page, '/api/rankings/', rankingsShape);
  await callShaped(page, '/api/playoff/', playoffShape);
  await callShaped(page, '/api/standings/SEC/', standingsShape(false));
  await callShaped(page, '/api/standings/independent/', standingsShape(true));
  await callShaped(page, `/api/team_info/?team_name=${seg(TEAM)}`, teamInfoShape);
  await callShaped(page, `/api/${seg(TEAM)}/history/`, historyShape);
  await callShaped(page, '/api/stats/team/', teamStatsShape);
  await callShaped(page, '/api/stats/individual/', individualStatsShape);
  await callShaped(page, '/api/stats/ratings/', ratingsShape);
  const schedule = (await callShaped(page, `/api/${seg(TEAM)}/schedule/`, teamScheduleShape)) as TeamScheduleResponse;
  const week = Math.min(Math.max(1, schedule.info.currentWeek), schedule.info.lastWeek);
  await callShaped(page, `/api/week/${week}/`, weekShape);
  // FBS opponents: an FCS team's game page gives prestige 0, under the shape's least (1), over HTTP too.
  const fbs = schedule.games.filter((g) => !g.label.includes('FCS'));
  const played = fbs.filter((g) => g.result !== null);
  const unplayed = fbs.filter((g) => g.result === null);
  if (played.length > 0) await callShaped(page, `/api/game/${played[played.length - 1].id}/`, gameFinalShape(true));
  if (unplayed.length > 0) await callShaped(page, `/api/game/${unplayed[0].id}/`, gamePreviewShape);
  const roster = (await callShaped(page, `/api/${seg(TEAM)}/roster/`, rosterShape)) as RosterResponse;
  for (const pos of ['QB', 'K']) {
    const player = roster.roster.find((p) => p.pos === pos && p.starter) ?? roster.roster.find((p) => p.pos === pos);
    if (player) await callShaped(page, `/api/player/${player.id}/`, playerShape(pos));
  }
}

test('the worker answers every page in the documented shape, preseason and season', async ({ page }) => {
  await openHome(page);
  await callShaped(page, '/api/home/', homeShape);
  const query = `team=${seg(TEAM)}&year=2024&playoff_teams=12&playoff_autobids=5&playoff_conf_champ_top_4=true`;
  await callShaped(page, `/api/noncon/?${query}`, nonconShape(REGULAR_SEASON_WEEKS));
  await callShaped(page, '/api/fetchteams/?week=1', fetchTeamsShape);
  await checkLeaguePages(page);
  await callShaped(page, '/api/dashboard/', dashboardShape);
  const sim = await callShaped(page, '/api/sim/4/', simShape);
  expect(sim).toMatchObject({ weeks_simulated: 3 });
  await checkLeaguePages(page);
});
