// Synthetic SeasonLeague fixtures for the schedule tests: leagues shaped like real FBS eras (big
// conferences with and without divisions, 8 or 9 conference games, a two-team conference, independents,
// in- and out-of-conference rivalries, many in the final week, some clashing) plus random leagues.

import { INDEPENDENT, type SeasonLeague, type SeasonRivalry, type SeasonTeam } from '../../src/core/data/types.js';
import { createRng, type Rng } from '../../src/core/random.js';

export interface ConferenceShape {
  name: string;
  size: number;
  confGames: number;
  /** Sizes of the two divisions, or null. */
  divisions: [number, number] | null;
  power: boolean;
}

export interface LeagueShape {
  year: number;
  conferences: ConferenceShape[];
  independents: number;
  /** Share of teams given an in-conference rivalry, and an out-of-conference one. */
  conferenceRivalryShare: number;
  otherRivalryShare: number;
}

/** 2024-like: 134 teams, superconferences without divisions, the two-team Pac-12. */
export const MODERN_SHAPE: LeagueShape = {
  year: 2024,
  conferences: [
    { name: 'SEC', size: 16, confGames: 8, divisions: null, power: true },
    { name: 'Big Ten', size: 18, confGames: 9, divisions: null, power: true },
    { name: 'Big 12', size: 16, confGames: 9, divisions: null, power: true },
    { name: 'ACC', size: 17, confGames: 8, divisions: null, power: true },
    { name: 'American', size: 14, confGames: 8, divisions: null, power: false },
    { name: 'Sun Belt', size: 14, confGames: 8, divisions: [7, 7], power: false },
    { name: 'Mountain West', size: 12, confGames: 8, divisions: null, power: false },
    { name: 'MAC', size: 12, confGames: 8, divisions: [6, 6], power: false },
    { name: 'Conference USA', size: 10, confGames: 8, divisions: null, power: false },
    { name: 'Pac-12', size: 2, confGames: 8, divisions: null, power: false },
  ],
  independents: 3,
  conferenceRivalryShare: 0.5,
  otherRivalryShare: 0.25,
};

/** 2005-like: 119 teams, divisions everywhere, an odd conference with an odd game count, unequal divisions. */
export const DIVISIONAL_SHAPE: LeagueShape = {
  year: 2005,
  conferences: [
    { name: 'SEC', size: 12, confGames: 8, divisions: [6, 6], power: true },
    { name: 'Big 12', size: 12, confGames: 8, divisions: [6, 6], power: true },
    { name: 'ACC', size: 12, confGames: 8, divisions: [6, 6], power: true },
    { name: 'Big Ten', size: 11, confGames: 9, divisions: null, power: true },
    { name: 'Pac-10', size: 10, confGames: 9, divisions: null, power: true },
    { name: 'Big East', size: 8, confGames: 8, divisions: null, power: true },
    { name: 'MAC', size: 13, confGames: 8, divisions: [7, 6], power: false },
    { name: 'Conference USA', size: 12, confGames: 8, divisions: [6, 6], power: false },
    { name: 'Mountain West', size: 9, confGames: 8, divisions: null, power: false },
    { name: 'WAC', size: 9, confGames: 8, divisions: null, power: false },
    { name: 'Sun Belt', size: 7, confGames: 8, divisions: null, power: false },
  ],
  independents: 4,
  conferenceRivalryShare: 0.6,
  otherRivalryShare: 0.3,
};

/** A random league of about 130 teams in 10-11 conferences of 2-18 teams. */
export function randomShape(seed: number): LeagueShape {
  const rng = createRng(`shape-${seed}`);
  const count = rng.int(10, 11);
  const independents = rng.int(0, 5);
  const sizes = [2, ...Array.from({ length: count - 1 }, () => rng.int(7, 18))];
  // Scale to about 130 teams in all.
  while (sizes.reduce((s, n) => s + n, 0) + independents < 125) sizes[rng.int(1, count - 1)]++;
  while (sizes.reduce((s, n) => s + n, 0) + independents > 138) {
    const i = rng.int(1, count - 1);
    if (sizes[i] > 7) sizes[i]--;
  }
  const conferences = sizes.map((size, i): ConferenceShape => {
    const half = Math.floor(size / 2);
    return {
      name: `Conference ${String.fromCharCode(65 + i)}`,
      size,
      confGames: rng.chance(0.5) ? 8 : 9,
      divisions: size >= 8 && rng.chance(0.4) ? [size - half, half] : null,
      power: i >= 1 && i <= 5,
    };
  });
  return {
    year: rng.int(2000, 2026),
    conferences: rng.shuffle(conferences),
    independents,
    conferenceRivalryShare: rng.next(),
    otherRivalryShare: rng.next() * 0.4,
  };
}

