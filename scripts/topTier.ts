// The top of the sport over dynasties, from `dynasty batch --dynasty --export-teams FILE` (one row a team-season):
// each prestige tier's team rating against its PROGRAM_LEVEL_TARGET (from the fourth season on), the top tier's lead
// over prestige 6, the best team's lead over the fifth, the programs in a decade's final top tens and in its top tens by
// team rating, and the share of final top-ten places won by teams rated below their season's top 10, 15 and 20.
// For docs/calibration.md. Usage: npx tsx scripts/topTier.ts FILE.csv [FILE.csv ...]
import { readFileSync } from 'node:fs';
import { PROGRAM_LEVEL_TARGET } from '../src/core/players/tuning.js';

interface TeamSeason {
  dynasty: string;
  season: number;
  team: string;
  prestige: number;
  rating: number;
  finalRank: number;
}

/** One CSV line's fields (fields with commas or quotes come quoted, quotes doubled). */
function fields(line: string): string[] {
  const out: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted && c === '"' && line[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (c === ',' && !quoted) {
      out.push(field);
      field = '';
    } else field += c;
  }
  out.push(field);
  return out;
}

function read(file: string): TeamSeason[] {
  const [head, ...lines] = readFileSync(file, 'utf8').trim().split('\n');
  const at = new Map(fields(head).map((name, i) => [name, i]));
  return lines.map((line) => {
    const f = fields(line);
    const get = (name: string) => f[at.get(name)!];
    return {
      dynasty: get('dynasty'),
      season: Number(get('season')),
      team: get('team'),
      prestige: Number(get('prestige')),
      rating: Number(get('rating')),
      finalRank: get('final_rank') === '' ? Infinity : Number(get('final_rank')),
    };
  });
}

const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
const tierOf = (prestige: number) => Math.max(1, Math.min(7, Math.round(prestige)));

function report(file: string): string {
  const rows = read(file);
  const first = Math.min(...rows.map((r) => r.season));
  const offsets = [1, 2, 3, 4, 5, 6, 7].map((tier) =>
    mean(
      rows
        .filter((r) => tierOf(r.prestige) === tier && r.season >= first + 3)
        .map((r) => r.rating - PROGRAM_LEVEL_TARGET[tier - 1]),
    ),
  );
  const seasons = new Map<string, TeamSeason[]>();
  for (const r of rows)
    seasons.set(`${r.dynasty}|${r.season}`, [...(seasons.get(`${r.dynasty}|${r.season}`) ?? []), r]);
  const leads: number[] = [];
  const below = { 10: [] as boolean[], 15: [] as boolean[], 20: [] as boolean[] };
  const ratingRank = new Map<string, number>();
  for (const [key, teams] of seasons) {
    const byRating = [...teams].sort((a, b) => b.rating - a.rating);
    leads.push(byRating[0].rating - byRating[4].rating);
    for (const [i, t] of byRating.entries()) ratingRank.set(`${key}|${t.team}`, i + 1);
    for (const t of teams.filter((x) => x.finalRank <= 10)) {
      const rank = ratingRank.get(`${key}|${t.team}`)!;
      for (const cut of [10, 15, 20] as const) below[cut].push(rank > cut);
    }
  }
  // A decade: ten seasons from each of the first three seasons of every dynasty (as the dynasty report counts them).
  const finalTens: number[] = [];
  const ratedTens: number[] = [];
  for (const dynasty of new Set(rows.map((r) => r.dynasty))) {
    for (let start = first; start <= first + 2; start++) {
      const decade = rows.filter((r) => r.dynasty === dynasty && r.season >= start && r.season < start + 10);
      if (new Set(decade.map((r) => r.season)).size < 10) continue;
      finalTens.push(new Set(decade.filter((r) => r.finalRank <= 10).map((r) => r.team)).size);
      const rated = decade.filter((r) => ratingRank.get(`${r.dynasty}|${r.season}|${r.team}`)! <= 10);
      ratedTens.push(new Set(rated.map((r) => r.team)).size);
    }
  }
  const share = (xs: readonly boolean[]) => (xs.filter(Boolean).length / xs.length).toFixed(3);
  return [
    file,
    `  offsets from the fourth season, prestige 1-7: ${offsets.map((x) => x.toFixed(1)).join(' ')}`,
    `  prestige 7 over 6: ${(offsets[6] - offsets[5] + PROGRAM_LEVEL_TARGET[6] - PROGRAM_LEVEL_TARGET[5]).toFixed(2)}; `
      + `the best team over the fifth: ${mean(leads).toFixed(2)}`,
    `  programs in a decade's final top tens: ${finalTens.length ? mean(finalTens).toFixed(2) : '-'}; `
      + `in its top tens by rating: ${ratedTens.length ? mean(ratedTens).toFixed(2) : '-'}`,
    `  final top-ten places won by teams rated below 10th, 15th, 20th: ${share(below[10])}, ${share(below[15])}, ${share(below[20])}`,
  ].join('\n');
}

const files = process.argv.slice(2);
if (files.length === 0) {
  process.stderr.write('usage: npx tsx scripts/topTier.ts FILE.csv [FILE.csv ...] (dynasty batch --export-teams)\n');
  process.exit(2);
}
for (const file of files) process.stdout.write(`${report(file)}\n`);
