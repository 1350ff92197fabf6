// A played game to watch (GET /api/game/{id}/live, `dynasty watch`): its play-by-play (stored for the player's
// games, replayed exactly for the others: actions/season/replay.ts) with the situation at every snap and the home
// team's win probability after it (core/odds/winProbability.ts). The last play's probability is the result.
import { homeWinProbability, secondsLeftAt } from '../../core/odds/winProbability.js';
import type { PlayText } from '../../core/sim/types.js';
import type { LiveGameResponse, LivePlay } from '../../shared/live-types.js';
import { playByPlay } from '../actions/season/replay.js';
import { GameError } from '../errors.js';
import { findGame, isPlayed, type GameRow } from '../queries/games.js';
import { fcsTeamEntity, isFcsSide } from './fcsOpponent.js';
import type { PageContext } from './context.js';

export const clockText = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(Math.max(0, Math.round(seconds)) % 60).padStart(2, '0')}`;
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
): LivePlay[] {
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
    };
  });
}

export function liveGameView(ctx: PageContext, gameId: number): LiveGameResponse {
  const game = findGame(ctx.db, gameId);
  if (!game) throw new GameError('not_found', `No game ${gameId}.`);
  if (!isPlayed(game))
    throw new GameError('not_found', `Game ${gameId} has not been played yet: play its week to watch it.`);
  const list = playByPlay(ctx.db, gameId);
  if (!list)
    throw new GameError(
      'not_found',
      `Game ${gameId}'s play-by-play is no longer kept (only this season's games can be watched).`,
    );
  const homeAbbr = abbreviationOf(ctx, game, game.home);
  const awayAbbr = abbreviationOf(ctx, game, game.away);
  const homeSpread = game.spread ?? 0;
  const plays = livePlays(list, homeAbbr, homeSpread, game.home_points! > game.away_points!);
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
  };
}
