// Programs best known as Mid-American Conference members.

import type { Program } from '../types.js';
import { member, span, tiers } from './define.js';

export const MAC_PROGRAMS: Program[] = [
  {
    name: 'Akron', abbreviation: 'AKR', mascot: 'Zips',
    colorPrimary: '#041e42', colorSecondary: '#a89968', city: 'Akron', state: 'OH',
    memberships: member(2000, 2026, 'MAC', 'East'),
    prestige: tiers(2000, 2, 2008, 1, 2016, 2, 2019, 1),
    ceiling: 2, floor: 1,
  },
  {
    name: 'Ball State', abbreviation: 'BALL', mascot: 'Cardinals',
    colorPrimary: '#ba0c2f', colorSecondary: '#ffffff', city: 'Muncie', state: 'IN',
    memberships: member(2000, 2026, 'MAC', 'West'),
    prestige: tiers(2000, 1, 2009, 3, 2010, 1, 2013, 2, 2016, 1, 2021, 2, 2022, 1),
    ceiling: 3, floor: 1,
  },
  {
    name: 'Bowling Green', abbreviation: 'BGSU', mascot: 'Falcons',
    colorPrimary: '#fe5000', colorSecondary: '#4f2c1d', city: 'Bowling Green', state: 'OH',
    // Moved to the West when UCF joined the East in 2002, and back when UCF and Marshall left.
    memberships: [span(2000, 2001, 'MAC', 'East'), span(2002, 2004, 'MAC', 'West'), ...member(2005, 2026, 'MAC', 'East')],
    prestige: tiers(2000, 1, 2002, 2, 2003, 3, 2005, 2, 2007, 1, 2008, 2, 2009, 1, 2014, 2, 2017, 1, 2026, 2),
    ceiling: 3, floor: 1,
  },
  {
    name: 'Buffalo', abbreviation: 'BUFF', mascot: 'Bulls',
    colorPrimary: '#005bbb', colorSecondary: '#ffffff', city: 'Buffalo', state: 'NY',
    memberships: member(2000, 2026, 'MAC', 'East'),
    prestige: tiers(2000, 1, 2009, 2, 2010, 1, 2019, 2, 2022, 1),
    ceiling: 2, floor: 1,
  },
  {
    name: 'Central Michigan', abbreviation: 'CMU', mascot: 'Chippewas',
    colorPrimary: '#6a0032', colorSecondary: '#ffc82e', city: 'Mount Pleasant', state: 'MI',
    memberships: member(2000, 2026, 'MAC', 'West'),
    prestige: tiers(2000, 1, 2007, 2, 2008, 3, 2011, 1, 2014, 2, 2019, 1, 2020, 2),
    ceiling: 3, floor: 1,
  },
  {
    name: 'Eastern Michigan', abbreviation: 'EMU', mascot: 'Eagles',
    colorPrimary: '#006633', colorSecondary: '#ffffff', city: 'Ypsilanti', state: 'MI',
    memberships: member(2000, 2026, 'MAC', 'West'),
    prestige: tiers(2000, 1, 2017, 2),
    ceiling: 2, floor: 1,
  },
  {
    name: 'Kent State', abbreviation: 'KENT', mascot: 'Golden Flashes',
    colorPrimary: '#002664', colorSecondary: '#eaab00', city: 'Kent', state: 'OH',
    memberships: member(2000, 2026, 'MAC', 'East'),
    prestige: tiers(2000, 1, 2010, 2, 2011, 1, 2013, 2, 2014, 1),
    ceiling: 2, floor: 1,
  },
  {
    name: 'Miami (OH)', abbreviation: 'MIOH', mascot: 'RedHawks',
    colorPrimary: '#c3142d', colorSecondary: '#ffffff', city: 'Oxford', state: 'OH',
    memberships: member(2000, 2026, 'MAC', 'East'),
    prestige: tiers(2000, 2, 2003, 3, 2006, 2, 2007, 1, 2011, 2, 2012, 1, 2017, 2),
    ceiling: 3, floor: 1,
  },
  {
    name: 'Northern Illinois', abbreviation: 'NIU', mascot: 'Huskies',
    colorPrimary: '#c8102e', colorSecondary: '#000000', city: 'DeKalb', state: 'IL',
    memberships: [...member(2000, 2025, 'MAC', 'West'), span(2026, 2026, 'Mountain West')],
    prestige: tiers(2000, 2, 2003, 3, 2005, 2, 2008, 1, 2009, 2, 2012, 3, 2016, 2, 2021, 1, 2022, 2),
    ceiling: 3, floor: 1,
  },
  {
    name: 'Ohio', abbreviation: 'OHIO', mascot: 'Bobcats',
    colorPrimary: '#00694e', colorSecondary: '#ffffff', city: 'Athens', state: 'OH',
    memberships: member(2000, 2026, 'MAC', 'East'),
    prestige: tiers(2000, 2, 2004, 1, 2007, 2, 2022, 1, 2023, 2),
    ceiling: 3, floor: 1,
  },
  {
    name: 'Sacramento State', abbreviation: 'SAC', mascot: 'Hornets',
    colorPrimary: '#043927', colorSecondary: '#c4b581', city: 'Sacramento', state: 'CA',
    // Moves up from FCS in 2026 as a football-only MAC member.
    memberships: [span(2026, 2026, 'MAC')],
    prestige: tiers(2026, 1),
    ceiling: 2, floor: 1,
  },
  {
    name: 'Toledo', abbreviation: 'TOL', mascot: 'Rockets',
    colorPrimary: '#15397f', colorSecondary: '#ffda00', city: 'Toledo', state: 'OH',
    memberships: member(2000, 2026, 'MAC', 'West'),
    prestige: tiers(2000, 3, 2006, 2, 2007, 1, 2009, 2, 2018, 3, 2019, 2, 2026, 3),
    ceiling: 3, floor: 1,
  },
  {
    name: 'Western Michigan', abbreviation: 'WMU', mascot: 'Broncos',
    colorPrimary: '#6c4023', colorSecondary: '#b5a167', city: 'Kalamazoo', state: 'MI',
    memberships: member(2000, 2026, 'MAC', 'West'),
    prestige: tiers(2000, 2, 2005, 1, 2007, 2, 2010, 1, 2015, 2, 2017, 3, 2018, 2, 2023, 1, 2026, 2),
    ceiling: 3, floor: 1,
  },
];
