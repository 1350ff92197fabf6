// Programs best known as Pac-10/Pac-12 members; the 2024 breakup sent them to four conferences.

import type { Program } from '../types.js';
import { span, tiers } from './define.js';

/** Pac-10 through 2010, Pac-12 (with its 2011-21 divisions) through 2023, then the 2024 destination. */
const pac = (division: 'North' | 'South', from2024: string) => [
  span(2000, 2010, 'Pac-10'),
  span(2011, 2021, 'Pac-12', division),
  span(2022, 2023, 'Pac-12'),
  span(2024, 2026, from2024),
];

export const PAC_12_PROGRAMS: Program[] = [
  {
    name: 'Arizona', abbreviation: 'ARIZ', mascot: 'Wildcats',
    colorPrimary: '#003366', colorSecondary: '#cc0033', city: 'Tucson', state: 'AZ',
    memberships: pac('South', 'Big 12'),
    prestige: tiers(2000, 4, 2001, 3, 2009, 4, 2017, 3, 2024, 4, 2025, 3, 2026, 4),
    ceiling: 5, floor: 3,
  },
  {
    name: 'Arizona State', abbreviation: 'ASU', mascot: 'Sun Devils',
    colorPrimary: '#8c1d40', colorSecondary: '#ffc627', city: 'Tempe', state: 'AZ',
    memberships: pac('South', 'Big 12'),
    prestige: tiers(2000, 4, 2008, 5, 2009, 4, 2014, 5, 2015, 4, 2023, 3, 2025, 5),
    ceiling: 5, floor: 3,
  },
  {
    name: 'California', abbreviation: 'CAL', mascot: 'Golden Bears',
    colorPrimary: '#003262', colorSecondary: '#fdb515', city: 'Berkeley', state: 'CA',
    memberships: pac('North', 'ACC'),
    prestige: tiers(2000, 3, 2003, 4, 2005, 5, 2010, 4, 2013, 3, 2016, 4, 2017, 3, 2020, 4, 2022, 3),
    ceiling: 5, floor: 3,
  },
  {
    name: 'Oregon', abbreviation: 'ORE', mascot: 'Ducks',
    colorPrimary: '#154733', colorSecondary: '#fee123', city: 'Eugene', state: 'OR',
    memberships: pac('North', 'Big Ten'),
    prestige: tiers(2000, 5, 2002, 6, 2003, 5, 2009, 6, 2011, 7, 2015, 6, 2017, 5, 2019, 6, 2026, 7),
    ceiling: 7, floor: 5,
  },
  {
    name: 'Oregon State', abbreviation: 'ORST', mascot: 'Beavers',
    colorPrimary: '#dc4405', colorSecondary: '#000000', city: 'Corvallis', state: 'OR',
    memberships: [span(2000, 2010, 'Pac-10'), span(2011, 2021, 'Pac-12', 'North'), span(2022, 2026, 'Pac-12')],
    prestige: tiers(2000, 4, 2001, 5, 2002, 4, 2012, 3, 2013, 4, 2015, 3, 2023, 4, 2024, 3),
    ceiling: 5, floor: 3,
  },
  {
    name: 'Stanford', abbreviation: 'STAN', mascot: 'Cardinal',
    colorPrimary: '#8c1515', colorSecondary: '#ffffff', city: 'Stanford', state: 'CA',
    memberships: pac('North', 'ACC'),
    prestige: tiers(2000, 4, 2002, 3, 2010, 4, 2011, 6, 2014, 5, 2016, 6, 2017, 5, 2019, 4, 2021, 3),
    ceiling: 6, floor: 3,
  },
  {
    name: 'UCLA', abbreviation: 'UCLA', mascot: 'Bruins',
    colorPrimary: '#2d68c4', colorSecondary: '#f2a900', city: 'Los Angeles', state: 'CA',
    memberships: pac('South', 'Big Ten'),
    prestige: tiers(2000, 5, 2002, 4, 2006, 5, 2007, 4, 2013, 5, 2014, 6, 2015, 5, 2017, 4),
    ceiling: 6, floor: 4,
  },
  {
    name: 'USC', abbreviation: 'USC', mascot: 'Trojans',
    colorPrimary: '#990000', colorSecondary: '#ffc72c', city: 'Los Angeles', state: 'CA',
    memberships: pac('South', 'Big Ten'),
    prestige: tiers(2000, 5, 2003, 6, 2004, 7, 2010, 6, 2019, 5, 2023, 6, 2024, 5),
    ceiling: 7, floor: 5,
  },
  {
    name: 'Utah', abbreviation: 'UTAH', mascot: 'Utes',
    colorPrimary: '#cc0000', colorSecondary: '#ffffff', city: 'Salt Lake City', state: 'UT',
    memberships: [span(2000, 2010, 'Mountain West'), span(2011, 2021, 'Pac-12', 'South'), span(2022, 2023, 'Pac-12'), span(2024, 2026, 'Big 12')],
    prestige: tiers(2000, 4, 2005, 5, 2006, 4, 2009, 5, 2012, 4, 2015, 5, 2022, 6, 2024, 5, 2025, 4, 2026, 5),
    ceiling: 6, floor: 3,
  },
  {
    name: 'Washington', abbreviation: 'WASH', mascot: 'Huskies',
    colorPrimary: '#4b2e83', colorSecondary: '#b7a57a', city: 'Seattle', state: 'WA',
    memberships: pac('North', 'Big Ten'),
    prestige: tiers(2000, 5, 2001, 6, 2003, 5, 2004, 4, 2005, 3, 2010, 4, 2016, 5, 2017, 6, 2020, 5, 2023, 6, 2024, 5),
    ceiling: 6, floor: 3,
  },
  {
    name: 'Washington State', abbreviation: 'WSU', mascot: 'Cougars',
    colorPrimary: '#981e32', colorSecondary: '#5e6a71', city: 'Pullman', state: 'WA',
    memberships: [span(2000, 2010, 'Pac-10'), span(2011, 2021, 'Pac-12', 'North'), span(2022, 2026, 'Pac-12')],
    prestige: tiers(2000, 3, 2002, 4, 2003, 5, 2004, 4, 2006, 3, 2009, 2, 2012, 3, 2016, 4, 2019, 5, 2020, 4, 2021, 3),
    ceiling: 5, floor: 2,
  },
];
