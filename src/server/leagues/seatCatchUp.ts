// A coach's job move (taken himself, or by auto-pilot leaving the season summary) is written to the league's save
// first, then his seat in the server's database moves with him. A server stopped between the two left his seat at
// the program he left: the server that opens the league next moves it where the save says he is, logged once.
import { coachedTeams } from '../../store/program.js';
import { playerCoachMoves, type CoachMove } from '../../store/queries/coachMoves.js';
import type { LeagueSaves } from './leagueGame.js';
import type { Leagues } from './leagues.js';

/**
 * The moves the seats are behind on, in an order each can be made in (a program held by one seat at a time). A seat
 * at a program its coach left is his while nobody coaches it now, or while the one who does came from a seat that
 * has not moved yet; and it moves only to a program no seat holds (else his seat moved already).
 */
function movesBehind(held: readonly string[], moves: readonly CoachMove[], coached: ReadonlySet<string>): CoachMove[] {
  const seats = new Set(held);
  const made: CoachMove[] = [];
  let pending = moves.filter((move) => seats.has(move.from));
  for (let progress = true; progress; ) {
    progress = false;
    for (const move of pending) {
      const leavers =
        !coached.has(move.from) || pending.some((other) => other.to === move.from && seats.has(other.from));
      if (!leavers || !seats.has(move.from) || seats.has(move.to)) continue;
      seats.delete(move.from);
      seats.add(move.to);
      made.push(move);
      progress = true;
    }
    pending = pending.filter((move) => !made.includes(move));
  }
  return made;
}

/** Moves each seat of the league its save's coach has left to where he is now; idempotent. */
export async function catchUpSeats(game: LeagueSaves, leagues: Leagues, leagueId: string): Promise<void> {
  const save = await game.saves.read(game.pathOf(leagueId), (file) =>
    file ? { moves: playerCoachMoves(file.db), coached: coachedTeams(file.db) } : null,
  );
  if (!save || save.moves.length === 0) return;
  game.db.transaction(() => {
    const held = game.db
      .all<{ team: string }>('SELECT team FROM league_coaches WHERE league_id = ?', [leagueId])
      .map((row) => row.team);
    for (const move of movesBehind(held, save.moves, save.coached)) {
      const who = game.moveSeat(leagueId, move.from, move.to);
      leagues.log(
        leagueId,
        'job',
        `${who} left ${move.from} for ${move.to} (recorded when the server started again).`,
        false,
      );
    }
  });
}
