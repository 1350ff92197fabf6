// Programs best known as SEC members (including the 2012 and 2024 arrivals).

import type { Program } from '../types.js';
import { span, tiers } from './define.js';

const secWest = () => [span(2000, 2023, 'SEC', 'West'), span(2024, 2026, 'SEC')];
const secEast = () => [span(2000, 2023, 'SEC', 'East'), span(2024, 2026, 'SEC')];

export const SEC_PROGRAMS: Program[] = [
  {
    name: 'Alabama', abbreviation: 'ALA', mascot: 'Crimson Tide',
    colorPrimary: '#9e1b32', colorSecondary: '#ffffff', city: 'Tuscaloosa', state: 'AL',
    memberships: secWest(),
    prestige: tiers(2000, 6, 2001, 5, 2009, 6, 2010, 7, 2025, 6),
    ceiling: 7, floor: 4,
  },
  {
    name: 'Arkansas', abbreviation: 'ARK', mascot: 'Razorbacks',
    colorPrimary: '#9d2235', colorSecondary: '#ffffff', city: 'Fayetteville', state: 'AR',
    memberships: secWest(),
    prestige: tiers(2000, 5, 2001, 4, 2003, 5, 2004, 4, 2007, 5, 2008, 4, 2011, 5, 2013, 4, 2019, 3, 2022, 4),
    ceiling: 5, floor: 3,
  },
  {
    name: 'Auburn', abbreviation: 'AUB', mascot: 'Tigers',
    colorPrimary: '#0c2340', colorSecondary: '#e87722', city: 'Auburn', state: 'AL',
    memberships: secWest(),
    prestige: tiers(2000, 5, 2005, 6, 2009, 5, 2011, 6, 2012, 5, 2014, 6, 2015, 5),
    ceiling: 7, floor: 4,
  },
  {
    name: 'Florida', abbreviation: 'FLA', mascot: 'Gators',
    colorPrimary: '#0021a5', colorSecondary: '#fa4616', city: 'Gainesville', state: 'FL',
    memberships: secEast(),
    prestige: tiers(2000, 7, 2002, 6, 2007, 7, 2011, 6, 2012, 5, 2013, 6, 2014, 5, 2019, 6, 2021, 5),
    ceiling: 7, floor: 5,
  },
  {
    name: 'Georgia', abbreviation: 'UGA', mascot: 'Bulldogs',
    colorPrimary: '#ba0c2f', colorSecondary: '#000000', city: 'Athens', state: 'GA',
    memberships: secEast(),
    prestige: tiers(2000, 5, 2002, 6, 2010, 5, 2012, 6, 2018, 7),
    ceiling: 7, floor: 5,
  },
  {
    name: 'Kentucky', abbreviation: 'UK', mascot: 'Wildcats',
    colorPrimary: '#0033a0', colorSecondary: '#ffffff', city: 'Lexington', state: 'KY',
    memberships: secEast(),
    prestige: tiers(2000, 3, 2007, 4, 2011, 3, 2017, 4, 2019, 5, 2020, 4),
    ceiling: 5, floor: 3,
  },
  {
    name: 'LSU', abbreviation: 'LSU', mascot: 'Tigers',
    colorPrimary: '#461d7c', colorSecondary: '#fdd023', city: 'Baton Rouge', state: 'LA',
    memberships: secWest(),
    prestige: tiers(2000, 4, 2001, 5, 2002, 6, 2008, 7, 2014, 6, 2020, 7, 2021, 6),
    ceiling: 7, floor: 4,
  },
  {
    name: 'Ole Miss', abbreviation: 'MISS', mascot: 'Rebels',
    colorPrimary: '#ce1126', colorSecondary: '#14213d', city: 'Oxford', state: 'MS',
    memberships: secWest(),
    prestige: tiers(2000, 4, 2004, 5, 2005, 4, 2009, 6, 2010, 5, 2011, 4, 2012, 3, 2013, 4, 2014, 5, 2017, 4, 2020, 5, 2024, 6, 2025, 5, 2026, 6),
    ceiling: 6, floor: 3,
  },
  {
    name: 'Mississippi State', abbreviation: 'MSST', mascot: 'Bulldogs',
    colorPrimary: '#660000', colorSecondary: '#ffffff', city: 'Starkville', state: 'MS',
    memberships: secWest(),
    prestige: tiers(2000, 5, 2001, 4, 2002, 3, 2008, 4, 2009, 3, 2011, 4, 2015, 5, 2016, 4, 2018, 5, 2019, 4),
    ceiling: 5, floor: 3,
  },
  {
    name: 'Missouri', abbreviation: 'MIZ', mascot: 'Tigers',
    colorPrimary: '#f1b82d', colorSecondary: '#000000', city: 'Columbia', state: 'MO',
    memberships: [span(2000, 2010, 'Big 12', 'North'), span(2011, 2011, 'Big 12'), span(2012, 2023, 'SEC', 'East'), span(2024, 2026, 'SEC')],
    prestige: tiers(2000, 3, 2003, 4, 2008, 6, 2009, 5, 2011, 4, 2014, 5, 2016, 4, 2024, 5),
    ceiling: 6, floor: 3,
  },
  {
    name: 'Oklahoma', abbreviation: 'OU', mascot: 'Sooners',
    colorPrimary: '#841617', colorSecondary: '#fdf9d8', city: 'Norman', state: 'OK',
    memberships: [span(2000, 2010, 'Big 12', 'South'), span(2011, 2023, 'Big 12'), span(2024, 2026, 'SEC')],
    prestige: tiers(2000, 5, 2001, 7, 2010, 6, 2023, 5, 2024, 6, 2025, 5, 2026, 6),
    ceiling: 7, floor: 5,
  },
  {
    name: 'South Carolina', abbreviation: 'SC', mascot: 'Gamecocks',
    colorPrimary: '#73000a', colorSecondary: '#000000', city: 'Columbia', state: 'SC',
    memberships: secEast(),
    prestige: tiers(2000, 3, 2001, 4, 2005, 5, 2007, 4, 2011, 5, 2012, 6, 2015, 4, 2018, 5, 2019, 4, 2025, 5, 2026, 4),
    ceiling: 6, floor: 3,
  },
  {
    name: 'Tennessee', abbreviation: 'TENN', mascot: 'Volunteers',
    colorPrimary: '#ff8200', colorSecondary: '#ffffff', city: 'Knoxville', state: 'TN',
    memberships: secEast(),
    prestige: tiers(2000, 6, 2006, 5, 2011, 4, 2016, 5, 2018, 4, 2023, 5),
    ceiling: 7, floor: 4,
  },
  {
    name: 'Texas', abbreviation: 'TEX', mascot: 'Longhorns',
    colorPrimary: '#bf5700', colorSecondary: '#ffffff', city: 'Austin', state: 'TX',
    memberships: [span(2000, 2010, 'Big 12', 'South'), span(2011, 2023, 'Big 12'), span(2024, 2026, 'SEC')],
    prestige: tiers(2000, 6, 2006, 7, 2011, 6, 2012, 5, 2019, 6, 2021, 5, 2024, 6, 2025, 7, 2026, 6),
    ceiling: 7, floor: 5,
  },
  {
    name: 'Texas A&M', abbreviation: 'TAMU', mascot: 'Aggies',
    colorPrimary: '#500000', colorSecondary: '#ffffff', city: 'College Station', state: 'TX',
    memberships: [span(2000, 2010, 'Big 12', 'South'), span(2011, 2011, 'Big 12'), span(2012, 2023, 'SEC', 'West'), span(2024, 2026, 'SEC')],
    prestige: tiers(2000, 5, 2003, 4, 2005, 5, 2009, 4, 2011, 5, 2013, 6, 2014, 5, 2021, 6, 2023, 5, 2026, 6),
    ceiling: 6, floor: 4,
  },
  {
    name: 'Vanderbilt', abbreviation: 'VAN', mascot: 'Commodores',
    colorPrimary: '#000000', colorSecondary: '#866d4b', city: 'Nashville', state: 'TN',
    memberships: secEast(),
    prestige: tiers(2000, 2, 2013, 3, 2015, 2, 2025, 3, 2026, 5),
    ceiling: 5, floor: 2,
  },
];
