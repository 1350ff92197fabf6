// What the awards are chosen from (core/awards): every player's season so far and his team's success.
import { playedEnough } from '../../core/awards/select.js';
import type { AwardCandidate, AwardTeamSeason } from '../../core/awards/types.js';
import { CHAMPIONSHIP_WEEK } from '../../core/season/calendar.js';
import { type PlayerStatCategories, withoutLines } from '../../core/stats/aggregate.js';
import type { Db } from '../database.js';
import { type PlayerName, playerNames } from './formerPlayers.js';
import { gamePlayers } from './gameDetails.js';
import { currentRanks } from './polls.js';
import { teamSeasonTotals, type TeamSeasonTotals } from './playerSeasons.js';
import { seasonRecords, type TeamRecord } from './records.js';
import { teamSeasons } from './teamSeasons.js';

/** The names and positions of every player of a season's totals. */
export function seasonPlayerNames(db: Db, seasons: readonly TeamSeasonTotals[]): Map<number, PlayerName> {
  return playerNames(
    db,
    seasons.flatMap((s) => s.players.map((p) => p.playerId)),
  );
}

/**
 * The Heisman's field as its voters see it: the ballot closes after the conference championship games
 * (docs/reference/heisman.md), so the bowls and the playoff count for nothing. Each player's totals without those
 * games' lines, each team's record through championship week and its rank in that week's poll. `missingLines`: games
 * after the ballot whose players' lines were not kept (a season older than the save's detail: its totals stay whole).
 */
export function heismanBallotField(
  db: Db,
  year: number,
  seasons: readonly TeamSeasonTotals[] = teamSeasonTotals(db, year),
  names?: ReadonlyMap<number, PlayerName>,
): AwardField & { missingLines: number } {
  const after = new Map<string, Map<number, PlayerStatCategories[]>>();
  let missingLines = 0;
  const games = db.all<{ id: number; home: string; away: string }>(
    'SELECT id, home, away FROM games WHERE year = ? AND week > ? AND home_points IS NOT NULL',
    [year, CHAMPIONSHIP_WEEK],
  );
  for (const game of games) {
    const players = gamePlayers(db, game.id);
    if (!players) {
      missingLines++;
      continue;
    }
    for (const [team, lines] of [
      [game.home, players.home],
      [game.away, players.away],
    ] as const) {
      let byPlayer = after.get(team);
      if (!byPlayer) {
        byPlayer = new Map();
        after.set(team, byPlayer);
      }
      for (const line of lines) byPlayer.set(line.playerId, [...(byPlayer.get(line.playerId) ?? []), line]);
    }
  }
  const ballot = seasons.map(({ team, players }) => {
    const byPlayer = after.get(team);
    if (!byPlayer) return { team, players };
    return {
      team,
      players: players.map((p) => {
        const lines = byPlayer.get(p.playerId);
        return lines ? { ...p, games: p.games - lines.length, stats: withoutLines(p.stats, lines) } : p;
      }),
    };
  });
  return { ...awardField(db, year, ballot, names, CHAMPIONSHIP_WEEK), missingLines };
}

export interface AwardField {
  /** The players who can win (core/awards playedEnough: a team of the season, and enough of its games). */
  candidates: AwardCandidate[];
  teams: Map<string, AwardTeamSeason>;
  /** Each team's record as the field reads it (the teams' wins and losses, with their conference games). */
  records: Map<string, TeamRecord>;
}

/**
 * `seasons`: the year's teamSeasonTotals, when the caller read them too; `names`: seasonPlayerNames of them, when
 * the caller read those too (endSeason: the career records). Without them, only the names of players who can win
 * are read (a season's lines are some 7,000, many of them backups' who played a few games). `throughWeek`: the
 * teams' records and ranks as of that week's end (default: as they stand).
 */
export function awardField(
  db: Db,
  year: number,
  seasons: readonly TeamSeasonTotals[] = teamSeasonTotals(db, year),
  names?: ReadonlyMap<number, PlayerName>,
  throughWeek?: number,
): AwardField {
  const records = seasonRecords(db, year, throughWeek === undefined ? undefined : throughWeek + 1);
  const ranks = currentRanks(db, year, throughWeek);
  const preseason = currentRanks(db, year, 0);
  const teams = new Map<string, AwardTeamSeason>();
  for (const row of teamSeasons(db, year)) {
    const r = records.get(row.team);
    teams.set(row.team, {
      team: row.team,
      conference: row.conference,
      wins: r?.wins ?? 0,
      losses: r?.losses ?? 0,
      rank: ranks.get(row.team) ?? 0,
      preseasonRank: preseason.get(row.team) ?? 0,
    });
  }
  // Only players scoreCandidates would keep (a team of the season, enough of its games) are built.
  const eligible = (team: string, games: number): boolean => {
    const t = teams.get(team);
    return t !== undefined && playedEnough(games, t);
  };
  const known =
    names
    ?? playerNames(
      db,
      seasons.flatMap((s) => s.players.filter((p) => eligible(s.team, p.games)).map((p) => p.playerId)),
    );
  const candidates: AwardCandidate[] = [];
  for (const { team, players } of seasons) {
    const t = teams.get(team);
    if (!t) continue;
    const conference = t.conference;
    for (const p of players) {
      if (!playedEnough(p.games, t)) continue;
      const who = known.get(p.playerId);
      if (!who || who.pos === 'OL') continue;
      candidates.push({
        playerId: p.playerId,
        name: `${who.first} ${who.last}`,
        team,
        conference,
        pos: who.pos,
        classYear: p.class,
        rating: p.rating,
        games: p.games,
        stats: p.stats,
      });
    }
  }
  // Offensive linemen leave no box-score line: the season's starters are judged on their rating and their team.
  // (The position tested first: most rows fail it before their far column active is read.)
  const starters = db.all<{ id: number; team: string; first: string; last: string; class: string; rating: number }>(
    "SELECT id, team, first, last, class, rating FROM players WHERE pos = 'OL' AND starter = 1 AND active = 1",
  );
  for (const p of starters) {
    const t = teams.get(p.team);
    if (!t) continue;
    candidates.push({
      playerId: p.id,
      name: `${p.first} ${p.last}`,
      team: p.team,
      conference: t.conference,
      pos: 'OL',
      classYear: p.class,
      rating: p.rating,
      games: t.wins + t.losses,
      stats: {},
    });
  }
  return { candidates, teams, records };
}
