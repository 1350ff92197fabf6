// A conference's matchups for one season: a full or partial round robin in which every member plays the
// conference's number of games, division rivals first (all of them when the slate has room, as in the
// divisional eras), then cross-division games, and every in-conference rivalry.

import type { SeasonConference } from '../data/types.js';
import type { Rng } from '../random.js';
import { buildPairings } from './pairingGraph.js';
import { conferenceGameTarget, conferenceHasShortTeam, conferenceMembers, type SeasonIndex } from './seasonIndex.js';

/** Division games are worth this much more than cross-division ones when the greedy fill picks pairs. */
const DIVISION_PAIR_WEIGHT = 4;

export interface ConferenceSlate {
  pairs: [number, number][];
  /** Member playing one game fewer when members x games is odd, else null. */
  shortTeam: number | null;
}

/**
 * locked = pairs that must be played (in-conference rivalries, games fixed by the player);
 * avoidShort = teams that should not be the one playing a game fewer (their limits were shown to a player).
 */
export function buildConferenceSlate(
  index: SeasonIndex,
  conf: SeasonConference,
  locked: readonly (readonly [number, number])[],
  avoidShort: ReadonlySet<number>,
  rng: Rng,
): ConferenceSlate | null {
  const members = conferenceMembers(index, conf);
  const size = members.length;
  const local = new Map(members.map((team, i) => [team, i]));
  const games = conferenceGameTarget(conf, size);
  const target = new Array<number>(size).fill(games);
  const lockedLocal = locked.map(([a, b]) => [local.get(a)!, local.get(b)!] as const);

  let shortTeam: number | null = null;
  if (conferenceHasShortTeam(conf, size)) {
    const lockedCount = new Array<number>(size).fill(0);
    for (const [a, b] of lockedLocal) {
      lockedCount[a]++;
      lockedCount[b]++;
    }
    const roomy = members.map((_, i) => i).filter((i) => lockedCount[i] < games);
    const preferred = roomy.filter((i) => !avoidShort.has(members[i]));
    const pool = preferred.length > 0 ? preferred : roomy;
    if (pool.length === 0) return null;
    const pick = rng.pick(pool);
    target[pick]--;
    shortTeam = members[pick];
  }

  const allowed = new Uint8Array(size * size).fill(1);
  for (let i = 0; i < size; i++) allowed[i * size + i] = 0;
  const division = members.map((team) => index.division[team]);
  const divisionPairs: [number, number][] = [];
  for (let i = 0; i < size; i++) {
    for (let j = i + 1; j < size; j++) {
      if (division[i] !== null && division[i] === division[j]) divisionPairs.push([i, j]);
    }
  }

  const pairs = buildPairings(
    {
      size,
      target,
      allowed,
      locked: lockedLocal,
      preferred: rng.shuffle(divisionPairs),
      weight: (a, b) => (division[a] !== null && division[a] === division[b] ? DIVISION_PAIR_WEIGHT : 1),
    },
    rng,
  );
  if (!pairs) return null;
  return { pairs: pairs.map(([a, b]) => [members[a], members[b]]), shortTeam };
}
