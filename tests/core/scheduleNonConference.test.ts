import { describe, expect, it } from 'vitest';
import type { SeasonLeague } from '../../src/core/data/types.js';
import { createRng } from '../../src/core/random.js';
import {
  availableOpponents,
  createNonConferenceGame,
  fixedGamesFor,
  nonConferenceLimit,
  opponentChoices,
  validateNonConferenceGame,
} from '../../src/core/schedule/nonConference.js';
import { seasonFcsTeams } from '../../src/core/data/fcs.js';
import { buildRegularSeason } from '../../src/core/schedule/regularSeason.js';
import type { ScheduledGame } from '../../src/core/schedule/types.js';
import { validateSchedule } from '../../src/core/schedule/validateSchedule.js';
import { seasonRuleBreaks } from './scheduleChecks.js';
import { DIVISIONAL_SHAPE, MODERN_SHAPE, randomShape, syntheticLeague } from './scheduleFixtures.js';

const base = syntheticLeague(MODERN_SHAPE, 1);

/** The modern fixture with hand-made rivalries, so the rules can be checked on known cases. */
const league: SeasonLeague = {
  ...base,
  teams: base.teams.map((t) =>
    t.name === 'SEC 05' ? { ...t, prestige: 6 } : t.name === 'MAC 03' ? { ...t, prestige: 2 } : t,
  ),
  rivalries: [
    { name: 'Border War', teams: ['SEC 01', 'ACC 01'], week: 14, neutral: true },
    { name: 'Old Oaken Bucket', teams: ['SEC 01', 'SEC 02'], week: 13 },
    { name: 'Holy War', teams: ['SEC 01', 'Independent 1'], week: null },
    { name: 'Commander', teams: ['Independent 1', 'American 01'], week: 6 },
    { name: 'Clash Week', teams: ['SEC 03', 'Big 12 01'], week: 14 },
    { name: 'Clash Week Too', teams: ['SEC 03', 'Big 12 02'], week: 14 },
    { name: 'Pac Rivalry', teams: ['Pac-12 01', 'Pac-12 02'], week: 14 },
  ],
};

const game = (week: number, home: string, away: string): ScheduledGame => ({
  week,
  home,
  away,
  neutral: false,
  kind: 'regular',
  conferenceGame: false,
  label: null,
});

describe('nonConferenceLimit', () => {
  it('is 12 minus the conference games, 12 for an independent', () => {
    expect(nonConferenceLimit(league, 'SEC 01')).toBe(4); // 8 conference games
    expect(nonConferenceLimit(league, 'Big Ten 01')).toBe(3); // 9 conference games
    expect(nonConferenceLimit(league, 'Independent 1')).toBe(12);
    expect(nonConferenceLimit(league, 'Pac-12 01')).toBe(11); // two-team conference: one conference game
    expect(() => nonConferenceLimit(league, 'Nowhere State')).toThrow(/Unknown team/);
  });
});

