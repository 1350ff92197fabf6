// The non-conference scheduling page: the player's team's regular-season weeks and open slots.
import { REGULAR_SEASON_WEEKS } from '../../core/season/calendar.js';
import type { NonconResponse, NonconWeek } from '../../shared/api-types.js';
import { gamesOfTeam } from '../queries/games.js';
import type { PageContext } from './context.js';
import { recordText } from './format.js';
import { scheduleGame } from './scheduleGame.js';

function fixedConferenceRivalry(
  ctx: PageContext,
  team: string,
  week: number,
): { name: string; opponent: string; neutral: boolean } | null {
  const league = ctx.league();
  const conference = league.teams.find((t) => t.name === team)?.conference;
  for (const r of league.rivalries) {
    if (r.week !== week || !r.teams.includes(team)) continue;
    const opponent = r.teams[0] === team ? r.teams[1] : r.teams[0];
    if (league.teams.find((t) => t.name === opponent)?.conference === conference)
      return { name: r.name, opponent, neutral: r.neutral === true };
  }
  return null;
}

function fixedRivalryWeek(
  ctx: PageContext,
  week: number,
  rivalry: { name: string; opponent: string; neutral: boolean },
): NonconWeek {
  const opponent = rivalry.opponent;
  return {
    id: null,
    weekPlayed: week,
    opponent: {
      name: opponent,
      ranking: ctx.rank(opponent),
      rating: ctx.teamSeasons().get(opponent)?.rating ?? 0,
      record: recordText(ctx.record(opponent)),
    },
    site: rivalry.neutral ? 'neutral' : null,
    label: rivalry.name,
    result: null,
    spread: null,
    moneyline: null,
    score: null,
  };
}

export function nonconView(ctx: PageContext): NonconResponse {
  const team = ctx.program.team;
  const games = gamesOfTeam(ctx.db, ctx.year, team).filter((g) => g.kind === 'regular');
  const schedule: NonconWeek[] = [];
  for (let week = 1; week <= REGULAR_SEASON_WEEKS; week++) {
    const game = games.find((g) => g.week === week);
    if (!game) {
      // Conference rivalries are fixed in their traditional week before the rest of the schedule exists.
      const rivalry = ctx.state.stage === 'preseason' ? fixedConferenceRivalry(ctx, team, week) : null;
      schedule.push(rivalry ? fixedRivalryWeek(ctx, week, rivalry) : { weekPlayed: week, opponent: null });
      continue;
    }
    schedule.push({
      ...scheduleGame(ctx, game, team),
      site: game.neutral ? 'neutral' : game.home === team ? 'home' : 'away',
    });
  }
  return { info: ctx.info(), conferences: ctx.conferences(), team: ctx.team(team), schedule };
}
