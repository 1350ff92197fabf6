// FCS opponents in real seasons: how many FBS teams play one by era and conference, and where and when they play.
import { describe, expect, it } from 'vitest';
import { seasonFcsTeams } from '../../src/core/data/fcs.js';
import { findProgram, membershipIn, seasonLeague } from '../../src/core/data/league.js';
import { createRng } from '../../src/core/random.js';
import { buildRegularSeason } from '../../src/core/schedule/regularSeason.js';
import type { ScheduledGame } from '../../src/core/schedule/types.js';
import { validateSchedule } from '../../src/core/schedule/validateSchedule.js';

const SEEDS = [1, 2, 3, 4];

function seasons(year: number): ScheduledGame[][] {
  const league = seasonLeague(year);
  return SEEDS.map((seed) => buildRegularSeason(league, createRng(`fcs:${year}:${seed}`)));
}

/** Share of the teams (by conference when given) with at least one FCS game, over the seeds. */
function shareWithFcs(year: number, games: ScheduledGame[][], conference?: string): number {
  const teams = seasonLeague(year)
    .teams.filter((t) => conference === undefined || t.conference === conference)
    .map((t) => t.name);
  let withGame = 0;
  for (const season of games) {
    const hosts = new Set(season.filter((g) => g.fcs).map((g) => g.home));
    withGame += teams.filter((t) => hosts.has(t)).length;
  }
  return withGame / (teams.length * games.length);
}

describe('FCS programs of a season', () => {
  it('are never FBS programs of that season', () => {
    for (let year = 2000; year <= 2026; year++) {
      const fbs = new Set(seasonLeague(year).teams.map((t) => t.name));
      for (const team of seasonFcsTeams(year)) {
        expect(fbs.has(team.name), `${team.name} ${year}`).toBe(false);
        const program = findProgram(team.name);
        if (program) expect(membershipIn(program, year)).toBeUndefined();
      }
      expect(seasonFcsTeams(year).length).toBeGreaterThan(80);
    }
  });

  it('follow the moves up: James Madison before 2022, Appalachian State before 2014, never after', () => {
    const names = (year: number) => seasonFcsTeams(year).map((t) => t.name);
    expect(names(2021)).toContain('James Madison');
    expect(names(2022)).not.toContain('James Madison');
    expect(names(2013)).toContain('Appalachian State');
    expect(names(2014)).not.toContain('Appalachian State');
    expect(names(2024)).toContain('North Dakota State');
  });
});

describe('FCS games in the regular season', () => {
  const byYear = new Map([2005, 2010, 2016, 2024].map((year) => [year, seasons(year)]));

  it('keep every schedule rule, 12 games a team, FCS games counted', () => {
    for (const [year, list] of byYear) {
      const league = seasonLeague(year);
      for (const games of list) expect(validateSchedule(league, games), `${year}`).toEqual([]);
    }
  });

  it('are played by most teams since 2006 and fewer before, about 90-115 a season in the 2010s', () => {
    const count = (year: number) =>
      byYear.get(year)!.reduce((sum, s) => sum + s.filter((g) => g.fcs).length, 0) / SEEDS.length;
    expect(count(2005)).toBeGreaterThan(55);
    expect(count(2005)).toBeLessThan(85);
    for (const year of [2010, 2016, 2024]) {
      expect(count(year), `${year}`).toBeGreaterThan(85);
      expect(count(year), `${year}`).toBeLessThan(125);
    }
    expect(shareWithFcs(2010, byYear.get(2010)!)).toBeGreaterThan(0.78);
    expect(shareWithFcs(2005, byYear.get(2005)!)).toBeLessThan(0.7);
  });

  it('are rarer in conferences with nine conference games, rarest in the Big Ten of 2016-2021', () => {
    const y2016 = byYear.get(2016)!;
    expect(shareWithFcs(2016, y2016, 'SEC')).toBeGreaterThan(0.8);
    expect(shareWithFcs(2016, y2016, 'Pac-12')).toBeLessThan(0.8);
    expect(shareWithFcs(2016, y2016, 'Big Ten')).toBeLessThan(0.3);
    expect(shareWithFcs(2016, y2016, 'Pac-12')).toBeGreaterThan(shareWithFcs(2016, y2016, 'Big Ten'));
  });

  it('are at the FBS team stadium, early in the season, a few teams playing two', () => {
    for (const [year, list] of byYear) {
      const fcs = list.flat().filter((g) => g.fcs);
      const fbs = new Set(seasonLeague(year).teams.map((t) => t.name));
      for (const g of fcs) {
        expect(fbs.has(g.home) && !fbs.has(g.away) && !g.neutral && !g.conferenceGame, `${g.away} at ${g.home}`).toBe(
          true,
        );
      }
      const early = fcs.filter((g) => g.week <= 4).length / fcs.length;
      expect(early, `${year}`).toBeGreaterThan(0.85);
    }
    const twice = byYear.get(2016)!.map((season) => {
      const hosts = season.filter((g) => g.fcs).map((g) => g.home);
      return hosts.length - new Set(hosts).size;
    });
    expect(twice.reduce((a, b) => a + b, 0) / twice.length).toBeLessThan(10);
  });

  it('never sends Notre Dame an FCS opponent', () => {
    for (const list of byYear.values())
      for (const season of list) expect(season.some((g) => g.fcs && g.home === 'Notre Dame')).toBe(false);
  });
});
