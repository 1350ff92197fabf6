// The player's job offers at the season's end: accept one and carry the dynasty on at the new program, or let
// them lapse by moving on (a fired coach must take one, or start a new dynasty).
import { startCoachGrowth } from './growth.js';
import { coordinatorCareerXp } from '../../queries/coachGrowth.js';
import { fillOpenings } from '../../../core/coaches/carousel.js';
import { SECURITY } from '../../../core/coaches/tuning.js';
import { createRng } from '../../../core/random.js';
import type { Db } from '../../database.js';
import { GameError } from '../../errors.js';
import { dynastyLeague, resolveTeam } from '../../league.js';
import {
  CONTRACT_YEARS,
  coachById,
  coachesByTeam,
  coachOffers,
  coachingChangeRows,
  insertCoach,
  nextCoachId,
  dropCoachOffers,
  programCoach,
  saveCoachingChange,
  type StoredCoach,
} from '../../queries/coaches.js';
import { programCoordinator, saveStaffMove } from '../../queries/staff.js';
import { readState, type DynastyState } from '../../queries/meta.js';
import { coachedPrograms, moveProgram, setSeatCoach, type Program } from '../../program.js';
import { boardsAfterJobChange } from '../recruiting/cycle.js';
import { applyHires } from './hires.js';
import { programStandings } from './seasonEnd.js';

export interface AcceptedOffer {
  from: string;
  to: string;
  state: DynastyState;
  /** The player's program as it is now (the one he took). */
  program: Program;
}

/** Takes the job at `teamName`: the program's player's coach moves there and the program he coaches becomes it. */
export function acceptCoachOffer(db: Db, program: Program, teamName: string): AcceptedOffer {
  return db.transaction(() => {
    const state = readState(db);
    const offers = coachOffers(db, program, state.year);
    if (state.stage !== 'summary' || offers.length === 0) {
      throw new GameError(
        'conflict',
        'There are no job offers to accept: offers come at the end of a season, on the season summary.',
      );
    }
    const team = resolveTeamOrOffer(db, state, teamName, offers);
    if (!offers.includes(team)) {
      throw new GameError('bad_input', `${team} has not offered you its job. Your offers: ${offers.join(', ')}.`);
    }
    const user = programCoach(db, program) ?? promoteUserCoordinator(db, program, state.year, team);
    const from = program.team;
    db.run('UPDATE coaches SET team = ?, since = ?, security = ?, contract_until = ? WHERE id = ?', [
      team,
      state.year + 1,
      SECURITY.start,
      state.year + CONTRACT_YEARS,
      user.id,
    ]);
    saveCoachingChange(db, {
      year: state.year,
      team,
      old_coach_id: null,
      reason: 'opening',
      new_coach_id: user.id,
      new_from: from,
    });
    if (user.team !== null) {
      // He leaves a job he still had: his old program joins the openings.
      saveCoachingChange(db, {
        year: state.year,
        team: from,
        old_coach_id: user.id,
        reason: 'hired_away',
        new_coach_id: null,
        new_from: null,
      });
    }
    dropCoachOffers(db, program, state.year);
    fillWaitingOpenings(db, state);
    // Next season's fixed games are the new program's; this season's stay as they were played.
    const moved = moveProgram(db, program, team);
    boardsAfterJobChange(db, moved, from);
    return { from, to: team, state, program: moved };
  });
}

/**
 * The player leaves his coordinator job for his first head job: he becomes a head coach with his ratings (his play
 * calling on both sides), his coordinator job opens at his program.
 */
