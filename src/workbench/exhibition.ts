// One exhibition game between two programs of a season, no save needed: rosters generated from each program's
// prestige that year (the rosters a new dynasty of that year and seed starts with), the line from the odds.
import { seasonLeague } from '../core/data/league.js';
import { gameOdds, type GameOdds } from '../core/odds/odds.js';
import { createIdSource } from '../core/players/generate.js';
import { createRng } from '../core/random.js';
import { simulateGame } from '../core/sim/game.js';
import { rulesForYear } from '../core/sim/rules.js';
import type { GameResult } from '../core/sim/types.js';
import { GameError } from '../store/errors.js';
import { checkYear, resolveTeam } from '../store/league.js';
import type { BoxScore, LeaderLine } from './boxScore.js';
import { playerStatLine } from '../store/views/statLines.js';
import { dynastyRosterStream, generatedTeam } from './generatedLeague.js';
import { apiDrives } from '../store/views/game.js';

export interface ExhibitionOptions {
  year: number;
  home: string;
  away: string;
  neutral: boolean;
  seed: number;
}

/** Everything the engine returns, with the seed and the pregame odds. */
export interface ExhibitionGame extends GameResult {
  seed: number;
  odds: GameOdds;
}

export function playExhibition(options: ExhibitionOptions): ExhibitionGame {
  const league = seasonLeague(checkYear(options.year));
  const home = resolveTeam(league, options.home);
  const away = resolveTeam(league, options.away);
  if (home === away) throw new GameError('bad_input', `A team cannot play itself (${home}).`);
  const rosters = dynastyRosterStream(options.seed, league.year);
  const ids = createIdSource(1);
  const byName = new Map(league.teams.map((t) => [t.name, t]));
  const homeTeam = generatedTeam(byName.get(home)!, league.year, rosters, ids);
  const awayTeam = generatedTeam(byName.get(away)!, league.year, rosters, ids);
  const odds = gameOdds(homeTeam.strength, awayTeam.strength, options.neutral, league.year);
  const result = simulateGame({
    home: homeTeam.team,
    away: awayTeam.team,
    neutral: options.neutral,
    rules: rulesForYear(league.year),
    rng: createRng(`${options.seed}:exhibition:${league.year}:${home}:${away}:${options.neutral ? 'neutral' : 'home'}`),
    playByPlay: true,
    homeSpread: odds.homeSpread,
  });
  return { ...result, seed: options.seed, odds };
}

function clock(seconds: number): string {
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** The engine's result in the box score's form. */
export function exhibitionBoxScore(game: GameResult): BoxScore {
  const { home, away } = game.teamStats;
  const rows: [string, (s: typeof home) => number | string][] = [
    ['First Downs', (s) => s.firstDowns],
    ['Total Yards', (s) => s.totalYards],
    ['Passing', (s) => `${s.completions}/${s.passAttempts}, ${s.passYards} yds`],
    ['Rushing', (s) => `${s.rushAttempts} for ${s.rushYards} yds`],
    ['Third Downs', (s) => `${s.thirdDownConversions}/${s.thirdDownAttempts}`],
    ['Fourth Downs', (s) => `${s.fourthDownConversions}/${s.fourthDownAttempts}`],
    ['Turnovers (INT, FUM)', (s) => `${s.turnovers} (${s.interceptionsThrown}, ${s.fumblesLost})`],
    ['Sacks', (s) => s.sacks],
    ['Penalties', (s) => `${s.penalties}-${s.penaltyYards}`],
    ['Punts', (s) => s.punts],
    ['Field Goals', (s) => `${s.fieldGoalsMade}/${s.fieldGoalsAttempted}`],
    ['Time of Possession', (s) => clock(s.timeOfPossession)],
  ];
  const leaders = (team: string, lines: GameResult['playerStats']['home']): LeaderLine[] =>
    lines.map((p) => ({ name: p.name, team, pos: p.pos, line: playerStatLine(p) }));
  return {
    teamA: game.home,
    teamB: game.away,
    periodsA: game.homeByPeriod,
    periodsB: game.awayByPeriod,
    stats: Object.fromEntries(rows.map(([name, value]) => [name, { teamA: value(home), teamB: value(away) }])),
    drives: apiDrives(game.home, game.away, game.drives),
    leaders: [...leaders(game.home, game.playerStats.home), ...leaders(game.away, game.playerStats.away)],
  };
}
