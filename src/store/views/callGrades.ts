// The grades of a coached game's decisions: every fourth down, try after a touchdown and timeout of the coached
// team, with the chance to win each choice would have given (core/odds/callValues.ts) against the one made.
import type { Call, DecisionKind } from '../../core/sim/calls.js';
import { twoRequired } from '../../core/sim/coaching.js';
import { fourthDownChoices, timeoutChoices, tryChoices } from '../../core/sim/choiceValues.js';
import { isTempoCall } from '../../core/sim/clock.js';
import { fourthDownDecision, goForTwo } from '../../core/sim/decisions.js';
import type { GameState, TeamIndex } from '../../core/sim/state.js';
import type { CallChoice, CallGrade, CallGrades } from '../../shared/coached-types.js';
import { downAndDistance } from '../../shared/downText.js';
import { replayCoached, type CoachedRecord } from '../actions/coach/record.js';
import { clockText } from './format.js';

const LABEL: Record<string, string> = {
  go: 'go for it',
  punt: 'punt',
  field_goal: 'field goal',
  kick: 'kick',
  two: 'go for two',
  timeout: 'timeout',
  no_timeout: 'let it run',
};
const DONE: Record<string, string> = {
  go: 'went for it',
  punt: 'punted',
  field_goal: 'kicked the field goal',
  kick: 'kicked',
  two: 'went for two',
  timeout: 'called time',
  no_timeout: 'let it run',
};

function scoreText(lead: number): string {
  return lead === 0 ? 'tied' : lead > 0 ? `up ${lead}` : `down ${-lead}`;
}

function grade(
  kind: CallGrade['kind'],
  s: GameState,
  situation: string,
  values: Record<string, number>,
  chosen: string,
  byCoordinator: boolean,
): CallGrade {
  const choices: CallChoice[] = Object.entries(values).map(([call, p]) => ({
    call,
    win_probability: Math.round(p * 100),
  }));
  const best = choices.reduce((a, b) => (b.win_probability > a.win_probability ? b : a));
  const mine = choices.find((c) => c.call === chosen) ?? best;
  const cost = best.win_probability - mine.win_probability;
  const who = byCoordinator ? 'the coordinator' : 'you';
  const list = choices.map((c) => `${LABEL[c.call]}: ${c.win_probability}%`).join(', ');
  return {
    kind,
    quarter: s.quarter,
    clock: clockText(s.overtime > 0 ? 0 : s.clock),
    situation,
    choices,
    chosen,
    best: best.call,
    cost,
    by_coordinator: byCoordinator,
    text: `${list} - ${who} ${DONE[chosen]}${cost > 0 ? `, -${cost}%` : ', the best call'}`,
  };
}

function fourthDown(s: GameState, record: CoachedRecord, side: TeamIndex, call: Call): CallGrade {
  const byCoordinator = call === 'coordinator';
  const decided = byCoordinator
    ? fourthDownDecision(s.situation, s.kickRange[side], s.plans[side].fourthDownAggression)
    : null;
  const chosen = decided
    ? decided === 'fieldGoal'
      ? 'field_goal'
      : decided
    : call === 'punt' || call === 'field_goal'
      ? call
      : 'go';
  const where = `${downAndDistance(4, s.distance, 100 - s.ballOn)} at ${s.fieldLabel(side, s.ballOn)}, ${scoreText(s.lead(side))}`;
  return grade('fourth_down', s, where, fourthDownChoices(s, side, record.homeSpread ?? 0), chosen, byCoordinator);
}

function tryAfter(s: GameState, record: CoachedRecord, side: TeamIndex, call: Call): CallGrade {
  const byCoordinator = call === 'coordinator';
  const secondsLeft = s.overtime > 0 ? 0 : s.timeLeftInGame();
  const chosen = byCoordinator
    ? s.overtime === 0 && goForTwo(s.lead(side), s.quarter, secondsLeft)
      ? 'two'
      : 'kick'
    : call;
  const where = `Try after a touchdown, ${scoreText(s.lead(side))}`;
  return grade('two_point', s, where, tryChoices(s, side, record.homeSpread ?? 0), chosen, byCoordinator);
}

function timeout(s: GameState, record: CoachedRecord, side: TeamIndex): CallGrade {
  const where = `Timeout ${s.clockRunning ? 'with the clock running' : 'with the clock stopped'}, ${downAndDistance(s.down, s.distance, 100 - s.ballOn)}, ${scoreText(s.lead(side))}`;
  return grade('timeout', s, where, timeoutChoices(s, side, record.homeSpread ?? 0), 'timeout', false);
}

/** Every graded decision of a finished coached game (the coordinator's calls for the coach's team too, marked). */
export function gradeCalls(record: CoachedRecord, seed: number): CallGrades {
  const grades: CallGrade[] = [];
  const side: TeamIndex = record.side === 'home' ? 0 : 1;
  // The last fourth down graded, and the downs snapped when it was called.
  let fourth: { index: number; snapped: number } | null = null;
  replayCoached(
    record,
    seed,
    () => 'coordinator',
    (kind: DecisionKind, call: Call, s: GameState) => {
      // A tempo is set before the snap's call, which is the one graded.
      if (isTempoCall(call)) return;
      if (call === 'timeout') grades.push(timeout(s, record, side));
      else if (kind === 'offense' && s.down === 4) {
        // Asked again with no down snapped since (the period ran out before the snap): that call was never played,
        // and this one stands for it.
        if (fourth !== null && fourth.snapped === s.downsSnapped) grades.splice(fourth.index, 1);
        fourth = { index: grades.length, snapped: s.downsSnapped };
        grades.push(fourthDown(s, record, side, call));
      } else if (kind === 'try' && !twoRequired(s)) grades.push(tryAfter(s, record, side, call));
    },
  );
  return {
    grades,
    summary: summaryOf(grades),
    total_cost: grades.filter((g) => !g.by_coordinator).reduce((sum, g) => sum + g.cost, 0),
  };
}

function summaryOf(grades: readonly CallGrade[]): string {
  if (grades.length === 0) return 'No fourth-down, two-point or timeout decisions to grade.';
  const own = grades.filter((g) => !g.by_coordinator);
  const costly = own.filter((g) => g.cost > 0);
  const cost = costly.reduce((sum, g) => sum + g.cost, 0);
  const coordinator = grades.length - own.length;
  const yours =
    own.length === 0
      ? 'none by you'
      : `${own.length} by you: ${own.length - costly.length} best, ${costly.length} costly (${cost > 0 ? `-${cost}%` : 'nothing'} in all)`;
  return `${grades.length} decisions graded, ${yours}${coordinator > 0 ? `; ${coordinator} left to the coordinator` : ''}.`;
}
