// The season's awards, chosen once when the season ends (season -> summary) and stored for good (the Heisman on
// its ballot's field: the season through the conference championships).
import { selectSeasonAwards } from '../../../core/awards/select.js';
import type { Db } from '../../database.js';
import { awardField, heismanBallotField } from '../../queries/awardCandidates.js';
import type { PlayerName } from '../../queries/formerPlayers.js';
import { teamSeasonTotals, type TeamSeasonTotals } from '../../queries/playerSeasons.js';
import { saveAwards } from '../../queries/awards.js';
import { headCoachOf } from '../../queries/coaches.js';

/**
 * `seasons`: the year's teamSeasonTotals and `names` their players' (seasonPlayerNames), when the caller read them
 * too (endSeason: the career records).
 */
export function awardSeason(
  db: Db,
  year: number,
  seasons: readonly TeamSeasonTotals[] = teamSeasonTotals(db, year),
  names?: ReadonlyMap<number, PlayerName>,
): void {
  const field = awardField(db, year, seasons, names);
  // The Heisman is voted before the bowls: its field is the season through the conference championships.
  const heisman = heismanBallotField(db, year, seasons, names);
  const winners = selectSeasonAwards(field.candidates, field.teams, heisman).map((w) =>
    // The coach who coached that season (the carousel runs after the awards).
    w.award === 'coach_of_year' ? { ...w, name: headCoachOf(db, w.team, year)?.name ?? `Head coach, ${w.team}` } : w,
  );
  saveAwards(db, year, winners);
}
