// The season's teams as the engine and the polls see them, loaded once per simulation.
import type { SeasonLeague } from '../../../core/data/types.js';
import type { PollTeam } from '../../../core/rankings/types.js';
import type { GameTeam } from '../../../core/sim/types.js';
import type { Player } from '../../../core/players/types.js';
import type { Db } from '../../database.js';
import { applyDepthEdits } from '../../../core/players/depthChart.js';
import { seasonGamePlans } from '../../queries/coaches.js';
import { allRosters } from '../../queries/players.js';
import { allDepthEdits } from '../../queries/rosterStatus.js';
import { sittingOut } from '../../queries/portal.js';
import { teamSeasons } from '../../queries/teamSeasons.js';
import { fcsTeamSource } from './fcsTeams.js';

export interface SeasonTeams {
  gameTeams: Map<string, GameTeam>;
  /** The season's FCS opponents by name, generated when first met (fcsTeams.ts); never in gameTeams or the polls. */
  fcsTeam: (name: string) => GameTeam;
  pollTeams: PollTeam[];
  ratings: Map<string, number>;
}

/** `stored`: allRosters as read by the caller, when it needs them too (left as they are: the map is copied). */
export function loadSeasonTeams(
  db: Db,
  league: SeasonLeague,
  stored: ReadonlyMap<string, Player[]> = allRosters(db),
): SeasonTeams {
  const rosters = new Map(stored);
  // The player's own depth chart edits (only his team has any) over the automatic chart.
  for (const [team, edits] of allDepthEdits(db)) {
    const roster = rosters.get(team);
    if (roster && edits.size > 0) rosters.set(team, applyDepthEdits(roster, edits));
  }
  // Transfers who sit out their first season (the rule before 2021) are on the roster but never in the lineup.
  const sitting = sittingOut(db, league.year);
  const seasons = new Map(teamSeasons(db, league.year).map((r) => [r.team, r]));
  const gameTeams = new Map<string, GameTeam>();
  const pollTeams: PollTeam[] = [];
  const ratings = new Map<string, number>();
  const plans = seasonGamePlans(db, league.year);
  for (const team of league.teams) {
    gameTeams.set(team.name, {
      name: team.name,
      abbreviation: team.abbreviation,
      players: withoutSitting(rosters.get(team.name) ?? [], sitting),
      plan: plans.get(team.name),
    });
    const season = seasons.get(team.name);
    const rating = season?.rating ?? 0;
    ratings.set(team.name, rating);
    pollTeams.push({ name: team.name, rating, prestige: season?.prestige ?? team.prestige });
  }
  const seed = Number(db.get<{ value: string }>("SELECT value FROM meta WHERE key = 'seed'")?.value ?? 0);
  return { gameTeams, fcsTeam: fcsTeamSource(seed, league.year), pollTeams, ratings };
}

function withoutSitting<T extends { id: number }>(players: T[], sitting: ReadonlySet<number>): T[] {
  return sitting.size === 0 ? players : players.filter((p) => !sitting.has(p.id));
}
