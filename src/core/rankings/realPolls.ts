// The real preseason AP Top 25 of each start year: the first poll of a dynasty that starts in that year. Ranks only,
// first to 25th, by the game's program names; the sources are listed in docs/reference/ap-preseason-polls.md.
// A year whose full poll the sources did not give has the head they did give (HEADS): the voters' model ranks the
// rest below it, remembering the season before from its real final poll (realFinalPolls.ts).

const POLLS: Readonly<Record<number, readonly string[]>> = {
  2000: [
    'Nebraska', 'Florida State', 'Alabama', 'Wisconsin', 'Miami', 'Michigan', 'Texas', 'Kansas State', 'Florida', 'Georgia',
    'Virginia Tech', 'Tennessee', 'Washington', 'Purdue', 'USC', 'Ohio State', 'Clemson', 'Ole Miss', 'Oklahoma', 'TCU',
    'Illinois', 'Penn State', 'Southern Miss', 'Colorado', 'Michigan State',
  ],
  2001: [
    'Florida', 'Miami', 'Oklahoma', 'Nebraska', 'Texas', 'Florida State', 'Oregon', 'Tennessee', 'Virginia Tech', 'Georgia Tech',
    'Oregon State', 'Michigan', 'Kansas State', 'LSU', 'Washington', 'Northwestern', 'UCLA', 'Notre Dame', 'Clemson', 'Mississippi State',
    'South Carolina', 'Wisconsin', 'Ohio State', 'Colorado State', 'Alabama',
  ],
  2003: [
    'Oklahoma', 'Ohio State', 'Miami', 'Michigan', 'Texas', 'Auburn', 'Kansas State', 'USC', 'Virginia Tech', 'Pittsburgh',
    'Georgia', 'Tennessee', 'Florida State', 'LSU', 'Maryland', 'NC State', 'Washington', 'Virginia', 'Purdue', 'Notre Dame',
    'Wisconsin', 'Arizona State', 'Colorado State', 'Oklahoma State', 'TCU',
  ],
  2004: [
    'USC', 'Oklahoma', 'Georgia', 'LSU', 'Florida State', 'Miami', 'Texas', 'Michigan', 'Ohio State', 'West Virginia',
    'Florida', 'Kansas State', 'California', 'Tennessee', 'Clemson', 'Virginia', 'Auburn', 'Iowa', 'Missouri', 'Utah',
    'Wisconsin', 'Maryland', 'Oregon', 'Purdue', 'Minnesota',
  ],
  2006: [
    'Ohio State', 'Notre Dame', 'Texas', 'Auburn', 'West Virginia', 'USC', 'Florida', 'LSU', 'California', 'Oklahoma',
    'Florida State', 'Miami', 'Louisville', 'Michigan', 'Georgia', 'Iowa', 'Virginia Tech', 'Clemson', 'Penn State', 'Nebraska',
    'Oregon', 'TCU', 'Tennessee', 'Arizona State', 'Texas Tech',
  ],
  2008: [
    'Georgia', 'Ohio State', 'USC', 'Oklahoma', 'Florida', 'Missouri', 'LSU', 'West Virginia', 'Clemson', 'Auburn',
    'Texas', 'Texas Tech', 'Wisconsin', 'Kansas', 'Arizona State', 'BYU', 'Virginia Tech', 'Tennessee', 'South Florida', 'Illinois',
    'Oregon', 'Penn State', 'Wake Forest', 'Alabama', 'Pittsburgh',
  ],
  2009: [
    'Florida', 'Texas', 'Oklahoma', 'USC', 'Alabama', 'Ohio State', 'Virginia Tech', 'Ole Miss', 'Oklahoma State', 'Penn State',
    'LSU', 'California', 'Georgia', 'Boise State', 'Georgia Tech', 'Oregon', 'TCU', 'Florida State', 'Utah', 'BYU',
    'North Carolina', 'Iowa', 'Notre Dame', 'Nebraska', 'Kansas',
  ],
  2010: [
    'Alabama', 'Ohio State', 'Boise State', 'Florida', 'Texas', 'TCU', 'Oklahoma', 'Nebraska', 'Iowa', 'Virginia Tech',
    'Oregon', 'Wisconsin', 'Miami', 'USC', 'Pittsburgh', 'Georgia Tech', 'Arkansas', 'North Carolina', 'Penn State', 'Florida State',
    'LSU', 'Auburn', 'Georgia', 'Oregon State', 'West Virginia',
  ],
  2011: [
    'Oklahoma', 'Alabama', 'Oregon', 'LSU', 'Boise State', 'Florida State', 'Stanford', 'Texas A&M', 'Oklahoma State', 'Nebraska',
    'Wisconsin', 'South Carolina', 'Virginia Tech', 'TCU', 'Arkansas', 'Notre Dame', 'Michigan State', 'Ohio State', 'Georgia', 'Mississippi State',
    'Missouri', 'Florida', 'Auburn', 'West Virginia', 'USC',
  ],
  2012: [
    'USC', 'Alabama', 'LSU', 'Oklahoma', 'Oregon', 'Georgia', 'Florida State', 'Michigan', 'South Carolina', 'Arkansas',
    'West Virginia', 'Wisconsin', 'Michigan State', 'Clemson', 'Texas', 'Virginia Tech', 'Nebraska', 'Ohio State', 'Oklahoma State', 'TCU',
    'Stanford', 'Kansas State', 'Florida', 'Boise State', 'Louisville',
  ],
  2013: [
    'Alabama', 'Ohio State', 'Oregon', 'Stanford', 'Georgia', 'South Carolina', 'Texas A&M', 'Clemson', 'Louisville', 'Florida',
    'Florida State', 'LSU', 'Oklahoma State', 'Notre Dame', 'Texas', 'Oklahoma', 'Michigan', 'Nebraska', 'Boise State', 'TCU',
    'UCLA', 'Northwestern', 'Wisconsin', 'USC', 'Oregon State',
  ],
  2014: [
    'Florida State', 'Alabama', 'Oregon', 'Oklahoma', 'Ohio State', 'Auburn', 'UCLA', 'Michigan State', 'South Carolina', 'Baylor',
    'Stanford', 'Georgia', 'LSU', 'Wisconsin', 'USC', 'Clemson', 'Notre Dame', 'Ole Miss', 'Arizona State', 'Kansas State',
    'Texas A&M', 'Nebraska', 'North Carolina', 'Missouri', 'Washington',
  ],
  2015: [
    'Ohio State', 'TCU', 'Alabama', 'Baylor', 'Michigan State', 'Auburn', 'Oregon', 'USC', 'Georgia', 'Florida State',
    'Notre Dame', 'Clemson', 'UCLA', 'LSU', 'Arizona State', 'Georgia Tech', 'Ole Miss', 'Arkansas', 'Oklahoma', 'Wisconsin',
    'Stanford', 'Arizona', 'Boise State', 'Missouri', 'Tennessee',
  ],
  2016: [
    'Alabama', 'Clemson', 'Oklahoma', 'Florida State', 'LSU', 'Ohio State', 'Michigan', 'Stanford', 'Tennessee', 'Notre Dame',
    'Ole Miss', 'Michigan State', 'TCU', 'Washington', 'Houston', 'UCLA', 'Iowa', 'Georgia', 'Louisville', 'USC',
    'Oklahoma State', 'North Carolina', 'Baylor', 'Oregon', 'Florida',
  ],
  2017: [
    'Alabama', 'Ohio State', 'Florida State', 'USC', 'Clemson', 'Penn State', 'Oklahoma', 'Washington', 'Wisconsin', 'Oklahoma State',
    'Michigan', 'Auburn', 'LSU', 'Stanford', 'Georgia', 'Louisville', 'Florida', 'Miami', 'South Florida', 'Kansas State',
    'Virginia Tech', 'West Virginia', 'Texas', 'Washington State', 'Tennessee',
  ],
  2018: [
    'Alabama', 'Clemson', 'Georgia', 'Wisconsin', 'Ohio State', 'Washington', 'Oklahoma', 'Miami', 'Auburn', 'Penn State',
    'Michigan State', 'Notre Dame', 'Stanford', 'Michigan', 'USC', 'TCU', 'West Virginia', 'Mississippi State', 'Florida State', 'Virginia Tech',
    'UCF', 'Boise State', 'Texas', 'Oregon', 'LSU',
  ],
  2019: [
    'Clemson', 'Alabama', 'Georgia', 'Oklahoma', 'Ohio State', 'LSU', 'Michigan', 'Florida', 'Notre Dame', 'Texas',
    'Oregon', 'Texas A&M', 'Washington', 'Utah', 'Penn State', 'Auburn', 'UCF', 'Michigan State', 'Wisconsin', 'Iowa',
    'Iowa State', 'Syracuse', 'Washington State', 'Nebraska', 'Stanford',
  ],
  2020: [
    'Clemson', 'Ohio State', 'Alabama', 'Georgia', 'Oklahoma', 'LSU', 'Penn State', 'Florida', 'Oregon', 'Notre Dame',
    'Auburn', 'Wisconsin', 'Texas A&M', 'Texas', 'Oklahoma State', 'Michigan', 'USC', 'North Carolina', 'Minnesota', 'Cincinnati',
    'UCF', 'Utah', 'Iowa State', 'Iowa', 'Tennessee',
  ],
  2021: [
    'Alabama', 'Oklahoma', 'Clemson', 'Ohio State', 'Georgia', 'Texas A&M', 'Iowa State', 'Cincinnati', 'Notre Dame', 'North Carolina',
    'Oregon', 'Wisconsin', 'Florida', 'Miami', 'USC', 'LSU', 'Indiana', 'Iowa', 'Penn State', 'Washington',
    'Texas', 'Coastal Carolina', 'Louisiana', 'Utah', 'Arizona State',
  ],
  2022: [
    'Alabama', 'Ohio State', 'Georgia', 'Clemson', 'Notre Dame', 'Texas A&M', 'Utah', 'Michigan', 'Oklahoma', 'Baylor',
    'Oregon', 'Oklahoma State', 'NC State', 'USC', 'Michigan State', 'Miami', 'Pittsburgh', 'Wisconsin', 'Arkansas', 'Kentucky',
    'Ole Miss', 'Wake Forest', 'Cincinnati', 'Houston', 'BYU',
  ],
  2023: [
    'Georgia', 'Michigan', 'Ohio State', 'Alabama', 'LSU', 'USC', 'Penn State', 'Florida State', 'Clemson', 'Washington',
    'Texas', 'Tennessee', 'Notre Dame', 'Utah', 'Oregon', 'Kansas State', 'TCU', 'Oregon State', 'Wisconsin', 'Oklahoma',
    'North Carolina', 'Ole Miss', 'Texas A&M', 'Tulane', 'Iowa',
  ],
  2024: [
    'Georgia', 'Ohio State', 'Oregon', 'Texas', 'Alabama', 'Ole Miss', 'Notre Dame', 'Penn State', 'Michigan', 'Florida State',
    'Missouri', 'Utah', 'LSU', 'Clemson', 'Tennessee', 'Oklahoma', 'Oklahoma State', 'Kansas State', 'Miami', 'Texas A&M',
    'Arizona', 'Kansas', 'USC', 'NC State', 'Iowa',
  ],
  2025: [
    'Texas', 'Penn State', 'Ohio State', 'Clemson', 'Georgia', 'Notre Dame', 'Oregon', 'Alabama', 'LSU', 'Miami',
    'Arizona State', 'Illinois', 'South Carolina', 'Michigan', 'Florida', 'SMU', 'Kansas State', 'Oklahoma', 'Texas A&M', 'Indiana',
    'Ole Miss', 'Iowa State', 'Texas Tech', 'Tennessee', 'Boise State',
  ],
};