export function syntheticLeague(shape: LeagueShape, seed = 1): SeasonLeague {
  const rng = createRng(`league-${shape.year}-${seed}`);
  const teams: SeasonTeam[] = [];
  const team = (name: string, conference: string, division: string | null, power: boolean): SeasonTeam => {
    const prestige = power ? rng.int(3, 7) : rng.int(1, 4);
    return {
      name,
      abbreviation: name.slice(0, 4).toUpperCase(),
      mascot: 'Mascots',
      conference,
      division,
      prestige,
      ceiling: Math.min(7, prestige + 1),
      floor: Math.max(1, prestige - 2),
      colorPrimary: '#000000',
      colorSecondary: '#ffffff',
    };
  };
  const conferences = shape.conferences.map((c) => {
    const names = Array.from({ length: c.size }, (_, i) => `${c.name} ${String(i + 1).padStart(2, '0')}`);
    const divisionNames: [string, string] = ['East', 'West'];
    const divisionOf = (i: number): string | null => (c.divisions ? (i < c.divisions[0] ? 'East' : 'West') : null);
    names.forEach((n, i) => {
      teams.push(team(n, c.name, divisionOf(i), c.power));
    });
    return {
      name: c.name,
      teams: names,
      confGames: c.confGames,
      championshipGame: c.size >= 8,
      divisions: c.divisions
        ? divisionNames.map((d, k) => ({
            name: d,
            teams: names.filter((_, i) => (k === 0 ? i < c.divisions![0] : i >= c.divisions![0])),
          }))
        : null,
      power: c.power,
    };
  });
  const independents = Array.from({ length: shape.independents }, (_, i) => `Independent ${i + 1}`);
  independents.forEach((n) => {
    teams.push(team(n, INDEPENDENT, null, false));
  });
  return {
    year: shape.year,
    teams,
    conferences,
    independents,
    rivalries: makeRivalries(rng, teams, shape),
    defaultPlayoff: { teams: 4, autobids: 0, confChampTop4: false },
  };
}

function rivalryWeek(rng: Rng): number | null {
  const r = rng.next();
  if (r < 0.45) return 14;
  if (r < 0.7) return null;
  return rng.int(1, 13);
}

function makeRivalries(rng: Rng, teams: SeasonTeam[], shape: LeagueShape): SeasonRivalry[] {
  const rivalries: SeasonRivalry[] = [];
  const used = new Set<string>();
  const addPair = (a: SeasonTeam, b: SeasonTeam): void => {
    const key = [a.name, b.name].sort().join('|');
    if (a === b || used.has(key)) return;
    used.add(key);
    const rivalry: SeasonRivalry = { name: `${a.name} v ${b.name}`, teams: [a.name, b.name], week: rivalryWeek(rng) };
    if (rng.chance(0.1)) rivalry.neutral = true;
    rivalries.push(rivalry);
  };
  for (const t of teams) {
    if (t.conference !== INDEPENDENT && rng.chance(shape.conferenceRivalryShare)) {
      const mates = teams.filter((o) => o.conference === t.conference && o !== t);
      if (mates.length > 0) addPair(t, rng.pick(mates));
    }
    if (rng.chance(t.conference === INDEPENDENT ? 0.9 : shape.otherRivalryShare)) {
      const others = teams.filter((o) => o.conference !== t.conference || o.conference === INDEPENDENT);
      addPair(t, rng.pick(others.filter((o) => o !== t)));
    }
  }
  return rivalries;
}
