// Redshirts: the season's marks for every program, the year kept at its end, and the player's own choice.
import { autoRedshirts, keepsRedshirtYear, redshirtRefusal } from '../../../core/roster/redshirt.js';
import { HEALTHY } from '../../../core/roster/types.js';
import type { Player } from '../../../core/players/types.js';
import { createRng } from '../../../core/random.js';
import type { GameTeam } from '../../../core/sim/types.js';
import type { Db } from '../../database.js';
import { GameError } from '../../errors.js';
import { readState, type DynastyState } from '../../queries/meta.js';
import { clearStatusesBefore, playerStatus, saveStatuses, seasonStatuses } from '../../queries/rosterStatus.js';
import { findRosterPlayer } from './findRosterPlayer.js';
import { redshirtGamesIn } from '../../leagueRules.js';
import type { Program } from '../../program.js';

/**
 * As the season starts: last season's statuses go, and every program redshirts the players it does not need
 * (the player's own choices made in the preseason stand).
 */
export function markSeasonRedshirts(db: Db, state: DynastyState, teams: ReadonlyMap<string, GameTeam>): void {
  clearStatusesBefore(db, state.year);
  const existing = seasonStatuses(db, state.year);
  const rng = createRng(`${state.seed}:redshirts:${state.year}`);
  const marks: [number, typeof HEALTHY][] = [];
  for (const [name, team] of teams) {
    for (const id of autoRedshirts(team.players, rng.fork(name))) {
      if (!existing.has(id)) marks.push([id, { ...HEALTHY, redshirting: true }]);
    }
  }
  saveStatuses(db, state.year, marks);
}

/** The players who keep their redshirt year this season (read as the season ends, before progression). */
export function seasonRedshirts(db: Db, year: number): Set<number> {
  const keeps = new Set<number>();
  const allowed = redshirtGamesIn(db, year);
  const rows = db.values(
    `SELECT s.player_id, p.redshirted, s.games_played FROM player_status s JOIN players p ON p.id = s.player_id
     WHERE s.year = ? AND s.redshirting = 1 AND p.active = 1`,
    [year],
  );
  for (const [id, redshirted, games] of rows) {
    const status = { ...HEALTHY, redshirting: true, gamesPlayed: games as number };
    if (keepsRedshirtYear({ redshirted: redshirted === 1 }, status, year, allowed)) keeps.add(id as number);
  }
  return keeps;
}

const REDSHIRT_STAGES = new Set(['preseason', 'season', 'playoff', 'summary']);

export interface RedshirtResult {
  player: Player;
  redshirting: boolean;
  gamesPlayed: number;
}

/** The player redshirts one of his players (on) or lets him play (off). */
export function setRedshirt(db: Db, program: Program, who: string, on: boolean): RedshirtResult {
  return db.transaction(() => {
    const state = readState(db);
    if (!REDSHIRT_STAGES.has(state.stage)) {
      throw new GameError(
        'wrong_stage',
        `Redshirts are set from the preseason to the season summary; the dynasty is in the ${state.stage} stage.`,
      );
    }
    const player = findRosterPlayer(db, program, who);
    const status = playerStatus(db, state.year, player.id) ?? { ...HEALTHY };
    if (on) {
      const refusal = redshirtRefusal(player, status, state.year, redshirtGamesIn(db, state.year));
      if (refusal) throw new GameError('conflict', refusal);
    }
    saveStatuses(db, state.year, [[player.id, { ...status, redshirting: on }]]);
    return { player, redshirting: on, gamesPlayed: status.gamesPlayed };
  });
}
