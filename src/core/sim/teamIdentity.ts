// How much teams differ within a season (shared/reference/fbs-eras.md section 1): the spread of teams' pass
// attempts and points a game, the fewest and most passes, and what option and air raid offenses throw.

import type { OffensiveScheme } from '../coaches/types.js';
import { eraSeason } from './eras.js';
import { kickoffClockSnaps } from './rules.js';
import type { GameResult } from './types.js';
import { mean, sd } from '../stats/math.js';

export type IdentityFigure =
  | 'teamPassAttemptsSd'
  | 'fewestPassAttempts'
  | 'mostPassAttempts'
  | 'teamPointsSd'
  | 'optionPassAttempts'
  | 'airRaidPassAttempts';

export interface IdentityTarget {
  target: number;
  tolerance: number;
  real: string;
}

/** One season's games with each program's offensive scheme. */
export interface IdentitySeason {
  results: readonly GameResult[];
  schemes: Readonly<Record<string, OffensiveScheme>>;
}

/** From this season the air raids are held to the season's most passes (identityTargets). */
const AIR_RAID_FADED = 2023;

/**
 * The season's targets: the era table's SDs and extremes where it has them; option offenses throwing 5-15 passes a
 * game and air raids 45-60 (the reading of the reference's 5-12 and 50-64); 2004-2006, without an SD of
 * team points, take 7 (the middle of 6-8). From 2023 no team threw 50 a game (the most: 44 in 2023, 46 in 2024), so the
 * air raids, the teams that throw most, are held to the season's most.
 */
export function identityTargets(year: number): Record<IdentityFigure, IdentityTarget> {
  const e = eraSeason(year);
  const of = `${e.source}`;
  const snaps = kickoffClockSnaps(year);
  return {
    teamPassAttemptsSd: { target: e.teamPassAttemptsSd, tolerance: 1, real: `${e.teamPassAttemptsSd} (${of})` },
    fewestPassAttempts: { target: e.fewestPassAttempts, tolerance: 4, real: `${e.fewestPassAttempts} (${of})` },
    mostPassAttempts: { target: e.mostPassAttempts, tolerance: 7, real: `${e.mostPassAttempts} (${of})` },
    teamPointsSd:
      e.teamPointsSd === null
        ? { target: 7, tolerance: 1, real: '6-8' }
        : { target: e.teamPointsSd, tolerance: 1, real: `${e.teamPointsSd} (${of})` },
    optionPassAttempts: { target: 10, tolerance: 5, real: '5-15' },
    airRaidPassAttempts:
      year >= AIR_RAID_FADED
        ? { target: e.mostPassAttempts, tolerance: 7, real: `the most, ${e.mostPassAttempts} (${of})` }
        : // 2006's kick-off clock took a tenth of the snaps, and so of the passes (snaps is 1 in every other season).
          {
            target: 52.5 / snaps,
            tolerance: 7.5 / snaps,
            real: snaps === 1 ? '45-60' : `45-60 over ${snaps.toFixed(2)} fewer snaps`,
          },
  };
}

interface TeamSeason {
  games: number;
  passAttempts: number;
  points: number;
}

/** Each team's season totals, for the teams in `schemes` (FBS programs; an FCS opponent's games are not its own). */
function teamSeasons(season: IdentitySeason): Map<string, TeamSeason> {
  const teams = new Map<string, TeamSeason>();
  for (const r of season.results) {
    for (const [name, stats] of [
      [r.home, r.teamStats.home],
      [r.away, r.teamStats.away],
    ] as const) {
      if (!(name in season.schemes)) continue;
      const t = teams.get(name) ?? { games: 0, passAttempts: 0, points: 0 };
      t.games += 1;
      t.passAttempts += stats.passAttempts;
      t.points += stats.points;
      teams.set(name, t);
    }
  }
  return teams;
}

/** The figures, each the mean over the seasons of that season's figure. */
export function summarizeIdentity(seasons: readonly IdentitySeason[]): Record<IdentityFigure, number> {
  const per = seasons.map((season) => {
    const teams = [...teamSeasons(season).entries()].filter(([, t]) => t.games > 0);
    const attempts = teams.map(([, t]) => t.passAttempts / t.games);
    const bySchemes = (scheme: OffensiveScheme) =>
      teams.filter(([name]) => season.schemes[name] === scheme).map(([, t]) => t.passAttempts / t.games);
    return {
      teamPassAttemptsSd: sd(attempts),
      fewestPassAttempts: attempts.length === 0 ? 0 : Math.min(...attempts),
      mostPassAttempts: attempts.length === 0 ? 0 : Math.max(...attempts),
      teamPointsSd: sd(teams.map(([, t]) => t.points / t.games)),
      option: bySchemes('option'),
      airRaid: bySchemes('air_raid'),
    };
  });
  return {
    teamPassAttemptsSd: mean(per.map((p) => p.teamPassAttemptsSd)),
    fewestPassAttempts: mean(per.map((p) => p.fewestPassAttempts)),
    mostPassAttempts: mean(per.map((p) => p.mostPassAttempts)),
    teamPointsSd: mean(per.map((p) => p.teamPointsSd)),
    optionPassAttempts: mean(per.flatMap((p) => p.option)),
    airRaidPassAttempts: mean(per.flatMap((p) => p.airRaid)),
  };
}
