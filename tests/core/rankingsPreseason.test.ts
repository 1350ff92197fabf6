// The preseason poll's two sources: a real poll that heads it in the real order (a dynasty's first season), and the
// voters' model, which remembers how each team finished last season.
import { describe, expect, it } from 'vitest';
import { seasonLeague } from '../../src/core/data/league.js';
import { createRng } from '../../src/core/random.js';
import { preseasonPoll, pollRanking } from '../../src/core/rankings/poll.js';
import { realFinalPoll, realFinalPollYears, realLastSeasons } from '../../src/core/rankings/realFinalPolls.js';
import {
  realPollHeadYears,
  realPollYears,
  realPreseasonOrder,
  realPreseasonPoll,
} from '../../src/core/rankings/realPolls.js';
import { preseasonBeliefs } from '../../src/core/rankings/voterBeliefs.js';
import type { PollTeam } from '../../src/core/rankings/types.js';
import { syntheticTeams } from './rankingsSeason.js';

describe('real preseason polls', () => {
  it("name 25 different programs of that season's league", () => {
    for (const year of realPollYears()) {
      const poll = realPreseasonPoll(year)!;
      expect(poll, String(year)).toHaveLength(25);
      expect(new Set(poll).size, String(year)).toBe(25);
      const names = new Set(seasonLeague(year).teams.map((t) => t.name));
      expect(
        poll.filter((team) => !names.has(team)),
        String(year),
      ).toEqual([]);
    }
  });

  it("where only a head is on file, name different programs of that season's league, and no year twice", () => {
    for (const year of realPollHeadYears()) {
      const head = realPreseasonOrder(year);
      expect(head.length, String(year)).toBeGreaterThan(0);
      expect(new Set(head).size, String(year)).toBe(head.length);
      const names = new Set(seasonLeague(year).teams.map((t) => t.name));
      expect(
        head.filter((team) => !names.has(team)),
        String(year),
      ).toEqual([]);
      expect(realPreseasonPoll(year), String(year)).toBeUndefined();
    }
    expect(realPreseasonOrder(2024)).toEqual(realPreseasonPoll(2024));
    expect(realPreseasonOrder(1999)).toEqual([]);
  });

  it('head the poll in their order, whatever the rosters, with AP points falling by rank', () => {
    const teams = syntheticTeams(5);
    // The weakest teams by rating, listed strongest-last: the real order overrides the voters' model.
    const order = [...teams]
      .sort((a, b) => a.rating - b.rating)
      .slice(0, 25)
      .map((t) => t.name);
    const poll = preseasonPoll(teams, createRng(5), [...order, 'Not In The League']);
    expect(pollRanking(poll).slice(0, 25)).toEqual(order);
    expect(poll.entries.map((e) => e.rank)).toEqual(teams.map((_, i) => i + 1));
    const points = poll.entries.map((e) => e.pollScore ?? 0);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    // The beliefs the weekly polls start from follow the same order.
    const beliefs = poll.entries.slice(0, 26).map((e) => e.resumeScore);
    expect(beliefs).toEqual([...beliefs].sort((a, b) => b - a));
  });

  it('leave the poll as the model makes it when none is given', () => {
    const teams = syntheticTeams(6);
    expect(preseasonPoll(teams, createRng(6), [])).toEqual(preseasonPoll(teams, createRng(6)));
  });
});

describe('real final polls', () => {
  it("name 25 different programs of that season's league, one before each start year short of a full real poll", () => {
    for (const year of realFinalPollYears()) {
      const poll = realFinalPoll(year)!;
      expect(poll, String(year)).toHaveLength(25);
      expect(new Set(poll).size, String(year)).toBe(25);
      const names = new Set(seasonLeague(year).teams.map((t) => t.name));
      expect(
        poll.filter((team) => !names.has(team)),
        String(year),
      ).toEqual([]);
    }
    for (const start of [2002, 2005, 2007, 2026]) expect(realFinalPoll(start - 1), String(start)).toBeDefined();
  });

  it('give every team a last season: the ranked their rank and record, the rest unranked with no record', () => {
    const last = realLastSeasons(2025, ['Indiana', 'Ohio State', 'Kansas'])!;
    expect(last.get('Indiana')).toEqual({ finalRank: 1, wins: 16, losses: 0 });
    expect(last.get('Ohio State')).toEqual({ finalRank: 5, wins: 12, losses: 2 });
    expect(last.get('Kansas')).toEqual({ finalRank: 0, wins: 0, losses: 0 });
    expect(realLastSeasons(2024, ['Indiana'])).toBeUndefined();
  });
});

describe("the voters' preseason model", () => {
  /** The synthetic league, each team with the last season `last` gives it. */
  function withLastSeason(seed: number, last: (name: string) => PollTeam['lastSeason']): PollTeam[] {
    return syntheticTeams(seed).map((t) => ({ ...t, lastSeason: last(t.name) }));
  }

  it("puts last season's top finisher above its twin that finished unranked", () => {
    const base = syntheticTeams(7);
    const twin = { ...base[0], name: 'Twin' };
    const teams: PollTeam[] = [
      ...base.map((t) => ({ ...t, lastSeason: { finalRank: 60, wins: 6, losses: 6 } })),
      { ...twin, lastSeason: { finalRank: 40, wins: 7, losses: 5 } },
    ];
    teams[0] = { ...teams[0], lastSeason: { finalRank: 2, wins: 13, losses: 1 } };
    const beliefs = preseasonBeliefs(teams);
    expect(beliefs.get(base[0].name)!).toBeGreaterThan(beliefs.get('Twin')!);
  });

  it("ignores last season when no team has one (a dynasty's first season)", () => {
    const teams = syntheticTeams(8);
    const same = withLastSeason(8, () => undefined);
    expect(preseasonBeliefs(same)).toEqual(preseasonBeliefs(teams));
  });

  it('leaves a team with no last season at the average finish', () => {
    const teams = withLastSeason(9, (name) =>
      name === 'Team 000' ? undefined : { finalRank: 50, wins: 6, losses: 6 },
    );
    const without = preseasonBeliefs(teams.map((t) => (t.name === 'Team 000' ? t : { ...t, lastSeason: undefined })));
    // Everyone's finish is the same, so it moves no one.
    expect([...preseasonBeliefs(teams).values()].map((v) => v.toFixed(9))).toEqual(
      [...without.values()].map((v) => v.toFixed(9)),
    );
  });
});
