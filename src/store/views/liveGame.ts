// A played game to watch (GET /api/game/{id}/live, `dynasty watch`): its play-by-play (stored for the player's
// games, replayed exactly for the others: actions/season/replay.ts) with the situation at every snap and the home
// team's win probability after it (core/odds/winProbability.ts). The last play's probability is the result.
import { homeWinProbability, secondsLeftAt } from '../../core/odds/winProbability.js';
import type { Drive, PlayText } from '../../core/sim/types.js';
import type { LiveGameResponse, LivePlay } from '../../shared/live-types.js';
import { coachedRecordsByGame, replayCoached } from '../actions/coach/record.js';
import { replayGame } from '../actions/season/replay.js';
import { GameError } from '../errors.js';
import { gameDetails } from '../queries/gameDetails.js';
import { findGame, isPlayed, type GameRow } from '../queries/games.js';
import { artWire, driveRows } from './driveChart.js';
import { driveIndexes } from './game.js';
import { gameDayView } from './gameDay.js';
import { rivalryOf } from './rivalry.js';
import { fcsTeamEntity, isFcsSide } from './fcsOpponent.js';
import type { PageContext } from './context.js';
import { clockText } from './format.js';

export const percent = (p: number): number => Math.round(p * 1000) / 10;

/** Yards from the home team's goal line of "OSU 32" (the home team's abbreviation first when on its side). */
function yardsFromHomeGoal(field: string, homeAbbreviation: string): number {
  const match = /^(.*?)\s*(\d+)$/.exec(field.trim());
  if (!match) return 50;
  const yards = Number(match[2]);
  if (match[1] === '' || yards === 50) return 50;
  return match[1] === homeAbbreviation ? yards : 100 - yards;
}

function abbreviationOf(ctx: PageContext, game: GameRow, team: string): string {
  if (isFcsSide(game, team)) return fcsTeamEntity(ctx, team, game.year).abbreviation;
  return ctx.league(game.year).teams.find((t) => t.name === team)?.abbreviation ?? team;
}

/**
 * The plays with the situation at each snap and the home team's chance to win after it; `homeWon` (a finished game)
 * makes the last play's chance the result.
 */
export function livePlays(
  list: readonly PlayText[],
  homeAbbr: string,
  homeSpread: number,
  homeWon: boolean | null,
  drives: readonly Drive[],
): LivePlay[] {
  // Lines kept in a save do not name their drive: worked out from the drives (game.ts).
  const inferred = list.some((p) => p.drive === undefined) ? driveIndexes(list, drives) : null;
  return list.map((p: PlayText, i): LivePlay => {
    const ballOn = yardsFromHomeGoal(p.field, homeAbbr);
    const own = p.offense === 'home' ? ballOn : 100 - ballOn;
    const secondsLeft = secondsLeftAt(p.quarter, p.clock);
    const last = i === list.length - 1;
    const wp = homeWinProbability({
      margin: p.homeScore - p.awayScore,
      secondsLeft,
      homeSpread,
      possession: p.offense === 'home' ? 1 : -1,
      yardLine: own,
    });
    return {
      quarter: p.quarter,
      clock: clockText(p.quarter > 4 ? 0 : p.clock),
      seconds_left: secondsLeft,
      offense: p.offense,
      down: p.down,
      distance: p.distance,
      ball_on: ballOn,
      field: p.field,
      text: p.text,
      home_score: p.homeScore,
      away_score: p.awayScore,
      // The game is decided after its last play: the result, not the model.
      home_wp: last && homeWon !== null ? (homeWon ? 100 : 0) : percent(wp),
      drive: p.drive ?? inferred?.[i] ?? 0,
      art: p.art ? artWire(p.art) : null,
    };
  });
}

const sameText = (a: readonly PlayText[], b: readonly PlayText[]): boolean =>
  a.length === b.length && a.every((p, i) => p.text === b[i].text);

/**
 * A played game's plays and drives, drawn where the engine can play it again as it was: the coached game just
 * played (from its calls), or a game of the season being played (simulated again: actions/season/replay.ts); else
 * the play-by-play kept in the save, its text alone. Null when neither is left.
 */
function watchedGame(ctx: PageContext, game: GameRow): { plays: PlayText[]; drives: Drive[] } | null {
  const ends = (r: { homePoints: number; awayPoints: number }) =>
    r.homePoints === game.home_points && r.awayPoints === game.away_points;
  const coached = coachedRecordsByGame(ctx.db).get(game.id)?.record;
  if (coached?.finished && !coached.headToHead) {
    const result = replayCoached(coached, ctx.state.seed, () => 'coordinator').result;
    if (result?.plays && ends(result)) return { plays: result.plays, drives: result.drives };
  }
  const details = gameDetails(ctx.db, game.id);
  const stored = details?.plays ?? null;
  const replay = replayGame(ctx.db, game.id);
  if (replay?.plays && (!stored || sameText(stored, replay.plays)))
    return { plays: replay.plays, drives: replay.drives };
  return stored && details ? { plays: stored, drives: details.drives } : null;
}

export function liveGameView(ctx: PageContext, gameId: number): LiveGameResponse {
  const game = findGame(ctx.db, gameId);
  if (!game) throw new GameError('not_found', `No game ${gameId}.`);
  if (!isPlayed(game))
    throw new GameError('not_found', `Game ${gameId} has not been played yet: play its week to watch it.`);
  const watched = watchedGame(ctx, game);
  if (!watched)
    throw new GameError(
      'not_found',
      `Game ${gameId}'s play-by-play is no longer kept (only this season's games can be watched).`,
    );
  const homeAbbr = abbreviationOf(ctx, game, game.home);
  const awayAbbr = abbreviationOf(ctx, game, game.away);
  const homeSpread = game.spread ?? 0;
  const plays = livePlays(watched.plays, homeAbbr, homeSpread, game.home_points! > game.away_points!, watched.drives);
  return {
    info: ctx.info(),
    id: game.id,
    year: game.year,
    week: game.week,
    home: game.home,
    away: game.away,
    home_abbreviation: homeAbbr,
    away_abbreviation: awayAbbr,
    home_spread: game.spread,
    pregame_home_wp: percent(
      homeWinProbability({ margin: 0, secondsLeft: 3600, homeSpread, possession: 0, yardLine: 50 }),
    ),
    home_points: game.home_points!,
    away_points: game.away_points!,
    overtimes: game.overtimes ?? 0,
    plays,
    drives: driveRows(watched.drives, homeAbbr, awayAbbr),
    rivalry: rivalryOf(ctx, game),
    day: gameDayView(ctx, game),
  };
}
