// A scripted recruiter: what a good player does with his program's board, seeing only what a player sees.
// The realism test and the batch report (dynasty batch --dynasty) measure how much such effort is worth against
// "let my staff recruit" at the same program.

import type { Position } from '../players/types.js';
import { leaders } from './commitments.js';
import { weeklyHours } from './cycleIndex.js';
import { programFactors } from './preferences.js';
import { DEALBREAKERS_SCOUTED_AT, scoutingReport } from './scoutingReport.js';
import { brokenDealbreaker, dealbreakersOf, nilPullOn } from './dealbreakers.js';
import { estimatedChance } from './shortlist.js';
import { LATE_WEEK, OFFERS_PER_SCHOLARSHIP, TARGET_VALUE_BY_STARS } from './tuning.js';
import type { HomeGame, Prospect, RecruitingAction, RecruitingProgram, RecruitingState } from './types.js';

/** The orders a player gives for his program in a week, seeing what a player sees. */
export type PlayerPolicy = (
  state: RecruitingState,
  program: RecruitingProgram,
  week: number,
  homeGame: HomeGame | undefined,
) => RecruitingAction[];

/** How a scripted recruiter works its board. */
export interface RecruiterKnobs {
  /** Targets per open scholarship (per open spot at each position). */
  perSpot: number;
  /** Share of the week's hours spent scouting, and the level scouted to (2 shows his top want). */
  scoutShare: number;
  scoutLevel: number;
  /** Extra targets per spot from LATE_WEEK on, so the class fills by signing day. */
  lateExtra: number;
  /** Exponent on a prospect's value by stars: above 1 reaches for the better prospects. */
  ambition: number;
}

/** The good recruiter's settings (chosen by trying a few on mid-tier programs; see the realism test). */
export const GOOD: RecruiterKnobs = { perSpot: 2, scoutShare: 1 / 3, scoutLevel: 2, lateExtra: 1.5, ambition: 2 };

/**
 * A good recruiter, scripted by the rules a player sees: the staff's own estimate of who it can land,
 * corrected by where it stands with each prospect and (once scouted) by whether the program offers
 * what he wants most; scouting first, pitching exactly that want; offering early; hosting its best
 * uncommitted targets on home weeks; and working few targets per open scholarship hard instead of
 * spreading thin (a prospect notices who recruits him hardest).
 */
export const goodRecruiter: PlayerPolicy = (state, program, week, homeGame) =>
  scriptedRecruiter(state, program, week, homeGame, GOOD);

