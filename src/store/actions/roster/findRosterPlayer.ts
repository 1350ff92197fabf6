// A player of the player's own team named on the command line or in a request: id, "First Last" or a last name.
import type { Player } from '../../../core/players/types.js';
import type { Db } from '../../database.js';
import { GameError } from '../../errors.js';
import { findPlayer, teamRoster } from '../../queries/players.js';
import type { Program } from '../../program.js';

export function findRosterPlayer(db: Db, program: Program, who: string): Player {
  const text = who.trim();
  if (/^\d+$/.test(text)) {
    const player = findPlayer(db, Number(text));
    if (!player?.active) throw new GameError('not_found', `No player ${text} in this dynasty.`);
    if (player.team !== program.team)
      throw new GameError(
        'conflict',
        `${player.first} ${player.last} plays for ${player.team}: you can only manage ${program.team}.`,
      );
    return player;
  }
  const wanted = text.toLowerCase().replace(/\s+/g, ' ');
  const roster = teamRoster(db, program.team);
  let matches = roster.filter((p) => `${p.first} ${p.last}`.toLowerCase() === wanted);
  if (matches.length === 0) matches = roster.filter((p) => p.last.toLowerCase() === wanted);
  if (matches.length === 1) return matches[0];
  if (matches.length > 1) {
    throw new GameError(
      'bad_input',
      `${matches.length} players of ${program.team} are called "${text}" (ids ${matches.map((p) => p.id).join(', ')}): give the id.`,
    );
  }
  throw new GameError('not_found', `No player called "${text}" on ${program.team}.`);
}
