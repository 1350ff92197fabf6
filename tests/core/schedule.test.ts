import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/core/random.js';
import {
  availableOpponents,
  createNonConferenceGame,
  fixedGamesFor,
  nonConferenceLimit,
} from '../../src/core/schedule/nonConference.js';
import { buildRegularSeason } from '../../src/core/schedule/regularSeason.js';
import type { ScheduledGame } from '../../src/core/schedule/types.js';
import { validateSchedule } from '../../src/core/schedule/validateSchedule.js';
import type { SeasonLeague } from '../../src/core/data/types.js';
import { expectSeasonRules, rivalryBreaks, rivalryWeeks, seasonRuleBreaks } from './scheduleChecks.js';
import { DIVISIONAL_SHAPE, MODERN_SHAPE, randomShape, syntheticLeague } from './scheduleFixtures.js';

const modern = syntheticLeague(MODERN_SHAPE, 1);
const divisional = syntheticLeague(DIVISIONAL_SHAPE, 2);

function expectRivalriesKept(league: SeasonLeague, games: readonly ScheduledGame[]): void {
  expect(rivalryBreaks(league, games)).toEqual([]);
}

describe('buildRegularSeason on era-shaped leagues', () => {
  for (const [label, league] of [
    ['2024-like', modern],
    ['2005-like', divisional],
  ] as const) {
    for (const seed of [1, 2, 3, 4]) {
      it(`${label}, seed ${seed}: every rule holds`, () => {
        const games = buildRegularSeason(league, createRng(seed));
        expect(2 * games.length - games.filter((g) => g.fcs).length).toBe(league.teams.length * 12);
        expectSeasonRules(league, games);
        expectRivalriesKept(league, games);
        expect(validateSchedule(league, games)).toEqual([]);
      });
    }
  }

  it('keeps rivalries in their traditional week unless two of them claim the same week for a team', () => {
    const games = buildRegularSeason(modern, createRng(7));
    const { played, offWeek } = rivalryWeeks(modern, games);
    expect(played).toBeGreaterThan(40);
    expect(offWeek.length).toBeLessThan(played / 3);
  });

  it('labels rivalry games with the rivalry name and every other game with null', () => {
    const games = buildRegularSeason(modern, createRng(8));
    const names = new Set(modern.rivalries.map((r) => r.name));
    for (const g of games) {
      if (g.label !== null) expect(names.has(g.label)).toBe(true);
    }
    expect(games.filter((g) => g.label !== null).length).toBe(rivalryWeeks(modern, games).played);
  });

  it('plays neutral-site rivalries at a neutral site and every other game on campus', () => {
    const games = buildRegularSeason(modern, createRng(6));
    const neutral = new Set(modern.rivalries.filter((r) => r.neutral).map((r) => r.name));
    expect(neutral.size).toBeGreaterThan(0);
    for (const g of games) expect(g.neutral, `${g.label}`).toBe(g.label !== null && neutral.has(g.label));
  });

  it('plays the whole division when the slate has room (6-team divisions, 8 games)', () => {
    for (const seed of [1, 2, 3]) {
      const games = buildRegularSeason(divisional, createRng(seed));
      for (const conf of divisional.conferences.filter((c) => c.divisions && c.divisions[0].teams.length === 6)) {
        for (const division of conf.divisions!) {
          for (const team of division.teams) {
            const divisionGames = games.filter(
              (g) =>
                g.conferenceGame
                && (g.home === team || g.away === team)
                && division.teams.includes(g.home === team ? g.away : g.home),
            );
            expect(divisionGames.length, `${team} division games`).toBe(5);
          }
        }
      }
    }
  });

  it('splits conference slates evenly at home and away', () => {
    const games = buildRegularSeason(modern, createRng(9));
    for (const team of modern.teams) {
      const conf = games.filter(
        (g) => g.conferenceGame && !g.neutral && (g.home === team.name || g.away === team.name),
      );
      const home = conf.filter((g) => g.home === team.name).length;
      expect(Math.abs(2 * home - conf.length), team.name).toBeLessThanOrEqual(1);
    }
  });

  it('plays the two-team conference once and caps odd slates with one team a game short', () => {
    const games = buildRegularSeason(modern, createRng(10));
    const pac = modern.conferences.find((c) => c.name === 'Pac-12')!;
    const pacGames = games.filter((g) => g.conferenceGame && pac.teams.includes(g.home));
    expect(pacGames).toHaveLength(1);

    const bigTen = divisional.conferences.find((c) => c.name === 'Big Ten')!; // 11 teams, 9 games
    const season = buildRegularSeason(divisional, createRng(10));
    const counts = bigTen.teams.map(
      (t) => season.filter((g) => g.conferenceGame && (g.home === t || g.away === t)).length,
    );
    expect(counts.filter((c) => c === 9)).toHaveLength(10);
    expect(counts.filter((c) => c === 8)).toHaveLength(1);
  });

  it('pairs non-conference games sensibly: no mismatch-heavy slates, power teams host guarantee games', () => {
    const games = buildRegularSeason(modern, createRng(11));
    const team = new Map(modern.teams.map((t) => [t.name, t]));
    const power = new Set(modern.conferences.filter((c) => c.power).flatMap((c) => c.teams));
    const nonConference = games.filter((g) => !g.conferenceGame && g.label === null && !g.fcs);
    const gaps = nonConference.map((g) => Math.abs(team.get(g.home)!.prestige - team.get(g.away)!.prestige));
    expect(gaps.reduce((s, x) => s + x, 0) / gaps.length).toBeLessThan(2.2);
    const guarantee = nonConference.filter((g) => power.has(g.home) !== power.has(g.away));
    const powerHosts = guarantee.filter((g) => power.has(g.home)).length;
    expect(powerHosts / guarantee.length).toBeGreaterThan(0.55);
  });

  it('puts non-conference games early and byes in mid-season', () => {
    const games = buildRegularSeason(modern, createRng(12));
    const early = games.filter((g) => !g.conferenceGame && g.label === null && g.week <= 4).length;
    const all = games.filter((g) => !g.conferenceGame && g.label === null).length;
    expect(early / all).toBeGreaterThan(0.6);
    const playing14 = games.filter((g) => g.week === 14).length * 2;
    expect(playing14).toBeGreaterThan(modern.teams.length - 12);
  });
});

