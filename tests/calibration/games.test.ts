// The engine's football against the real record, on held-out seeds: a league-like sample's figures per team and game,
// the lines against the results, the older eras' game, injuries, who runs the option and a feature back's workload.
// Each band's source is beside it; a band changes only with the record's reason written there (docs/calibration.md).
import { describe, expect, it } from 'vitest';
import { leagueCoaches } from '../../src/core/coaches/generate.js';
import { seasonLeague } from '../../src/core/data/league.js';
import { beatPct, lineRecord } from '../../src/core/odds/lineRecord.js';
import { assignDepthChart } from '../../src/core/players/depthChart.js';
import { generateTeamRoster } from '../../src/core/players/generate.js';
import type { Player, PlayerAttributes, Position } from '../../src/core/players/types.js';
import { createRng } from '../../src/core/random.js';
import { drawInjuries } from '../../src/core/roster/injuries.js';
import { SEASON_ENDING } from '../../src/core/roster/tuning.js';
import { simulateGame } from '../../src/core/sim/game.js';
import { playLeagueSample } from '../../src/core/sim/leagueSample.js';
import { checkRealism, summarizeGames } from '../../src/core/sim/realism.js';
import { rulesForYear } from '../../src/core/sim/rules.js';
import type { GameResult, GameTeam } from '../../src/core/sim/types.js';
import { lineSection } from '../../src/workbench/lineReport.js';
import { playRegularSeason } from '../../src/workbench/regularSeason.js';
import { simTeam } from '../fixtures/simTeams.js';
import { heldOutSeeds } from './heldOut.js';

/**
 * Each sample is pooled over four held-out seeds: one seed's 600 games vary with its rosters more than the bands allow
 * (home wins ran 53.9-62.3% over seeds 7001-7008, SD about 3 points, against 59 ±4), so a single seed's luck would
 * decide; four make the sample a league's several seasons.
 */
const SEEDS = heldOutSeeds(4);

function pooled(year: number, gamesPerSeed: number): GameResult[] {
  return SEEDS.flatMap((seed) => playLeagueSample({ seed, seasons: 1, year, gamesPerSeason: gamesPerSeed }));
}

/** The figures out of their band, as lines that say the figure, the measure and the band. */
function outOfBand(report: ReturnType<typeof summarizeGames>, widen: number, year?: number): string[] {
  return checkRealism(report, widen, year)
    .filter((c) => !c.ok)
    .map((c) => `${c.figure}: ${c.measured.toFixed(2)} (target ${c.target} ±${c.tolerance} x ${widen})`);
}

describe('a league-like sample of 2024 (600 games a seed)', () => {
  const results = pooled(2024, 600);
  const lines = lineRecord(results);
  const games = (labels: string[]) =>
    lines.spreads.filter((s) => labels.includes(s.label)).reduce((a, s) => a + s.games, 0);

  it('lands every figure within twice its tolerance of the FBS target', () => {
    // Band: shared/reference/fbs-targets.md "Per team, per game" and "Games" (2023-24, NCAA and CFBD), each
    // tolerance doubled: the league-like sample is not a whole league's seasons, which the tolerances are set for.
    expect(outOfBand(summarizeGames(results), 2)).toEqual([]);
  });

  it('has favourites cover about half the time at every size of spread, by about the spread', () => {
    // Band: fbs-targets.md "Odds": closing lines of 2023-24 were covered about half the time (the favourite's margin
    // minus the spread had mean -0.08, SD 15.2), within three standard errors of this sample's games of each size.
    for (const size of lines.spreads) {
      if (size.games < 40) continue;
      const decided = size.games - size.even;
      expect(Math.abs(beatPct(size) - 50), size.label).toBeLessThan((3 * 50) / Math.sqrt(decided));
      expect(Math.abs(size.beyond / size.games), size.label).toBeLessThan((3 * 15) / Math.sqrt(size.games));
    }
    expect(lines.spreads.reduce((a, s) => a + s.games, 0)).toBeGreaterThan(SEEDS.length * 600 * 0.9);
  });

  it('spans the league: lopsided games and close ones, for the lines to be judged at every size', () => {
    expect(games(['21-27.5', '28+'])).toBeGreaterThan(30);
    expect(games(['0.5-2.5', '3'])).toBeGreaterThan(30);
  });
});