describe('fixedGamesFor', () => {
  it('gives the non-conference rivalries, in their traditional week, labelled', () => {
    const games = fixedGamesFor(league, 'SEC 01');
    expect(games.map((g) => g.label)).toEqual(expect.arrayContaining(['Border War', 'Holy War']));
    expect(games).toHaveLength(2); // the Old Oaken Bucket is a conference game
    const border = games.find((g) => g.label === 'Border War')!;
    expect(border.week).toBe(14);
    expect(border.conferenceGame).toBe(false);
    expect(border.neutral).toBe(true);
    expect(games.find((g) => g.label === 'Holy War')!.neutral).toBe(false);
    expect(border.kind).toBe('regular');
    expect([border.home, border.away].sort()).toEqual(['ACC 01', 'SEC 01']);
  });

  it('picks a week for a rivalry without one deterministically, away from weeks the teams are committed', () => {
    const holy = fixedGamesFor(league, 'SEC 01').find((g) => g.label === 'Holy War')!;
    expect(fixedGamesFor(league, 'SEC 01').find((g) => g.label === 'Holy War')).toEqual(holy);
    // The same game whichever side asks.
    expect(fixedGamesFor(league, 'Independent 1').find((g) => g.label === 'Holy War')).toEqual(holy);
    expect([13, 14, 6]).not.toContain(holy.week);
    expect(holy.week).toBeGreaterThanOrEqual(1);
    expect(holy.week).toBeLessThanOrEqual(14);
  });

  it('alternates the host of a rivalry by season', () => {
    const even = fixedGamesFor(league, 'SEC 01').find((g) => g.label === 'Border War')!;
    const odd = fixedGamesFor({ ...league, year: league.year + 1 }, 'SEC 01').find((g) => g.label === 'Border War')!;
    expect(odd.home).toBe(even.away);
  });

  it('moves the second of two rivalries claiming the same week for a team', () => {
    const games = fixedGamesFor(league, 'SEC 03');
    expect(games).toHaveLength(2);
    expect(games.find((g) => g.label === 'Clash Week')!.week).toBe(14);
    expect(games.find((g) => g.label === 'Clash Week Too')!.week).not.toBe(14);
  });

  it('never gives a team more rivalry games than its limit, nor two in a week', () => {
    for (const shape of [MODERN_SHAPE, DIVISIONAL_SHAPE, randomShape(3)]) {
      const l = syntheticLeague(shape, 4);
      for (const t of l.teams) {
        const games = fixedGamesFor(l, t.name);
        expect(games.length).toBeLessThanOrEqual(nonConferenceLimit(l, t.name));
        expect(new Set(games.map((g) => g.week)).size).toBe(games.length);
      }
    }
  });
});

describe('availableOpponents', () => {
  const scheduled = fixedGamesFor(league, 'SEC 01');

  it('lists FBS teams outside the conference, free that week, sorted by name', () => {
    const list = opponentChoices(league, 'SEC 01', 2, scheduled)
      .filter((c) => !c.fcs)
      .map((c) => c.name);
    expect(list).toEqual([...list].sort());
    expect(list.some((t) => t.startsWith('SEC '))).toBe(false);
    expect(list).not.toContain('SEC 01');
    expect(list).toContain('Big Ten 01');
    expect(list).toContain('Independent 2');
    // Rivals are already on the schedule.
    expect(list).not.toContain('ACC 01');
    expect(list).not.toContain('Independent 1');
    const others = league.teams.filter((t) => t.conference !== 'SEC').length - 2;
    expect(list).toHaveLength(others);
  });

  it('leaves out teams committed that week and teams already scheduled', () => {
    // American 01 plays the Commander rivalry in week 6.
    expect(availableOpponents(league, 'SEC 01', 6, scheduled)).not.toContain('American 01');
    expect(availableOpponents(league, 'SEC 01', 5, scheduled)).toContain('American 01');
    const more = [...scheduled, game(3, 'SEC 01', 'Big Ten 01')];
    expect(availableOpponents(league, 'SEC 01', 4, more)).not.toContain('Big Ten 01');
    const busyOpponent = [...scheduled, game(4, 'Big Ten 02', 'MAC 01')];
    expect(availableOpponents(league, 'SEC 01', 4, busyOpponent)).not.toContain('Big Ten 02');
  });

  it('is empty when the team is busy that week or has reached its limit', () => {
    expect(availableOpponents(league, 'SEC 01', 14, scheduled)).toEqual([]); // Border War
    expect(availableOpponents(league, 'SEC 01', 13, scheduled)).toEqual([]); // conference rivalry
    const full = [...scheduled, game(1, 'SEC 01', 'MAC 01'), game(2, 'MAC 02', 'SEC 01')];
    expect(availableOpponents(league, 'SEC 01', 3, full)).toEqual([]);
  });
});

