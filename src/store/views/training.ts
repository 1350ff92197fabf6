// The training plan page: each position group's focus and the players singled out, with what the plan adds to or
// takes from their expected growth. GET /api/training/, `dynasty training`, the training screen of `dynasty play`.
import {
  GROUP_FOCUSES,
  GROUP_POSITIONS,
  MAX_FOCUS_PLAYERS,
  PLAYER_FOCUSES,
  TRAINING_GROUPS,
  TRAINING_POINT,
  groupOf,
  trainingShifts,
} from '../../core/players/training.js';
import type { TrainingResponse } from '../../shared/training-types.js';
import { teamRoster } from '../queries/players.js';
import { trainingPlan, trainingSeason } from '../queries/training.js';
import type { PageContext } from './context.js';

const round1 = (x: number) => Math.round(x * 10) / 10;

export function trainingView(ctx: PageContext): TrainingResponse {
  const state = ctx.state;
  const team = ctx.program.team;
  const plan = trainingPlan(ctx.db, team);
  const roster = teamRoster(ctx.db, team);
  // The players who develop: all but the seniors about to leave (redshirts aside).
  const developing = roster.filter((p) => p.year !== 'sr');
  const shifts = trainingShifts(developing, plan);
  const groups = TRAINING_GROUPS.map((group) => {
    const members = developing.filter((p) => groupOf(p.pos) === group && !plan.players.includes(p.id));
    const shift = members.length > 0 ? (shifts.get(members[0].id) ?? 0) : 0;
    return {
      group,
      positions: [...GROUP_POSITIONS[group]],
      focus: plan.groups[group] ?? 'normal',
      players: members.length,
      shift: round1(shift),
    };
  });
  const players = plan.players.flatMap((id) => {
    const p = roster.find((r) => r.id === id);
    return p
      ? [
          {
            id: p.id,
            first: p.first,
            last: p.last,
            pos: p.pos,
            rating: p.rating,
            potential: p.potential,
            shift: round1(shifts.get(p.id) ?? 0),
          },
        ]
      : [];
  });
  return {
    team,
    // Once this offseason's players have developed, the plan waits for the next one.
    applies_after_season: trainingSeason(state),
    groups,
    players,
    max_players: MAX_FOCUS_PLAYERS,
    group_focuses: [...GROUP_FOCUSES],
    player_focuses: [...PLAYER_FOCUSES],
    training_point: TRAINING_POINT,
  };
}
