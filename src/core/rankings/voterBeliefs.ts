// The voters' consensus belief about each team (in standard deviations of team strength): where it
// starts before the season and how the week's results move it.

import { inPlayedOrder, siteFor, winnerOf, type PlayedGame } from '../season/results.js';
import { strengthScale } from './strength.js';
import { resumeRating } from './strengthOfRecord.js';
import {
  LOSS_MIN, NUMBER_ONE_HOLD, PRESEASON_PRESTIGE_WEIGHT, PRESEASON_RATING_WEIGHT, RECORD_CREDIT, RECORD_FULL_SEASON,
  RESUME_BLEND_HALF, RESUME_BLEND_MAX, WIN_GAIN_MIN,
} from './tuning.js';
import type { Poll, PollTeam } from './types.js';
import { lossPlaces, winGain } from './voterReaction.js';

function standardize(values: Map<string, number>): Map<string, number> {
  const list = [...values.values()];
  const mean = list.reduce((s, v) => s + v, 0) / Math.max(1, list.length);
  const sd = Math.sqrt(list.reduce((s, v) => s + (v - mean) ** 2, 0) / Math.max(1, list.length)) || 1;
  return new Map([...values].map(([team, v]) => [team, (v - mean) / sd]));
}

/** Where voters would put a team before it plays: mostly roster, partly brand, no noise. */
export function preseasonBeliefs(teams: readonly PollTeam[], rating: ReadonlyMap<string, number> = strengthScale(teams)): Map<string, number> {
  const prestige = standardize(new Map(teams.map((t) => [t.name, t.prestige])));
  return standardize(new Map(teams.map((t) => [
    t.name,
    PRESEASON_RATING_WEIGHT * rating.get(t.name)! + PRESEASON_PRESTIGE_WEIGHT * prestige.get(t.name)!,
  ])));
}

/** Belief of a team that voters regard as weak and unknown (an opponent outside the poll). */
const UNKNOWN_OPPONENT_BELIEF = -2;

/** The belief at a (fractional) place of the consensus order, just below the team there. */
function beliefAtPlace(order: readonly number[], place: number): number {
  if (place >= order.length - 1) return order[order.length - 1] - LOSS_MIN;
  const upper = Math.floor(place);
  const share = place - upper;
  return order[upper] + share * (order[upper + 1] - order[upper]) - 1e-6;
}

/**
 * What the record itself is worth to voters beyond what it says about strength: AP voters rank by losses first,
 * so an 11-2 team from a weak conference stands above a 9-4 team with a hard schedule (final AP polls 2014-2024).
 * The regular season and conference title games make the record; the playoff does not.
 */
export function recordCredit(team: string, games: readonly PlayedGame[]): number {
  let wins = 0;
  let decided = 0;
  for (let g = 0; g < games.length; g++) {
    const game = games[g];
    const winner = winnerOf(game);
    // Playoff games are judged by whom a team beat, not as part of its record (a 13-3 playoff finalist is top 5).
    if (winner === null || game.kind === 'playoff') continue;
    decided++;
    if (winner === team) wins++;
  }
  // The winning percentage over .500, counted over a full season's games at least: one early loss is not a record.
  return RECORD_CREDIT * (wins - decided / 2) / Math.max(decided, RECORD_FULL_SEASON);
}

/** Share of the way from the voters' belief to the resume rating, after a team's n-th game. */
function resumeBlend(gamesPlayed: number): number {
  return RESUME_BLEND_MAX * gamesPlayed ** 2 / (gamesPlayed ** 2 + RESUME_BLEND_HALF ** 2);
}

/**
 * Moves beliefs through the games of weeks after the previous poll, week by week. Within a week both
 * teams are judged by where voters had them before it. A team that does not play keeps its belief.
 */
export function applyResults(
  beliefs: Map<string, number>,
  games: readonly PlayedGame[],
  fromWeek: number,
  toWeek: number,
  strength: ReadonlyMap<string, number>,
): void {
  const ordered = inPlayedOrder(games.filter((g) => g.week <= toWeek));
  // Each team's games so far, in played order (grown in place: each list is read before the next game joins it).
  const seenSoFar = new Map<string, PlayedGame[]>();
  const gamesOf = (team: string): PlayedGame[] => {
    let list = seenSoFar.get(team);
    if (!list) seenSoFar.set(team, (list = []));
    return list;
  };
  // The games come week by week (played order); each week after fromWeek starts from a snapshot of the beliefs.
  let currentWeek = fromWeek;
  let before = beliefs;
  let order: number[] = [];
  // An indexed loop (the season's games, every week): a short command runs it unoptimized, where for-of steps an iterator.
  for (let g = 0; g < ordered.length; g++) {
    const game = ordered[g];
    if (game.week <= fromWeek) {
      gamesOf(game.home).push(game);
      gamesOf(game.away).push(game);
      continue;
    }
    if (game.week !== currentWeek) {
      currentWeek = game.week;
      before = new Map(beliefs);
      order = [...before.values()].sort((a, b) => b - a);
    }
    const winner = winnerOf(game);
    judge(game, game.home, winner);
    judge(game, game.away, winner);
  }

  function judge(game: PlayedGame, team: string, winner: string | null): void {
    const teamGames = gamesOf(team);
    teamGames.push(game);
    const own = beliefs.get(team);
    if (own === undefined || winner === null) return;
    const home = game.home === team;
    const opponentName = home ? game.away : game.home;
    const seen = {
      own: before.get(team) ?? own,
      opponent: before.get(opponentName) ?? strength.get(opponentName) ?? UNKNOWN_OPPONENT_BELIEF,
      site: siteFor(game, team),
      margin: Math.abs(game.homePoints - game.awayPoints),
      playoff: game.kind === 'playoff',
    };
    const won = winner === team;
    const reacted = won
      ? own + winGain(seen)
      : Math.min(own, beliefAtPlace(order, order.indexOf(seen.own) + lossPlaces(seen)));
    const target = resumeRating(team, teamGames, strength) + recordCredit(team, teamGames);
    const blended = reacted + resumeBlend(teamGames.length) * (target - reacted);
    // However the resume reads, voters never drop a winner nor lift a loser.
    beliefs.set(team, won ? Math.max(blended, own + WIN_GAIN_MIN / 2) : Math.min(blended, own - LOSS_MIN));
  }
}

/** Puts a team at least `lead` above every other team in the consensus. */
export function leadOver(team: string, beliefs: Map<string, number>, lead: number): void {
  const others = [...beliefs].filter(([name]) => name !== team).map(([, b]) => b);
  if (others.length === 0) return;
  beliefs.set(team, Math.max(beliefs.get(team)!, Math.max(...others) + lead));
}

/** A #1 that played and won every game since the last poll keeps #1. */
export function holdWinningNumberOne(prev: Poll, beliefs: Map<string, number>, games: readonly PlayedGame[], week: number): void {
  const numberOne = prev.entries[0]?.team;
  if (numberOne === undefined || !beliefs.has(numberOne)) return;
  const since = games.filter((g) => g.week > prev.week && g.week <= week && (g.home === numberOne || g.away === numberOne));
  if (since.length > 0 && since.every((g) => winnerOf(g) === numberOne)) leadOver(numberOne, beliefs, NUMBER_ONE_HOLD);
}
