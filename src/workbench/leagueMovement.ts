// How much the league moves over whole dynasties: distinct champions and playoff teams, dynasties in
// which one program wins more than three titles, programs rising from outside the preseason top 40 to the final
// top 15 in a season (real seasons: 1-4, e.g. Indiana, Arizona State, SMU and Army in 2024), and coaching changes;
// beside the real figures and goals of ./realMovement.ts.
import { formatTable } from '../shared/textTable.js';
import type { DynastyRun } from './dynastyRun.js';
import { mean, round } from '../core/stats/math.js';
import {
  BLUE_BLOODS,
  blueBloodShareBand,
  MOVEMENT_GOALS,
  PORTAL_ERA_FROM,
  REAL_BESIDE_GOALS,
  REAL_CARRY_OVER,
  REAL_MOVEMENT,
  realBlueBloodShare,
  realTitles,
  realWinPctCarryOver,
} from './realMovement.js';

export interface DynastyMovement {
  seed: number;
  seasons: number;
  distinctChampions: number;
  distinctPlayoffTeams: number;
  /** Most titles one program won, and which. */
  mostTitles: { team: string; titles: number };
  risers: number[];
  /** Programs in each season's playoff field that were not in the season before's (from the second season). */
  newToField: number[];
  /** Preseason top-25 teams still in the final top 25, by season. */
  preseasonTop25Kept: number[];
  coachingChanges: number[];
  /** Share of programs winning four or more games more (fewer) than the season before, over the dynasty. */
  gainFourWins: number;
  loseFourWins: number;
}

export interface LeagueMovement {
  dynasties: DynastyMovement[];
  /** Averages over the dynasties. */
  distinctChampions: number;
  distinctPlayoffTeams: number;
  /** Share of dynasties in which a program won more than 3 titles. */
  dominantDynastyShare: number;
  risersPerSeason: number;
  /** Share of seasons with 1-4 risers. */
  seasonsInRealRiserRange: number;
  /** The most titles any program won in any one dynasty, and the mean over the dynasties of each one's most. */
  mostTitlesInAnyDynasty: number;
  mostTitles: number;
  /** Programs new to the playoff field a season, and the share of seasons with 2-5 (fields of 12 only; null without). */
  newToFieldPerSeason: number | null;
  seasonsInNewToFieldRange: number | null;
  coachingChangesPerSeason: number;
  /** Preseason top-25 teams still in the final top 25, a season (real: 13-16). */
  preseasonTop25Kept: number;
  /**
   * The same in the first season (which opens with the start year's real poll where one is on file) and in later ones
   * (the voters' model): the same real poll keeping more than reality did points at the seasons, not the poll.
   */
  preseasonTop25KeptFirst: number;
  preseasonTop25KeptLater: number | null;
  /** Share of team-seasons with four or more wins more (fewer) than the year before (real: about 10% and 9%). */
  gainFourWins: number;
  loseFourWins: number;
  /** Correlation of a program's team rating with its rating the season before: how much strength carries over. */
  ratingCarryOver: number;
  /** The same for its winning percentage: how much results carry over. */
  winPctCarryOver: number;
  /** What real FBS carried over in these seasons' eras (realWinPctCarryOver over the runs' seasons). */
  realWinPctCarryOver: number;
  /** Share of the titles won by the ten blue bloods (BLUE_BLOODS). */
  blueBloodTitleShare: number;
  /** Their real share over the seasons the dynasties cover (realBlueBloodShare), and the band judged. */
  realBlueBloodTitleShare: { share: number; titles: number; from: number };
  blueBloodTitleShareBand: [number, number];
  /** Teams with ten wins or more, and winless teams, a season. */
  tenWinTeamsPerSeason: number;
  winlessPerSeason: number;
  /** Share of playoff teams rated in their season's top 12: how much the field is strength rather than results. */
  fieldInTopTwelve: number;
}

/** A season's risers: outside the preseason top 40 (or unranked), inside the final top 15. */
export function risersOf(
  preseason: ReadonlyMap<string, number>,
  finalRanks: readonly { team: string; finalRank: number }[],
): string[] {
  return finalRanks
    .filter((t) => t.finalRank >= 1 && t.finalRank <= 15 && (preseason.get(t.team) ?? 999) > 40)
    .map((t) => t.team);
}

/** Programs in each season's playoff field that were not in the previous season's, from the second season. */
export function newToField(seasons: readonly { playoffTeams: readonly string[] }[]): number[] {
  const counts: number[] = [];
  for (let i = 1; i < seasons.length; i++) {
    const before = new Set(seasons[i - 1].playoffTeams);
    counts.push(seasons[i].playoffTeams.filter((t) => !before.has(t)).length);
  }
  return counts;
}

