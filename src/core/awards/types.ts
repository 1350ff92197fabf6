// What the awards are chosen from: each player's season and his team's season.
import type { PlayerStatCategories } from '../stats/aggregate.js';

export interface AwardCandidate {
  playerId: number;
  name: string;
  team: string;
  conference: string;
  pos: string;
  classYear: string;
  rating: number;
  games: number;
  stats: PlayerStatCategories;
}

export interface AwardTeamSeason {
  team: string;
  conference: string;
  wins: number;
  losses: number;
  /** Final (or current) AP rank, 0 when unknown. */
  rank: number;
  /** Preseason AP rank, 0 when unknown (coach of the year). */
  preseasonRank: number;
}

/** The awards given each season; all-conference teams carry their conference. */
export const AWARD_KINDS = [
  'heisman',
  'best_qb',
  'best_rb',
  'best_receiver',
  'best_defender',
  'best_lineman',
  'best_kicker',
  'best_punter',
  'coach_of_year',
  'all_america_1',
  'all_america_2',
  'all_america_3',
  'freshman_all_america',
  'all_conference_1',
  'all_conference_2',
] as const;
export type AwardKind = (typeof AWARD_KINDS)[number];

/** Generic names (the issue allows one real trophy name: the Heisman). */
export const AWARD_NAMES: Record<AwardKind, string> = {
  heisman: 'Heisman Trophy',
  best_qb: 'Quarterback of the Year',
  best_rb: 'Running Back of the Year',
  best_receiver: 'Receiver of the Year',
  best_defender: 'Defensive Player of the Year',
  best_lineman: 'Lineman of the Year',
  best_kicker: 'Kicker of the Year',
  best_punter: 'Punter of the Year',
  coach_of_year: 'Coach of the Year',
  all_america_1: 'All-America First Team',
  all_america_2: 'All-America Second Team',
  all_america_3: 'All-America Third Team',
  freshman_all_america: 'Freshman All-America',
  all_conference_1: 'All-Conference First Team',
  all_conference_2: 'All-Conference Second Team',
};

export interface AwardWinner {
  award: AwardKind;
  /** The conference of an all-conference team, '' otherwise. */
  conference: string;
  /** Order within the award: 1 = winner (Heisman: 2.. finalists in voting order; teams: listing order). */
  slot: number;
  /** null for coach of the year. */
  playerId: number | null;
  name: string;
  team: string;
  pos: string;
  score: number;
  /** The season's line in words ("3,812 pass yds, 38 TD, 6 INT"). */
  line: string;
}
