// A league-like set of matchups for calibrating and testing the engine: a whole league's talent
// spread played the way a real FBS season pairs teams (not two equal teams over and over).

import { drawCoach } from '../coaches/generate.js';
import { gamePlanFor } from '../coaches/gamePlan.js';
import { createIdSource, generateTeamRoster } from '../players/generate.js';
import { REFERENCE_PRESTIGE_SPREAD } from '../players/tuning.js';
import { createRng, type Rng } from '../random.js';
import { simulateGame } from './game.js';
import { LineupCache } from './lineup.js';
import { rulesForYear } from './rules.js';
import type { GameResult, GameTeam } from './types.js';

export interface SampleTeam {
  name: string;
  abbreviation: string;
  prestige: number;
}

export interface SampleGame {
  /** Indices into the sample's teams. */
  home: number;
  away: number;
  neutral: boolean;
}

/** Shape of the sampled season, after real FBS schedules. */
export const SAMPLE_SEASON = {
  conferenceSize: 13,
  conferenceGames: 8,
  nonConferenceGames: 4,
  /** In non-conference games the more prestigious program usually hosts (buy games, 2-for-1 deals). */
  strongerHostsShare: 0.72,
  /** Share of non-conference games at neutral sites (kickoff classics, bowls). */
  neutralShare: 0.1,
  /** Noise on prestige when sorting programs into conferences (conferences mix tiers a little). */
  conferenceSortNoise: 1.2,
} as const;

/** The league of the players' reference spread (130 teams over prestige 1-7). */
export function sampleTeams(): SampleTeam[] {
  const teams: SampleTeam[] = [];
  for (const [prestige, count] of Object.entries(REFERENCE_PRESTIGE_SPREAD)) {
    for (let i = 0; i < count; i++) {
      const n = teams.length;
      teams.push({ name: `Team ${n + 1}`, abbreviation: `T${n + 1}`, prestige: Number(prestige) });
    }
  }
  return teams;
}

/**
 * One season of games: conferences of programs of similar prestige playing 8 conference games each
 * (home and away at random), plus 4 non-conference games against anyone, hosted mostly by the
 * stronger program, some at neutral sites.
 */
export function leagueSeason(teams: readonly SampleTeam[], rng: Rng): SampleGame[] {
  const order = teams
    .map((t, i) => ({ i, key: t.prestige + SAMPLE_SEASON.conferenceSortNoise * rng.normal() }))
    .sort((a, b) => b.key - a.key)
    .map((x) => x.i);
  const games: SampleGame[] = [];
  const size = SAMPLE_SEASON.conferenceSize;
  for (let start = 0; start < order.length; start += size) {
    const conf = order.slice(start, start + size);
    const p = Math.min(1, SAMPLE_SEASON.conferenceGames / Math.max(1, conf.length - 1));
    for (let a = 0; a < conf.length; a++) {
      for (let b = a + 1; b < conf.length; b++) {
        if (rng.next() >= p) continue;
        const homeFirst = rng.next() < 0.5;
        games.push({ home: homeFirst ? conf[a] : conf[b], away: homeFirst ? conf[b] : conf[a], neutral: false });
      }
    }
  }
  const perTeam = SAMPLE_SEASON.nonConferenceGames / 2;
  for (let t = 0; t < teams.length; t++) {
    for (let k = 0; k < perTeam; k++) {
      let o = rng.int(0, teams.length - 2);
      if (o >= t) o += 1;
      const neutral = rng.next() < SAMPLE_SEASON.neutralShare;
      const stronger = teams[t].prestige >= teams[o].prestige ? t : o;
      const weaker = stronger === t ? o : t;
      const strongerHosts =
        teams[t].prestige === teams[o].prestige ? rng.next() < 0.5 : rng.next() < SAMPLE_SEASON.strongerHostsShare;
      games.push(strongerHosts ? { home: stronger, away: weaker, neutral } : { home: weaker, away: stronger, neutral });
    }
  }
  return games;
}

export interface LeagueSampleOptions {
  seed: number | string;
  /** Seasons to play; each season draws new rosters and a new schedule. */
  seasons: number;
  /** Rules of this season (default 2024). */
  year?: number;
  /** Play only this many games of each season, drawn at random (default: all, about 780). */
  gamesPerSeason?: number;
  /** Give each team a head coach with his scheme, as a dynasty's league has (default true). */
  coaches?: boolean;
}

/**
 * Plays whole league-like seasons with generated rosters: what calibration, the realism test and the
 * benchmark run. Deterministic for a seed.
 */
export function playLeagueSample(options: LeagueSampleOptions): GameResult[] {
  const rng = createRng(options.seed);
  const ids = createIdSource(1);
  const rules = rulesForYear(options.year ?? 2024);
  const teams = sampleTeams();
  const results: GameResult[] = [];
  // Each season's rosters play all its games: their lineups are built once.
  const lineups = new LineupCache();
  for (let season = 0; season < options.seasons; season++) {
    const year = options.year ?? 2024;
    const coaches =
      options.coaches === false
        ? null
        : teams.map((t, i) =>
            drawCoach(
              rng.fork(`${season}:coach:${t.name}`),
              { id: i + 1, year, team: t.name, prestige: t.prestige },
              false,
            ),
          );
    const staffMean = coaches ? coaches.reduce((sum, c) => sum + (c.offense + c.defense) / 2, 0) / coaches.length : 0;
    const rosters: GameTeam[] = teams.map((t, i) => ({
      name: t.name,
      abbreviation: t.abbreviation,
      players: generateTeamRoster(t, rng.fork(`${season}:${t.name}`), ids),
      plan: coaches ? gamePlanFor(coaches[i], staffMean) : undefined,
    }));
    let games = leagueSeason(teams, rng);
    if (options.gamesPerSeason !== undefined) games = rng.shuffle(games).slice(0, options.gamesPerSeason);
    for (const g of games) {
      results.push(
        simulateGame({
          home: rosters[g.home],
          away: rosters[g.away],
          neutral: g.neutral,
          rules,
          rng: rng.fork(`game ${results.length}`),
          lineups,
        }),
      );
    }
  }
  return results;
}