/** How many of the preseason top 25 are in the final top 25. */
export function preseasonTop25Kept(
  preseason: ReadonlyMap<string, number>,
  finalRanks: readonly { team: string; finalRank: number }[],
): number {
  return finalRanks.filter((t) => t.finalRank >= 1 && t.finalRank <= 25 && (preseason.get(t.team) ?? 999) <= 25).length;
}

/** Wins this season minus the season before, for every program that played both. */
export function winChanges(seasons: readonly { teams: readonly { team: string; wins: number }[] }[]): number[] {
  const changes: number[] = [];
  for (let i = 1; i < seasons.length; i++) {
    const before = new Map(seasons[i - 1].teams.map((t) => [t.team, t.wins]));
    for (const t of seasons[i].teams) {
      const was = before.get(t.team);
      if (was !== undefined) changes.push(t.wins - was);
    }
  }
  return changes;
}

/** Each program's value in a season beside the season before's, for every program that played both. */
function carriedOver<T extends { team: string }>(
  seasons: readonly { teams: readonly T[] }[],
  value: (t: T) => number,
): { before: number[]; after: number[] } {
  const before: number[] = [];
  const after: number[] = [];
  for (let i = 1; i < seasons.length; i++) {
    const was = new Map(seasons[i - 1].teams.map((t) => [t.team, value(t)]));
    for (const t of seasons[i].teams) {
      const r = was.get(t.team);
      if (r !== undefined) {
        before.push(r);
        after.push(value(t));
      }
    }
  }
  return { before, after };
}

/** Each program's team rating beside the season before's (their Pearson correlation is the report's carry-over). */
export function ratingCarryOver(seasons: readonly { teams: readonly { team: string; rating: number }[] }[]): {
  before: number[];
  after: number[];
} {
  return carriedOver(seasons, (t) => t.rating);
}

/** Each program's winning percentage beside the season before's. */
export function winPctCarryOver(
  seasons: readonly { teams: readonly { team: string; wins: number; losses: number }[] }[],
): { before: number[]; after: number[] } {
  return carriedOver(seasons, (t) => t.wins / Math.max(1, t.wins + t.losses));
}

function correlation(xs: readonly number[], ys: readonly number[]): number {
  const mx = mean(xs);
  const my = mean(ys);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  xs.forEach((x, i) => {
    sxy += (x - mx) * (ys[i] - my);
    sxx += (x - mx) ** 2;
    syy += (ys[i] - my) ** 2;
  });
  return sxx === 0 || syy === 0 ? 0 : sxy / Math.sqrt(sxx * syy);
}

/** Playoff teams whose team rating is among the season's 12 best (ties count for the team). */
export function fieldInTopTwelve(season: {
  teams: readonly { team: string; rating: number }[];
  playoffTeams: readonly string[];
}): number {
  const ratings = season.teams.map((t) => t.rating).sort((a, b) => b - a);
  const twelfth = ratings[Math.min(11, ratings.length - 1)] ?? 0;
  const rating = new Map(season.teams.map((t) => [t.team, t.rating]));
  return season.playoffTeams.filter((t) => (rating.get(t) ?? -Infinity) >= twelfth).length;
}

function swings(changes: readonly number[]): { gainFourWins: number; loseFourWins: number } {
  return {
    gainFourWins: round(mean(changes.map((c) => (c >= 4 ? 1 : 0))), 3),
    loseFourWins: round(mean(changes.map((c) => (c <= -4 ? 1 : 0))), 3),
  };
}

