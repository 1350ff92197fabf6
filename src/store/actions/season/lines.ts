// Betting lines of unplayed games, and the week's game of the week.
import { gameOdds, homeEdge } from '../../../core/odds/odds.js';
import { teamStrength } from '../../../core/odds/strength.js';
import type { TeamStrength } from '../../../core/sim/types.js';
import type { SqlValue } from '../../database.js';
import type { Db } from '../../database.js';
import { runRows } from '../../queries/manyRows.js';
import { currentRanks } from '../../queries/polls.js';
import type { SeasonTeams } from './rosters.js';

const strengthCache = new WeakMap<SeasonTeams, Map<string, TeamStrength>>();

/** fcs: the team is an FCS opponent (generated, not in the league). */
function strengthOf(teams: SeasonTeams, name: string, fcs = false): TeamStrength {
  let cache = strengthCache.get(teams);
  if (!cache) {
    cache = new Map();
    strengthCache.set(teams, cache);
  }
  const known = cache.get(name);
  if (known) return known;
  const team = fcs ? teams.fcsTeam(name) : teams.gameTeams.get(name);
  const strength = teamStrength(team?.players ?? [], team?.plan);
  cache.set(name, strength);
  return strength;
}

/**
 * The seasons' teams (one per simulation: loadSeasonTeams) whose unplayed games all had their lines at the last call.
 * Finding the games without one reads every game of the season through its index (about half a millisecond in
 * sql.js), and after the first week of a simulation only a week that added games has any.
 */
const linesSet = new WeakSet<SeasonTeams>();

/**
 * Spread (home team's line), total and moneylines for every unplayed game of the season that has none yet (a game of
 * a save from before totals keeps its spread and gets its total). gamesAdded: false when no game was added since the
 * last call with the same teams (the call is then skipped when there was one).
 */
export function setLinesForUnplayed(db: Db, year: number, teams: SeasonTeams, gamesAdded = true): void {
  if (!gamesAdded && linesSet.has(teams)) return;
  const games = db.all<{ id: number; home: string; away: string; neutral: number; fcs: number }>(
    'SELECT id, home, away, neutral, fcs FROM games WHERE year = ? AND home_points IS NULL AND (spread IS NULL OR total IS NULL)',
    [year],
  );
  const values: SqlValue[] = [];
  for (const g of games) {
    const home = strengthOf(teams, g.home);
    const away = strengthOf(teams, g.away, g.fcs === 1);
    const odds = gameOdds(home, away, g.neutral === 1, year);
    values.push(g.id, odds.homeSpread, odds.homeMoneyline, odds.awayMoneyline, odds.total);
    values.push(home.overall, away.overall, homeEdge(g.neutral === 1));
  }
  // Many games a statement (manyRows.ts): the whole schedule's lines are set before the first week. What the odds
  // read (the strengths and home edge) is kept with a spread set now, never beside an older game's spread.
  const withSpread = (column: string, value: string) =>
    `${column} = CASE WHEN games.spread IS NULL THEN ${value} ELSE games.${column} END`;
  runRows(
    db,
    'UPDATE games SET spread = coalesce(games.spread, v.column2), home_moneyline = coalesce(games.home_moneyline, '
      + 'v.column3), away_moneyline = coalesce(games.away_moneyline, v.column4), total = v.column5, '
      + `${withSpread('home_strength', 'v.column6')}, ${withSpread('away_strength', 'v.column7')}, `
      + `${withSpread('home_edge', 'v.column8')} FROM (VALUES`,
    8,
    values,
    ') AS v WHERE games.id = v.column1',
  );
  linesSet.add(teams);
}

/** The week's marquee game: the one between the two best-ranked opponents (both ranked when possible). */
export function markGameOfWeek(
  db: Db,
  year: number,
  week: number,
  ranks: ReadonlyMap<string, number> = currentRanks(db, year),
): void {
  const games = db.all<{ id: number; home: string; away: string }>(
    'SELECT id, home, away FROM games WHERE year = ? AND week = ?',
    [year, week],
  );
  if (games.length === 0) return;
  const rankOf = (team: string) => ranks.get(team) || 999;
  const score = (g: { home: string; away: string }) =>
    Math.max(rankOf(g.home), rankOf(g.away)) * 2 + Math.min(rankOf(g.home), rankOf(g.away));
  const best = games.reduce((a, b) => (score(b) < score(a) ? b : a));
  db.run('UPDATE games SET game_of_week = CASE WHEN id = ? THEN 1 ELSE 0 END WHERE year = ? AND week = ?', [
    best.id,
    year,
    week,
  ]);
}
