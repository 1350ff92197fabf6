// A dynasty's coordinators and program money when it starts (or when an old save first meets them): three
// coordinators per program, drawn from their own stream of the dynasty's seed (the head coaches' draws do not move);
// facilities by prestige and conference; the NIL collective from 2021.
import {
  coordinatorSalary,
  leagueCoordinators,
  drawCoordinator,
  COORDINATOR_ROLES,
} from '../../../core/coaches/staff.js';
import { collectiveSize } from '../../../core/money/budget.js';
import { startingFacilities } from '../../../core/money/facilities.js';
import { createRng } from '../../../core/random.js';
import type { Db } from '../../database.js';
import { dynastyLeague } from '../../league.js';
import { coachesByTeam } from '../../queries/coaches.js';
import {
  insertCoordinator,
  nextCoordinatorId,
  programMoney,
  saveProgramMoney,
  staffsByTeam,
} from '../../queries/staff.js';
import { recentSuccessByTeam } from '../offseason/recentSuccess.js';

/** Programs of a season as money sees them: prestige, power conference. */
export function programsOf(db: Db, year: number): { name: string; prestige: number; power: boolean }[] {
  const league = dynastyLeague(db, year);
  const power = new Set(league.conferences.filter((c) => c.power).map((c) => c.name));
  const prestige = new Map(
    db
      .all<{ team: string; prestige: number }>('SELECT team, prestige FROM team_seasons WHERE year = ?', [year])
      .map((r) => [r.team, r.prestige]),
  );
  return league.teams.map((t) => ({
    name: t.name,
    prestige: prestige.get(t.name) ?? t.prestige,
    power: power.has(t.conference),
  }));
}

/** The player starts a career as a coordinator (a young, average one). */
const USER_COORDINATOR = { age: 32, rating: 60 } as const;

/** userTeam: the program whose offensive coordinator is the player (the career ladder), else null. */
export function hireLeagueStaffs(db: Db, year: number, seed: number, userTeam: string | null = null): void {
  const teams = programsOf(db, year);
  const heads = coachesByTeam(db);
  const staffs = leagueCoordinators(
    teams,
    heads,
    year,
    createRng(`${seed}:coordinators:${year}`),
    nextCoordinatorId(db),
  );
  for (const c of staffs) {
    if (c.team !== userTeam || c.role !== 'OC') {
      insertCoordinator(db, c);
      continue;
    }
    const r = USER_COORDINATOR.rating;
    insertCoordinator(db, {
      ...c,
      isUser: true,
      birthYear: year - USER_COORDINATOR.age,
      calling: r,
      recruiting: r,
      development: r,
      since: year,
      salary: coordinatorSalary(r, year),
      contractUntil: year + 2,
    });
  }
  fundPrograms(db, year, teams);
}

/** Facilities and collectives for programs without them (a new dynasty, a program new to FBS). */
function fundPrograms(
  db: Db,
  year: number,
  teams: readonly { name: string; prestige: number; power: boolean }[],
): void {
  const success = recentSuccessByTeam(
    db,
    teams.map((t) => t.name),
    year - 1,
  );
  for (const t of teams) {
    if (programMoney(db, t.name)) continue;
    saveProgramMoney(db, {
      team: t.name,
      facilities: startingFacilities(t.prestige, t.power),
      projectSeasons: 0,
      projectCost: 0,
      collective: collectiveSize({ prestige: t.prestige, power: t.power, success: success.get(t.name) ?? 0.5 }, year),
    });
  }
}

/** Programs new to FBS (or missing a coordinator) hire one for `year`; those gone from FBS let theirs go. */
export function staffNewProgramsCoordinators(db: Db, year: number, seed: number): void {
  const teams = programsOf(db, year);
  const inLeague = new Set(teams.map((t) => t.name));
  db.run(
    `UPDATE coordinators SET team = NULL WHERE team IS NOT NULL AND is_user = 0 AND team NOT IN (${teams.map(() => '?').join(', ')})`,
    [...inLeague],
  );
  const staffs = staffsByTeam(db);
  const heads = coachesByTeam(db);
  let id = nextCoordinatorId(db);
  for (const t of teams) {
    const staff = staffs.get(t.name) ?? {};
    for (const role of COORDINATOR_ROLES) {
      if (staff[role]) continue;
      insertCoordinator(
        db,
        drawCoordinator(createRng(`${seed}:coordinator:${year}:${t.name}:${role}`), {
          id: id++,
          year,
          role,
          team: t.name,
          prestige: t.prestige,
          head: heads.get(t.name),
        }),
      );
    }
  }
  fundPrograms(db, year, teams);
}
