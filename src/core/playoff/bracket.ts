// The bracket as the playoff page shows it: two sides (first round, quarterfinals, semifinal) and the
// title game, with "Winner of A vs B" in slots still to be decided.

import type { PlayedGame } from '../season/results.js';
import { BracketResults, bracketTree, type BracketNode, type GameSlot } from './bracketTree.js';
import type { Bracket, BracketSide, Matchup, PlayoffField } from './types.js';

/** The text of an undecided slot: names the game that decides it ("TBD" for a side not known yet). */
function undecidedText(node: GameSlot, results: BracketResults): string {
  const side = (n: BracketNode): string => results.occupant(n) ?? 'TBD';
  return `Winner of ${side(node.top)} vs ${side(node.bottom)}`;
}

function slotShown(node: BracketNode, results: BracketResults): { team: string; seed: number | null } {
  const team = results.occupant(node);
  if (team !== null) return { team, seed: results.seedOf(team) };
  // Only a game slot can be undecided: every seed of the field is known.
  return { team: node.kind === 'game' ? undecidedText(node, results) : 'TBD', seed: null };
}

function matchup(node: GameSlot, results: BracketResults): Matchup {
  const top = slotShown(node.top, results);
  const bottom = slotShown(node.bottom, results);
  const game = results.gameFor(node);
  return {
    team1: top.team,
    team2: bottom.team,
    seed1: top.seed,
    seed2: bottom.seed,
    winner: game ? results.occupant(node) : null,
    gameId: game ? game.id : null,
  };
}

function childGames(nodes: readonly BracketNode[]): GameSlot[] {
  return nodes
    .flatMap((n) => (n.kind === 'game' ? [n.top, n.bottom] : []))
    .filter((n): n is GameSlot => n.kind === 'game');
}

/**
 * One half of the bracket: its semifinal, the quarterfinals feeding it, and the first round before them (with
 * a second round between them in a five-round bracket).
 */
function side(root: BracketNode, results: BracketResults): BracketSide {
  if (root.kind === 'seed') return { first_round: [], quarterfinals: [], semifinal: null };
  const quarterfinals = childGames([root]);
  const beforeQuarterfinals = childGames(quarterfinals);
  const opening = childGames(beforeQuarterfinals);
  if (opening.length > 0) {
    return {
      first_round: opening.map((n) => matchup(n, results)),
      second_round: beforeQuarterfinals.map((n) => matchup(n, results)),
      quarterfinals: quarterfinals.map((n) => matchup(n, results)),
      semifinal: matchup(root, results),
    };
  }
  return {
    first_round: beforeQuarterfinals.map((n) => matchup(n, results)),
    quarterfinals: quarterfinals.map((n) => matchup(n, results)),
    semifinal: matchup(root, results),
  };
}

/**
 * The bracket of a field given the games played so far. With 2 teams the sides are empty; with 4
 * each side is one semifinal; with 12 the left side holds seeds 1, 4, 5, 8, 9, 12 and the right 2, 3,
 * 6, 7, 10, 11 (byes for 1-4 appear as a quarterfinal against the first-round winner); 8 and 16 fill the
 * same rounds (8: no first round); 24 adds a second round (byes for 1-8).
 */
export function bracket(field: PlayoffField, games: readonly PlayedGame[]): Bracket {
  const results = new BracketResults(field, games);
  const root = bracketTree(field.size);
  const twoTeams = root.top.kind === 'seed' && root.bottom.kind === 'seed';
  const empty: BracketSide = { first_round: [], quarterfinals: [], semifinal: null };
  return {
    left_bracket: twoTeams ? empty : side(root.top, results),
    right_bracket: twoTeams ? { ...empty } : side(root.bottom, results),
    championship: matchup(root, results),
  };
}
