// Annual rivalry games, with their traditional week (1-14, 14 = the last regular-season week) and the
// seasons both programs were FBS and the game was played. One-off cancellations (2020) are not modelled.
// Where a rivalry's slot moved for good (non-conference renewals, a different week), it has one entry per
// stretch, so a season never holds the same pairing twice.

import type { Rivalry, YearSpan } from './types.js';

function rivalry(name: string, a: string, b: string, week: number | null, ...played: [number, number][]): Rivalry {
  const spans: YearSpan[] = played.map(([from, to]) => ({ from, to }));
  return { name, teams: [a, b], week, played: spans };
}

/** The same rivalry played at a neutral site (Dallas, Jacksonville, Philadelphia, Kansas City, Denver). */
function neutralSite(r: Rivalry): Rivalry {
  return { ...r, neutral: true };
}

export const RIVALRIES: Rivalry[] = [
  // SEC
  rivalry('Iron Bowl', 'Alabama', 'Auburn', 14, [2000, 2026]),
  rivalry('Egg Bowl', 'Ole Miss', 'Mississippi State', 14, [2000, 2026]),
  rivalry('Third Saturday in October', 'Alabama', 'Tennessee', 7, [2000, 2026]),
  rivalry("Deep South's Oldest Rivalry", 'Auburn', 'Georgia', 10, [2000, 2026]),
  neutralSite(rivalry("World's Largest Outdoor Cocktail Party", 'Florida', 'Georgia', 9, [2000, 2026])),
  rivalry('Florida-Tennessee', 'Florida', 'Tennessee', 3, [2000, 2025]),
  rivalry('Alabama-LSU', 'Alabama', 'LSU', 10, [2000, 2026]),
  rivalry('Battle for the Golden Boot', 'Arkansas', 'LSU', 12, [2000, 2025]),
  rivalry('Battle Line Rivalry', 'Arkansas', 'Missouri', 14, [2014, 2026]),
  rivalry('Kentucky-Tennessee', 'Kentucky', 'Tennessee', 9, [2000, 2025]),
  rivalry('Tennessee-Vanderbilt', 'Tennessee', 'Vanderbilt', 14, [2000, 2026]),
  rivalry('Lone Star Showdown', 'Texas', 'Texas A&M', 14, [2000, 2011], [2024, 2026]),
  neutralSite(rivalry('Red River Rivalry', 'Texas', 'Oklahoma', 6, [2000, 2026])),
  // Rivalries across the SEC's borders
  rivalry('Palmetto Bowl', 'Clemson', 'South Carolina', 14, [2000, 2026]),
  rivalry('Sunshine Showdown', 'Florida', 'Florida State', 14, [2000, 2026]),
  rivalry('Clean, Old-Fashioned Hate', 'Georgia', 'Georgia Tech', 14, [2000, 2026]),
  rivalry("Governor's Cup", 'Kentucky', 'Louisville', 1, [2000, 2013]),
  rivalry("Governor's Cup", 'Kentucky', 'Louisville', 14, [2014, 2026]),
  // Big Ten
  rivalry('The Game', 'Ohio State', 'Michigan', 14, [2000, 2026]),
  rivalry('Paul Bunyan Trophy', 'Michigan', 'Michigan State', 8, [2000, 2026]),
  rivalry("Paul Bunyan's Axe", 'Minnesota', 'Wisconsin', 14, [2000, 2026]),
  rivalry('Floyd of Rosedale', 'Iowa', 'Minnesota', 9, [2000, 2026]),
  rivalry('Heroes Game', 'Iowa', 'Nebraska', 14, [2011, 2026]),
  rivalry('Old Oaken Bucket', 'Indiana', 'Purdue', 14, [2000, 2026]),
  rivalry('Land of Lincoln Trophy', 'Illinois', 'Northwestern', 14, [2000, 2026]),
  // Not protected across the 2011-13 Legends/Leaders split; dropped from Penn State's 2024 schedule.
  rivalry('Land Grant Trophy', 'Penn State', 'Michigan State', 14, [2000, 2010], [2014, 2023], [2025, 2025]),
  rivalry('Cy-Hawk Trophy', 'Iowa', 'Iowa State', 2, [2000, 2026]),
  // Big 12 and its old members
  rivalry('Bedlam', 'Oklahoma', 'Oklahoma State', 14, [2000, 2023]),
  rivalry('Border War', 'Kansas', 'Missouri', 14, [2000, 2006]),
  neutralSite(rivalry('Border War', 'Kansas', 'Missouri', 14, [2007, 2011])),
  rivalry('Border War', 'Kansas', 'Missouri', 2, [2025, 2026]),
  rivalry('Sunflower Showdown', 'Kansas', 'Kansas State', 10, [2000, 2026]),
  rivalry('Nebraska-Colorado', 'Nebraska', 'Colorado', 14, [2000, 2010]),
  rivalry('Revivalry', 'Baylor', 'TCU', 12, [2012, 2026]),
  rivalry('Battle for the Iron Skillet', 'TCU', 'SMU', 3, [2000, 2025]),
  rivalry('Holy War', 'BYU', 'Utah', 14, [2000, 2010]),
  rivalry('Holy War', 'BYU', 'Utah', 3, [2011, 2013], [2016, 2019], [2021, 2021]),
  rivalry('Holy War', 'BYU', 'Utah', 11, [2024, 2026]),
  rivalry('Rumble in the Rockies', 'Colorado', 'Utah', 14, [2011, 2025]),
  // ACC and the old Big East
  rivalry('Miami-Florida State', 'Miami', 'Florida State', 6, [2000, 2026]),
  rivalry('Commonwealth Clash', 'Virginia', 'Virginia Tech', 14, [2000, 2026]),
  rivalry('North Carolina-NC State', 'North Carolina', 'NC State', 14, [2000, 2026]),
  rivalry('Victory Bell (Duke-North Carolina)', 'Duke', 'North Carolina', 11, [2000, 2026]),
  rivalry('Backyard Brawl', 'Pittsburgh', 'West Virginia', 14, [2000, 2011]),
  rivalry('Backyard Brawl', 'Pittsburgh', 'West Virginia', 2, [2022, 2025]),
  rivalry('Black Diamond Trophy', 'Virginia Tech', 'West Virginia', 10, [2000, 2005]),
  rivalry('Friends of Coal Bowl', 'Marshall', 'West Virginia', 3, [2006, 2012]),
  rivalry('Keg of Nails', 'Cincinnati', 'Louisville', 14, [2000, 2013]),
  rivalry('Victory Bell (Cincinnati-Miami)', 'Cincinnati', 'Miami (OH)', 2, [2000, 2024]),
  // Pac-10/12
  rivalry('Apple Cup', 'Washington', 'Washington State', 14, [2000, 2026]),
  rivalry('Civil War', 'Oregon', 'Oregon State', 14, [2000, 2019]),
  // The Civil War name was retired in 2020; the game went on, non-conference from 2024.
  rivalry('Oregon-Oregon State', 'Oregon', 'Oregon State', 14, [2020, 2026]),
  rivalry('Territorial Cup', 'Arizona', 'Arizona State', 14, [2000, 2026]),
  rivalry('Big Game', 'California', 'Stanford', 13, [2000, 2026]),
  rivalry('Victory Bell', 'UCLA', 'USC', 14, [2000, 2026]),
  // Notre Dame and the service academies
  rivalry('Notre Dame-USC', 'Notre Dame', 'USC', 8, [2000, 2025]),
  rivalry('Notre Dame-Navy', 'Notre Dame', 'Navy', 10, [2000, 2026]),
  rivalry('Legends Trophy', 'Notre Dame', 'Stanford', 14, [2000, 2025]),
  rivalry('Notre Dame-Michigan', 'Notre Dame', 'Michigan', 2, [2002, 2014], [2018, 2019]),
  rivalry('Megaphone Trophy', 'Notre Dame', 'Michigan State', 3, [2000, 2013], [2016, 2017]),
  rivalry('Shillelagh Trophy', 'Notre Dame', 'Purdue', 4, [2000, 2014], [2021, 2021], [2024, 2025]),
  neutralSite(rivalry('Army-Navy Game', 'Army', 'Navy', 14, [2000, 2026])),
  rivalry('Air Force-Navy', 'Air Force', 'Navy', 5, [2000, 2026]),
  rivalry('Air Force-Army', 'Air Force', 'Army', 9, [2000, 2026]),
  // Group of Five
  rivalry('War on I-4', 'UCF', 'South Florida', 14, [2005, 2008], [2013, 2022]),
  rivalry('Bayou Bucket', 'Houston', 'Rice', 13, [2005, 2012]),
  rivalry('Shula Bowl', 'Florida Atlantic', 'FIU', 13, [2005, 2022]),
  rivalry('100 Miles of Hate', 'Middle Tennessee', 'Western Kentucky', 14, [2009, 2012], [2014, 2026]),
  rivalry('Battle on the Bayou', 'Louisiana', 'UL Monroe', 14, [2000, 2026]),
  rivalry('Battle for the Belt', 'Troy', 'South Alabama', 8, [2012, 2026]),
  rivalry('Deeper Than Hate', 'Appalachian State', 'Georgia Southern', 10, [2014, 2026]),
  rivalry('Royal Rivalry', 'James Madison', 'Old Dominion', 10, [2022, 2026]),
  rivalry('Boise State-Idaho', 'Boise State', 'Idaho', 14, [2000, 2010]),
  rivalry('Battle for the Oil Can', 'Fresno State', 'San Diego State', 11, [2012, 2026]),
  rivalry('Fremont Cannon', 'Nevada', 'UNLV', 14, [2000, 2026]),
  rivalry('Rio Grande Rivalry', 'New Mexico', 'New Mexico State', 3, [2000, 2026]),
  rivalry('Bronze Boot', 'Colorado State', 'Wyoming', 12, [2000, 2025]),
  rivalry('Ram-Falcon Trophy', 'Air Force', 'Colorado State', 11, [2000, 2025]),
  neutralSite(rivalry('Rocky Mountain Showdown', 'Colorado', 'Colorado State', 1, [2000, 2019])),
  rivalry('Rocky Mountain Showdown', 'Colorado', 'Colorado State', 1, [2023, 2024]),
  rivalry('Battle of I-75', 'Bowling Green', 'Toledo', 10, [2000, 2026]),
  rivalry('Michigan MAC Trophy', 'Central Michigan', 'Western Michigan', 9, [2000, 2026]),
  rivalry('Wagon Wheel', 'Akron', 'Kent State', 14, [2000, 2026]),
];

