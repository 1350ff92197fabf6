// The preseason AP poll: published when a season's preseason begins, so the rankings, the noncon page and
// the playoff projection have ranks before the first game.
import { preseasonPoll } from '../../../core/rankings/poll.js';
import { createRng } from '../../../core/random.js';
import type { Db } from '../../database.js';
import { dynastyLeague } from '../../league.js';
import { latestPollWeek, savePoll } from '../../queries/polls.js';
import { teamSeasons } from '../../queries/teamSeasons.js';

export function publishPreseasonPoll(db: Db, seed: number, year: number): void {
  if (latestPollWeek(db, year, 0) !== null) return;
  const seasons = new Map(teamSeasons(db, year).map((r) => [r.team, r]));
  const teams = dynastyLeague(db, year).teams.map((t) => ({
    name: t.name,
    rating: seasons.get(t.name)?.rating ?? 0,
    prestige: seasons.get(t.name)?.prestige ?? t.prestige,
  }));
  savePoll(db, year, preseasonPoll(teams, createRng(`${seed}:poll:${year}:0`)));
}
