// The news feed (GET /api/news, `dynasty news`): each week's top stories, read from what the save already holds:
// upsets from the games (each team's rank when it played), falls in the poll from consecutive weekly polls, records
// from the record book's news, commitments from the recruiting news, injuries to stars and to the player's starters
// (injuryNews.ts), the offseason's coaching changes and position changes, and booked games called off when a schedule
// is made.
import type { NewsKind, NewsResponse, NewsStory } from '../../shared/news-types.js';
import { GameError } from '../errors.js';
import { coachingChangeRows } from '../queries/coaches.js';
import { isCalledOffText } from '../queries/series.js';
import { moveLines } from './staff.js';
import { gamesOfYear, isPlayed } from '../queries/games.js';
import { pollOfWeek } from '../queries/polls.js';
import type { NewsRow } from '../queries/recruitingWeek.js';
import type { PageContext } from './context.js';
import { injuryStories } from './injuryNews.js';
import { positionChangesOfYear } from '../queries/positionChanges.js';

/** Stories kept a week: the top of the week, not every result. */
export const STORIES_PER_WEEK = 10;
/** A win over a team ranked this many places higher is an upset, as is a win of an unranked team over a ranked one. */
export const UPSET_RANK_GAP = 10;
/** A ranked team that falls this many places (or out of the Top 25) is news. */
export const POLL_DROP_PLACES = 8;
/** Commitments of prospects ranked this high nationally are news wherever they go. */
export const TOP_RECRUIT_RANK = 10;
const TOP_25 = 25;

type Story = Omit<NewsStory, 'user_team'>;

const rankName = (rank: number, team: string): string => (rank > 0 && rank <= TOP_25 ? `No. ${rank} ${team}` : team);
const top25 = (rank: number): number => (rank > TOP_25 ? 0 : rank);
const clamp = (n: number): number => Math.max(1, Math.min(100, Math.round(n)));

function upsets(ctx: PageContext, year: number): Story[] {
  const stories: Story[] = [];
  for (const g of gamesOfYear(ctx.db, year)) {
    // A result forced under God Mode is no upset.
    if (!isPlayed(g) || g.home_points === g.away_points || ctx.isForced(g)) continue;
    const homeWon = g.home_points! > g.away_points!;
    const [winner, loser] = homeWon ? [g.home, g.away] : [g.away, g.home];
    // Games keep every team's rank; only the Top 25 count as ranked.
    const [winnerRank, loserRank] = (homeWon ? [g.home_rank, g.away_rank] : [g.away_rank, g.home_rank]).map(top25);
    if (loserRank === 0) continue;
    const upset = winnerRank === 0 || winnerRank - loserRank >= UPSET_RANK_GAP;
    if (!upset) continue;
    const score = `${Math.max(g.home_points!, g.away_points!)}-${Math.min(g.home_points!, g.away_points!)}`;
    stories.push({
      year,
      week: g.week,
      kind: 'upset',
      team: winner,
      game_id: g.id,
      headline: `Upset: ${rankName(winnerRank, winner)} beats ${rankName(loserRank, loser)} ${score}`,
      // The higher the fallen team stood, the bigger the story.
      importance: clamp(55 + (TOP_25 + 1 - loserRank) * 1.8),
    });
  }
  return stories;
}

function pollDrops(ctx: PageContext, year: number, lastWeek: number): Story[] {
  const stories: Story[] = [];
  let before = new Map(pollOfWeek(ctx.db, year, 0).map((r) => [r.team, r.rank]));
  for (let week = 1; week <= lastWeek; week++) {
    const rows = pollOfWeek(ctx.db, year, week);
    if (rows.length === 0) break;
    const now = new Map(rows.map((r) => [r.team, r.rank]));
    for (const [team, was] of before) {
      if (was === 0 || was > TOP_25) continue;
      const is = now.get(team) ?? 0;
      const out = is === 0 || is > TOP_25;
      if (!out && is - was < POLL_DROP_PLACES) continue;
      stories.push({
        year,
        week,
        kind: 'poll_drop',
        team,
        game_id: null,
        headline: out ? `No. ${was} ${team} drops out of the Top 25` : `No. ${was} ${team} falls to No. ${is}`,
        importance: clamp(30 + (TOP_25 + 1 - was) * 1.5),
      });
    }
    before = now;
  }
  return stories;
}

