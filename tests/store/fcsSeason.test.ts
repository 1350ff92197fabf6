// A real save plays a season with FCS opponents: the games are stored and played with the season's, count in
// overall records (not conference ones) and for the FBS players' totals, and every page that lists games shows them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seasonFcsTeams } from '../../src/core/data/fcs.js';
import { CHAMPIONSHIP_WEEK } from '../../src/core/season/calendar.js';
import { advanceStage } from '../../src/store/actions/advance.js';
import { newDynasty } from '../../src/store/actions/newDynasty.js';
import { playByPlay } from '../../src/store/actions/season/replay.js';
import { simulateTo } from '../../src/store/actions/season/simulate.js';
import { GameError } from '../../src/store/errors.js';
import { gamesOfYear, type GameRow } from '../../src/store/queries/games.js';
import { readState } from '../../src/store/queries/meta.js';
import type { SaveFile } from '../../src/store/saveFile.js';
import { PageContext } from '../../src/store/views/context.js';
import { dashboardView } from '../../src/store/views/dashboard.js';
import { gameView } from '../../src/store/views/game.js';
import { playerView } from '../../src/store/views/player.js';
import { rankingsView } from '../../src/store/views/rankings.js';
import { standingsView } from '../../src/store/views/standings.js';
import { teamInfoView } from '../../src/store/views/teamInfo.js';
import { teamScheduleView } from '../../src/store/views/teamSchedule.js';
import { teamStatsView } from '../../src/store/views/teamStats.js';
import { weekScheduleView } from '../../src/store/views/weekSchedule.js';

const TEAM = 'Georgia';
let dir: string;
let save: SaveFile;
/** The season's FCS games as scheduled, and the player's team's FCS game. */
let fcsGames: GameRow[];
let userFcsGame: GameRow;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dynasty-fcs-'));
  // Seed 5 gives Georgia an FCS opponent (most SEC teams have one).
  save = await newDynasty(join(dir, 'fcs.db'), {
    year: 2024,
    team: TEAM,
    seed: 5,
    playoffTeams: 12,
    autobids: 5,
    confChampTop4: true,
  });
  save.change(() => advanceStage(save.db));
  fcsGames = gamesOfYear(save.db, 2024).filter((g) => g.fcs === 1);
  userFcsGame = fcsGames.find((g) => g.home === TEAM)!;
}, 120_000);

