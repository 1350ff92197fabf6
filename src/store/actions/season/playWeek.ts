// Plays one week's games and stores everything they produced.
import type { SeasonLeague } from '../../../core/data/types.js';
import { createRng } from '../../../core/random.js';
import { playingRules } from '../../playingRules.js';
import { simulateGame } from '../../../core/sim/game.js';
import { forcedReasons, forcedWinners } from '../../queries/godMode.js';
import { simulateWithWinner } from './forcedResult.js';
import { forcedHeadline, type ForcedBy } from '../../../shared/forcedResult.js';
import type { EraRules, GameResult, GameTeam, SimulateGameInput } from '../../../core/sim/types.js';
import { finishCoachedGame } from '../coach/finish.js';
import { coachedRecordsByGame } from '../coach/record.js';
import { coachedTeams } from '../../program.js';
import type { Db } from '../../database.js';
import { gamesOfWeek, isPlayed, toPlayedGame, type GameRow } from '../../queries/games.js';
import type { PlayedGame } from '../../../core/season/results.js';
import type { DynastyState } from '../../queries/meta.js';
import type { SeasonPlayerTotals } from '../../queries/playerSeasons.js';
import type { SeasonTeamTotals } from '../../queries/teamStats.js';
import { WeekResults } from '../../queries/weekResults.js';
import type { RecordTracker } from './recordTracker.js';
import type { SeasonTeams } from './rosters.js';
import type { SeasonRosterStatus } from './rosterStatus.js';
import { gameDayOf, gameSeed } from './replay.js';

/** Season totals kept in memory during a simulation and written once at its end. */
export interface SeasonTotals {
  players: SeasonPlayerTotals;
  teams: SeasonTeamTotals;
  /** Injuries, redshirts and games played. */
  status: SeasonRosterStatus;
  /** The record book, offered every game (recordTracker.ts). */
  records?: RecordTracker;
}

/** Plays the week's unplayed games; returns them as played, for the season's list of results. */
/** ranks: the AP rank of each team going into the week (the latest poll). */
export function playWeek(
  db: Db,
  state: DynastyState,
  league: SeasonLeague,
  teams: SeasonTeams,
  week: number,
  totals: SeasonTotals,
  ranks: ReadonlyMap<string, number>,
): PlayedGame[] {
  const played: PlayedGame[] = [];
  // The week's results, written together after its last game (weekResults.ts).
  const stored = new WeekResults();
  const rules = playingRules(db, state.year);
  // The coached programs' games of the week (each result is its coach's calls'), by game.
  const coached = coachedRecordsByGame(db);
  // Only the coached programs' games store their play-by-play; the others are replayed when asked (replay.ts).
  const coachedSet = coachedTeams(db);
  // Results forced under God Mode (none in a dynasty that never used it): a forced game is never coached.
  const forced = forcedWinners(db);
  const isForced = (game: GameRow): boolean => {
    const winner = forced.get(game.id);
    return winner === game.home || winner === game.away;
  };
  // Who forced each: the commissioner of an online league gave a reason, God Mode none.
  const reasons = forced.size > 0 ? forcedReasons(db) : new Map<number, string>();
  const forcedBy = (game: GameRow): ForcedBy | null =>
    isForced(game) ? (reasons.has(game.id) ? 'commissioner' : 'god_mode') : null;
  const play = (game: GameRow, input: SimulateGameInput): GameResult => {
    if (isForced(game)) return simulateWithWinner(input, forced.get(game.id)!, gameSeed(state.seed, game.id));
    const own = coached.get(game.id);
    return own ? finishCoachedGame(db, own.program, own.record, state.seed) : simulateGame(input);
  };
  for (const game of gamesOfWeek(db, state.year, week)) {
    if (isPlayed(game)) continue;
    if (game.fcs === 1) {
      played.push(
        playFcsGame(game, state, league, teams, week, totals, ranks, rules, stored, play, forcedBy(game), coachedSet),
      );
      continue;
    }
    const homeTeam = teams.gameTeams.get(game.home);
    const awayTeam = teams.gameTeams.get(game.away);
    if (!homeTeam || !awayTeam) throw new Error(`game ${game.id}: team not in the ${league.year} league`);
    // Each side plays its depth chart without the hurt and the redshirts held out.
    // Literals in loadSeasonTeams' field order: the engine sees one team shape, and no spread per game.
    const home: GameTeam = {
      name: homeTeam.name,
      abbreviation: homeTeam.abbreviation,
      players: totals.status.rosterFor(homeTeam.name, homeTeam.players, week),
      plan: homeTeam.plan,
    };
    const away: GameTeam = {
      name: awayTeam.name,
      abbreviation: awayTeam.abbreviation,
      players: totals.status.rosterFor(awayTeam.name, awayTeam.players, week),
      plan: awayTeam.plan,
    };
    const input: SimulateGameInput = {
      home,
      away,
      neutral: game.neutral === 1,
      rules,
      rng: createRng(gameSeed(state.seed, game.id)),
      playByPlay: coachedSet.has(game.home) || coachedSet.has(game.away),
      homeSpread: game.spread ?? undefined,
      day: gameDayOf(state.seed, game, league.rivalries),
    };
    const result = play(game, input);
    // A record broken in the game is its headline; a forced result is kept out of the record book and says so.
    const by = forcedBy(game);
    const recordHeadline = by ? forcedResultHeadline(result, by) : totals.records?.addGame(game, result);
    totals.teams.add(result.home, result.teamStats.home, result.teamStats.away);
    totals.teams.add(result.away, result.teamStats.away, result.teamStats.home);
    const absent = totals.status.afterGame(game.id, week, [
      { team: home.name, full: homeTeam.players, roster: home.players, credited: result.playerStats.home },
      { team: away.name, full: awayTeam.players, roster: away.players, credited: result.playerStats.away },
    ]);
    // The players' lines are added to their season totals as the game's encoding writes them.
    stored.add(
      game.id,
      result,
      recordHeadline || result.headline,
      ranks.get(game.home) ?? 0,
      ranks.get(game.away) ?? 0,
      absent,
      totals.players.forGame(result.home, result.away),
    );
    played.push(toPlayedGame(game, result.homePoints, result.awayPoints, result.overtimes));
  }
  stored.save(db);
  return played;
}

