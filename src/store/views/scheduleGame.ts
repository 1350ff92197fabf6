// The schedule-game object of the wire format (document 1.5): one game from one team's point of view, the
// same on the noncon schedule, the dashboard, rankings and standings, team schedules and player game logs.
import { INDEPENDENT } from '../../core/data/types.js';
import type { ScheduleGame } from '../../shared/api-types.js';
import { siteOf } from '../../shared/gameSite.js';
import { forcedNote } from '../../shared/forcedResult.js';
import { isPlayed, type GameRow } from '../queries/games.js';
import type { PageContext } from './context.js';
import { FCS_CONFERENCE, fcsRank, fcsRating, isFcsSide } from './fcsOpponent.js';
import { moneylineText, recordText, scoreText, spreadText, totalText } from './format.js';
import { baseLabel } from './labels.js';
import { opponentOf, opponentRankFor, ownMoneyline, ownResult, ownScore, ownSpread } from './seasonData.js';

/** A conference name as the original's short labels spell it ("Ind" for the independents). */
function shortConference(conference: string | undefined): string {
  return conference === undefined || conference === INDEPENDENT ? 'Ind' : conference;
}

/** The game's name when it has one, else "C (SEC)" for a conference game, "NC (<opponent's conference>)". */
export function scheduleLabel(ctx: PageContext, game: GameRow, team: string): string {
  if (game.label) return game.label;
  if (game.kind !== 'regular') return baseLabel(game);
  if (game.fcs === 1) return `NC (${FCS_CONFERENCE})`;
  const conferenceOf = (name: string): string | undefined =>
    ctx.league(game.year).teams.find((t) => t.name === name)?.conference;
  return game.conference_game
    ? `C (${shortConference(conferenceOf(team))})`
    : `NC (${shortConference(conferenceOf(opponentOf(game, team)))})`;
}

export function scheduleGame(ctx: PageContext, game: GameRow, team: string): ScheduleGame {
  const opponent = opponentOf(game, team);
  const { own, other } = ownScore(game, team);
  const fcs = isFcsSide(game, opponent);
  const forced = ctx.forcing(game);
  return {
    id: game.id,
    weekPlayed: game.week,
    opponent: fcs
      ? {
          name: opponent,
          ranking: fcsRank(ctx, game.year),
          rating: fcsRating(ctx, opponent, game.year),
          record: recordText(ctx.record(opponent, game.year)),
          fcs: true,
        }
      : {
          name: opponent,
          ranking: opponentRankFor(ctx, game, team),
          rating: ctx.teamSeasons(game.year).get(opponent)?.rating ?? 0,
          record: recordText(ctx.record(opponent, game.year)),
        },
    site: siteOf({ home: game.home, neutral: game.neutral }, team),
    label: scheduleLabel(ctx, game, team),
    result: ownResult(game, team),
    spread: spreadText(ownSpread(game, team)),
    moneyline: moneylineText(ownMoneyline(game, team)),
    score: scoreText(own, other),
    total: totalText(game.total),
    ...(forced ? { forced: true, forced_note: forcedNote(forced, isPlayed(game)) } : {}),
  };
}

/** The team's game in exactly that week (null on a bye), as the dashboard, rankings and standings show it. */
export function gameOfWeek(
  ctx: PageContext,
  games: readonly GameRow[],
  week: number,
  team: string,
): ScheduleGame | null {
  const game = games.find((g) => g.week === week);
  return game ? scheduleGame(ctx, game, team) : null;
}

/**
 * The team's latest game played, whatever its week (the bowl after the season, the game before a bye), as the
 * dashboard shows it; null before its first game.
 */
export function lastPlayedGame(ctx: PageContext, games: readonly GameRow[], team: string): ScheduleGame | null {
  let last: GameRow | undefined;
  for (const game of games) if (isPlayed(game) && (!last || game.week > last.week)) last = game;
  return last ? scheduleGame(ctx, last, team) : null;
}