export function scriptedRecruiter(
  state: RecruitingState,
  program: RecruitingProgram,
  week: number,
  homeGame: HomeGame | undefined,
  knobs: RecruiterKnobs,
): RecruitingAction[] {
  const actions: RecruitingAction[] = [];
  let hours = weeklyHours(program);
  const spend = (action: RecruitingAction, cost: number): void => {
    if (hours >= cost) {
      actions.push(action);
      hours -= cost;
    }
  };
  const mine = state.prospects.filter((p) => state.status[p.id].committedTo === program.name);
  const left = program.scholarships - mine.length;
  if (left <= 0) return actions;
  const committedAt = (pos: Position) => mine.filter((p) => p.pos === pos).length;
  const scouting = state.boards[program.name].scouting;
  const standing = (p: Prospect): number => {
    const s = state.status[p.id];
    const [first] = leaders(s);
    const ours = s.suitors.find((x) => x.program === program.name)?.interest ?? 0;
    return !first || first.program === program.name ? 1 : Math.min(1, (ours + 10) / (first.interest + 10));
  };
  // A prospect who has ruled the program out, as scouting shows (his dealbreakers) or he told it (its work on him
  // earned nothing), is left alone.
  const ruledOut = (p: Prospect): boolean => {
    const ours = state.status[p.id].suitors.find((x) => x.program === program.name);
    if (ours && ours.effort > 0 && ours.interest === 0) return true;
    if ((scouting[p.id] ?? 0) < DEALBREAKERS_SCOUTED_AT) return false;
    const factors = programFactors(p, program, committedAt(p.pos));
    return brokenDealbreaker(dealbreakersOf(p, state.season), factors, nilPullOn(program.nil, p.id)) !== null;
  };
  const scored = state.prospects
    .filter((p) => {
      const s = state.status[p.id];
      return !s.signedWith && !s.committedTo && program.openings[p.pos] - committedAt(p.pos) > 0 && !ruledOut(p);
    })
    .map((p) => {
      // Once scouted, a prospect whose top want the program offers is worth much more than one whose it lacks.
      const top = scoutingReport(p, scouting[p.id] ?? 0).preferences[0];
      const wants = top ? 2 * programFactors(p, program, committedAt(p.pos))[top] : 1;
      return {
        p,
        score:
          TARGET_VALUE_BY_STARS[p.stars - 1] ** knobs.ambition
          * estimatedChance(p, program)
          * wants
          * (week >= 3 ? standing(p) : 1),
      };
    })
    .sort((a, b) => b.score - a.score || a.p.id - b.p.id);
  // At most two targets per open spot at each position.
  // Late in the cycle, widen the net so the class fills (signing day takes whoever likes us best).
  const perSpot = knobs.perSpot + (week >= LATE_WEEK ? knobs.lateExtra : 0);
  const perPos = new Map<Position, number>();
  const targets: Prospect[] = [];
  for (const { p } of scored) {
    if (targets.length >= left * perSpot) break;
    const n = perPos.get(p.pos) ?? 0;
    if (n >= perSpot * (program.openings[p.pos] - committedAt(p.pos))) continue;
    perPos.set(p.pos, n + 1);
    targets.push(p);
  }
  // Scouting first, up to a share of the week: the best candidates, to learn what each wants most.
  let scoutHours = Math.floor(hours * knobs.scoutShare);
  // Each first to the level that shows his dealbreakers, then on to the level that shows his top want.
  for (const level of [DEALBREAKERS_SCOUTED_AT, knobs.scoutLevel]) {
    for (const { p } of scored.slice(0, targets.length * 2)) {
      if (scoutHours < 3) break;
      if ((scouting[p.id] ?? 0) < level && !actions.some((a) => a.kind === 'scout' && a.prospect === p.id)) {
        spend({ kind: 'scout', prospect: p.id }, 3);
        scoutHours -= 3;
      }
    }
  }
  const offered = (p: Prospect) => state.status[p.id].suitors.some((s) => s.program === program.name && s.offered);
  let openOffers = state.prospects.filter(
    (p) => offered(p) && !state.status[p.id].committedTo && !state.status[p.id].signedWith,
  ).length;
  // An offer out holds a place under the offer limit until he commits: offer only a target scouted far enough to know
  // his dealbreakers, none of which the program breaks (ruledOut), so no place is held by one who ruled it out.
  const checked = (p: Prospect) => (scouting[p.id] ?? 0) >= DEALBREAKERS_SCOUTED_AT;
  for (const p of targets) {
    if (!offered(p) && checked(p) && openOffers < left * OFFERS_PER_SCHOLARSHIP) {
      spend({ kind: 'offer', prospect: p.id }, 1);
      openOffers += 1;
    }
  }
  if (homeGame) {
    let visits = 0;
    for (const p of targets) {
      const s = state.status[p.id];
      if (
        visits >= 4
        || s.suitors.some((x) => x.program === program.name && x.visited)
        || s.suitors.filter((x) => x.visited).length >= 5
      )
        continue;
      spend({ kind: 'visit', prospect: p.id }, 5);
      visits += 1;
    }
  }
  for (const p of targets) spend({ kind: 'contact', prospect: p.id }, 1);
  for (const p of targets) {
    const factors = programFactors(p, program, committedAt(p.pos));
    const top = scoutingReport(p, scouting[p.id] ?? 0).preferences[0];
    const strength =
      top && factors[top] >= 0.3
        ? top
        : (['proximity', 'playingTime', 'prestige', 'contending', 'conference'] as const).reduce((a, b) =>
            factors[a] >= factors[b] ? a : b,
          );
    spend({ kind: 'pitch', prospect: p.id, strength }, 2);
  }
  return actions;
}
