// One season of a year's league played in memory: generated rosters, the real schedule builder, lines from the
// odds, home and neutral sites as scheduled, then its postseason (postseason.ts). No save, no polls.
import { seasonLeague } from '../core/data/league.js';
import { INDEPENDENT } from '../core/data/types.js';
import { applySetup } from '../core/league/setup.js';
import type { LeagueSetup } from '../core/league/types.js';
import type { SeasonLeague } from '../core/data/types.js';
import { gameOdds } from '../core/odds/odds.js';
import { createIdSource } from '../core/players/generate.js';
import { createRng } from '../core/random.js';
import { buildRegularSeason } from '../core/schedule/regularSeason.js';
import { simulateGame } from '../core/sim/game.js';
import { gameDay, isRivalry } from '../core/sim/gameDay.js';
import { LineupCache } from '../core/sim/lineup.js';
import { rulesForYear } from '../core/sim/rules.js';
import type { GameResult, GameTeam } from '../core/sim/types.js';
import type { Rng } from '../core/random.js';
import type { ScheduledGame } from '../core/schedule/types.js';
import type { PlayedGame } from '../core/season/results.js';
import { checkYear } from '../store/league.js';
import { generatedFcsTeams } from './generatedFcs.js';
import { generatedLeague, generatedStaffs, type GeneratedTeam } from './generatedLeague.js';
import type { OffensiveScheme } from '../core/coaches/types.js';
import type { BatchGame } from './csv.js';
import { playPostseason } from './postseason.js';
import {
  addGameToLeaders,
  createLeaderBook,
  passAttemptsOf,
  seasonLeaders,
  type SeasonLeaders,
} from './seasonLeaders.js';
import { SeasonInjuries } from './seasonInjuries.js';
import { addGameKicking, newKickingTally, type KickingTally } from '../core/sim/kickingGame.js';

export interface RegularSeasonTask {
  kind: 'regular';
  year: number;
  seed: number;
  /** 1-based; each season has its own random stream, so results do not depend on how seasons are split. */
  season: number;
  /** A league of the player's own (a league file's conferences, rivalries and playoff), else the real one. */
  setup?: Pick<LeagueSetup, 'conferences' | 'independents' | 'rivalries' | 'playoff'>;
}

export interface RegularSeasonGames {
  season: number;
  games: BatchGame[];
  /** The engine's results without drives, player lines and plays (what the realism summary reads): FBS against FBS. */
  results: GameResult[];
  /** Each program's offensive scheme this season (the team-identity figures read it). */
  schemes: Record<string, OffensiveScheme>;
  /** The season's player leaders (postseason included), summed from the box scores before they are dropped. */
  leaders: SeasonLeaders;
  /** The same of the FBS-vs-FCS games (the FBS team at home), kept apart from the FBS-vs-FBS figures. */
  fcsResults: GameResult[];
  /** The FBS teams' field goals by distance and punts, read from the drives before they are dropped. */
  kicking: KickingTally;
}

/** One seed's regular seasons 1..seasons, as worker tasks. */
export function seasonTasks(year: number, seed: number, seasons: number, setup?: LeagueSetup): RegularSeasonTask[] {
  return Array.from({ length: seasons }, (_, i) => ({
    kind: 'regular',
    year,
    seed,
    season: i + 1,
    ...(setup ? { setup } : {}),
  }));
}

/** How often (in games) a season reports progress. */
const PROGRESS_EVERY = 100;

