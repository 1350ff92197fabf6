// The playoff bracket as a tree of seeds and games, and who has reached each slot so far.
// Built as a standard bracket for the next power of two (1 v 16, 8 v 9, 5 v 12, 4 v 13, ...) with the
// missing seeds as byes: for 12 teams this is exactly the CFP bracket (5 v 12 then 4, 8 v 9 then 1,
// 7 v 10 then 2, 6 v 11 then 3, no reseeding).

import { winnerOf, type PlayedGame } from '../season/results.js';
import type { PlayoffField } from './types.js';

export interface SeedSlot {
  kind: 'seed';
  seed: number;
}

export interface GameSlot {
  kind: 'game';
  /** Round index, 0 = the first round played. */
  round: number;
  top: BracketNode;
  bottom: BracketNode;
}

export type BracketNode = SeedSlot | GameSlot;

/** Seeds in bracket order for a power-of-two bracket: [1, 16, 8, 9, 4, 13, 5, 12, 2, 15, ...]. */
export function bracketOrder(slots: number): number[] {
  let order = [1];
  while (order.length < slots) {
    const size = order.length * 2;
    order = order.flatMap((seed) => [seed, size + 1 - seed]);
  }
  return order;
}

/** The bracket tree of a field of `teams` seeds; its root is the title game. */
export function bracketTree(teams: number): GameSlot {
  let slots = 2;
  while (slots < teams) slots *= 2;
  let level: (BracketNode | null)[] = bracketOrder(slots).map((seed) =>
    seed <= teams ? { kind: 'seed', seed } : null,
  );
  for (let round = 0; level.length > 1; round++) {
    const next: (BracketNode | null)[] = [];
    for (let i = 0; i < level.length; i += 2) {
      const [top, bottom] = [level[i], level[i + 1]];
      // A missing opponent is a bye: the seed waits for the next round.
      next.push(top && bottom ? { kind: 'game', round, top, bottom } : (top ?? bottom));
    }
    level = next;
  }
  const root = level[0];
  if (root?.kind !== 'game') throw new Error(`a playoff needs at least two teams, got ${teams}`);
  return root;
}

/** Reads results into the bracket: who fills each slot, and which played game decided each game slot. */
export class BracketResults {
  private readonly teamBySeed: Map<number, string>;
  private readonly seedByTeam: Map<string, number>;
  private readonly playoffGames: readonly PlayedGame[];

  constructor(field: PlayoffField, games: readonly PlayedGame[]) {
    this.teamBySeed = new Map(field.entries.map((e) => [e.seed, e.team]));
    this.seedByTeam = new Map(field.entries.map((e) => [e.team, e.seed]));
    this.playoffGames = games.filter((g) => g.kind === 'playoff');
  }

  seedOf(team: string): number | null {
    return this.seedByTeam.get(team) ?? null;
  }

  /** The team in a slot, or null while the game deciding it is unplayed. */
  occupant(node: BracketNode): string | null {
    if (node.kind === 'seed') return this.teamBySeed.get(node.seed) ?? null;
    const game = this.gameFor(node);
    return game ? winnerOf(game) : null;
  }

  /** The played game of a game slot, when both teams are known and have met. */
  gameFor(node: GameSlot): PlayedGame | null {
    const a = this.occupant(node.top);
    const b = this.occupant(node.bottom);
    if (a === null || b === null) return null;
    return this.playoffGames.find((g) => (g.home === a && g.away === b) || (g.home === b && g.away === a)) ?? null;
  }
}

/** Every game slot of the tree, top half first, earlier rounds before later ones within a subtree. */
export function gameSlots(node: BracketNode): GameSlot[] {
  if (node.kind === 'seed') return [];
  return [...gameSlots(node.top), ...gameSlots(node.bottom), node];
}
