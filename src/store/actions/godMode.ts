// God Mode: a switch (off by default) under which the player may edit a player, a coach and a program's
// prestige, move a player to another program and force the result of an unplayed game. Every edit is logged
// with its season and week, so history marks what happened under it. One use case each for the CLI
// (`dynasty god ...`), the server (/api/god_mode/) and the terminal.
import { ATTRIBUTE_NAMES, clampRating, overallFor } from '../../core/players/attributes.js';
import { assignDepthChart } from '../../core/players/depthChart.js';
import { POSITIONS, type ClassYear, type PlayerAttributes, type Position } from '../../core/players/types.js';
import type { Db } from '../database.js';
import type { GodModeChange } from '../../shared/api-types.js';
import { GameError } from '../errors.js';
import { coachedRecordsByGame } from './coach/record.js';
import { coachedPrograms } from '../program.js';
import { dynastyLeague, resolveTeam } from '../league.js';
import { findGame, isPlayed } from '../queries/games.js';
import { godModeOn, logGodMode, writeForcedWinner, writeGodMode } from '../queries/godMode.js';
import { readState } from '../queries/meta.js';
import { findPlayer, teamRoster, updateDepthChart, updatePlayers } from '../queries/players.js';

const CLASSES: readonly ClassYear[] = ['fr', 'so', 'jr', 'sr'];
export const COACH_SKILLS = ['offense', 'defense', 'recruiting', 'development', 'game_management'] as const;
export type CoachSkill = (typeof COACH_SKILLS)[number];

const bad = (message: string) => new GameError('bad_input', message);

function log(db: Db, what: string): void {
  const state = readState(db);
  logGodMode(db, { year: state.year, week: state.currentWeek, what });
}

function requireGodMode(db: Db): void {
  if (!godModeOn(db))
    throw new GameError('conflict', 'God Mode is off: turn it on first (it is recorded in the save).');
}

export function setGodMode(db: Db, on: boolean): boolean {
  return db.transaction(() => {
    if (godModeOn(db) === on) return on;
    writeGodMode(db, on);
    log(db, on ? 'God Mode turned on' : 'God Mode turned off');
    return on;
  });
}

function teamName(db: Db, name: string): string {
  return resolveTeam(dynastyLeague(db, readState(db).year), name);
}

function activePlayer(db: Db, id: number) {
  const player = findPlayer(db, id);
  if (!player?.active) throw new GameError('not_found', `No active player with id ${id}.`);
  return player;
}

/** Redraws a team's depth chart (best overall first) after a player joined, left or changed position. */
function redrawDepthChart(db: Db, team: string): void {
  updateDepthChart(db, assignDepthChart(teamRoster(db, team)));
}

export interface PlayerEdit {
  /** Attributes by name (speed, throwPower, ...), each 1-99. */
  ratings?: Partial<Record<keyof PlayerAttributes, number>>;
  year?: string;
  pos?: string;
}

export function editPlayer(db: Db, id: number, edit: PlayerEdit): string {
  requireGodMode(db);
  const player = activePlayer(db, id);
  const attributes = { ...player.attributes };
  for (const [name, value] of Object.entries(edit.ratings ?? {})) {
    if (!(ATTRIBUTE_NAMES as readonly string[]).includes(name))
      throw bad(`Unknown rating "${name}": ratings are ${ATTRIBUTE_NAMES.join(', ')}.`);
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 99)
      throw bad(`${name} must be a whole number from 1 to 99.`);
    attributes[name as keyof PlayerAttributes] = clampRating(value);
  }
  const year = edit.year === undefined ? player.year : (edit.year.toLowerCase() as ClassYear);
  if (!CLASSES.includes(year)) throw bad(`Class must be one of ${CLASSES.join(', ')}, not "${edit.year}".`);
  const pos = edit.pos === undefined ? player.pos : (edit.pos.toUpperCase() as Position);
  if (!POSITIONS.includes(pos)) throw bad(`Position must be one of ${POSITIONS.join(', ')}, not "${edit.pos}".`);
  const name = `${player.first} ${player.last}`;
  return db.transaction(() => {
    updatePlayers(db, [{ ...player, attributes, year, rating: overallFor(pos, attributes) }]);
    if (pos !== player.pos) db.run('UPDATE players SET pos = ? WHERE id = ?', [pos, id]);
    redrawDepthChart(db, player.team);
    const what = `Edited ${name} (${player.team}): ${pos} ${year}, overall ${overallFor(pos, attributes)}`;
    log(db, what);
    return what;
  });
}

