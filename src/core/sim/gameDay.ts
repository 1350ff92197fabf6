// The day a game is played: its stadium, its weather and the home crowd's edge. Drawn before the kickoff from the
// game alone (the home program's site, the season and week, the game's seed), so a preview shows the weather the
// game will be played in and a replay plays it again. Neither draw touches the game's own random stream.

import { climateOf } from '../data/climate.js';
import { findProgram } from '../data/league.js';
import { meanCapacity, stadiumOf, type Stadium } from '../data/stadiums.js';
import type { SeasonRivalry } from '../data/types.js';
import { createRng } from '../random.js';
import { CROWD, HOME_EDGE } from './tuning.js';

export type Precipitation = 'none' | 'rain' | 'snow';

export interface Weather {
  /** Under a roof: no wind, rain or snow (the temperature is the building's). */
  indoors: boolean;
  /** °F. */
  temperature: number;
  /** Mean wind over the game, mph. */
  wind: number;
  precipitation: Precipitation;
}

export interface GameDay {
  /** The home program's stadium; null at a neutral site or for a program without one in the data. */
  stadium: Stadium | null;
  weather: Weather;
  /** Rating points the home side gains on every snap (0 at a neutral site). */
  homeEdge: number;
  /** A rivalry game: the visitors know the place and bring their own, so the crowd counts for less. */
  rivalry: boolean;
}

export interface GameDayOf {
  home: string;
  away: string;
  neutral: boolean;
  year: number;
  week: number;
  /** A seed of the game's own (its weather's stream). */
  seed: string;
  /** Is it one of the season's rivalries (isRivalry)? */
  rivalry: boolean;
}

/** The weather inside a roofed stadium. */
const INDOORS: Weather = { indoors: true, temperature: 70, wind: 0, precipitation: 'none' };

/** Temperature's spread around the month's normal, °F; the wind is lognormal around its mean (about a fifth of outdoor games at 10 mph or more, one in 25 at 15 or more). */
const TEMPERATURE_SD = 8;
const WIND_LOG_SD = 0.5;

/** The season's rivalry between two programs (either way round), or undefined. */
export function isRivalry(rivalries: readonly SeasonRivalry[], a: string, b: string): boolean {
  return rivalries.some((r) => (r.teams[0] === a && r.teams[1] === b) || (r.teams[0] === b && r.teams[1] === a));
}

/** The crowd's weight: CROWD.smallest for a stadium of CROWD.from seats or fewer up to CROWD.largest at CROWD.to. */
function crowdWeight(capacity: number): number {
  const share = Math.max(0, Math.min(1, (capacity - CROWD.from) / (CROWD.to - CROWD.from)));
  return CROWD.smallest + (CROWD.largest - CROWD.smallest) * share;
}

/** The weight of an average FBS home (the league's mean edge stays HOME_EDGE). */
const MEAN_WEIGHT = crowdWeight(meanCapacity());

/** The home edge in rating points: the league's HOME_EDGE scaled by the stadium's crowd, less in a rivalry. */
export function homeEdgeOf(stadium: Stadium | null, rivalry: boolean): number {
  const crowd = stadium ? crowdWeight(stadium.capacity) / MEAN_WEIGHT : 1;
  return HOME_EDGE * crowd * (rivalry ? CROWD.rivalry : 1);
}

/** The weather drawn from the site's climate in the game's month (indoors: none). */
function drawWeather(state: string | null, week: number, roof: 'open' | 'dome', seed: string): Weather {
  if (roof === 'dome') return INDOORS;
  const rng = createRng(`weather:${seed}`);
  const climate = climateOf(state, week);
  const temperature = Math.round(climate.temp + TEMPERATURE_SD * rng.normal());
  const wind = Math.round(climate.wind * Math.exp(WIND_LOG_SD * rng.normal() - (WIND_LOG_SD * WIND_LOG_SD) / 2));
  const wet = rng.below(climate.wet);
  const precipitation: Precipitation = !wet ? 'none' : temperature <= 34 ? 'snow' : 'rain';
  return { indoors: false, temperature, wind: Math.min(40, wind), precipitation };
}

/** The game's day: its stadium (the home program's, not at a neutral site), weather and home edge. */
export function gameDay(game: GameDayOf): GameDay {
  const stadium = game.neutral ? null : stadiumOf(game.home, game.year);
  // A neutral site's weather is the South's (most bowls and kickoff games), in the open.
  const state = game.neutral ? null : (findProgram(game.home)?.state ?? null);
  const weather = drawWeather(state, game.week, stadium?.roof ?? 'open', game.seed);
  return {
    stadium,
    weather,
    homeEdge: game.neutral ? 0 : homeEdgeOf(stadium, game.rivalry),
    rivalry: game.rivalry,
  };
}
