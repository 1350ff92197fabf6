// Weeks played in place (the save's simulation gives its state up each week) must be the very cycle the copying
// weeks play: the same interest to the last bit, the same boards, news and signed classes. And a refused order
// still changes nothing, and checks of orders on a state (which share its index) leave the week after them as it was.

import { describe, expect, it } from 'vitest';
import {
  acceptedOrders,
  checkOrder,
  recruitingWeek,
  startRecruitingCycle,
  type RecruitingState,
} from '../../src/core/recruiting/index.js';
import { classFor, goodRecruiter, homeGamesFor, leaguePrograms, playCycle } from './recruiting-fixtures.js';
import { createRng } from '../../src/core/random.js';

const SEASON = 2025;
const SEED = 31;

/** A cycle the player's program is in, played in place up to `weeks` weeks, with what the tests need of it. */
function cycleInPlace(weeks: number, games: string) {
  const programs = leaguePrograms(SEASON, SEED);
  const prospects = classFor(SEASON, SEED);
  const prospectById = new Map(prospects.map((p) => [p.id, p]));
  const player = programs[0].name;
  let state: RecruitingState = startRecruitingCycle(SEASON, prospects, programs, [player]);
  const rng = createRng(`${SEED}:${games}`);
  for (let week = 1; week <= weeks; week++) {
    const result = recruitingWeek(state, {
      programs,
      prospectById,
      homeGames: homeGamesFor(programs, week, rng),
      inPlace: true,
    });
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
  }
  return { programs, prospects, prospectById, player, state, rng };
}

describe('recruiting weeks played in place', () => {
  it('play the same cycle as weeks that copy what they change, with a player giving orders', () => {
    const programs = leaguePrograms(SEASON, SEED);
    const player = { program: programs[40].name, policy: goodRecruiter };
    const inPlace = playCycle(SEASON, SEED, programs, classFor(SEASON, SEED), player);
    const copying = playCycle(SEASON, SEED, programs, classFor(SEASON, SEED), player, true);
    expect(inPlace.news.length).toBeGreaterThan(1000);
    expect(inPlace.news).toEqual(copying.news);
    expect(inPlace.state.status).toEqual(copying.state.status);
    expect(inPlace.state.boards).toEqual(copying.state.boards);
    expect(inPlace.rankings).toEqual(copying.rankings);
  });

  it('refuse an order without changing the state they were given', () => {
    const { programs, prospects, prospectById, player, state } = cycleInPlace(3, 'games');
    const before = JSON.stringify(state);
    const target = prospects[5].id;
    // Two offers are fine, the third order (a second offer to the same prospect) is refused.
    const orders = [
      { kind: 'offer' as const, prospect: target },
      { kind: 'contact' as const, prospect: target },
      { kind: 'offer' as const, prospect: target },
    ];
    const refused = recruitingWeek(state, { programs, prospectById, orders: { [player]: orders }, inPlace: true });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.order).toBe(2);
    expect(JSON.stringify(state)).toBe(before);
  });

  it('play the week after checks of orders on the state as they would without the checks', () => {
    const { programs, prospects, prospectById, player, state, rng } = cycleInPlace(2, 'checked');
    // As a save loads it (statuses of its own, no index kept for them), twice: one checked, one not.
    const loaded = () => ({ ...state, status: structuredClone(state.status), boards: structuredClone(state.boards) });
    const checked = loaded();
    const fresh = loaded();
    // New suitors: each check adds the player's to its copy of the state and of its index.
    const orders = prospects.slice(0, 40).map((p) => ({ kind: 'contact' as const, prospect: p.id }));
    const input = { programs, prospectById };
    for (const target of [checked, state]) {
      for (let i = 0; i < 5; i++) expect(checkOrder(target, input, player, orders.slice(0, i), orders[i])).toBeNull();
      expect(acceptedOrders(target, input, player, [], orders).filter(Boolean).length).toBeGreaterThan(5);
    }
    const homeGames = homeGamesFor(programs, 3, rng);
    const week = (from: RecruitingState) => recruitingWeek(from, { programs, prospectById, homeGames, inPlace: true });
    const expected = week(fresh);
    expect(week(checked)).toEqual(expected);
    expect(week(state)).toEqual(expected);
  });
});