describe('buildRegularSeason on random leagues', () => {
  it('always succeeds with every rule kept (20 leagues x 3 seeds)', () => {
    for (let i = 0; i < 20; i++) {
      const league = syntheticLeague(randomShape(i), i);
      for (const seed of [1, 2, 3]) {
        const games = buildRegularSeason(league, createRng(seed));
        expect(validateSchedule(league, games), `league ${i} seed ${seed}`).toEqual([]);
        expect(seasonRuleBreaks(league, games), `league ${i} seed ${seed}`).toEqual([]);
        expectRivalriesKept(league, games);
      }
    }
  });
});

describe('buildRegularSeason determinism and fixed games', () => {
  it('gives the same season for the same seed and a different one for another seed', () => {
    const a = buildRegularSeason(modern, createRng(42));
    const b = buildRegularSeason(modern, createRng(42));
    const c = buildRegularSeason(modern, createRng(43));
    expect(b).toEqual(a);
    expect(c).not.toEqual(a);
  });

  it('keeps fixed games exactly, neutral sites included', () => {
    for (const team of ['SEC 01', 'Independent 1', 'Pac-12 01']) {
      const fixed = fixedGamesFor(modern, team);
      for (const week of [1, 3, 7, 10, 12]) {
        if (fixed.length >= nonConferenceLimit(modern, team)) break;
        const opponent = availableOpponents(modern, team, week, fixed)[0];
        if (opponent === undefined) continue;
        const made = createNonConferenceGame(modern, team, opponent, week, fixed);
        if (!made.ok) throw new Error(made.error);
        fixed.push(week === 1 ? { ...made.game, neutral: true } : made.game);
      }
      expect(fixed.length).toBeGreaterThanOrEqual(4);
      for (const seed of [1, 2]) {
        const games = buildRegularSeason(modern, createRng(seed), fixed);
        for (const f of fixed) expect(games).toContainEqual(f);
        expect(validateSchedule(modern, games)).toEqual([]);
      }
    }
  });

  it('rejects fixed games that break the rules', () => {
    const game = (week: number, home: string, away: string, conferenceGame = false): ScheduledGame => ({
      week,
      home,
      away,
      neutral: false,
      kind: 'regular',
      conferenceGame,
      label: null,
    });
    const rng = createRng(1);
    expect(() => buildRegularSeason(modern, rng, [game(15, 'SEC 01', 'Big Ten 01')])).toThrow(/week/);
    expect(() => buildRegularSeason(modern, rng, [game(2, 'SEC 01', 'Nowhere State')])).toThrow(/teams/);
    expect(() => buildRegularSeason(modern, rng, [game(2, 'SEC 01', 'SEC 02')])).toThrow(/conferenceGame/);
    expect(() =>
      buildRegularSeason(modern, rng, [game(2, 'SEC 01', 'Big Ten 01'), game(2, 'SEC 01', 'Big Ten 02')]),
    ).toThrow(/already plays/);
    const five = [1, 2, 3, 4, 5].map((w) => game(w, 'SEC 01', `American 0${w}`));
    expect(() => buildRegularSeason(modern, rng, five)).toThrow(/limit 4/);
  });
});

