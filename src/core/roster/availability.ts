// Who can play this week, and the game roster that leaves: the depth chart with the unavailable skipped.
import { STARTERS, type Player } from '../players/types.js';
import { ROTATION_DEPTH, realRedshirtGames } from './tuning.js';
import type { PlayerStatus } from './types.js';

export function isInjured(status: PlayerStatus | undefined, week: number): boolean {
  return status !== undefined && status.returnWeek > week;
}

/**
 * A redshirting player is held out: before 2018 in every game (a redshirt could not play at all); from 2018
 * once he has played the games the rule allows, so his program keeps his year. `allowed`: the games a redshirt may
 * play (the season's real rule unless the league sets its own).
 */
export function isHeldOut(status: PlayerStatus | undefined, year: number, allowed = realRedshirtGames(year)): boolean {
  if (!status?.redshirting) return false;
  return status.gamesPlayed >= allowed;
}

export function isAvailable(
  status: PlayerStatus | undefined,
  year: number,
  week: number,
  allowed = realRedshirtGames(year),
): boolean {
  return !isInjured(status, week) && !isHeldOut(status, year, allowed);
}

/**
 * A copy of a player moved to another place on the depth chart: a literal with every field in the order players are
 * built (generate.ts, the store's playerFromRow), so the engine sees one player shape, not a spread copy's.
 */
function atDepth(p: Player, depth: number): Player {
  return {
    id: p.id,
    team: p.team,
    first: p.first,
    last: p.last,
    pos: p.pos,
    year: p.year,
    redshirted: p.redshirted,
    rating: p.rating,
    attributes: p.attributes,
    stars: p.stars,
    developmentTrait: p.developmentTrait,
    potential: p.potential,
    depth,
    starter: depth <= STARTERS[p.pos],
  };
}

/**
 * The roster a team takes into a game: the players who can play, in depth-chart order, with depth and
 * starter renumbered so the next man up steps in. `players` comes grouped by position, in depth order within
 * each (as rosters are read and charted). Returns the input itself when nobody is out (the engine caches its
 * lineup per roster array); only players whose place changes are copied.
 */
export function gameRoster(players: Player[], out: ReadonlySet<number>): Player[] {
  if (out.size === 0) return players;
  let first = -1;
  for (let i = 0; i < players.length && first < 0; i++) if (out.has(players[i].id)) first = i;
  if (first < 0) return players;
  const result: Player[] = [];
  let pos = '';
  let depth = 0;
  for (let i = 0; i < players.length; i++) {
    const p = players[i];
    if (p.pos !== pos) {
      pos = p.pos;
      depth = 0;
    }
    if (out.has(p.id)) continue;
    depth++;
    result.push(p.depth === depth ? p : atDepth(p, depth));
  }
  return result;
}

/** Exposure to the game's snaps: 1 for a starter, `rotation` for a backup who rotates in, 0 for the rest. */
export function snapShare(player: Player, rotation: number): number {
  if (player.depth <= 0) return 0;
  if (player.depth <= STARTERS[player.pos]) return 1;
  return player.depth <= STARTERS[player.pos] + ROTATION_DEPTH[player.pos] ? rotation : 0;
}

/**
 * The players of a game roster who took the field: starters, the rotation, and anyone the box score credits
 * (a reserve who came in when the game was out of hand).
 */
export function playersWhoPlayed(roster: readonly Player[], credited: readonly number[]): Set<number> {
  return new Set(
    playedIds(
      roster,
      credited.map((playerId) => ({ playerId })),
    ),
  );
}

/**
 * playersWhoPlayed as a list, in the set's order (the credited, then the rest of the roster who took snaps). credited:
 * the box score's lines (their players), read as they are rather than copied into a list of ids per game.
 */
export function playedIds(roster: readonly Player[], credited: readonly { readonly playerId: number }[]): number[] {
  const seen = new Set<number>();
  const ids: number[] = [];
  for (let i = 0; i < credited.length; i++) {
    const id = credited[i].playerId;
    if (!seen.has(id)) {
      seen.add(id);
      ids.push(id);
    }
  }
  for (let i = 0; i < roster.length; i++) {
    const id = roster[i].id;
    if (snapShare(roster[i], 1) > 0 && !seen.has(id)) {
      seen.add(id);
      ids.push(id);
    }
  }
  return ids;
}
