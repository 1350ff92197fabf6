// Summary -> progression: returning players develop, seniors leave, underclassmen declare for the NFL draft,
// players enter the transfer portal, and the draft is held (departures.ts). The lists are kept for the pages.
import { assignDepthChart } from '../../../core/players/depthChart.js';
import { facilitiesDevelopment, levelPull, progressRoster } from '../../../core/players/progression.js';
import { teamRatings } from '../../../core/players/teamRatings.js';
import type { Player } from '../../../core/players/types.js';
import type { PortalReason } from '../../../core/portal/types.js';
import type { DraftProspect } from '../../../core/draft/types.js';
import { createRng } from '../../../core/random.js';
import { INDEPENDENT } from '../../../core/data/types.js';
import type { Db } from '../../database.js';
import { dynastyLeague } from '../../league.js';
import type { DynastyState } from '../../queries/meta.js';
import { allRosters, retirePlayers, updatePlayersOnTheirTeams } from '../../queries/players.js';
import { saveRosterChanges, type RosterChangeRow } from '../../queries/rosterChanges.js';
import { seasonRedshirts } from '../roster/redshirts.js';
import { developmentBonus } from '../../../core/coaches/index.js';
import { againstLeague } from '../../../core/coaches/archetypes.js';
import { programEffects } from '../../queries/coachGrowth.js';
import { coachesByTeam } from '../../queries/coaches.js';
import { closeCoachingCarousel } from '../coaches/offers.js';
import { earnUserCoachXp, XP_AT_PROGRESSION } from '../coaches/progression.js';
import { staffOffseason } from '../staff/offseason.js';
import { staffDevelopmentBonus } from '../staff/money.js';
import { declareDepartures, draftProspect, enterPortal, holdDraft, leagueEarlyEntryMidpoint } from './departures.js';
import { brokenPromisesIn, keepingByPlayer, keepingSituations } from '../retention/situation.js';
import { keepComputerPlayers } from '../retention/staff.js';
import { retentionActionsOf } from '../../queries/keeping.js';
import { coachedTeams } from '../../program.js';
import { mean } from '../../../core/stats/math.js';
import { dropGoneTrainingPlayers, trainingPlans } from '../../queries/training.js';
import { longRunStandings } from '../recruiting/standing.js';

