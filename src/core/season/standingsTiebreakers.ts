// Breaking ties in conference standings, in the order most FBS conferences use: head-to-head
// (a mini-league when three or more are tied), record against common conference opponents, then a
// ranking. Whenever a step separates the tied teams, each smaller group starts again from the first step.

import { countsAsConferenceGame, opponentOf, winnerOf, type PlayedGame } from './results.js';

export interface TiebreakContext {
  games: readonly PlayedGame[];
  /** Team names in rank order (may be partial: unranked teams come after ranked ones). */
  ranking: readonly string[];
  /** Team strength, to order unranked teams. */
  ratings?: ReadonlyMap<string, number>;
}

/** Scores for the tied teams (higher is better), or null when the step does not apply. */
type Tiebreaker = (tied: readonly string[], context: TiebreakContext) => Map<string, number> | null;

interface DecidedGames {
  games: readonly PlayedGame[];
  length: number;
  /** Each team's decided conference games, in the order of `games`. */
  byTeam: Map<string, PlayedGame[]>;
}

/**
 * The decided conference games of each team, found once per context: a conference's standings break many ties
 * on the same games, and filtering the season's games again for every tie and team cost a tenth of a simulation.
 * A pure function's memory: used only while the context holds the same games.
 */
const decidedByContext = new WeakMap<TiebreakContext, DecidedGames>();

function decidedConferenceGames(context: TiebreakContext): Map<string, PlayedGame[]> {
  const known = decidedByContext.get(context);
  if (known && known.games === context.games && known.length === context.games.length) return known.byTeam;
  const byTeam = new Map<string, PlayedGame[]>();
  const add = (team: string, game: PlayedGame): void => {
    const list = byTeam.get(team);
    if (list) list.push(game);
    else byTeam.set(team, [game]);
  };
  for (const game of context.games) {
    if (!countsAsConferenceGame(game) || winnerOf(game) === null) continue;
    add(game.home, game);
    if (game.away !== game.home) add(game.away, game);
  }
  decidedByContext.set(context, { games: context.games, length: context.games.length, byTeam });
  return byTeam;
}

const NO_GAMES: readonly PlayedGame[] = [];

/**
 * Head-to-head. When every pair of the tied teams has met, their records in those games decide.
 * Otherwise only a team that beat all the others (first) or lost to all the others (last) is separated.
 */
export const headToHead: Tiebreaker = (tied, context) => {
  const inTie = new Set(tied);
  const byTeam = decidedConferenceGames(context);
  const beat = new Map<string, Set<string>>(tied.map((t) => [t, new Set()]));
  const lostTo = new Map<string, Set<string>>(tied.map((t) => [t, new Set()]));
  const wins = new Map<string, number>(tied.map((t) => [t, 0]));
  const losses = new Map<string, number>(tied.map((t) => [t, 0]));
  // Each meeting once: from its home team's list.
  for (const team of inTie) {
    for (const game of byTeam.get(team) ?? NO_GAMES) {
      if (game.home !== team || !inTie.has(game.away)) continue;
      const winner = winnerOf(game)!;
      const loser = opponentOf(game, winner);
      beat.get(winner)!.add(loser);
      lostTo.get(loser)!.add(winner);
      wins.set(winner, wins.get(winner)! + 1);
      losses.set(loser, losses.get(loser)! + 1);
    }
  }
  const met = (a: string, b: string): boolean => beat.get(a)!.has(b) || beat.get(b)!.has(a);
  const roundRobin = tied.every((a) => tied.every((b) => a === b || met(a, b)));
  if (roundRobin) {
    return new Map(tied.map((t) => [t, wins.get(t)! / (wins.get(t)! + losses.get(t)!)]));
  }
  const others = tied.length - 1;
  const sweptAll = (t: string): boolean => beat.get(t)!.size === others && lostTo.get(t)!.size === 0;
  const lostToAll = (t: string): boolean => lostTo.get(t)!.size === others && beat.get(t)!.size === 0;
  if (!tied.some((t) => sweptAll(t) || lostToAll(t))) return null;
  return new Map(tied.map((t) => [t, sweptAll(t) ? 1 : lostToAll(t) ? 0 : 0.5]));
};

/** Combined record against the conference opponents every tied team has played. */
export const commonOpponents: Tiebreaker = (tied, context) => {
  const inTie = new Set(tied);
  const byTeam = decidedConferenceGames(context);
  const gamesOf = (team: string): readonly PlayedGame[] => byTeam.get(team) ?? NO_GAMES;
  const opponentsOf = (team: string): Set<string> =>
    new Set(
      gamesOf(team)
        .map((g) => opponentOf(g, team))
        .filter((o) => !inTie.has(o)),
    );
  const opponentSets = tied.map(opponentsOf);
  const common = [...opponentSets[0]].filter((o) => opponentSets.every((set) => set.has(o)));
  if (common.length === 0) return null;
  const commonSet = new Set(common);
  return new Map(
    tied.map((team) => {
      const vsCommon = gamesOf(team).filter((g) => commonSet.has(opponentOf(g, team)));
      const won = vsCommon.filter((g) => winnerOf(g) === team).length;
      return [team, won / vsCommon.length];
    }),
  );
};

/** The last word: rank order, unranked teams after ranked ones by rating, then by name. */
export function byRanking(tied: readonly string[], context: TiebreakContext): string[] {
  const position = new Map(context.ranking.map((team, i) => [team, i]));
  const rank = (t: string): number => position.get(t) ?? Number.POSITIVE_INFINITY;
  const rating = (t: string): number => context.ratings?.get(t) ?? 0;
  return tied.slice().sort((a, b) => {
    const ra = rank(a);
    const rb = rank(b);
    if (ra !== rb) return ra < rb ? -1 : 1;
    return rating(b) - rating(a) || (a < b ? -1 : a > b ? 1 : 0);
  });
}

const TIEBREAKERS: readonly Tiebreaker[] = [headToHead, commonOpponents];

/** Groups of teams sharing a score, best score first. */
function partition(tied: readonly string[], scores: Map<string, number>): string[][] {
  const distinct = [...new Set(tied.map((t) => scores.get(t)!))].sort((a, b) => b - a);
  return distinct.map((score) => tied.filter((t) => scores.get(t) === score));
}

/** Orders teams with the same conference record. */
export function orderTiedTeams(tied: readonly string[], context: TiebreakContext): string[] {
  if (tied.length <= 1) return tied.slice();
  for (const tiebreaker of TIEBREAKERS) {
    const scores = tiebreaker(tied, context);
    if (!scores) continue;
    const groups = partition(tied, scores);
    if (groups.length > 1) return groups.flatMap((group) => orderTiedTeams(group, context));
  }
  return byRanking(tied, context);
}
