// The coached game's answer (GET /api/coached_game, POST /api/coached_game/start, /call and /situations): our
// addition beside the original system's calls (./wire.ts).
import Type from 'typebox';
import {
  COACH_TEMPOS_WIRE,
  DECISION_KINDS,
  FORMATIONS_WIRE,
  FRONTS_WIRE,
  GAIN_KINDS,
  GRADE_KINDS,
  PERSONNEL_WIRE,
  SITUATION_NAMES,
  SITUATION_SIDE_NAMES,
} from '../../coached-types.js';
import { DRIVE_RESULTS_WIRE, PLAY_ART_KINDS, PLAY_ART_RESULTS } from '../../live-types.js';
import { int, nullable, num, open, text, word } from './kit.js';
import { infoAnswer, rivalryAnswer } from './wire.js';

const SIDE = word(['home', 'away']);
const PERCENT = num(0, 100);
const CLOCK = text('^\\d{1,2}:\\d\\d$');

const artPlayer = nullable(open({ name: Type.String(), pos: Type.String() }));

/** A play drawn: the two sides' sets and what the play did (shared/live-types.ts PlayArtWire). */
const playArtAnswer = open({
  kind: word(PLAY_ART_KINDS),
  formation: Type.String(),
  personnel: nullable(Type.String()),
  front: Type.String(),
  coverage: nullable(Type.String()),
  defense_call: nullable(Type.String()),
  play: nullable(Type.String()),
  play_called: Type.Boolean(),
  ball_carrier: artPlayer,
  passer: artPlayer,
  target: artPlayer,
  defender: artPlayer,
  depth: nullable(int(0, 3)),
  air_yards: nullable(Type.Integer()),
  yards: Type.Integer(),
  result: word(PLAY_ART_RESULTS),
});

/** A row of the drive chart (shared/live-types.ts DriveRow). */
export const driveRowAnswer = open({
  offense: SIDE,
  quarter: int(1),
  clock: CLOCK,
  start_field: Type.String(),
  end_field: Type.String(),
  start_ball_on: int(0, 100),
  end_ball_on: int(0, 100),
  plays: int(0),
  yards: Type.Integer(),
  time: text('^\\d{1,3}:\\d\\d$'),
  result: word(DRIVE_RESULTS_WIRE),
  points: int(0),
  home_score: int(0),
  away_score: int(0),
});

export const livePlayAnswer = open({
  quarter: int(1),
  clock: CLOCK,
  seconds_left: int(0, 3600),
  offense: SIDE,
  down: int(0, 4),
  distance: int(0),
  ball_on: int(0, 100),
  field: Type.String(),
  text: Type.String(),
  home_score: int(0),
  away_score: int(0),
  home_wp: PERCENT,
  drive: int(0),
  art: nullable(playArtAnswer),
});

const gradeAnswer = open({
  kind: word(GRADE_KINDS),
  quarter: int(1),
  clock: CLOCK,
  situation: Type.String(),
  choices: Type.Array(open({ call: Type.String(), win_probability: PERCENT }), { minItems: 2 }),
  chosen: Type.String(),
  best: Type.String(),
  cost: int(0, 100),
  by_coordinator: Type.Boolean(),
  text: text('%.* - '),
});

export const coachedGameAnswer = open({
  info: infoAnswer,
  id: int(1),
  year: Type.Integer(),
  week: int(1),
  home: Type.String(),
  away: Type.String(),
  home_abbreviation: Type.String(),
  away_abbreviation: Type.String(),
  coached: SIDE,
  neutral: Type.Boolean(),
  /** A coordinator calls only these decisions (the offence's snaps for the offensive coordinator); null: all of them. */
  you_call: nullable(word(DECISION_KINDS)),
  status: word(['playing', 'final']),
  quarter: int(1),
  clock: CLOCK,
  home_score: int(0),
  away_score: int(0),
  offense: SIDE,
  down: int(0, 4),
  distance: int(0),
  ball_on: int(0, 100),
  field: Type.String(),
  home_timeouts: int(0, 3),
  away_timeouts: int(0, 3),
  clock_running: Type.Boolean(),
  play_clock: int(25, 40),
  tempo: word(COACH_TEMPOS_WIRE),
  opponent: open({
    abbreviation: Type.String(),
    offense: open({ plays: int(0), run_pct: PERCENT, pass_pct: PERCENT }),
    defense: open({ snaps: int(0), blitz_pct: PERCENT, zone_pct: PERCENT, man_pct: PERCENT, base_pct: PERCENT }),
  }),
  last_gains: Type.Array(open({ offense: SIDE, yards: Type.Integer(), kind: word(GAIN_KINDS) }), { maxItems: 5 }),
  home_wp: PERCENT,
  pending: nullable(
    open({
      kind: word(DECISION_KINDS),
      calls: Type.Array(Type.String(), { minItems: 2 }),
      sideline: Type.Array(Type.String()),
      formations: Type.Array(word(FORMATIONS_WIRE)),
      personnel: Type.Array(word(PERSONNEL_WIRE)),
      fronts: Type.Array(word(FRONTS_WIRE)),
    }),
  ),
  situations: open({
    situations: Type.Array(word(SITUATION_NAMES), { minItems: 1 }),
    sides: word(SITUATION_SIDE_NAMES),
  }),
  calls_made: int(0),
  plays: Type.Array(livePlayAnswer),
  grades: nullable(open({ grades: Type.Array(gradeAnswer), summary: Type.String(), total_cost: int(0) })),
  drives: Type.Array(driveRowAnswer),
  rivalry: nullable(rivalryAnswer),
});
