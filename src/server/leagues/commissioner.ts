// The commissioner's hand on a started league beside its turns (./turns.ts): his deadline, his God Mode, and the
// results he forces, each with its line in the league's log that every coach reads.
import { GameError } from '../../store/errors.js';
import { forcibleGames } from '../../store/views/forcibleGames.js';
import type { ForcibleGames } from '../../shared/league-types.js';
import { MAX_DEADLINE_MINUTES, MIN_DEADLINE_MINUTES, minutesText } from '../../shared/leagueDeadline.js';
import type { Account } from '../accounts/accounts.js';
import type { LeagueSaves } from './leagueGame.js';
import type { Leagues } from './leagues.js';

/** A minute of the deadlines, in ms. */
export const MINUTE_MS = 60_000;

/** What the commissioner's acts work on: the leagues, their games, and the clock (injected: tests move it). */
export interface Commission {
  leagues: Leagues;
  game: LeagueSaves;
  now: () => number;
}

/** The commissioner's deadline: `minutes` after now and after every advance, or none. */
export function setDeadline(c: Commission, leagueId: string, by: Account, minutes: number | null): void {
  const league = c.leagues.commissioned(leagueId, by);
  if (
    minutes !== null
    && (!Number.isInteger(minutes) || minutes < MIN_DEADLINE_MINUTES || minutes > MAX_DEADLINE_MINUTES)
  )
    throw new GameError(
      'bad_input',
      `A deadline is from ${minutesText(MIN_DEADLINE_MINUTES)} to ${minutesText(MAX_DEADLINE_MINUTES)}.`,
    );
  const at = minutes === null ? null : c.now() + minutes * MINUTE_MS;
  c.game.db.transaction(() => {
    c.game.db.run('UPDATE leagues SET deadline_minutes = ?, deadline_at = ? WHERE id = ?', [minutes, at, league.id]);
    c.leagues.log(
      league.id,
      'deadline',
      at === null || minutes === null
        ? `${by.name} took the deadline away: the league moves on when every coach is ready or at his command.`
        : `${by.name} set the deadline: ${minutesText(minutes)} after each advance (next at ${new Date(at).toISOString().slice(0, 16).replace('T', ' ')} UTC).`,
      true,
    );
  });
}

/** The commissioner's God Mode (off by default), in the league's save too: his edits through it are logged. */
export async function switchGodMode(c: Commission, leagueId: string, by: Account, on: boolean): Promise<void> {
  const league = c.leagues.commissioned(leagueId, by);
  if (league.started_at === null) throw new GameError('conflict', `${league.name} has not started.`);
  await c.game.ifThere(league.id, 'godModeChange', { action: 'switch', on });
  c.game.db.transaction(() => {
    c.game.db.run('UPDATE leagues SET god_mode = ? WHERE id = ?', [on ? 1 : 0, league.id]);
    c.leagues.log(league.id, 'god_mode', `${by.name} turned God Mode ${on ? 'on' : 'off'}.`, true);
  });
}

/** The games the commissioner may force a result on now (the week to come's unplayed ones), to pick from. */
export async function gamesToForce(c: Commission, leagueId: string, by: Account): Promise<ForcibleGames> {
  const league = c.leagues.commissioned(leagueId, by);
  if (league.started_at === null) throw new GameError('conflict', `${league.name} has not started.`);
  return c.game.saves.read(c.game.pathOf(league.id), (save) => {
    if (!save) throw new GameError('conflict', "The league's game is not there.");
    return forcibleGames(save.db);
  });
}

/** The commissioner decides an unplayed game's winner, with his reason: it is played until that team wins. */
export async function forceWinner(
  c: Commission,
  leagueId: string,
  by: Account,
  gameId: number,
  winner: string,
  reason: string,
): Promise<void> {
  const league = c.leagues.commissioned(leagueId, by);
  if (league.started_at === null) throw new GameError('conflict', `${league.name} has not started.`);
  const why = reason.trim();
  if (why.length < 3)
    throw new GameError('bad_input', 'Say why the result is forced: every coach reads it in the log.');
  const what = await c.game.saves.change(
    c.game.pathOf(league.id),
    'forceWinner',
    (save) => {
      if (!save) throw new GameError('conflict', "The league's game is not there.");
      return { input: { game: gameId, winner, reason: why } };
    },
    (_, done) => done?.result ?? '',
  );
  c.leagues.log(league.id, 'forced', `${by.name}: ${what}. Why: ${why}`, true);
}
