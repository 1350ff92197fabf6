import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/core/random.js';
import { BOWL_WEEK } from '../../src/core/season/calendar.js';
import { bowlEligibleWins, bowlEligibleWinsOf, pairBowls, type BowlCandidate } from '../../src/core/season/bowls.js';
import { BOWLS_BY_PRESTIGE, NEW_YEARS_SIX, playoffBowlHosts } from '../../src/core/season/bowlsCatalog.js';

/** Candidates ranked 1..n, conferences cycling through `conferences`. */
function candidates(n: number, conferences = 10, firstRank = 13): BowlCandidate[] {
  return Array.from({ length: n }, (_, i) => ({
    team: `Team ${i + firstRank}`,
    conference: `Conf ${i % conferences}`,
    rank: i + firstRank,
    wins: Math.max(6, 11 - Math.floor(i / 10)),
    rating: 90 - i * 0.3,
  }));
}

describe('bowl pairings', () => {
  it('pairs every eligible team once, best against best, in bowls by prestige', () => {
    const pool = candidates(70);
    const bowls = pairBowls(pool, createRng(1), NEW_YEARS_SIX);
    expect(bowls).toHaveLength(35);
    const teams = bowls.flatMap((g) => [g.home, g.away]);
    expect(new Set(teams).size).toBe(70);
    expect(bowls.every((g) => g.neutral && g.kind === 'bowl' && g.week === BOWL_WEEK && !g.conferenceGame)).toBe(true);
    const labels = bowls.map((g) => g.label);
    expect(new Set(labels).size).toBe(35);
    // The biggest bowl available (the New Year's Six host the 12-team playoff) gets the best pairing.
    expect(labels).toEqual(
      BOWLS_BY_PRESTIGE.filter((b) => !(NEW_YEARS_SIX as readonly string[]).includes(b)).slice(0, 35),
    );
    expect([bowls[0].home, bowls[0].away]).toContain('Team 13');
    const rank = new Map(pool.map((c) => [c.team, c.rank]));
    // Pairings stay within a tier: no bowl matches teams far apart in the ranking.
    for (const game of bowls) expect(Math.abs(rank.get(game.home)! - rank.get(game.away)!)).toBeLessThanOrEqual(6);
    // The better-ranked team is the designated home team.
    for (const game of bowls) expect(rank.get(game.home)!).toBeLessThan(rank.get(game.away)!);
  });

  it('never pairs two teams of a conference when it can be avoided', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const pool = candidates(60, 4);
      const conference = new Map(pool.map((c) => [c.team, c.conference]));
      for (const game of pairBowls(pool, createRng(seed))) {
        expect(conference.get(game.home)).not.toBe(conference.get(game.away));
      }
    }
  });

  it('swaps partners when greedy pairing would leave a same-conference pair at the end', () => {
    const pool: BowlCandidate[] = [
      { team: 'A', conference: 'X', rank: 20, wins: 9, rating: 80 },
      { team: 'B', conference: 'Y', rank: 21, wins: 9, rating: 80 },
      { team: 'C', conference: 'Z', rank: 22, wins: 9, rating: 80 },
      { team: 'D', conference: 'Z', rank: 23, wins: 9, rating: 80 },
    ];
    for (let seed = 1; seed <= 10; seed++) {
      const games = pairBowls(pool, createRng(seed));
      expect(games).toHaveLength(2);
      expect(games.some((g) => [g.home, g.away].sort().join() === 'C,D')).toBe(false);
    }
  });

  it('pairs teams of one conference when nothing else is possible', () => {
    const pool = candidates(4, 1);
    expect(pairBowls(pool, createRng(1))).toHaveLength(2);
  });

  it('leaves the weakest team home with an odd number, and ineligible teams always', () => {
    const pool = [...candidates(9), { team: 'Five Wins', conference: 'Conf 3', rank: 14, wins: 5, rating: 88 }];
    const teams = pairBowls(pool, createRng(2)).flatMap((g) => [g.home, g.away]);
    expect(teams).toHaveLength(8);
    expect(teams).not.toContain('Team 21');
    expect(teams).not.toContain('Five Wins');
  });

  it('fills at most every bowl once when there are more teams than bowls', () => {
    const bowls = pairBowls(candidates(110), createRng(3));
    expect(bowls).toHaveLength(BOWLS_BY_PRESTIGE.length);
    expect(new Set(bowls.map((g) => g.label)).size).toBe(BOWLS_BY_PRESTIGE.length);
    expect(bowls.flatMap((g) => [g.home, g.away])).not.toContain('Team 122');
  });

  it('is deterministic for a seed', () => {
    expect(pairBowls(candidates(60), createRng(7))).toEqual(pairBowls(candidates(60), createRng(7)));
  });
});

describe('bowl catalog', () => {
  it("lists about 45 distinct bowls, the New Year's Six first", () => {
    expect(new Set(BOWLS_BY_PRESTIGE).size).toBe(BOWLS_BY_PRESTIGE.length);
    expect(BOWLS_BY_PRESTIGE.length).toBeGreaterThanOrEqual(40);
    expect(BOWLS_BY_PRESTIGE.slice(0, 6)).toEqual([...NEW_YEARS_SIX]);
  });

  it('reserves the playoff hosts of each format', () => {
    expect(playoffBowlHosts(2, 2005)).toEqual([]);
    expect(playoffBowlHosts(4, 2014)).toEqual(['Rose Bowl', 'Sugar Bowl']);
    expect(playoffBowlHosts(4, 2015)).toEqual(['Orange Bowl', 'Cotton Bowl']);
    expect(playoffBowlHosts(4, 2016)).toEqual(['Peach Bowl', 'Fiesta Bowl']);
    expect(playoffBowlHosts(4, 2023)).toEqual(['Rose Bowl', 'Sugar Bowl']);
    // A 4-team dynasty before 2014 still rotates.
    expect(playoffBowlHosts(4, 2010)).toHaveLength(2);
    expect(playoffBowlHosts(12, 2024)).toEqual([...NEW_YEARS_SIX]);
  });
});

describe('bowl eligibility and FCS wins', () => {
  const played = (home: string, away: string, homePoints: number, awayPoints: number, id: number, fcs = false) => ({
    week: id,
    home,
    away,
    neutral: false,
    kind: 'regular' as const,
    conferenceGame: false,
    label: null,
    fcs,
    id,
    homePoints,
    awayPoints,
    overtimes: 0,
  });
  // Five wins over FBS teams and two over FCS teams.
  const season = [
    ...[1, 2, 3, 4, 5].map((i) => played('Home U', `FBS ${i}`, 30, 10, i)),
    played('Home U', 'Montana', 42, 7, 6, true),
    played('Home U', 'Villanova', 35, 14, 7, true),
    played('Other U', 'Eastern Washington', 20, 24, 8, true),
  ];

  it('counts one FCS win a season from 2006, so five FBS wins and an FCS win make six', () => {
    expect(bowlEligibleWins(7, 2, 2006)).toBe(6);
    expect(bowlEligibleWinsOf(season, 2024).get('Home U')).toBe(6);
  });

  it('counts no FCS win before 2006 (only wins over Division I-A)', () => {
    expect(bowlEligibleWins(7, 2, 2005)).toBe(5);
    expect(bowlEligibleWinsOf(season, 2005).get('Home U')).toBe(5);
  });

  it('gives an FCS team that won nothing to count, and its FBS victim no win', () => {
    const wins = bowlEligibleWinsOf(season, 2024);
    expect(wins.has('Eastern Washington')).toBe(false);
    expect(wins.has('Other U')).toBe(false);
  });
});
