// The offseason for a roster: seniors leave, the rest redshirt or move up a class and develop.

import type { Rng } from '../random.js';
import { developAttributes, overallFor } from './attributes.js';
import { assignDepthChart, assignDepthChartInPlace } from './depthChart.js';
import { expectedGain, yearsOnCampus } from './development.js';
import {
  BREAKOUT_CHANCE,
  BREAKOUT_EXTRA,
  FACILITIES_FROM,
  FACILITIES_PER_TIER,
  FACILITIES_PER_TIER_FROM_NIL,
  MAX_YEARLY_GAIN,
  OFFSEASON_GROWTH_SHARE,
  POTENTIAL_OVERSHOOT,
  POTENTIAL_OVERSHOOT_BY_PRESTIGE,
  PROGRAM_DEVELOPMENT_SD,
  PROGRAM_DEVELOPMENT_SD_BY_PRESTIGE,
  PROGRAM_DRAW_PAST_CEILING,
  PROGRAM_LEVEL_ANCHOR,
  PROGRAM_LEVEL_BRAND,
  PROGRAM_LEVEL_CONFERENCE,
  PROGRAM_LEVEL_PULL,
  PROGRAM_LEVEL_PULL_ABOVE,
  PROGRAM_LEVEL_PULL_BY_PRESTIGE,
  PROGRAM_LEVEL_TARGET,
  PROGRESSION_SD,
  REDSHIRT_CHANCE,
  REDSHIRT_PLAYING_DEPTH,
  STALL_CHANCE,
} from './tuning.js';
import { NIL_FROM } from '../money/budget.js';
import { NO_TRAINING_PLAN, trainingShifts, type TrainingPlan } from './training.js';
import { CLASS_YEARS, STARTERS, type ClassYear, type Player, type Position } from './types.js';
import { prestigeTier } from '../data/prestige.js';

export interface ProgressedPlayer {
  /** The player as he returns (next season's class, rating and depth). */
  player: Player;
  /** Overall now minus overall before. */
  change: number;
}

export interface RosterProgression {
  /** Next season's roster without the signing class, depth chart set. */
  returning: Player[];
  /** Every returning player with his change, in roster order. */
  progressed: ProgressedPlayer[];
  /** Seniors whose eligibility ran out, as they were. */
  leaving: Player[];
}

/**
 * The change in overall over one offseason: the growth expected for the player's years on campus and
 * development trait, with spread; a few stall, a few break out. Never beyond potential by more than
 * POTENTIAL_OVERSHOOT (and `ceilingLift`, the program's), never below 0 or above 99. coaching: overall points the
 * head coach's development adds to (or takes from) the expected growth. growthShare: the share of the expected growth
 * given (OFFSEASON_GROWTH_SHARE).
 */
export function developmentChange(player: Player, rng: Rng, coaching = 0, growthShare = 1, ceilingLift = 0): number {
  let change: number;
  if (rng.chance(STALL_CHANCE)) {
    change = rng.int(-1, 1);
  } else {
    change = Math.round(
      growthShare * expectedGain(yearsOnCampus(player.year, player.redshirted), player.developmentTrait)
        + coaching
        + rng.normal(0, PROGRESSION_SD),
    );
    if (rng.chance(BREAKOUT_CHANCE)) change += rng.int(BREAKOUT_EXTRA[0], BREAKOUT_EXTRA[1]);
    change = Math.min(change, MAX_YEARLY_GAIN);
  }
  const ceiling = Math.max(player.rating, player.potential + POTENTIAL_OVERSHOOT + ceilingLift);
  const target = Math.max(0, Math.min(99, ceiling, player.rating + change));
  return target - player.rating;
}

/**
 * Redshirt rule, kept simple: a player who has not redshirted and sat below the first backups on the
 * depth chart barely played, and keeps his class for a year with REDSHIRT_CHANCE by class (mostly
 * freshmen). Seniors never redshirt here: they leave.
 */
function redshirtsThisYear(player: Player, rng: Rng): boolean {
  if (player.redshirted) return false;
  const barelyPlayed = player.depth > STARTERS[player.pos] + REDSHIRT_PLAYING_DEPTH;
  return barelyPlayed && rng.chance(REDSHIRT_CHANCE[player.year]);
}

function nextClass(year: ClassYear): ClassYear {
  return CLASS_YEARS[Math.min(CLASS_YEARS.indexOf(year) + 1, CLASS_YEARS.length - 1)];
}

/** The player one offseason on: class, attributes and overall changed (a new object). */
function progressPlayer(
  player: Player,
  rng: Rng,
  keepsYear: ReadonlySet<number> | undefined,
  coaching: number,
  training: number,
  growthShare: number,
  ceilingLift: number,
): ProgressedPlayer {
  const redshirts = keepsYear ? keepsYear.has(player.id) : redshirtsThisYear(player, rng);
  const change = developmentChange(
    player,
    rng,
    training === 0 ? coaching : coaching + training,
    growthShare,
    ceilingLift,
  );
  const attributes = developAttributes(player.pos, player.attributes, change, rng);
  const rating = overallFor(player.pos, attributes);
  const progressed: Player = {
    ...player,
    year: redshirts ? player.year : nextClass(player.year),
    redshirted: player.redshirted || redshirts,
    attributes,
    rating,
    potential: Math.max(player.potential, rating),
  };
  return { player: progressed, change: rating - player.rating };
}

