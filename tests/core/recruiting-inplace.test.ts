// Weeks played in place (the save's simulation gives its state up each week) must be the very cycle the copying
// weeks play: the same interest to the last bit, the same boards, news and signed classes. And a refused order
// still changes nothing.

import { describe, expect, it } from 'vitest';
import { recruitingWeek, startRecruitingCycle, type RecruitingState } from '../../src/core/recruiting/index.js';
import { classFor, goodRecruiter, homeGamesFor, leaguePrograms, playCycle } from './recruiting-fixtures.js';
import { createRng } from '../../src/core/random.js';

const SEASON = 2025;
const SEED = 31;

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
    const programs = leaguePrograms(SEASON, SEED);
    const prospects = classFor(SEASON, SEED);
    const prospectById = new Map(prospects.map((p) => [p.id, p]));
    const player = programs[0].name;
    let state: RecruitingState = startRecruitingCycle(SEASON, prospects, programs, [player]);
    const rng = createRng(`${SEED}:games`);
    for (let week = 1; week <= 3; week++) {
      const result = recruitingWeek(state, {
        programs,
        prospectById,
        homeGames: homeGamesFor(programs, week, rng),
        inPlace: true,
      });
      if (!result.ok) throw new Error(result.error.message);
      state = result.state;
    }
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
});
