// Coach progression between seasons (recruiting summary -> next preseason): each head coach earns experience points
// (XP) from his season (wins, bowls, titles, the players he developed, the recruits he signed), and loses ratings to a
// season below his program's expectations and to age. Computer coaches spend their XP at once by their profile
// (core/coaches/abilities.ts spendByProfile); the player's coach keeps his for the player (actions/coaches/abilities.ts).
import type { CoachSeasonResults } from '../../../core/coaches/abilities.js';
import { progressCoach } from '../../../core/coaches/progression.js';
import type { Db } from '../../database.js';
import { coachById, coachesOfSeason, updateCoach } from '../../queries/coaches.js';
import type { DynastyState } from '../../queries/meta.js';
import { coachXpBalances, saveXpEarned, setCoachXp } from '../../queries/training.js';

type SeasonRow = { coach_id: number; team: string; wins: number; losses: number; prestige: number; final_rank: number };

/** What each program's season and offseason held beyond its record, by team. */
function seasonResults(db: Db, year: number): Map<string, Omit<CoachSeasonResults, 'wins' | 'losses' | 'prestige' | 'finalRank'>> {
  const results = new Map<string, Omit<CoachSeasonResults, 'wins' | 'losses' | 'prestige' | 'finalRank'>>();
  const of = (team: string) => {
    let r = results.get(team);
    if (!r) {
      r = { champion: false, bowlGames: 0, bowlWins: 0, conferenceTitle: false, playoff: false, developmentGain: 0, fourStars: 0, fiveStars: 0 };
      results.set(team, r);
    }
    return r;
  };
  for (const g of db.all<{ home: string; away: string; home_points: number; away_points: number }>(
    `SELECT home, away, home_points, away_points FROM games WHERE year = ? AND kind IN ('bowl', 'playoff') AND home_points IS NOT NULL`, [year],
  )) {
    of(g.home).bowlGames++;
    of(g.away).bowlGames++;
    of(g.home_points > g.away_points ? g.home : g.away).bowlWins++;
  }
  for (const r of db.all<{ team: string }>('SELECT team FROM conference_champions WHERE year = ?', [year])) of(r.team).conferenceTitle = true;
  for (const r of db.all<{ team: string }>('SELECT team FROM playoff_field WHERE year = ?', [year])) of(r.team).playoff = true;
  for (const r of db.all<{ team: string }>('SELECT team FROM champions WHERE year = ?', [year])) of(r.team).champion = true;
  for (const r of db.all<{ team: string; gain: number }>(
    `SELECT team, SUM(MAX(change, 0)) AS gain FROM roster_changes WHERE year = ? AND kind = 'progressed' GROUP BY team`, [year],
  )) of(r.team).developmentGain = r.gain;
  for (const r of db.all<{ team: string; four: number; five: number }>(
    `SELECT r.team, SUM(p.stars = 4) AS four, SUM(p.stars = 5) AS five FROM roster_changes r JOIN players p ON p.id = r.player_id
     WHERE r.year = ? AND r.kind = 'recruit' GROUP BY r.team`, [year],
  )) {
    of(r.team).fourStars = r.four;
    of(r.team).fiveStars = r.five;
  }
  return results;
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
  // Every coach of the season read at once; one met again (two programs in a year) is read as the first update left him.
  const loaded = coachesOfSeason(db, year);
  const met = new Set<number>();
  for (const s of seasons) {
    const coach = met.has(s.coach_id) ? coachById(db, s.coach_id) : loaded.get(s.coach_id) ?? null;
    met.add(s.coach_id);
    if (!coach) continue;
    const extra = results.get(s.team) ?? {
      champion: false, bowlGames: 0, bowlWins: 0, conferenceTitle: false, playoff: false, developmentGain: 0, fourStars: 0, fiveStars: 0,
    };
    const season: CoachSeasonResults = { wins: s.wins, losses: s.losses, prestige: s.prestige, finalRank: s.final_rank, ...extra };
    const next = progressCoach(coach, season, year + 1 - coach.birthYear, balances.get(coach.id) ?? 0, !coach.isUser);
    updateCoach(db, next.coach);
    setCoachXp(db, coach.id, next.xp);
    balances.set(coach.id, next.xp);
    if (coach.isUser) saveXpEarned(db, year, coach.id, next.earned);
  }
}