/**
 * The trophies rivalries are played for, by the rivalry's name; a rivalry named after its trophy names itself (the
 * Old Oaken Bucket). The three service academies play for one trophy between them, the Commander-in-Chief's.
 */
export const RIVALRY_TROPHIES: Readonly<Record<string, string>> = {
  'Egg Bowl': 'Golden Egg',
  "World's Largest Outdoor Cocktail Party": 'Okefenokee Oar',
  'Battle for the Golden Boot': 'Golden Boot',
  'Battle Line Rivalry': 'Battle Line Trophy',
  'Red River Rivalry': 'Golden Hat',
  'Clean, Old-Fashioned Hate': "Governor's Cup",
  "Governor's Cup": "Governor's Cup",
  'Paul Bunyan Trophy': 'Paul Bunyan Trophy',
  "Paul Bunyan's Axe": "Paul Bunyan's Axe",
  'Floyd of Rosedale': 'Floyd of Rosedale',
  'Heroes Game': 'Heroes Trophy',
  'Old Oaken Bucket': 'Old Oaken Bucket',
  'Land of Lincoln Trophy': 'Land of Lincoln Trophy',
  'Land Grant Trophy': 'Land Grant Trophy',
  'Cy-Hawk Trophy': 'Cy-Hawk Trophy',
  Bedlam: 'Bedlam Bell',
  'Sunflower Showdown': "Governor's Cup",
  'Battle for the Iron Skillet': 'Iron Skillet',
  'Commonwealth Clash': 'Commonwealth Cup',
  'Victory Bell (Duke-North Carolina)': 'Victory Bell',
  'Black Diamond Trophy': 'Black Diamond Trophy',
  'Keg of Nails': 'Keg of Nails',
  'Victory Bell (Cincinnati-Miami)': 'Victory Bell',
  'Apple Cup': 'Apple Cup',
  'Territorial Cup': 'Territorial Cup',
  'Big Game': 'Stanford Axe',
  'Victory Bell': 'Victory Bell',
  'Notre Dame-USC': 'Jeweled Shillelagh',
  'Legends Trophy': 'Legends Trophy',
  'Megaphone Trophy': 'Megaphone Trophy',
  'Shillelagh Trophy': 'Shillelagh Trophy',
  'Army-Navy Game': "Commander-in-Chief's Trophy",
  'Air Force-Navy': "Commander-in-Chief's Trophy",
  'Air Force-Army': "Commander-in-Chief's Trophy",
  'Bayou Bucket': 'Bayou Bucket',
  'Battle for the Oil Can': 'Oil Can',
  'Fremont Cannon': 'Fremont Cannon',
  'Bronze Boot': 'Bronze Boot',
  'Ram-Falcon Trophy': 'Ram-Falcon Trophy',
  'Michigan MAC Trophy': 'Michigan MAC Trophy',
  'Wagon Wheel': 'Wagon Wheel',
};
