// The AP Top 25: a preseason poll from roster strength and brand, then a weekly poll that starts from
// last week's consensus and reacts to the week's results the way voters do.

import type { Rng } from '../random.js';
import type { PlayedGame } from '../season/results.js';
import { consensusOrder, countBallots } from './ballots.js';
import { strengthScale, top25Strength } from './strength.js';
import { recordsOf } from './strengthOfRecord.js';
import { BALLOT_CANDIDATES, BALLOT_LENGTH, CHAMPION_FINAL_LEAD, PRESEASON_NOISE_SD } from './tuning.js';
import type { Poll, PollEntry, PollTeam } from './types.js';
import { applyResults, holdWinningNumberOne, leadOver, preseasonBeliefs } from './voterBeliefs.js';

interface PollInputs {
  week: number;
  final: boolean;
  voterSeed: number;
  beliefs: Map<string, number>;
  /** Last poll's entries by team (its ranks). */
  previous: ReadonlyMap<string, PollEntry>;
  games: readonly PlayedGame[];
  teams: readonly PollTeam[];
  /** strengthScale(teams), when the caller has it. */
  strength?: ReadonlyMap<string, number>;
}

/** Counts the ballots and lays out every team's entry in rank order. */
function tabulate(inputs: PollInputs, rng: Rng): Poll {
  // Teams are worked with by their place in the consensus order; the ballots' candidates are its head.
  const consensus = consensusOrder(inputs.beliefs);
  const beliefOf = new Float64Array(consensus.length);
  const placeOf = new Map<string, number>();
  for (let i = 0; i < consensus.length; i++) {
    beliefOf[i] = inputs.beliefs.get(consensus[i])!;
    placeOf.set(consensus[i], i);
  }
  const candidateCount = Math.min(BALLOT_CANDIDATES, consensus.length);
  const { points, firstPlaceVotes } = countBallots(
    consensus.slice(0, candidateCount), beliefOf.subarray(0, candidateCount), inputs.voterSeed, rng,
  );
  // By points, then consensus order: the candidates sorted, then every other team (none has a vote) in consensus order.
  const order: number[] = [];
  for (let i = 0; i < candidateCount; i++) order.push(i);
  order.sort((a, b) => points[b] - points[a] || a - b);
  for (let i = candidateCount; i < consensus.length; i++) order.push(i);
  const strength = inputs.strength ?? strengthScale(inputs.teams);
  const records = recordsOf(consensus, placeOf, inputs.games, strength, top25Strength(strength));
  const entries: PollEntry[] = order.map((place, i) => {
    const team = consensus[place];
    const rank = i + 1;
    const previousRank = inputs.previous.get(team)?.rank ?? null;
    return {
      team,
      rank,
      previousRank,
      movement: previousRank === null ? 0 : previousRank - rank,
      pollScore: place < candidateCount && points[place] > 0 ? points[place] : null,
      firstPlaceVotes: place < candidateCount ? firstPlaceVotes[place] : 0,
      strengthOfRecord: records.strengthOfRecord[place],
      record: { wins: records.wins[place], losses: records.losses[place] },
      resumeScore: beliefOf[place],
    };
  });
  return { week: inputs.week, final: inputs.final, voterSeed: inputs.voterSeed, entries };
}

/** The preseason poll (week 0): roster strength and program prestige, seen through voters' noise. */
export function preseasonPoll(teams: readonly PollTeam[], rng: Rng): Poll {
  const consensusRng = rng.fork('preseason consensus');
  const beliefs = new Map([...preseasonBeliefs(teams)].map(([team, b]) => [team, b + consensusRng.normal(0, PRESEASON_NOISE_SD)]));
  const voterSeed = rng.int(0, 0x7fffffff);
  return tabulate(
    { week: 0, final: false, voterSeed, beliefs, previous: new Map(), games: [], teams },
    rng.fork('ballots'),
  );
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
  const strength = strengthScale(teams);
  const previous = new Map(prev.entries.map((e) => [e.team, e]));
  // A team new to the poll starts where the preseason would put it (worked out only when there is one).
  let fresh: Map<string, number> | undefined;
  const beliefs = new Map(teams.map((t) => [t.name, previous.get(t.name)?.resumeScore ?? (fresh ??= preseasonBeliefs(teams, strength)).get(t.name)!]));
  // The games up to this week (all that any step reads).
  const played = games.filter((g) => g.week <= week);
  applyResults(beliefs, played, prev.week, week, strength);
  holdWinningNumberOne(prev, beliefs, played, week);
  if (isFinal && champion && beliefs.has(champion)) leadOver(champion, beliefs, CHAMPION_FINAL_LEAD);
  return tabulate({ week, final: isFinal, voterSeed: prev.voterSeed, beliefs, previous, games: played, teams, strength }, rng);
}

/** Team names in rank order. */
export function pollRanking(poll: Poll): string[] {
  return poll.entries.map((e) => e.team);
}

/** The AP Top 25 as shown. */
export function apTop25(poll: Poll): PollEntry[] {
  return poll.entries.slice(0, BALLOT_LENGTH);
}
