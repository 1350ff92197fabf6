// A season's line in words, the way award announcements print it.
import type { PlayerStatCategories } from '../stats/aggregate.js';

// One formatter for every line: toLocaleString builds a new one per call (most of the awards' time).
const grouped = new Intl.NumberFormat('en-US');
const n = (value: number): string => grouped.format(Math.round(value));

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
    parts.push(`${n(s.passing.yds)} pass yds, ${s.passing.td} TD, ${s.passing.int} INT`);
  if (s.rushing && (s.rushing.yds >= 100 || pos === 'RB'))
    parts.push(`${n(s.rushing.yds)} rush yds, ${s.rushing.td} TD`);
  if (s.receiving && s.receiving.rec > 0 && pos !== 'QB')
    parts.push(`${s.receiving.rec} rec, ${n(s.receiving.yds)} yds, ${s.receiving.td} TD`);
  if (s.defense && ['DL', 'LB', 'CB', 'S'].includes(pos)) {
    const d = s.defense;
    parts.push(`${d.tackles} tkl, ${d.tfl} TFL, ${d.sacks} sacks, ${d.ints} INT`);
  }
  return parts.length > 0 ? parts.join('; ') : 'no statistics';
}