/** The record book's news, and the booked games called off (filed under the schedule). */
function records(ctx: PageContext, year: number): Story[] {
  const rows = ctx.db.all<{ week: number; game_id: number | null; team: string; text: string }>(
    'SELECT week, game_id, team, text FROM news WHERE year = ? ORDER BY id',
    [year],
  );
  const forced = new Set(ctx.forcedGames().map((g) => g.id));
  return rows
    .filter((r) => r.game_id === null || !forced.has(r.game_id))
    .map((r) => ({
      year,
      week: r.week,
      kind: (isCalledOffText(r.text) ? 'schedule' : 'record') as NewsKind,
      team: r.team,
      game_id: r.game_id,
      headline: r.text,
      importance: 60,
    }));
}

/** Commitments and decommitments of the top prospects and the player's program; a decommitment and a new commitment the same week are one flip. */
function commitments(ctx: PageContext, year: number, userTeam: string): Story[] {
  const rows = ctx.db.all<NewsRow>(
    'SELECT * FROM recruiting_news WHERE year = ? AND (rank <= ? OR team = ?) ORDER BY id',
    [year, TOP_RECRUIT_RANK, userTeam],
  );
  const stories: Story[] = [];
  for (let k = 0; k < rows.length; k++) {
    const r = rows[k];
    const who = `${r.stars}-star ${r.pos} ${r.first} ${r.last}${r.rank <= TOP_25 ? ` (No. ${r.rank} nationally)` : ''}`;
    const importance = clamp(r.rank <= TOP_RECRUIT_RANK ? 75 - r.rank : 25 + r.stars * 5);
    const next = rows[k + 1];
    if (
      r.kind === 'decommit'
      && next?.kind === 'commit'
      && next.prospect_id === r.prospect_id
      && next.week === r.week
    ) {
      stories.push({
        year,
        week: r.week,
        kind: 'commit',
        team: next.team,
        game_id: null,
        headline: `${who} flips from ${r.team} to ${next.team}`,
        importance: clamp(importance + 5),
      });
      k++;
      continue;
    }
    const headline = r.kind === 'commit' ? `${who} commits to ${r.team}` : `${who} decommits from ${r.team}`;
    stories.push({ year, week: r.week, kind: 'commit' as NewsKind, team: r.team, game_id: null, headline, importance });
  }
  return stories;
}

function coachName(ctx: PageContext, id: number | null): string | null {
  if (id === null) return null;
  const c = ctx.db.get<{ first: string; last: string }>('SELECT first, last FROM coaches WHERE id = ?', [id]);
  return c ? `${c.first} ${c.last}` : null;
}

function coachingChanges(ctx: PageContext, year: number, lastWeek: number): Story[] {
  return coachingChangeRows(ctx.db, year).map((r) => {
    const old = coachName(ctx, r.old_coach_id) ?? 'its head coach';
    const left =
      r.reason === 'retired'
        ? `${old} retires at ${r.team}`
        : r.reason === 'fired'
          ? `${r.team} fires ${old}`
          : `${old} leaves ${r.team}`;
    const hired = coachName(ctx, r.new_coach_id);
    const from = r.new_from ? ` from ${r.new_from}` : '';
    return {
      year,
      week: lastWeek + 1,
      kind: 'coaching' as NewsKind,
      team: r.team,
      game_id: null,
      headline: hired ? `${left}; ${hired} hired${from}` : left,
      importance: 50,
    };
  });
}

