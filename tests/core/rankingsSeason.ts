// A synthetic FBS season for poll tests: 130 teams in 10 conferences, 12 games each over 14 weeks,
// results drawn from the rating gap. Not a test file itself.

import { createRng, type Rng } from '../../src/core/random.js';
import { winProbability, strengthScale } from '../../src/core/rankings/strength.js';
import type { PollTeam } from '../../src/core/rankings/types.js';
import type { PlayedGame } from '../../src/core/season/results.js';

export interface SyntheticTeam extends PollTeam {
  conference: string;
}

export function syntheticTeams(seed: number, count = 130): SyntheticTeam[] {
  const rng = createRng(seed);
  const teams: SyntheticTeam[] = [];
  for (let i = 0; i < count; i++) {
    const conference = `Conf ${i % 10}`;
    // Five stronger conferences, as in the real power/group-of-five split.
    const base = i % 10 < 5 ? 78 : 70;
    const rating = Math.round(Math.min(99, Math.max(50, rng.normal(base, 6))));
    const prestige = Math.min(7, Math.max(1, Math.round((rating - 60) / 5 + rng.normal(0, 0.8))));
    teams.push({ name: `Team ${String(i).padStart(3, '0')}`, rating, prestige, conference });
  }
  return teams;
}

export function playGame(
  rng: Rng,
  strength: ReadonlyMap<string, number>,
  id: number,
  week: number,
  home: string,
  away: string,
  neutral = false,
  kind: PlayedGame['kind'] = 'regular',
): PlayedGame {
  const p = winProbability(strength.get(home)! - strength.get(away)!, neutral ? 0 : 1);
  const homeWins = rng.chance(p);
  const winnerPoints = rng.int(20, 45);
  const loserPoints = Math.max(0, winnerPoints - rng.int(1, 28));
  return {
    id,
    week,
    home,
    away,
    neutral,
    kind,
    conferenceGame: false,
    label: null,
    homePoints: homeWins ? winnerPoints : loserPoints,
    awayPoints: homeWins ? loserPoints : winnerPoints,
    overtimes: 0,
  };
}

/** Twelve games per team in 14 weeks: each week pairs at random the teams that still need games. */
export function syntheticSeason(teams: readonly PollTeam[], seed: number): PlayedGame[] {
  const rng = createRng(seed);
  const strength = strengthScale(teams);
  const played = new Map(teams.map((t) => [t.name, 0]));
  const games: PlayedGame[] = [];
  for (let week = 1; week <= 14; week++) {
    const weeksLeft = 14 - week + 1;
    // Teams that must play this week to reach 12 go first; others play with the chance that fits.
    const playing = rng.shuffle(teams.map((t) => t.name)).filter((name) => {
      const need = 12 - played.get(name)!;
      return need >= weeksLeft || (need > 0 && rng.chance(need / weeksLeft));
    });
    if (playing.length % 2 === 1) playing.pop();
    for (let i = 0; i < playing.length; i += 2) {
      games.push(playGame(rng, strength, games.length + 1, week, playing[i], playing[i + 1]));
      played.set(playing[i], played.get(playing[i])! + 1);
      played.set(playing[i + 1], played.get(playing[i + 1])! + 1);
    }
  }
  return games;
}