function promoteUserCoordinator(db: Db, program: Program, year: number, team: string): StoredCoach {
  const c = programCoordinator(db, program);
  if (!c) throw new GameError('conflict', 'This dynasty has no coach to take the job.');
  const coach = {
    id: nextCoachId(db),
    first: c.first,
    last: c.last,
    birthYear: c.birthYear,
    offense: c.calling,
    defense: c.calling,
    recruiting: c.recruiting,
    development: c.development,
    gameManagement: c.calling,
    scheme: c.scheme,
    tempo: c.tempo,
    front: c.front,
    team: null,
    since: year + 1,
    wins: 0,
    losses: 0,
    isUser: true,
  };
  insertCoach(db, coach, year + 1);
  // He keeps what he earned as a coordinator, and starts on his role's side of the job.
  startCoachGrowth(
    db,
    coach,
    { year: year + 1, week: 0 },
    {
      careerXp: coordinatorCareerXp(db, c.id, year),
      made:
        c.role === 'ST'
          ? { archetype: 'recruiter', starting: 'recruiting-grind' }
          : { archetype: 'tactician', starting: c.role === 'OC' ? 'third-down-offense' : 'third-down-defense' },
    },
  );
  if (c.team)
    saveStaffMove(db, { year, team: c.team, role: c.role, kind: 'hired_away', coordinatorId: c.id, other: team });
  db.run('UPDATE coordinators SET team = NULL, is_user = 0 WHERE id = ?', [c.id]);
  setSeatCoach(db, program, coach.id, null);
  return coachById(db, coach.id)!;
}

function resolveTeamOrOffer(db: Db, state: DynastyState, name: string, offers: readonly string[]): string {
  const exact = offers.find((o) => o.toLowerCase() === name.trim().toLowerCase());
  if (exact) return exact;
  return resolveTeam(dynastyLeague(db, state.year), name);
}

/** Openings without a coach (held for the player, or left by him) hire now, but those still offered to a player. */
export function fillWaitingOpenings(db: Db, state: DynastyState): void {
  const year = state.year;
  const coached = coachesByTeam(db);
  const waiting = coachingChangeRows(db, year)
    .filter((r) => r.new_coach_id === null && !coached.has(r.team))
    .map((r) => r.team);
  if (waiting.length === 0) return;
  const coaches = [...coached.values()];
  const offered = db.all<{ team: string }>('SELECT team FROM coach_offers WHERE year = ?', [year]);
  const result = fillOpenings({
    year,
    openings: waiting,
    coaches,
    standings: programStandings(db, year),
    held: new Set(offered.map((r) => r.team)),
    nextId: nextCoachId(db),
    rng: createRng(`${state.seed}:carousel:${year}:waiting`),
  });
  applyHires(db, year, result, coaches);
}

/**
 * Leaving the season summary: offers not taken lapse and their programs hire. A fired player with no job must
 * take an offer first (or start a new dynasty).
 */
export function closeCoachingCarousel(db: Db, state: DynastyState): void {
  const programs = coachedPrograms(db);
  for (const program of programs) {
    if (programCoach(db, program)?.team !== null) continue;
    const offers = coachOffers(db, program, state.year);
    const who = programs.length === 1 ? 'You were' : `${program.team}'s coach was`;
    const how = programs.length === 1 ? '' : ` --team "${program.team}"`;
    throw new GameError(
      'conflict',
      `${who} fired by ${program.team}. Accept a job offer (${offers.join(', ') || 'none'}) with \`dynasty coach accept TEAM${how}\`, or start a new dynasty.`,
      '/coach',
    );
  }
  db.run('DELETE FROM coach_offers WHERE year = ?', [state.year]);
  fillWaitingOpenings(db, state);
}

/**
 * A coach with no job takes his first offer, so a dynasty played without a player (a batch, a benchmark) goes on
 * after he is fired; nothing happens while he has a job.
 */
export function takeFirstOfferIfFired(db: Db, year: number): void {
  for (const program of coachedPrograms(db)) {
    if (programCoach(db, program)?.team !== null) continue;
    const offers = coachOffers(db, program, year);
    if (offers.length === 0) throw new Error(`the coach of ${program.team} was fired after ${year} and has no offers`);
    acceptCoachOffer(db, program, offers[0]);
  }
}
