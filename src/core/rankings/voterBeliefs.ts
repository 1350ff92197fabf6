// The voters' consensus belief about each team (in standard deviations of team strength): where it
// starts before the season and how the week's results move it.

import type { PlayedGame } from '../season/results.js';
import { strengthScale } from './strength.js';
import type { PollSeason } from './pollSeason.js';
import {
  BALLOT_LENGTH,
  FCS_OPPONENT_STRENGTH,
  LOSS_MIN,
  NUMBER_ONE_HOLD,
  PRESEASON_FINAL_RANK_CREDIT,
  PRESEASON_LAST_SEASON_WEIGHT,
  PRESEASON_PRESTIGE_WEIGHT,
  PRESEASON_RATING_WEIGHT,
  RESUME_BLEND_HALF,
  RESUME_BLEND_MAX,
  WIN_GAIN_MIN,
} from './tuning.js';
import type { PollTeam } from './types.js';
import { lossPlaces, winGain } from './voterReaction.js';

function standardize(values: Map<string, number>): Map<string, number> {
  const list = [...values.values()];
  const mean = list.reduce((s, v) => s + v, 0) / Math.max(1, list.length);
  const sd = Math.sqrt(list.reduce((s, v) => s + (v - mean) ** 2, 0) / Math.max(1, list.length)) || 1;
  return new Map([...values].map(([team, v]) => [team, (v - mean) / sd]));
}

/**
 * Last season's finish as voters read it: the winning percentage plus credit for a final Top 25 place. A team with no
 * last season (a dynasty's first) is given the average, so it moves no one.
 */
function lastSeasonFinish(teams: readonly PollTeam[]): Map<string, number> {
  const finish = new Map<string, number>();
  for (const t of teams) {
    const last = t.lastSeason;
    if (!last) continue;
    const games = last.wins + last.losses;
    const top25 =
      last.finalRank >= 1 && last.finalRank <= BALLOT_LENGTH ? (BALLOT_LENGTH + 1 - last.finalRank) / BALLOT_LENGTH : 0;
    finish.set(t.name, (games > 0 ? last.wins / games : 0.5) + PRESEASON_FINAL_RANK_CREDIT * top25);
  }
  if (finish.size === 0) return finish;
  const mean = [...finish.values()].reduce((s, v) => s + v, 0) / finish.size;
  for (const t of teams) if (!finish.has(t.name)) finish.set(t.name, mean);
  return standardize(finish);
}

/** Where voters would put a team before it plays: mostly roster, partly brand and last season's finish, no noise. */
export function preseasonBeliefs(
  teams: readonly PollTeam[],
  rating: ReadonlyMap<string, number> = strengthScale(teams),
): Map<string, number> {
  const prestige = standardize(new Map(teams.map((t) => [t.name, t.prestige])));
  const finish = lastSeasonFinish(teams);
  return standardize(
    new Map(
      teams.map((t) => [
        t.name,
        PRESEASON_RATING_WEIGHT * rating.get(t.name)!
          + PRESEASON_PRESTIGE_WEIGHT * prestige.get(t.name)!
          + PRESEASON_LAST_SEASON_WEIGHT * (finish.get(t.name) ?? 0),
      ]),
    ),
  );
}

/** Belief of a team that voters regard as weak and unknown (an opponent outside the poll: an FCS team). */
const UNKNOWN_OPPONENT_BELIEF = FCS_OPPONENT_STRENGTH;

/** The belief at a (fractional) place of the consensus order, just below the team there. */
function beliefAtPlace(order: ArrayLike<number>, place: number): number {
  if (place >= order.length - 1) return order[order.length - 1] - LOSS_MIN;
  const upper = Math.floor(place);
  const share = place - upper;
  return order[upper] + share * (order[upper + 1] - order[upper]) - 1e-6;
}

/** Share of the way from the voters' belief to the resume rating, after a team's n-th game. */
function resumeBlend(gamesPlayed: number): number {
  return (RESUME_BLEND_MAX * gamesPlayed ** 2) / (gamesPlayed ** 2 + RESUME_BLEND_HALF ** 2);
}

/** Games new to a poll's season (in the order given), with each game's teams by index (-1: outside the poll's teams). */
export interface PollGames {
  games: readonly PlayedGame[];
  homeOf: Int32Array;
  awayOf: Int32Array;
}