describe('validateNonConferenceGame', () => {
  const scheduled = fixedGamesFor(league, 'SEC 01');
  const check = (opponent: string, week: number, games = scheduled) =>
    validateNonConferenceGame(league, 'SEC 01', opponent, week, games);

  it('accepts a free opponent in a free week', () => {
    expect(check('Big Ten 03', 2)).toBeNull();
  });

  it('names each broken rule', () => {
    expect(check('Nowhere State', 2)).toMatch(/not an FBS or FCS team/);
    expect(check('SEC 04', 2)).toMatch(/SEC opponent/);
    expect(check('SEC 01', 2)).toMatch(/cannot play itself/);
    expect(check('Big Ten 03', 0)).toMatch(/Week must be between 1 and 14/);
    expect(check('Big Ten 03', 15)).toMatch(/Week must be between 1 and 14/);
    expect(check('Big Ten 03', 14)).toMatch(/SEC 01 already plays in week 14/);
    expect(check('American 01', 6)).toMatch(/American 01 already plays in week 6/);
    expect(check('ACC 01', 3)).toMatch(/already plays ACC 01/);
    expect(check('Big Ten 03', 4, [...scheduled, game(3, 'SEC 01', 'Big Ten 03')])).toMatch(/already plays Big Ten 03/);
    const full = [...scheduled, game(1, 'SEC 01', 'MAC 01'), game(2, 'MAC 02', 'SEC 01')];
    expect(check('Big Ten 03', 4, full)).toMatch(/already scheduled 4 of 4/);
  });

  it('refuses an opponent without room for another non-conference game', () => {
    // Big Ten teams have 3 non-conference games; fill Big Ten 05's with other games.
    const others = [game(1, 'Big Ten 05', 'MAC 01'), game(2, 'Big Ten 05', 'MAC 02'), game(3, 'Big Ten 05', 'MAC 03')];
    expect(check('Big Ten 05', 5, [...scheduled, ...others])).toMatch(/no room/);
  });

  it('refuses a week that would leave an independent only clustered byes', () => {
    const team = 'Independent 2';
    const opponents = league.teams.filter((t) => t.conference === 'MAC').map((t) => t.name);
    const tenWeeks = [...Array(10).keys()].map((i) => game(i + 1, team, opponents[i]));
    // Open after week 11: 12, 13, 14, and any two of them are clustered.
    expect(validateNonConferenceGame(league, team, opponents[10], 11, tenWeeks)).toMatch(/no sensible bye weeks/);
    // Open after week 12: 11, 13, 14, and 11 with 13 or 14 is fine.
    expect(validateNonConferenceGame(league, team, opponents[10], 12, tenWeeks)).toBeNull();
  });
});

describe('createNonConferenceGame', () => {
  it('returns the error instead of a game when the rules are broken', () => {
    const made = createNonConferenceGame(league, 'SEC 01', 'SEC 02', 2, []);
    expect(made).toEqual({ ok: false, error: expect.stringMatching(/SEC opponent/) });
  });

  it('keeps the home slate even: hosts when behind, travels when ahead', () => {
    // MAC 03 (prestige 2) and American 02 (1-4) would play at either.
    const away = [game(1, 'American 03', 'MAC 03')];
    const home = [game(1, 'MAC 03', 'American 03')];
    const a = createNonConferenceGame(league, 'MAC 03', 'American 02', 2, away);
    const b = createNonConferenceGame(league, 'MAC 03', 'American 02', 2, home);
    expect(a.ok && a.game.home).toBe('MAC 03');
    expect(b.ok && b.game.home).toBe('American 02');
  });

  it('never makes a site the opponent refuses the default', () => {
    // SEC 05 (prestige 6, power) does not travel to a Group of Five school, even with its slate ahead at home.
    const made = createNonConferenceGame(league, 'SEC 05', 'MAC 02', 2, [game(1, 'SEC 05', 'MAC 01')]);
    expect(made.ok && made.game.home).toBe('SEC 05');
  });

  it('lets the bigger program host when the slate is even', () => {
    // SEC 05 (prestige 6) and MAC 03 (prestige 2), whichever side schedules.
    const made = createNonConferenceGame(league, 'SEC 05', 'MAC 03', 2, []);
    expect(made.ok && made.game).toMatchObject({
      home: 'SEC 05',
      away: 'MAC 03',
      conferenceGame: false,
      label: null,
      kind: 'regular',
      week: 2,
    });
    const other = createNonConferenceGame(league, 'MAC 03', 'SEC 05', 2, []);
    expect(other.ok && other.game.home).toBe('SEC 05');
  });
});

