// Recruiting summary -> the next year's preseason: the next season's conferences, programs joining or
// leaving FBS, prestige moved by results, ratings from the new rosters, the player's fixed games.
import { startCycle } from '../recruiting/cycle.js';
import { teamRatings } from '../../../core/players/teamRatings.js';
import { newProgramRoster, createIdSource } from '../../../core/players/generate.js';
import { leaguePrestige } from '../../../core/players/prestige.js';
import { createRng } from '../../../core/random.js';
import { sideLeanSd } from '../../../core/sim/rules.js';
import type { Db } from '../../database.js';
import { dynastyLeague } from '../../league.js';
import { archiveSeason } from '../../queries/seasonArchive.js';
import { scheduleCoachedGames } from '../series.js';
import { coachedTeams } from '../../program.js';
import type { DynastyState } from '../../queries/meta.js';
import { retirePlayers, savePlayers } from '../../queries/players.js';
import { depthChartRosters, type RosterPlayer } from '../../queries/depthChartRosters.js';
import { archiveFormerPlayers } from '../../queries/formerPlayers.js';
import { rewritePlayersInOrder, rewriteRosterChangesInOrder } from '../../queries/playerRows.js';
import { insertTeamSeasons, teamSeasons } from '../../queries/teamSeasons.js';
import { staffNewPrograms } from '../coaches/hireLeague.js';
import { staffNewProgramsCoordinators } from '../staff/hireStaffs.js';
import { staffPreseason } from '../staff/preseason.js';
import { dropNilOffersBefore } from '../../queries/staff.js';
import { dropRetentionActionsBefore } from '../../queries/keeping.js';
import { TRUST_SEASONS } from '../../../core/retention/tuning.js';
import { progressCoaches } from '../coaches/progression.js';
import { archiveDraftBefore } from '../../queries/draft.js';
import { archivePortalBefore, sittingOut } from '../../queries/portal.js';
import { clearStatusesBefore, dropAbsencesBefore } from '../../queries/rosterStatus.js';
import { publishPreseasonPoll } from '../season/preseasonPoll.js';
import { compactKeptDetail, handBackFreePages, pruneOldDetail, pruneOldPortals } from './pruneDetail.js';
import { fillRosterMinimum } from './rosterMinimums.js';
import { closeSpringWindow } from './springPortal.js';
import { moveComputerPlayers } from './positionMoves.js';

