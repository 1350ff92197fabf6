// Programs best known as Big Ten members (including Nebraska 2011 and Maryland/Rutgers 2014).

import type { Program } from '../types.js';
import { span, tiers } from './define.js';

/** Big Ten with its 2011-13 and 2014-23 divisions for a program that was a member throughout. */
const bigTen = (legendsOrLeaders: 'Legends' | 'Leaders', eastOrWest: 'East' | 'West') => [
  span(2000, 2010, 'Big Ten'),
  span(2011, 2013, 'Big Ten', legendsOrLeaders),
  span(2014, 2023, 'Big Ten', eastOrWest),
  span(2024, 2026, 'Big Ten'),
];

export const BIG_TEN_PROGRAMS: Program[] = [
  {
    name: 'Illinois', abbreviation: 'ILL', mascot: 'Fighting Illini',
    colorPrimary: '#e84a27', colorSecondary: '#13294b', city: 'Champaign', state: 'IL',
    memberships: bigTen('Leaders', 'West'),
    prestige: tiers(2000, 4, 2002, 5, 2003, 3, 2008, 4, 2010, 3, 2011, 4, 2013, 3, 2023, 4, 2024, 3, 2025, 5, 2026, 4),
    ceiling: 5, floor: 3,
  },
  {
    name: 'Indiana', abbreviation: 'IND', mascot: 'Hoosiers',
    colorPrimary: '#990000', colorSecondary: '#eeedeb', city: 'Bloomington', state: 'IN',
    memberships: bigTen('Leaders', 'East'),
    prestige: tiers(2000, 3, 2021, 4, 2022, 3, 2025, 5, 2026, 6),
    ceiling: 6, floor: 2,
  },
  {
    name: 'Iowa', abbreviation: 'IOWA', mascot: 'Hawkeyes',
    colorPrimary: '#ffcd00', colorSecondary: '#000000', city: 'Iowa City', state: 'IA',
    memberships: bigTen('Legends', 'West'),
    prestige: tiers(2000, 3, 2002, 4, 2003, 5, 2008, 4, 2010, 6, 2011, 5, 2014, 4, 2016, 5),
    ceiling: 6, floor: 3,
  },
  {
    name: 'Maryland', abbreviation: 'MD', mascot: 'Terrapins',
    colorPrimary: '#e03a3e', colorSecondary: '#ffd520', city: 'College Park', state: 'MD',
    memberships: [span(2000, 2004, 'ACC'), span(2005, 2013, 'ACC', 'Atlantic'), span(2014, 2023, 'Big Ten', 'East'), span(2024, 2026, 'Big Ten')],
    prestige: tiers(2000, 3, 2002, 5, 2005, 4, 2010, 3, 2011, 4, 2012, 3, 2015, 4, 2016, 3, 2022, 4, 2025, 3),
    ceiling: 5, floor: 3,
  },
  {
    name: 'Michigan', abbreviation: 'MICH', mascot: 'Wolverines',
    colorPrimary: '#00274c', colorSecondary: '#ffcb05', city: 'Ann Arbor', state: 'MI',
    memberships: bigTen('Legends', 'East'),
    prestige: tiers(2000, 6, 2009, 5, 2012, 6, 2013, 5, 2016, 6, 2021, 5, 2022, 6, 2023, 7, 2025, 6),
    ceiling: 7, floor: 5,
  },
  {
    name: 'Michigan State', abbreviation: 'MSU', mascot: 'Spartans',
    colorPrimary: '#18453b', colorSecondary: '#ffffff', city: 'East Lansing', state: 'MI',
    memberships: bigTen('Legends', 'East'),
    prestige: tiers(2000, 5, 2001, 4, 2011, 5, 2014, 6, 2017, 5, 2020, 4, 2022, 5, 2023, 4),
    ceiling: 6, floor: 4,
  },
  {
    name: 'Minnesota', abbreviation: 'MINN', mascot: 'Golden Gophers',
    colorPrimary: '#7a0019', colorSecondary: '#ffcc33', city: 'Minneapolis', state: 'MN',
    memberships: bigTen('Legends', 'West'),
    prestige: tiers(2000, 4, 2008, 3, 2014, 4, 2020, 5, 2021, 4),
    ceiling: 5, floor: 3,
  },
  {
    name: 'Nebraska', abbreviation: 'NEB', mascot: 'Cornhuskers',
    colorPrimary: '#e41c38', colorSecondary: '#ffffff', city: 'Lincoln', state: 'NE',
    memberships: [span(2000, 2010, 'Big 12', 'North'), span(2011, 2013, 'Big Ten', 'Legends'), span(2014, 2023, 'Big Ten', 'West'), span(2024, 2026, 'Big Ten')],
    prestige: tiers(2000, 7, 2003, 5, 2010, 6, 2012, 5, 2016, 4, 2019, 5, 2020, 4),
    ceiling: 7, floor: 4,
  },
  {
    name: 'Northwestern', abbreviation: 'NU', mascot: 'Wildcats',
    colorPrimary: '#4e2a84', colorSecondary: '#ffffff', city: 'Evanston', state: 'IL',
    memberships: bigTen('Legends', 'West'),
    prestige: tiers(2000, 3, 2001, 4, 2002, 3, 2013, 4, 2014, 3, 2016, 4, 2020, 3, 2021, 4, 2022, 3),
    ceiling: 4, floor: 3,
  },
  {
    name: 'Ohio State', abbreviation: 'OSU', mascot: 'Buckeyes',
    colorPrimary: '#bb0000', colorSecondary: '#666666', city: 'Columbus', state: 'OH',
    memberships: bigTen('Leaders', 'East'),
    prestige: tiers(2000, 6, 2003, 7, 2011, 6, 2012, 7),
    ceiling: 7, floor: 6,
  },
  {
    name: 'Penn State', abbreviation: 'PSU', mascot: 'Nittany Lions',
    colorPrimary: '#041e42', colorSecondary: '#ffffff', city: 'University Park', state: 'PA',
    memberships: bigTen('Leaders', 'East'),
    prestige: tiers(2000, 6, 2001, 5, 2006, 6, 2012, 5, 2017, 6, 2026, 5),
    ceiling: 7, floor: 5,
  },
  {
    name: 'Purdue', abbreviation: 'PUR', mascot: 'Boilermakers',
    colorPrimary: '#ceb888', colorSecondary: '#000000', city: 'West Lafayette', state: 'IN',
    memberships: bigTen('Leaders', 'West'),
    prestige: tiers(2000, 5, 2003, 4, 2009, 3, 2023, 4, 2024, 3),
    ceiling: 5, floor: 3,
  },
  {
    name: 'Rutgers', abbreviation: 'RUTG', mascot: 'Scarlet Knights',
    colorPrimary: '#cc0033', colorSecondary: '#ffffff', city: 'Piscataway', state: 'NJ',
    memberships: [span(2000, 2012, 'Big East'), span(2013, 2013, 'American'), span(2014, 2023, 'Big Ten', 'East'), span(2024, 2026, 'Big Ten')],
    prestige: tiers(2000, 2, 2006, 3, 2007, 4, 2011, 3, 2013, 4, 2016, 3, 2024, 4),
    ceiling: 4, floor: 2,
  },
  {
    name: 'Wisconsin', abbreviation: 'WIS', mascot: 'Badgers',
    colorPrimary: '#c5050c', colorSecondary: '#ffffff', city: 'Madison', state: 'WI',
    memberships: bigTen('Leaders', 'West'),
    prestige: tiers(2000, 6, 2002, 5, 2011, 6, 2013, 5, 2018, 6, 2021, 5, 2025, 4),
    ceiling: 6, floor: 4,
  },
];
