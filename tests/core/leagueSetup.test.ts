// League setups: every real season is a valid setup that lays out exactly the real league; custom leagues
// (a new conference from two real ones, nine games, divisions) are scheduled by the real scheduler; impossible
// ones are refused with the JSON path and the reason.
import { describe, expect, it } from 'vitest';
import { seasonLeague, seasonYears } from '../../src/core/data/league.js';
import { applySetup, realSetup } from '../../src/core/league/setup.js';
import type { LeagueSetup } from '../../src/core/league/types.js';
import { conferenceGameChoices, setupProblems } from '../../src/core/league/validate.js';
import { createRng } from '../../src/core/random.js';
import { buildRegularSeason } from '../../src/core/schedule/regularSeason.js';
import { validateSchedule } from '../../src/core/schedule/validateSchedule.js';

const reasons = (setup: LeagueSetup) => setupProblems(setup).map((p) => `${p.path}: ${p.reason}`);

/** The 2024 league with a new eight-team conference made of four SEC and four Big Ten programs. */
function customLeague(): LeagueSetup {
  const setup = realSetup(seasonLeague(2024));
  const moving = ['Alabama', 'Georgia', 'LSU', 'Texas', 'Michigan', 'Ohio State', 'Oregon', 'Penn State'];
  for (const c of setup.conferences) c.teams = c.teams.filter((t) => !moving.includes(t));
  setup.conferences.push({
    name: 'Super 8',
    teams: moving,
    divisions: null,
    confGames: 7,
    championshipGame: true,
    power: true,
  });
  for (const c of setup.conferences) if (c.name === 'SEC' || c.name === 'Big Ten') c.confGames = 9;
  setup.playoff = { teams: 16, autobids: 5, confChampTop4: false, onCampusRounds: 1 };
  setup.rules.nil = false;
  return setup;
}

describe('real leagues as setups', () => {
  it('every season 2000-2026 is valid and lays out exactly the real league', () => {
    for (const year of seasonYears()) {
      const league = seasonLeague(year);
      const setup = realSetup(league);
      expect(reasons(setup), String(year)).toEqual([]);
      expect(applySetup(league, setup), String(year)).toEqual(league);
    }
  });
});

