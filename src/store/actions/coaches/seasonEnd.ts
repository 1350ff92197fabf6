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
  updateCoach,
  type StoredCoach,
} from '../../queries/coaches.js';
import type { DynastyState } from '../../queries/meta.js';
import { championOf } from '../../queries/postseason.js';
import { teamSeasons } from '../../queries/teamSeasons.js';
import { applyHires } from './hires.js';
import { recordSeasonStaffs, userCoordinator } from '../../queries/staff.js';

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
  const user = coaches.find((c) => c.isUser && c.team !== null) ?? null;
  const fired = user !== null && userFired(user, year);
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
  if (fired && user) {
    // Fired, he keeps his program's name on the dynasty until he takes a new job or starts over.
    db.run('UPDATE coaches SET team = NULL WHERE id = ?', [user.id]);
    saveCoachingChange(db, {
      year,
      team: user.team!,
      old_coach_id: user.id,
      reason: 'fired',
      new_coach_id: null,
      new_from: null,
    });
  }
  const openings = leaving.map((d) => d.team).concat(fired && user ? [user.team!] : []);
  const openingStandings = openings.map((t) => standings.get(t)!).filter(Boolean);
  // A player who is a coordinator (the career ladder) is offered head jobs after good seasons at his program.
  const coordinator = user ? null : userCoordinator(db);
  const offers = user
    ? userOffers(standings.get(user.team!)!, fired, openingStandings)
    : coordinator?.team && standings.has(coordinator.team)
      ? coordinatorOffers(standings.get(coordinator.team)!, openingStandings)
      : [];
  for (const team of offers) db.run('INSERT OR REPLACE INTO coach_offers (year, team) VALUES (?, ?)', [year, team]);
  const inJobs = coaches.filter((c) => !leaving.some((d) => d.coachId === c.id) && !(fired && c.isUser));
  const result = fillOpenings({
    year,
    openings,
    coaches: inJobs,
    standings,
    held: new Set(offers),
    nextId: nextCoachId(db),
    rng: rng.fork('openings'),
  });
  applyHires(db, year, result, coaches);
}