afterAll(() => {
  save?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('FCS games in a saved season', () => {
  it('are scheduled with the season: FCS programs of the year at the FBS team, early, with lines', () => {
    expect(fcsGames.length).toBeGreaterThan(85);
    expect(userFcsGame).toBeDefined();
    const programs = new Set(seasonFcsTeams(2024).map((t) => t.name));
    for (const g of fcsGames) {
      expect(programs.has(g.away), g.away).toBe(true);
      expect(g.neutral).toBe(0);
      expect(g.conference_game).toBe(0);
      expect(g.spread).not.toBeNull();
    }
    // The FBS team is favoured, mostly by a lot (a title contender may be favoured over a weak FBS team).
    expect(fcsGames.filter((g) => g.spread! < 0).length / fcsGames.length).toBeGreaterThan(0.9);
    expect(fcsGames.reduce((s, g) => s + g.spread!, 0) / fcsGames.length).toBeLessThan(-15);
    expect(fcsGames.filter((g) => g.week <= 4).length / fcsGames.length).toBeGreaterThan(0.85);
  });

  it('previews an FCS game: the visitor marked FCS, no key players, zero season figures in the wire shape', () => {
    const ctx = new PageContext(save.db);
    const page = gameView(ctx, userFcsGame.id);
    expect(page.game.teamA.name).toBe(TEAM);
    expect(page.game.teamB).toMatchObject({ name: userFcsGame.away, fcs: true, conference: 'FCS', ranking: 135 });
    expect(page.game.rankBTOG).toBe(135);
    expect(page.game.teamB.rating).toBeGreaterThan(30);
    // Figures the wire format can carry: prestige and ranks as low as they go, below every FBS team.
    expect(page.game.teamB.prestige).toBe(1);
    expect(page.game.teamB.stats?.points_per_game).toEqual({ value: 0, rank: 135 });
    expect(page.top_players![1]).toEqual([]);
    expect(page.game.base_label).toBe('Non-Conference: SEC vs FCS');
  });

  it('plays them with the season, in overall records but not conference records, FBS players credited', () => {
    save.change(() => simulateTo(save.db, CHAMPIONSHIP_WEEK));
    const played = gamesOfYear(save.db, 2024).filter((g) => g.fcs === 1);
    expect(played.every((g) => g.home_points !== null)).toBe(true);
    const fcsWins = played.filter((g) => g.away_points! > g.home_points!).length;
    expect(fcsWins).toBeLessThan(20);

    const ctx = new PageContext(save.db);
    const schedule = teamScheduleView(ctx, TEAM);
    const row = schedule.games.find((g) => g.id === userFcsGame.id)!;
    expect(row.opponent).toMatchObject({ name: userFcsGame.away, ranking: 135, fcs: true });
    expect(row.label).toBe('NC (FCS)');
    expect(row.result).not.toBeNull();
    const regular = gamesOfYear(save.db, 2024).filter(
      (g) => g.kind === 'regular' && (g.home === TEAM || g.away === TEAM),
    );
    const won = (g: GameRow) => (g.home === TEAM ? g.home_points! > g.away_points! : g.away_points! > g.home_points!);
    const standings = standingsView(ctx, 'SEC').teams.find((t) => t.name === TEAM)!;
    expect(standings.totalWins + standings.totalLosses).toBe(12);
    expect(standings.totalWins).toBe(regular.filter(won).length);
    expect(standings.confWins + standings.confLosses).toBe(8);
    expect(standings.confWins).toBe(regular.filter((g) => g.conference_game === 1 && won(g)).length);

    // The passer of the FCS game has it in his game logs, and it counts in his season (as the NCAA counts it).
    const passer = gameView(ctx, userFcsGame.id).game_logs!.Passing[0].player_id;
    const player = playerView(ctx, passer);
    const log = player.game_logs.find((l) => l.game.id === userFcsGame.id);
    expect(log?.game.opponent).toMatchObject({ name: userFcsGame.away, fcs: true });
    expect(log?.game.label).toBe('NC (FCS)');
    expect(player.yearly_cumulative_stats['2024'].games).toBe(player.game_logs.length);
    // Team statistics are the FBS teams' (the FCS games count for them); no FCS team has a row.
    const stats = teamStatsView(ctx);
    expect(stats.offense[TEAM].games).toBe(12);
    expect(Object.keys(stats.offense)).not.toContain(userFcsGame.away);
  }, 120_000);

  it('shows played FCS games on every page that lists games', () => {
    const ctx = new PageContext(save.db);
    const page = gameView(ctx, userFcsGame.id);
    expect(page.game.teamB).toMatchObject({ name: userFcsGame.away, fcs: true });
    expect(page.game.winner).not.toBeNull();
    expect(page.drives!.length).toBeGreaterThan(10);
    // Player lines are the FBS team's only: FCS players are not kept.
    const teams = new Set(
      Object.values(page.game_logs!)
        .flat()
        .map((l) => l.team_name),
    );
    expect([...teams]).toEqual([TEAM]);
    expect(page.plays?.length ?? 0).toBeGreaterThan(50);

    const week = weekScheduleView(ctx, userFcsGame.week);
    const card = week.games.find((g) => g.id === userFcsGame.id)!;
    expect(card.teamB).toMatchObject({ name: userFcsGame.away, fcs: true });
    for (const g of week.games) if (g.teamB.fcs) expect(g.base_label).toMatch(/vs FCS$/);

    // Another team's FCS game replays with its play-by-play (the FCS roster is generated again, the same).
    const other = fcsGames.find((g) => g.home !== TEAM)!;
    expect(playByPlay(save.db, other.id)?.length ?? 0).toBeGreaterThan(50);
    expect(gameView(ctx, other.id).game.teamB.fcs).toBe(true);

    expect(() => dashboardView(ctx)).not.toThrow();
    expect(() => rankingsView(ctx)).not.toThrow();
    // An FCS program has no team page: a clear "unknown team", never a crash.
    expect(() => teamInfoView(ctx, userFcsGame.away)).toThrow(GameError);
    expect(() => teamScheduleView(ctx, userFcsGame.away)).toThrow(GameError);
    expect(readState(save.db).currentWeek).toBe(CHAMPIONSHIP_WEEK);
  });
});