describe('validateSchedule', () => {
  const games = buildRegularSeason(modern, createRng(5));
  const edited = (edit: (gs: ScheduledGame[]) => void): string[] => {
    const copy = games.map((g) => ({ ...g }));
    edit(copy);
    return validateSchedule(modern, copy);
  };
  const nonRivalry = (gs: ScheduledGame[]) => gs.findIndex((g) => g.label === null && !g.conferenceGame);

  it('accepts a generated season', () => {
    expect(validateSchedule(modern, games)).toEqual([]);
  });

  it('reports a team playing twice in a week and a missing game', () => {
    const problems = edited((gs) => {
      const g = gs[nonRivalry(gs)];
      const other = gs.find((x) => x !== g && x.week !== g.week && (x.home === g.home || x.away === g.home))!;
      g.week = other.week;
    });
    expect(problems.some((p) => /plays twice in week/.test(p))).toBe(true);
    expect(edited((gs) => gs.splice(nonRivalry(gs), 1)).some((p) => /plays 11 games/.test(p))).toBe(true);
  });

  it('reports wrong conference flags, unknown teams, bad weeks and non-regular games', () => {
    expect(
      edited((gs) => (gs[nonRivalry(gs)].conferenceGame = true)).some((p) => /marked conference game/.test(p)),
    ).toBe(true);
    expect(edited((gs) => (gs[0].home = 'Nowhere State')).some((p) => /not an FBS team/.test(p))).toBe(true);
    expect(edited((gs) => (gs[0].week = 15)).some((p) => /week outside/.test(p))).toBe(true);
    expect(edited((gs) => (gs[0].kind = 'bowl')).some((p) => /expected regular/.test(p))).toBe(true);
  });

  it('reports unbalanced home slates, wrong labels and missing rivalries', () => {
    const problems = edited((gs) => {
      const team = gs[0].home;
      for (const g of gs) if (g.away === team && g.label === null) [g.home, g.away] = [g.away, g.home];
    });
    expect(problems.some((p) => /gap over 2/.test(p))).toBe(true);
    expect(edited((gs) => (gs[nonRivalry(gs)].label = 'Big Game')).some((p) => /not a rivalry/.test(p))).toBe(true);
    const rivalry = (gs: ScheduledGame[]) => gs.findIndex((g) => g.label !== null);
    expect(edited((gs) => (gs[rivalry(gs)].label = null)).some((p) => /should be labelled/.test(p))).toBe(true);
    expect(edited((gs) => gs.splice(rivalry(gs), 1)).some((p) => /is not played/.test(p))).toBe(true);
  });

  it('reports a rivalry moved off its traditional week and clustered byes', () => {
    const problems = edited((gs) => {
      const r = modern.rivalries.find((x) => x.week === 14 && gs.some((g) => g.label === x.name && g.week === 14))!;
      const g = gs.find((x) => x.label === r.name)!;
      const free = [...Array(14).keys()]
        .map((i) => i + 1)
        .find((w) => !gs.some((x) => x.week === w && [g.home, g.away].some((t) => t === x.home || t === x.away)))!;
      g.week = free;
    });
    expect(problems.some((p) => /not its traditional week 14/.test(p))).toBe(true);
    const clustered = edited((gs) => {
      const team = 'Independent 2';
      const mine = gs.filter((g) => g.home === team || g.away === team).sort((a, b) => a.week - b.week);
      const weeks = mine.map((g) => g.week);
      const byes = [...Array(14).keys()].map((i) => i + 1).filter((w) => !weeks.includes(w));
      // Move the games of weeks 13 and 14 into the byes: the byes become 13 and 14.
      const late = mine.filter((g) => g.week >= 13);
      late.forEach((g, i) => {
        g.week = byes[i];
      });
    });
    expect(clustered.some((p) => /Independent 2 has clustered byes/.test(p))).toBe(true);
  });
});
