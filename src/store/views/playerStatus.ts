// A player's state this season as pages show it: class with redshirt, injury, games played.
import { isAvailable } from '../../core/roster/availability.js';
import { SEASON_ENDING } from '../../core/roster/tuning.js';
import type { PlayerStatus } from '../../core/roster/types.js';
import type { ClassYear, Player } from '../../core/players/types.js';
import type { InjuryReportEntry, PlayerStatusFields } from '../../shared/api-types.js';

const CLASS_SHORT: Record<ClassYear, string> = { fr: 'Fr', so: 'So', jr: 'Jr', sr: 'Sr' };

/** "So (RS)": the class, with (RS) for a player who has used his redshirt year or is using it now. */
export function classWithRedshirt(year: ClassYear, redshirt: boolean): string {
  return `${CLASS_SHORT[year] ?? year}${redshirt ? ' (RS)' : ''}`;
}

/** The week a status is read for: the next one to be played (after the season: none left). */
export function statusWeek(stage: string, currentWeek: number): number {
  return stage === 'season' || stage === 'playoff' || stage === 'preseason' ? currentWeek : SEASON_ENDING;
}

export function statusFields(player: Player, status: PlayerStatus | undefined, week: number): PlayerStatusFields {
  const hurt = status !== undefined && status.returnWeek > week && status.injury !== null;
  return {
    class_label: classWithRedshirt(player.year, player.redshirted || (status?.redshirting ?? false)),
    redshirted: player.redshirted,
    redshirting: status?.redshirting ?? false,
    games_played: status?.gamesPlayed ?? 0,
    injury: hurt ? status!.injury : null,
    return_week: hurt && status!.returnWeek < SEASON_ENDING ? status!.returnWeek : null,
    out_for_season: hurt && status!.returnWeek >= SEASON_ENDING,
  };
}

export function isOut(status: PlayerStatus | undefined, year: number, week: number, redshirtGames?: number): boolean {
  return !isAvailable(status, year, week, redshirtGames);
}

/** The team's injury report: who is hurt now, the longest absences last. */
export function injuryReport(
  players: readonly Player[],
  statuses: ReadonlyMap<number, PlayerStatus>,
  week: number,
): InjuryReportEntry[] {
  const report: (InjuryReportEntry & { back: number })[] = [];
  for (const p of players) {
    const s = statuses.get(p.id);
    if (!s || s.injury === null || s.returnWeek <= week) continue;
    report.push({
      id: p.id,
      first: p.first,
      last: p.last,
      pos: p.pos,
      injury: s.injury,
      return_week: s.returnWeek >= SEASON_ENDING ? null : s.returnWeek,
      out_for_season: s.returnWeek >= SEASON_ENDING,
      back: s.returnWeek,
    });
  }
  return report.sort((a, b) => a.back - b.back || a.pos.localeCompare(b.pos)).map(({ back: _back, ...entry }) => entry);
}
