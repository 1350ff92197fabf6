// Programs best known as ACC members (including the Big East schools that moved in 2004-2014).

import type { Program } from '../types.js';
import { span, tiers } from './define.js';

/** An ACC member from 2000 on: no divisions 2000-04, Atlantic/Coastal 2005-22, none since. */
const acc = (division: 'Atlantic' | 'Coastal') => [
  span(2000, 2004, 'ACC'),
  span(2005, 2022, 'ACC', division),
  span(2023, 2026, 'ACC'),
];

export const ACC_PROGRAMS: Program[] = [
  {
    name: 'Boston College', abbreviation: 'BC', mascot: 'Eagles',
    colorPrimary: '#98002e', colorSecondary: '#bc9b6a', city: 'Chestnut Hill', state: 'MA',
    memberships: [span(2000, 2004, 'Big East'), span(2005, 2022, 'ACC', 'Atlantic'), span(2023, 2026, 'ACC')],
    prestige: tiers(2000, 4, 2008, 5, 2009, 4, 2012, 3, 2015, 4, 2016, 3),
    ceiling: 5, floor: 3,
  },
  {
    name: 'Clemson', abbreviation: 'CLEM', mascot: 'Tigers',
    colorPrimary: '#f56600', colorSecondary: '#522d80', city: 'Clemson', state: 'SC',
    memberships: acc('Atlantic'),
    prestige: tiers(2000, 5, 2008, 6, 2009, 5, 2012, 6, 2016, 7, 2024, 6, 2026, 5),
    ceiling: 7, floor: 5,
  },
  {
    name: 'Duke', abbreviation: 'DUKE', mascot: 'Blue Devils',
    colorPrimary: '#003087', colorSecondary: '#ffffff', city: 'Durham', state: 'NC',
    memberships: acc('Coastal'),
    prestige: tiers(2000, 2, 2013, 3, 2014, 4, 2016, 3, 2024, 4),
    ceiling: 4, floor: 2,
  },
  {
    name: 'Florida State', abbreviation: 'FSU', mascot: 'Seminoles',
    colorPrimary: '#782f40', colorSecondary: '#ceb888', city: 'Tallahassee', state: 'FL',
    memberships: acc('Atlantic'),
    prestige: tiers(2000, 7, 2002, 6, 2006, 5, 2012, 6, 2014, 7, 2016, 6, 2019, 5, 2021, 4, 2023, 6, 2025, 5, 2026, 4),
    ceiling: 7, floor: 4,
  },
  {
    name: 'Georgia Tech', abbreviation: 'GT', mascot: 'Yellow Jackets',
    colorPrimary: '#b3a369', colorSecondary: '#003057', city: 'Atlanta', state: 'GA',
    memberships: acc('Coastal'),
    prestige: tiers(2000, 4, 2010, 5, 2011, 4, 2019, 3, 2024, 4),
    ceiling: 5, floor: 3,
  },
  {
    name: 'Louisville', abbreviation: 'LOU', mascot: 'Cardinals',
    colorPrimary: '#ad0000', colorSecondary: '#000000', city: 'Louisville', state: 'KY',
    memberships: [span(2000, 2004, 'Conference USA'), span(2005, 2012, 'Big East'), span(2013, 2013, 'American'), span(2014, 2022, 'ACC', 'Atlantic'), span(2023, 2026, 'ACC')],
    prestige: tiers(2000, 4, 2005, 5, 2007, 6, 2008, 4, 2010, 3, 2011, 4, 2013, 5, 2016, 4, 2017, 5, 2018, 4, 2019, 3, 2020, 4, 2024, 5, 2026, 4),
    ceiling: 6, floor: 3,
  },
  {
    name: 'Miami', abbreviation: 'MIA', mascot: 'Hurricanes',
    colorPrimary: '#005030', colorSecondary: '#f47321', city: 'Coral Gables', state: 'FL',
    memberships: [span(2000, 2003, 'Big East'), span(2004, 2004, 'ACC'), span(2005, 2022, 'ACC', 'Coastal'), span(2023, 2026, 'ACC')],
    prestige: tiers(2000, 6, 2001, 7, 2005, 6, 2007, 5, 2018, 6, 2019, 5, 2026, 6),
    ceiling: 7, floor: 5,
  },
  {
    name: 'North Carolina', abbreviation: 'UNC', mascot: 'Tar Heels',
    colorPrimary: '#7bafd4', colorSecondary: '#13294b', city: 'Chapel Hill', state: 'NC',
    memberships: acc('Coastal'),
    prestige: tiers(2000, 4, 2003, 3, 2008, 4, 2016, 5, 2017, 4, 2018, 3, 2020, 4, 2021, 5, 2022, 4),
    ceiling: 5, floor: 3,
  },
  {
    name: 'NC State', abbreviation: 'NCST', mascot: 'Wolfpack',
    colorPrimary: '#cc0000', colorSecondary: '#000000', city: 'Raleigh', state: 'NC',
    memberships: acc('Atlantic'),
    prestige: tiers(2000, 3, 2003, 4, 2007, 3, 2011, 4, 2013, 3, 2015, 4, 2020, 3, 2021, 4),
    ceiling: 5, floor: 3,
  },
  {
    name: 'Pittsburgh', abbreviation: 'PITT', mascot: 'Panthers',
    colorPrimary: '#003594', colorSecondary: '#ffb81c', city: 'Pittsburgh', state: 'PA',
    memberships: [span(2000, 2012, 'Big East'), span(2013, 2022, 'ACC', 'Coastal'), span(2023, 2026, 'ACC')],
    prestige: tiers(2000, 3, 2002, 4, 2003, 5, 2004, 4, 2006, 3, 2009, 4, 2014, 3, 2016, 4, 2019, 3, 2022, 4, 2024, 3, 2026, 4),
    ceiling: 5, floor: 3,
  },
  {
    name: 'Syracuse', abbreviation: 'SYR', mascot: 'Orange',
    colorPrimary: '#f76900', colorSecondary: '#000e54', city: 'Syracuse', state: 'NY',
    memberships: [span(2000, 2012, 'Big East'), span(2013, 2022, 'ACC', 'Atlantic'), span(2023, 2026, 'ACC')],
    prestige: tiers(2000, 4, 2003, 3, 2006, 2, 2011, 3, 2019, 4, 2020, 3, 2025, 4, 2026, 3),
    ceiling: 4, floor: 2,
  },
  {
    name: 'Virginia', abbreviation: 'UVA', mascot: 'Cavaliers',
    colorPrimary: '#232d4b', colorSecondary: '#f84c1e', city: 'Charlottesville', state: 'VA',
    memberships: acc('Coastal'),
    prestige: tiers(2000, 4, 2007, 3, 2020, 4, 2022, 3, 2026, 4),
    ceiling: 4, floor: 3,
  },
  {
    name: 'Virginia Tech', abbreviation: 'VT', mascot: 'Hokies',
    colorPrimary: '#861f41', colorSecondary: '#e5751f', city: 'Blacksburg', state: 'VA',
    memberships: [span(2000, 2003, 'Big East'), span(2004, 2004, 'ACC'), span(2005, 2022, 'ACC', 'Coastal'), span(2023, 2026, 'ACC')],
    prestige: tiers(2000, 6, 2002, 5, 2005, 6, 2013, 5, 2015, 4, 2017, 5, 2019, 4, 2022, 3, 2024, 4, 2026, 3),
    ceiling: 6, floor: 3,
  },
  {
    name: 'Wake Forest', abbreviation: 'WAKE', mascot: 'Demon Deacons',
    colorPrimary: '#9e7e38', colorSecondary: '#000000', city: 'Winston-Salem', state: 'NC',
    memberships: acc('Atlantic'),
    prestige: tiers(2000, 2, 2003, 3, 2007, 4, 2009, 3, 2022, 4, 2024, 3),
    ceiling: 4, floor: 2,
  },
];
