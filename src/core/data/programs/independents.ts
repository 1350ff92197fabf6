// Programs best known as FBS independents: Notre Dame, the service academies, UConn and UMass.

import { INDEPENDENT, type Program } from '../types.js';
import { span, tiers } from './define.js';

export const INDEPENDENT_PROGRAMS: Program[] = [
  {
    name: 'Notre Dame', abbreviation: 'ND', mascot: 'Fighting Irish',
    colorPrimary: '#0c2340', colorSecondary: '#c99700', city: 'Notre Dame', state: 'IN',
    // Notre Dame's one ACC season (2020, a pandemic arrangement) is left as independent: a dynasty plays a normal year.
    memberships: [span(2000, 2026, INDEPENDENT)],
    prestige: tiers(2000, 5, 2006, 6, 2008, 5, 2013, 6, 2017, 5, 2018, 6),
    ceiling: 7, floor: 5,
  },
  {
    name: 'Army', abbreviation: 'ARMY', mascot: 'Black Knights',
    colorPrimary: '#000000', colorSecondary: '#d3bc8d', city: 'West Point', state: 'NY',
    memberships: [span(2000, 2004, 'Conference USA'), span(2005, 2023, INDEPENDENT), span(2024, 2026, 'American')],
    prestige: tiers(2000, 1, 2011, 2, 2012, 1, 2017, 2, 2018, 3, 2020, 2, 2021, 3, 2023, 2, 2025, 3, 2026, 2),
    ceiling: 3, floor: 1,
  },
  {
    name: 'Navy', abbreviation: 'NAVY', mascot: 'Midshipmen',
    colorPrimary: '#00205b', colorSecondary: '#c5b783', city: 'Annapolis', state: 'MD',
    memberships: [span(2000, 2014, INDEPENDENT), span(2015, 2019, 'American', 'West'), span(2020, 2026, 'American')],
    prestige: tiers(2000, 1, 2004, 2, 2005, 3, 2019, 2, 2020, 3, 2021, 2, 2025, 3),
    ceiling: 3, floor: 1,
  },
  {
    name: 'UConn', abbreviation: 'UCONN', mascot: 'Huskies',
    colorPrimary: '#000e2f', colorSecondary: '#ffffff', city: 'Storrs', state: 'CT',
    // 2000 was UConn's first Division I-A season (an independent schedule while moving up from I-AA).
    memberships: [span(2000, 2003, INDEPENDENT), span(2004, 2012, 'Big East'), span(2013, 2014, 'American'), span(2015, 2019, 'American', 'East'), span(2020, 2026, INDEPENDENT)],
    prestige: tiers(2000, 1, 2004, 2, 2011, 3, 2012, 2, 2015, 1, 2025, 2, 2026, 3),
    ceiling: 3, floor: 1,
  },
  {
    name: 'UMass', abbreviation: 'UMASS', mascot: 'Minutemen',
    colorPrimary: '#881c1c', colorSecondary: '#ffffff', city: 'Amherst', state: 'MA',
    memberships: [span(2012, 2015, 'MAC', 'East'), span(2016, 2024, INDEPENDENT), span(2025, 2026, 'MAC')],
    prestige: tiers(2012, 1),
    ceiling: 2, floor: 1,
  },
];
