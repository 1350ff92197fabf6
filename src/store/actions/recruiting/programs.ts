// The programs recruiting this cycle as the core sees them: prestige and conference from the season's league,
// resources from prestige, how they contend (recent seasons and the current record), needs fixed at the start.
import type { SeasonLeague } from '../../../core/data/types.js';
import { findProgram } from '../../../core/data/league.js';
import type { RecruitingProgram } from '../../../core/recruiting/index.js';
import { CURRENT_SEASON_CONTENDING_WEIGHT } from '../../../core/recruiting/tuning.js';
import type { Db } from '../../database.js';
import type { BoardNeeds } from '../../queries/recruiting.js';
import { seasonRecords } from '../../queries/records.js';
import { recentSuccess, recentSuccessByTeam } from '../offseason/recentSuccess.js';

/** Budget and staff 0-1: the richest programs are the most prestigious (no budgets in the data yet). */
export function resourcesFor(prestige: number): number {
  return Math.max(0, Math.min(1, (prestige - 1) / 6));
}

/** How each program did in the seasons before this one (0-1): fixed through a cycle. */
export function pastSuccess(db: Db, league: SeasonLeague): Map<string, number> {
  return recentSuccessByTeam(db, league.teams.map((t) => t.name), league.year - 1);
}

/**
 * Every program with a board this cycle, in the league's order (`past`: pastSuccess, and `records`: the season's wins
 * and losses as seasonRecords counts them, when the caller keeps them).
 */
export function recruitingPrograms(
  db: Db, league: SeasonLeague, needs: ReadonlyMap<string, BoardNeeds>, past?: ReadonlyMap<string, number>,
  records: ReadonlyMap<string, { wins: number; losses: number }> = seasonRecords(db, league.year),
): RecruitingProgram[] {
  const power = new Set(league.conferences.filter((c) => c.power).map((c) => c.name));
  const success = past ?? pastSuccess(db, league);
  const programs: RecruitingProgram[] = [];
  for (const team of league.teams) {
    const need = needs.get(team.name);
    if (!need) continue;
    const before = success.get(team.name) ?? recentSuccess(db, team.name, league.year - 1);
    const record = records.get(team.name);
    const games = record ? record.wins + record.losses : 0;
    const contending = games > 0
      ? (1 - CURRENT_SEASON_CONTENDING_WEIGHT) * before + CURRENT_SEASON_CONTENDING_WEIGHT * (record!.wins / games)
      : before;
    programs.push({
      name: team.name,
      prestige: team.prestige,
      conference: team.conference,
      power: power.has(team.conference),
      state: findProgram(team.name)?.state ?? '',
      resources: need.resources,
      contending,
      scholarships: need.scholarships,
      openings: need.openings,
    });
  }
  return programs;
}
