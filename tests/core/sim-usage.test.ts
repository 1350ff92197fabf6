// Who gets the ball and the credit follows the depth chart: a clearly better lead back is a feature back while two
// equal backs split the carries, the middle linebacker makes the most tackles of his unit, and the best pass rusher
// gets the most sacks. Seeded games between generated rosters, the engine's own lineup and plays.
import { describe, expect, it } from 'vitest';
import type { Player, PlayerAttributes, Position } from '../../src/core/players/types.js';
import { createRng } from '../../src/core/random.js';
import { simulateGame } from '../../src/core/sim/game.js';
import { rulesForYear } from '../../src/core/sim/rules.js';
import type { GameResult, GameTeam } from '../../src/core/sim/types.js';
import { simTeam } from '../fixtures/simTeams.js';

const GAMES = 24;

/** The team with players at `pos`'s depth places changed (depth 1 first), as new player objects. */
function withDepth(
  team: GameTeam,
  name: string,
  pos: Position,
  changes: readonly Partial<PlayerAttributes>[],
): GameTeam {
  const players = team.players.map((p): Player => {
    const change = p.pos === pos && p.depth >= 1 ? changes[p.depth - 1] : undefined;
    return change ? { ...p, attributes: { ...p.attributes, ...change } } : { ...p, attributes: { ...p.attributes } };
  });
  return { ...team, name, players };
}

function season(team: GameTeam, opponent: GameTeam): GameResult[] {
  return Array.from({ length: GAMES }, (_, i) =>
    simulateGame({
      home: team,
      away: opponent,
      neutral: i % 2 === 0,
      rules: rulesForYear(2024),
      rng: createRng(`usage:${team.name}:${i}`),
    }),
  );
}

/** A player's season total of one number of his home lines. */
function total(
  games: readonly GameResult[],
  id: number,
  pick: (l: GameResult['playerStats']['home'][number]) => number | undefined,
): number {
  let sum = 0;
  for (const g of games) for (const l of g.playerStats.home) if (l.playerId === id) sum += pick(l) ?? 0;
  return sum;
}

function atDepth(team: GameTeam, pos: Position, depth: number): Player {
  return team.players.find((p) => p.pos === pos && p.depth === depth)!;
}

const base = simTeam('Usage State', 4, 'usage');
const opponent = simTeam('Usage Opponent', 4, 'usage-opponent');
const star = { speed: 92, agility: 92, carrying: 90, strength: 85 };
const plain = { speed: 74, agility: 74, carrying: 74, strength: 74 };

describe('usage follows the depth chart', () => {
  it('gives a clearly better lead back the bulk of the carries, and equal backs a split', () => {
    const feature = withDepth(base, 'Feature U', 'RB', [star, plain, plain]);
    const committee = withDepth(base, 'Committee U', 'RB', [plain, plain, plain]);
    const carries = (team: GameTeam, games: GameResult[], depth: number) =>
      total(games, atDepth(team, 'RB', depth).id, (l) => l.rushing?.att);
    const featureGames = season(feature, opponent);
    const committeeGames = season(committee, opponent);
    const featureShare =
      carries(feature, featureGames, 1) / [1, 2, 3].reduce((s, d) => s + carries(feature, featureGames, d), 0);
    const committeeShare =
      carries(committee, committeeGames, 1) / [1, 2, 3].reduce((s, d) => s + carries(committee, committeeGames, d), 0);
    // The lead back's share grows with his edge over the next; how large against the record (a feature back's
    // workload): tests/calibration/games.test.ts.
    expect(featureShare).toBeGreaterThan(committeeShare);
    expect(committeeShare).toBeLessThan(0.62);
    expect(carries(feature, featureGames, 1)).toBeGreaterThan(carries(feature, featureGames, 2));
    const most = Math.max(...feature.players.map((p) => total(featureGames, p.id, (l) => l.rushing?.att)));
    expect(carries(feature, featureGames, 1)).toBe(most);
  });

  it('has the middle linebacker make the most tackles of his unit', () => {
    const games = season(base, opponent);
    const tackles = [1, 2, 3].map((d) => total(games, atDepth(base, 'LB', d).id, (l) => l.defense?.tackles));
    expect(tackles[0]).toBeGreaterThan(tackles[1]);
    expect(tackles[0]).toBeGreaterThan(tackles[2]);
    expect(tackles[0] / GAMES).toBeGreaterThan(5);
  });

  it('credits most sacks to the best pass rusher', () => {
    const rush = withDepth(base, 'Edge U', 'DL', [
      { passRush: 95 },
      { passRush: 62 },
      { passRush: 62 },
      { passRush: 62 },
    ]);
    const games = season(rush, opponent);
    const sacks = [1, 2, 3, 4].map((d) => total(games, atDepth(rush, 'DL', d).id, (l) => l.defense?.sacks));
    const teamSacks = games.reduce((s, g) => s + g.teamStats.home.sacks, 0);
    for (const other of sacks.slice(1)) expect(sacks[0]).toBeGreaterThan(other);
    expect(sacks[0] / teamSacks).toBeGreaterThan(0.2);
  });
});
