import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/core/random.js';
import { preseasonPoll, pollRanking, weeklyPoll } from '../../src/core/rankings/poll.js';
import { strengthScale } from '../../src/core/rankings/strength.js';
import type { Poll } from '../../src/core/rankings/types.js';
import type { PlayedGame } from '../../src/core/season/results.js';
import { playGame, syntheticSeason, syntheticTeams } from './rankingsSeason.js';

const rankOf = (poll: Poll, team: string): number => poll.entries.find((e) => e.team === team)!.rank;

/**
 * The final poll of a synthetic season (games from seasonSeed, polls from pollSeed) in which each rigged team
 * loses exactly the games its rule picks (its nth game, from 1) and wins the rest, by 31-17; everyone else's
 * results stand. Where two rigged teams meet, the first in the list decides the game.
 */
function finalPollRigged(
  teams: ReturnType<typeof syntheticTeams>,
  preseason: Poll,
  seasonSeed: number,
  pollSeed: number,
  rigged: [team: string, loses: (nth: number) => boolean][],
): Poll {
  const played = new Map<string, number>();
  const games = syntheticSeason(teams, seasonSeed).map((g) => {
    const nth = new Map([g.home, g.away].map((team) => [team, (played.get(team) ?? 0) + 1]));
    for (const [team, n] of nth) played.set(team, n);
    let winner = g.homePoints > g.awayPoints ? g.home : g.away;
    for (const [team, loses] of rigged) {
      if (g.home !== team && g.away !== team) continue;
      winner = loses(nth.get(team)!) ? (team === g.home ? g.away : g.home) : team;
      break;
    }
    return { ...g, homePoints: winner === g.home ? 31 : 17, awayPoints: winner === g.home ? 17 : 31 };
  });
  let poll = preseason;
  for (let week = 1; week <= 14; week++)
    poll = weeklyPoll(poll, teams, games, week, false, null, createRng(pollSeed + week));
  return poll;
}

/**
 * Week 1 after a preseason poll: `scripted` games with fixed winners (winner first), everyone else
 * except `idle` paired at random with results drawn from strength.
 */
function weekOne(seed: number, scripted: [winner: string, loser: string][], idle: string[] = []) {
  const teams = syntheticTeams(seed);
  const rng = createRng(seed);
  const preseason = preseasonPoll(teams, rng);
  const strength = strengthScale(teams);
  const games: PlayedGame[] = scripted.map(([winner, loser], i) => ({
    id: i + 1,
    week: 1,
    home: loser,
    away: winner,
    neutral: false,
    kind: 'regular',
    conferenceGame: false,
    label: null,
    homePoints: 17,
    awayPoints: 27,
    overtimes: 0,
  }));
  const busy = new Set([...scripted.flat(), ...idle]);
  const rest = createRng(seed + 1).shuffle(teams.map((t) => t.name).filter((t) => !busy.has(t)));
  for (let i = 0; i + 1 < rest.length; i += 2)
    games.push(playGame(rng, strength, games.length + 1, 1, rest[i], rest[i + 1]));
  const poll = weeklyPoll(preseason, teams, games, 1, false, null, rng);
  return { teams, preseason, poll, games };
}

describe('preseason poll', () => {
  it('ranks by roster strength and prestige, with AP-style points', () => {
    const teams = syntheticTeams(3);
    const poll = preseasonPoll(teams, createRng(3));
    expect(poll.week).toBe(0);
    expect(poll.entries.map((e) => e.rank)).toEqual(teams.map((_, i) => i + 1));
    const points = poll.entries.map((e) => e.pollScore ?? 0);
    expect(points.reduce((s, p) => s + p, 0)).toBe((62 * (25 * 26)) / 2);
    expect(points.slice().sort((a, b) => b - a)).toEqual(points);
    expect(points[0]).toBeLessThanOrEqual(1550);
    expect(poll.entries.reduce((s, e) => s + e.firstPlaceVotes, 0)).toBe(62);
    // Teams nobody votes for have no score.
    expect(poll.entries.at(-1)!.pollScore).toBeNull();
    expect(poll.entries.every((e) => e.previousRank === null && e.movement === 0 && e.strengthOfRecord === null)).toBe(
      true,
    );
    // The strongest, most prestigious programs open near the top; the weakest far down.
    const byValue = teams.slice().sort((a, b) => b.rating + 3 * b.prestige - (a.rating + 3 * a.prestige));
    expect(rankOf(poll, byValue[0].name)).toBeLessThanOrEqual(5);
    expect(rankOf(poll, byValue.at(-1)!.name)).toBeGreaterThan(100);
  });

  it('gives a blue blood a higher rank than an equally strong low-prestige program', () => {
    const teams = syntheticTeams(4).map((t, i) => (i < 2 ? { ...t, rating: 88, prestige: i === 0 ? 7 : 2 } : t));
    const poll = preseasonPoll(teams, createRng(4));
    expect(rankOf(poll, teams[0].name)).toBeLessThan(rankOf(poll, teams[1].name));
  });
});

