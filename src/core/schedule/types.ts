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
}
