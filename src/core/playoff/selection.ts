// Choosing and seeding the playoff field from a ranking and the conference champions.

import type { PlayoffSettings } from '../data/types.js';
import { PLAYOFF_SIZES } from '../league/types.js';
import { playoffByes } from '../league/validate.js';
import type { ConferenceChampionInput, PlayoffEntry, PlayoffField } from './types.js';

/** Bracket sizes the game knows (2, 4, 8, 12, 16 or 24; an unknown size means the default 4). */
export function playoffSize(teams: number): number {
  return (PLAYOFF_SIZES as readonly number[]).includes(teams) ? teams : 4;
}

/** Rounds on campus: as set, else the real rule (only the 12-team first round). */
export function onCampusRounds(settings: PlayoffSettings, size: number): number {
  return settings.onCampusRounds ?? (size === 12 ? 1 : 0);
}

/**
 * The field: the `autobids` highest-ranked conference champions, then the best-ranked other teams.
 * Seeding is by ranking, except that with confChampTop4 (the 2024 rule) the highest-ranked champions in the
 * field take the seeds with byes (1-4 of 12, 1-8 of 24).
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
  const championsByRank = champions
    .slice()
    .sort((a, b) => rankOf(a.team) - rankOf(b.team) || (a.conference < b.conference ? -1 : 1));

  const autobidCount = Math.max(0, Math.min(settings.autobids, size, championsByRank.length));
  const autobids = new Set(championsByRank.slice(0, autobidCount).map((c) => c.team));
  const atLarge = ranking.filter((team) => !autobids.has(team)).slice(0, size - autobids.size);
  const field = [...autobids, ...atLarge].sort((a, b) => rankOf(a) - rankOf(b) || (a < b ? -1 : 1));

  let seeded = field;
  if (playoffByes(size) > 0 && settings.confChampTop4) {
    const topChampions = field.filter((team) => championOf.has(team)).slice(0, playoffByes(size));
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
export function bubbleTeams(
  field: PlayoffField,
  ranking: readonly string[],
  n: number,
): { team: string; ranking: number }[] {
  const inField = new Set(field.entries.map((e) => e.team));
  return ranking
    .map((team, i) => ({ team, ranking: i + 1 }))
    .filter((t) => !inField.has(t.team))
    .slice(0, Math.max(0, n));
}
