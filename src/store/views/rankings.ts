// The AP rankings page: every team in poll order with its movement, poll points, strength of record, and the
// games around the poll (last week's and this week's).
import type { RankingEntry, RankingsResponse } from '../../shared/api-types.js';
import { GameError } from '../errors.js';
import { latestPollWeek, pollOfWeek, pollWeeks, type PollRow } from '../queries/polls.js';
import { checkDynastyYear } from './teamStats.js';
import type { PageContext } from './context.js';
import { EMPTY_RECORD, seasonRecords, type TeamRecord } from '../queries/records.js';
import { recordText } from './format.js';
import { gameOfWeek } from './scheduleGame.js';
import { gamesByTeam, rankingOrder } from './seasonData.js';

/**
 * week: the poll after that week's games (0 = preseason); default the latest poll. season: a season of the
 * dynasty (default the current one); a past season's weekly polls keep their Top 25, its final poll every team.
 */
export function rankingsView(ctx: PageContext, week?: number, season = ctx.year): RankingsResponse {
  checkDynastyYear(ctx, season);
  const { rankings, pollWeek } = ctx.memo(`rankings:${season}:${week ?? 'latest'}`, () =>
    rankingEntries(ctx, season, week),
  );
  const weeks = ctx.memo(`pollWeeks:${season}`, () => pollWeeks(ctx.db, season));
  return {
    info: ctx.info(),
    team: ctx.team(ctx.program.team),
    conferences: ctx.conferences(),
    rankings,
    week: pollWeek,
    season,
    poll_weeks: weeks,
  };
}

function rankingEntries(
  ctx: PageContext,
  year: number,
  week: number | undefined,
): { rankings: RankingEntry[]; pollWeek: number | null } {
  const current = year === ctx.year;
  const lastWeek = current ? ctx.lastWeek : (latestPollWeek(ctx.db, year) ?? 0);
  if (week !== undefined && (week < 0 || week > lastWeek)) {
    throw new GameError(
      'not_found',
      `Week ${week} is not in the ${year} season (0-${lastWeek}; 0 is the preseason poll).`,
    );
  }
  const pollWeek = week ?? latestPollWeek(ctx.db, year);
  const poll: PollRow[] = pollWeek === null ? [] : pollOfWeek(ctx.db, year, pollWeek);
  if (week !== undefined && poll.length === 0)
    throw new GameError('not_found', `There is no poll for week ${week} of ${year} yet.`);
  // Records as they stood when the poll was taken.
  const records: Map<string, TeamRecord> = pollWeek === null ? new Map() : seasonRecords(ctx.db, year, pollWeek + 1);
  const byTeam = gamesByTeam(ctx, year);
  const rows = new Map(poll.map((r) => [r.team, r]));
  const order = poll.length > 0 ? poll.map((r) => r.team) : rankingOrder(ctx);
  // The games around the poll: by default last week's and this week's (document: as on the dashboard).
  const gamesWeek = week === undefined && current ? ctx.state.currentWeek - 1 : (pollWeek ?? 0);
  const rankings: RankingEntry[] = order.map((name) => {
    const row = rows.get(name);
    const record = records.get(name);
    const games = byTeam.get(name) ?? [];
    return {
      ranking: row?.rank ?? 0,
      name,
      record: recordText(record ?? EMPTY_RECORD),
      movement: row && row.previous_rank > 0 ? row.previous_rank - row.rank : 0,
      poll_score: row?.poll_score ?? 0,
      strength_of_record: row?.strength_of_record ?? 0,
      last_game: gameOfWeek(ctx, games, gamesWeek, name),
      next_game: gameOfWeek(ctx, games, gamesWeek + 1, name),
    };
  });
  return { rankings, pollWeek };
}
