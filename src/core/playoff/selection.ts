// Choosing and seeding the playoff field from a ranking and the conference champions.

import type { PlayoffSettings } from '../data/types.js';
import type { ConferenceChampionInput, PlayoffEntry, PlayoffField } from './types.js';

/** Bracket sizes the game knows (spec: 2, 4 or 12; an unknown size means the default 4). */
export function playoffSize(teams: number): 2 | 4 | 12 {
  if (teams === 2 || teams === 12) return teams;
  return 4;
}

/** Seeds with a first-round bye in the 12-team format. */
export const BYE_SEEDS = 4;

/**
 * The field: the `autobids` highest-ranked conference champions, then the best-ranked other teams.
 * Seeding is by ranking, except that with confChampTop4 (12 teams, the 2024 rule) the four
 * highest-ranked champions in the field take seeds 1-4 and the byes.
 */
export function selectPlayoff(
  settings: PlayoffSettings,
  ranking: readonly string[],
  champions: readonly ConferenceChampionInput[],
): PlayoffField {
  const size = playoffSize(settings.teams);
  const position = new Map(ranking.map((team, i) => [team, i + 1]));
  // Unranked teams (never expected: the ranking lists every team) sort after all ranked ones.
  const rankOf = (team: string): number => position.get(team) ?? ranking.length + 1;
  const championOf = new Map(champions.map((c) => [c.team, c.conference]));
  const championsByRank = champions.slice().sort((a, b) =>
    rankOf(a.team) - rankOf(b.team) || (a.conference < b.conference ? -1 : 1));

  const autobidCount = Math.max(0, Math.min(settings.autobids, size, championsByRank.length));
  const autobids = new Set(championsByRank.slice(0, autobidCount).map((c) => c.team));
  const atLarge = ranking.filter((team) => !autobids.has(team)).slice(0, size - autobids.size);
  const field = [...autobids, ...atLarge].sort((a, b) => rankOf(a) - rankOf(b) || (a < b ? -1 : 1));

  let seeded = field;
  if (size === 12 && settings.confChampTop4) {
    const topChampions = field.filter((team) => championOf.has(team)).slice(0, BYE_SEEDS);
    seeded = [...topChampions, ...field.filter((team) => !topChampions.includes(team))];
  }
  const entries: PlayoffEntry[] = seeded.map((team, i) => ({
    seed: i + 1,
    team,
    ranking: position.get(team) ?? 0,
    isAutobid: autobids.has(team),
    championOf: championOf.get(team) ?? null,
  }));
  return { settings, size, entries };
}

/** The best-ranked teams left out of the field: the bubble of a projection. */
export function bubbleTeams(field: PlayoffField, ranking: readonly string[], n: number): { team: string; ranking: number }[] {
  const inField = new Set(field.entries.map((e) => e.team));
  return ranking
    .map((team, i) => ({ team, ranking: i + 1 }))
    .filter((t) => !inField.has(t.team))
    .slice(0, Math.max(0, n));
}
