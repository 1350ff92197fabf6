// A fired coach who is not there to choose (an online league's coach on auto-pilot, or past its deadline) is given a
// job as the game would give it, so the league leaves the season summary without him: his best offer; else the best
// head job still open that the game offers a fired coach of his standing; else, as a fired coach may take, the best
// coordinator job at a program no bigger than his.
import { userOffers } from '../../../core/coaches/carousel.js';
import type { Db } from '../../database.js';
import { coachesByTeam, coachingChangeRows, coachOffers, programCoach, saveCoachOffer } from '../../queries/coaches.js';
import { readState } from '../../queries/meta.js';
import { coachedTeams, type Program } from '../../program.js';
import { coordinatorJobChoices } from '../../views/staff.js';
import { joinAsCoordinator } from '../staff/staffActions.js';
import { acceptCoachOffer } from './offers.js';
import { programStandings } from './seasonEnd.js';

export interface AutoPilotJob {
  from: string;
  to: string;
  /** How he got it: his best offer, an opening still open, or a coordinator's job. */
  how: 'offer' | 'opening' | 'coordinator';
}

/** The job auto-pilot takes for the program's fired coach; null while he has a job, or away from the summary. */
export function takeJobByAutoPilot(db: Db, program: Program): AutoPilotJob | null {
  return db.transaction(() => {
    const state = readState(db);
    if (state.stage !== 'summary' || programCoach(db, program)?.team !== null) return null;
    const standings = programStandings(db, state.year);
    const prestige = (team: string) => standings.get(team)?.prestige ?? 1;
    const best = coachOffers(db, program, state.year).sort((a, b) => prestige(b) - prestige(a) || a.localeCompare(b));
    let how: AutoPilotJob['how'] = 'offer';
    if (best.length === 0) {
      const opening = openingForFired(db, program, state.year, standings);
      if (opening === null) {
        const coordinator = coordinatorJobChoices(db, program, state)[0];
        if (coordinator === undefined) return null;
        joinAsCoordinator(db, program, coordinator);
        return { from: program.team, to: coordinator, how: 'coordinator' };
      }
      saveCoachOffer(db, state.year, opening, program.seat);
      best.push(opening);
      how = 'opening';
    }
    const taken = acceptCoachOffer(db, program, best[0]);
    return { from: taken.from, to: taken.to, how };
  });
}

/**
 * The best head job still open (its program waiting for a coach: held for another player's offer, which lapses as
 * the league moves on) that the game offers a fired coach of his standing (userOffers), or null.
 */
function openingForFired(
  db: Db,
  program: Program,
  year: number,
  standings: ReturnType<typeof programStandings>,
): string | null {
  const coached = coachesByTeam(db);
  const players = coachedTeams(db);
  const open = coachingChangeRows(db, year)
    .filter((r) => r.new_coach_id === null && !coached.has(r.team) && !players.has(r.team))
    .flatMap((r) => standings.get(r.team) ?? []);
  const current = standings.get(program.team);
  return current ? (userOffers(current, true, open)[0] ?? null) : null;
}
