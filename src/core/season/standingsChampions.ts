// Conference title games and conference champions, from the standings.

import type { SeasonConference, SeasonLeague } from '../data/types.js';
import type { ScheduledGame } from '../schedule/types.js';
import { CHAMPIONSHIP_WEEK } from './calendar.js';
import { winnerOf, type PlayedGame } from './results.js';
import { orderByConferenceRecord, tiebreakContext, type StandingsContext } from './standings.js';

export interface ConferenceChampion {
  conference: string;
  team: string;
}

export function championshipLabel(conference: string): string {
  return `${conference} Championship`;
}

/** The two title-game teams, better seed first: division winners, or the top two without divisions. */
function titleGameTeams(conference: SeasonConference, context: StandingsContext): [string, string] | null {
  if (conference.divisions && conference.divisions.length >= 2) {
    const winners = conference.divisions
      .map((d) => orderByConferenceRecord(d.teams, context)[0])
      .filter((t): t is string => t !== undefined);
    if (winners.length < 2) return null;
    const [first, second] = orderByConferenceRecord(winners.slice(0, 2), context);
    return [first, second];
  }
  const order = orderByConferenceRecord(conference.teams, context);
  return order.length >= 2 ? [order[0], order[1]] : null;
}

/** Championship-week games of every conference that plays one this season, at a neutral site. */
export function championshipGames(
  league: SeasonLeague,
  games: readonly PlayedGame[],
  ranking: readonly string[] = [],
  ratings?: ReadonlyMap<string, number>,
): ScheduledGame[] {
  const context = tiebreakContext(league, games, ranking, ratings);
  const scheduled: ScheduledGame[] = [];
  for (const conference of league.conferences) {
    if (!conference.championshipGame) continue;
    const teams = titleGameTeams(conference, context);
    if (!teams) continue;
    scheduled.push({
      week: CHAMPIONSHIP_WEEK,
      home: teams[0],
      away: teams[1],
      neutral: true,
      kind: 'championship',
      conferenceGame: false,
      label: championshipLabel(conference.name),
    });
  }
  return scheduled;
}

/** titleGames: the season's championship games (in the games' order). */
function playedTitleGame(conference: SeasonConference, titleGames: readonly PlayedGame[]): PlayedGame | undefined {
  const members = new Set(conference.teams);
  return titleGames.find((g) => members.has(g.home) && members.has(g.away));
}

/**
 * Each conference's champion: the title-game winner once it is played; before that, and in
 * conferences without a title game, the standings leader (best division leader with divisions).
 */
export function conferenceChampions(
  league: SeasonLeague,
  games: readonly PlayedGame[],
  ranking: readonly string[] = [],
  ratings?: ReadonlyMap<string, number>,
): ConferenceChampion[] {
  const context = tiebreakContext(league, games, ranking, ratings);
  // The title games picked out once, not looked for among the season's games conference by conference.
  const titleGames = games.filter((g) => g.kind === 'championship');
  const champions: ConferenceChampion[] = [];
  for (const conference of league.conferences) {
    if (conference.teams.length === 0) continue;
    const titleGame = playedTitleGame(conference, titleGames);
    const titleWinner = titleGame ? winnerOf(titleGame) : null;
    if (titleWinner) {
      champions.push({ conference: conference.name, team: titleWinner });
      continue;
    }
    const leaders = titleGameTeams(conference, context);
    champions.push({
      conference: conference.name,
      team: leaders ? leaders[0] : orderByConferenceRecord(conference.teams, context)[0],
    });
  }
  return champions;
}
