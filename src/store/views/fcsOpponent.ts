// An FCS opponent on the pages: it has no team page, roster, poll entry or season row, so pages show it by name with
// an `fcs` flag (our UI prints "North Dakota State (FCS)" without a link), its rating from the roster it played with,
// and its record against this dynasty's FBS teams.
import { teamRatings } from '../../core/players/teamRatings.js';
import type { Team } from '../../shared/api-types.js';
import { fcsTeamSource, seasonFcsTeam } from '../actions/season/fcsTeams.js';
import type { GameRow } from '../queries/games.js';
import type { PageContext } from './context.js';
import { recordText } from './format.js';

/** The conference shown for an FCS team (labels read "NC (FCS)", "Non-Conference: SEC vs FCS"). */
export const FCS_CONFERENCE = 'FCS';
const FCS_COLORS = { colorPrimary: '#6b7280', colorSecondary: '#ffffff' };

/**
 * The rank an FCS team is shown with: one past the season's last FBS team (the wire format ranks every team 1..N, and
 * clients print a rank below 26 as "#n"; an FCS team is below every FBS team). Stored games keep 0 (unranked).
 */
export function fcsRank(ctx: PageContext, year: number): number {
  return ctx.league(year).teams.length + 1;
}

/** Is `team` the FCS side of the game? */
export function isFcsSide(game: Pick<GameRow, 'fcs' | 'away'>, team: string): boolean {
  return game.fcs === 1 && game.away === team;
}

/** The FCS team's overall rating (0-99), from its generated roster (once per save version and team). */
export function fcsRating(ctx: PageContext, name: string, year: number): number {
  return ctx.memo(
    `fcsRating:${year}:${name}`,
    () => teamRatings(fcsTeamSource(ctx.state.seed, year)(name).players).overall,
  );
}

/** The Team entity of an FCS opponent (game page), with `fcs: true`. */
export function fcsTeamEntity(ctx: PageContext, name: string, year: number): Team {
  const team = seasonFcsTeam(year, name);
  const ratings = ctx.memo(`fcsRatings:${year}:${name}`, () =>
    teamRatings(fcsTeamSource(ctx.state.seed, year)(name).players),
  );
  const record = ctx.record(name, year);
  return {
    name,
    abbreviation: team.abbreviation,
    mascot: team.mascot,
    conference: FCS_CONFERENCE,
    ranking: fcsRank(ctx, year),
    rating: ratings.overall,
    // The lowest prestige the wire format knows: below every FBS program, as its rank is.
    prestige: 1,
    record: recordText(record),
    totalWins: record.wins,
    totalLosses: record.losses,
    confWins: 0,
    confLosses: 0,
    ...FCS_COLORS,
    offense: ratings.offense,
    defense: ratings.defense,
    nonConfGames: 0,
    nonConfLimit: 0,
    fcs: true,
  };
}