/**
 * An FBS team's game against an FCS opponent (always at the FBS team's stadium). The FBS side is kept as in any game
 * (its players' lines count, as the NCAA counts them; its team totals, injuries and records); the FCS side is not
 * kept: its players are generated for the day, so the box score keeps only their team totals.
 */
function playFcsGame(
  game: GameRow,
  state: DynastyState,
  league: SeasonLeague,
  teams: SeasonTeams,
  week: number,
  totals: SeasonTotals,
  ranks: ReadonlyMap<string, number>,
  rules: EraRules,
  stored: WeekResults,
  play: (game: GameRow, input: SimulateGameInput) => GameResult,
  forced: ForcedBy | null,
  coachedSet: ReadonlySet<string>,
): PlayedGame {
  const homeTeam = teams.gameTeams.get(game.home);
  if (!homeTeam) throw new Error(`game ${game.id}: ${game.home} not in the ${state.year} league`);
  const home: GameTeam = {
    name: homeTeam.name,
    abbreviation: homeTeam.abbreviation,
    players: totals.status.rosterFor(homeTeam.name, homeTeam.players, week),
    plan: homeTeam.plan,
  };
  const away = teams.fcsTeam(game.away);
  const played = play(game, {
    home,
    away,
    neutral: game.neutral === 1,
    rules,
    rng: createRng(gameSeed(state.seed, game.id)),
    playByPlay: coachedSet.has(game.home),
    homeSpread: game.spread ?? undefined,
    day: gameDayOf(state.seed, game, league.rivalries),
  });
  const result: GameResult = { ...played, playerStats: { home: played.playerStats.home, away: [] } };
  const recordHeadline = forced ? forcedResultHeadline(result, forced) : totals.records?.addGame(game, result);
  totals.teams.add(result.home, result.teamStats.home, result.teamStats.away);
  const absent = totals.status.afterGame(game.id, week, [
    { team: home.name, full: homeTeam.players, roster: home.players, credited: result.playerStats.home },
  ]);
  stored.add(
    game.id,
    result,
    recordHeadline || result.headline,
    ranks.get(game.home) ?? 0,
    0,
    absent,
    totals.players.forGame(result.home, result.away),
  );
  return toPlayedGame(game, result.homePoints, result.awayPoints, result.overtimes);
}

/** A forced game's headline: what happened, never an upset. */
function forcedResultHeadline(r: GameResult, by: ForcedBy): string {
  const homeWon = r.homePoints > r.awayPoints;
  const score = `${Math.max(r.homePoints, r.awayPoints)}-${Math.min(r.homePoints, r.awayPoints)}`;
  return forcedHeadline(homeWon ? r.home : r.away, homeWon ? r.away : r.home, score, by);
}