/** Coordinator moves worth a story: promotions to head coach, and every move of the player's program. */
function coordinatorMoves(ctx: PageContext, year: number, lastWeek: number, userTeam: string): Story[] {
  return moveLines(ctx.db, year)
    .filter((m) => m.kind === 'hired_away' || m.team === userTeam)
    .map((m) => ({
      year,
      week: lastWeek + 1,
      kind: 'coaching' as NewsKind,
      team: m.kind === 'hired_away' ? (m.other ?? m.team) : m.team,
      game_id: null,
      headline: m.text.replace(/\.$/, ''),
      importance: m.kind === 'hired_away' ? 30 : 25,
    }));
}

/** A player rated this high before a computer program moved him to another position is news beyond his program. */
export const NOTABLE_POSITION_CHANGE = 80;

/**
 * The offseason's position changes: every one of the player's program, and the notable players' the computer's
 * programs moved (another coach's moves are his own business: in a league they are not news to the others).
 */
function positionChanges(ctx: PageContext, year: number, lastWeek: number, userTeam: string): Story[] {
  return positionChangesOfYear(ctx.db, year)
    .filter((m) => m.team === userTeam || (m.made_by === 'staff' && m.rating_before >= NOTABLE_POSITION_CHANGE))
    .map((m) => ({
      year,
      week: lastWeek + 1,
      kind: 'position' as NewsKind,
      team: m.team,
      game_id: null,
      headline: `${m.team} moves ${m.first} ${m.last} from ${m.from_pos} to ${m.to_pos}`,
      // The player's program's own moves are as big a story to him as a coaching change; elsewhere, a star's.
      importance: m.team === userTeam ? 50 : 30,
    }));
}

/** The season's stories, newest week first and the biggest first within a week; `week` keeps one week. */
export function newsFeedView(ctx: PageContext, options: { year?: number; week?: number } = {}): NewsResponse {
  const year = options.year ?? ctx.year;
  if (year < ctx.state.startYear || year > ctx.year) {
    throw new GameError('not_found', `No season ${year} in this dynasty (${ctx.state.startYear}-${ctx.year}).`);
  }
  const lastWeek = ctx.lastWeek;
  if (options.week !== undefined && options.week > lastWeek + 1) {
    throw new GameError(
      'not_found',
      `Week ${options.week} is not in the ${year} season (0-${lastWeek + 1}; ${lastWeek + 1} is the offseason).`,
    );
  }
  const userTeam = ctx.program.team;
  // The program's own stories weigh more and are marked: kept for each program apart.
  const all = ctx.programMemo(`newsFeed:${year}`, () => {
    const stories = [
      ...upsets(ctx, year),
      ...pollDrops(ctx, year, lastWeek),
      ...records(ctx, year),
      ...commitments(ctx, year, userTeam),
      ...injuryStories(ctx, year, userTeam),
      ...coachingChanges(ctx, year, lastWeek),
      ...coordinatorMoves(ctx, year, lastWeek, userTeam),
      ...positionChanges(ctx, year, lastWeek, userTeam),
    ].map((s): NewsStory => ({ ...s, user_team: s.team === userTeam }));
    // The player's own program's stories weigh more to the player.
    const weight = (s: NewsStory): number => s.importance + (s.user_team ? 20 : 0);
    stories.sort((a, b) => b.week - a.week || weight(b) - weight(a) || a.headline.localeCompare(b.headline));
    const perWeek = new Map<number, number>();
    return stories.filter((s) => {
      const n = (perWeek.get(s.week) ?? 0) + 1;
      perWeek.set(s.week, n);
      return n <= STORIES_PER_WEEK;
    });
  });
  const years: number[] = [];
  for (let y = ctx.year; y >= ctx.state.startYear; y--) years.push(y);
  return {
    info: ctx.info(),
    year,
    week: options.week ?? null,
    years,
    stories: options.week === undefined ? all : all.filter((s) => s.week === options.week),
  };
}
