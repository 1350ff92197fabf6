// Programs best known from Conference USA's and the American's eras (including the 2023 Big 12 arrivals and SMU).

import { INDEPENDENT, type Program } from '../types.js';
import { member, span, tiers } from './define.js';

export const AMERICAN_PROGRAMS: Program[] = [
  {
    name: 'Charlotte', abbreviation: 'CLT', mascot: '49ers',
    colorPrimary: '#046a38', colorSecondary: '#b9975b', city: 'Charlotte', state: 'NC',
    memberships: [...member(2015, 2022, 'Conference USA', 'East'), span(2023, 2026, 'American')],
    prestige: tiers(2015, 1),
    ceiling: 2, floor: 1,
  },
  {
    name: 'Cincinnati', abbreviation: 'CIN', mascot: 'Bearcats',
    colorPrimary: '#e00122', colorSecondary: '#000000', city: 'Cincinnati', state: 'OH',
    memberships: [span(2000, 2004, 'Conference USA'), span(2005, 2012, 'Big East'), ...member(2013, 2022, 'American', 'East'), span(2023, 2026, 'Big 12')],
    prestige: tiers(2000, 2, 2005, 3, 2009, 4, 2010, 5, 2011, 3, 2012, 4, 2014, 3, 2020, 5, 2023, 4),
    ceiling: 5, floor: 2,
  },
  {
    name: 'East Carolina', abbreviation: 'ECU', mascot: 'Pirates',
    colorPrimary: '#592a8a', colorSecondary: '#fdc82f', city: 'Greenville', state: 'NC',
    memberships: [...member(2000, 2013, 'Conference USA', 'East'), ...member(2014, 2026, 'American', 'East')],
    prestige: tiers(2000, 3, 2002, 2, 2004, 1, 2007, 2, 2008, 3, 2011, 2, 2014, 3, 2016, 2, 2018, 1, 2021, 2, 2024, 1, 2025, 2, 2026, 3),
    ceiling: 3, floor: 1,
  },
  {
    name: 'Florida Atlantic', abbreviation: 'FAU', mascot: 'Owls',
    colorPrimary: '#003366', colorSecondary: '#cc0000', city: 'Boca Raton', state: 'FL',
    memberships: [span(2005, 2012, 'Sun Belt'), ...member(2013, 2022, 'Conference USA', 'East'), span(2023, 2026, 'American')],
    prestige: tiers(2005, 1, 2008, 2, 2010, 1, 2018, 3, 2019, 2, 2020, 3, 2021, 2, 2024, 1, 2026, 2),
    ceiling: 3, floor: 1,
  },
  {
    name: 'Houston', abbreviation: 'HOU', mascot: 'Cougars',
    colorPrimary: '#c8102e', colorSecondary: '#ffffff', city: 'Houston', state: 'TX',
    memberships: [...member(2000, 2012, 'Conference USA', 'West'), ...member(2013, 2022, 'American', 'West'), span(2023, 2026, 'Big 12')],
    prestige: tiers(2000, 2, 2007, 3, 2012, 4, 2013, 3, 2016, 4, 2018, 3, 2022, 4, 2024, 3, 2026, 4),
    ceiling: 5, floor: 2,
  },
  {
    name: 'Memphis', abbreviation: 'MEM', mascot: 'Tigers',
    colorPrimary: '#003087', colorSecondary: '#898d8d', city: 'Memphis', state: 'TN',
    memberships: [...member(2000, 2012, 'Conference USA', 'East'), ...member(2013, 2026, 'American', 'West')],
    prestige: tiers(2000, 2, 2004, 3, 2006, 2, 2008, 1, 2015, 3, 2020, 4, 2021, 3),
    ceiling: 4, floor: 1,
  },
  {
    name: 'North Texas', abbreviation: 'UNT', mascot: 'Mean Green',
    colorPrimary: '#00853e', colorSecondary: '#ffffff', city: 'Denton', state: 'TX',
    memberships: [span(2000, 2000, 'Big West'), span(2001, 2012, 'Sun Belt'), ...member(2013, 2022, 'Conference USA', 'West'), span(2023, 2026, 'American')],
    prestige: tiers(2000, 1, 2002, 2, 2006, 1, 2014, 2, 2016, 1, 2018, 2, 2026, 3),
    ceiling: 3, floor: 1,
  },
  {
    name: 'Rice', abbreviation: 'RICE', mascot: 'Owls',
    colorPrimary: '#00205b', colorSecondary: '#c1c6c8', city: 'Houston', state: 'TX',
    memberships: [span(2000, 2004, 'WAC'), ...member(2005, 2022, 'Conference USA', 'West'), span(2023, 2026, 'American')],
    prestige: tiers(2000, 2, 2003, 1, 2009, 2, 2010, 1, 2014, 2, 2016, 1, 2023, 2),
    ceiling: 2, floor: 1,
  },
  {
    name: 'SMU', abbreviation: 'SMU', mascot: 'Mustangs',
    colorPrimary: '#0033a0', colorSecondary: '#c8102e', city: 'Dallas', state: 'TX',
    memberships: [span(2000, 2004, 'WAC'), ...member(2005, 2012, 'Conference USA', 'West'), ...member(2013, 2023, 'American', 'West'), span(2024, 2026, 'ACC')],
    prestige: tiers(2000, 1, 2010, 2, 2015, 1, 2018, 2, 2020, 3, 2024, 4, 2025, 5, 2026, 4),
    ceiling: 5, floor: 1,
  },
  {
    name: 'South Florida', abbreviation: 'USF', mascot: 'Bulls',
    colorPrimary: '#006747', colorSecondary: '#cfc493', city: 'Tampa', state: 'FL',
    // 2000 was USF's transition year: too many scholarships for I-AA, five I-A opponents. Counting it as
    // I-A gives the 116 Division I-A teams the NCAA lists for 2000.
    memberships: [span(2000, 2002, INDEPENDENT), span(2003, 2004, 'Conference USA'), span(2005, 2012, 'Big East'), ...member(2013, 2026, 'American', 'East')],
    prestige: tiers(2000, 1, 2002, 2, 2006, 3, 2008, 4, 2011, 3, 2013, 2, 2017, 3, 2019, 2, 2021, 1, 2024, 2, 2026, 3),
    ceiling: 4, floor: 1,
  },
  {
    name: 'Temple', abbreviation: 'TEM', mascot: 'Owls',
    colorPrimary: '#9d2235', colorSecondary: '#ffffff', city: 'Philadelphia', state: 'PA',
    memberships: [span(2000, 2004, 'Big East'), span(2005, 2006, INDEPENDENT), span(2007, 2011, 'MAC', 'East'), span(2012, 2012, 'Big East'), ...member(2013, 2026, 'American', 'East')],
    prestige: tiers(2000, 1, 2010, 2, 2014, 1, 2015, 2, 2016, 3, 2018, 2, 2021, 1),
    ceiling: 3, floor: 1,
  },
  {
    name: 'Tulane', abbreviation: 'TULN', mascot: 'Green Wave',
    colorPrimary: '#006747', colorSecondary: '#418fde', city: 'New Orleans', state: 'LA',
    memberships: [...member(2000, 2013, 'Conference USA', 'West'), ...member(2014, 2026, 'American', 'West')],
    prestige: tiers(2000, 2, 2002, 1, 2019, 2, 2023, 3, 2026, 4),
    ceiling: 4, floor: 1,
  },
  {
    name: 'Tulsa', abbreviation: 'TLSA', mascot: 'Golden Hurricane',
    colorPrimary: '#002d72', colorSecondary: '#c5a363', city: 'Tulsa', state: 'OK',
    memberships: [span(2000, 2004, 'WAC'), ...member(2005, 2013, 'Conference USA', 'West'), ...member(2014, 2026, 'American', 'West')],
    prestige: tiers(2000, 1, 2004, 2, 2008, 3, 2010, 2, 2011, 3, 2012, 2, 2013, 3, 2014, 2, 2018, 1, 2021, 2, 2022, 1),
    ceiling: 3, floor: 1,
  },
  {
    name: 'UAB', abbreviation: 'UAB', mascot: 'Blazers',
    colorPrimary: '#1e6b52', colorSecondary: '#f4c300', city: 'Birmingham', state: 'AL',
    // The program was shut down for 2015 and 2016 and returned in 2017.
    memberships: [...member(2000, 2014, 'Conference USA', 'East'), ...member(2017, 2022, 'Conference USA', 'West'), span(2023, 2026, 'American')],
    prestige: tiers(2000, 2, 2006, 1, 2019, 2, 2024, 1),
    ceiling: 2, floor: 1,
  },
  {
    name: 'UCF', abbreviation: 'UCF', mascot: 'Knights',
    colorPrimary: '#000000', colorSecondary: '#ba9b37', city: 'Orlando', state: 'FL',
    memberships: [span(2000, 2001, INDEPENDENT), span(2002, 2004, 'MAC', 'East'), ...member(2005, 2012, 'Conference USA', 'East'), ...member(2013, 2022, 'American', 'East'), span(2023, 2026, 'Big 12')],
    prestige: tiers(2000, 2, 2008, 3, 2009, 2, 2011, 3, 2012, 2, 2013, 3, 2014, 4, 2015, 3, 2016, 2, 2018, 5, 2020, 4, 2021, 3),
    ceiling: 5, floor: 2,
  },
  {
    name: 'UTSA', abbreviation: 'UTSA', mascot: 'Roadrunners',
    colorPrimary: '#0c2340', colorSecondary: '#f15a22', city: 'San Antonio', state: 'TX',
    memberships: [span(2012, 2012, 'WAC'), ...member(2013, 2022, 'Conference USA', 'West'), span(2023, 2026, 'American')],
    prestige: tiers(2012, 1, 2017, 2, 2022, 3),
    ceiling: 3, floor: 1,
  },
];
