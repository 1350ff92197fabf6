// Redshirts: five years on campus to play four seasons.
import { STARTERS, type Player } from '../players/types.js';
import type { Rng } from '../random.js';
import {
  AUTO_REDSHIRT_CHANCE,
  AUTO_REDSHIRT_SPARE_DEPTH,
  REDSHIRT_GAMES_RULE_FROM,
  realRedshirtGames,
} from './tuning.js';
import type { PlayerStatus } from './types.js';

/**
 * Why the player cannot be redshirted this season, or null when he can. `allowed`: the games a redshirt may play
 * (the season's real rule unless the league sets its own).
 */
export function redshirtRefusal(
  player: Player,
  status: PlayerStatus | undefined,
  year: number,
  allowed = realRedshirtGames(year),
): string | null {
  const name = `${player.first} ${player.last}`;
  if (player.redshirted) return `${name} has already used his redshirt year.`;
  const games = status?.gamesPlayed ?? 0;
  if (allowed === 0 && games > 0) {
    const rule =
      year < REDSHIRT_GAMES_RULE_FROM && allowed === realRedshirtGames(year) ? 'before 2018' : 'in this league';
    return `${name} has played ${games} game${games === 1 ? '' : 's'} in ${year}: ${rule} a redshirt may not play at all.`;
  }
  if (games > allowed) {
    return `${name} has played ${games} games in ${year}: a redshirt may play in no more than ${allowed}.`;
  }
  return null;
}

/** At the end of the season: does the player keep his year (his class stays, he is a redshirt from now on)? */
export function keepsRedshirtYear(
  player: Pick<Player, 'redshirted'>,
  status: PlayerStatus | undefined,
  year: number,
  allowed = realRedshirtGames(year),
): boolean {
  if (player.redshirted || !status?.redshirting) return false;
  return status.gamesPlayed <= allowed;
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
