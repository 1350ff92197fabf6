// The drawing of each play the play-by-play tells (types.ts PlayArt): the formation and personnel, the front and
// coverage, the play and who carried, threw, caught or stopped the ball, how far and how it ended. Built only in a
// game that keeps its play-by-play, from what the engine played: the snap's calls (SnapLook), the staff's own
// formation and front when none was called (book.ts: a play without them is played from them), the play's outcome.
// Nothing here draws from the game's random stream, so the game is the same with or without its drawing.

import { defenseBookOf, offenseBookOf } from '../playbook/pricing.js';
import type { DefenseSet, OffenseSet } from '../playbook/book.js';
import { playerName } from './lineup.js';
import { PlayKind, type Outcome } from './outcome.js';
// Import circle: the game's state keeps the snap's look and drawing, which this reads it to draw (a type only).
import type { GameState, TeamIndex } from './state.js';
import type { ArtPlayer, PlayArt, PlayArtKind, PlayArtResult } from './types.js';

/** What a snap lined up in, as far as its calls named it (null: the staff's own), set before the play is run. */
export interface SnapLook {
  /** The offence's called play (calls.ts OFFENSE_CALLS), or null: the staff's. */
  play: string | null;
  formation: OffenseSet | null;
  front: DefenseSet | null;
  /** The defensive call the snap was played against (null: the staff's base). */
  defense: string | null;
  /** The last snap of a half thrown to the end zone. */
  hailMary: boolean;
}

export function emptyLook(): SnapLook {
  return { play: null, formation: null, front: null, defense: null, hailMary: false };
}

export function resetLook(look: SnapLook): void {
  look.play = null;
  look.formation = null;
  look.front = null;
  look.defense = null;
  look.hailMary = false;
}

function player(s: GameState, side: TeamIndex, i: number): ArtPlayer | null {
  if (i < 0) return null;
  const lineup = s.lineups[side];
  return { name: playerName(lineup, i), pos: lineup.players[i].pos };
}

/** The two sides' sets for the snap: what was called, else the staff's own formation, personnel and front. */
function sets(s: GameState): Pick<PlayArt, 'formation' | 'personnel' | 'front' | 'coverage' | 'defenseCall'> {
  const look = s.look;
  const book = offenseBookOf(s.plans[s.offense]);
  return {
    formation: look.formation?.formation ?? book.formation,
    personnel: look.formation?.personnel ?? book.group,
    front: look.front?.front ?? defenseBookOf(s.plans[s.defense]).base,
    coverage: look.front?.coverage ?? null,
    defenseCall: look.defense ?? 'base',
  };
}

const PASS_PLAYS = ['screen', 'quick_pass', 'intermediate_pass', 'deep_shot'] as const;

/** The play as it went: the coach's call, else the staff's run (by who carried) or pass (by its depth). */
function playOf(s: GameState, o: Outcome): string | null {
  const look = s.look;
  if (look.play !== null) return look.play;
  if (look.hailMary) return 'hail_mary';
  switch (o.kind) {
    case PlayKind.Run: {
      const pos = s.lineups[s.offense].players[o.carrier]?.pos;
      return pos === 'QB' ? 'qb_run' : pos === 'WR' || pos === 'TE' ? 'sweep' : 'run';
    }
    case PlayKind.Kneel:
      return 'kneel';
    case PlayKind.Spike:
      return 'spike';
    case PlayKind.Pass:
      return o.target >= 0 && o.depth >= 0 ? PASS_PLAYS[o.depth] : 'dropback';
    default:
      // A sack or a scramble: the pass play that ended before a throw.
      return 'dropback';
  }
}

const KINDS: Readonly<Record<PlayKind, PlayArtKind>> = {
  [PlayKind.Run]: 'run',
  [PlayKind.Scramble]: 'scramble',
  [PlayKind.Kneel]: 'kneel',
  [PlayKind.Sack]: 'sack',
  [PlayKind.Pass]: 'pass',
  [PlayKind.Spike]: 'spike',
};

