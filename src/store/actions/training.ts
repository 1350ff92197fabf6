// The training plan: the player sets a focus for a position group, or singles out a player for extra work. The plan
// stands until changed and applies when the players develop (the Roster Progression stage). One use case each for
// `dynasty training set|player`, POST /api/training/group|player/ and the training screen of `dynasty play`.
import {
  GROUP_FOCUSES,
  MAX_FOCUS_PLAYERS,
  PLAYER_FOCUSES,
  parseTrainingGroup,
  type GroupFocus,
  type PlayerFocus,
  type TrainingGroup,
} from '../../core/players/training.js';
import type { Player } from '../../core/players/types.js';
import type { Db } from '../database.js';
import { GameError } from '../errors.js';
import { readState } from '../queries/meta.js';
import { setGroupFocusRow, setPlayerFocusRow, trainingPlan, trainingSeason } from '../queries/training.js';
import { findRosterPlayer } from './roster/findRosterPlayer.js';
import type { Program } from '../program.js';

function parseGroup(text: string): TrainingGroup {
  const group = parseTrainingGroup(String(text));
  if (!group)
    throw new GameError(
      'bad_input',
      `No position group "${String(text).slice(0, 40)}": QB, RB, WR/TE, OL, DL, LB, DB or K/P.`,
    );
  return group;
}

function parseFocus<T extends string>(text: string, allowed: readonly T[]): T {
  const focus = String(text).trim().toLowerCase();
  if (!(allowed as readonly string[]).includes(focus)) {
    throw new GameError('bad_input', `No training focus "${String(text).slice(0, 40)}": ${allowed.join(', ')}.`);
  }
  return focus as T;
}

/** Sets a group's focus (normal: as usual). Refused for an unknown group or focus; nothing changes. */
export function setGroupFocus(
  db: Db,
  program: Program,
  groupText: string,
  focusText: string,
): { group: TrainingGroup; focus: GroupFocus; message: string } {
  const group = parseGroup(groupText);
  const focus = parseFocus<GroupFocus>(focusText, GROUP_FOCUSES);
  return db.transaction(() => {
    const state = readState(db);
    setGroupFocusRow(db, program.team, group, focus);
    const what =
      focus === 'normal'
        ? 'trains as usual'
        : focus === 'emphasis'
          ? 'gets extra work'
          : 'trains light to give others more';
    return { group, focus, message: `After the ${trainingSeason(state)} season, ${group} ${what}.` };
  });
}

/**
 * Singles out a player for extra work (emphasis) or returns him to his group (normal). Refused: a player not on the
 * player's roster, an unknown focus, a fourth player singled out.
 */
export function setPlayerFocus(
  db: Db,
  program: Program,
  who: string,
  focusText: string,
): { player: Player; focus: PlayerFocus; message: string } {
  const focus = parseFocus<PlayerFocus>(focusText, PLAYER_FOCUSES);
  return db.transaction(() => {
    const state = readState(db);
    const player = findRosterPlayer(db, program, String(who));
    const singled = trainingPlan(db, program.team).players;
    const name = `${player.first} ${player.last} (${player.pos}, ${player.rating})`;
    if (focus === 'emphasis' && !singled.includes(player.id) && singled.length >= MAX_FOCUS_PLAYERS) {
      throw new GameError(
        'conflict',
        `${singled.length} players are singled out already (at most ${MAX_FOCUS_PLAYERS}): return one to his group first (focus normal).`,
      );
    }
    setPlayerFocusRow(db, program.team, player.id, focus === 'emphasis');
    // The season the training page names: the players develop after it.
    const message = `After the ${trainingSeason(state)} season, ${name} ${focus === 'emphasis' ? 'gets extra work' : 'trains with his group'}.`;
    return { player, focus, message };
  });
}
