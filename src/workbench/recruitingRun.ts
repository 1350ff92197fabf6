// Recruiting in a batch dynasty: who recruits for the player's program (its staff, or a scripted good recruiter
// giving orders through the real use cases every week), and each season's signed classes read back for the
// realism figures.
import { rankClasses } from '../core/recruiting/index.js';
import {
  REALISM_TARGETS,
  classRankVsPrestige,
  fiveStarsOfTop,
  risersOutsideTop,
  type ProgramClass,
} from '../core/recruiting/realism.js';
import { GOOD, scriptedRecruiter } from '../core/recruiting/scriptedRecruiter.js';
import { queueRecruitingOrders } from '../store/actions/recruiting/actions.js';
import { RecruitingDesk } from '../store/actions/recruiting/desk.js';
import type { Db } from '../store/database.js';
import type { RecruitingWeeks } from '../store/actions/recruiting/weeks.js';
import { teamSeasons } from '../store/queries/teamSeasons.js';
import { programOf } from '../store/program.js';

/** "staff": let my staff recruit; "scripted": a good recruiter's orders each week (tests/core's realism test's). */
export type Recruiter = 'staff' | 'scripted';

export interface SeasonRecruiting {
  /** Spearman of class rank with prestige. */
  spearman: number;
  fiveStars: number;
  fiveStarsTop15: number;
  /** Programs outside the top 25 in prestige with a top-25 class. */
  risers: string[];
  /** The player's program's class. */
  userRank: number;
  userSize: number;
  userPrestige: number;
}

/**
 * Gives the scripted recruiter's orders for the coming week (nothing when no cycle is open). `weeks`: the cycle as
 * the simulation holds it between its weeks (simulateTo's beforeWeek), else read from the save.
 */
export function scriptedWeek(db: Db, weeks?: RecruitingWeeks | null): number {
  const cycle = weeks?.storedCycle();
  // The programs are built once for the week's desk and its orders.
  const desk = new RecruitingDesk(db, programOf(db), cycle, weeks?.programsBetweenWeeks());
  if (desk.info().status !== 'open') return 0;
  // The orders are checked against every program: built first, the player's is found among them.
  const programs = desk.programs();
  const program = desk.userProgram();
  if (!program || !desk.cycle) return 0;
  const state = desk.cycle.state;
  const home = desk.homeWeek() ? { won: true, margin: 0, ranked: false } : undefined;
  const orders = scriptedRecruiter(state, program, state.week + 1, home, GOOD);
  return queueRecruitingOrders(db, desk.program, orders, cycle, programs);
}

/** The classes signed on the year's signing day, with each program's prestige that season. */
export function signedClasses(db: Db, year: number): ProgramClass[] {
  const stars = new Map<string, { stars: number }[]>();
  const prestige = new Map(teamSeasons(db, year).map((r) => [r.team, r.prestige]));
  for (const team of prestige.keys()) stars.set(team, []);
  for (const row of db.all<{ team: string; stars: number }>(
    "SELECT r.team, p.stars FROM roster_changes r JOIN players p ON p.id = r.player_id WHERE r.year = ? AND r.kind = 'recruit'",
    [year],
  ))
    stars.get(row.team)?.push({ stars: row.stars });
  return rankClasses(Object.fromEntries(stars)).map((r) => ({
    program: r.program,
    prestige: prestige.get(r.program) ?? 1,
    rank: r.rank,
    fiveStars: r.fiveStars,
  }));
}

export function seasonRecruiting(db: Db, year: number, userTeam: string): SeasonRecruiting {
  const classes = signedClasses(db, year);
  const five = fiveStarsOfTop(classes, REALISM_TARGETS.topFiveStarPrograms);
  const user = classes.find((c) => c.program === userTeam);
  const size =
    db.get<{ n: number }>("SELECT COUNT(*) AS n FROM roster_changes WHERE year = ? AND kind = 'recruit' AND team = ?", [
      year,
      userTeam,
    ])?.n ?? 0;
  return {
    spearman: Math.round(classRankVsPrestige(classes) * 1000) / 1000,
    fiveStars: five.all,
    fiveStarsTop15: five.top,
    risers: risersOutsideTop(classes, REALISM_TARGETS.risersOutside),
    userRank: user?.rank ?? 0,
    userSize: size,
    userPrestige: user?.prestige ?? 0,
  };
}
