// The real FBS record book (docs/reference/fbs-records.md): each record's holders in the order they set it, so a
// dynasty starting in any year from 2000 opens with the records as they stood before its first season.
// Pre-2002 seasons count the regular season only, as the NCAA did; defensive statistics are official from 2000.
import { LEAGUE_SCOPE, type PlayerRecordStat, type RecordEntry, type RecordSpan } from './book.js';

export interface RealRecord {
  span: RecordSpan;
  stat: PlayerRecordStat;
  value: number;
  holder: string;
  team: string;
  /** The season the record was set in (a career's last season). */
  year: number;
  /** A single game's opponent. */
  opponent?: string;
}

type Holder = [value: number, holder: string, team: string, year: number, opponent?: string];

/** Each record's holders, oldest first: a tie leaves the record with its holder, so ties are not listed. */
const HISTORY: Record<RecordSpan, Partial<Record<PlayerRecordStat, Holder[]>>> = {
  game: {
    pass_yds: [
      [716, 'David Klingler', 'Houston', 1990, 'Arizona State'],
      [734, 'Connor Halliday', 'Washington State', 2014, 'California'],
    ],
    pass_td: [[11, 'David Klingler', 'Houston', 1990, 'Eastern Washington']],
    rush_yds: [
      [406, 'LaDainian Tomlinson', 'TCU', 1999, 'UTEP'],
      [408, 'Melvin Gordon', 'Wisconsin', 2014, 'Nebraska'],
      [427, 'Samaje Perine', 'Oklahoma', 2014, 'Kansas'],
    ],
    rush_td: [[8, 'Howard Griffith', 'Illinois', 1990, 'Southern Illinois']],
    rec_yds: [[405, 'Troy Edwards', 'Louisiana Tech', 1998, 'Nebraska']],
    rec_td: [
      [6, 'Tim Delaney', 'San Diego State', 1969, 'New Mexico State'],
      [7, 'Rashaun Woods', 'Oklahoma State', 2003, 'SMU'],
    ],
    sacks: [[6, 'Elvis Dumervil', 'Louisville', 2005, 'Kentucky']],
  },
  season: {
    pass_yds: [
      [5188, 'Ty Detmer', 'BYU', 1990],
      [5833, 'B.J. Symons', 'Texas Tech', 2003],
      [5967, 'Bailey Zappe', 'Western Kentucky', 2021],
    ],
    pass_td: [
      [54, 'David Klingler', 'Houston', 1990],
      [58, 'Colt Brennan', 'Hawaii', 2006],
      [60, 'Joe Burrow', 'LSU', 2019],
      [62, 'Bailey Zappe', 'Western Kentucky', 2021],
    ],
    rush_yds: [[2628, 'Barry Sanders', 'Oklahoma State', 1988]],
    rush_td: [[37, 'Barry Sanders', 'Oklahoma State', 1988]],
    rec_yds: [
      [1996, 'Troy Edwards', 'Louisiana Tech', 1998],
      [2060, 'Trevor Insley', 'Nevada', 1999],
    ],
    rec_td: [[27, 'Troy Edwards', 'Louisiana Tech', 1998]],
    tackles: [
      [167, 'Nick Greisen', 'Wisconsin', 2001],
      [193, 'Lawrence Flugence', 'Texas Tech', 2002],
    ],
    sacks: [
      [17.5, 'Dwight Freeney', 'Syracuse', 2001],
      [24, 'Terrell Suggs', 'Arizona State', 2002],
    ],
    ints: [[14, 'Al Worley', 'Washington', 1968]],
  },
  career: {
    pass_yds: [
      [15031, 'Ty Detmer', 'BYU', 1991],
      [17072, 'Timmy Chang', 'Hawaii', 2004],
      [19217, 'Case Keenum', 'Houston', 2011],
    ],
    pass_td: [
      [121, 'Ty Detmer', 'BYU', 1991],
      [131, 'Colt Brennan', 'Hawaii', 2007],
      [134, 'Graham Harrell', 'Texas Tech', 2008],
      [155, 'Case Keenum', 'Houston', 2011],
    ],
    rush_yds: [
      [6397, 'Ron Dayne', 'Wisconsin', 1999],
      [6405, 'Donnel Pumphrey', 'San Diego State', 2016],
    ],
    rush_td: [
      [73, 'Travis Prentice', 'Miami (OH)', 1999],
      [77, 'Montee Ball', 'Wisconsin', 2012],
    ],
    rec_yds: [
      [5005, 'Trevor Insley', 'Nevada', 1999],
      [5278, 'Corey Davis', 'Western Michigan', 2016],
    ],
    rec_td: [
      [50, 'Troy Edwards', 'Louisiana Tech', 1998],
      [60, 'Jarett Dillard', 'Rice', 2008],
    ],
    ints: [[29, 'Al Brosky', 'Illinois', 1952]],
  },
};

/** Every real record as it stood before `startYear`'s season: the last holder who set it in an earlier season. */
export function realRecordsBefore(startYear: number): RealRecord[] {
  const out: RealRecord[] = [];
  for (const span of Object.keys(HISTORY) as RecordSpan[]) {
    for (const [stat, holders] of Object.entries(HISTORY[span]) as [PlayerRecordStat, Holder[]][]) {
      const standing = holders.filter((h) => h[3] < startYear).at(-1);
      if (!standing) continue;
      const [value, holder, team, year, opponent] = standing;
      out.push({ span, stat, value, holder, team, year, ...(opponent ? { opponent } : {}) });
    }
  }
  return out;
}

/** The real records before `startYear` as league-wide entries of the record book (no player or game of the save). */
export function realRecordEntries(startYear: number): RecordEntry[] {
  return realRecordsBefore(startYear).map((r) => ({
    scope: LEAGUE_SCOPE,
    span: r.span,
    stat: r.stat,
    value: r.value,
    playerId: null,
    holder: r.holder,
    team: r.team,
    year: r.year,
    week: null,
    gameId: null,
    opponent: r.opponent ?? null,
  }));
}
