// What the day's weather does to the football (sizes: tuning.ts WEATHER; the weather itself: gameDay.ts).

import type { Weather } from './gameDay.js';
import { WEATHER } from './tuning.js';

export interface WeatherEffect {
  /** Completion chance a throw of middle depth loses (WEATHER.byDepth scales it by depth). */
  completion: number;
  /** Yards off a kicker's field-goal range and accuracy. */
  kickYards: number;
  /** Yards off a punt. */
  puntYards: number;
  /** Taken off both coaches' pass lean (log-odds): the run is called more. */
  passLean: number;
}

/** A calm, dry day: what a game is played in when its caller gives no weather. */
export const FAIR_WEATHER: Weather = { indoors: false, temperature: 65, wind: 0, precipitation: 'none' };

export function weatherEffect(w: Weather): WeatherEffect {
  const wind = Math.max(0, w.wind - WEATHER.calm);
  const wet = w.precipitation === 'rain' ? WEATHER.rain : w.precipitation === 'snow' ? WEATHER.snow : null;
  return {
    completion: WEATHER.completionPerMph * wind + (wet?.completion ?? 0),
    kickYards: WEATHER.kickYardsPerMph * wind + (wet?.kickYards ?? 0),
    puntYards: WEATHER.puntYardsPerMph * wind + (wet?.puntYards ?? 0),
    passLean: WEATHER.leanPerMph * wind + (wet?.lean ?? 0),
  };
}
