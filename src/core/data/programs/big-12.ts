// Programs best known as Big 12 members (original members, plus TCU and West Virginia from 2012).

import type { Program } from '../types.js';
import { span, tiers } from './define.js';

/** A Big 12 member from 2000 on: divisions through 2010, none since. */
const big12 = (division: 'North' | 'South') => [span(2000, 2010, 'Big 12', division), span(2011, 2026, 'Big 12')];

export const BIG_12_PROGRAMS: Program[] = [
  {
    name: 'Baylor', abbreviation: 'BAY', mascot: 'Bears',
    colorPrimary: '#154734', colorSecondary: '#ffb81c', city: 'Waco', state: 'TX',
    memberships: big12('South'),
    prestige: tiers(2000, 2, 2010, 3, 2012, 4, 2014, 5, 2017, 3, 2020, 4, 2021, 3, 2022, 5, 2023, 4, 2024, 3, 2025, 4),
    ceiling: 5, floor: 2,
  },
  {
    name: 'Colorado', abbreviation: 'COLO', mascot: 'Buffaloes',
    colorPrimary: '#cfb87c', colorSecondary: '#000000', city: 'Boulder', state: 'CO',
    memberships: [span(2000, 2010, 'Big 12', 'North'), span(2011, 2021, 'Pac-12', 'South'), span(2022, 2023, 'Pac-12'), span(2024, 2026, 'Big 12')],
    prestige: tiers(2000, 5, 2001, 4, 2002, 5, 2004, 4, 2007, 3, 2013, 2, 2014, 3, 2017, 4, 2018, 3, 2024, 4, 2026, 3),
    ceiling: 5, floor: 2,
  },
  {
    name: 'Iowa State', abbreviation: 'ISU', mascot: 'Cyclones',
    colorPrimary: '#c8102e', colorSecondary: '#f1be48', city: 'Ames', state: 'IA',
    memberships: big12('North'),
    prestige: tiers(2000, 3, 2018, 4, 2019, 5, 2020, 4, 2021, 5, 2022, 4, 2025, 5, 2026, 4),
    ceiling: 5, floor: 3,
  },
  {
    name: 'Kansas', abbreviation: 'KU', mascot: 'Jayhawks',
    colorPrimary: '#0051ba', colorSecondary: '#e8000d', city: 'Lawrence', state: 'KS',
    memberships: big12('North'),
    prestige: tiers(2000, 2, 2006, 3, 2008, 4, 2010, 3, 2011, 2, 2022, 3, 2024, 4, 2025, 3),
    ceiling: 4, floor: 2,
  },
  {
    name: 'Kansas State', abbreviation: 'KSU', mascot: 'Wildcats',
    colorPrimary: '#512888', colorSecondary: '#ffffff', city: 'Manhattan', state: 'KS',
    memberships: big12('North'),
    prestige: tiers(2000, 6, 2002, 5, 2003, 6, 2005, 4, 2009, 3, 2011, 4, 2012, 5, 2016, 4, 2023, 5, 2026, 4),
    ceiling: 6, floor: 3,
  },
  {
    name: 'Oklahoma State', abbreviation: 'OKST', mascot: 'Cowboys',
    colorPrimary: '#ff7300', colorSecondary: '#000000', city: 'Stillwater', state: 'OK',
    memberships: big12('South'),
    prestige: tiers(2000, 3, 2003, 4, 2009, 5, 2012, 6, 2013, 5, 2025, 4, 2026, 3),
    ceiling: 6, floor: 3,
  },
  {
    name: 'TCU', abbreviation: 'TCU', mascot: 'Horned Frogs',
    colorPrimary: '#4d1979', colorSecondary: '#a3a9ac', city: 'Fort Worth', state: 'TX',
    memberships: [span(2000, 2000, 'WAC'), span(2001, 2004, 'Conference USA'), span(2005, 2011, 'Mountain West'), span(2012, 2026, 'Big 12')],
    prestige: tiers(2000, 4, 2010, 6, 2012, 5, 2015, 6, 2016, 5, 2020, 4, 2023, 5, 2024, 4),
    ceiling: 6, floor: 3,
  },
  {
    name: 'Texas Tech', abbreviation: 'TTU', mascot: 'Red Raiders',
    colorPrimary: '#cc0000', colorSecondary: '#000000', city: 'Lubbock', state: 'TX',
    memberships: big12('South'),
    prestige: tiers(2000, 4, 2003, 5, 2010, 4, 2026, 5),
    ceiling: 6, floor: 3,
  },
  {
    name: 'West Virginia', abbreviation: 'WVU', mascot: 'Mountaineers',
    colorPrimary: '#002855', colorSecondary: '#eaaa00', city: 'Morgantown', state: 'WV',
    memberships: [span(2000, 2011, 'Big East'), span(2012, 2026, 'Big 12')],
    prestige: tiers(2000, 4, 2004, 5, 2007, 6, 2009, 5, 2013, 4),
    ceiling: 6, floor: 4,
  },
];
