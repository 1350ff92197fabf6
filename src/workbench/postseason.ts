// A batch season's postseason, played in memory after its regular season: the conference championship games, the
// playoff of the year's format and the bowls of the other eligible teams, chosen as a dynasty chooses them but from
// a simple ranking (records, then strength) instead of the polls. Season leaders in the reference count these games
// (a leader plays 13 to 15 of them).
import type { SeasonLeague } from '../core/data/types.js';
import { nextPlayoffGames } from '../core/playoff/games.js';
import { selectPlayoff } from '../core/playoff/selection.js';
import type { Rng } from '../core/random.js';
import type { ScheduledGame } from '../core/schedule/types.js';
import { pairBowls } from '../core/season/bowls.js';
import { playoffBowlHosts } from '../core/season/bowlsCatalog.js';
import { BOWL_WEEK, lastWeekFor } from '../core/season/calendar.js';
import type { PlayedGame } from '../core/season/results.js';
import { teamRecords } from '../core/season/standings.js';
import { championshipGames, conferenceChampions } from '../core/season/standingsChampions.js';

/**
 * Points of ranking score a perfect record is worth over a winless one; a team's strength (expected margin against an
 * average team) adds to it. A 12-0 team of strength 5 ranks above an 8-4 team of strength 12 (30 + 5 > 20 + 12), as a
 * poll would have it.
 */
const RECORD_WEIGHT = 30;

/** Every team of the league, best first: win share times RECORD_WEIGHT plus strength (no polls in a batch). */
export function simpleRanking(
  league: SeasonLeague,
  games: readonly PlayedGame[],
  strength: ReadonlyMap<string, number>,
): string[] {
  const records = teamRecords(league, games);
  const score = new Map<string, number>();
  for (const t of league.teams) {
    const r = records.get(t.name);
    const played = r ? r.wins + r.losses : 0;
    score.set(
      t.name,
      (played > 0 ? (RECORD_WEIGHT * r!.wins) / played : RECORD_WEIGHT / 2) + (strength.get(t.name) ?? 0),
    );
  }
  return league.teams.map((t) => t.name).sort((a, b) => score.get(b)! - score.get(a)! || (a < b ? -1 : a > b ? 1 : 0));
}

/** Wins of each team in the games. */
function winsOf(games: readonly PlayedGame[]): Map<string, number> {
  const wins = new Map<string, number>();
  for (const g of games) {
    if (g.homePoints === g.awayPoints) continue;
    const winner = g.homePoints > g.awayPoints ? g.home : g.away;
    wins.set(winner, (wins.get(winner) ?? 0) + 1);
  }
  return wins;
}

/**
 * Plays the postseason after `regular` (the season's played games), each game through `play`, in calendar order:
 * championship week, then the bowls with the playoff's first round, then the playoff's later rounds. Returns the
 * postseason's games as played.
 */
export function playPostseason(
  league: SeasonLeague,
  regular: readonly PlayedGame[],
  strength: ReadonlyMap<string, number>,
  rng: Rng,
  play: (game: ScheduledGame) => PlayedGame,
): PlayedGame[] {
  const all = regular.slice();
  const played: PlayedGame[] = [];
  const playAll = (games: readonly ScheduledGame[]): void => {
    for (const g of games) {
      const game = play(g);
      all.push(game);
      played.push(game);
    }
  };
  playAll(championshipGames(league, all, simpleRanking(league, all, strength), strength));

  const ranking = simpleRanking(league, all, strength);
  const champions = conferenceChampions(league, all, ranking, strength);
  const field = selectPlayoff(league.defaultPlayoff, ranking, champions);
  const inPlayoff = new Set(field.entries.map((e) => e.team));
  const wins = winsOf(all);
  const rankOf = new Map(ranking.map((team, i) => [team, i + 1]));
  const candidates = league.teams
    .filter((t) => !inPlayoff.has(t.name))
    .map((t) => ({
      team: t.name,
      conference: t.conference,
      rank: rankOf.get(t.name)!,
      wins: wins.get(t.name) ?? 0,
      rating: strength.get(t.name) ?? 0,
    }));
  playAll(pairBowls(candidates, rng.fork('bowls'), playoffBowlHosts(field.size, league.year)));

  for (let week = BOWL_WEEK; week <= lastWeekFor(field.size); week++) playAll(nextPlayoffGames(field, all, week));
  return played;
}
