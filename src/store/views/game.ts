// The game page: a preview for a game still to play (lines, key players, season figures with ranks), the final
// summary for a played one (drives, team statistics, player lines, line score, play-by-play).
import type { Drive as CoreDrive, DriveResult, PlayText, TeamGameStats } from '../../core/sim/types.js';
import type {
  Drive,
  Game,
  GameLogs,
  GameResponse,
  GameStatPair,
  KeyPlayer,
  Linescore,
  Play,
  RankedStat,
  Team,
  TeamPreviewStatKey,
} from '../../shared/api-types.js';
import { GameError } from '../errors.js';
import { gameDetails } from '../queries/gameDetails.js';
import { playByPlay } from '../actions/season/replay.js';
import { findGame, isPlayed, type GameRow } from '../queries/games.js';
import { gameLines } from '../queries/playerGameLines.js';
import { seasonTeamStats } from '../queries/teamStats.js';
import type { PageContext } from './context.js';
import { moneylineText, spreadText } from './format.js';
import { gameLogEntries } from './gameLogs.js';
import { gameLineWhy } from './lineWhy.js';
import { fcsRank, fcsTeamEntity } from './fcsOpponent.js';
import { rivalryOf } from './rivalry.js';
import { gameDayView } from './gameDay.js';
import { weekGame } from './weekSchedule.js';

const KEY_PLAYERS_SHOWN = 5;

/** An FCS team's preview figures: none kept here, so zeros ranked one past the last FBS team, as its ranking is. */
function fcsPreviewStats(rank: number): Record<TeamPreviewStatKey, RankedStat> {
  return {
    offensive_ypg: { value: 0, rank },
    defensive_ypg: { value: 0, rank },
    points_per_game: { value: 0, rank },
  };
}

const DRIVE_RESULTS: Record<DriveResult, string> = {
  touchdown: 'Touchdown',
  fieldGoal: 'Field Goal',
  punt: 'Punt',
  interception: 'Interception',
  fumble: 'Fumble',
  downs: 'Turnover on Downs',
  missedFieldGoal: 'Missed Field Goal',
  safety: 'Safety',
  endOfHalf: 'End of Half',
  endOfGame: 'End of Game',
  twoPointTry: 'Two-Point Try',
};