describe('the site of a scheduled game', () => {
  const sitesOf = (team: string, opponent: string) =>
    opponentChoices(league, team, 2, fixedGamesFor(league, team)).find((c) => c.name === opponent)?.sites;

  it('lets a Power program host a low-prestige Group of Five school, never travel to it nor meet it on neutral ground', () => {
    // SEC 05: prestige 6 + 1 for the power conference; MAC 03: prestige 2.
    expect(sitesOf('SEC 05', 'MAC 03')).toEqual(['home']);
    expect(sitesOf('MAC 03', 'SEC 05')).toEqual(['away']);
    const refused = createNonConferenceGame(league, 'SEC 05', 'MAC 03', 2, [], 'away');
    expect(refused).toEqual({
      ok: false,
      error: expect.stringMatching(/SEC 05 would not travel to MAC 03.*choose home/),
    });
    const neutral = createNonConferenceGame(league, 'MAC 03', 'SEC 05', 2, [], 'neutral');
    expect(neutral).toEqual({
      ok: false,
      error: expect.stringMatching(/too far apart for a neutral-site game.*choose away/),
    });
    expect(createNonConferenceGame(league, 'MAC 03', 'SEC 05', 2, [], 'home')).toEqual({
      ok: false,
      error: expect.stringMatching(/SEC 05 would not come to MAC 03/),
    });
  });

  it('plays near equals at home, away or on neutral ground, as chosen', () => {
    expect(sitesOf('MAC 03', 'American 02')).toEqual(['home', 'away', 'neutral']);
    for (const [site, home, neutral] of [
      ['home', 'MAC 03', false],
      ['away', 'American 02', false],
      ['neutral', 'MAC 03', true],
    ] as const) {
      const made = createNonConferenceGame(league, 'MAC 03', 'American 02', 2, [], site);
      expect(made.ok && made.game).toMatchObject({ home, neutral, away: home === 'MAC 03' ? 'American 02' : 'MAC 03' });
    }
  });
});

