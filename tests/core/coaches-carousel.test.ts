// The carousel's rules: job security against expectations, firing after the grace seasons, retirement by age,
// successful coaches of smaller programs hired up (their old jobs filled in turn), and the player's offers.
import { describe, expect, it } from 'vitest';
import {
  departures,
  fillOpenings,
  retirementChance,
  userOffers,
  type CarouselCoach,
  type ProgramStanding,
} from '../../src/core/coaches/carousel.js';
import { expectedWinPct, firedAfter, hotSeat, securityAfter } from '../../src/core/coaches/jobSecurity.js';
import { drawCoach } from '../../src/core/coaches/generate.js';
import { createRng } from '../../src/core/random.js';

const YEAR = 2024;

function coach(id: number, team: string | null, over: Partial<CarouselCoach> = {}): CarouselCoach {
  return {
    id,
    first: 'Coach',
    last: String(id),
    birthYear: YEAR - 50,
    offense: 60,
    defense: 60,
    recruiting: 60,
    development: 60,
    gameManagement: 60,
    scheme: 'spread',
    tempo: 'balanced',
    front: '4-3',
    team,
    since: YEAR - 4,
    wins: 40,
    losses: 30,
    isUser: false,
    security: 60,
    ...over,
  };
}

const standing = (team: string, prestige: number, recentWinPct: number): ProgramStanding => ({
  team,
  prestige,
  recentWinPct,
});

describe('job security', () => {
  it('moves with the record against what the prestige expects', () => {
    expect(expectedWinPct(7)).toBeGreaterThan(expectedWinPct(1));
    const blueBloodAt7and5 = securityAfter(60, { wins: 7, losses: 5, prestige: 7, finalRank: 0, champion: false });
    const smallAt7and5 = securityAfter(60, { wins: 7, losses: 5, prestige: 1, finalRank: 0, champion: false });
    expect(blueBloodAt7and5).toBeLessThan(60);
    expect(smallAt7and5).toBeGreaterThan(60);
    expect(securityAfter(60, { wins: 14, losses: 1, prestige: 7, finalRank: 1, champion: true })).toBeGreaterThan(90);
    expect(hotSeat(10)).toBe('hot');
    expect(hotSeat(45)).toBe('warm');
    expect(hotSeat(80)).toBe('secure');
  });

  it('fires only past the grace seasons', () => {
    expect(firedAfter(5, 2)).toBe(false);
    expect(firedAfter(5, 3)).toBe(true);
    expect(firedAfter(40, 6)).toBe(false);
  });

  it('retires old coaches, never young ones', () => {
    expect(retirementChance(45)).toBe(0);
    expect(retirementChance(66)).toBeGreaterThan(0);
    expect(retirementChance(75)).toBe(1);
    const leaving = departures(
      [
        coach(1, 'Old U', { birthYear: YEAR - 76 }),
        coach(2, 'Failing U', { security: 5, since: YEAR - 3 }),
        coach(3, 'New Hire U', { security: 5, since: YEAR - 1 }),
        coach(4, 'Fine U', { security: 70 }),
        coach(5, 'Player U', { security: 0, isUser: true }),
      ],
      YEAR,
      createRng('departures'),
    );
    expect(leaving).toEqual([
      { team: 'Old U', coachId: 1, reason: 'retired' },
      { team: 'Failing U', coachId: 2, reason: 'fired' },
    ]);
  });
});