export function leagueMovement(runs: readonly DynastyRun[]): LeagueMovement {
  const dynasties = runs.map((run): DynastyMovement => {
    const titles = new Map<string, number>();
    for (const s of run.seasons) if (s.champion) titles.set(s.champion.team, (titles.get(s.champion.team) ?? 0) + 1);
    const top = [...titles].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0] ?? ['', 0];
    return {
      seed: run.seed,
      seasons: run.seasons.length,
      distinctChampions: titles.size,
      distinctPlayoffTeams: new Set(run.seasons.flatMap((s) => s.playoffTeams)).size,
      mostTitles: { team: top[0], titles: top[1] },
      risers: run.seasons.map((s) => risersOf(new Map(Object.entries(s.preseasonRanks)), s.teams).length),
      newToField: newToField(run.seasons),
      preseasonTop25Kept: run.seasons.map((s) =>
        preseasonTop25Kept(new Map(Object.entries(s.preseasonRanks)), s.teams),
      ),
      coachingChanges: run.seasons.map((s) => s.coachingChanges),
      ...swings(winChanges(run.seasons)),
    };
  });
  const risers = dynasties.flatMap((d) => d.risers);
  // The goal's 2-5 is for 12-team fields: seasons whose field and the one before both had 12.
  const twelve = runs
    .flatMap((run) => run.seasons.slice(1).map((s, i) => ({ s, before: run.seasons[i] })))
    .filter(({ s, before }) => s.playoffTeams.length === 12 && before.playoffTeams.length === 12)
    .map(({ s, before }) => newToField([before, s])[0]);
  const [low, high] = MOVEMENT_GOALS.newToField;
  const allSwings = swings(runs.flatMap((run) => winChanges(run.seasons)));
  const carried = runs.map((run) => ratingCarryOver(run.seasons));
  const results = runs.map((run) => winPctCarryOver(run.seasons));
  const allSeasons = runs.flatMap((run) => run.seasons);
  const titles = allSeasons.flatMap((s) => (s.champion ? [s.champion.team] : []));
  const perSeason = (count: (t: { wins: number }) => boolean) =>
    allSeasons.length === 0 ? 0 : allSeasons.reduce((n, s) => n + s.teams.filter(count).length, 0) / allSeasons.length;
  const fields = runs.flatMap((run) => run.seasons).filter((s) => s.playoffTeams.length > 0);
  return {
    dynasties,
    distinctChampions: round(mean(dynasties.map((d) => d.distinctChampions)), 2),
    distinctPlayoffTeams: round(mean(dynasties.map((d) => d.distinctPlayoffTeams)), 2),
    dominantDynastyShare: round(mean(dynasties.map((d) => (d.mostTitles.titles > 3 ? 1 : 0))), 2),
    risersPerSeason: round(mean(risers), 2),
    seasonsInRealRiserRange: round(
      mean(risers.map((r) => (r >= REAL_MOVEMENT.risersPerSeason[0] && r <= REAL_MOVEMENT.risersPerSeason[1] ? 1 : 0))),
      2,
    ),
    mostTitlesInAnyDynasty: Math.max(0, ...dynasties.map((d) => d.mostTitles.titles)),
    mostTitles: round(mean(dynasties.map((d) => d.mostTitles.titles)), 2),
    newToFieldPerSeason: twelve.length === 0 ? null : round(mean(twelve), 2),
    seasonsInNewToFieldRange:
      twelve.length === 0 ? null : round(mean(twelve.map((n) => (n >= low && n <= high ? 1 : 0))), 2),
    coachingChangesPerSeason: round(mean(dynasties.flatMap((d) => d.coachingChanges)), 2),
    preseasonTop25Kept: round(mean(dynasties.flatMap((d) => d.preseasonTop25Kept)), 1),
    preseasonTop25KeptFirst: round(mean(dynasties.flatMap((d) => d.preseasonTop25Kept.slice(0, 1))), 1),
    preseasonTop25KeptLater: dynasties.some((d) => d.seasons > 1)
      ? round(mean(dynasties.flatMap((d) => d.preseasonTop25Kept.slice(1))), 1)
      : null,
    gainFourWins: round(allSwings.gainFourWins, 3),
    loseFourWins: round(allSwings.loseFourWins, 3),
    ratingCarryOver: round(
      correlation(
        carried.flatMap((c) => c.before),
        carried.flatMap((c) => c.after),
      ),
      3,
    ),
    winPctCarryOver: round(
      correlation(
        results.flatMap((c) => c.before),
        results.flatMap((c) => c.after),
      ),
      3,
    ),
    realWinPctCarryOver: round(mean(runs.map((run) => realWinPctCarryOver(run.seasons.map((s) => s.year)))), 3),
    blueBloodTitleShare: round(titles.filter((t) => BLUE_BLOODS.includes(t)).length / Math.max(1, titles.length), 3),
    realBlueBloodTitleShare: (() => {
      const real = realBlueBloodShare(runs[0]?.startYear ?? 2024, runs[0]?.seasons.length ?? 12);
      return { ...real, share: round(real.share, 3) };
    })(),
    blueBloodTitleShareBand: blueBloodShareBand(runs[0]?.startYear ?? 2024, runs[0]?.seasons.length ?? 12),
    tenWinTeamsPerSeason: round(
      perSeason((t) => t.wins >= 10),
      2,
    ),
    winlessPerSeason: round(
      perSeason((t) => t.wins === 0),
      2,
    ),
    fieldInTopTwelve: round(
      fields.reduce((n, s) => n + fieldInTopTwelve(s), 0)
        / Math.max(
          1,
          fields.reduce((n, s) => n + s.playoffTeams.length, 0),
        ),
      3,
    ),
  };
}

