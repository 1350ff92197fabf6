import { describe, expect, it } from 'vitest';
import { conferenceLogoSvg, teamLogoSvg } from '../../src/core/data/logos.js';
import {
  allConferences,
  allPrograms,
  conferenceEraIn,
  defaultPlayoff,
  findConference,
  findProgram,
  membershipIn,
  prestigeIn,
  realignment,
  seasonLeague,
  seasonYears,
  suggestTeamNames,
} from '../../src/core/data/league.js';
import { RIVALRIES } from '../../src/core/data/rivalries.js';
import { INDEPENDENT, type SeasonLeague } from '../../src/core/data/types.js';

/** FBS (Division I-A) teams per season, as the NCAA counted them. */
const TEAM_COUNTS: Record<number, number> = {
  2000: 116,
  2001: 117,
  2002: 117,
  2003: 117,
  2004: 117,
  2005: 119,
  2006: 119,
  2007: 120,
  2008: 120,
  2009: 120,
  2010: 120,
  2011: 120,
  2012: 124,
  2013: 125,
  2014: 128,
  2015: 128,
  2016: 128,
  2017: 130,
  2018: 130,
  2019: 130,
  2020: 130,
  2021: 130,
  2022: 131,
  2023: 133,
  2024: 134,
  2025: 136,
  2026: 138,
};

const leagues: SeasonLeague[] = seasonYears().map((year) => seasonLeague(year));
const leagueOf = (year: number) => leagues[year - 2000];
const teamIn = (year: number, name: string) => leagueOf(year).teams.find((t) => t.name === name);
const conferenceOf = (year: number, name: string) => leagueOf(year).conferences.find((c) => c.name === name);

describe('seasons', () => {
  it('covers 2000 through 2026', () => {
    expect(seasonYears()).toEqual(Array.from({ length: 27 }, (_, i) => 2000 + i));
  });

  it.each(Object.entries(TEAM_COUNTS))('%s has the real number of FBS teams', (year, count) => {
    expect(leagueOf(Number(year)).teams).toHaveLength(count);
  });

  it('throws RangeError outside 2000-2026', () => {
    expect(() => seasonLeague(1999)).toThrow(RangeError);
    expect(() => seasonLeague(2027)).toThrow(RangeError);
    expect(() => seasonLeague(2010.5)).toThrow(RangeError);
    expect(() => realignment(1999, 2000)).toThrow(RangeError);
  });

  it('is deterministic and hands out copies the caller may change', () => {
    const first = seasonLeague(2014);
    expect(seasonLeague(2014)).toEqual(first);
    first.teams.pop();
    first.conferences[0].teams.push('Nobody');
    expect(seasonLeague(2014)).toEqual(leagueOf(2014));
    expect(seasonLeague(2014).teams).toHaveLength(128);
  });

  it('keeps the authored tables frozen, so code that edits them throws', () => {
    const program = allPrograms()[0] as { name: string };
    expect(() => {
      program.name = 'Nobody';
    }).toThrow(TypeError);
    expect(() => allConferences()[0].eras.push(allConferences()[0].eras[0])).toThrow(TypeError);
  });

  it('sorts teams by prestige, then name', () => {
    for (const league of leagues) {
      for (let i = 1; i < league.teams.length; i++) {
        const [a, b] = [league.teams[i - 1], league.teams[i]];
        expect(a.prestige > b.prestige || (a.prestige === b.prestige && a.name < b.name)).toBe(true);
      }
    }
  });
});

