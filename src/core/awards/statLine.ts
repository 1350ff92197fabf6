// A season's line in words, the way award announcements print it.
import type { PlayerStatCategories } from '../stats/aggregate.js';

/**
 * A whole number with commas between the thousands ("1,234"), as en-US prints it. Not an Intl formatter: making the
 * first one loads the locale data, some 13 ms of every command that loads the awards.
 */
export function thousands(value: number): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export function seasonLine(pos: string, s: PlayerStatCategories): string {
  const parts: string[] = [];
  if (pos === 'K') {
    const k = s.kicking;
    return k ? `${k.fgm}/${k.fga} FG, long ${k.long}, ${k.xpm}/${k.xpa} XP` : 'no kicks';
  }
  if (pos === 'P') {
    const p = s.punting;
    return p && p.punts > 0
      ? `${p.punts} punts, ${(p.yds / p.punts).toFixed(1)} avg, ${p.inside20} inside 20`
      : 'no punts';
  }
  if (pos === 'OL') return 'offensive line';
  if (s.passing && s.passing.att > 0)
    parts.push(`${thousands(s.passing.yds)} pass yds, ${s.passing.td} TD, ${s.passing.int} INT`);
  if (s.rushing && (s.rushing.yds >= 100 || pos === 'RB'))
    parts.push(`${thousands(s.rushing.yds)} rush yds, ${s.rushing.td} TD`);
  if (s.receiving && s.receiving.rec > 0 && pos !== 'QB')
    parts.push(`${s.receiving.rec} rec, ${thousands(s.receiving.yds)} yds, ${s.receiving.td} TD`);
  if (s.defense && ['DL', 'LB', 'CB', 'S'].includes(pos)) {
    const d = s.defense;
    parts.push(`${d.tackles} tkl, ${d.tfl} TFL, ${d.sacks} sacks, ${d.ints} INT`);
  }
  return parts.length > 0 ? parts.join('; ') : 'no statistics';
}
