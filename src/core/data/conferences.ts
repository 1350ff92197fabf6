// FBS conferences of 2000-2026 and their rules per era: conference games per team, title game, divisions.
// Figures are the real ones of each era; the 2020 pandemic schedules are not modelled (a dynasty plays a
// normal season), and a conference too small to fill eight games records the round robin it really played.

import type { Conference, ConferenceEra } from './types.js';

function era(
  from: number,
  to: number,
  confGames: number,
  championshipGame: boolean,
  divisions?: [string, string],
): ConferenceEra {
  return divisions ? { from, to, confGames, championshipGame, divisions } : { from, to, confGames, championshipGame };
}

export const CONFERENCES: Conference[] = [
  {
    name: 'SEC',
    fullName: 'Southeastern Conference',
    abbreviation: 'SEC',
    colorPrimary: '#004b8d',
    colorSecondary: '#ffd046',
    power: [{ from: 2000, to: 2026 }],
    eras: [
      era(2000, 2023, 8, true, ['East', 'West']),
      era(2024, 2025, 8, true),
      // Nine conference games from 2026 (the SEC's 2025 decision).
      era(2026, 2026, 9, true),
    ],
  },
  {
    name: 'Big Ten',
    fullName: 'Big Ten Conference',
    abbreviation: 'B1G',
    colorPrimary: '#0088ce',
    colorSecondary: '#ffffff',
    power: [{ from: 2000, to: 2026 }],
    eras: [
      era(2000, 2010, 8, false),
      era(2011, 2013, 8, true, ['Legends', 'Leaders']),
      era(2014, 2015, 8, true, ['East', 'West']),
      era(2016, 2023, 9, true, ['East', 'West']),
      era(2024, 2026, 9, true),
    ],
  },
  {
    name: 'Big 12',
    fullName: 'Big 12 Conference',
    abbreviation: 'B12',
    colorPrimary: '#c41230',
    colorSecondary: '#ffffff',
    power: [{ from: 2000, to: 2026 }],
    eras: [
      era(2000, 2010, 8, true, ['North', 'South']),
      // Ten teams, full round robin and no title game until it returned in 2017.
      era(2011, 2016, 9, false),
      era(2017, 2026, 9, true),
    ],
  },
  {
    name: 'ACC',
    fullName: 'Atlantic Coast Conference',
    abbreviation: 'ACC',
    colorPrimary: '#013ca6',
    colorSecondary: '#ffffff',
    power: [{ from: 2000, to: 2026 }],
    eras: [era(2000, 2004, 8, false), era(2005, 2022, 8, true, ['Atlantic', 'Coastal']), era(2023, 2026, 8, true)],
  },
  {
    name: 'Pac-10',
    fullName: 'Pacific-10 Conference',
    abbreviation: 'P10',
    colorPrimary: '#004b91',
    colorSecondary: '#ffffff',
    power: [{ from: 2000, to: 2010 }],
    eras: [
      era(2000, 2005, 8, false),
      // Full round robin from 2006.
      era(2006, 2010, 9, false),
    ],
  },
  {
    name: 'Pac-12',
    fullName: 'Pac-12 Conference',
    abbreviation: 'P12',
    colorPrimary: '#004b91',
    colorSecondary: '#ffffff',
    power: [{ from: 2011, to: 2023 }],
    eras: [
      era(2011, 2021, 9, true, ['North', 'South']),
      era(2022, 2023, 9, true),
      // Only Oregon State and Washington State remained: they met once a season, no title game.
      era(2024, 2025, 1, false),
      // The rebuilt eight-team Pac-12: a full round robin and a title game.
      era(2026, 2026, 7, true),
    ],
  },
  {
    name: 'Big East',
    fullName: 'Big East Conference',
    abbreviation: 'BE',
    colorPrimary: '#1b365d',
    colorSecondary: '#c8102e',
    power: [{ from: 2000, to: 2012 }],
    eras: [
      era(2000, 2003, 7, false),
      // Seven teams after Miami and Virginia Tech left.
      era(2004, 2004, 6, false),
      era(2005, 2012, 7, false),
    ],
  },
  {
    name: 'American',
    fullName: 'American Athletic Conference',
    abbreviation: 'AAC',
    colorPrimary: '#002d72',
    colorSecondary: '#c8102e',
    power: [],
    eras: [
      era(2013, 2014, 8, false),
      era(2015, 2019, 8, true, ['East', 'West']),
      // Divisions dropped in 2020 when UConn left.
      era(2020, 2026, 8, true),
    ],
  },
  {
    name: 'Mountain West',
    fullName: 'Mountain West Conference',
    abbreviation: 'MW',
    colorPrimary: '#003263',
    colorSecondary: '#a7a9ac',
    power: [],
    eras: [
      era(2000, 2004, 7, false),
      era(2005, 2010, 8, false),
      era(2011, 2011, 7, false),
      era(2012, 2012, 8, false),
      era(2013, 2022, 8, true, ['Mountain', 'West']),
      era(2023, 2026, 8, true),
    ],
  },
  {
    name: 'Conference USA',
    fullName: 'Conference USA',
    abbreviation: 'CUSA',
    colorPrimary: '#1d428a',
    colorSecondary: '#da291c',
    power: [],
    eras: [
      era(2000, 2001, 7, false),
      era(2002, 2004, 8, false),
      era(2005, 2021, 8, true, ['East', 'West']),
      era(2022, 2026, 8, true),
    ],
  },
  {
    name: 'MAC',
    fullName: 'Mid-American Conference',
    abbreviation: 'MAC',
    colorPrimary: '#00583d',
    colorSecondary: '#ffffff',
    power: [],
    eras: [era(2000, 2023, 8, true, ['East', 'West']), era(2024, 2026, 8, true)],
  },
  {
    name: 'Sun Belt',
    fullName: 'Sun Belt Conference',
    abbreviation: 'SBC',
    colorPrimary: '#003b71',
    colorSecondary: '#fdb913',
    power: [],
    eras: [
      // Football from 2001; a round robin while the league had seven to nine teams.
      era(2001, 2002, 6, false),
      era(2003, 2008, 7, false),
      era(2009, 2012, 8, false),
      era(2013, 2013, 7, false),
      era(2014, 2017, 8, false),
      // Divisions and a title game from 2018 (kept after the 2022 expansion to 14).
      era(2018, 2026, 8, true, ['East', 'West']),
    ],
  },
  {
    name: 'WAC',
    fullName: 'Western Athletic Conference',
    abbreviation: 'WAC',
    colorPrimary: '#002f6c',
    colorSecondary: '#ffffff',
    power: [],
    eras: [
      era(2000, 2010, 8, false),
      era(2011, 2011, 7, false),
      // Its last football season: seven teams, a six-game round robin.
      era(2012, 2012, 6, false),
    ],
  },
  {
    name: 'Big West',
    fullName: 'Big West Conference',
    abbreviation: 'BW',
    colorPrimary: '#003f87',
    colorSecondary: '#ffffff',
    power: [],
    // Its last football season: six teams, a five-game round robin.
    eras: [era(2000, 2000, 5, false)],
  },
];