describe('FCS opponents', () => {
  const fcs = seasonFcsTeams(league.year)
    .map((t) => t.name)
    .filter((n) => !league.teams.some((t) => t.name === n));
  const team = 'Independent 2';
  const scheduled = fixedGamesFor(league, team);

  it('are offered by their names after the FBS teams, always at home', () => {
    const choices = opponentChoices(league, team, 2, scheduled).filter((c) => c.fcs);
    expect(choices.map((c) => c.name)).toEqual([...fcs].sort());
    expect(choices.every((c) => c.sites.length === 1 && c.sites[0] === 'home')).toBe(true);
    expect(availableOpponents(league, team, 2, scheduled)).toContain(fcs[0]);
  });

  it('come to the FBS team, count toward its slate, and two at most', () => {
    const made = createNonConferenceGame(league, team, fcs[0], 2, scheduled);
    expect(made).toEqual({
      ok: true,
      game: {
        week: 2,
        home: team,
        away: fcs[0],
        neutral: false,
        kind: 'regular',
        conferenceGame: false,
        label: null,
        fcs: true,
      },
    });
    expect(createNonConferenceGame(league, team, fcs[0], 2, scheduled, 'away')).toEqual({
      ok: false,
      error: expect.stringMatching(/FCS opponents always play at Independent 2 \(choose home\)/),
    });
    const one = [...scheduled, made.ok ? made.game : game(0, '', '')];
    expect(availableOpponents(league, team, 2, one)).toEqual([]);
    expect(validateNonConferenceGame(league, team, fcs[0], 3, one)).toMatch(/already plays/);
    const second = createNonConferenceGame(league, team, fcs[1], 3, one);
    if (!second.ok) throw new Error(second.error);
    const two = [...one, second.game];
    expect(validateNonConferenceGame(league, team, fcs[2], 4, two)).toMatch(/already plays 2 FCS opponents/);
    expect(opponentChoices(league, team, 4, two).some((c) => c.fcs)).toBe(false);
    // An independent has twelve non-conference games: FBS opponents are still offered.
    expect(opponentChoices(league, team, 4, two).length).toBeGreaterThan(0);
  });

  it('stay on the built season as chosen, with no other FCS game for that team beyond two', () => {
    const first = createNonConferenceGame(league, team, fcs[0], 2, scheduled);
    if (!first.ok) throw new Error(first.error);
    const mine = [...scheduled, first.game];
    for (const seed of [1, 2, 3, 4]) {
      const season = buildRegularSeason(league, createRng(seed), mine);
      expect(season).toContainEqual(first.game);
      expect(season.filter((g) => g.fcs && g.home === team).length).toBeLessThanOrEqual(2);
      expect(season.filter((g) => g.fcs && g.away === fcs[0] && g.week === 2)).toHaveLength(1);
      expect(seasonRuleBreaks(league, season)).toEqual([]);
      expect(validateSchedule(league, season)).toEqual([]);
    }
  });
});

describe('the player schedules, then the season is built around it', () => {
  it('keeps every scheduled game and every rule, for conference teams and independents', () => {
    const leagues = [league, syntheticLeague(DIVISIONAL_SHAPE, 3), syntheticLeague(randomShape(5), 5)];
    for (const [i, l] of leagues.entries()) {
      const rng = createRng(`player-${i}`);
      const picks = [l.teams[0].name, l.independents[0], l.teams[rng.int(0, l.teams.length - 1)].name].filter(Boolean);
      for (const team of picks) {
        const scheduled = fixedGamesFor(l, team);
        const limit = nonConferenceLimit(l, team);
        for (const week of rng.shuffle([...Array(14).keys()].map((w) => w + 1))) {
          if (scheduled.length >= limit) break;
          const options = availableOpponents(l, team, week, scheduled);
          if (options.length === 0) continue;
          const opponent = rng.pick(options);
          expect(validateNonConferenceGame(l, team, opponent, week, scheduled)).toBeNull();
          const made = createNonConferenceGame(l, team, opponent, week, scheduled);
          if (!made.ok) throw new Error(made.error);
          scheduled.push(made.game);
        }
        expect(scheduled.length, `${team} fills its limit`).toBe(limit);
        for (const seed of [1, 2, 3]) {
          const season = buildRegularSeason(l, createRng(seed), scheduled);
          for (const g of scheduled) expect(season).toContainEqual(g);
          expect(seasonRuleBreaks(l, season)).toEqual([]);
          expect(validateSchedule(l, season)).toEqual([]);
        }
      }
    }
  });

  it('fills the rest of a partly scheduled slate', () => {
    const team = 'Big Ten 07';
    const scheduled = [...fixedGamesFor(league, team)];
    const opponent = availableOpponents(league, team, 2, scheduled)[0];
    const made = createNonConferenceGame(league, team, opponent, 2, scheduled);
    if (!made.ok) throw new Error(made.error);
    scheduled.push(made.game);
    const season = buildRegularSeason(league, createRng(1), scheduled);
    expect(season.filter((g) => g.home === team || g.away === team)).toHaveLength(12);
    expect(validateSchedule(league, season)).toEqual([]);
  });
});
