// The weekly Heisman watch (GET /api/heisman/): the top candidates of the season so far, with their statistics; once
// the ballot has closed (after the conference championships), the season as the voters saw it.
import { heismanRace, scoreCandidates } from '../../core/awards/select.js';
import { seasonLine } from '../../core/awards/statLine.js';
import { WATCH_LIST_SIZE } from '../../core/awards/tuning.js';
import type { HeismanWatchResponse } from '../../shared/awards-types.js';
import { CHAMPIONSHIP_WEEK } from '../../core/season/calendar.js';
import { awardField, heismanBallotField } from '../queries/awardCandidates.js';
import { awardsOfYear } from '../queries/awards.js';
import { EMPTY_RECORD } from '../queries/records.js';
import { awardEntry } from './awards.js';
import type { PageContext } from './context.js';
import { recordText } from './format.js';

export function heismanWatchView(ctx: PageContext): HeismanWatchResponse {
  const year = ctx.year;
  const week = ['preseason'].includes(ctx.state.stage) ? 0 : Math.min(ctx.state.currentWeek - 1, ctx.lastWeek);
  const ballotClosed = week >= CHAMPIONSHIP_WEEK;
  const field = ballotClosed
    ? ctx.memo(`heismanBallot:${year}`, () => heismanBallotField(ctx.db, year, ctx.seasonTotals(year)))
    : ctx.memo(`awardField:${year}`, () => awardField(ctx.db, year, ctx.seasonTotals(year)));
  const race = heismanRace(scoreCandidates(field.candidates, field.teams)).slice(0, WATCH_LIST_SIZE);
  const winner = awardsOfYear(ctx.db, year).find((a) => a.award === 'heisman' && a.slot === 1);
  return {
    info: ctx.info(),
    team: ctx.team(ctx.program.team),
    conferences: ctx.conferences(),
    year,
    // Once the ballot is closed, the week its field stands at.
    week: ballotClosed ? CHAMPIONSHIP_WEEK : week,
    candidates: race.map((c, i) => {
      // The teams' records as the field read them: through championship week once the ballot has closed.
      const r = field.records.get(c.team) ?? EMPTY_RECORD;
      const s = c.stats;
      return {
        rank: i + 1,
        player_id: c.playerId,
        name: c.name,
        team: c.team,
        pos: c.pos,
        year: c.classYear,
        games: c.games,
        team_record: recordText(r),
        team_rank: ballotClosed ? (field.teams.get(c.team)?.rank ?? 0) : ctx.rank(c.team),
        line: seasonLine(c.pos, s),
        pass_yds: s.passing?.yds ?? 0,
        pass_td: s.passing?.td ?? 0,
        ints_thrown: s.passing?.int ?? 0,
        rush_yds: s.rushing?.yds ?? 0,
        rush_td: s.rushing?.td ?? 0,
        rec_yds: s.receiving?.yds ?? 0,
        rec_td: s.receiving?.td ?? 0,
        score: Math.round(c.heisman * 10) / 10,
      };
    }),
    winner: winner ? awardEntry(winner) : null,
  };
}
