// The non-conference scheduling page: the player's team's regular-season weeks and open slots.
import { REGULAR_SEASON_WEEKS } from '../../core/season/calendar.js';
import type { NonconResponse, NonconWeek } from '../../shared/api-types.js';
import { gamesOfTeam } from '../queries/games.js';
import type { PageContext } from './context.js';
import { gameLabel } from './labels.js';

function fixedConferenceRivalry(ctx: PageContext, team: string, week: number): { name: string; opponent: string } | null {
  const league = ctx.league();
  const conference = league.teams.find((t) => t.name === team)?.conference;
  for (const r of league.rivalries) {
    if (r.week !== week || !r.teams.includes(team)) continue;
    const opponent = r.teams[0] === team ? r.teams[1] : r.teams[0];
    if (league.teams.find((t) => t.name === opponent)?.conference === conference) return { name: r.name, opponent };
  }
  return null;
}

export function nonconView(ctx: PageContext): NonconResponse {
  const team = ctx.state.userTeam;
  const games = gamesOfTeam(ctx.db, ctx.year, team).filter((g) => g.kind === 'regular');
  const schedule: NonconWeek[] = [];
  for (let week = 1; week <= REGULAR_SEASON_WEEKS; week++) {
    const game = games.find((g) => g.week === week);
    if (!game) {
      // Conference rivalries are fixed in their traditional week before the rest of the schedule exists.
      const rivalry = ctx.state.stage === 'preseason' ? fixedConferenceRivalry(ctx, team, week) : null;
      schedule.push(
        rivalry
          ? { weekPlayed: week, opponent: { name: rivalry.opponent, ranking: ctx.rank(rivalry.opponent) }, label: rivalry.name, id: null }
          : { weekPlayed: week, opponent: null, label: null, id: null },
      );
      continue;
    }
    const opponent = game.home === team ? game.away : game.home;
    schedule.push({
      weekPlayed: week,
      opponent: { name: opponent, ranking: ctx.rank(opponent) },
      label: gameLabel(game),
      id: game.id,
    });
  }
  return { info: ctx.info(), conferences: ctx.conferences(), team: ctx.team(team), schedule };
}