export function startNextYear(db: Db, state: DynastyState): DynastyState {
  // The spring window's transfers sign before the new season's rosters are read.
  closeSpringWindow(db, state);
  const year = state.year + 1;
  const previous = new Map(teamSeasons(db, state.year).map((r) => [r.team, r]));
  const league = dynastyLeague(db, year);
  const inLeague = new Set(league.teams.map((t) => t.name));
  // The computer programs move players where their needs are before the new season's rosters are read.
  moveComputerPlayers(db, state, inLeague);
  // Every roster read once, without attributes: the new season's ratings and roster minimums need none.
  const rosters = depthChartRosters(db);
  for (const [team, players] of rosters) {
    if (!inLeague.has(team))
      retirePlayers(
        db,
        players.map((p) => p.id),
        state.year,
      );
  }
  const ids = createIdSource(state.nextPlayerId);
  const rng = createRng(`${state.seed}:new-programs:${year}`);
  const history = lastThreeSeasons(db, state.year);
  const prestigeNext = leaguePrestige(
    [...previous.values()].map((before) => ({
      team: before.team,
      prestige: before.prestige,
      ceiling: before.ceiling,
      floor: before.floor,
      seasons: (history.get(before.team) ?? lastThreeSeasonsOf(db, before.team, state.year)).map((h) => ({
        finalRank: h.final_rank,
        winPct: h.wins + h.losses > 0 ? h.wins / (h.wins + h.losses) : 0.5,
      })),
    })),
  );
  // Transfers who sit out the new season (the rule before 2021) do not count towards the team's ratings.
  const sitting = sittingOut(db, year);
  const minimumRng = createRng(`${state.seed}:roster-minimum:${year}`);
  const rows = league.teams.map((team) => {
    const before = previous.get(team.name);
    let roster: RosterPlayer[] | undefined = rosters.get(team.name);
    if (!roster || roster.length === 0) {
      const joining = newProgramRoster(
        { name: team.name, prestige: team.prestige, sideLeanSd: sideLeanSd(year), year },
        rng.fork(team.name),
        ids,
      );
      savePlayers(db, joining, year);
      roster = joining;
    }
    // No program starts a season below its roster minimum among the players who may play it.
    roster = fillRosterMinimum(db, year, roster, sitting, minimumRng.fork(team.name), ids);
    const prestige = prestigeNext.get(team.name) ?? team.prestige;
    const ratings = teamRatings(sitting.size === 0 ? roster : roster.filter((p) => !sitting.has(p.id)));
    return {
      year,
      team: team.name,
      conference: team.conference,
      division: team.division,
      prestige,
      ceiling: before?.ceiling ?? team.ceiling,
      floor: before?.floor ?? team.floor,
      rating: ratings.overall,
      offense: ratings.offense,
      defense: ratings.defense,
    };
  });
  insertTeamSeasons(db, rows);
  progressCoaches(db, state);
  staffNewPrograms(db, league, state.seed);
  staffNewProgramsCoordinators(db, year, state.seed);
  staffPreseason(db, state, year);
  // The offseason pages show the latest offseason only; older lists would only grow the save.
  db.run('DELETE FROM roster_changes WHERE year < ?', [state.year]);
  // Those who left before the year whose roster changes remain: no page lists them with the rosters any more.
  archiveFormerPlayers(db, state.year);
  // Older portals and drafts are history: one packed blob a season. Who sat out last season's games is not needed any more.
  archivePortalBefore(db, year);
  archiveDraftBefore(db, state.year);
  dropAbsencesBefore(db, year);
  // Last season's injuries and redshirts: no page or step reads a finished season's statuses (each reads its own).
  clearStatusesBefore(db, year);
  rewritePlayersInOrder(db);
  rewriteRosterChangesInOrder(db, state.year);
  // A new current season: the retention setting's window of full game detail moves on with it.
  const coached = [...coachedTeams(db)];
  pruneOldDetail(db, year, coached, true);
  pruneOldPortals(db, year, coached, true);
  dropNilOffersBefore(db, year, coached);
  // The computer programs' talks and promises once trust no longer looks back to them.
  dropRetentionActionsBefore(db, year - TRUST_SEASONS, coached);
  // Detail kept for good is deflated (a fifth smaller); detail the window will drop stays as it was written.
  compactKeptDetail(db, year, coached);
  // Its game boxes and team totals, one blob each (a row a game or team otherwise).
  archiveSeason(db, state.year);
  handBackFreePages(db);
  const next: DynastyState = { ...state, year, stage: 'preseason', currentWeek: 1, nextPlayerId: ids.peek() };
  scheduleCoachedGames(db, year);
  publishPreseasonPoll(db, state.seed, year);
  // The next class opens with the preseason: the player recruits its spring and summer.
  return startCycle(db, next, dynastyLeague(db, year));
}

interface SeasonResult {
  final_rank: number;
  wins: number;
  losses: number;
}

/** A program's last three seasons up to `year`, the latest first (not always consecutive years: it may have left FBS). */
function lastThreeSeasonsOf(db: Db, team: string, year: number): SeasonResult[] {
  return db.all<SeasonResult>(
    'SELECT final_rank, wins, losses FROM team_seasons WHERE team = ? AND year <= ? ORDER BY year DESC LIMIT 3',
    [team, year],
  );
}

/**
 * lastThreeSeasonsOf for the programs that played each of the last three years, read from those years alone (a
 * range of the key, whatever the length of the history); the others are left out for lastThreeSeasonsOf.
 */
function lastThreeSeasons(db: Db, year: number): Map<string, SeasonResult[]> {
  const byTeam = new Map<string, SeasonResult[]>();
  for (const row of db.all<SeasonResult & { team: string }>(
    'SELECT team, final_rank, wins, losses FROM team_seasons WHERE year <= ? AND year > ? ORDER BY team, year DESC',
    [year, year - 3],
  )) {
    let seasons = byTeam.get(row.team);
    if (!seasons) {
      seasons = [];
      byTeam.set(row.team, seasons);
    }
    seasons.push(row);
  }
  for (const [team, seasons] of byTeam) if (seasons.length < 3) byTeam.delete(team);
  return byTeam;
}