/**
 * The program's offseason as a whole, in overall points for every returning player: strength staff and position
 * coaches come and go, a spring goes well or badly, so a roster develops together (the returning starters of a
 * breakout season; a giant that stands still).
 */
export function programDevelopment(rng: Rng, prestige?: number): number {
  const tier = prestige === undefined ? 0 : prestigeTier(prestige);
  return rng.normal(
    0,
    tier === 0 ? PROGRAM_DEVELOPMENT_SD : PROGRAM_DEVELOPMENT_SD * PROGRAM_DEVELOPMENT_SD_BY_PRESTIGE[tier - 1],
  );
}

/**
 * Overall points a year for every returning player that pull a program of team rating `rating` toward its level
 * (PROGRAM_LEVEL_PULL): `tierMean`, the mean rating of the programs of its prestige today, moved toward the tier's
 * fixed PROGRAM_LEVEL_TARGET by PROGRAM_LEVEL_ANCHOR, then toward `conferenceMean` (its conference's mean rating;
 * undefined for an independent) by PROGRAM_LEVEL_CONFERENCE. A program above its level is pulled
 * PROGRAM_LEVEL_PULL_ABOVE as hard. `standing`: its long-run standing, whose share PROGRAM_LEVEL_BRAND of the prestige
 * whose target it is pulled toward.
 */
export function levelPull(
  rating: number,
  tierMean: number,
  prestige: number,
  conferenceMean?: number,
  standing = prestige,
): number {
  const tier = prestigeTier(prestige);
  const fixed = levelTargetAt(prestige + PROGRAM_LEVEL_BRAND * (standing - prestige));
  const tierLevel = tierMean + PROGRAM_LEVEL_ANCHOR * (fixed - tierMean);
  const level =
    conferenceMean === undefined ? tierLevel : tierLevel + PROGRAM_LEVEL_CONFERENCE * (conferenceMean - tierLevel);
  const side = rating > level ? PROGRAM_LEVEL_PULL_ABOVE : 1;
  return PROGRAM_LEVEL_PULL * PROGRAM_LEVEL_PULL_BY_PRESTIGE[tier - 1] * side * (level - rating);
}

/** PROGRAM_LEVEL_TARGET at a prestige between the tiers (1-7), read on the line between the two tiers around it. */
function levelTargetAt(prestige: number): number {
  const at = Math.max(1, Math.min(7, prestige)) - 1;
  const below = Math.floor(at);
  const above = Math.min(6, below + 1);
  return PROGRAM_LEVEL_TARGET[below] + (at - below) * (PROGRAM_LEVEL_TARGET[above] - PROGRAM_LEVEL_TARGET[below]);
}

/**
 * Overall points a year the program's facilities add to each returning player's growth (tiers above FACILITIES_FROM),
 * more from the NIL era's offseason on.
 */
export function facilitiesDevelopment(prestige: number, year = 0): number {
  const perTier = year >= NIL_FROM ? FACILITIES_PER_TIER_FROM_NIL : FACILITIES_PER_TIER;
  return perTier * Math.max(0, Math.round(prestige) - FACILITIES_FROM);
}

/**
 * One offseason for a roster. `keepsYear`: the players who kept their redshirt year this season (the season's
 * redshirts, core/roster/redshirt.ts); without it the depth chart the players carry (last season's) decides
 * who barely played (players without one, depth 0, are charted by overall first). coaching: the head coach's
 * development bonus (src/core/coaches developmentBonus), overall points a year; the program's own offseason
 * (programDevelopment, its spread by `prestige` when given) is added to it. plan: the program's training plan
 * (training.ts), which moves growth among the players who develop. positionBonus: overall points a year its coach's
 * development abilities add to the players of each position (core/coaches/archetypes.ts). The input is not changed.
 */
export function progressRoster(
  players: readonly Player[],
  rng: Rng,
  keepsYear?: ReadonlySet<number>,
  coaching = 0,
  plan: TrainingPlan = NO_TRAINING_PLAN,
  prestige?: number,
  positionBonus?: Partial<Record<Position, number>>,
): RosterProgression {
  const charted = players.some((p) => p.depth <= 0) ? assignDepthChart(players) : players;
  const draw = programDevelopment(rng, prestige);
  const development = coaching + draw;
  const growthShare = prestige === undefined ? 1 : OFFSEASON_GROWTH_SHARE[prestigeTier(prestige) - 1];
  const ceilingLift =
    (prestige === undefined ? 0 : POTENTIAL_OVERSHOOT_BY_PRESTIGE[prestigeTier(prestige) - 1])
    + PROGRAM_DRAW_PAST_CEILING * Math.max(0, draw);
  const stays = (player: Player) => player.year !== 'sr' || keepsYear?.has(player.id) === true;
  const shifts = trainingShifts(charted.filter(stays), plan);
  const leaving: Player[] = [];
  const progressed: ProgressedPlayer[] = [];
  for (const player of charted) {
    if (!stays(player)) leaving.push(player);
    else
      progressed.push(
        progressPlayer(
          player,
          rng,
          keepsYear,
          development,
          (shifts.get(player.id) ?? 0) + (positionBonus?.[player.pos] ?? 0),
          growthShare,
          ceilingLift,
        ),
      );
  }
  const returning = assignDepthChartInPlace(progressed.map((p) => p.player));
  return { returning, progressed, leaving };
}
