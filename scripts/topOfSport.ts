// What holds the top of the sport together in kept dynasty saves (`dynasty --save F.db batch --dynasty ...
// --comparison-seasons 0` keeps F-1.db, F-2.db, ...), opened read-only. For each save: the programs in a decade's
// final top tens taken three ways (the final poll, as the dynasty report counts them; the season's margin rating; its
// winning percentage), how many of a season's top ten were in the season before's, how many of the final poll's top ten
// were in its preseason top ten, and the within-season correlation of the margin rating and the winning percentage.
// For docs/calibration.md ("What holds the top ten").
//
// The margin rating: each FBS team-season's least-squares rating from its games against FBS teams (each game's margin
// = home rating - away rating + a fitted home edge, none at a neutral site; the ratings sum to zero), margins
// uncapped. The winning percentage counts every game (FCS opponents too), as the seasons' records do; ties of it in
// the top ten are broken by the margin rating.
//
// Usage: npx tsx scripts/topOfSport.ts FILE ...   (prints one JSON line a save, then the means over them)
//        npx tsx scripts/topOfSport.ts --games games_2022.csv games_2023.csv ...   (real seasons, in order)
// --games reads public game lists with the columns home_team, away_team, home_score, away_score and neutral_site (the
// lists of ak038819-sudo/College-Football-Coefficient, data/raw/games_YYYY.csv: games between two FBS teams); a team
// with fewer than 5 games in a list is not FBS and its games are left out. Each season's winning percentage is then
// over its FBS games alone, as the saves' second correlation is.
import { readFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import { pearson } from '../src/core/recruiting/realism.js';
import { mean } from '../src/core/stats/math.js';
import { decodeSeasonPolls } from '../src/store/encoding/seasonArchive.js';

const DECADE = 10;

interface Game {
  home: string;
  away: string;
  margin: number;
  neutral: boolean;
}

/** Least-squares margin ratings (Gauss-Seidel on the normal equations; a home edge fitted beside them). */
function marginRatings(games: readonly Game[]): Map<string, number> {
  const teams = [...new Set(games.flatMap((g) => [g.home, g.away]))];
  const rating = new Map(teams.map((t) => [t, 0]));
  const byTeam = new Map<string, Game[]>(teams.map((t) => [t, []]));
  for (const g of games) {
    byTeam.get(g.home)!.push(g);
    byTeam.get(g.away)!.push(g);
  }
  let home = 0;
  for (let sweep = 0; sweep < 400; sweep++) {
    for (const t of teams) {
      let sum = 0;
      const own = byTeam.get(t)!;
      for (const g of own) {
        const edge = g.neutral ? 0 : home;
        sum += g.home === t ? g.margin - edge + rating.get(g.away)! : -g.margin + edge + rating.get(g.home)!;
      }
      rating.set(t, sum / own.length);
    }
    const sited = games.filter((g) => !g.neutral);
    home = sited.reduce((s, g) => s + g.margin - (rating.get(g.home)! - rating.get(g.away)!), 0) / sited.length;
    const centre = [...rating.values()].reduce((a, b) => a + b, 0) / teams.length;
    for (const t of teams) rating.set(t, rating.get(t)! - centre);
  }
  return rating;
}

/** The mean count of programs in the top tens of each window of `seasons` seasons running. */
function windowMean(tens: readonly string[][], seasons = DECADE): number {
  const counts: number[] = [];
  for (let start = 0; start + seasons <= tens.length; start++)
    counts.push(new Set(tens.slice(start, start + seasons).flat()).size);
  return mean(counts);
}

function keptMean(tens: readonly string[][]): number {
  return mean(tens.slice(1).map((ten, i) => ten.filter((t) => tens[i].includes(t)).length));
}

function measure(file: string) {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  const years = db
    .prepare('SELECT year FROM team_seasons GROUP BY year HAVING SUM(final_rank BETWEEN 1 AND 10) > 0 ORDER BY year')
    .all()
    .map((r) => (r as { year: number }).year);
  const poll: string[][] = [];
  const byMargin: string[][] = [];
  const byRecord: string[][] = [];
  const correlations: number[] = [];
  const fbsCorrelations: number[] = [];
  const pollInRecordTen: number[] = [];
  const preseasonKept: number[] = [];
  const pollInMarginTen: number[] = [];
  for (const year of years) {
    const games = db
      .prepare(
        `SELECT home, away, home_points - away_points AS margin, neutral FROM games
         WHERE year = ? AND fcs = 0 AND home_points IS NOT NULL`,
      )
      .all(year)
      .map((r) => {
        const g = r as { home: string; away: string; margin: number; neutral: number };
        return { home: g.home, away: g.away, margin: g.margin, neutral: g.neutral === 1 };
      });
    const rating = marginRatings(games);
    const teams = db
      .prepare('SELECT team, wins, losses, final_rank AS finalRank FROM team_seasons WHERE year = ?')
      .all(year)
      .map((r) => r as { team: string; wins: number; losses: number; finalRank: number })
      .filter((t) => rating.has(t.team) && t.wins + t.losses > 0)
      .map((t) => ({ ...t, pct: t.wins / (t.wins + t.losses), rating: rating.get(t.team)! }));
    const fbsRecord = new Map<string, { won: number; played: number }>();
    for (const g of games)
      for (const [team, won] of [
        [g.home, g.margin > 0],
        [g.away, g.margin < 0],
      ] as const) {
        const r = fbsRecord.get(team) ?? { won: 0, played: 0 };
        r.played++;
        if (won) r.won++;
        fbsRecord.set(team, r);
      }
    const ten = teams
      .filter((t) => t.finalRank >= 1 && t.finalRank <= 10)
      .sort((a, b) => a.finalRank - b.finalRank)
      .map((t) => t.team);
    const marginTen = [...teams]
      .sort((a, b) => b.rating - a.rating)
      .slice(0, 10)
      .map((t) => t.team);
    poll.push(ten);
    byMargin.push(marginTen);
    const recordTen = [...teams]
      .sort((a, b) => b.pct - a.pct || b.rating - a.rating)
      .slice(0, 10)
      .map((t) => t.team);
    byRecord.push(recordTen);
    pollInRecordTen.push(ten.filter((t) => recordTen.includes(t)).length);
    fbsCorrelations.push(
      pearson(
        teams.map((t) => t.rating),
        teams.map((t) => fbsRecord.get(t.team)!.won / fbsRecord.get(t.team)!.played),
      ),
    );
    correlations.push(
      pearson(
        teams.map((t) => t.rating),
        teams.map((t) => t.pct),
      ),
    );
    pollInMarginTen.push(ten.filter((t) => marginTen.includes(t)).length);
    const archived = db.prepare('SELECT polls FROM season_polls WHERE year = ?').get(year) as
      | { polls: Uint8Array }
      | undefined;
    if (archived) {
      const rows = decodeSeasonPolls(archived.polls);
      const first = Math.min(...rows.map((r) => r.week));
      const preseason = rows.filter((r) => r.week === first && r.rank <= 10).map((r) => r.team);
      preseasonKept.push(ten.filter((t) => preseason.includes(t)).length);
    }
  }
  db.close();
  return {
    file,
    seasons: years.length,
    decadePoll: windowMean(poll),
    decadeMargin: windowMean(byMargin),
    decadeRecord: windowMean(byRecord),
    threePoll: windowMean(poll, 3),
    threeMargin: windowMean(byMargin, 3),
    threeRecord: windowMean(byRecord, 3),
    keptPoll: keptMean(poll),
    keptMargin: keptMean(byMargin),
    keptRecord: keptMean(byRecord),
    withinSeasonR: mean(correlations),
    withinSeasonRFbsGames: mean(fbsCorrelations),
    pollInMarginTen: mean(pollInMarginTen),
    pollInRecordTen: mean(pollInRecordTen),
    preseasonTenInFinalTen: preseasonKept.length ? mean(preseasonKept) : null,
  };
}

/** A real season from a public game list: each FBS team's margin rating and winning percentage over its FBS games. */
function realSeason(file: string) {
  const [header, ...lines] = readFileSync(file, 'utf8').trim().split('\n');
  const column = (name: string) => header.split(',').indexOf(name);
  const [home, away, homePoints, awayPoints, neutral] = [
    'home_team',
    'away_team',
    'home_score',
    'away_score',
    'neutral_site',
  ].map(column);
  const rows = lines.map((l) => l.split(','));
  const played = new Map<string, number>();
  for (const r of rows) for (const t of [r[home], r[away]]) played.set(t, (played.get(t) ?? 0) + 1);
  const games = rows
    .filter((r) => played.get(r[home])! >= 5 && played.get(r[away])! >= 5)
    .map((r) => ({
      home: r[home],
      away: r[away],
      margin: Number(r[homePoints]) - Number(r[awayPoints]),
      neutral: r[neutral] === '1',
    }));
  const rating = marginRatings(games);
  const won = new Map<string, number>();
  for (const g of games) won.set(g.margin > 0 ? g.home : g.away, (won.get(g.margin > 0 ? g.home : g.away) ?? 0) + 1);
  const teams = [...rating.keys()].map((team) => {
    const count = games.filter((g) => g.home === team || g.away === team).length;
    return { team, rating: rating.get(team)!, pct: (won.get(team) ?? 0) / count };
  });
  return {
    file,
    r: pearson(
      teams.map((t) => t.rating),
      teams.map((t) => t.pct),
    ),
    marginTen: [...teams]
      .sort((a, b) => b.rating - a.rating)
      .slice(0, 10)
      .map((t) => t.team),
    recordTen: [...teams]
      .sort((a, b) => b.pct - a.pct || b.rating - a.rating)
      .slice(0, 10)
      .map((t) => t.team),
  };
}

if (process.argv[1]?.endsWith('topOfSport.ts') && process.argv[2] === '--games') {
  const seasons = process.argv.slice(3).map(realSeason);
  for (const s of seasons) console.log(JSON.stringify(s));
  const margin = seasons.map((s) => s.marginTen);
  const record = seasons.map((s) => s.recordTen);
  console.log(
    JSON.stringify({
      keptMargin: margin.slice(1).map((ten, i) => ten.filter((t) => margin[i].includes(t)).length),
      keptRecord: record.slice(1).map((ten, i) => ten.filter((t) => record[i].includes(t)).length),
      programsMargin: new Set(margin.flat()).size,
      programsRecord: new Set(record.flat()).size,
      meanR: mean(seasons.map((s) => s.r)),
    }),
  );
} else if (process.argv[1]?.endsWith('topOfSport.ts')) {
  const rows = process.argv.slice(2).map(measure);
  for (const r of rows) console.log(JSON.stringify(r));
  const figures: Record<string, number | null>[] = rows.map(({ file: _file, ...figures }) => figures);
  const means = Object.fromEntries(
    Object.keys(figures[0]).map((k) => {
      const values = figures.map((r) => r[k]).filter((v): v is number => v !== null);
      const sd = Math.sqrt(values.reduce((s, v) => s + (v - mean(values)) ** 2, 0) / (values.length - 1));
      return [k, { mean: Number(mean(values).toFixed(3)), se: Number((sd / Math.sqrt(values.length)).toFixed(3)) }];
    }),
  );
  console.log(JSON.stringify({ saves: rows.length, means }));
}