export function playRegularSeason(task: RegularSeasonTask, onProgress?: (label: string) => void): RegularSeasonGames {
  const real = seasonLeague(checkYear(task.year));
  const league = task.setup ? { ...applySetup(real, task.setup), defaultPlayoff: { ...task.setup.playoff } } : real;
  const root = createRng(`${task.seed}:batch:${league.year}:season:${task.season}`);
  // Each season of the batch has its own staffs, drawn as a new dynasty of the season's seed draws them.
  const staffs = generatedStaffs(league.teams, league.year, task.seed * 1000 + task.season);
  const teams = generatedLeague(league.teams, league.year, root.fork('rosters'), createIdSource(1), staffs.plans);
  const schedule = buildRegularSeason(league, root.fork('schedule'))
    .map((game, order) => ({ game, order }))
    .sort((a, b) => a.game.week - b.game.week || a.order - b.order)
    .map((x) => x.game);
  const rules = rulesForYear(league.year);
  const fcsTeam = generatedFcsTeams(league.year, root.fork('fcs-rosters'));
  // Which games are between two power programs, and which between two members of one conference (the lines' sizes).
  const conferenceOf = new Map(league.teams.map((t) => [t.name, t.conference]));
  const powerConferences = new Set(league.conferences.filter((c) => c.power).map((c) => c.name));
  const games: BatchGame[] = [];
  const results: GameResult[] = [];
  const fcsResults: GameResult[] = [];
  const book = createLeaderBook(league.teams.map((t) => t.name));
  const kicking = newKickingTally();
  // FBS players get hurt and miss games as a dynasty's do; an FCS opponent's roster is the day's, as in a dynasty.
  const injuries = new SeasonInjuries(root.fork('injuries'));
  // A team's roster array is the same from game to game until someone is hurt: its lineup is kept meanwhile.
  const lineups = new LineupCache();
  const playGame = (g: ScheduledGame, rng: Rng): PlayedGame => {
    const home = teams.get(g.home)!;
    const away = g.fcs ? fcsTeam(g.away) : teams.get(g.away)!;
    // The lines are the full rosters', as a dynasty sets them before the season.
    const odds = gameOdds(home.strength, away.strength, g.neutral, league.year);
    const homeTeam = withoutHurt(home.team, injuries, g.week);
    const awayTeam = g.fcs ? away.team : withoutHurt(away.team, injuries, g.week);
    const result = simulateGame({
      home: homeTeam,
      away: awayTeam,
      neutral: g.neutral,
      rules,
      rng,
      homeSpread: odds.homeSpread,
      lineups,
      // The day by the game's order in the season: its own stream, apart from the game's.
      day: gameDay({
        home: g.home,
        away: g.away,
        neutral: g.neutral,
        year: league.year,
        week: g.week,
        seed: `${task.seed}:batch:${league.year}:season:${task.season}:game:${games.length}`,
        rivalry: isRivalry(league.rivalries, g.home, g.away),
      }),
    });
    injuries.afterGame(g.home, homeTeam.players, g.week);
    if (!g.fcs) injuries.afterGame(g.away, awayTeam.players, g.week);
    addGameToLeaders(book, result);
    addGameKicking(kicking, result, { home: true, away: !g.fcs });
    (g.fcs ? fcsResults : results).push({ ...result, drives: [], playerStats: { home: [], away: [] }, plays: null });
    games.push({
      season: task.season,
      week: g.week,
      home: g.home,
      away: g.away,
      neutral: g.neutral,
      homePoints: result.homePoints,
      awayPoints: result.awayPoints,
      homeSpread: odds.homeSpread,
      total: odds.total,
      overtimes: result.overtimes,
      kind: g.kind,
      fcs: g.fcs === true,
      ...pairing(g),
    });
    return {
      ...g,
      id: games.length,
      homePoints: result.homePoints,
      awayPoints: result.awayPoints,
      overtimes: result.overtimes,
    };
  };
  function pairing(g: ScheduledGame): { power: boolean; conference: boolean } {
    const home = conferenceOf.get(g.home);
    const away = g.fcs ? undefined : conferenceOf.get(g.away);
    return {
      power: home !== undefined && away !== undefined && powerConferences.has(home) && powerConferences.has(away),
      conference: g.kind === 'regular' && home !== undefined && home === away && home !== INDEPENDENT,
    };
  }
  const played = schedule.map((g, i) => {
    const game = playGame(g, root.fork(`game:${i}`));
    if (onProgress && (i + 1) % PROGRESS_EVERY === 0) onProgress(`season ${task.season}, week ${g.week}`);
    return game;
  });
  playSeasonPostseason(league, teams, played, root.fork('postseason'), playGame);
  // The chart's first quarterbacks: the passes of anyone else are a backup's (an injury, or a game out of hand).
  const startingQuarterbacks = new Set(
    [...teams.values()].flatMap((t) => t.team.players.filter((p) => p.pos === 'QB' && p.starter).map((p) => p.id)),
  );
  const whoPlayed = { ...injuries.totals, ...passAttemptsOf(book, startingQuarterbacks) };
  return {
    season: task.season,
    games,
    results,
    fcsResults,
    schemes: staffs.schemes,
    leaders: { ...seasonLeaders(book), whoPlayed },
    kicking,
  };
}

/** A team as it takes the field in `week`: its hurt players out (a literal: one team shape for the engine). */
function withoutHurt(team: GameTeam, injuries: SeasonInjuries, week: number): GameTeam {
  return {
    name: team.name,
    abbreviation: team.abbreviation,
    players: injuries.rosterFor(team.name, team.players, week),
    plan: team.plan,
  };
}

/** The postseason after the regular season's games, each game with its own stream (by order) of `rng`. */
function playSeasonPostseason(
  league: SeasonLeague,
  teams: ReadonlyMap<string, GeneratedTeam>,
  regular: readonly PlayedGame[],
  rng: Rng,
  playGame: (g: ScheduledGame, rng: Rng) => PlayedGame,
): void {
  const strength = new Map([...teams].map(([name, t]) => [name, t.strength.overall]));
  let n = 0;
  playPostseason(league, regular, strength, rng.fork('pairings'), (g) => playGame(g, rng.fork(`game:${n++}`)));
}
