// The preseason AP poll: published when a season's preseason begins, so the rankings, the noncon page and
// the playoff projection have ranks before the first game. A dynasty's first season opens with that year's real
// preseason poll where one is on file; later ones with the voters' model, which remembers last season.
import { preseasonPoll } from '../../../core/rankings/poll.js';
import { realPreseasonPoll } from '../../../core/rankings/realPolls.js';
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
  const teams = dynastyLeague(db, year).teams.map((t) => {
    const before = last.get(t.name);
    return {
      name: t.name,
      rating: seasons.get(t.name)?.rating ?? 0,
      prestige: seasons.get(t.name)?.prestige ?? t.prestige,
      ...(before && before.final_rank > 0 ? { lastSeason: { finalRank: before.final_rank, wins: before.wins, losses: before.losses } } : {}),
    };
  });
  const firstSeason = readState(db).startYear === year;
  const real = firstSeason ? realPreseasonPoll(year) ?? [] : [];
  savePoll(db, year, preseasonPoll(teams, createRng(`${seed}:poll:${year}:0`), real));
}
