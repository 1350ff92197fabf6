// Programs best known as Sun Belt members (and Idaho, which left FBS after 2017).

import { INDEPENDENT, type Program } from '../types.js';
import { member, span, tiers } from './define.js';

export const SUN_BELT_PROGRAMS: Program[] = [
  {
    name: 'Appalachian State', abbreviation: 'APP', mascot: 'Mountaineers',
    colorPrimary: '#222222', colorSecondary: '#ffcc00', city: 'Boone', state: 'NC',
    memberships: member(2014, 2026, 'Sun Belt', 'East'),
    prestige: tiers(2014, 2, 2016, 3),
    ceiling: 3, floor: 1,
  },
  {
    name: 'Arkansas State', abbreviation: 'ARST', mascot: 'Red Wolves',
    colorPrimary: '#cc092f', colorSecondary: '#000000', city: 'Jonesboro', state: 'AR',
    memberships: [span(2000, 2000, 'Big West'), ...member(2001, 2026, 'Sun Belt', 'West')],
    prestige: tiers(2000, 1, 2006, 2, 2007, 1, 2009, 2, 2021, 1),
    ceiling: 2, floor: 1,
  },
  {
    name: 'Coastal Carolina', abbreviation: 'CCU', mascot: 'Chanticleers',
    colorPrimary: '#006f71', colorSecondary: '#a27752', city: 'Conway', state: 'SC',
    memberships: member(2017, 2026, 'Sun Belt', 'East'),
    prestige: tiers(2017, 1, 2021, 3, 2023, 2, 2025, 1),
    ceiling: 3, floor: 1,
  },
  {
    name: 'Georgia Southern', abbreviation: 'GASO', mascot: 'Eagles',
    colorPrimary: '#041e42', colorSecondary: '#a3aaae', city: 'Statesboro', state: 'GA',
    memberships: member(2014, 2026, 'Sun Belt', 'East'),
    prestige: tiers(2014, 2, 2018, 1, 2019, 2),
    ceiling: 2, floor: 1,
  },
  {
    name: 'Georgia State', abbreviation: 'GAST', mascot: 'Panthers',
    colorPrimary: '#0039a6', colorSecondary: '#c60c30', city: 'Atlanta', state: 'GA',
    memberships: member(2013, 2026, 'Sun Belt', 'East'),
    prestige: tiers(2013, 1, 2018, 2, 2019, 1, 2020, 2, 2025, 1),
    ceiling: 2, floor: 1,
  },
  {
    name: 'Idaho', abbreviation: 'IDAHO', mascot: 'Vandals',
    colorPrimary: '#b5985a', colorSecondary: '#000000', city: 'Moscow', state: 'ID',
    // Idaho returned to FCS (Big Sky) after the 2017 season.
    memberships: [
      span(2000, 2000, 'Big West'), span(2001, 2004, 'Sun Belt'), span(2005, 2012, 'WAC'), span(2013, 2013, INDEPENDENT),
      span(2014, 2017, 'Sun Belt'),
    ],
    prestige: tiers(2000, 2, 2001, 1, 2010, 2, 2011, 1, 2017, 2),
    ceiling: 2, floor: 1,
  },
  {
    name: 'James Madison', abbreviation: 'JMU', mascot: 'Dukes',
    colorPrimary: '#450084', colorSecondary: '#cbb677', city: 'Harrisonburg', state: 'VA',
    memberships: member(2022, 2026, 'Sun Belt', 'East'),
    prestige: tiers(2022, 2, 2024, 3),
    ceiling: 3, floor: 1,
  },
  {
    name: 'Louisiana', abbreviation: 'ULL', mascot: "Ragin' Cajuns",
    colorPrimary: '#ce181e', colorSecondary: '#ffffff', city: 'Lafayette', state: 'LA',
    memberships: [span(2000, 2000, INDEPENDENT), ...member(2001, 2026, 'Sun Belt', 'West')],
    prestige: tiers(2000, 1, 2009, 2, 2016, 1, 2020, 2, 2021, 3, 2023, 2),
    ceiling: 3, floor: 1,
  },
  {
    name: 'Old Dominion', abbreviation: 'ODU', mascot: 'Monarchs',
    colorPrimary: '#003057', colorSecondary: '#7c878e', city: 'Norfolk', state: 'VA',
    memberships: [...member(2014, 2021, 'Conference USA', 'East'), ...member(2022, 2026, 'Sun Belt', 'East')],
    prestige: tiers(2014, 1, 2015, 2, 2019, 1, 2026, 3),
    ceiling: 3, floor: 1,
  },
  {
    name: 'South Alabama', abbreviation: 'USA', mascot: 'Jaguars',
    colorPrimary: '#00205b', colorSecondary: '#bf0d3e', city: 'Mobile', state: 'AL',
    memberships: member(2012, 2026, 'Sun Belt', 'West'),
    prestige: tiers(2012, 1, 2015, 2, 2016, 1, 2023, 2, 2026, 1),
    ceiling: 2, floor: 1,
  },
  {
    name: 'Texas State', abbreviation: 'TXST', mascot: 'Bobcats',
    colorPrimary: '#501214', colorSecondary: '#8d734a', city: 'San Marcos', state: 'TX',
    memberships: [span(2012, 2012, 'WAC'), ...member(2013, 2025, 'Sun Belt', 'West'), span(2026, 2026, 'Pac-12')],
    prestige: tiers(2012, 1, 2015, 2, 2016, 1, 2025, 2, 2026, 3),
    ceiling: 3, floor: 1,
  },
  {
    name: 'Troy', abbreviation: 'TROY', mascot: 'Trojans',
    colorPrimary: '#8a2432', colorSecondary: '#b3b5b8', city: 'Troy', state: 'AL',
    memberships: [span(2001, 2003, INDEPENDENT), ...member(2004, 2021, 'Sun Belt', 'East'), ...member(2022, 2026, 'Sun Belt', 'West')],
    prestige: tiers(2001, 1, 2007, 2, 2012, 1, 2017, 2, 2020, 1, 2023, 2, 2025, 1, 2026, 2),
    ceiling: 2, floor: 1,
  },
  {
    name: 'UL Monroe', abbreviation: 'ULM', mascot: 'Warhawks',
    colorPrimary: '#800029', colorSecondary: '#bd955a', city: 'Monroe', state: 'LA',
    memberships: [span(2000, 2000, INDEPENDENT), ...member(2001, 2026, 'Sun Belt', 'West')],
    prestige: tiers(2000, 1, 2008, 2, 2009, 1, 2013, 2, 2014, 1),
    ceiling: 2, floor: 1,
  },
];