describe("the 2024 league's lines by size (one season a seed)", () => {
  const games = SEEDS.flatMap((seed) =>
    playRegularSeason({ kind: 'regular', year: 2024, seed, season: 1 }).games.filter((g) => !g.fcs),
  );
  const section = lineSection(games, 2024);

  it('sets lines as big as the real ones, and no wider between power programs than over the FBS', () => {
    // Bands: docs/reference/lines.md. The real 2023-24 closing lines (fbs-targets.md, Odds): the median line in
    // 7.5-9.5, 15.8% of lines 21 or more and 6.3% 28 or more; 2024's conference play (CBS Sports): a mean line of
    // 9.22 over all conferences and 9.24 in the power conferences'. Each within 2.64 standard errors of the two
    // samples (lineReport.ts), the median within its row.
    const sizes = section.checks.filter((c) => ['median', 'sizeShare', 'conferenceMean'].includes(c.figure));
    expect(sizes.map((c) => c.label)).toHaveLength(5);
    expect(sizes.filter((c) => !c.ok).map((c) => `${c.label}: ${c.measured} (${c.target} ±${c.tolerance})`)).toEqual(
      [],
    );
  });
});

describe('the eras', () => {
  for (const year of [2005, 2014, 2024]) {
    it(`${year}: lands every checked figure within twice its tolerance of the season's target (800 games a seed)`, () => {
      // Band: shared/reference/fbs-eras.md section 1 (the era table, NCAA season averages) for 2005 and 2014,
      // fbs-targets.md for 2024; tolerances doubled for the league-like sample, as above.
      expect(outOfBand(summarizeGames(pooled(year, 800)), 2, year)).toEqual([]);
    });
  }

  it('completes fewer passes in 2005 than in 2024 and turns the ball over more (400 games a seed)', () => {
    // Band: fbs-eras.md section 1: completions 57.8% in 2005 against 61.5% in 2024 (3.7 points), interceptions and
    // fumbles lost 1.99 a team-game against 1.37 (0.62 more); the sample must show at least 2 points and 0.3.
    const old = summarizeGames(pooled(2005, 400));
    const now = summarizeGames(pooled(2024, 400));
    expect(old.figures.completionPct).toBeLessThan(now.figures.completionPct - 2);
    expect(old.figures.interceptions + old.figures.fumblesLost).toBeGreaterThan(
      now.figures.interceptions + now.figures.fumblesLost + 0.3,
    );
  });
});

describe('injuries over 1,000 seeded team-games', () => {
  it('cost about 1-2 players per team and game, most for a game or two, a few for the season', () => {
    let injuries = 0;
    let short = 0;
    let season = 0;
    let games = 0;
    for (const [team, seed] of heldOutSeeds(40).entries()) {
      let id = seed * 1000;
      const players: Player[] = assignDepthChart(
        generateTeamRoster({ name: `Team ${seed}`, prestige: 41 + team }, createRng(seed), { next: () => ++id }),
      );
      for (let game = 0; game < 25; game++) {
        games++;
        for (const injury of drawInjuries(players, createRng(`${seed}:${game}`))) {
          injuries++;
          if (injury.games <= 2) short++;
          if (injury.games >= SEASON_ENDING) season++;
        }
      }
    }
    // Band: docs/reference/fbs-figures.md "Injuries": the NCAA Injury Surveillance Program's 36 game injuries per
    // 1,000 athlete-exposures (Dick et al. 2007; Kerr et al. 2015: 39.9), about half costing a game or more: 1-2
    // time-loss injuries per team and game; most of them (ankle and knee sprains, concussions) a game or two, and
    // 6-7% of game injuries season-ending (Kerr et al. 2015), judged within 3-12%.
    expect(injuries / games).toBeGreaterThan(1.0);
    expect(injuries / games).toBeLessThan(2.0);
    expect(short / injuries).toBeGreaterThan(0.5);
    expect(season / injuries).toBeGreaterThan(0.03);
    expect(season / injuries).toBeLessThan(0.12);
  });
});

