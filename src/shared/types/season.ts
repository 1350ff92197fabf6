// The off-season pages, team info and the sim and advance calls.
import type { SeasonAwards } from '../awards-types.js';
import type { PortalArrivals, RosterDepartures } from '../departures-types.js';
import type { CoachOfferView, CoachingChangeView } from './coach.js';
import type { GamePage, PageBody, Team } from './common.js';
import type { RosterPlayer } from './league.js';
import type { Static } from 'typebox';
import type { LateSignings } from '../recruitingApi.js';
import type {
  recruitAnswer,
  simAnswer,
  summaryPageAnswer,
  teamFreshmenAnswer,
  teamInfoAnswer,
} from '../contract/answers/wire.js';
import type { advanceAnswer } from '../contract/answers/seasonSetup.js';

// ---------------------------------------------------------------------------------------------------------
// GET /api/summary/

/** realignment: team -> its conference this season and next ("Independent"; "FCS" joining or leaving FBS). */
export interface SummaryResponse extends GamePage, PageBody<typeof summaryPageAnswer> {
  team: Team;
  /** The national champion's Team object; null when no champion was decided. */
  champion: Team | null;
  /** Our addition: the season's awards (the Heisman ceremony first); null before the season ends. */
  awards: SeasonAwards | null;
  /** The coaching carousel after this season (added beside the wire shape). */
  coaching_changes: CoachingChangeView[];
  /** Job offers to the player, and whether he was fired (added beside the wire shape). */
  coach_offers: CoachOfferView[];
  coach_fired: boolean;
  /** Late recruiting weeks left before signing day, with the scholarships open; null when none (added beside the wire shape). */
  late_signings: LateSignings | null;
}

// ---------------------------------------------------------------------------------------------------------
// GET /api/roster_progression/ (the user's team, from currentYear to currentYear + 1)

export interface ProgressionPlayer extends RosterPlayer {
  team: string;
}

export interface ProgressedPlayer extends ProgressionPlayer {
  /** rating is the new rating; change = new - old. `year` is the new class. */
  change: number;
}

export interface RosterProgressionResponse extends GamePage, RosterDepartures {
  team: Team;
  progressed: ProgressedPlayer[];
  /** Seniors leaving the program. */
  leaving: ProgressionPlayer[];
}

// ---------------------------------------------------------------------------------------------------------
// GET /api/recruiting_summary/ (the incoming freshman class of every team)

export interface Recruit extends Static<typeof recruitAnswer> {
  development_trait?: number;
}

/** One team's freshman class (document: recruiting_summary team_rankings). */
export interface TeamFreshmen extends Static<typeof teamFreshmenAnswer> {
  team: Team;
  players: Recruit[];
}

export interface RecruitingSummaryResponse extends GamePage, PortalArrivals {
  team: Team;
  /** Best class first. */
  team_rankings: TeamFreshmen[];
  summary_stats: {
    total_freshmen: number;
    avg_rating: number;
    max_rating: number;
    min_rating: number;
  };
}

// ---------------------------------------------------------------------------------------------------------
// GET /api/team_info/?team_name=

export type TeamInfo = Team;

export type TeamInfoResponse = Static<typeof teamInfoAnswer>;

// ---------------------------------------------------------------------------------------------------------
// GET /api/sim/{week}/ (simulate up to, not including, that week; lastWeek + 1 = end of season)
// POST /api/advance/ (move to the next stage)

export type SimResponse = Static<typeof simAnswer>;

export type AdvanceResponse = Static<typeof advanceAnswer>;