describe('weekly poll', () => {
  it('keeps an undefeated #1 that wins at #1', () => {
    for (let seed = 1; seed <= 8; seed++) {
      const teams = syntheticTeams(seed);
      const games = syntheticSeason(teams, seed + 50);
      const rng = createRng(seed);
      let poll = preseasonPoll(teams, rng);
      for (let week = 1; week <= 14; week++) {
        const numberOne = poll.entries[0];
        const next = weeklyPoll(poll, teams, games, week, false, null, rng);
        const own = games.filter((g) => g.week === week && (g.home === numberOne.team || g.away === numberOne.team));
        const won = own.length > 0 && own.every((g) => (g.home === numberOne.team) === g.homePoints > g.awayPoints);
        if (won && numberOne.record.losses === 0) expect(next.entries[0].team).toBe(numberOne.team);
        poll = next;
      }
    }
  });

  it('drops a top-5 team 8+ places after a loss to a weak unranked team', () => {
    for (let seed = 1; seed <= 6; seed++) {
      for (let place = 1; place <= 5; place++) {
        const teams = syntheticTeams(seed);
        const weakest = teams.slice().sort((a, b) => a.rating - b.rating)[0].name;
        const target = preseasonPoll(teams, createRng(seed)).entries[place - 1].team;
        const { poll } = weekOne(seed, [[weakest, target]]);
        expect(rankOf(poll, target) - place).toBeGreaterThanOrEqual(8);
      }
    }
  });

  it('drops a top-5 team less after a loss to a top-10 team than after a loss to a weak team', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const teams = syntheticTeams(seed);
      const preseason = preseasonPoll(teams, createRng(seed));
      const [target, ranked8th] = [preseason.entries[2].team, preseason.entries[7].team];
      const weakest = teams.slice().sort((a, b) => a.rating - b.rating)[0].name;
      const toRanked = rankOf(weekOne(seed, [[ranked8th, target]]).poll, target) - 3;
      const toWeak = rankOf(weekOne(seed, [[weakest, target]]).poll, target) - 3;
      expect(toRanked).toBeGreaterThan(0);
      expect(toRanked).toBeLessThanOrEqual(7);
      expect(toRanked).toBeLessThan(toWeak);
    }
  });

  it('lets a team that beats a top-10 team move up', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const preseason = preseasonPoll(syntheticTeams(seed), createRng(seed));
      const [winner, loser] = [preseason.entries[11].team, preseason.entries[4].team];
      const { poll } = weekOne(seed, [[winner, loser]]);
      expect(rankOf(poll, winner)).toBeLessThan(12);
      expect(rankOf(poll, loser)).toBeGreaterThan(rankOf(poll, winner));
    }
  });

  it('keeps a team on a bye in the top 25, a few spots down at most, with its score unchanged', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const preseason = preseasonPoll(syntheticTeams(seed), createRng(seed));
      for (const place of [1, 8, 15, 20]) {
        const idle = preseason.entries[place - 1];
        const { poll } = weekOne(seed, [], [idle.team]);
        const after = poll.entries.find((e) => e.team === idle.team)!;
        expect(after.rank).toBeLessThanOrEqual(25);
        expect(after.rank - place).toBeLessThanOrEqual(4);
        expect(after.resumeScore).toBe(idle.resumeScore);
        expect(after.record).toEqual({ wins: 0, losses: 0 });
      }
    }
  });

  it('reports movement as previous rank minus current rank', () => {
    const { preseason, poll } = weekOne(2, []);
    for (const entry of poll.entries) {
      const before = rankOf(preseason, entry.team);
      expect(entry.previousRank).toBe(before);
      expect(entry.movement).toBe(before - entry.rank);
    }
    expect(poll.entries.some((e) => e.movement > 0)).toBe(true);
    expect(poll.entries.some((e) => e.movement < 0)).toBe(true);
  });

  it('is deterministic for a seed', () => {
    const run = () => {
      const teams = syntheticTeams(9);
      const games = syntheticSeason(teams, 99);
      const rng = createRng(9);
      let poll = preseasonPoll(teams, rng);
      const polls = [poll];
      for (let week = 1; week <= 6; week++) {
        poll = weeklyPoll(poll, teams, games, week, false, null, rng);
        polls.push(poll);
      }
      return polls;
    };
    expect(run()).toEqual(run());
  });

  it('gives the same polls when a season grows week by week as when every poll reads the season anew', () => {
    // Week by week, as a simulation plays: the played games grow by the week's games, and each poll continues the
    // season its previous poll read. Anew: each poll from a copy of the last (no season to continue) and a new list.
    const teams = syntheticTeams(8);
    const games = syntheticSeason(teams, 88);
    const played: PlayedGame[] = [];
    let grown = preseasonPoll(teams, createRng(8));
    let anew = structuredClone(grown);
    for (let week = 1; week <= 14; week++) {
      played.push(...games.filter((g) => g.week === week));
      grown = weeklyPoll(grown, teams, played, week, week === 14, week === 14 ? teams[3].name : null, createRng(week));
      anew = weeklyPoll(
        structuredClone(anew),
        teams,
        [...played],
        week,
        week === 14,
        week === 14 ? teams[3].name : null,
        createRng(week),
      );
      expect(grown).toEqual(anew);
    }
    // A poll asked again from the same last poll reads the season anew: the same poll.
    const last = weeklyPoll(grown, teams, games, 15, false, null, createRng(15));
    expect(weeklyPoll(grown, teams, games, 15, false, null, createRng(15))).toEqual(last);
  });

  it('catches up over skipped weeks with the same results as week by week, up to voter noise', () => {
    const teams = syntheticTeams(5);
    const games = syntheticSeason(teams, 55);
    const preseason = preseasonPoll(teams, createRng(5));
    let weekly = preseason;
    for (let week = 1; week <= 4; week++) weekly = weeklyPoll(weekly, teams, games, week, false, null, createRng(week));
    const jump = weeklyPoll(preseason, teams, games, 4, false, null, createRng(4));
    for (const entry of jump.entries) {
      expect(entry.resumeScore).toBeCloseTo(weekly.entries.find((e) => e.team === entry.team)!.resumeScore, 9);
    }
  });
});