describe('who runs the option, 2016 (20 leagues of coaches)', () => {
  it('the famous option programs and, beside them, a few others a league at most', () => {
    const league = seasonLeague(2016);
    const famous = ['Army', 'Navy', 'Air Force', 'Georgia Tech', 'Georgia Southern', 'New Mexico'];
    const seeds = heldOutSeeds(20);
    let others = 0;
    for (const seed of seeds) {
      const coaches = leagueCoaches(league.teams, 2016, createRng(`option-${seed}`), 1);
      // The famous six always run it (tests/core/coaches-schemes.test.ts); the rest are the others.
      others += coaches.filter((c) => c.scheme === 'option').length - famous.length;
    }
    // Band: docs/calibration.md "The option": in 2016 six of 128 FBS programs ran the option, all of them famous for
    // it; about 1% of the rest draw it in the game, 0.3-2.5 programs a league.
    expect(others / seeds.length).toBeGreaterThan(0.3);
    expect(others / seeds.length).toBeLessThan(2.5);
  });
});

describe("a feature back's workload (24 games a seed against a middling opponent)", () => {
  const GAMES = 24;
  const withBacks = (base: GameTeam, name: string, changes: readonly Partial<PlayerAttributes>[]): GameTeam => ({
    ...base,
    name,
    players: base.players.map((p): Player => {
      const change = p.pos === 'RB' && p.depth >= 1 ? changes[p.depth - 1] : undefined;
      return change ? { ...p, attributes: { ...p.attributes, ...change } } : { ...p, attributes: { ...p.attributes } };
    }),
  });
  const carries = (team: GameTeam, games: readonly GameResult[], pos: Position, depth: number) => {
    const id = team.players.find((p) => p.pos === pos && p.depth === depth)!.id;
    return games.reduce((sum, g) => sum + (g.playerStats.home.find((l) => l.playerId === id)?.rushing?.att ?? 0), 0);
  };

  it("gives a clearly better lead back about 70% of the backs' carries, 16 or more a game", () => {
    const star = { speed: 92, agility: 92, carrying: 90, strength: 85 };
    const plain = { speed: 74, agility: 74, carrying: 74, strength: 74 };
    let lead = 0;
    let backs = 0;
    for (const seed of SEEDS) {
      const feature = withBacks(simTeam('Usage State', 4, `usage-${seed}`), 'Feature U', [star, plain, plain]);
      const opponent = simTeam('Usage Opponent', 4, `usage-opponent-${seed}`);
      const games = Array.from({ length: GAMES }, (_, i) =>
        simulateGame({
          home: feature,
          away: opponent,
          neutral: i % 2 === 0,
          rules: rulesForYear(2024),
          rng: createRng(`usage:${seed}:${i}`),
        }),
      );
      lead += carries(feature, games, 'RB', 1);
      backs += [1, 2, 3].reduce((s, d) => s + carries(feature, games, 'RB', d), 0);
    }
    // Band: docs/calibration.md RB_COMMITTEE and shared/reference/fbs-eras.md section 3: FBS rushing leaders carry
    // 300-395 times a season, 20-25 a game, a feature back most of his backfield's carries; against one opponent for
    // a dozen home games and a dozen neutral ones, at least two carries in three and 16 a game. (Measured on seeds
    // 7001-7005 one by one: 0.64-0.69 and 15.3-18.3; four pooled: 0.67 and 16.6, near the floor.)
    expect(lead / backs).toBeGreaterThan(0.66);
    expect(lead / (GAMES * SEEDS.length)).toBeGreaterThan(16);
  });
});
