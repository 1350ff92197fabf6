// The dashboard's season at a glance (GET /api/dashboard/glance, `dynasty glance`): the player's team's rank after
// every week so far, its next three games, the Heisman race's top five and the team's statistical leaders.
import type { PlayerStatCategories } from '../../core/stats/aggregate.js';
import type { SeasonGlanceResponse, TeamLeader } from '../../shared/glance-types.js';
import { playerNames } from '../queries/formerPlayers.js';
import { isPlayed } from '../queries/games.js';
import { archivedPolls } from '../queries/seasonArchive.js';
import type { PageContext } from './context.js';
import { heismanWatchView } from './heismanWatch.js';
import { scheduleGame } from './scheduleGame.js';
import { gamesByTeam } from './seasonData.js';

const NEXT_GAMES = 3;
const HEISMAN_SHOWN = 5;
const TOP_25 = 25;

type Category = TeamLeader['category'];
const CATEGORIES: {
  category: Category;
  value: (s: PlayerStatCategories) => number;
  line: (s: PlayerStatCategories) => string;
}[] = [
  {
    category: 'passing',
    value: (s) => s.passing?.yds ?? 0,
    line: (s) =>
      `${s.passing!.comp}/${s.passing!.att}, ${s.passing!.yds} yds, ${s.passing!.td} TD, ${s.passing!.int} INT`,
  },
  {
    category: 'rushing',
    value: (s) => s.rushing?.yds ?? 0,
    line: (s) => `${s.rushing!.att} car, ${s.rushing!.yds} yds, ${s.rushing!.td} TD`,
  },
  {
    category: 'receiving',
    value: (s) => s.receiving?.yds ?? 0,
    line: (s) => `${s.receiving!.rec} rec, ${s.receiving!.yds} yds, ${s.receiving!.td} TD`,
  },
  {
    category: 'tackles',
    value: (s) => s.defense?.tackles ?? 0,
    line: (s) => `${s.defense!.tackles} tkl, ${s.defense!.sacks} sacks, ${s.defense!.ints} INT`,
  },
];

function teamLeaders(ctx: PageContext, team: string): TeamLeader[] {
  const players = ctx.seasonTotals().find((t) => t.team === team)?.players ?? [];
  const best = CATEGORIES.map(({ category, value, line }) => {
    let top: { playerId: number; stats: PlayerStatCategories } | null = null;
    for (const p of players) if (value(p.stats) > 0 && (top === null || value(p.stats) > value(top.stats))) top = p;
    return top && { category, playerId: top.playerId, value: value(top.stats), line: line(top.stats) };
  }).filter((b) => b !== null);
  const names = playerNames(
    ctx.db,
    best.map((b) => b.playerId),
  );
  return best.flatMap((b) => {
    const who = names.get(b.playerId);
    return who
      ? [
          {
            category: b.category,
            player_id: b.playerId,
            name: `${who.first} ${who.last}`,
            pos: who.pos,
            value: b.value,
            line: b.line,
          },
        ]
      : [];
  });
}

export function seasonGlanceView(ctx: PageContext): SeasonGlanceResponse {
  const team = ctx.program.team;
  let ranks = ctx.db.all<{ week: number; rank: number }>(
    'SELECT week, rank FROM polls WHERE year = ? AND team = ? ORDER BY week',
    [ctx.year, team],
  );
  // A finished season's polls are one blob (seasonArchive.ts).
  if (ranks.length === 0) ranks = archivedPolls(ctx.db, ctx.year).filter((r) => r.team === team);
  const games = gamesByTeam(ctx).get(team) ?? [];
  return {
    team,
    year: ctx.year,
    rank_by_week: ranks.map((r) => ({ week: r.week, rank: r.rank > 0 && r.rank <= TOP_25 ? r.rank : null })),
    next_games: games
      .filter((g) => !isPlayed(g))
      .sort((a, b) => a.week - b.week)
      .slice(0, NEXT_GAMES)
      .map((g) => scheduleGame(ctx, g, team)),
    heisman: heismanWatchView(ctx)
      .candidates.slice(0, HEISMAN_SHOWN)
      .map((c) => ({
        rank: c.rank,
        player_id: c.player_id,
        name: c.name,
        team: c.team,
        pos: c.pos,
        line: c.line,
      })),
    leaders: ctx.memo(`teamLeaders:${team}`, () => teamLeaders(ctx, team)),
  };
}
