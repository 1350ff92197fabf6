import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/core/random.js';
import { overallFor } from '../../src/core/players/attributes.js';
import { assignDepthChart } from '../../src/core/players/depthChart.js';
import { createIdSource } from '../../src/core/players/generate.js';
import { progressRoster } from '../../src/core/players/progression.js';
import { nationalRecruitingClass, runRecruiting, type RecruitingTeam } from '../../src/core/players/recruiting.js';
import { teamRatings } from '../../src/core/players/teamRatings.js';
import { POSITIONS, type Player } from '../../src/core/players/types.js';
import { generateLeague, mean, type LeagueTeam } from './players-fixtures.js';

describe('nationalRecruitingClass', () => {
  const pool = nationalRecruitingClass(130, createRng(1), createIdSource(100_000));

  it('holds about 26 prospects per team: 32 five-stars, 350 four-stars, the rest three stars and below', () => {
    expect(pool.length).toBe(130 * 26);
    const count = (stars: number) => pool.filter((p) => p.stars === stars).length;
    // A few five- and four-star talents are kickers or punters, shown as three-stars.
    expect(count(5)).toBeGreaterThanOrEqual(29);
    expect(count(5)).toBeLessThanOrEqual(32);
    expect(count(4)).toBeGreaterThanOrEqual(335);
    expect(count(4)).toBeLessThanOrEqual(350);
    expect(count(3) + count(2) + count(1)).toBe(pool.length - count(5) - count(4));
    expect(count(3)).toBeGreaterThan(count(1));
  });

  it('scales the blue-chips with the size of the league', () => {
    const small = nationalRecruitingClass(65, createRng(2), createIdSource(1));
    expect(small.length).toBe(65 * 26);
    expect(small.filter((p) => p.stars >= 4).length).toBeGreaterThan(170);
    expect(small.filter((p) => p.stars >= 4).length).toBeLessThan(195);
  });

  it('is ranked 1..n, best stars first, with unique ids and consistent ratings', () => {
    expect(pool.map((p) => p.rank)).toEqual(pool.map((_, i) => i + 1));
    for (let i = 1; i < pool.length; i++) expect(pool[i - 1].stars).toBeGreaterThanOrEqual(pool[i].stars);
    expect(new Set(pool.map((p) => p.id)).size).toBe(pool.length);
    for (const p of pool) {
      expect(p.rating).toBe(overallFor(p.pos, p.attributes));
      expect(p.potential).toBeGreaterThanOrEqual(p.rating);
      expect(p.potential).toBeLessThanOrEqual(99);
    }
    const byStars = [1, 2, 3, 4, 5].map((s) => mean(pool.filter((p) => p.stars === s && p.pos !== 'K' && p.pos !== 'P').map((p) => p.rating)));
    for (let i = 1; i < byStars.length; i++) expect(byStars[i]).toBeGreaterThan(byStars[i - 1] + 5);
  });

  it('spreads positions like rosters need them', () => {
    const share = (pos: string) => pool.filter((p) => p.pos === pos).length / pool.length;
    expect(share('OL')).toBeGreaterThan(0.15);
    expect(share('OL')).toBeLessThan(0.23);
    expect(share('QB')).toBeGreaterThan(0.03);
    expect(share('QB')).toBeLessThan(0.07);
    expect(share('K')).toBeGreaterThan(0.004);
    expect(share('K')).toBeLessThan(0.03);
  });

  it('is deterministic', () => {
    expect(nationalRecruitingClass(40, createRng(9), createIdSource(1))).toEqual(nationalRecruitingClass(40, createRng(9), createIdSource(1)));
  });
});

/** One offseason for a generated league: progression, then signing day. */
function offseason(league: LeagueTeam[], seed: number, recentSuccess: (team: LeagueTeam) => number = () => 0.5) {
  const rng = createRng(seed);
  const returning = league.map((team) => progressRoster(team.roster, rng.fork(team.name)).returning);
  const prospects = nationalRecruitingClass(league.length, rng.fork('class'), createIdSource(1_000_000));
  const teams: RecruitingTeam[] = league.map((team, i) => ({
    name: team.name, prestige: team.prestige, recentSuccess: recentSuccess(team), roster: returning[i],
  }));
  const signed = runRecruiting(teams, prospects, rng.fork('signing'));
  return { returning, prospects, signed };
}

