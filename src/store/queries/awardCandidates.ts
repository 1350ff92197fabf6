// What the awards are chosen from (core/awards): every player's season so far and his team's success.
import { playedEnough } from '../../core/awards/select.js';
import type { AwardCandidate, AwardTeamSeason } from '../../core/awards/types.js';
import type { Db } from '../database.js';
import { type PlayerName, playerNames } from './formerPlayers.js';
import { currentRanks } from './polls.js';
import { teamSeasonTotals, type TeamSeasonTotals } from './playerSeasons.js';
import { seasonRecords } from './records.js';
import { teamSeasons } from './teamSeasons.js';

/** The names and positions of every player of a season's totals. */
export function seasonPlayerNames(db: Db, seasons: readonly TeamSeasonTotals[]): Map<number, PlayerName> {
  return playerNames(
    db,
    seasons.flatMap((s) => s.players.map((p) => p.playerId)),
  );
}

export interface AwardField {
  /** The players who can win (core/awards playedEnough: a team of the season, and enough of its games). */
  candidates: AwardCandidate[];
  teams: Map<string, AwardTeamSeason>;
}

/**
 * `seasons`: the year's teamSeasonTotals, when the caller read them too; `names`: seasonPlayerNames of them, when
 * the caller read those too (endSeason: the career records). Without them, only the names of players who can win
 * are read (a season's lines are some 7,000, many of them backups' who played a few games).
 */
export function awardField(
  db: Db,
  year: number,
  seasons: readonly TeamSeasonTotals[] = teamSeasonTotals(db, year),
  names?: ReadonlyMap<number, PlayerName>,
): AwardField {
  const records = seasonRecords(db, year);
  const ranks = currentRanks(db, year);
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
  return { candidates, teams };
}
