// Injury stories for the news feed: a star starter out for weeks, or any starter of the player's program. The save
// keeps each player's injury and the week he is due back (player_status), and who sat out each game
// (game_absences); the week he was hurt is read from those, so nothing more is written while games are played: it
// is the last game of his team before his return that he took the field in (from then on he sat out every game).
import { SEASON_ENDING } from '../../core/roster/tuning.js';
import type { NewsStory } from '../../shared/news-types.js';
import { absencesOf } from '../queries/rosterStatus.js';
import type { PageContext } from './context.js';

/** A starter rated this high is a star: his injury is news wherever he plays. */
export const STAR_RATING = 85;
/** A star's injury is news when it keeps him out this many weeks or more (the player's own starters: any). */
export const STAR_WEEKS_OUT = 2;

type Story = Omit<NewsStory, 'user_team'>;

interface HurtRow {
  id: number;
  team: string;
  first: string;
  last: string;
  pos: string;
  rating: number;
  injury: string;
  return_week: number;
}

interface PlayedGame {
  id: number;
  week: number;
  home: string;
  away: string;
}

/** Each team's played games of the season, in week order (just the columns needed: the whole rows cost 25 ms). */
function playedByTeam(ctx: PageContext, year: number): Map<string, PlayedGame[]> {
  const byTeam = new Map<string, PlayedGame[]>();
  const played = ctx.db.all<PlayedGame>(
    'SELECT id, week, home, away FROM games WHERE year = ? AND home_points IS NOT NULL ORDER BY week, id',
    [year],
  );
  for (const g of played) {
    for (const team of [g.home, g.away]) {
      let games = byTeam.get(team);
      if (!games) {
        games = [];
        byTeam.set(team, games);
      }
      games.push(g);
    }
  }
  return byTeam;
}

/** The week `p` was hurt: his team's last played game before his return in which he did not sit out; null if none. */
function weekHurt(
  ctx: PageContext,
  games: readonly PlayedGame[],
  p: HurtRow,
  absences: Map<number, Set<number>>,
): number | null {
  for (let i = games.length - 1; i >= 0; i--) {
    if (games[i].week >= p.return_week) continue;
    const id = games[i].id;
    let out = absences.get(id);
    if (!out) {
      out = absencesOf(ctx.db, id);
      absences.set(id, out);
    }
    if (!out.has(p.id)) return games[i].week;
  }
  return null;
}

export function injuryStories(ctx: PageContext, year: number, userTeam: string): Story[] {
  const rows = ctx.db.all<HurtRow>(
    `SELECT p.id, p.team, p.first, p.last, p.pos, p.rating, s.injury, s.return_week
     FROM player_status s JOIN players p ON p.id = s.player_id
     WHERE s.year = ? AND s.injury IS NOT NULL AND p.starter = 1 AND (p.team = ? OR p.rating >= ?)
     ORDER BY p.id`,
    [year, userTeam, STAR_RATING],
  );
  if (rows.length === 0) return [];
  const games = playedByTeam(ctx, year);
  const absences = new Map<number, Set<number>>();
  const stories: Story[] = [];
  for (const p of rows) {
    const week = weekHurt(ctx, games.get(p.team) ?? [], p, absences);
    if (week === null) continue;
    const season = p.return_week >= SEASON_ENDING;
    const weeksOut = season ? SEASON_ENDING : p.return_week - week - 1;
    if (p.team !== userTeam && weeksOut < STAR_WEEKS_OUT) continue;
    const out = season ? 'out for the season' : weeksOut === 1 ? 'out a week' : `out ${weeksOut} weeks`;
    stories.push({
      year,
      week,
      kind: 'injury',
      team: p.team,
      game_id: null,
      headline: `${p.team} ${p.pos} ${p.first} ${p.last} (${p.rating}) ${out}: ${p.injury}`,
      // The better the player and the longer he is out, the bigger the story; a quarterback most of all.
      importance: Math.max(
        1,
        Math.min(
          100,
          Math.round(
            20 + (p.rating - 70) * 1.5 + (season ? 25 : Math.min(weeksOut, 8) * 3) + (p.pos === 'QB' ? 10 : 0),
          ),
        ),
      ),
    });
  }
  return stories;
}
