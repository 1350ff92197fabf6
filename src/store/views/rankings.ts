// The AP rankings page: every team in poll order with its movement, poll points, strength of record, and the
// games around the poll (the last one played before it, the next one after it).
import type { RankingEntry, RankingsResponse } from '../../shared/api-types.js';
import { GameError } from '../errors.js';
import { isPlayed } from '../queries/games.js';
import { latestPollWeek, pollOfWeek, type PollRow } from '../queries/polls.js';
import { seasonRecords } from '../queries/records.js';
import type { PageContext } from './context.js';
import { recordText } from './format.js';
import { gamesByTeam, lastGameRef, nextGameRef, rankingOrder } from './seasonData.js';

/** week: the poll after that week's games (0 = preseason); default the latest poll. */
export function rankingsView(ctx: PageContext, week?: number): RankingsResponse {
  const { rankings, pollWeek } = ctx.memo(`rankings:${week ?? 'latest'}`, () => rankingEntries(ctx, week));
  return { info: ctx.info(), conferences: ctx.conferences(), rankings, week: pollWeek };
}

function rankingEntries(ctx: PageContext, week: number | undefined): { rankings: RankingEntry[]; pollWeek: number | null } {
  const year = ctx.year;
  if (week !== undefined && (week < 0 || week > ctx.lastWeek)) {
    throw new GameError('not_found', `Week ${week} is not in the ${year} season (0-${ctx.lastWeek}; 0 is the preseason poll).`);
  }
  const pollWeek = week ?? latestPollWeek(ctx.db, year);
  const poll: PollRow[] = pollWeek === null ? [] : pollOfWeek(ctx.db, year, pollWeek);
  if (week !== undefined && poll.length === 0) throw new GameError('not_found', `There is no poll for week ${week} of ${year} yet.`);
  // Records as they stood when the poll was taken.
  const records = pollWeek === null ? new Map() : seasonRecords(ctx.db, year, pollWeek + 1);
  const byTeam = gamesByTeam(ctx);
  const rows = new Map(poll.map((r) => [r.team, r]));
  const order = poll.length > 0 ? poll.map((r) => r.team) : rankingOrder(ctx);
  const throughWeek = pollWeek ?? 0;
  const rankings: RankingEntry[] = order.map((name) => {
    const row = rows.get(name);
    const record = records.get(name);
    const games = byTeam.get(name) ?? [];
    const last = [...games].reverse().find((g) => isPlayed(g) && g.week <= throughWeek) ?? null;
    const next = games.find((g) => g.week > throughWeek && (week !== undefined || !isPlayed(g))) ?? null;
    return {
      ranking: row?.rank ?? 0,
      name,
      record: recordText(record?.wins ?? 0, record?.losses ?? 0),
      movement: row && row.previous_rank > 0 ? row.previous_rank - row.rank : 0,
      poll_score: row?.poll_score ?? null,
      strength_of_record: row?.strength_of_record ?? null,
      last_game: lastGameRef(ctx, last, name),
      next_game: nextGameRef(ctx, next, name),
    };
  });
  return { rankings, pollWeek };
}
