// The preseason AP poll: published when a season's preseason begins, so the rankings, the noncon page and
// the playoff projection have ranks before the first game. A dynasty's first season opens with that year's real
// preseason poll as far as one is on file; the voters' model ranks the rest (and every later poll), remembering last
// season: the dynasty's own, or in its first year the real final poll of the season before where one is on file.
import { preseasonPoll } from '../../../core/rankings/poll.js';
import { realLastSeasons } from '../../../core/rankings/realFinalPolls.js';
import { realPreseasonOrder } from '../../../core/rankings/realPolls.js';
import { createRng } from '../../../core/random.js';
import type { Db } from '../../database.js';
import { dynastyLeague } from '../../league.js';
import { readState } from '../../queries/meta.js';
import { latestPollWeek, savePoll } from '../../queries/polls.js';
import { teamSeasons } from '../../queries/teamSeasons.js';

export function publishPreseasonPoll(db: Db, seed: number, year: number): void {
  if (latestPollWeek(db, year, 0) !== null) return;
  const seasons = new Map(teamSeasons(db, year).map((r) => [r.team, r]));
  const last = new Map(teamSeasons(db, year - 1).map((r) => [r.team, r]));
  const league = dynastyLeague(db, year).teams;
  const firstSeason = readState(db).startYear === year;
  const remembered =
    firstSeason && last.size === 0
      ? realLastSeasons(
          year - 1,
          league.map((t) => t.name),
        )
      : undefined;
  const teams = league.map((t) => {
    const before = last.get(t.name);
    const lastSeason =
      before && before.final_rank > 0
        ? { finalRank: before.final_rank, wins: before.wins, losses: before.losses }
        : remembered?.get(t.name);
    return {
      name: t.name,
      rating: seasons.get(t.name)?.rating ?? 0,
      prestige: seasons.get(t.name)?.prestige ?? t.prestige,
      ...(lastSeason ? { lastSeason } : {}),
    };
  });
  const real = firstSeason ? realPreseasonOrder(year) : [];
  savePoll(db, year, preseasonPoll(teams, createRng(`${seed}:poll:${year}:0`), real));
}
