// Pipelines and dealbreakers in the browser: the board lists the program's pipelines by state (its home state's at the
// top), and a prospect's page shows his dealbreakers once scouted, the program's pipeline in his state and each
// suitor's.
import type { PipelinesResponse } from '../../src/shared/pipelineApi.js';
import type { ProspectPageResponse, ProspectSearchResponse } from '../../src/shared/recruitingApi.js';
import { apiGet, apiPost, simulateViaApi, startDynastyViaApi, startSeasonViaApi } from './support/dynasty.js';
import { expect, test } from './support/fixtures.js';
import { h1, rows } from './support/pages.js';

test.setTimeout(180_000);

test("the board's pipelines and a scouted prospect's dealbreakers", async ({ page }) => {
  await startDynastyViaApi(page, { team: 'Alabama', year: 2024, playoffTeams: 12 });
  await startSeasonViaApi(page);
  const pipelines = await apiGet<PipelinesResponse>(page, '/api/recruiting/pipelines/');
  expect(pipelines.states[0].state).toBe('AL');

  await page.goto('/recruiting');
  await expect(h1(page)).toHaveText('Recruiting Board');
  const table = page.getByTestId('pipeline-states');
  await expect(rows(table)).toHaveCount(pipelines.states.length);
  await expect(rows(table).first()).toContainText('AL');
  await expect(rows(table).first()).toContainText(pipelines.states[0].tier);
  await expect(page.getByTestId('pipelines')).toContainText('gold from 30: +30% interest');

  // An undecided prospect, scouted this week: his page says what he will not do without once the week is played.
  const search = await apiGet<ProspectSearchResponse>(page, '/api/recruiting/prospects/?committed=no&per_page=20');
  const prospect = search.prospects[0];
  await page.goto(`/recruiting/prospects/${prospect.id}`);
  await expect(page.getByTestId('scouting-report')).toBeVisible();
  await expect(page.getByText('Scout him once to learn what he will not do without.')).toBeVisible();
  await expect(page.getByTestId('own-pipeline')).toHaveText(prospect.pipeline);
  // Six scouted: about a third of a class holds a dealbreaker, so his page most likely lists one.
  const scoutedIds = search.prospects.slice(0, 6).map((p) => p.id);
  for (const id of scoutedIds) await apiPost(page, '/api/recruiting/scout/', { prospect: id });
  await simulateViaApi(page, 2);
  const pages = await Promise.all(
    scoutedIds.map((id) => apiGet<ProspectPageResponse>(page, `/api/recruiting/prospects/${id}/`)),
  );
  expect(pages.every((p) => p.prospect.dealbreakers !== null)).toBe(true);
  const scouted = pages.find((p) => (p.prospect.dealbreakers ?? []).length > 0) ?? pages[0];
  if (scouted.prospect.id !== prospect.id) await page.goto(`/recruiting/prospects/${scouted.prospect.id}`);
  else await page.reload();
  const shown = page.getByTestId('dealbreakers');
  await expect(shown).toBeVisible();
  const dealbreakers = scouted.prospect.dealbreakers ?? [];
  if (dealbreakers.length === 0) await expect(shown).toContainText('None: no program is ruled out.');
  for (const d of dealbreakers) await expect(shown).toContainText(`${d.label}: ${d.line}`);
  // Each suitor's pipeline in his state, in its own column.
  await expect(page.getByTestId('suitors').locator('th', { hasText: 'Pipeline' })).toBeVisible();
});