/** The head of a real preseason poll, where the sources gave no more: its first places, in order. */
const HEADS: Readonly<Record<number, readonly string[]>> = {
  2002: ['Miami', 'Oklahoma', 'Florida State'],
  2005: ['USC', 'Texas', 'Tennessee', 'Michigan', 'LSU', 'Ohio State', 'Oklahoma', 'Virginia Tech', 'Miami', 'Florida', 'Iowa', 'Louisville'],
  2007: ['USC', 'LSU', 'West Virginia', 'Texas', 'Michigan', 'Florida', 'Wisconsin', 'Oklahoma', 'Virginia Tech', 'Louisville'],
};

/** The real preseason AP Top 25 of a year (program names, first to 25th), or undefined when none is on file. */
export function realPreseasonPoll(year: number): readonly string[] | undefined {
  return POLLS[year];
}

/** As much of a year's real preseason poll as is on file, first place down: the full Top 25, its head, or nothing. */
export function realPreseasonOrder(year: number): readonly string[] {
  return POLLS[year] ?? HEADS[year] ?? [];
}

/** The years with the head of a real preseason poll on file, but not the full poll. */
export function realPollHeadYears(): number[] {
  return Object.keys(HEADS).map(Number);
}

/** The years with a real preseason poll on file. */
export function realPollYears(): number[] {
  return Object.keys(POLLS).map(Number);
}
