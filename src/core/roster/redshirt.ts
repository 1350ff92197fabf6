// Redshirts: five years on campus to play four seasons.
import { STARTERS, type Player } from '../players/types.js';
import type { Rng } from '../random.js';
import { AUTO_REDSHIRT_CHANCE, AUTO_REDSHIRT_SPARE_DEPTH, REDSHIRT_GAME_LIMIT, REDSHIRT_GAMES_RULE_FROM } from './tuning.js';
import type { PlayerStatus } from './types.js';

/** Why the player cannot be redshirted this season, or null when he can. */
export function redshirtRefusal(player: Player, status: PlayerStatus | undefined, year: number): string | null {
  const name = `${player.first} ${player.last}`;
  if (player.redshirted) return `${name} has already used his redshirt year.`;
  const games = status?.gamesPlayed ?? 0;
  if (year < REDSHIRT_GAMES_RULE_FROM && games > 0) {
    return `${name} has played ${games} game${games === 1 ? '' : 's'} in ${year}: before 2018 a redshirt may not play at all.`;
  }
  if (games > REDSHIRT_GAME_LIMIT) {
    return `${name} has played ${games} games in ${year}: a redshirt may play in no more than ${REDSHIRT_GAME_LIMIT}.`;
  }
  return null;
}

/** At the end of the season: does the player keep his year (his class stays, he is a redshirt from now on)? */
export function keepsRedshirtYear(player: Pick<Player, 'redshirted'>, status: PlayerStatus | undefined, year: number): boolean {
  if (player.redshirted || !status?.redshirting) return false;
  const limit = year < REDSHIRT_GAMES_RULE_FROM ? 0 : REDSHIRT_GAME_LIMIT;
  return status.gamesPlayed <= limit;
}

/** A computer program's redshirts for the season: players not needed (beyond the two-deep), mostly freshmen. */
export function autoRedshirts(roster: readonly Player[], rng: Rng): number[] {
  const ids: number[] = [];
  for (const p of roster) {
    if (p.redshirted || p.year === 'sr' || p.pos === 'K' || p.pos === 'P') continue;
    if (p.depth <= STARTERS[p.pos] + AUTO_REDSHIRT_SPARE_DEPTH) continue;
    if (rng.chance(AUTO_REDSHIRT_CHANCE[p.year])) ids.push(p.id);
  }
  return ids;
}