/** How a scrimmage play that stands ends, by the same tests as its commit (commit.ts commitPlay). */
function resultOf(s: GameState, o: Outcome, start: number, extraYards: number): PlayArtResult {
  if (o.intercepted) return 'interception';
  const end = start + Math.min(o.yards, 100 - start);
  if (o.fumbleLost && end > 0) return 'fumble';
  if (end >= 100) return 'touchdown';
  if (end <= 0) return 'safety';
  if (o.kind === PlayKind.Sack) return 'sack';
  if ((o.kind === PlayKind.Pass && !o.complete) || o.kind === PlayKind.Spike) return 'incomplete';
  if (end >= start + s.distance || extraYards > 0) return 'first_down';
  if (s.down === 4) return 'downs';
  return end > start ? 'gain' : end === start ? 'no_gain' : 'loss';
}

/**
 * The drawing of a scrimmage play snapped at `start` (the offence's yards from its goal), before it is committed:
 * `result` when a foul wipes it out (no_play), else how it ends.
 */
export function scrimmageArt(
  s: GameState,
  o: Outcome,
  start: number,
  extraYards = 0,
  result: PlayArtResult | null = null,
): PlayArt {
  const off = s.offense;
  const def = s.defense;
  const threw = o.kind === PlayKind.Pass && o.target >= 0;
  return {
    kind: KINDS[o.kind],
    ...sets(s),
    play: playOf(s, o),
    playCalled: s.look.play !== null,
    carrier: o.kind === PlayKind.Pass && !o.complete ? null : player(s, off, o.carrier),
    passer: player(s, off, o.passer),
    target: threw ? player(s, off, o.target) : null,
    defender: player(s, def, o.intercepted ? o.defender : o.fumbleLost ? o.recoverer : o.defender),
    depth: threw ? o.depth : null,
    air: threw || o.intercepted ? o.air : null,
    // A scramble's rounded yards may be -0: drawn and told as 0.
    yards: o.intercepted ? 0 : Math.min(o.yards, 100 - start) || 0,
    result: result ?? resultOf(s, o, start, extraYards),
  };
}

/** The drawing of a foul before the snap: the sets the sides lined up in, no play. */
export function penaltyArt(s: GameState): PlayArt {
  return {
    kind: 'penalty',
    ...sets(s),
    play: null,
    playCalled: false,
    carrier: null,
    passer: null,
    target: null,
    defender: null,
    depth: null,
    air: null,
    yards: 0,
    result: 'penalty',
  };
}

const KICK_UNITS: Readonly<Record<string, { formation: string; front: string }>> = {
  kickoff: { formation: 'kickoff', front: 'kick_return' },
  onside: { formation: 'kickoff', front: 'kick_return' },
  punt: { formation: 'punt', front: 'punt_return' },
  field_goal: { formation: 'field_goal', front: 'field_goal_block' },
  extra_point: { formation: 'field_goal', front: 'field_goal_block' },
};

/**
 * The drawing of a kick by `side`: its unit against the return or the rush, the kicker (or punter) and the returner,
 * `air` the kick's length to where it came down or was fielded (null: not known, a touchback), `yards` the kick's
 * length (a return's yards once returned).
 */
export function kickArt(
  s: GameState,
  kind: 'kickoff' | 'onside' | 'punt' | 'field_goal' | 'extra_point',
  side: TeamIndex,
  kicker: number,
  returner: number,
  air: number | null,
  yards: number,
  result: PlayArtResult,
): PlayArt {
  const unit = KICK_UNITS[kind];
  return {
    kind,
    formation: unit.formation,
    personnel: null,
    front: unit.front,
    coverage: null,
    defenseCall: null,
    play: kind,
    playCalled: false,
    carrier: player(s, (1 - side) as TeamIndex, returner),
    passer: player(s, side, kicker),
    target: null,
    defender: null,
    depth: null,
    air,
    yards,
    result,
  };
}

/** The drawing of a two-point try by `side`: a short throw from its own formation to the receiver the text names. */
export function twoPointArt(s: GameState, side: TeamIndex, passer: number, target: number, good: boolean): PlayArt {
  const book = offenseBookOf(s.plans[side]);
  const other = (1 - side) as TeamIndex;
  return {
    kind: 'two_point',
    formation: book.formation,
    personnel: book.group,
    front: defenseBookOf(s.plans[other]).base,
    coverage: null,
    defenseCall: 'base',
    play: 'quick_pass',
    playCalled: false,
    carrier: good ? player(s, side, target) : null,
    passer: player(s, side, passer),
    target: player(s, side, target),
    defender: null,
    depth: 1,
    air: 3,
    yards: good ? 3 : 0,
    result: good ? 'good' : 'no_good',
  };
}
