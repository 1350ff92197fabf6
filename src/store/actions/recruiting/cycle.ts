// The recruiting cycle in the save: it opens with the preseason (the national class, every program's board), its
// spring and summer periods are played as the season starts, a week of every program's recruiting runs after each
// played week up to RECRUITING_WEEKS (the regular season, championship week and bowl week), the late weeks follow
// after the season (lateWeek.ts, or all left at once on signing day), and signing day closes it (signingDay.ts).
// The weeks themselves are played by ./weeks.ts.
import { createIdSource } from '../../../core/players/generate.js';
import type { Player } from '../../../core/players/types.js';
import { createRng } from '../../../core/random.js';
import {
  expectedDepartures,
  nationalClass,
  needsAfterGraduation,
  startRecruitingCycle,
} from '../../../core/recruiting/index.js';
import { COMMIT_LEAD } from '../../../core/recruiting/tuning.js';
import type { SeasonLeague } from '../../../core/data/types.js';
import type { Db } from '../../database.js';
import { dynastyLeague } from '../../league.js';
import type { DynastyState } from '../../queries/meta.js';
import { allRosters } from '../../queries/players.js';
import { programCoordinator } from '../../queries/staff.js';
import { coachedPrograms, staffRecruitsOn, type Program } from '../../program.js';
import { leagueEarlyEntryMidpoint } from '../offseason/departures.js';
import { insertCycle, type BoardNeeds } from '../../queries/recruiting.js';
import { setBoardAuto } from '../../queries/recruitingWeek.js';
import { facilitiesResources } from '../staff/money.js';
import { offerComputerNil } from '../staff/computerNil.js';
import type { NilTarget } from '../../../core/money/nilTargets.js';
import { drawingPrestige, longRunStandings } from './standing.js';
import { ensurePipelines } from './pipelines.js';
import { RecruitingWeeks } from './weeks.js';
import { recruitingPrograms, resourcesFor } from './programs.js';

/**
 * Does a staff recruit for a coached program? When its player lets his own ("let my staff recruit", kept across
 * cycles: program.ts), and always while he is a coordinator: the head coach's staff runs the program's recruiting,
 * whatever the switch says. The player's own orders come first either way.
 */
export function staffRecruitsForProgram(db: Db, program: Program): boolean {
  return staffRecruitsOn(db, program) || programCoordinator(db, program) !== null;
}

/** The coached programs whose players recruit themselves: the computer makes none of their moves or NIL offers. */
export function selfRecruitingTeams(db: Db): Set<string> {
  return new Set(
    coachedPrograms(db)
      .filter((p) => !staffRecruitsForProgram(db, p))
      .map((p) => p.team),
  );
}

/**
 * The boards of the cycle being recruited after a player changed jobs (program: where he is now): the program he
 * left is recruited by its staff, the one he joined as staffRecruitsForProgram says.
 */
export function boardsAfterJobChange(db: Db, program: Program, from: string): void {
  setBoardAuto(db, from, true);
  setBoardAuto(db, program.team, staffRecruitsForProgram(db, program));
}

/**
 * Starts the season's cycle: a national class (its ids reserved from the players' ids, so a signed prospect keeps
 * his), each program's needs after its seniors graduate (`graduated`: they already left), and the boards. Returns the state with the ids moved on.
 * `rosters`: allRosters as the caller read them, when nothing wrote players since.
 */