describe('custom leagues', () => {
  it('schedules a new conference from two real ones with nine-game SEC and Big Ten slates', () => {
    const setup = customLeague();
    expect(reasons(setup)).toEqual([]);
    const league = applySetup(seasonLeague(2024), setup);
    expect(league.teams.find((t) => t.name === 'Georgia')?.conference).toBe('Super 8');
    const games = buildRegularSeason(league, createRng(5));
    expect(validateSchedule(league, games)).toEqual([]);
    const georgia = games.filter((g) => g.conferenceGame && (g.home === 'Georgia' || g.away === 'Georgia'));
    expect(georgia).toHaveLength(7);
    const auburn = games.filter((g) => g.conferenceGame && (g.home === 'Auburn' || g.away === 'Auburn'));
    expect(auburn).toHaveLength(9);
  });

  it('schedules divisions made up by the player and a program brought in from another era', () => {
    const setup = realSetup(seasonLeague(2024));
    const acc = setup.conferences.find((c) => c.name === 'ACC')!;
    acc.teams.push('Idaho');
    acc.divisions = [
      { name: 'North', teams: acc.teams.slice(0, 9) },
      { name: 'South', teams: acc.teams.slice(9) },
    ];
    expect(reasons(setup)).toEqual([]);
    const league = applySetup(seasonLeague(2024), setup);
    expect(league.teams.find((t) => t.name === 'Idaho')).toMatchObject({ conference: 'ACC', division: 'South' });
    expect(validateSchedule(league, buildRegularSeason(league, createRng(2)))).toEqual([]);
  });

  it('refuses impossible leagues naming the path and the reason', () => {
    const setup = realSetup(seasonLeague(2024));
    setup.conferences.push({
      name: 'Tiny',
      teams: ['Army', 'Navy', 'Notre Dame'],
      divisions: null,
      confGames: 9,
      championshipGame: false,
      power: false,
    });
    setup.independents = setup.independents.filter((t) => !['Army', 'Navy', 'Notre Dame'].includes(t));
    setup.conferences[0].teams.push('Narnia State', 'Texas');
    setup.conferences[1].divisions = [
      { name: 'East', teams: ['Ohio State'] },
      { name: 'East', teams: ['Michigan'] },
    ];
    setup.rivalries.push({ name: 'Self', teams: ['Texas', 'Texas'], week: 20 });
    setup.playoff = { teams: 6, autobids: 0, confChampTop4: false, onCampusRounds: 0 };
    setup.rules.fcsGames = 5;
    const list = reasons(setup);
    const armyIndependents = realSetup(seasonLeague(2024)).conferences.length;
    expect(list).toContain(
      `conferences[${armyIndependents}].teams: Tiny has 3 teams: a conference has at least 6 (the Big West of 2000), or 2 that play each other once (the Pac-12 of 2024)`,
    );
    expect(list.some((l) => /^conferences\[0\]\.teams\[\d+\]: unknown team "Narnia State"/.test(l))).toBe(true);
    expect(
      list.some((l) =>
        /^conferences\[0\]\.teams\[\d+\]: Texas is already placed at conferences\[\d+\]\.teams\[\d+\]/.test(l),
      ),
    ).toBe(true);
    expect(list).toContain('conferences[1].divisions[1].name: the two divisions need different names');
    expect(list).toContain('conferences[1].divisions[0].teams: division East needs at least two teams');
    expect(list.some((l) => l.startsWith('conferences[1].divisions: Illinois is in no division of'))).toBe(true);
    expect(list.some((l) => l.endsWith('Texas cannot be its own rival'))).toBe(true);
    expect(list.some((l) => /week must be 1-14 or null, not 20/.test(l))).toBe(true);
    expect(list).toContain('playoff.teams: the playoff has 2, 4, 8, 12, 16, 24 teams, not 6');
    expect(list).toContain('rules.fcsGames: FCS games must be a whole number from 0 to 2, not 5');
  });

  it('holds conferences to the sizes and games of the real record since 2000', () => {
    expect([2, 3, 5, 6, 7, 8, 9, 10, 12, 18].map((n) => conferenceGameChoices(n))).toEqual([
      [1],
      [],
      [],
      [5],
      [6],
      [7],
      [7, 8],
      [7, 8, 9],
      [7, 8, 9],
      [7, 8, 9],
    ]);
    // What was left of the Pac-12, five programs playing one conference game and no title game.
    const pac12 = realSetup(seasonLeague(2024));
    const five = ['Oregon State', 'Washington State', 'Boise State', 'Fresno State', 'San Diego State'];
    for (const c of pac12.conferences) c.teams = c.teams.filter((t) => !five.includes(t));
    pac12.independents = pac12.independents.filter((t) => !five.includes(t));
    pac12.conferences = pac12.conferences.filter((c) => c.name !== 'Pac-12');
    pac12.conferences.push({
      name: 'Pac-12',
      teams: five,
      divisions: null,
      confGames: 1,
      championshipGame: false,
      power: false,
    });
    pac12.rivalries = pac12.rivalries.filter((r) => !r.teams.some((t) => five.includes(t)));
    expect(reasons(pac12)).toContain(
      `conferences[${pac12.conferences.length - 1}].teams: Pac-12 has 5 teams: a conference has at least 6 (the Big West of 2000), or 2 that play each other once (the Pac-12 of 2024)`,
    );
    // An 8-team conference plays its round robin of 7 (the Big East of 2000-2012), not 8.
    const eight = realSetup(seasonLeague(2024));
    const mountainWest = eight.conferences.find((c) => c.name === 'Mountain West')!;
    const out = mountainWest.teams.splice(8);
    eight.independents.push(...out);
    eight.rivalries = eight.rivalries.filter((r) => !r.teams.some((t) => out.includes(t)));
    expect(
      reasons(eight).some((l) =>
        l.endsWith('Mountain West has 8 teams: they play a full round robin, 7 conference games, not 8'),
      ),
    ).toBe(true);
    mountainWest.confGames = 7;
    expect(reasons(eight)).toEqual([]);
    const league = applySetup(seasonLeague(2024), eight);
    expect(validateSchedule(league, buildRegularSeason(league, createRng(4)))).toEqual([]);
  });

  it('refuses more protected rivalries than a slate has games', () => {
    const setup = realSetup(seasonLeague(2024));
    const others = ['Rice', 'Tulane', 'Tulsa', 'Memphis'];
    others.forEach((t, i) => {
      setup.rivalries.push({ name: `R${i}`, teams: ['Baylor', t], week: null });
    });
    expect(
      reasons(setup).some((l) =>
        /Baylor has more protected non-conference rivalries than its 3 non-conference games/.test(l),
      ),
    ).toBe(true);
  });
});