function clockText(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

function gameEntity(ctx: PageContext, game: GameRow, teamA: Team, teamB: Team): Game {
  return {
    ...weekGame(ctx, game, teamA, teamB),
    home: game.neutral ? null : game.home,
    away: game.neutral ? null : game.away,
    rivalry: rivalryOf(ctx, game),
    day: gameDayView(ctx, game),
  };
}

/** The engine's drives in the API's form (teamA = home); shared with the terminal's exhibition games. */
export function apiDrives(home: string, away: string, list: readonly CoreDrive[]): Drive[] {
  return list.map((d) => ({
    offense: d.offense === 'home' ? home : away,
    result: DRIVE_RESULTS[d.result] ?? d.result,
    points: d.points,
    scoreAAfter: d.homeScoreAfter,
    scoreBAfter: d.awayScoreAfter,
    yards: d.yards,
    playCount: d.plays,
    quarter: d.quarter,
  }));
}

/**
 * The team comparison in display order (JSON keeps key order): the original's nine keys first, lower case
 * (clients title-case them), then ours.
 */
export function teamStatPairs(home: TeamGameStats, away: TeamGameStats): Record<string, GameStatPair> {
  const rows: [string, (s: TeamGameStats) => number | string][] = [
    ['total yards', (s) => s.totalYards],
    ['passing yards', (s) => s.passYards],
    ['rushing yards', (s) => s.rushYards],
    ['1st downs', (s) => s.firstDowns],
    ['3rd down conversions', (s) => s.thirdDownConversions],
    ['3rd down attempts', (s) => s.thirdDownAttempts],
    ['4th down conversions', (s) => s.fourthDownConversions],
    ['4th down attempts', (s) => s.fourthDownAttempts],
    ['turnovers', (s) => s.turnovers],
    ['completions/attempts', (s) => `${s.completions}/${s.passAttempts}`],
    ['passing touchdowns', (s) => s.passTouchdowns],
    ['rushing attempts', (s) => s.rushAttempts],
    ['rushing touchdowns', (s) => s.rushTouchdowns],
    ['total plays', (s) => s.plays],
    ['fumbles lost', (s) => s.fumblesLost],
    ['interceptions thrown', (s) => s.interceptionsThrown],
    ['sacks', (s) => s.sacks],
    ['penalties', (s) => `${s.penalties}-${s.penaltyYards}`],
    ['punts', (s) => s.punts],
    ['field goals', (s) => `${s.fieldGoalsMade}/${s.fieldGoalsAttempted}`],
    ['time of possession', (s) => clockText(s.timeOfPossession)],
  ];
  const pairs: Record<string, GameStatPair> = {};
  for (const [name, value] of rows) pairs[name] = { teamA: value(home), teamB: value(away) };
  return pairs;
}

/** Shown on played games whose detail the retention setting dropped. */
export const DETAIL_NOT_KEPT =
  'Drives, player stats and play-by-play of this game were not kept: the dynasty keeps full detail only for recent seasons (see Settings).';

function gameLogs(ctx: PageContext, game: GameRow): GameLogs {
  const logs: GameLogs = { Passing: [], Rushing: [], Receiving: [], Kicking: [], Defense: [], Punting: [] };
  for (const row of gameLines(ctx.db, game.id, game.home, game.away)) {
    for (const entry of gameLogEntries(row)) logs[entry.category].push(entry.line);
  }
  logs.Passing.sort((a, b) => (b.pass_yards ?? 0) - (a.pass_yards ?? 0));
  logs.Rushing.sort((a, b) => (b.yards ?? 0) - (a.yards ?? 0));
  logs.Receiving.sort((a, b) => (b.yards ?? 0) - (a.yards ?? 0));
  logs.Defense.sort((a, b) => (b.tackles ?? 0) - (a.tackles ?? 0) || (b.sacks ?? 0) - (a.sacks ?? 0));
  return logs;
}

/** "OSU 32" (yards from that team's goal) as yards from the offense's own goal line. */
function yardLineOf(field: string, offenseAbbreviation: string): number {
  const match = /^(.*?)\s*(\d+)$/.exec(field.trim());
  if (!match) return 50;
  const yards = Number(match[2]);
  if (match[1] === '' || yards === 50) return 50;
  return match[1] === offenseAbbreviation ? yards : 100 - yards;
}

/**
 * The drive of each play. The engine's play lines do not name their drive, so scrimmage plays follow the drives
 * in order (a new drive begins when the other team has the ball, or at the next drive's starting time);
 * kickoffs belong to the drive they start, tries and other kicks to the drive they end.
 */
export function driveIndexes(list: readonly PlayText[], driveList: readonly CoreDrive[]): number[] {
  const indexes: number[] = new Array<number>(list.length).fill(-1);
  let drive = 0;
  list.forEach((p, i) => {
    if (p.down === 0) return;
    const current = driveList[drive];
    const next = driveList[drive + 1];
    const startsNext =
      next !== undefined
      && next.offense === p.offense
      && (p.offense !== current?.offense || (next.quarter === p.quarter && next.startClock === p.clock));
    if (startsNext) drive++;
    indexes[i] = drive;
  });
  for (let i = 0; i < list.length; i++) {
    if (indexes[i] !== -1) continue;
    const kickoff = /kickoff|onside/i.test(list[i].text);
    const later = indexes.slice(i + 1).find((d) => d !== -1);
    const earlier = [...indexes.slice(0, i)].reverse().find((d) => d !== -1);
    indexes[i] = (kickoff ? (later ?? earlier) : (earlier ?? later)) ?? 0;
  }
  return indexes;
}

/** Play-by-play in the API's form. */
function playList(
  ctx: PageContext,
  game: GameRow,
  teamA: Team,
  teamB: Team,
  driveList: readonly CoreDrive[] | undefined,
): Play[] | null {
  if (!driveList) return null;
  const list = playByPlay(ctx.db, game.id);
  return list ? plays(game, teamA, teamB, list, driveList) : null;
}

function plays(
  game: GameRow,
  teamA: Team,
  teamB: Team,
  list: readonly PlayText[],
  driveList: readonly CoreDrive[],
): Play[] {
  const drives = driveIndexes(list, driveList);
  return list.map((p, i) => {
    const offense = p.offense === 'home' ? teamA : teamB;
    return {
      drive: drives[i],
      quarter: p.quarter,
      clock: clockText(p.clock),
      offense: p.offense === 'home' ? game.home : game.away,
      down: p.down,
      yardsToGo: p.distance,
      yardLine: yardLineOf(p.field, offense.abbreviation),
      text: p.text,
      scoreA: p.homeScore,
      scoreB: p.awayScore,
    };
  });
}

/** Offensive and defensive yards and points per game with their rank among all teams (1 = best). */
function previewStats(ctx: PageContext, year: number): Map<string, Record<TeamPreviewStatKey, RankedStat>> {
  return ctx.memo(`previewStats:${year}`, () => computePreviewStats(ctx, year));
}

function computePreviewStats(ctx: PageContext, year: number): Map<string, Record<TeamPreviewStatKey, RankedStat>> {
  // Every team has the three figures: 0 before its first game (wire format: game preview).
  const rows = new Map(
    seasonTeamStats(ctx.db, year)
      .filter((r) => r.games > 0)
      .map((r) => [r.team, r]),
  );
  const figures = ctx.league(year).teams.map(({ name }) => {
    const r = rows.get(name);
    return {
      team: name,
      offensive_ypg: r ? r.offense.totalYards / r.games : 0,
      defensive_ypg: r ? r.defense.totalYards / r.games : 0,
      points_per_game: r ? r.offense.points / r.games : 0,
    };
  });
  const result = new Map<string, Partial<Record<TeamPreviewStatKey, RankedStat>>>();
  const rank = (key: TeamPreviewStatKey, higherIsBetter: boolean): void => {
    const sorted = figures.slice().sort((a, b) => (higherIsBetter ? b[key] - a[key] : a[key] - b[key]));
    sorted.forEach((f, i) => {
      // Equal values share the better rank.
      const place = i > 0 && sorted[i - 1][key] === f[key] ? result.get(sorted[i - 1].team)![key]!.rank : i + 1;
      const stats = result.get(f.team) ?? {};
      stats[key] = { value: Math.round(f[key] * 10) / 10, rank: place };
      result.set(f.team, stats);
    });
  };
  rank('offensive_ypg', true);
  rank('defensive_ypg', false);
  rank('points_per_game', true);
  // Each league team now has all three figures.
  return result as Map<string, Record<TeamPreviewStatKey, RankedStat>>;
}

function keyPlayers(ctx: PageContext, team: string): KeyPlayer[] {
  return ctx.db.all<KeyPlayer>(
    `SELECT id, first, last, pos, rating, class AS year FROM players
      WHERE team = ? AND active = 1 ORDER BY rating DESC, id LIMIT ?`,
    [team, KEY_PLAYERS_SHOWN],
  );
}

export function gameView(ctx: PageContext, gameId: number): GameResponse {
  const game = findGame(ctx.db, gameId);
  if (!game) throw new GameError('not_found', `No game ${gameId} in this dynasty.`);
  const teamA = ctx.team(game.home, game.year);
  const teamB = game.fcs === 1 ? fcsTeamEntity(ctx, game.away, game.year) : ctx.team(game.away, game.year);
  const page = { info: ctx.info(), team: ctx.team(ctx.program.team), conferences: ctx.conferences() };
  if (!isPlayed(game)) {
    const stats = previewStats(ctx, game.year);
    teamA.stats = { ...stats.get(game.home)! };
    // An FCS team has no season figures here: every key present, as the preview reads them.
    teamB.stats = { ...(stats.get(game.away) ?? fcsPreviewStats(fcsRank(ctx, game.year))) };
    teamA.spread = spreadText(game.spread);
    teamB.spread = game.spread === null ? null : spreadText(-game.spread);
    teamA.moneyline = moneylineText(game.home_moneyline);
    teamB.moneyline = moneylineText(game.away_moneyline);
    return {
      ...page,
      game: gameEntity(ctx, game, teamA, teamB),
      top_players: [keyPlayers(ctx, game.home), keyPlayers(ctx, game.away)],
      line_why: gameLineWhy(game),
      drives: [],
      stats: {},
      game_logs: { Passing: [], Rushing: [], Receiving: [], Kicking: [], Defense: [], Punting: [] },
      linescore: null,
      plays: null,
    };
  }
  // A played game's box score, logs and plays are decoded once per version of the save (pages are read far more
  // often than games are played; shared between requests, so read-only).
  const played = ctx.memo(`playedGame:${game.id}`, () => {
    const details = gameDetails(ctx.db, game.id);
    const linescore: Linescore | null = details
      ? { teamA: details.box.homeByPeriod, teamB: details.box.awayByPeriod }
      : null;
    return {
      drives: details ? apiDrives(game.home, game.away, details.drives) : [],
      stats: details ? teamStatPairs(details.box.teamStats.home, details.box.teamStats.away) : {},
      game_logs: gameLogs(ctx, game),
      linescore,
      plays: playList(ctx, game, teamA, teamB, details?.drives),
      detail_notice: details && !details.detailKept ? DETAIL_NOT_KEPT : null,
    };
  });
  return {
    ...page,
    game: gameEntity(ctx, game, teamA, teamB),
    drives: played.drives,
    stats: played.stats,
    game_logs: played.game_logs,
    linescore: played.linescore,
    plays: played.plays,
    detail_notice: played.detail_notice,
  };
}
