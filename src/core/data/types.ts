// Types of the league data: programs, conference membership over time, conferences, rivalries.

/** The pseudo-conference of FBS independents. */
export const INDEPENDENT = 'Independent';

export const FIRST_YEAR = 2000;
export const LAST_YEAR = 2026;

/** Seasons [from, to], both inclusive. */
export interface YearSpan {
  from: number;
  to: number;
}

/** One stretch of a program's FBS life in one conference (or INDEPENDENT). */
export interface MembershipSpan extends YearSpan {
  conference: string;
  /** Division inside the conference for these seasons, where the conference had divisions. */
  division?: string;
}

/** Prestige 1-7 from a season on (until the next anchor). */
export interface PrestigeAnchor {
  from: number;
  prestige: number;
}

export interface Program {
  name: string;
  abbreviation: string;
  mascot: string;
  colorPrimary: string;
  colorSecondary: string;
  city: string;
  state: string;
  /** FBS seasons only, in order, not overlapping. A gap means the program was not FBS. */
  memberships: MembershipSpan[];
  /** Prestige at the start of a dynasty begun in a season: the last anchor with from <= season. */
  prestige: PrestigeAnchor[];
  /** Highest and lowest prestige the program can reach in a dynasty (1-7). */
  ceiling: number;
  floor: number;
}

/** A conference's rules for a stretch of seasons. */
export interface ConferenceEra extends YearSpan {
  /** Conference games per team in these seasons (8 or 9). */
  confGames: number;
  championshipGame: boolean;
  /** Division names when the conference had divisions in these seasons. */
  divisions?: [string, string];
}

export interface Conference {
  name: string;
  fullName: string;
  abbreviation: string;
  colorPrimary: string;
  colorSecondary: string;
  /** Is this one of the power conferences of its era (for prestige tiers, bowls, odds)? */
  power: YearSpan[];
  eras: ConferenceEra[];
}

export interface Rivalry {
  /** Commonly used name ("Iron Bowl", "The Game"), or "A vs B". */
  name: string;
  teams: [string, string];
  /** Traditional regular-season week (1-14, 14 = the final regular-season week), or null when none. */
  week: number | null;
  /** Seasons in which it is played (when both teams are FBS). */
  played: YearSpan[];
  /** Played at a neutral site (the Red River Showdown in Dallas, Army-Navy); absent = on campus. */
  neutral?: boolean;
}

/** What the league looks like in one season: derived from the data above. */
export interface SeasonTeam {
  name: string;
  abbreviation: string;
  mascot: string;
  conference: string; // a conference name or INDEPENDENT
  division: string | null;
  prestige: number;
  ceiling: number;
  floor: number;
  colorPrimary: string;
  colorSecondary: string;
}

export interface SeasonConference {
  name: string;
  teams: string[];
  confGames: number;
  championshipGame: boolean;
  /** Two divisions with their teams, or null when the conference had none that season. */
  divisions: { name: string; teams: string[] }[] | null;
  power: boolean;
}

export interface SeasonRivalry {
  name: string;
  teams: [string, string];
  week: number | null;
  /** Played at a neutral site; absent = on campus (home-and-home). */
  neutral?: boolean;
}

export interface PlayoffSettings {
  /** 2 (BCS title game), 4, 8, 12, 16 or 24. */
  teams: number;
  /** Conference champions guaranteed a spot (12-team format). */
  autobids: number;
  /** Do the highest-ranked conference champions take the seeds with byes (1-4 of 12, 1-8 of 24)? */
  confChampTop4: boolean;
  /** Rounds played on the better seed's campus; absent = the real rule (the 12-team first round only). */
  onCampusRounds?: number;
}

export interface SeasonLeague {
  year: number;
  teams: SeasonTeam[];
  conferences: SeasonConference[];
  independents: string[];
  rivalries: SeasonRivalry[];
  defaultPlayoff: PlayoffSettings;
  /** FCS opponents a program may schedule, when a league's rules set it (absent: the scheduler's two). */
  fcsGamesPerTeam?: number;
}

export interface RealignmentMove {
  team: string;
  /** Conference name, INDEPENDENT, or null when the program was not FBS that season. */
  old: string | null;
  new: string | null;
}

/** An FCS (Division I-AA) program that FBS teams schedule (fcs-programs.ts). */
export interface FcsProgram {
  name: string;
  abbreviation: string;
  mascot: string;
  /** Two-letter state (regional scheduling: most FCS games are against nearby programs). */
  state: string;
  /** Seasons it played Division I-AA football (it is never an FCS opponent in a season it is FBS). */
  from: number;
  to: number;
  /** FCS tier 1-5 from a season on (the last anchor not after the season). */
  strength: { from: number; strength: number }[];
}

/** An FCS program as one season's FBS teams meet it. */
export interface SeasonFcsTeam {
  name: string;
  abbreviation: string;
  mascot: string;
  state: string;
  /** FCS tier 1 (the division's bottom) to 5 (a title contender); all well below FBS. */
  strength: number;
}