export function startCycle(
  db: Db,
  state: DynastyState,
  league: SeasonLeague = dynastyLeague(db, state.year),
  graduated = false,
  rosters: ReadonlyMap<string, readonly Player[]> = allRosters(db),
): DynastyState {
  // A program new to the league (or the dynasty) starts from its footprint; players with no home on record get one.
  ensurePipelines(db, league, state.seed);
  const ids = createIdSource(state.nextPlayerId);
  const prospects = nationalClass(createRng(`${state.seed}:recruiting:${state.year}`).fork('class'), ids);
  const midpoint = graduated ? 0 : leagueEarlyEntryMidpoint(rosters);
  const needs = new Map<string, BoardNeeds>();
  const facilities = facilitiesResources(db);
  const standings = longRunStandings(db, league);
  for (const team of league.teams) {
    const roster = rosters.get(team.name) ?? [];
    // After roster progression the seniors are gone and everyone moved up a class: all of them return. Before it,
    // the underclassmen expected to declare for the draft or enter the portal open places too.
    const need = graduated
      ? needsAfterGraduation(roster.map((p) => ({ pos: p.pos, year: 'fr' as const })))
      : needsAfterGraduation(roster, expectedDepartures(roster, state.year, midpoint, team.prestige));
    // Facilities add a little to a staff's recruiting (from the league's middle).
    const resources = Math.max(
      0,
      Math.min(
        1,
        resourcesFor(drawingPrestige(team.name, team.prestige, standings)) + (facilities.get(team.name) ?? 0),
      ),
    );
    needs.set(team.name, { resources, scholarships: need.scholarships, openings: need.openings });
  }
  const programs = recruitingPrograms(db, league, needs, standings);
  const players = [...selfRecruitingTeams(db)];
  insertCycle(db, startRecruitingCycle(state.year, prospects, programs, players), needs);
  return { ...state, nextPlayerId: ids.peek() };
}

const SUMMER_KEY = 'recruiting_summer';

/** Has the spring and summer of the cycle being recruited been played? */
export function summerPlayed(db: Db, year: number): boolean {
  return db.get<{ value: string }>('SELECT value FROM meta WHERE key = ?', [SUMMER_KEY])?.value === String(year);
}

/**
 * The spring and summer of the year's cycle, once, as the season starts: SUMMER_PERIODS periods of every program,
 * the player's orders queued in the preseason carried out in the first (RecruitingWeeks.playSummer).
 */
export function playSummer(db: Db, state: DynastyState, league: SeasonLeague): void {
  if (summerPlayed(db, state.year)) return;
  const weeks = RecruitingWeeks.open(db, state, league);
  if (!weeks || weeks.week > 0) return;
  weeks.playSummer();
  weeks.save();
  offerNilToBoards(db, state, weeks);
  db.run('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value', [
    SUMMER_KEY,
    String(state.year),
  ]);
}

/**
 * After the summer the computer programs offer NIL (from 2021) to the best prospects on their boards still open to them:
 * not committed, and where the program leads or is within COMMIT_LEAD of the leader (money decides close races, it does
 * not buy prospects a program had no chance with), those it leads by most first, no more of them than their open places
 * (staff/computerNil.ts).
 */
function offerNilToBoards(db: Db, state: DynastyState, weeks: RecruitingWeeks): void {
  const cycle = weeks.current();
  const stars = new Map(cycle.prospects.map((p) => [p.id, p.stars]));
  const commits = new Map<string, number>();
  for (const s of Object.values(cycle.status))
    if (s.committedTo) commits.set(s.committedTo, (commits.get(s.committedTo) ?? 0) + 1);
  const targets = new Map<string, NilTarget[]>();
  const places = new Map<string, number>();
  for (const program of weeks.programs()) {
    const board = cycle.boards[program.name];
    if (!board) continue;
    // Where it stands with each (its interest against the leader's): the closest races it can win first.
    const open: { id: number; stars: number; standing: number }[] = [];
    for (const id of board.targets) {
      const s = cycle.status[id];
      if (!s || s.signedWith || s.committedTo) continue;
      let ours = 0;
      let most = 0;
      for (const suitor of s.suitors) {
        if (suitor.program === program.name) ours = suitor.interest;
        if (suitor.interest > most) most = suitor.interest;
      }
      if (ours > 0 && ours >= most - COMMIT_LEAD) open.push({ id, stars: stars.get(id) ?? 1, standing: ours - most });
    }
    open.sort((a, b) => b.standing - a.standing || b.stars - a.stars || a.id - b.id);
    targets.set(
      program.name,
      open.map(({ id, stars: s }) => ({ id, stars: s })),
    );
    places.set(program.name, Math.max(0, program.scholarships - (commits.get(program.name) ?? 0)));
  }
  offerComputerNil(db, state.year, selfRecruitingTeams(db), 'recruit', targets, places);
}
