// Coach progression between seasons (recruiting summary -> next preseason): each head coach earns experience points
// (XP) from his season (wins, bowls, titles, the players he developed, the recruits he signed), and loses ratings to a
// season below his program's expectations and to age. Computer coaches spend their XP at once by their profile
// (core/coaches/abilities.ts spendByProfile); the player's coach earns his part by part as the offseason comes and
// keeps it for the player (actions/coaches/abilities.ts). Every XP earned also counts toward the coach's level (his
// career XP), whose points buy archetype abilities: the computer's coaches buy theirs here (growth.ts); coordinators
// earn a share of their program's season.
import { seasonXp, type CoachSeasonResults, type XpSource } from '../../../core/coaches/abilities.js';
import { progressCoach } from '../../../core/coaches/progression.js';
import type { Db } from '../../database.js';
import { coachById, coachesOfSeason, playerCoaches, updateCoach, type StoredCoach } from '../../queries/coaches.js';
import type { DynastyState } from '../../queries/meta.js';
import { coachXp, coachXpBalances, saveXpEarned, setCoachXp } from '../../queries/training.js';
import { addCareerXp, coordinatorCareerXp, setCoordinatorCareerXp } from '../../queries/coachGrowth.js';
import { coordinatorSeasonXp } from '../../../core/coaches/levels.js';
import { buyComputerAbilities } from './growth.js';

type SeasonRow = { coach_id: number; team: string; wins: number; losses: number; prestige: number; final_rank: number };

/** What each program's season and offseason held beyond its record, by team. */
function seasonResults(
  db: Db,
  year: number,
): Map<string, Omit<CoachSeasonResults, 'wins' | 'losses' | 'prestige' | 'finalRank'>> {
  const results = new Map<string, Omit<CoachSeasonResults, 'wins' | 'losses' | 'prestige' | 'finalRank'>>();
  const of = (team: string) => {
    let r = results.get(team);
    if (!r) {
      r = {
        champion: false,
        bowlGames: 0,
        bowlWins: 0,
        conferenceTitle: false,
        playoff: false,
        developmentGain: 0,
        fourStars: 0,
        fiveStars: 0,
      };
      results.set(team, r);
    }
    return r;
  };
  for (const g of db.all<{ home: string; away: string; home_points: number; away_points: number }>(
    `SELECT home, away, home_points, away_points FROM games WHERE year = ? AND kind IN ('bowl', 'playoff') AND home_points IS NOT NULL`,
    [year],
  )) {
    of(g.home).bowlGames++;
    of(g.away).bowlGames++;
    of(g.home_points > g.away_points ? g.home : g.away).bowlWins++;
  }
  for (const r of db.all<{ team: string }>('SELECT team FROM conference_champions WHERE year = ?', [year]))
    of(r.team).conferenceTitle = true;
  for (const r of db.all<{ team: string }>('SELECT team FROM playoff_field WHERE year = ?', [year]))
    of(r.team).playoff = true;
  for (const r of db.all<{ team: string }>('SELECT team FROM champions WHERE year = ?', [year]))
    of(r.team).champion = true;
  for (const r of db.all<{ team: string; gain: number }>(
    `SELECT team, SUM(MAX(change, 0)) AS gain FROM roster_changes WHERE year = ? AND kind = 'progressed' GROUP BY team`,
    [year],
  ))
    of(r.team).developmentGain = r.gain;
  for (const r of db.all<{ team: string; four: number; five: number }>(
    `SELECT r.team, SUM(p.stars = 4) AS four, SUM(p.stars = 5) AS five FROM roster_changes r JOIN players p ON p.id = r.player_id
     WHERE r.year = ? AND r.kind = 'recruit' GROUP BY r.team`,
    [year],
  )) {
    of(r.team).fourStars = r.four;
    of(r.team).fiveStars = r.five;
  }
  return results;
}

const NO_EXTRAS = {
  champion: false,
  bowlGames: 0,
  bowlWins: 0,
  conferenceTitle: false,
  playoff: false,
  developmentGain: 0,
  fourStars: 0,
  fiveStars: 0,
} as const;

/**
 * When the player's coach earns each part of a season's XP, to spend in the offseason: its results as the season
 * ends, his players' development at Roster Progression, his recruits on signing day. What is left (a save from
 * before) comes at the next preseason with the other coaches'.
 */
export const XP_AT_SEASON_END: readonly XpSource[] = ['wins', 'above_expectation', 'bowls', 'titles'];
export const XP_AT_PROGRESSION: readonly XpSource[] = ['development'];
export const XP_AT_SIGNING_DAY: readonly XpSource[] = ['recruiting'];