export function progressRosters(db: Db, state: DynastyState): DynastyState {
  const year = state.year;
  // Offers not taken lapse and every program has its coach for next season before its players develop.
  closeCoachingCarousel(db, state);
  staffOffseason(db, state);
  const coaches = coachesByTeam(db);
  const developmentMean = mean([...coaches.values()].map((c) => c.development));
  // The coordinators' position coaches and the facilities add a little (from the league's means).
  const staffDevelopment = staffDevelopmentBonus(db);
  const rng = createRng(`${state.seed}:progression:${year}`);
  const keepsYear = seasonRedshirts(db, year);
  const draftPool: DraftProspect[] = [];
  const league = dynastyLeague(db, year);
  const teams = league.teams;
  // Every roster read once (a program's departures and progression change only its own players), written once.
  const rosters = allRosters(db);
  const midpoint = leagueEarlyEntryMidpoint(rosters);
  // Each program's season as its players weigh it; the computer programs' staffs keep their players first (the
  // coached programs' coaches did in the summary), then every player's risk of leaving decides his departure.
  const situations = keepingSituations(
    db,
    year,
    teams.map((t) => t.name),
  );
  keepComputerPlayers(db, state, rosters, situations, midpoint, coachedTeams(db));
  const actions = retentionActionsOf(db, year);
  const broken = brokenPromisesIn(db, year);
  // Training plans (the player's; computer programs train as usual) move growth among a program's players.
  const plans = trainingPlans(db);
  // The staffs' development abilities, from the league's mean (the league's development does not move with them).
  const abilityGrowth = againstLeague(programEffects(db, year, { now: true })).growth;
  // Each program's rating against its prestige tier's mean (the pull toward the tier, levelPull).
  const ratingOf = new Map(teams.map((t) => [t.name, teamRatings(rosters.get(t.name) ?? []).overall]));
  const tierMeans = new Map<number, number>();
  for (const tier of new Set(teams.map((t) => t.prestige))) {
    tierMeans.set(tier, mean(teams.filter((t) => t.prestige === tier).map((t) => ratingOf.get(t.name)!)));
  }
  // And against its long-run standing (brand, money) and its conference's mean (independents have none).
  const standings = longRunStandings(db, league);
  const conferenceMeans = new Map<string, number>();
  for (const conference of new Set(teams.map((t) => t.conference))) {
    if (conference === INDEPENDENT) continue;
    const members = teams.filter((t) => t.conference === conference);
    conferenceMeans.set(conference, mean(members.map((t) => ratingOf.get(t.name)!)));
  }
  const developed: Player[] = [];
  /** Everyone who leaves his program this offseason (retired at the end): seniors, early entrants, portal entrants. */
  const leaving: number[] = [];
  const changes: RosterChangeRow[] = [];
  const portal: { player: Player; reason: PortalReason }[] = [];
  for (const team of teams) {
    const before = rosters.get(team.name) ?? [];
    const keepingOf = keepingByPlayer(
      actions.filter((a) => a.team === team.name),
      broken.get(team.name) ?? new Set(),
    );
    const departures = declareDepartures(state, team.name, before, midpoint, situations.get(team.name)!, keepingOf);
    draftPool.push(...departures.early.map((p) => draftProspect(p, true)));
    for (const p of departures.early) leaving.push(p.id);
    const early = new Set(departures.early.map((p) => p.id));
    const roster = early.size === 0 ? before : before.filter((p) => !early.has(p.id));
    const coach = coaches.get(team.name);
    const coaching =
      (coach ? developmentBonus(coach.development, developmentMean) : 0)
      + (staffDevelopment.get(team.name) ?? 0)
      + facilitiesDevelopment(team.prestige, year)
      + levelPull(
        ratingOf.get(team.name)!,
        tierMeans.get(team.prestige)!,
        team.prestige,
        conferenceMeans.get(team.conference),
        standings?.get(team.name),
      );
    const result = progressRoster(
      roster,
      rng.fork(team.name),
      keepsYear,
      coaching,
      plans.get(team.name),
      team.prestige,
      abilityGrowth.get(team.name),
    );
    const returning = assignDepthChart(result.returning.filter((p) => !departures.portal.has(p.id)));
    // Portal entrants keep their progression (they play next season somewhere) but leave the depth chart.
    developed.push(...returning, ...result.returning.filter((p) => departures.portal.has(p.id)));
    leaving.push(...result.leaving.map((p) => p.id));
    draftPool.push(...result.leaving.map((p) => draftProspect(p, false)));
    for (const p of result.leaving) {
      changes.push({
        year,
        player_id: p.id,
        team: team.name,
        kind: 'leaving',
        rating_before: p.rating,
        rating_after: p.rating,
        change: 0,
      });
    }
    for (const { player, change } of result.progressed) {
      const reason = departures.portal.get(player.id);
      if (reason) {
        portal.push({ player, reason });
        continue;
      }
      changes.push({
        year,
        player_id: player.id,
        team: team.name,
        kind: 'progressed',
        rating_before: player.rating - change,
        rating_after: player.rating,
        change,
      });
    }
  }
  updatePlayersOnTheirTeams(db, developed);
  enterPortal(db, year, portal);
  for (const { player } of portal) leaving.push(player.id);
  // Seniors, early entrants and portal entrants leave their programs in one statement, in id order (neighbouring
  // rows share pages).
  retirePlayers(
    db,
    leaving.sort((a, b) => a - b),
    year,
  );
  dropGoneTrainingPlayers(db);
  saveRosterChanges(db, changes);
  earnUserCoachXp(db, year, XP_AT_PROGRESSION);
  holdDraft(db, state, draftPool);
  return { ...state, stage: 'progression' };
}
