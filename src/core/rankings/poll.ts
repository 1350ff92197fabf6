// The AP Top 25: a preseason poll from roster strength and brand, then a weekly poll that starts from
// last week's consensus and reacts to the week's results the way voters do.

import type { Rng } from '../random.js';
import type { PlayedGame } from '../season/results.js';
import { countBallots } from './ballots.js';
import { PollSeason } from './pollSeason.js';
import { strengthScale } from './strength.js';
import { BALLOT_CANDIDATES, CHAMPION_FINAL_LEAD, PRESEASON_NOISE_SD } from './tuning.js';
import type { Poll, PollEntry, PollTeam } from './types.js';
import { applyResults, holdWinningNumberOne, leadOver, preseasonBeliefs, type PollGames } from './voterBeliefs.js';

/** The games new to the season up to `week` (in the order given), with their teams' indices, added to its records. */
function addGames(season: PollSeason, games: readonly PlayedGame[], week: number): PollGames {
  const added: PlayedGame[] = [];
  for (let g = season.games.length; g < games.length; g++) if (games[g].week <= week) added.push(games[g]);
  const homeOf = new Int32Array(added.length);
  const awayOf = new Int32Array(added.length);
  for (let g = 0; g < added.length; g++) {
    homeOf[g] = season.teamIndex(added[g].home);
    awayOf[g] = season.teamIndex(added[g].away);
    season.tally(added[g], homeOf[g], awayOf[g]);
  }
  return { games: added, homeOf, awayOf };
}

/** Team indices in consensus order: belief, then name, so equal beliefs still give one order. */
function consensusOrder(teams: readonly PollTeam[], belief: Float64Array): number[] {
  const order: number[] = [];
  for (let i = 0; i < belief.length; i++) order.push(i);
  order.sort(
    (a, b) => belief[b] - belief[a] || (teams[a].name < teams[b].name ? -1 : teams[a].name > teams[b].name ? 1 : 0),
  );
  return order;
}

interface PollInputs {
  week: number;
  final: boolean;
  voterSeed: number;
  /** The consensus belief of each team (by index). */
  belief: Float64Array;
  /** Each team's rank in the last poll, null when it had none. */
  previousRank: (number | null)[];
}

/** The ballots' count, in consensus order, for the entries. */
interface Count {
  consensus: number[];
  candidateCount: number;
  points: Int32Array;
  firstPlaceVotes: Int32Array;
}

/** Counts the ballots and lays out every team's entry in rank order. */
function tabulate(season: PollSeason, inputs: PollInputs, rng: Rng): Poll {
  const { teams } = season;
  // The ballots' candidates are the head of the consensus order.
  const consensus = consensusOrder(teams, inputs.belief);
  const candidateCount = Math.min(BALLOT_CANDIDATES, consensus.length);
  const candidates = consensus.slice(0, candidateCount).map((t) => teams[t].name);
  const candidateBelief = Float64Array.from(candidates, (_, place) => inputs.belief[consensus[place]]);
  const { points, firstPlaceVotes } = countBallots(candidates, candidateBelief, inputs.voterSeed, rng);
  // By points, then consensus order: the candidates sorted, then every other team (none has a vote) in consensus order.
  const order = consensus.map((_, place) => place);
  const head = order.slice(0, candidateCount).sort((a, b) => points[b] - points[a] || a - b);
  const count: Count = { consensus, candidateCount, points, firstPlaceVotes };
  const entries = head
    .concat(order.slice(candidateCount))
    .map((place, i) => entryOf(season, inputs, count, place, i + 1));
  return { week: inputs.week, final: inputs.final, voterSeed: inputs.voterSeed, entries };
}

/** The entry of the team at `place` of the consensus, ranked `rank`. */
function entryOf(season: PollSeason, inputs: PollInputs, count: Count, place: number, rank: number): PollEntry {
  const t = count.consensus[place];
  const previousRank = inputs.previousRank[t];
  const candidate = place < count.candidateCount;
  return {
    team: season.teams[t].name,
    rank,
    previousRank,
    movement: previousRank === null ? 0 : previousRank - rank,
    pollScore: candidate && count.points[place] > 0 ? count.points[place] : null,
    firstPlaceVotes: candidate ? count.firstPlaceVotes[place] : 0,
    strengthOfRecord: season.strengthOfRecord(t),
    record: { wins: season.wins[t], losses: season.losses[t] },
    resumeScore: inputs.belief[t],
  };
}

/**
 * The preseason poll (week 0): roster strength, program prestige and last season's finish, seen through voters' noise.
 * realOrder: a real poll's teams, first to last (realPolls.ts), that head this one in that order (the teams of the
 * league among them); the voters' beliefs keep their spread, handed out in that order.
 */
