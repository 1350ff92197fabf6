// Home and away on the rankings and standings: the terminal screens and `dynasty rankings` / `dynasty standings`
// name each last and next game "vs X", "at X" or "vs X (N)" from the games' `site`, as the web's cells do.
import { describe, expect, it } from 'vitest';
import { opponentPhrase } from '../../src/shared/gameSite.js';
import type { RankingsResponse, StandingsResponse } from '../../src/shared/api-types.js';
import { advanceStage } from '../../src/store/actions/advance.js';
import { simulateTo } from '../../src/store/actions/season/simulate.js';
import { PageContext } from '../../src/store/views/context.js';
import { rankingsView } from '../../src/store/views/rankings.js';
import { standingsView } from '../../src/store/views/standings.js';
import { lastGameText, nextGameText } from '../../src/cli/commands/rankings.js';
import { runCli } from '../helpers/cli.js';
import { openAtDashboard, prepareSave, screenOfFile } from './play-helpers.js';

let rankings: RankingsResponse;
let standings: StandingsResponse;
const game = screenOfFile(
  (path) =>
    prepareSave(path, { year: 2025, team: 'Ohio State', playoffTeams: 12 }, (save) => {
      save.change(() => advanceStage(save.db));
      save.change(() => simulateTo(save.db, 3));
      const ctx = new PageContext(save.db);
      rankings = rankingsView(ctx);
      standings = standingsView(ctx, 'Big Ten');
    }),
  (path) => openAtDashboard(path, { columns: 120, rows: 40 }),
);

const rankName = (opponent: { name: string; ranking: number; fcs?: boolean }, withRank: boolean): string =>
  `${withRank && opponent.ranking >= 1 && opponent.ranking <= 25 ? `#${opponent.ranking} ` : ''}${opponent.name}${opponent.fcs ? ' (FCS)' : ''}`;

/** The line of `team` in a frame or table (after the cursor's mark, the rank and the poll movement). */
const lineOf = (frame: string, team: string): string =>
  frame.split('\n').find((l) => new RegExp(`^[› ]?\\s*(\\d+\\s+(\\S+\\s+)?)?(#\\d+ )?${team}\\s`).test(l)) ?? '';

type Row = RankingsResponse['rankings'][number] | StandingsResponse['teams'][number];

/** Every row's last and next game as the screen or command should word them, cut to what a narrow column shows. */
function expectSites(text: string, rows: readonly Row[], withRank: boolean, cut: number): void {
  let away = 0;
  for (const r of rows) {
    const line = lineOf(text, r.name);
    expect(line, r.name).not.toBe('');
    if (r.last_game) {
      const phrase = `${r.last_game.result} ${r.last_game.score} ${opponentPhrase(r.last_game.site, rankName(r.last_game.opponent, withRank))}`;
      expect(line, r.name).toContain(phrase.slice(0, cut));
      if (r.last_game.site === 'away') away++;
    }
    if (r.next_game) {
      expect(line, r.name).toContain(
        opponentPhrase(r.next_game.site, rankName(r.next_game.opponent, withRank)).slice(0, cut),
      );
      if (r.next_game.site === 'away') away++;
    }
  }
  expect(away).toBeGreaterThan(0);
}

describe('home and away on the rankings and standings', () => {
  it('the terminal AP Top 25 and standings say "vs" or "at" before each opponent', async () => {
    await game.press('r');
    let frame = await game.waitFor('AP Top 25');
    const shown = rankings.rankings.filter((r) => r.ranking >= 1 && r.ranking <= 25).slice(0, 20);
    expectSites(frame, shown, true, 20);
    await game.press('t');
    frame = await game.waitFor('Big Ten standings');
    expectSites(frame, standings.teams.slice(0, 15), false, 20);
  });

  it('dynasty rankings and dynasty standings say "vs" or "at", and "(N)" at a neutral site', async () => {
    const cli = (...args: string[]) => runCli(['--save', game.path, ...args]);
    const ranked = await cli('rankings');
    expect(ranked.status).toBe(0);
    expectSites(
      ranked.stdout,
      rankings.rankings.filter((r) => r.ranking >= 1 && r.ranking <= 25),
      true,
      60,
    );
    const table = await cli('standings', 'Big Ten');
    expect(table.status).toBe(0);
    expectSites(table.stdout, standings.teams, true, 60);
    const last = rankings.rankings.find((r) => r.last_game)!.last_game!;
    expect(lastGameText({ ...last, site: 'neutral' })).toMatch(/ vs .+ \(N\)$/);
    const next = rankings.rankings.find((r) => r.next_game)!.next_game!;
    expect(nextGameText({ ...next, site: 'away' })).toMatch(/^at /);
  });
});