export function movePlayer(db: Db, id: number, team: string): string {
  requireGodMode(db);
  const player = activePlayer(db, id);
  const to = teamName(db, team);
  if (to === player.team) throw bad(`${player.first} ${player.last} already plays for ${to}.`);
  return db.transaction(() => {
    updatePlayers(db, [{ ...player, team: to, depth: 99, starter: false }]);
    redrawDepthChart(db, player.team);
    redrawDepthChart(db, to);
    const what = `Moved ${player.first} ${player.last} from ${player.team} to ${to}`;
    log(db, what);
    return what;
  });
}

export function editCoach(db: Db, team: string, skills: Partial<Record<CoachSkill, number>>): string {
  requireGodMode(db);
  const program = teamName(db, team);
  const coach = db.get<{ id: number; first: string; last: string }>(
    'SELECT id, first, last FROM coaches WHERE team = ?',
    [program],
  );
  if (!coach) throw new GameError('not_found', `${program} has no head coach.`);
  const entries = Object.entries(skills);
  if (entries.length === 0) throw bad(`Name a skill to change: ${COACH_SKILLS.join(', ')}.`);
  for (const [skill, value] of entries) {
    if (!(COACH_SKILLS as readonly string[]).includes(skill))
      throw bad(`Unknown coach skill "${skill}": skills are ${COACH_SKILLS.join(', ')}.`);
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 99)
      throw bad(`${skill} must be a whole number from 1 to 99.`);
  }
  return db.transaction(() => {
    for (const [skill, value] of entries) db.run(`UPDATE coaches SET ${skill} = ? WHERE id = ?`, [value, coach.id]);
    const what = `Edited coach ${coach.first} ${coach.last} (${program}): ${entries.map(([s, v]) => `${s} ${v}`).join(', ')}`;
    log(db, what);
    return what;
  });
}

/** A program's prestige (1-7) this season, within its floor and ceiling widened to fit. */
export function setPrestige(db: Db, team: string, prestige: number): string {
  requireGodMode(db);
  const program = teamName(db, team);
  if (!Number.isInteger(prestige) || prestige < 1 || prestige > 7)
    throw bad(`Prestige must be a whole number from 1 to 7, not ${prestige}.`);
  const year = readState(db).year;
  return db.transaction(() => {
    db.run(
      'UPDATE team_seasons SET prestige = ?, ceiling = MAX(ceiling, ?), floor = MIN(floor, ?) WHERE year = ? AND team = ?',
      [prestige, prestige, prestige, year, program],
    );
    const what = `Set ${program}'s prestige to ${prestige}`;
    log(db, what);
    return what;
  });
}

/** The winner of an unplayed game, not being coached: it is simulated until that team wins (forcedResult.ts). */
export function forceResult(db: Db, gameId: number, winner: string): string {
  requireGodMode(db);
  return forceWinner(db, gameId, winner);
}

/**
 * forceResult without God Mode: an online league's commissioner forces a result in the open (its log), his reason
 * kept with it (shown where the game is shown).
 */
export function forceWinner(db: Db, gameId: number, winner: string, reason?: string): string {
  const game = findGame(db, gameId);
  if (!game) throw new GameError('not_found', `No game ${gameId}.`);
  if (isPlayed(game)) throw new GameError('conflict', `Game ${gameId} is already played.`);
  const team = [game.home, game.away].find((t) => t.toLowerCase() === winner.trim().toLowerCase());
  if (!team) throw bad(`${winner} does not play in game ${gameId} (${game.away} at ${game.home}).`);
  // A coached game's result is the coach's calls: it cannot also be forced, in progress or over and waiting for its
  // week to be played.
  const coached = coachedRecordsByGame(db).get(gameId);
  if (coached && coached.record.year === game.year && coached.record.week === game.week) {
    const who = coachedPrograms(db).length === 1 ? 'You are' : `${coached.program.team} is`;
    const whose = coachedPrograms(db).length === 1 ? 'your' : "its coach's";
    throw new GameError(
      'conflict',
      `${who} coaching ${game.away} at ${game.home}: its result is ${whose} calls', so it cannot be forced.`,
    );
  }
  return db.transaction(() => {
    writeForcedWinner(db, gameId, team, reason);
    const what = `Forced ${team} to win ${game.away} at ${game.home} (${game.year}, week ${game.week})`;
    log(db, what);
    return what;
  });
}

/** One God Mode change: what was done, in words. */
export function applyGodModeChange(db: Db, change: GodModeChange): string {
  switch (change.action) {
    case 'switch':
      return setGodMode(db, change.on) ? 'God Mode is on.' : 'God Mode is off.';
    case 'player':
      return editPlayer(db, change.id, change);
    case 'move_player':
      return movePlayer(db, change.id, change.team);
    case 'coach':
      return editCoach(db, change.team, change.skills);
    case 'prestige':
      return setPrestige(db, change.team, change.prestige);
    case 'force':
      return forceResult(db, change.game, change.winner);
  }
}
