// Programs best known from the Mountain West and WAC (and BYU), including the 2026 Pac-12 rebuild.

import { INDEPENDENT, type Program } from '../types.js';
import { member, span, tiers } from './define.js';

export const MOUNTAIN_WEST_PROGRAMS: Program[] = [
  {
    name: 'Air Force', abbreviation: 'AFA', mascot: 'Falcons',
    colorPrimary: '#003087', colorSecondary: '#8a8d8f', city: 'Colorado Springs', state: 'CO',
    memberships: member(2000, 2026, 'Mountain West', 'Mountain'),
    prestige: tiers(2000, 3, 2003, 2, 2010, 3, 2013, 2, 2014, 1, 2015, 3, 2017, 2, 2020, 3, 2021, 2, 2022, 3),
    ceiling: 3, floor: 1,
  },
  {
    name: 'Boise State', abbreviation: 'BSU', mascot: 'Broncos',
    colorPrimary: '#0033a0', colorSecondary: '#d64309', city: 'Boise', state: 'ID',
    memberships: [span(2000, 2000, 'Big West'), span(2001, 2010, 'WAC'), ...member(2011, 2025, 'Mountain West', 'Mountain'), span(2026, 2026, 'Pac-12')],
    prestige: tiers(2000, 3, 2005, 4, 2007, 5, 2008, 4, 2009, 5, 2010, 6, 2011, 5, 2014, 4, 2015, 5, 2016, 4, 2019, 5, 2021, 4, 2022, 3, 2025, 4),
    ceiling: 6, floor: 3,
  },
  {
    name: 'BYU', abbreviation: 'BYU', mascot: 'Cougars',
    colorPrimary: '#002e5d', colorSecondary: '#ffffff', city: 'Provo', state: 'UT',
    memberships: [span(2000, 2010, 'Mountain West'), span(2011, 2022, INDEPENDENT), span(2023, 2026, 'Big 12')],
    prestige: tiers(2000, 4, 2003, 3, 2007, 4, 2013, 3, 2021, 4, 2026, 5),
    ceiling: 5, floor: 3,
  },
  {
    name: 'Colorado State', abbreviation: 'CSU', mascot: 'Rams',
    colorPrimary: '#1e4d2b', colorSecondary: '#c8c372', city: 'Fort Collins', state: 'CO',
    memberships: [...member(2000, 2025, 'Mountain West', 'Mountain'), span(2026, 2026, 'Pac-12')],
    prestige: tiers(2000, 3, 2004, 2, 2008, 1, 2009, 2, 2010, 1, 2014, 2, 2015, 3, 2016, 2, 2019, 1, 2026, 2),
    ceiling: 3, floor: 1,
  },
  {
    name: 'Fresno State', abbreviation: 'FRES', mascot: 'Bulldogs',
    colorPrimary: '#db0032', colorSecondary: '#002e6d', city: 'Fresno', state: 'CA',
    memberships: [span(2000, 2011, 'WAC'), ...member(2012, 2025, 'Mountain West', 'West'), span(2026, 2026, 'Pac-12')],
    prestige: tiers(2000, 3, 2007, 2, 2013, 3, 2015, 2, 2017, 1, 2018, 2, 2019, 3, 2020, 2, 2022, 3, 2025, 2, 2026, 3),
    ceiling: 3, floor: 1,
  },
  {
    name: 'Hawaii', abbreviation: 'HAW', mascot: 'Rainbow Warriors',
    colorPrimary: '#024731', colorSecondary: '#ffffff', city: 'Honolulu', state: 'HI',
    memberships: [span(2000, 2011, 'WAC'), ...member(2012, 2026, 'Mountain West', 'West')],
    prestige: tiers(2000, 2, 2002, 3, 2004, 2, 2008, 3, 2009, 2, 2011, 3, 2012, 2, 2013, 1, 2017, 2, 2022, 1, 2026, 2),
    ceiling: 3, floor: 1,
  },
  {
    name: 'Nevada', abbreviation: 'NEV', mascot: 'Wolf Pack',
    colorPrimary: '#003366', colorSecondary: '#807f84', city: 'Reno', state: 'NV',
    memberships: [span(2000, 2011, 'WAC'), ...member(2012, 2026, 'Mountain West', 'West')],
    prestige: tiers(2000, 1, 2006, 2, 2010, 3, 2012, 2, 2017, 1, 2019, 2, 2023, 1),
    ceiling: 3, floor: 1,
  },
  {
    name: 'New Mexico', abbreviation: 'UNM', mascot: 'Lobos',
    colorPrimary: '#ba0c2f', colorSecondary: '#a7a8aa', city: 'Albuquerque', state: 'NM',
    memberships: member(2000, 2026, 'Mountain West', 'Mountain'),
    prestige: tiers(2000, 2, 2009, 1, 2016, 2, 2018, 1, 2026, 2),
    ceiling: 2, floor: 1,
  },
  {
    name: 'North Dakota State', abbreviation: 'NDSU', mascot: 'Bison',
    colorPrimary: '#0a5640', colorSecondary: '#ffc72a', city: 'Fargo', state: 'ND',
    // The FCS power moves up in 2026 as a football member of the Mountain West.
    memberships: [span(2026, 2026, 'Mountain West')],
    prestige: tiers(2026, 2),
    ceiling: 3, floor: 1,
  },
  {
    name: 'San Diego State', abbreviation: 'SDSU', mascot: 'Aztecs',
    colorPrimary: '#a6192e', colorSecondary: '#000000', city: 'San Diego', state: 'CA',
    memberships: [...member(2000, 2025, 'Mountain West', 'West'), span(2026, 2026, 'Pac-12')],
    prestige: tiers(2000, 2, 2011, 3, 2024, 2, 2026, 3),
    ceiling: 3, floor: 1,
  },
  {
    name: 'San Jose State', abbreviation: 'SJSU', mascot: 'Spartans',
    colorPrimary: '#0055a2', colorSecondary: '#e5a823', city: 'San Jose', state: 'CA',
    memberships: [span(2000, 2012, 'WAC'), ...member(2013, 2026, 'Mountain West', 'West')],
    prestige: tiers(2000, 2, 2002, 1, 2007, 2, 2008, 1, 2013, 2, 2014, 1, 2021, 2),
    ceiling: 2, floor: 1,
  },
  {
    name: 'UNLV', abbreviation: 'UNLV', mascot: 'Rebels',
    colorPrimary: '#cf0a2c', colorSecondary: '#666666', city: 'Las Vegas', state: 'NV',
    memberships: member(2000, 2026, 'Mountain West', 'West'),
    prestige: tiers(2000, 1, 2001, 2, 2002, 1, 2014, 2, 2015, 1, 2024, 2, 2025, 3),
    ceiling: 3, floor: 1,
  },
  {
    name: 'Utah State', abbreviation: 'USU', mascot: 'Aggies',
    colorPrimary: '#0f2439', colorSecondary: '#8a8d8f', city: 'Logan', state: 'UT',
    memberships: [
      span(2000, 2000, 'Big West'), span(2001, 2002, INDEPENDENT), span(2003, 2004, 'Sun Belt'), span(2005, 2012, 'WAC'),
      ...member(2013, 2025, 'Mountain West', 'Mountain'), span(2026, 2026, 'Pac-12'),
    ],
    prestige: tiers(2000, 2, 2002, 1, 2012, 2, 2013, 3, 2016, 2, 2019, 3, 2020, 2, 2021, 1, 2022, 3, 2023, 2),
    ceiling: 3, floor: 1,
  },
  {
    name: 'Wyoming', abbreviation: 'WYO', mascot: 'Cowboys',
    colorPrimary: '#492f24', colorSecondary: '#ffc425', city: 'Laramie', state: 'WY',
    memberships: member(2000, 2026, 'Mountain West', 'Mountain'),
    prestige: tiers(2000, 2, 2001, 1, 2005, 2, 2013, 1, 2017, 2, 2025, 1),
    ceiling: 2, floor: 1,
  },
];