describe('programs', () => {
  const programs = allPrograms();

  it('have unique names and abbreviations of 2-5 capitals', () => {
    expect(new Set(programs.map((p) => p.name)).size).toBe(programs.length);
    expect(new Set(programs.map((p) => p.abbreviation)).size).toBe(programs.length);
    for (const p of programs) expect(p.abbreviation).toMatch(/^[A-Z]{2,5}$/);
  });

  it('have #rrggbb colours, a mascot, a city and a state', () => {
    for (const p of programs) {
      expect(p.colorPrimary).toMatch(/^#[0-9a-f]{6}$/);
      expect(p.colorSecondary).toMatch(/^#[0-9a-f]{6}$/);
      expect(p.colorPrimary).not.toBe(p.colorSecondary);
      expect(p.mascot.length).toBeGreaterThan(2);
      expect(p.city.length).toBeGreaterThan(2);
      expect(p.state).toMatch(/^[A-Z]{2}$/);
    }
  });

  it('have ordered, non-overlapping memberships in conferences that existed then', () => {
    for (const p of programs) {
      expect(p.memberships.length).toBeGreaterThan(0);
      let previousEnd = 1999;
      for (const m of p.memberships) {
        expect(m.from, p.name).toBeGreaterThan(previousEnd);
        expect(m.to, p.name).toBeGreaterThanOrEqual(m.from);
        expect(m.to, p.name).toBeLessThanOrEqual(2026);
        previousEnd = m.to;
        if (m.conference === INDEPENDENT) {
          expect(m.division, p.name).toBeUndefined();
          continue;
        }
        const conference = findConference(m.conference);
        expect(conference, `${p.name}: ${m.conference}`).toBeDefined();
        for (let year = m.from; year <= m.to; year++) {
          const era = conferenceEraIn(conference!, year);
          expect(era, `${p.name} ${m.conference} ${year}`).toBeDefined();
          if (era!.divisions) expect(era!.divisions, `${p.name} ${year}`).toContain(m.division);
          else expect(m.division, `${p.name} ${year}`).toBeUndefined();
        }
      }
    }
  });

  it('have prestige 1-7 inside their floor and ceiling every FBS season', () => {
    for (const p of programs) {
      expect(p.floor).toBeGreaterThanOrEqual(1);
      expect(p.ceiling).toBeLessThanOrEqual(7);
      expect(p.floor).toBeLessThanOrEqual(p.ceiling);
      expect(p.prestige[0].from, p.name).toBeLessThanOrEqual(p.memberships[0].from);
      for (let i = 1; i < p.prestige.length; i++) expect(p.prestige[i].from).toBeGreaterThan(p.prestige[i - 1].from);
      for (const anchor of p.prestige) {
        expect(anchor.prestige, p.name).toBeGreaterThanOrEqual(p.floor);
        expect(anchor.prestige, p.name).toBeLessThanOrEqual(p.ceiling);
      }
    }
  });

  it('spread prestige over the seven tiers like the real pecking order', () => {
    for (const league of leagues) {
      const count = (tier: number) => league.teams.filter((t) => t.prestige === tier).length;
      const where = `season ${league.year}`;
      expect(count(7), where).toBeGreaterThanOrEqual(3);
      expect(count(7), where).toBeLessThanOrEqual(6);
      expect(count(6), where).toBeGreaterThanOrEqual(6);
      expect(count(6), where).toBeLessThanOrEqual(14);
      expect(count(5), where).toBeGreaterThanOrEqual(12);
      expect(count(5), where).toBeLessThanOrEqual(22);
      expect(count(4), where).toBeGreaterThanOrEqual(16);
      expect(count(4), where).toBeLessThanOrEqual(32);
      expect(count(3), where).toBeGreaterThanOrEqual(19);
      expect(count(3), where).toBeLessThanOrEqual(36);
      expect(count(2), where).toBeGreaterThanOrEqual(19);
      expect(count(2), where).toBeLessThanOrEqual(36);
      expect(count(1), where).toBeGreaterThanOrEqual(12);
      expect(count(1), where).toBeLessThanOrEqual(32);
    }
  });

  it('rank the blue bloods at their peaks', () => {
    expect(teamIn(2005, 'USC')!.prestige).toBe(7);
    expect(teamIn(2006, 'Texas')!.prestige).toBe(7);
    expect(teamIn(2016, 'Alabama')!.prestige).toBe(7);
    expect(teamIn(2022, 'Georgia')!.prestige).toBe(7);
    expect(teamIn(2019, 'Clemson')!.prestige).toBe(7);
    expect(teamIn(2015, 'Kansas')!.prestige).toBeLessThanOrEqual(2);
    expect(prestigeIn(findProgram('Ohio State')!, 2020)).toBe(7);
  });

  it('are found by exact name, ignoring case', () => {
    expect(findProgram('texas a&m')?.abbreviation).toBe('TAMU');
    expect(findProgram('MIAMI (OH)')?.name).toBe('Miami (OH)');
    expect(findProgram('Miami')?.state).toBe('FL');
    expect(findProgram('Texas A and M')).toBeUndefined();
  });

  it('suggest close names for a mistyped one', () => {
    const names = allPrograms().map((p) => p.name);
    expect(suggestTeamNames('Ohio St', names)).toContain('Ohio State');
    expect(suggestTeamNames('Misouri', names)[0]).toBe('Missouri');
    expect(suggestTeamNames('texas am', names)[0]).toBe('Texas A&M');
    expect(suggestTeamNames('miami', names, 2)).toEqual(['Miami', 'Miami (OH)']);
    expect(suggestTeamNames('Zzyzx Tech', names)).toEqual([]);
    expect(suggestTeamNames('Alabama', names, 5).length).toBeLessThanOrEqual(5);
  });
});

describe('conferences', () => {
  it('carry the names the product uses', () => {
    expect(
      allConferences()
        .map((c) => c.name)
        .sort(),
    ).toEqual(
      [
        'ACC',
        'American',
        'Big 12',
        'Big East',
        'Big Ten',
        'Big West',
        'Conference USA',
        'MAC',
        'Mountain West',
        'Pac-10',
        'Pac-12',
        'SEC',
        'Sun Belt',
        'WAC',
      ].sort(),
    );
    expect(findConference('pac-12')?.fullName).toBe('Pac-12 Conference');
    expect(findConference('Independent')).toBeUndefined();
  });

  it('put every team in exactly one conference or among the independents', () => {
    for (const league of leagues) {
      const seen = [...league.conferences.flatMap((c) => c.teams), ...league.independents];
      expect(seen.sort()).toEqual(league.teams.map((t) => t.name).sort());
      for (const team of league.teams) {
        if (team.conference === INDEPENDENT) expect(league.independents).toContain(team.name);
        else expect(league.conferences.find((c) => c.name === team.conference)?.teams).toContain(team.name);
      }
    }
  });

  it('can schedule their conference games every season', () => {
    for (const league of leagues) {
      for (const conference of league.conferences) {
        const where = `${conference.name} ${league.year}`;
        expect(conference.teams.length, where).toBeGreaterThanOrEqual(2);
        expect(conference.confGames, where).toBeGreaterThanOrEqual(1);
        expect(conference.confGames, where).toBeLessThanOrEqual(conference.teams.length - 1);
      }
    }
  });

  it('partition their members exactly where they had divisions', () => {
    for (const league of leagues) {
      for (const conference of league.conferences) {
        const members = league.teams.filter((t) => t.conference === conference.name);
        if (!conference.divisions) {
          for (const t of members) expect(t.division, `${t.name} ${league.year}`).toBeNull();
          continue;
        }
        expect(conference.divisions).toHaveLength(2);
        const divided = conference.divisions.flatMap((d) => d.teams).sort();
        expect(divided, `${conference.name} ${league.year}`).toEqual([...conference.teams].sort());
        for (const division of conference.divisions) {
          expect(division.teams.length, `${conference.name} ${division.name} ${league.year}`).toBeGreaterThanOrEqual(5);
        }
      }
    }
  });

  it('had the 2024 sizes', () => {
    const sizes = Object.fromEntries(leagueOf(2024).conferences.map((c) => [c.name, c.teams.length]));
    expect(sizes).toEqual({
      SEC: 16,
      'Big Ten': 18,
      'Big 12': 16,
      ACC: 17,
      American: 14,
      'Sun Belt': 14,
      'Mountain West': 12,
      MAC: 12,
      'Conference USA': 10,
      'Pac-12': 2,
    });
    expect(leagueOf(2024).independents).toEqual(['Notre Dame', 'UConn', 'UMass']);
  });

  it('follow the real rules of each era', () => {
    expect(conferenceOf(2015, 'Big Ten')!.confGames).toBe(8);
    expect(conferenceOf(2016, 'Big Ten')!.confGames).toBe(9);
    expect(conferenceOf(2005, 'Pac-10')!.confGames).toBe(8);
    expect(conferenceOf(2006, 'Pac-10')!.confGames).toBe(9);
    expect(conferenceOf(2011, 'Big 12')).toMatchObject({ confGames: 9, championshipGame: false, divisions: null });
    expect(conferenceOf(2017, 'Big 12')!.championshipGame).toBe(true);
    expect(conferenceOf(2025, 'SEC')!.confGames).toBe(8);
    expect(conferenceOf(2026, 'SEC')!.confGames).toBe(9);
    expect(conferenceOf(2010, 'Big Ten')!.championshipGame).toBe(false);
    expect(conferenceOf(2011, 'Big Ten')!.divisions!.map((d) => d.name)).toEqual(['Legends', 'Leaders']);
    expect(conferenceOf(2004, 'ACC')!.championshipGame).toBe(false);
    expect(conferenceOf(2005, 'ACC')!.divisions!.map((d) => d.name)).toEqual(['Atlantic', 'Coastal']);
    expect(conferenceOf(2024, 'Pac-12')).toMatchObject({
      teams: ['Oregon State', 'Washington State'],
      confGames: 1,
      championshipGame: false,
    });
    expect(conferenceOf(2026, 'Pac-12')!.teams).toEqual([
      'Boise State',
      'Colorado State',
      'Fresno State',
      'Oregon State',
      'San Diego State',
      'Texas State',
      'Utah State',
      'Washington State',
    ]);
    expect(conferenceOf(2000, 'Big West')!.teams).toHaveLength(6);
    expect(conferenceOf(2001, 'Big West')).toBeUndefined();
    expect(conferenceOf(2012, 'WAC')!.teams).toHaveLength(7);
    expect(conferenceOf(2013, 'WAC')).toBeUndefined();
    expect(conferenceOf(2012, 'Big East')!.power).toBe(true);
    expect(conferenceOf(2013, 'American')!.power).toBe(false);
    expect(conferenceOf(2023, 'Pac-12')!.power).toBe(true);
    expect(conferenceOf(2024, 'Pac-12')!.power).toBe(false);
    expect(leagueOf(2010).conferences.some((c) => c.name === 'Pac-12')).toBe(false);
    expect(leagueOf(2011).conferences.some((c) => c.name === 'Pac-10')).toBe(false);
  });
});

describe('memberships and realignment', () => {
  const where = (year: number, name: string) => {
    const team = teamIn(year, name);
    return team ? [team.conference, team.division] : null;
  };

  it('place well-known programs where they really were', () => {
    expect(where(2023, 'Texas')).toEqual(['Big 12', null]);
    expect(where(2024, 'Texas')).toEqual(['SEC', null]);
    expect(where(2010, 'Nebraska')).toEqual(['Big 12', 'North']);
    expect(where(2011, 'Nebraska')).toEqual(['Big Ten', 'Legends']);
    expect(where(2014, 'Nebraska')).toEqual(['Big Ten', 'West']);
    expect(where(2010, 'Utah')).toEqual(['Mountain West', null]);
    expect(where(2011, 'Utah')).toEqual(['Pac-12', 'South']);
    expect(where(2024, 'Utah')).toEqual(['Big 12', null]);
    expect(where(2010, 'Boise State')).toEqual(['WAC', null]);
    expect(where(2011, 'Boise State')).toEqual(['Mountain West', null]);
    expect(where(2013, 'Boise State')).toEqual(['Mountain West', 'Mountain']);
    expect(where(2026, 'Boise State')).toEqual(['Pac-12', null]);
    expect(where(2003, 'Miami')).toEqual(['Big East', null]);
    expect(where(2004, 'Virginia Tech')).toEqual(['ACC', null]);
    expect(where(2005, 'Boston College')).toEqual(['ACC', 'Atlantic']);
    expect(where(2012, 'Texas A&M')).toEqual(['SEC', 'West']);
    expect(where(2012, 'Missouri')).toEqual(['SEC', 'East']);
    expect(where(2014, 'Maryland')).toEqual(['Big Ten', 'East']);
    expect(where(2014, 'Rutgers')).toEqual(['Big Ten', 'East']);
    expect(where(2023, 'BYU')).toEqual(['Big 12', null]);
    expect(where(2022, 'BYU')).toEqual([INDEPENDENT, null]);
    expect(where(2024, 'SMU')).toEqual(['ACC', null]);
    expect(where(2024, 'Stanford')).toEqual(['ACC', null]);
    expect(where(2024, 'Army')).toEqual(['American', null]);
    expect(where(2004, 'UCF')).toEqual(['MAC', 'East']);
    expect(where(2022, 'Marshall')).toEqual(['Sun Belt', 'East']);
    expect(where(2024, 'Louisiana')).toEqual(['Sun Belt', 'West']);
    expect(where(2026, 'Louisiana Tech')).toEqual(['Sun Belt', 'West']);
    expect(where(2025, 'UMass')).toEqual(['MAC', null]);
    expect(where(2026, 'Northern Illinois')).toEqual(['Mountain West', null]);
  });

  it('leave programs out of the seasons they were not FBS', () => {
    expect(teamIn(2014, 'UAB')).toBeDefined();
    expect(teamIn(2015, 'UAB')).toBeUndefined();
    expect(teamIn(2016, 'UAB')).toBeUndefined();
    expect(teamIn(2017, 'UAB')).toBeDefined();
    expect(teamIn(2017, 'Idaho')).toBeDefined();
    expect(teamIn(2018, 'Idaho')).toBeUndefined();
    expect(teamIn(2021, 'James Madison')).toBeUndefined();
    expect(teamIn(2022, 'James Madison')).toBeDefined();
    expect(teamIn(2025, 'Sacramento State')).toBeUndefined();
    expect(teamIn(2026, 'North Dakota State')).toBeDefined();
    expect(membershipIn(findProgram('Troy')!, 2000)).toBeUndefined();
  });

  it('lists the 2024 moves', () => {
    const moves = realignment(2023, 2024);
    const move = (team: string) => moves.find((m) => m.team === team);
    expect(move('Texas')).toEqual({ team: 'Texas', old: 'Big 12', new: 'SEC' });
    expect(move('Oklahoma')).toEqual({ team: 'Oklahoma', old: 'Big 12', new: 'SEC' });
    for (const team of ['USC', 'UCLA', 'Oregon', 'Washington'])
      expect(move(team)).toEqual({ team, old: 'Pac-12', new: 'Big Ten' });
    for (const team of ['Arizona', 'Arizona State', 'Utah', 'Colorado'])
      expect(move(team)).toEqual({ team, old: 'Pac-12', new: 'Big 12' });
    for (const team of ['Stanford', 'California']) expect(move(team)).toEqual({ team, old: 'Pac-12', new: 'ACC' });
    expect(move('SMU')).toEqual({ team: 'SMU', old: 'American', new: 'ACC' });
    expect(move('Army')).toEqual({ team: 'Army', old: INDEPENDENT, new: 'American' });
    expect(move('Kennesaw State')).toEqual({ team: 'Kennesaw State', old: null, new: 'Conference USA' });
    expect(move('Oregon State')).toBeUndefined();
    expect(moves.map((m) => m.team)).toEqual(moves.map((m) => m.team).sort());
  });

  it('lists programs leaving and rejoining FBS', () => {
    expect(realignment(2017, 2018)).toContainEqual({ team: 'Idaho', old: 'Sun Belt', new: null });
    expect(realignment(2014, 2015)).toContainEqual({ team: 'UAB', old: 'Conference USA', new: null });
    expect(realignment(2016, 2017)).toContainEqual({ team: 'UAB', old: null, new: 'Conference USA' });
    expect(realignment(2008, 2009)).toEqual([{ team: 'Western Kentucky', old: INDEPENDENT, new: 'Sun Belt' }]);
    expect(realignment(2019, 2019)).toEqual([]);
  });
});

describe('rivalries', () => {
  it('are at least 45 real annual games', () => {
    expect(new Set(RIVALRIES.map((r) => r.name)).size).toBeGreaterThanOrEqual(45);
    for (const name of [
      'Iron Bowl',
      'The Game',
      'Red River Rivalry',
      'Egg Bowl',
      'Apple Cup',
      'Backyard Brawl',
      'Holy War',
      'Bedlam',
      'Border War',
      'Lone Star Showdown',
      'Territorial Cup',
      "Governor's Cup",
      'Army-Navy Game',
    ]) {
      expect(
        RIVALRIES.some((r) => r.name === name),
        name,
      ).toBe(true);
    }
  });

  it('join FBS teams in every season they are played, in weeks 1-14', () => {
    for (const r of RIVALRIES) {
      expect(r.week === null || (r.week >= 1 && r.week <= 14), r.name).toBe(true);
      for (const span of r.played) {
        for (let year = span.from; year <= span.to; year++) {
          expect(teamIn(year, r.teams[0]), `${r.name} ${year}`).toBeDefined();
          expect(teamIn(year, r.teams[1]), `${r.name} ${year}`).toBeDefined();
        }
      }
    }
  });

  it('never ask a team to play two rivals in one week, or one rival twice', () => {
    for (const league of leagues) {
      const slots = new Set<string>();
      const pairs = new Set<string>();
      for (const r of league.rivalries) {
        const pair = [...r.teams].sort().join('|');
        expect(pairs.has(pair), `${pair} ${league.year}`).toBe(false);
        pairs.add(pair);
        if (r.week === null) continue;
        for (const team of r.teams) {
          const slot = `${team}@${r.week}`;
          expect(slots.has(slot), `${slot} ${league.year}`).toBe(false);
          slots.add(slot);
        }
      }
    }
  });

  it('come and go with realignment', () => {
    const has = (year: number, name: string) => leagueOf(year).rivalries.some((r) => r.name === name);
    expect(has(2011, 'Lone Star Showdown')).toBe(true);
    expect(has(2012, 'Lone Star Showdown')).toBe(false);
    expect(has(2024, 'Lone Star Showdown')).toBe(true);
    expect(has(2023, 'Bedlam')).toBe(true);
    expect(has(2024, 'Bedlam')).toBe(false);
    expect(has(2025, 'Apple Cup')).toBe(true);
    expect(leagueOf(2005).rivalries.find((r) => r.name === 'Red River Rivalry')!.week).toBe(6);
    expect(leagueOf(2005).rivalries.find((r) => r.name === 'Army-Navy Game')!.week).toBe(14);
  });

  it('mark the neutral-site games', () => {
    const game = (year: number, name: string) => leagueOf(year).rivalries.find((r) => r.name === name)!;
    expect(game(2010, 'Red River Rivalry').neutral).toBe(true);
    expect(game(2010, "World's Largest Outdoor Cocktail Party").neutral).toBe(true);
    expect(game(2010, 'Border War').neutral).toBe(true);
    expect(game(2005, 'Border War').neutral).toBeUndefined();
    expect(game(2010, 'Iron Bowl').neutral).toBeUndefined();
  });
});

describe('default playoff', () => {
  it('follows the BCS, four-team and twelve-team eras', () => {
    expect(defaultPlayoff(2013)).toEqual({ teams: 2, autobids: 0, confChampTop4: false });
    expect(defaultPlayoff(2014)).toEqual({ teams: 4, autobids: 0, confChampTop4: false });
    expect(defaultPlayoff(2023).teams).toBe(4);
    expect(defaultPlayoff(2024)).toEqual({ teams: 12, autobids: 5, confChampTop4: true });
    expect(defaultPlayoff(2025)).toEqual({ teams: 12, autobids: 5, confChampTop4: false });
    expect(leagueOf(2026).defaultPlayoff).toEqual(defaultPlayoff(2026));
  });
});

/** Tag names opened and closed in order; self-closing tags count as both. */
function isBalanced(markup: string): boolean {
  const stack: string[] = [];
  for (const match of markup.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    const [, closing, name, selfClosing] = match;
    if (selfClosing) continue;
    if (closing) {
      if (stack.pop() !== name) return false;
    } else stack.push(name);
  }
  return stack.length === 0;
}

describe('logos', () => {
  it('draw a well-formed badge with the abbreviation', () => {
    for (const program of allPrograms()) {
      const logo = teamLogoSvg(program);
      expect(logo.startsWith('<svg')).toBe(true);
      expect(logo.endsWith('</svg>')).toBe(true);
      expect(logo).toContain(`>${program.abbreviation}</text>`);
      expect(logo).toContain(program.colorPrimary);
      expect(isBalanced(logo), program.name).toBe(true);
    }
    for (const conference of allConferences()) {
      const logo = conferenceLogoSvg(conference);
      expect(logo.startsWith('<svg')).toBe(true);
      expect(logo).toContain(`>${conference.abbreviation}</text>`);
      expect(isBalanced(logo)).toBe(true);
    }
  });

  it('escape text and keep it readable on any fill', () => {
    const logo = teamLogoSvg({ abbreviation: 'A&M<', colorPrimary: '#ffff00', colorSecondary: '#ffffee' });
    expect(logo).toContain('A&amp;M&lt;');
    expect(logo).not.toContain('A&M<');
    expect(logo).toContain('fill="#111111"');
    expect(teamLogoSvg({ abbreviation: 'X', colorPrimary: 'red;"', colorSecondary: '#000000' })).not.toContain('red;');
  });
});
