// Preseason -> season: the full schedule around the player's games, the lines, the preseason poll.
import { createRng } from '../../../core/random.js';
import { buildRegularSeason } from '../../../core/schedule/regularSeason.js';
import type { Db } from '../../database.js';
import { dynastyLeague } from '../../league.js';
import { deleteUnplayedGames, gamesOfYear, insertGames, toScheduledGame } from '../../queries/games.js';
import type { DynastyState } from '../../queries/meta.js';
import { publishPreseasonPoll } from './preseasonPoll.js';
import { refuseUnfinishedLeague } from '../leagueSetup.js';
import { setLinesForUnplayed, markGameOfWeek } from './lines.js';
import { loadSeasonTeams } from './rosters.js';
import { allRosters } from '../../queries/players.js';
import { markSeasonRedshirts } from '../roster/redshirts.js';
import { playSummer, startCycle } from '../recruiting/cycle.js';
import { bookComputerSeriesOfSeason, computerBookedGames } from '../series.js';
import { judgePromises } from '../retention/judge.js';

export function startSeason(db: Db, state: DynastyState): DynastyState {
  refuseUnfinishedLeague(db);
  const year = state.year;
  // The starting roles and positions promised in the offseason are given now, or broken.
  judgePromises(db, year, false);
  const league = dynastyLeague(db, year);
  const existing = gamesOfYear(db, year);
  const userGames = existing.filter((g) => g.user_scheduled === 1).map(toScheduledGame);
  // The computer programs' booked series games are placed first too, around the player's games.
  const booked = computerBookedGames(db, league, userGames);
  const schedule = buildRegularSeason(league, createRng(`${state.seed}:schedule:${year}`), [...userGames, ...booked]);
  const isUserGame = (home: string, away: string, week: number) =>
    userGames.some((g) => g.home === home && g.away === away && g.week === week);
  deleteUnplayedGames(db, year);
  const userFlagged = schedule.filter((g) => isUserGame(g.home, g.away, g.week));
  const others = schedule.filter((g) => !isUserGame(g.home, g.away, g.week));
  insertGames(db, year, userFlagged, true);
  insertGames(db, year, others, false);
  bookComputerSeriesOfSeason(db, state, league);

  // The rosters read once: the season's teams and the recruiting cycle's needs (nothing below writes players).
  const rosters = allRosters(db);
  const teams = loadSeasonTeams(db, league, rosters);
  markSeasonRedshirts(db, state, teams.gameTeams);
  publishPreseasonPoll(db, state.seed, year);
  setLinesForUnplayed(db, year, teams);
  markGameOfWeek(db, year, 1);
  // The recruiting cycle opened with the preseason (a save from before that opens it now); its spring and summer are
  // played before week 1, with the orders the player gave in the preseason.
  const open = db.get<{ year: number }>('SELECT year FROM recruiting_cycle')?.year === year;
  const next = open ? state : startCycle(db, state, league, false, rosters);
  playSummer(db, next, league);
  return { ...next, stage: 'season', currentWeek: 1 };
}