describe('runRecruiting', () => {
  const league = generateLeague(21);
  const { returning, prospects, signed } = offseason(league, 22);

  it('signs a class for every team that refills its roster to a sane size', () => {
    expect([...signed.keys()]).toEqual(league.map((t) => t.name));
    const sizes: number[] = [];
    league.forEach((team, i) => {
      const signees = signed.get(team.name)!;
      expect(signees.length).toBeLessThanOrEqual(25);
      const size = returning[i].length + signees.length;
      expect(size).toBeGreaterThanOrEqual(78);
      expect(size).toBeLessThanOrEqual(85);
      sizes.push(size);
    });
    expect(mean(sizes)).toBeGreaterThan(84);
    const classSizes = [...signed.values()].map((c) => c.length);
    expect(mean(classSizes)).toBeGreaterThan(17);
    expect(mean(classSizes)).toBeLessThan(24);
  });

  it('turns signed prospects into freshmen of their team, each prospect signing once', () => {
    const byId = new Map(prospects.map((p) => [p.id, p]));
    const seen = new Set<number>();
    for (const [team, players] of signed) {
      for (const p of players) {
        expect(seen.has(p.id)).toBe(false);
        seen.add(p.id);
        const prospect = byId.get(p.id)!;
        expect(p).toMatchObject({ team, year: 'fr', redshirted: false, pos: prospect.pos, stars: prospect.stars, rating: prospect.rating, potential: prospect.potential });
      }
    }
    // All blue-chips sign somewhere; the unsigned are the lowest of the pool.
    const unsigned = prospects.filter((p) => !seen.has(p.id));
    expect(unsigned.filter((p) => p.stars >= 4)).toHaveLength(0);
    expect(mean(unsigned.map((p) => p.rating))).toBeLessThan(mean(prospects.filter((p) => seen.has(p.id)).map((p) => p.rating)));
  });

  it('fills position needs', () => {
    league.forEach((team, i) => {
      const roster = [...returning[i], ...signed.get(team.name)!];
      const count = (pos: string) => roster.filter((p) => p.pos === pos).length;
      expect(count('QB')).toBeGreaterThanOrEqual(3);
      expect(count('OL')).toBeGreaterThanOrEqual(13);
      expect(count('K')).toBeGreaterThanOrEqual(1);
      expect(count('P')).toBeGreaterThanOrEqual(1);
      for (const pos of POSITIONS) expect(count(pos)).toBeLessThanOrEqual(18);
    });
    // A team without quarterbacks signs several.
    const team = league[40];
    const noQbs = returning[40].filter((p) => p.pos !== 'QB');
    const result = runRecruiting([{ name: team.name, prestige: team.prestige, recentSuccess: 0.5, roster: noQbs }], prospects, createRng(3));
    expect(result.get(team.name)!.filter((p) => p.pos === 'QB').length).toBeGreaterThanOrEqual(3);
  });

  it('sends most five-stars to the top programs, but not all', () => {
    const tierOf = new Map(league.map((t) => [t.name, t.prestige]));
    let top = 0;
    let total = 0;
    for (const seed of [22, 23, 24]) {
      const run = seed === 22 ? signed : offseason(league, seed).signed;
      for (const [team, players] of run) {
        const fives = players.filter((p) => p.stars === 5).length;
        total += fives;
        if (tierOf.get(team)! >= 6) top += fives;
      }
    }
    expect(top / total).toBeGreaterThan(0.55);
    expect(top / total).toBeLessThan(0.95);
    const fourStarShare = (tier: number) => {
      const classes = league.filter((t) => t.prestige === tier).map((t) => signed.get(t.name)!);
      return mean(classes.map((c) => c.filter((p) => p.stars >= 4).length));
    };
    expect(fourStarShare(7)).toBeGreaterThan(fourStarShare(5));
    expect(fourStarShare(5)).toBeGreaterThan(fourStarShare(3));
  });

  it('rewards recent success', () => {
    // Alternate tier 4-5 programs between a great and a dismal last season.
    const successful = (team: LeagueTeam) => Number(team.name.split('#')[1]) % 2 === 0;
    const run = offseason(league, 30, (team) => (successful(team) ? 1 : 0)).signed;
    const middle = league.filter((t) => t.prestige === 4 || t.prestige === 5);
    const classRating = (team: LeagueTeam) => mean(run.get(team.name)!.filter((p) => p.pos !== 'K' && p.pos !== 'P').map((p) => p.rating));
    const good = mean(middle.filter(successful).map(classRating));
    const bad = mean(middle.filter((t) => !successful(t)).map(classRating));
    expect(good).toBeGreaterThan(bad + 1);
  });

  it('is deterministic', () => {
    const again = offseason(league, 22).signed;
    expect(again).toEqual(signed);
  });
});

describe('a dynasty of offseasons', () => {
  it('keeps rosters full and talent following prestige, near where the league started', () => {
    let league = generateLeague(40);
    const tierStarters = (teams: LeagueTeam[]) => [1, 2, 3, 4, 5, 6, 7].map((tier) => mean(teams.filter((t) => t.prestige === tier)
      .map((t) => mean(t.roster.filter((p) => p.starter && p.pos !== 'K' && p.pos !== 'P').map((p) => p.rating)))));
    const start = tierStarters(league);
    for (let season = 0; season < 6; season++) {
      const { returning, signed } = offseason(league, 41 + season);
      league = league.map((team, i) => ({ ...team, roster: assignDepthChart([...returning[i], ...signed.get(team.name)!]) }));
    }
    const end = tierStarters(league);
    for (let i = 1; i < end.length; i++) expect(end[i]).toBeGreaterThan(end[i - 1]);
    end.forEach((value, i) => expect(Math.abs(value - start[i]), `tier ${i + 1}`).toBeLessThan(2.5));
    for (const team of league) {
      expect(team.roster.length).toBeGreaterThanOrEqual(78);
      expect(team.roster.length).toBeLessThanOrEqual(85);
    }
    const players: Player[] = league.flatMap((t) => t.roster);
    expect(players.filter((p) => p.stars === 5).length).toBeGreaterThan(95);
    expect(players.filter((p) => p.stars === 5).length).toBeLessThan(165);
    const overall = league.map((t) => teamRatings(t.roster).overall);
    expect(Math.max(...overall)).toBeGreaterThanOrEqual(88);
    expect(Math.min(...overall)).toBeLessThanOrEqual(64);
  });
});