const pct = (share: number) => `${Math.round(1000 * share) / 10}%`;

export function formatLeagueMovement(m: LeagueMovement): string {
  const rows = m.dynasties.map((d) => [
    d.seed,
    d.seasons,
    d.distinctChampions,
    d.distinctPlayoffTeams,
    `${d.mostTitles.team} ${d.mostTitles.titles}`,
    d.risers.join(' '),
    round(mean(d.coachingChanges), 1),
    `${pct(d.gainFourWins)} / ${pct(d.loseFourWins)}`,
  ]);
  return [
    'League movement',
    formatTable(
      [
        'Seed',
        'Seasons',
        'Champions',
        'Playoff teams',
        'Most titles',
        'Risers by season',
        'Coach changes',
        '+4 / -4 wins',
      ],
      rows,
      ['Seed', 'Seasons', 'Champions', 'Playoff teams', 'Coach changes'],
    ),
    `Distinct champions per dynasty: ${m.distinctChampions}; distinct playoff teams: ${m.distinctPlayoffTeams}.`,
    `Dynasties where one program won more than 3 titles: ${Math.round(100 * m.dominantDynastyShare)}%; `
      + `the most by one program in a dynasty: ${m.mostTitlesInAnyDynasty}, ${m.mostTitles} on average (goal: ${MOVEMENT_GOALS.mostTitles.join('-')}; real: one program won `
      + `5 or more in ${REAL_BESIDE_GOALS.windowsWithFiveTitles.join(' of ')} twelve-season windows of 2004-2024).`,
    ...(m.newToFieldPerSeason === null
      ? []
      : [
          `Programs new to the 12-team playoff field: ${m.newToFieldPerSeason} a season; `
            + `${Math.round(100 * (m.seasonsInNewToFieldRange ?? 0))}% of seasons in the goal's ${MOVEMENT_GOALS.newToField.join('-')} `
            + `(real: ${REAL_BESIDE_GOALS.newToField2025} in 2025, the one 12-team field after another; the 4-team fields of 2014-2023 `
            + `changed ${pct(REAL_BESIDE_GOALS.newToFieldFourTeamShare)} a season, ${round(12 * REAL_BESIDE_GOALS.newToFieldFourTeamShare, 1)} of 12 at that rate).`,
        ]),
    `Risers (outside the preseason top 40 to the final top 15): ${m.risersPerSeason} a season; `
      + `${Math.round(100 * m.seasonsInRealRiserRange)}% of seasons in the real range ${REAL_MOVEMENT.risersPerSeason.join('-')}.`,
    `Preseason top 25 still in the final top 25: ${m.preseasonTop25Kept} a season (real: ${REAL_MOVEMENT.preseasonTop25Kept.join('-')}); `
      + `the first season ${m.preseasonTop25KeptFirst}`
      + (m.preseasonTop25KeptLater === null ? '.' : `, later seasons ${m.preseasonTop25KeptLater}.`),
    `Coaching changes: ${m.coachingChangesPerSeason} a season (real: about ${REAL_MOVEMENT.coachingChangesPerSeason.join('-')}).`,
    `Programs winning 4+ more games than the year before: ${pct(m.gainFourWins)}; 4+ fewer: ${pct(m.loseFourWins)} `
      + `(real: about ${pct(REAL_MOVEMENT.gainFourWins)} and ${pct(REAL_MOVEMENT.loseFourWins)}).`,
    `Team ratings carried over: ${m.ratingCarryOver} correlation with the season before; `
      + `${pct(m.fieldInTopTwelve)} of playoff teams rated in their season's top 12.`,
    `Winning percentage carried over: ${m.winPctCarryOver} correlation with the season before (real FBS in these seasons' eras: `
      + `${m.realWinPctCarryOver}; ${REAL_CARRY_OVER.winPctCarryOver} over 2004-2024, ${REAL_CARRY_OVER.winPctCarryOverFrom2021} from ${PORTAL_ERA_FROM}).`,
    `Titles won by the ten blue bloods (${BLUE_BLOODS.join(', ')}): ${pct(m.blueBloodTitleShare)} `
      + `(real: ${realTitles(m.realBlueBloodTitleShare)}).`,
    `Teams with 10+ wins: ${m.tenWinTeamsPerSeason} a season (real: ${REAL_CARRY_OVER.tenWinTeamsPerSeason}, `
      + `${REAL_CARRY_OVER.tenWinTeams.join('-')} in 2017-2025); `
      + `winless teams: ${m.winlessPerSeason} a season (real: about ${REAL_CARRY_OVER.winlessPerSeason}).`,
  ].join('\n');
}
