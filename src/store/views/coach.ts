// The coach page: the player's coach (ratings, scheme, career, contract, hot seat), his seasons, his job offers;
// and the carousel page: the coaching changes of an offseason.
import { coachOverall, SCHEME_LABELS, TEMPO_LABELS } from '../../core/coaches/types.js';
import { expectedWinPct, hotSeat, HOT_SEAT_LABELS } from '../../core/coaches/jobSecurity.js';
import { moveLines } from './staff.js';
import { programCoordinator } from '../queries/staff.js';
import type {
  CarouselResponse,
  CoachBadge,
  CoachingChangeView,
  CoachOfferView,
  CoachProfile,
  CoachResponse,
  HotSeatLevel,
} from '../../shared/api-types.js';
import { GameError } from '../errors.js';
import { coachById, coachingChangeRows, coachOffers, programCoach, type StoredCoach } from '../queries/coaches.js';
import { teamSeason } from '../queries/teamSeasons.js';
import type { PageContext } from './context.js';

const REASON_LABELS: Record<string, string> = {
  fired: 'Fired',
  retired: 'Retired',
  hired_away: 'Left for another job',
};

function level(c: StoredCoach): HotSeatLevel {
  return c.team === null ? 'fired' : hotSeat(c.security);
}

function levelLabel(l: HotSeatLevel): string {
  return l === 'fired' ? 'Fired' : HOT_SEAT_LABELS[l];
}

function requireUserCoach(ctx: PageContext): StoredCoach {
  const coach = programCoach(ctx.db, ctx.program);
  if (!coach && programCoordinator(ctx.db, ctx.program)) {
    throw new GameError(
      'not_found',
      'You are a coordinator, not yet a head coach: your job and your head coaching offers are on the Staff page (`dynasty staff`).',
      '/staff',
    );
  }
  if (!coach)
    throw new GameError(
      'not_found',
      'This dynasty has no coach (a save from before coaches: advance a season to hire one).',
    );
  return coach;
}

/**
 * When his job security is judged next: it moves with the season's results when the season ends (the season's
 * summary), so before then it is what last season (or his hiring) left. Null once the season was judged.
 */
function securityReview(ctx: PageContext, coach: StoredCoach): string | null {
  const { stage, year } = ctx.state;
  if (coach.team === null || !(stage === 'preseason' || stage === 'season' || stage === 'playoff')) return null;
  return `next reviewed when the ${year} season ends`;
}

export function coachBadge(ctx: PageContext): CoachBadge | undefined {
  const coach = programCoach(ctx.db, ctx.program);
  if (!coach) return undefined;
  const l = level(coach);
  return {
    name: `${coach.first} ${coach.last}`,
    security: coach.security,
    hot_seat: l,
    hot_seat_label: levelLabel(l),
    security_review: securityReview(ctx, coach),
  };
}

/**
 * This season's record at his program until the offseason adds it to his career (coach_seasons): the career
 * line counts the games played this season, the finished one in the summary stage included, when he coached them.
 */
function unfoldedSeason(ctx: PageContext, coach: StoredCoach): { wins: number; losses: number } {
  // Hired for next season (his new program's season was not his) or out of a job: nothing of this season is his.
  if (coach.team === null || coach.since > ctx.year) return { wins: 0, losses: 0 };
  const folded = ctx.db.get<{ n: number }>('SELECT 1 AS n FROM coach_seasons WHERE coach_id = ? AND year = ?', [
    coach.id,
    ctx.year,
  ]);
  if (folded) return { wins: 0, losses: 0 };
  const record = ctx.record(coach.team, ctx.year);
  return { wins: record.wins, losses: record.losses };
}

