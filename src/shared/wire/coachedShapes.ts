// The JSON shape of the coached game's answers (GET /api/coached_game, POST /api/coached_game/start and /call):
// our addition beside the original system's calls (shapes.ts), checked by the coached game's server test.
import { arr, bool, int, nullable, num, obj, str } from './schema.js';
import { infoShape } from './shapes.js';
import {
  COACH_TEMPOS_WIRE,
  DECISION_KINDS,
  FORMATIONS_WIRE,
  FRONTS_WIRE,
  PERSONNEL_WIRE,
  GAIN_KINDS,
  GRADE_KINDS,
  SITUATION_NAMES,
  SITUATION_SIDE_NAMES,
} from '../coached-types.js';

const SIDE = str({ values: ['home', 'away'] as const });
const PERCENT = num({ min: 0, max: 100 });
const CLOCK = str({ pattern: /^\d{1,2}:\d\d$/ });

export const livePlayShape = obj({
  quarter: int({ min: 1 }),
  clock: CLOCK,
  seconds_left: int({ min: 0, max: 3600 }),
  offense: SIDE,
  down: int({ min: 0, max: 4 }),
  distance: int({ min: 0 }),
  ball_on: int({ min: 0, max: 100 }),
  field: str(),
  text: str(),
  home_score: int({ min: 0 }),
  away_score: int({ min: 0 }),
  home_wp: PERCENT,
});

const gradeShape = obj({
  kind: str({ values: GRADE_KINDS }),
  quarter: int({ min: 1 }),
  clock: CLOCK,
  situation: str(),
  choices: arr(obj({ call: str(), win_probability: PERCENT }), { length: { min: 2 } }),
  chosen: str(),
  best: str(),
  cost: int({ min: 0, max: 100 }),
  by_coordinator: bool(),
  text: str({ pattern: /%.* - / }),
});

export const coachedGameShape = obj({
  info: infoShape,
  id: int({ min: 1 }),
  year: int(),
  week: int({ min: 1 }),
  home: str(),
  away: str(),
  home_abbreviation: str(),
  away_abbreviation: str(),
  coached: SIDE,
  status: str({ values: ['playing', 'final'] as const }),
  quarter: int({ min: 1 }),
  clock: CLOCK,
  home_score: int({ min: 0 }),
  away_score: int({ min: 0 }),
  offense: SIDE,
  down: int({ min: 0, max: 4 }),
  distance: int({ min: 0 }),
  ball_on: int({ min: 0, max: 100 }),
  field: str(),
  home_timeouts: int({ min: 0, max: 3 }),
  away_timeouts: int({ min: 0, max: 3 }),
  clock_running: bool(),
  play_clock: int({ min: 25, max: 40 }),
  tempo: str({ values: COACH_TEMPOS_WIRE }),
  opponent: obj({
    abbreviation: str(),
    offense: obj({ plays: int({ min: 0 }), run_pct: PERCENT, pass_pct: PERCENT }),
    defense: obj({
      snaps: int({ min: 0 }),
      blitz_pct: PERCENT,
      zone_pct: PERCENT,
      man_pct: PERCENT,
      base_pct: PERCENT,
    }),
  }),
  last_gains: arr(obj({ offense: SIDE, yards: int(), kind: str({ values: GAIN_KINDS }) }), { length: { max: 5 } }),
  home_wp: PERCENT,
  pending: nullable(
    obj({
      kind: str({ values: DECISION_KINDS }),
      calls: arr(str(), { length: { min: 2 } }),
      sideline: arr(str()),
      formations: arr(str({ values: FORMATIONS_WIRE })),
      personnel: arr(str({ values: PERSONNEL_WIRE })),
      fronts: arr(str({ values: FRONTS_WIRE })),
    }),
  ),
  situations: obj({
    situations: arr(str({ values: SITUATION_NAMES }), { length: { min: 1 } }),
    sides: str({ values: SITUATION_SIDE_NAMES }),
  }),
  calls_made: int({ min: 0 }),
  plays: arr(livePlayShape),
  grades: nullable(obj({ grades: arr(gradeShape), summary: str(), total_cost: int({ min: 0 }) })),
});