export function preseasonPoll(teams: readonly PollTeam[], rng: Rng, realOrder: readonly string[] = []): Poll {
  const season = new PollSeason(teams);
  const consensusRng = rng.fork('preseason consensus');
  const belief = new Float64Array(teams.length);
  // Noise drawn team by team in the beliefs' order.
  for (const [team, b] of preseasonBeliefs(teams))
    belief[season.teamIndex(team)] = b + consensusRng.normal(0, PRESEASON_NOISE_SD);
  const real = realOrder.map((team) => season.teamIndex(team)).filter((t, i, all) => t >= 0 && all.indexOf(t) === i);
  if (real.length > 0) putInOrder(belief, real, consensusOrder(teams, belief));
  const voterSeed = rng.int(0, 0x7fffffff);
  const counted = tabulate(
    season,
    { week: 0, final: false, voterSeed, belief, previousRank: teams.map(() => null) },
    rng.fork('ballots'),
  );
  const poll =
    real.length > 0
      ? ranked(
          counted,
          real.map((t) => teams[t].name),
        )
      : counted;
  season.keepFor(poll, []);
  return poll;
}

/** The beliefs rearranged so that the `first` teams hold the highest ones in that order, the rest theirs in `order`. */
function putInOrder(belief: Float64Array, first: readonly number[], order: readonly number[]): void {
  const values = order.map((t) => belief[t]);
  const isFirst = new Set(first);
  [...first, ...order.filter((t) => !isFirst.has(t))].forEach((t, place) => {
    belief[t] = values[place];
  });
}

/**
 * The poll with the `first` teams on top in that order (ballots can swap teams a few hundredths of a belief apart):
 * the ballots' points and first-place votes stay with the places, highest first.
 */
function ranked(poll: Poll, first: readonly string[]): Poll {
  const place = new Map(first.map((team, i) => [team, i]));
  const order = [...poll.entries].sort(
    (a, b) => (place.get(a.team) ?? first.length) - (place.get(b.team) ?? first.length) || a.rank - b.rank,
  );
  const points = poll.entries.map((e) => e.pollScore).sort((a, b) => (b ?? -1) - (a ?? -1));
  const firsts = poll.entries.map((e) => e.firstPlaceVotes).sort((a, b) => b - a);
  return {
    ...poll,
    entries: order.map((e, i) => ({ ...e, rank: i + 1, pollScore: points[i], firstPlaceVotes: firsts[i] })),
  };
}

/** Last poll's beliefs and ranks by team index; a team new to the poll starts where the preseason would put it. */
function startingBeliefs(prev: Poll, season: PollSeason): { belief: Float64Array; previousRank: (number | null)[] } {
  const { teams } = season;
  const belief = new Float64Array(teams.length);
  const known = new Uint8Array(teams.length);
  const previousRank: (number | null)[] = teams.map(() => null);
  for (const entry of prev.entries) {
    const t = season.teamIndex(entry.team);
    if (t < 0) continue;
    previousRank[t] = entry.rank ?? null;
    const resume = entry.resumeScore as number | null | undefined;
    known[t] = resume === null || resume === undefined ? 0 : 1;
    if (known[t]) belief[t] = resume!;
  }
  let fresh: Map<string, number> | undefined;
  for (let t = 0; t < teams.length; t++) {
    if (known[t]) continue;
    fresh ??= preseasonBeliefs(teams, strengthScale(teams));
    belief[t] = fresh.get(teams[t].name)!;
  }
  return { belief, previousRank };
}

/**
 * The poll after `week`: last poll's beliefs moved by the results of the weeks since (games holds
 * every game played so far). In the final poll (after the title game) the national champion is #1.
 */
export function weeklyPoll(
  prev: Poll,
  teams: readonly PollTeam[],
  games: readonly PlayedGame[],
  week: number,
  isFinal: boolean,
  champion: string | null | undefined,
  rng: Rng,
): Poll {
  // The season as the last poll left it, when it can be continued (the same games so far); else read anew.
  const season = PollSeason.continuing(prev, teams, games);
  const { belief, previousRank } = startingBeliefs(prev, season);
  const added = addGames(season, games, week);
  applyResults(belief, season, added, prev.week);
  holdWinningNumberOne(prev.entries.length > 0 ? season.teamIndex(prev.entries[0].team) : -1, prev.week, belief, added);
  const championIndex = isFinal && champion ? season.teamIndex(champion) : -1;
  if (championIndex >= 0) leadOver(championIndex, belief, CHAMPION_FINAL_LEAD);
  const poll = tabulate(season, { week, final: isFinal, voterSeed: prev.voterSeed, belief, previousRank }, rng);
  season.week = week;
  season.keepFor(poll, games);
  return poll;
}

/** Team names in rank order. */
export function pollRanking(poll: Poll): string[] {
  return poll.entries.map((e) => e.team);
}
