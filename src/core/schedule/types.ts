// Types of scheduled games.

export type GameKind = 'regular' | 'championship' | 'bowl' | 'playoff';

export interface ScheduledGame {
  week: number;
  home: string;
  away: string;
  neutral: boolean;
  kind: GameKind;
  conferenceGame: boolean;
  /** Rivalry name, "SEC Championship", bowl name, "Playoff Quarterfinal"..., or null. */
  label: string | null;
  /**
   * The away side is an FCS program (src/core/data/fcs.ts), not an FBS team of the league: always a regular-season,
   * non-conference game at the FBS team's stadium. Absent or false: FBS against FBS.
   */
  fcs?: boolean;
}
