// What the tests of a league across a stopped server share: a started league of two coaches (the commissioner at
// Iowa State, Hawkeye Fan at Iowa), each coach's browser moved to the next server, and the league's page.
import { expect } from 'vitest';
import type { InviteResponse, LeagueResponse } from '../../src/shared/league-types.js';
import { Browser, signedUpBrowser } from './browser.js';

const PASSWORD = 'fourth and long';

/** A league of 2024 (a four-team playoff) started with its two coaches, on the server at `base`. */
export async function startedLeague(
  base: string,
  name: string,
): Promise<{ id: string; commish: Browser; friend: Browser }> {
  const commish = await signedUpBrowser(base, 'Commish', PASSWORD);
  const made = await commish.post<LeagueResponse>('/api/leagues/create/', {
    name,
    year: 2024,
    team: 'Iowa State',
    playoff_teams: 4,
  });
  const id = made.body.id;
  const invite = (await commish.post<InviteResponse>(`/api/leagues/${id}/invite/`, { hours: 48 })).body;
  const friend = await signedUpBrowser(base, 'Hawkeye Fan', PASSWORD);
  expect((await friend.post('/api/leagues/join/', { token: invite.token, team: 'Iowa' })).status).toBe(200);
  expect((await commish.post(`/api/leagues/${id}/start/`)).status).toBe(200);
  return { id, commish, friend };
}

/** The same browser (its session and token) on another server. */
export function on(server: { base: string }, browser: Browser): Browser {
  const moved = new Browser(server.base);
  for (const [name, value] of browser.cookies) moved.cookies.set(name, value);
  moved.csrfToken = browser.csrfToken;
  return moved;
}

export async function view(browser: Browser, id: string): Promise<LeagueResponse> {
  const answer = await browser.get<LeagueResponse>(`/api/leagues/${id}/`);
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}