/** The parts of season `year`'s XP each coach has earned already (only the player's coach earns them as they come). */
function earnedSources(db: Db, year: number): Map<number, Set<XpSource>> {
  const earned = new Map<number, Set<XpSource>>();
  for (const r of db.all<{ coach_id: number; source: XpSource }>(
    'SELECT coach_id, source FROM coach_xp_earned WHERE year = ?',
    [year],
  )) {
    let sources = earned.get(r.coach_id);
    if (!sources) {
      sources = new Set();
      earned.set(r.coach_id, sources);
    }
    sources.add(r.source);
  }
  return earned;
}

/**
 * Each player's coach earns the parts `sources` of season `year`'s XP that he has not earned yet (none: no season of
 * his): every coached program's, for a week or a stage is played for all of them.
 */
export function earnUserCoachXp(db: Db, year: number, sources: readonly XpSource[]): void {
  for (const coach of playerCoaches(db)) earnCoachXp(db, coach, year, sources);
}

function earnCoachXp(db: Db, coach: StoredCoach, year: number, sources: readonly XpSource[]): void {
  const s = db.get<SeasonRow>(
    `SELECT s.coach_id, s.team, s.wins, s.losses, t.prestige, t.final_rank FROM coach_seasons s
     JOIN team_seasons t ON t.year = s.year AND t.team = s.team WHERE s.year = ? AND s.coach_id = ?`,
    [year, coach.id],
  );
  if (!s) return;
  const already = earnedSources(db, year).get(coach.id) ?? new Set();
  const season: CoachSeasonResults = {
    wins: s.wins,
    losses: s.losses,
    prestige: s.prestige,
    finalRank: s.final_rank,
    ...(seasonResults(db, year).get(s.team) ?? NO_EXTRAS),
  };
  const earned = seasonXp(season).filter((e) => sources.includes(e.source) && !already.has(e.source));
  if (earned.length === 0) return;
  const xp = earned.reduce((sum, e) => sum + e.xp, 0);
  setCoachXp(db, coach.id, coachXp(db, coach.id) + xp);
  addCareerXp(db, coach.id, xp);
  saveXpEarned(db, year, coach.id, earned);
}

export function progressCoaches(db: Db, state: DynastyState): void {
  const year = state.year;
  const seasons = db.all<SeasonRow>(
    `SELECT s.coach_id, s.team, s.wins, s.losses, t.prestige, t.final_rank FROM coach_seasons s
     JOIN team_seasons t ON t.year = s.year AND t.team = s.team WHERE s.year = ? ORDER BY s.coach_id`,
    [year],
  );
  const results = seasonResults(db, year);
  const balances = coachXpBalances(db);
  const earned = earnedSources(db, year);
  // Every coach of the season read at once; one met again (two programs in a year) is read as the first update left him.
  const loaded = coachesOfSeason(db, year);
  const met = new Set<number>();
  /** What each program's season earned its head coach in all, for its coordinators' share. */
  const programXp = new Map<string, number>();
  for (const s of seasons) {
    const coach = met.has(s.coach_id) ? coachById(db, s.coach_id) : (loaded.get(s.coach_id) ?? null);
    met.add(s.coach_id);
    if (!coach) continue;
    const extra = results.get(s.team) ?? NO_EXTRAS;
    const season: CoachSeasonResults = {
      wins: s.wins,
      losses: s.losses,
      prestige: s.prestige,
      finalRank: s.final_rank,
      ...extra,
    };
    // The player's coach earned most of his season's XP as it came (earnUserCoachXp).
    const next = progressCoach(
      coach,
      season,
      year + 1 - coach.birthYear,
      balances.get(coach.id) ?? 0,
      !coach.isUser,
      earned.get(coach.id),
    );
    updateCoach(db, next.coach);
    setCoachXp(db, coach.id, next.xp);
    addCareerXp(
      db,
      coach.id,
      next.earned.reduce((sum, e) => sum + e.xp, 0),
    );
    balances.set(coach.id, next.xp);
    if (coach.isUser) saveXpEarned(db, year, coach.id, next.earned);
    programXp.set(
      s.team,
      seasonXp(season).reduce((sum, e) => sum + e.xp, 0),
    );
  }
  progressCoordinators(db, year, programXp);
  buyComputerAbilities(db, { year: year + 1, week: 0 });
}

/** The season's coordinators (who coached it) earn their share of their program's season XP. */
function progressCoordinators(db: Db, year: number, programXp: ReadonlyMap<string, number>): void {
  const finished = db.all<{ team: string; coordinator_id: number }>(
    'SELECT team, coordinator_id FROM coordinator_seasons WHERE year = ? ORDER BY coordinator_id',
    [year],
  );
  const rows =
    finished.length > 0
      ? finished
      : db.all<{ team: string; coordinator_id: number }>(
          'SELECT team, id AS coordinator_id FROM coordinators WHERE team IS NOT NULL ORDER BY id',
        );
  for (const r of rows) {
    const xp = coordinatorSeasonXp(programXp.get(r.team) ?? 0);
    setCoordinatorCareerXp(db, r.coordinator_id, coordinatorCareerXp(db, r.coordinator_id, year) + xp);
  }
}
