// What happens once a week's games are in: the poll, and the postseason games that follow from it.
import type { SeasonLeague } from '../../../core/data/types.js';
import { nextPlayoffGames } from '../../../core/playoff/games.js';
import { selectPlayoff } from '../../../core/playoff/selection.js';
import type { PlayoffField } from '../../../core/playoff/types.js';
import { pollRanking, weeklyPoll } from '../../../core/rankings/poll.js';
import { createRng } from '../../../core/random.js';
import { bowlEligibleWinsOf, pairBowls } from '../../../core/season/bowls.js';
import { playoffBowlHosts } from '../../../core/season/bowlsCatalog.js';
import { BOWL_WEEK, CHAMPIONSHIP_WEEK, REGULAR_SEASON_WEEKS, lastWeekFor } from '../../../core/season/calendar.js';
import { winnerOf, loserOf, type PlayedGame } from '../../../core/season/results.js';
import { championshipGames, conferenceChampions } from '../../../core/season/standingsChampions.js';
import type { Db } from '../../database.js';
import { insertGames } from '../../queries/games.js';
import type { DynastyState } from '../../queries/meta.js';
import { savePoll } from '../../queries/polls.js';
import type { Poll } from '../../../core/rankings/types.js';
import { playoffField, savePlayoffField, saveConferenceChampions, saveChampion } from '../../queries/postseason.js';
import { markGameOfWeek, setLinesForUnplayed } from './lines.js';
import type { SeasonTeams } from './rosters.js';

/**
 * games: every played game of the season, this week's included; previous: the poll before this week (as stored).
 * Returns the new state and the week's poll, which the next week starts from.
 */
export function afterWeek(
  db: Db,
  state: DynastyState,
  league: SeasonLeague,
  teams: SeasonTeams,
  week: number,
  games: readonly PlayedGame[],
  previous: Poll | null,
): { state: DynastyState; poll: Poll } {
  const year = state.year;
  const lastWeek = lastWeekFor(state.playoff.teams);
  if (!previous) throw new Error(`no poll before week ${week} of ${year}`);

  let champion: string | null = null;
  if (week === lastWeek) {
    const title = games.find((g) => g.kind === 'playoff' && g.week === lastWeek);
    if (title) {
      champion = winnerOf(title);
      saveChampion(db, year, champion!, loserOf(title)!, title.id);
    }
  }
  const poll = weeklyPoll(
    previous,
    teams.pollTeams,
    games,
    week,
    week === lastWeek,
    champion,
    createRng(`${state.seed}:poll:${year}:${week}`),
  );
  savePoll(db, year, poll);
  const ranking = pollRanking(poll);
  let next = state;
  // Games added this week (championship games, the playoff, bowls): they need their lines.
  let added = false;

  if (week === REGULAR_SEASON_WEEKS) {
    insertGames(db, year, championshipGames(league, games, ranking, teams.ratings));
    added = true;
  }
  if (week === CHAMPIONSHIP_WEEK) {
    const champions = conferenceChampions(league, games, ranking, teams.ratings);
    saveConferenceChampions(db, year, champions);
    const field = selectPlayoff(state.playoff, ranking, champions);
    savePlayoffField(db, year, field, league);
    insertGames(db, year, nextPlayoffGames(field, games, BOWL_WEEK));
    insertGames(db, year, bowlGames(state, league, teams, field, ranking, games));
    added = true;
    next = { ...state, stage: 'playoff' };
  }
  if (week >= BOWL_WEEK && week < lastWeek) {
    const field = playoffField(db, year, state.playoff);
    if (field) {
      insertGames(db, year, nextPlayoffGames(field, games, week + 1));
      added = true;
    }
  }
  if (week < lastWeek) {
    setLinesForUnplayed(db, year, teams, added);
    markGameOfWeek(db, year, week + 1, new Map(poll.entries.map((e) => [e.team, e.rank])));
  }
  return { state: next, poll };
}

function bowlGames(
  state: DynastyState,
  league: SeasonLeague,
  teams: SeasonTeams,
  field: PlayoffField,
  ranking: string[],
  games: readonly PlayedGame[],
) {
  const inPlayoff = new Set(field.entries.map((e) => e.team));
  // From the games in memory (the season's played games, as the save's records count them) rather than read again;
  // wins over FCS teams count as the era's rule says.
  const wins = bowlEligibleWinsOf(games, state.year);
  const rankOf = new Map(ranking.map((team, i) => [team, i + 1]));
  const candidates = league.teams
    .filter((t) => !inPlayoff.has(t.name))
    .map((t) => ({
      team: t.name,
      conference: t.conference,
      rank: rankOf.get(t.name) ?? ranking.length + 1,
      wins: wins.get(t.name) ?? 0,
      rating: teams.ratings.get(t.name) ?? 0,
    }));
  return pairBowls(
    candidates,
    createRng(`${state.seed}:bowls:${state.year}`),
    playoffBowlHosts(field.size, state.year),
  );
}