/** The games' indices in played order (week, then id; a stable sort, as inPlayedOrder). */
function playedOrder(games: readonly PlayedGame[]): Int32Array {
  const order = new Int32Array(games.length);
  for (let i = 0; i < order.length; i++) order[i] = i;
  for (let i = 1; i < games.length; i++) {
    const a = games[i - 1],
      b = games[i];
    if (a.week > b.week || (a.week === b.week && a.id > b.id)) {
      return Int32Array.from(
        [...order].sort((x, y) => games[x].week - games[y].week || games[x].id - games[y].id || x - y),
      );
    }
  }
  return order;
}

/**
 * Moves beliefs (by team index) through the games of weeks after the previous poll (of fromWeek), week by week, as
 * each team's games join its resume in played order. Within a week both teams are judged by where voters had them
 * before it. A team that does not play keeps its belief. added: the games new to the season, up to toWeek.
 */
export function applyResults(belief: Float64Array, season: PollSeason, added: PollGames, fromWeek: number): void {
  const { games, homeOf, awayOf } = added;
  const order = playedOrder(games);
  // The games come week by week (played order); each week after fromWeek starts from a snapshot of the beliefs.
  let currentWeek = fromWeek;
  let before = belief;
  let ranked: Float64Array = new Float64Array(0);
  for (let k = 0; k < order.length; k++) {
    const g = order[k];
    const game = games[g];
    const home = homeOf[g],
      away = awayOf[g];
    if (game.week <= fromWeek) {
      if (home >= 0) season.addGame(home, away, game, true);
      if (away >= 0) season.addGame(away, home, game, false);
      continue;
    }
    if (game.week !== currentWeek) {
      currentWeek = game.week;
      before = belief.slice();
      // Highest first (the typed array's numeric sort, reversed).
      ranked = before.slice().sort().reverse();
    }
    if (home >= 0) {
      season.addGame(home, away, game, true);
      judge(belief, before, ranked, season, home, away, game, true);
    }
    if (away >= 0) {
      season.addGame(away, home, game, false);
      judge(belief, before, ranked, season, away, home, game, false);
    }
  }
}

/** Voters' new belief in team t after a game it just played (its resume already counts it). */
function judge(
  belief: Float64Array,
  before: Float64Array,
  ranked: Float64Array,
  season: PollSeason,
  t: number,
  opponent: number,
  game: PlayedGame,
  home: boolean,
): void {
  const pointsFor = home ? game.homePoints : game.awayPoints;
  const pointsAgainst = home ? game.awayPoints : game.homePoints;
  if (pointsFor === pointsAgainst) return;
  const own = belief[t];
  const seenOwn = before[t];
  const seenOpponent = opponent >= 0 ? before[opponent] : UNKNOWN_OPPONENT_BELIEF;
  const site = game.neutral ? 0 : home ? 1 : -1;
  const margin = Math.abs(game.homePoints - game.awayPoints);
  const won = pointsFor > pointsAgainst;
  const reacted = won
    ? own + winGain(seenOwn, seenOpponent, site, margin)
    : Math.min(
        own,
        beliefAtPlace(
          ranked,
          ranked.indexOf(seenOwn) + lossPlaces(seenOwn, seenOpponent, site, margin, game.kind === 'playoff'),
        ),
      );
  const target = season.target(t);
  const blended = reacted + resumeBlend(season.gamesPlayed[t]) * (target - reacted);
  // However the resume reads, voters never drop a winner nor lift a loser.
  belief[t] = won ? Math.max(blended, own + WIN_GAIN_MIN / 2) : Math.min(blended, own - LOSS_MIN);
}

/** Puts team t at least `lead` above every other team in the consensus. */
export function leadOver(t: number, belief: Float64Array, lead: number): void {
  if (belief.length < 2) return;
  let best = -Infinity;
  for (let i = 0; i < belief.length; i++) if (i !== t) best = Math.max(best, belief[i]);
  belief[t] = Math.max(belief[t], best + lead);
}

/**
 * A #1 (team index numberOne, -1 for none) that played and won every game since the last poll (of prevWeek) keeps
 * #1. added: the games new to the season (every game of a week after prevWeek is one).
 */
export function holdWinningNumberOne(
  numberOne: number,
  prevWeek: number,
  belief: Float64Array,
  added: PollGames,
): void {
  if (numberOne < 0) return;
  let since = 0;
  for (let g = 0; g < added.games.length; g++) {
    const game = added.games[g];
    if (game.week <= prevWeek) continue;
    const home = added.homeOf[g] === numberOne;
    if (!home && added.awayOf[g] !== numberOne) continue;
    since++;
    const pointsFor = home ? game.homePoints : game.awayPoints;
    const pointsAgainst = home ? game.awayPoints : game.homePoints;
    if (!(pointsFor > pointsAgainst)) return;
  }
  if (since > 0) leadOver(numberOne, belief, NUMBER_ONE_HOLD);
}
