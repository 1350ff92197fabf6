// A game's stadium and weather in words, the same on the game page, the terminal and `dynasty game`:
// "Michigan Stadium (107,600 seats) · 41°F, wind 17 mph, rain", "Neutral site · 78°F, wind 6 mph",
// "JMA Wireless Dome (49,000 seats) · indoors".
import type { GameRivalry } from './live-types.js';
import { rivalryName } from './rivalryText.js';

interface DayStadium {
  name: string;
  capacity: number;
}

interface DayWeather {
  indoors: boolean;
  temperature: number;
  wind: number;
  precipitation: 'none' | 'rain' | 'snow';
}

/** "41°F, wind 17 mph, rain", or "indoors". */
export function weatherText(w: DayWeather): string {
  if (w.indoors) return 'indoors';
  const wet = w.precipitation === 'none' ? '' : `, ${w.precipitation}`;
  return `${w.temperature}°F, wind ${w.wind} mph${wet}`;
}

export function gameDayText(stadium: DayStadium | null, weather: DayWeather): string {
  const site = stadium ? `${stadium.name} (${stadium.capacity.toLocaleString('en-US')} seats)` : 'Neutral site';
  return `${site} · ${weatherText(weather)}`;
}

/**
 * One line for a game shown snap by snap (the terminal's watched and coached games, `dynasty watch`, `dynasty game
 * coach`): the rivalry's name, then the stadium and the weather; null when neither is known.
 */
export function gameSettingLine(rivalry: GameRivalry | null, day: { text: string } | null): string | null {
  const parts = [rivalry ? rivalryName(rivalry) : null, day?.text ?? null].filter((p) => p !== null);
  return parts.length > 0 ? parts.join(' · ') : null;
}
