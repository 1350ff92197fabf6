// A game's day as its pages show it (the game page, the terminal's game screen, `dynasty game`): the home stadium and
// the weather the game is (or was) played in, drawn as the week plays it (actions/season/replay.ts gameDayOf).
import type { GameDay } from '../../shared/types/game.js';
import { gameDayText } from '../../shared/gameDayText.js';
import { gameDayOf } from '../actions/season/replay.js';
import type { GameRow } from '../queries/games.js';
import type { PageContext } from './context.js';

export function gameDayView(ctx: PageContext, game: GameRow): GameDay {
  const day = gameDayOf(ctx.state.seed, game, ctx.league(game.year).rivalries);
  return { stadium: day.stadium, weather: day.weather, text: gameDayText(day.stadium, day.weather) };
}
