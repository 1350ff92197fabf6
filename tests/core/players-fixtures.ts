// A generated reference league for the players tests: 130 programs spread over prestige like FBS.

import { createRng } from '../../src/core/random.js';
import { createIdSource, generateTeamRoster } from '../../src/core/players/generate.js';
import { REFERENCE_PRESTIGE_SPREAD } from '../../src/core/players/tuning.js';
import type { Player } from '../../src/core/players/types.js';

export interface LeagueTeam {
  name: string;
  prestige: number;
  roster: Player[];
}

export function referenceTeams(): { name: string; prestige: number }[] {
  const teams: { name: string; prestige: number }[] = [];
  for (const [prestige, count] of Object.entries(REFERENCE_PRESTIGE_SPREAD)) {
    for (let i = 0; i < count; i++) teams.push({ name: `Tier ${prestige} #${i + 1}`, prestige: Number(prestige) });
  }
  return teams;
}

export function generateLeague(seed: number): LeagueTeam[] {
  const rng = createRng(seed);
  const ids = createIdSource(1);
  return referenceTeams().map((team) => ({ ...team, roster: generateTeamRoster(team, rng.fork(team.name), ids) }));
}

export function mean(values: readonly number[]): number {
  return values.reduce((sum, v) => sum + v, 0) / values.length;
}

/** Spearman rank correlation (ties get their average rank). */
export function rankCorrelation(xs: readonly number[], ys: readonly number[]): number {
  const ranks = (values: readonly number[]): number[] => {
    const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
    const out = new Array<number>(values.length);
    for (let i = 0; i < order.length; ) {
      let j = i;
      while (j + 1 < order.length && order[j + 1][0] === order[i][0]) j++;
      for (let k = i; k <= j; k++) out[order[k][1]] = (i + j) / 2;
      i = j + 1;
    }
    return out;
  };
  const rx = ranks(xs);
  const ry = ranks(ys);
  const mx = mean(rx);
  const my = mean(ry);
  let num = 0,
    dx = 0,
    dy = 0;
  for (let i = 0; i < rx.length; i++) {
    num += (rx[i] - mx) * (ry[i] - my);
    dx += (rx[i] - mx) ** 2;
    dy += (ry[i] - my) ** 2;
  }
  return num / Math.sqrt(dx * dy);
}
