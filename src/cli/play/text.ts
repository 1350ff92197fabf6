// Display text of the terminal game: fitting text to columns and the small notations the screens share.
import { resultWithScore } from '../../shared/forcedResult.js';

/** Cuts text to width (marking the cut with an ellipsis) and pads it to exactly width characters. */
export function fit(text: string, width: number, align: 'left' | 'right' = 'left'): string {
  if (width <= 0) return '';
  const chars = [...text];
  const cut = chars.length > width ? `${chars.slice(0, Math.max(0, width - 1)).join('')}…` : text;
  const pad = ' '.repeat(Math.max(0, width - [...cut].length));
  return align === 'right' ? pad + cut : cut + pad;
}

/** "#7 " for a ranked team (the top 25, as the polls show it), "" otherwise. */
export function rankPrefix(rank: number | null | undefined): string {
  return rank !== null && rank !== undefined && rank > 0 && rank <= 25 ? `#${rank} ` : '';
}

/** Filled and empty dots for a 1-7 prestige tier or 1-5 stars. */
export function dots(value: number, max: number, filled = '●', empty = '○'): string {
  const n = Math.max(0, Math.min(max, Math.round(value)));
  return filled.repeat(n) + empty.repeat(max - n);
}

export function signed(value: number): string {
  return value > 0 ? `+${value}` : String(value);
}

/** "▲3", "▼2" or "" for a poll movement. */
export function movement(places: number): string {
  if (places > 0) return `▲${places}`;
  if (places < 0) return `▼${-places}`;
  return '';
}

export const CLASS_NAMES: Record<string, string> = { fr: 'Freshman', so: 'Sophomore', jr: 'Junior', sr: 'Senior' };

/** "W 31-17", "L 10-24" or "" for an unplayed game. */
export function resultText(
  result: 'W' | 'L' | null | undefined,
  score: string | null | undefined,
  forced = false,
): string {
  return resultWithScore({ result: result ?? null, score: score ?? null, forced });
}

/** Case-insensitive match of every word of a filter against any of the fields. */
export function matchesFilter(filter: string, fields: readonly string[]): boolean {
  const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
  const haystack = fields.join(' ').toLowerCase();
  return words.every((w) => haystack.includes(w));
}

/** Text broken into lines of at most `width` characters at spaces (a longer word gets a line of its own, cut). */
export function wrapWords(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = '';
    }
    line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}
