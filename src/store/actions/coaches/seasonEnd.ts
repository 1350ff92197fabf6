// The season's end for the coaches (season -> summary): each head coach's record goes into his career and the
// season's book of head coaches, job security moves with results, then the carousel turns: computer coaches are
// fired or retire, the player is judged, openings are filled (those offering the player the job wait for him).
import {
  coordinatorOffers,
  departures,
  fillOpenings,
  userFired,
  userOffers,
  type ProgramStanding,
} from '../../../core/coaches/carousel.js';
import { securityAfter } from '../../../core/coaches/jobSecurity.js';
import { SECURITY } from '../../../core/coaches/tuning.js';
import { createRng } from '../../../core/random.js';
import type { Db } from '../../database.js';
import {
  coachesByTeam,
  nextCoachId,
  saveCoachingChange,
  saveCoachOffer,
  updateCoach,
  type StoredCoach,
} from '../../queries/coaches.js';
import type { DynastyState } from '../../queries/meta.js';
import { championOf } from '../../queries/postseason.js';
import { teamSeasons } from '../../queries/teamSeasons.js';
import { applyHires } from './hires.js';
import { recordSeasonStaffs, programCoordinator } from '../../queries/staff.js';
import { coachedPrograms, seatCoach } from '../../program.js';

/** Programs' standings after season `year`: prestige and the last two seasons' winning percentage. */
export function programStandings(db: Db, year: number): Map<string, ProgramStanding> {
  const rows = db.all<{ team: string; prestige: number; wins: number; losses: number }>(
    `SELECT s.team, s.prestige, (SELECT SUM(wins) FROM team_seasons h WHERE h.team = s.team AND h.year IN (?, ?)) AS wins,
       (SELECT SUM(losses) FROM team_seasons h WHERE h.team = s.team AND h.year IN (?, ?)) AS losses
     FROM team_seasons s WHERE s.year = ?`,
    [year, year - 1, year, year - 1, year],
  );
  return new Map(
    rows.map((r) => [
      r.team,
      {
        team: r.team,
        prestige: r.prestige,
        recentWinPct: r.wins + r.losses > 0 ? r.wins / (r.wins + r.losses) : 0.5,
      },
    ]),
  );
}

export function coachesAfterSeason(db: Db, state: DynastyState): void {
  const year = state.year;
  const champion = championOf(db, year)?.team ?? null;
  const coaches = coachesByTeam(db);
  recordSeasonStaffs(db, year);
  for (const season of teamSeasons(db, year)) {
    const coach = coaches.get(season.team);
    if (!coach) continue;
    db.run('INSERT OR REPLACE INTO coach_seasons (year, team, coach_id, wins, losses) VALUES (?, ?, ?, ?, ?)', [
      year,
      season.team,
      coach.id,
      season.wins,
      season.losses,
    ]);
    coach.wins += season.wins;
    coach.losses += season.losses;
    if (season.team === champion) coach.titles += 1;
    coach.security = securityAfter(coach.security, {
      wins: season.wins,
      losses: season.losses,
      prestige: season.prestige,
      finalRank: season.final_rank,
      champion: season.team === champion,
    });
    // A coach the program is happy with gets an extension before his last two seasons.
    if (coach.security >= SECURITY.warm + 20 && coach.contractUntil - year <= 2) coach.contractUntil = year + 5;
    updateCoach(db, coach);
  }
  turnCarousel(db, state, [...coaches.values()]);
}

function turnCarousel(db: Db, state: DynastyState, coaches: StoredCoach[]): void {
  const year = state.year;
  const rng = createRng(`${state.seed}:carousel:${year}`);
  const standings = programStandings(db, year);
  const leaving = departures(coaches, year, rng.fork('departures'));
  // Each player is judged: a head coach in a job may be fired (each coached program in turn).
  const players = coachedPrograms(db).map((program) => {
    const id = seatCoach(db, program).coachId;
    const head = coaches.find((c) => c.isUser && c.team !== null && c.id === id) ?? null;
    return { program, head, fired: head !== null && userFired(head, year) };
  });
  for (const d of leaving) {
    db.run('UPDATE coaches SET team = NULL WHERE id = ?', [d.coachId]);
    saveCoachingChange(db, {
      year,
      team: d.team,
      old_coach_id: d.coachId,
      reason: d.reason,
      new_coach_id: null,
      new_from: null,
    });
  }
  const firedTeams = new Set<string>();
  for (const { head, fired } of players) {
    if (!fired || !head) continue;
    // Fired, he keeps his program's name on the dynasty until he takes a new job or starts over.
    db.run('UPDATE coaches SET team = NULL WHERE id = ?', [head.id]);
    saveCoachingChange(db, {
      year,
      team: head.team!,
      old_coach_id: head.id,
      reason: 'fired',
      new_coach_id: null,
      new_from: null,
    });
    firedTeams.add(head.team!);
  }
  const openings = leaving.map((d) => d.team).concat([...firedTeams]);
  const openingStandings = openings.map((t) => standings.get(t)!).filter(Boolean);
  // Each player is offered jobs, a program's to one player only, and none that fired another player.
  const held = new Set<string>();
  for (const { program, head, fired } of players) {
    const open = openingStandings.filter(
      (o) => !held.has(o.team) && (!firedTeams.has(o.team) || o.team === head?.team),
    );
    // A player who is a coordinator (the career ladder) is offered head jobs after good seasons at his program.
    const coordinator = head ? null : programCoordinator(db, program);
    const offers = head
      ? userOffers(standings.get(head.team!)!, fired, open)
      : coordinator?.team && standings.has(coordinator.team)
        ? coordinatorOffers(standings.get(coordinator.team)!, open)
        : [];
    for (const team of offers) {
      saveCoachOffer(db, year, team, program.seat);
      held.add(team);
    }
  }
  const firedIds = new Set(players.filter((p) => p.fired).map((p) => p.head!.id));
  const inJobs = coaches.filter((c) => !leaving.some((d) => d.coachId === c.id) && !firedIds.has(c.id));
  const result = fillOpenings({
    year,
    openings,
    coaches: inJobs,
    standings,
    held,
    nextId: nextCoachId(db),
    rng: rng.fork('openings'),
  });
  applyHires(db, year, result, coaches);
}