describe('a season of polls', () => {
  function season(seed: number) {
    const teams = syntheticTeams(seed);
    const games = syntheticSeason(teams, seed + 200);
    const rng = createRng(seed);
    const polls = [preseasonPoll(teams, rng)];
    for (let week = 1; week <= 14; week++) polls.push(weeklyPoll(polls.at(-1)!, teams, games, week, false, null, rng));
    return { teams, games, polls };
  }

  it('lets results dominate by the end of the regular season', () => {
    let undefeatedRank = 0;
    let twoLossRank = 0;
    let undefeated = 0;
    let twoLoss = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const last = season(seed).polls.at(-1)!;
      for (const entry of last.entries.slice(0, 25)) {
        if (entry.record.losses === 0) {
          undefeatedRank += entry.rank;
          undefeated++;
        }
        if (entry.record.losses === 2) {
          twoLossRank += entry.rank;
          twoLoss++;
        }
      }
      // Every poll gives out exactly 62 ballots of 25 places.
      expect(last.entries.reduce((s, e) => s + (e.pollScore ?? 0), 0)).toBe(62 * 325);
    }
    expect(undefeated).toBeGreaterThan(0);
    expect(undefeatedRank / undefeated).toBeLessThan(8);
    expect(twoLossRank / twoLoss).toBeGreaterThan(12);
  });

  it('follows results once games are played: an 11-1 outsider passes a 4-loss preseason favourite', () => {
    let outsiderRanks = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const teams = syntheticTeams(seed);
      const preseason = preseasonPoll(teams, createRng(seed));
      const [favourite, outsider] = [preseason.entries[2].team, preseason.entries[49].team];
      // The outsider (50th before the season) loses its first game and wins the rest; the favourite (3rd) loses
      // its first four and wins the rest; everyone else's results stand.
      const poll = finalPollRigged(teams, preseason, seed + 300, seed, [
        [favourite, (n) => n <= 4],
        [outsider, (n) => n === 1],
      ]);
      const o = poll.entries.find((e) => e.team === outsider)!;
      const f = poll.entries.find((e) => e.team === favourite)!;
      if (o.record.losses !== 1 || f.record.losses !== 4) continue; // they met: not this test's story
      expect(o.rank).toBeLessThan(f.rank);
      expect(o.rank).toBeLessThanOrEqual(15);
      outsiderRanks += o.rank;
    }
    expect(outsiderRanks).toBeGreaterThan(0);
  });

  it('ranks a 10-2 outsider from outside the top 40 above a 9-3 preseason top-5 team: voters count losses first', () => {
    const outsiderRanks: number[] = [];
    const favouriteRanks: number[] = [];
    for (let seed = 1; seed <= 8; seed++) {
      const teams = syntheticTeams(seed);
      const preseason = preseasonPoll(teams, createRng(seed));
      const [favourite, outsider] = [preseason.entries[4].team, preseason.entries[44].team];
      // The outsider (45th before the season) loses its 2nd and 7th games; the favourite (5th) its 3rd, 6th and 9th.
      const poll = finalPollRigged(teams, preseason, seed + 500, seed, [
        [outsider, (n) => n === 2 || n === 7],
        [favourite, (n) => n === 3 || n === 6 || n === 9],
      ]);
      const o = poll.entries.find((e) => e.team === outsider)!;
      const f = poll.entries.find((e) => e.team === favourite)!;
      if (o.record.losses !== 2 || f.record.losses !== 3) continue; // they met: not this test's story
      outsiderRanks.push(o.rank);
      favouriteRanks.push(f.rank);
    }
    // Schedules differ (a 9-3 team of a strong conference may stand above a 10-2 one of a weak one), so on average:
    // the outsider climbs into the top 20 and stands well above the favourite.
    expect(outsiderRanks.length).toBeGreaterThan(4);
    const average = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(average(outsiderRanks)).toBeLessThanOrEqual(20);
    expect(average(outsiderRanks) + 5).toBeLessThan(average(favouriteRanks));
  });

  it('measures strength of record against what a top-25 team would do', () => {
    const { polls, games } = season(7);
    const last = polls.at(-1)!;
    for (const entry of last.entries) {
      expect(entry.strengthOfRecord).not.toBeNull();
      expect(Number.isInteger(entry.strengthOfRecord! * 10)).toBe(true);
      expect(entry.record.wins + entry.record.losses).toBe(
        games.filter((g) => g.home === entry.team || g.away === entry.team).length,
      );
    }
    const undefeated = last.entries.filter((e) => e.record.losses === 0);
    const losing = last.entries.filter((e) => e.record.losses >= 7);
    expect(Math.min(...undefeated.map((e) => e.strengthOfRecord!))).toBeGreaterThan(0);
    expect(Math.max(...losing.map((e) => e.strengthOfRecord!))).toBeLessThan(-3);
  });

  it('puts the national champion #1 in the final poll, unanimously, and the runner-up high', () => {
    for (let seed = 1; seed <= 4; seed++) {
      const { teams, games, polls } = season(seed);
      const last = polls.at(-1)!;
      // An upset title game: the team now ranked #8 beats #1.
      const [runnerUp, champion] = [last.entries[0].team, last.entries[7].team];
      const titleGame: PlayedGame = {
        id: 9999,
        week: 17,
        home: runnerUp,
        away: champion,
        neutral: true,
        kind: 'playoff',
        conferenceGame: false,
        label: 'National Championship',
        homePoints: 24,
        awayPoints: 27,
        overtimes: 1,
      };
      const final = weeklyPoll(last, teams, [...games, titleGame], 17, true, champion, createRng(seed));
      expect(final.final).toBe(true);
      expect(pollRanking(final)[0]).toBe(champion);
      expect(final.entries[0]).toMatchObject({ pollScore: 1550, firstPlaceVotes: 62 });
      expect(rankOf(final, runnerUp)).toBeLessThanOrEqual(5);
    }
  });
});

describe('FCS opponents in the poll', () => {
  it('an FCS loss costs a top-5 team its place far more than a loss to an unranked FBS team; an FCS win lifts nobody', () => {
    const teams = syntheticTeams(11);
    const preseason = preseasonPoll(teams, createRng(11));
    const at = (rank: number) => preseason.entries[rank - 1].team;
    const unrankedFbs = at(70);
    const { poll } = weekOne(
      11,
      [
        ['Montana', at(3)],
        [unrankedFbs, at(4)],
        [at(6), 'Villanova'],
      ],
      [unrankedFbs],
    );
    const fcsLoser = rankOf(poll, at(3));
    const fbsLoser = rankOf(poll, at(4));
    expect(fcsLoser).toBeGreaterThan(15);
    expect(fcsLoser).toBeGreaterThan(fbsLoser);
    // A win over an FCS team is worth next to nothing: no climb past the teams above.
    expect(rankOf(poll, at(6))).toBeGreaterThanOrEqual(4);
    expect(poll.entries.some((e) => e.team === 'Montana' || e.team === 'Villanova')).toBe(false);
  });
});
