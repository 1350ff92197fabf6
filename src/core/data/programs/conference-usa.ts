// Programs best known as Conference USA members, including the FCS programs that moved up in 2023-2025.

import { INDEPENDENT, type Program } from '../types.js';
import { member, span, tiers } from './define.js';

export const CONFERENCE_USA_PROGRAMS: Program[] = [
  {
    name: 'Delaware', abbreviation: 'DEL', mascot: "Fightin' Blue Hens",
    colorPrimary: '#00539f', colorSecondary: '#ffd200', city: 'Newark', state: 'DE',
    memberships: [span(2025, 2026, 'Conference USA')],
    prestige: tiers(2025, 2),
    ceiling: 2, floor: 1,
  },
  {
    name: 'FIU', abbreviation: 'FIU', mascot: 'Panthers',
    colorPrimary: '#081e3f', colorSecondary: '#b6862c', city: 'Miami', state: 'FL',
    memberships: [span(2005, 2012, 'Sun Belt'), ...member(2013, 2026, 'Conference USA', 'East')],
    prestige: tiers(2005, 1, 2011, 2, 2013, 1, 2018, 2, 2021, 1, 2026, 2),
    ceiling: 2, floor: 1,
  },
  {
    name: 'Jacksonville State', abbreviation: 'JVST', mascot: 'Gamecocks',
    colorPrimary: '#cc0000', colorSecondary: '#ffffff', city: 'Jacksonville', state: 'AL',
    memberships: [span(2023, 2026, 'Conference USA')],
    prestige: tiers(2023, 2),
    ceiling: 3, floor: 1,
  },
  {
    name: 'Kennesaw State', abbreviation: 'KENN', mascot: 'Owls',
    colorPrimary: '#fdbb30', colorSecondary: '#000000', city: 'Kennesaw', state: 'GA',
    memberships: [span(2024, 2026, 'Conference USA')],
    prestige: tiers(2024, 1, 2026, 2),
    ceiling: 2, floor: 1,
  },
  {
    name: 'Liberty', abbreviation: 'LIB', mascot: 'Flames',
    colorPrimary: '#002d62', colorSecondary: '#c41230', city: 'Lynchburg', state: 'VA',
    memberships: [span(2018, 2022, INDEPENDENT), span(2023, 2026, 'Conference USA')],
    prestige: tiers(2018, 2, 2021, 3, 2022, 2, 2024, 3),
    ceiling: 3, floor: 1,
  },
  {
    name: 'Louisiana Tech', abbreviation: 'LT', mascot: 'Bulldogs',
    colorPrimary: '#002f8b', colorSecondary: '#e31b23', city: 'Ruston', state: 'LA',
    memberships: [span(2000, 2000, INDEPENDENT), span(2001, 2012, 'WAC'), ...member(2013, 2025, 'Conference USA', 'West'), span(2026, 2026, 'Sun Belt', 'West')],
    prestige: tiers(2000, 3, 2001, 2, 2002, 3, 2003, 2, 2022, 1, 2026, 2),
    ceiling: 3, floor: 1,
  },
  {
    name: 'Marshall', abbreviation: 'MRSH', mascot: 'Thundering Herd',
    colorPrimary: '#00b140', colorSecondary: '#ffffff', city: 'Huntington', state: 'WV',
    memberships: [span(2000, 2004, 'MAC', 'East'), span(2005, 2021, 'Conference USA', 'East'), span(2022, 2026, 'Sun Belt', 'East')],
    prestige: tiers(2000, 3, 2004, 2, 2015, 3, 2017, 2),
    ceiling: 3, floor: 1,
  },
  {
    name: 'Middle Tennessee', abbreviation: 'MTSU', mascot: 'Blue Raiders',
    colorPrimary: '#0066cc', colorSecondary: '#ffffff', city: 'Murfreesboro', state: 'TN',
    memberships: [span(2000, 2000, INDEPENDENT), span(2001, 2012, 'Sun Belt'), ...member(2013, 2026, 'Conference USA', 'East')],
    prestige: tiers(2000, 2, 2021, 1, 2022, 2, 2024, 1),
    ceiling: 2, floor: 1,
  },
  {
    name: 'Missouri State', abbreviation: 'MOST', mascot: 'Bears',
    colorPrimary: '#5e0009', colorSecondary: '#ffffff', city: 'Springfield', state: 'MO',
    memberships: [span(2025, 2026, 'Conference USA')],
    prestige: tiers(2025, 1),
    ceiling: 2, floor: 1,
  },
  {
    name: 'New Mexico State', abbreviation: 'NMSU', mascot: 'Aggies',
    colorPrimary: '#861f41', colorSecondary: '#ffffff', city: 'Las Cruces', state: 'NM',
    memberships: [
      span(2000, 2000, 'Big West'), span(2001, 2004, 'Sun Belt'), span(2005, 2012, 'WAC'), span(2013, 2013, INDEPENDENT),
      span(2014, 2017, 'Sun Belt'), span(2018, 2022, INDEPENDENT), span(2023, 2026, 'Conference USA'),
    ],
    prestige: tiers(2000, 1, 2024, 2, 2025, 1),
    ceiling: 2, floor: 1,
  },
  {
    name: 'Sam Houston', abbreviation: 'SHSU', mascot: 'Bearkats',
    colorPrimary: '#f76800', colorSecondary: '#ffffff', city: 'Huntsville', state: 'TX',
    memberships: [span(2023, 2026, 'Conference USA')],
    prestige: tiers(2023, 2, 2024, 1, 2025, 2, 2026, 1),
    ceiling: 2, floor: 1,
  },
  {
    name: 'Southern Miss', abbreviation: 'USM', mascot: 'Golden Eagles',
    colorPrimary: '#ffab00', colorSecondary: '#000000', city: 'Hattiesburg', state: 'MS',
    memberships: [...member(2000, 2013, 'Conference USA', 'East'), span(2014, 2021, 'Conference USA', 'West'), span(2022, 2026, 'Sun Belt', 'West')],
    prestige: tiers(2000, 3, 2005, 2, 2012, 3, 2013, 1, 2016, 2, 2021, 1, 2023, 2, 2024, 1, 2026, 2),
    ceiling: 3, floor: 1,
  },
  {
    name: 'UTEP', abbreviation: 'UTEP', mascot: 'Miners',
    colorPrimary: '#041e42', colorSecondary: '#ff8200', city: 'El Paso', state: 'TX',
    memberships: [span(2000, 2004, 'WAC'), ...member(2005, 2025, 'Conference USA', 'West'), span(2026, 2026, 'Mountain West')],
    prestige: tiers(2000, 2, 2002, 1, 2005, 2, 2007, 1, 2010, 2, 2011, 1, 2015, 2, 2016, 1),
    ceiling: 2, floor: 1,
  },
  {
    name: 'Western Kentucky', abbreviation: 'WKU', mascot: 'Hilltoppers',
    colorPrimary: '#c60c30', colorSecondary: '#ffffff', city: 'Bowling Green', state: 'KY',
    // 2007-08 were WKU's transition seasons as an FBS independent before joining the Sun Belt.
    memberships: [span(2007, 2008, INDEPENDENT), span(2009, 2013, 'Sun Belt'), ...member(2014, 2026, 'Conference USA', 'East')],
    prestige: tiers(2007, 1, 2012, 2, 2016, 3, 2018, 2),
    ceiling: 3, floor: 1,
  },
];