describe('filling openings', () => {
  const standings = new Map(
    [
      standing('Blue Blood', 7, 0.5),
      standing('Riser', 3, 0.85),
      standing('Middling', 3, 0.45),
      standing('Small', 1, 0.3),
    ].map((s) => [s.team, s]),
  );

  it('hires the successful coach of a smaller program and fills his old job in turn', () => {
    const coaches = [coach(2, 'Riser', { offense: 80, defense: 80 }), coach(3, 'Middling'), coach(4, 'Small')];
    const result = fillOpenings({
      year: YEAR,
      openings: ['Blue Blood'],
      coaches,
      standings,
      nextId: 100,
      rng: createRng('fill'),
    });
    expect(result.hires[0]).toEqual({ team: 'Blue Blood', coachId: 2, from: 'Riser' });
    // Riser's job is filled next, by a coordinator (no one below it has done well enough).
    expect(result.hires[1]).toMatchObject({ team: 'Riser', from: null, coachId: 100 });
    expect(result.newCoaches.map((c) => c.team)).toEqual(['Riser']);
  });

  it('never hires away the player, a coach in his first season, or from a program held for the player', () => {
    const coaches = [
      coach(2, 'Riser', { offense: 95, defense: 95, isUser: true }),
      coach(3, 'Middling', { offense: 95, defense: 95, since: YEAR }),
    ];
    const result = fillOpenings({
      year: YEAR,
      openings: ['Blue Blood', 'Small'],
      coaches,
      standings,
      held: new Set(['Small']),
      nextId: 7,
      rng: createRng('fill 2'),
    });
    expect(result.hires).toEqual([{ team: 'Blue Blood', coachId: 7, from: null }]);
  });
});

describe('hiring is a gamble', () => {
  const spread = (coordinator: boolean) => {
    const rng = createRng(`hires ${coordinator}`);
    const ratings = Array.from(
      { length: 400 },
      (_, i) =>
        drawCoach(rng.fork(i), { id: i, year: YEAR, team: 'Blue Blood', prestige: 7, coordinator }, false).development,
    );
    const m = ratings.reduce((a, b) => a + b, 0) / ratings.length;
    return { mean: m, sd: Math.sqrt(ratings.reduce((a, r) => a + (r - m) ** 2, 0) / ratings.length) };
  };

  it('draws first-time head coaches a little weaker and far less even than established ones', () => {
    const coordinators = spread(true);
    const established = spread(false);
    expect(coordinators.mean).toBeLessThan(established.mean);
    expect(coordinators.sd).toBeGreaterThan(established.sd + 2);
  });

  it('sometimes hires a worse coordinator over a better established candidate: programs misjudge', () => {
    const standings = new Map([standing('Blue Blood', 7, 0.5), standing('Riser', 3, 0.7)].map((s) => [s.team, s]));
    const hires = Array.from(
      { length: 60 },
      (_, i) =>
        fillOpenings({
          year: YEAR,
          openings: ['Blue Blood'],
          coaches: [
            coach(2, 'Riser', { offense: 70, defense: 70, recruiting: 70, development: 70, gameManagement: 70 }),
          ],
          standings,
          nextId: 100,
          rng: createRng(`judgement ${i}`),
        }).hires[0].from,
    );
    expect(hires.filter((from) => from === 'Riser').length).toBeGreaterThan(0);
    expect(hires.filter((from) => from === null).length).toBeGreaterThan(0);
  });
});

describe("the player's offers", () => {
  const openings = [
    standing('Top', 7, 0.5),
    standing('Higher', 5, 0.5),
    standing('Same', 4, 0.5),
    standing('Lower', 2, 0.5),
    standing('Lowest', 1, 0.5),
  ];

  it('come from better programs after good seasons, and none after ordinary ones', () => {
    expect(userOffers(standing('Mine', 4, 0.8), false, openings)).toEqual(['Higher']);
    expect(userOffers(standing('Mine', 5, 0.95), false, openings)).toEqual(['Top']);
    expect(userOffers(standing('Mine', 4, 0.55), false, openings)).toEqual([]);
  });

  it('come from smaller programs when he is fired, always at least one', () => {
    expect(userOffers(standing('Mine', 4, 0.2), true, openings)).toEqual(['Lower', 'Lowest']);
    expect(userOffers(standing('Mine', 1, 0.1), true, openings)).toEqual(['Lowest']);
  });
});
