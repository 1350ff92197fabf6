// Releasing one of the player's own players in the offseason (the Roster Progression stage, while next season's
// roster is set): in the portal era he enters the transfer portal and may sign anywhere but here; before it he
// leaves the program. One use case for `dynasty roster release`, POST /api/roster/release/ and the roster screen.
import { ROSTER_MINIMUM } from '../../../core/players/rosterLimits.js';
import type { Player } from '../../../core/players/types.js';
import { PORTAL_FROM } from '../../../core/portal/tuning.js';
import { STAGE_INFO } from '../../../core/season/stages.js';
import { releaseMinimumProblem } from '../../../shared/confirmations.js';
import type { Db } from '../../database.js';
import { GameError } from '../../errors.js';
import { readState } from '../../queries/meta.js';
import { retirePlayers, teamRoster } from '../../queries/players.js';
import { savePortalEntry } from '../../queries/portal.js';
import { findRosterPlayer } from './findRosterPlayer.js';
import type { Program } from '../../program.js';

export interface ReleaseResult {
  player: Player;
  /** He entered the transfer portal (from 2018); before the portal he simply leaves. */
  portal: boolean;
  /** Players left on the roster. */
  roster: number;
  message: string;
}

/**
 * Releases a player. Refused (nothing changes): outside the Roster Progression stage, a player not on the player's
 * roster, or one whose leaving would drop a position below the roster minimum (two QBs, eight OL, a K, a P).
 */
export function releasePlayer(db: Db, program: Program, who: string): ReleaseResult {
  return db.transaction(() => {
    const state = readState(db);
    if (state.stage !== 'progression') {
      throw new GameError(
        'wrong_stage',
        `Players are released in the Roster Progression stage, while next season's roster is set (now: ${STAGE_INFO[state.stage].label}).`,
        STAGE_INFO[state.stage].page,
      );
    }
    const player = findRosterPlayer(db, program, who);
    const roster = teamRoster(db, program.team);
    const least = (ROSTER_MINIMUM as Partial<Record<string, number>>)[player.pos];
    const belowMinimum = releaseMinimumProblem(player, roster.filter((p) => p.pos === player.pos).length, least);
    if (belowMinimum) throw new GameError('conflict', belowMinimum);
    const portal = state.year >= PORTAL_FROM;
    if (portal) {
      savePortalEntry(db, {
        year: state.year,
        player_id: player.id,
        from_team: player.team,
        first: player.first,
        last: player.last,
        pos: player.pos,
        class: player.year,
        rating: player.rating,
        stars: player.stars,
        reason: 'released',
      });
    }
    retirePlayers(db, [player.id], state.year);
    const name = `${player.first} ${player.last} (${player.pos}, ${player.rating})`;
    const message = portal
      ? `${name} is released and enters the transfer portal. ${roster.length - 1} players on ${program.team}'s roster.`
      : `${name} is released and leaves ${program.team} (no transfer portal before ${PORTAL_FROM}). ${roster.length - 1} players on the roster.`;
    return { player, portal, roster: roster.length - 1, message };
  });
}
