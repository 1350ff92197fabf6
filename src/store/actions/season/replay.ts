// Play-by-play of the current season's games. The player's team's games keep their play-by-play in the
// save; any other game of the season being played is replayed on demand: the engine is deterministic
// (same rosters, rules, seed and line give the same game, play-by-play on or off), and rosters do not
// change until the offseason, so the replay is the game that was played. Storing every game's text
// would double a season's simulation time and add megabytes to every save.
import type { SeasonRivalry } from '../../../core/data/types.js';
import { gameDay, isRivalry, type GameDay } from '../../../core/sim/gameDay.js';
import type { GameResult, PlayText } from '../../../core/sim/types.js';
import { createRng } from '../../../core/random.js';
import { playingRules } from '../../playingRules.js';
import { simulateGame } from '../../../core/sim/game.js';
import type { Db } from '../../database.js';
import { dynastyLeague } from '../../league.js';
import { findGame, isPlayed } from '../../queries/games.js';
import { gameDetails } from '../../queries/gameDetails.js';
import { readState } from '../../queries/meta.js';
import { gameRoster } from '../../../core/roster/availability.js';
import { absencesOf, teamDepthChart } from '../../queries/rosterStatus.js';
import { seasonGamePlans } from '../../queries/coaches.js';
import { fcsTeamSource } from './fcsTeams.js';

/** Stages in which this season's rosters are still the ones its games were played with. */
const SAME_ROSTERS = new Set(['season', 'playoff', 'summary']);

export function gameSeed(seed: number, gameId: number): string {
  return `${seed}:game:${gameId}`;
}

/**
 * A game's day (core/sim/gameDay.ts): its stadium, weather and home edge, drawn from the dynasty's seed and the game
 * alone, so the week plays, a replay replays and a preview shows the same day.
 */
export function gameDayOf(
  seed: number,
  game: { id: number; year: number; week: number; home: string; away: string; neutral: number | boolean },
  rivalries: readonly SeasonRivalry[],
): GameDay {
  return gameDay({
    home: game.home,
    away: game.away,
    neutral: game.neutral === 1 || game.neutral === true,
    year: game.year,
    week: game.week,
    seed: gameSeed(seed, game.id),
    rivalry: isRivalry(rivalries, game.home, game.away),
  });
}

export function playByPlay(db: Db, gameId: number): PlayText[] | null {
  const stored = gameDetails(db, gameId);
  if (stored?.plays) return stored.plays;
  return replayGame(db, gameId)?.plays ?? null;
}

/**
 * A played game of the season being played, simulated again with its play-by-play: null when its rosters may have
 * changed since (another season, the offseason) or the replay does not end as the game did (a game coached, or
 * forced, is not the simulated one).
 */
export function replayGame(db: Db, gameId: number): GameResult | null {
  const game = findGame(db, gameId);
  const state = readState(db);
  if (!game || !isPlayed(game) || game.year !== state.year || !SAME_ROSTERS.has(state.stage)) return null;
  const league = dynastyLeague(db, game.year);
  const abbreviation = (team: string) =>
    league.teams.find((t) => t.name === team)?.abbreviation ?? team.slice(0, 4).toUpperCase();
  // The depth charts with whoever sat out that game (hurt, or keeping a redshirt year) left out, as it was played.
  const out = absencesOf(db, game.id);
  const plans = seasonGamePlans(db, game.year, game.week);
  const result = simulateGame({
    home: {
      name: game.home,
      abbreviation: abbreviation(game.home),
      players: gameRoster(teamDepthChart(db, game.home), out),
      plan: plans.get(game.home),
    },
    // An FCS opponent is generated again from the dynasty's seed: the same players it played with.
    away:
      game.fcs === 1
        ? fcsTeamSource(state.seed, game.year)(game.away)
        : {
            name: game.away,
            abbreviation: abbreviation(game.away),
            players: gameRoster(teamDepthChart(db, game.away), out),
            plan: plans.get(game.away),
          },
    neutral: game.neutral === 1,
    rules: playingRules(db, game.year),
    rng: createRng(gameSeed(state.seed, game.id)),
    playByPlay: true,
    homeSpread: game.spread ?? undefined,
    day: gameDayOf(state.seed, game, league.rivalries),
  });
  // A replay that does not end as the game did is not that game: show no play-by-play rather than a wrong one.
  if (result.homePoints !== game.home_points || result.awayPoints !== game.away_points) return null;
  return result;
}