export function coachProfile(ctx: PageContext, coach: StoredCoach): CoachProfile {
  const l = level(coach);
  const program = coach.team ?? ctx.program.team;
  const prestige = teamSeason(ctx.db, ctx.year, program)?.prestige ?? 4;
  const current = unfoldedSeason(ctx, coach);
  return {
    id: coach.id,
    name: `${coach.first} ${coach.last}`,
    age: ctx.year - coach.birthYear,
    team: coach.team,
    ratings: {
      offense: coach.offense,
      defense: coach.defense,
      recruiting: coach.recruiting,
      development: coach.development,
      gameManagement: coach.gameManagement,
      overall: coachOverall(coach),
    },
    scheme: coach.scheme,
    scheme_label: SCHEME_LABELS[coach.scheme],
    tempo: coach.tempo,
    tempo_label: TEMPO_LABELS[coach.tempo],
    front: coach.front,
    wins: coach.wins + current.wins,
    losses: coach.losses + current.losses,
    titles: coach.titles,
    since: coach.since,
    contract_until: coach.contractUntil,
    security: coach.security,
    hot_seat: l,
    hot_seat_label: levelLabel(l),
    security_review: securityReview(ctx, coach),
    expected_win_pct: expectedWinPct(prestige),
  };
}

export function offersView(ctx: PageContext): CoachOfferView[] {
  return coachOffers(ctx.db, ctx.program, ctx.year)
    .map((team) => {
      const season = teamSeason(ctx.db, ctx.year, team);
      return {
        team,
        prestige: season?.prestige ?? 1,
        conference: season?.conference ?? '',
        record: season ? `${season.wins}-${season.losses}` : '',
      };
    })
    .sort((a, b) => b.prestige - a.prestige || a.team.localeCompare(b.team));
}

export function coachView(ctx: PageContext): CoachResponse {
  const coach = requireUserCoach(ctx);
  const history = ctx.db.all<{ year: number; team: string; wins: number; losses: number }>(
    'SELECT year, team, wins, losses FROM coach_seasons WHERE coach_id = ? ORDER BY year DESC',
    [coach.id],
  );
  const offers = offersView(ctx);
  return {
    info: ctx.info(),
    conferences: ctx.conferences(),
    team: ctx.team(ctx.program.team),
    coach: coachProfile(ctx, coach),
    history,
    offers,
    can_accept: ctx.state.stage === 'summary' && offers.length > 0,
    fired: coach.team === null,
  };
}

/** The coaching changes after season `year`. */
export function coachingChangesView(ctx: PageContext, year: number): CoachingChangeView[] {
  return coachingChangeRows(ctx.db, year).map((row) => {
    const old = row.old_coach_id === null ? null : coachById(ctx.db, row.old_coach_id);
    const fresh = row.new_coach_id === null ? null : coachById(ctx.db, row.new_coach_id);
    const oldSeason = old
      ? ctx.db.get<{ wins: number; losses: number }>(
          'SELECT wins, losses FROM coach_seasons WHERE year = ? AND team = ?',
          [year, row.team],
        )
      : undefined;
    return {
      team: row.team,
      reason: row.reason,
      reason_label: REASON_LABELS[row.reason] ?? row.reason,
      outgoing: old
        ? { name: `${old.first} ${old.last}`, wins: oldSeason?.wins ?? 0, losses: oldSeason?.losses ?? 0 }
        : null,
      incoming: fresh
        ? {
            name: `${fresh.first} ${fresh.last}`,
            from: row.new_from,
            scheme_label: SCHEME_LABELS[fresh.scheme],
            is_user: fresh.isUser,
          }
        : null,
    };
  });
}

export function carouselView(ctx: PageContext, year?: number): CarouselResponse {
  const years = ctx.db
    .all<{ year: number }>('SELECT DISTINCT year FROM coaching_changes ORDER BY year DESC')
    .map((r) => r.year);
  const chosen = year ?? years[0] ?? ctx.year;
  if (year !== undefined && !years.includes(year)) {
    throw new GameError(
      'not_found',
      `No coaching carousel after the ${year} season${years.length ? ` (carousels: ${years.join(', ')})` : ' yet'}.`,
    );
  }
  return {
    info: ctx.info(),
    conferences: ctx.conferences(),
    team: ctx.team(ctx.program.team),
    year: chosen,
    years,
    changes: coachingChangesView(ctx, chosen),
    coordinator_moves: moveLines(ctx.db, chosen),
  };
}
