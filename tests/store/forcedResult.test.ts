// A winner forced under God Mode wins, every time: the biggest underdogs of each week (an FCS program at an FBS
// team included), the player's own games and every bowl and playoff game, played by the season's simulation; and a
// forced result that cannot be honoured (a game being coached, or already played) is refused with the reason.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lastWeekFor } from '../../src/core/season/calendar.js';
import { advanceStage } from '../../src/store/actions/advance.js';
import { startCoachedGame } from '../../src/store/actions/coach/coachGame.js';
import { forceResult, setGodMode } from '../../src/store/actions/godMode.js';
import { newDynasty } from '../../src/store/actions/newDynasty.js';
import { simulateTo } from '../../src/store/actions/season/simulate.js';
import { findGame, gamesOfTeam, gamesOfWeek, isPlayed, type GameRow } from '../../src/store/queries/games.js';
import { readState } from '../../src/store/queries/meta.js';
import { playByPlay } from '../../src/store/actions/season/replay.js';
import { expectGameError, tablesHash } from '../helpers/refusals.js';
import { programOf } from '../../src/store/program.js';

const TEAM = 'Washington State';

const dir = mkdtempSync(join(tmpdir(), 'dynasty-forced-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The side the line says loses (the away side of a pick'em): the hardest winner to force. */
function underdog(game: GameRow): string {
  if (game.fcs === 1) return game.away;
  return (game.spread ?? 0) > 0 ? game.home : game.away;
}

describe('a forced winner', () => {
  it('wins every game it was forced on, on every path that plays one', async () => {
    const save = await newDynasty(join(dir, 'forced.db'), { year: 2024, team: TEAM, seed: 21, playoffTeams: 12 });
    save.change(() => advanceStage(save.db));
    save.change(() => setGodMode(save.db, true));
    const forced = new Map<number, string>();
    const lastWeek = lastWeekFor(readState(save.db).playoff.teams);
    for (let week = readState(save.db).currentWeek; week <= lastWeek; week++) {
      const unplayed = gamesOfWeek(save.db, 2024, week).filter((g) => !isPlayed(g));
      const regular = unplayed.filter((g) => g.kind === 'regular' && g.fcs === 0);
      // Each week: the six longest shots, every FCS program, the player's game; every postseason game.
      const chosen = [
        ...regular.sort((a, b) => Math.abs(b.spread ?? 0) - Math.abs(a.spread ?? 0)).slice(0, 6),
        ...unplayed.filter((g) => g.fcs === 1 || g.kind !== 'regular' || g.home === TEAM || g.away === TEAM),
      ];
      for (const game of chosen) {
        if (forced.has(game.id)) continue;
        save.change(() => forceResult(save.db, game.id, underdog(game)));
        forced.set(game.id, underdog(game));
      }
      save.change(() => simulateTo(save.db, week + 1));
    }
    expect(forced.size).toBeGreaterThan(100);
    const lost: string[] = [];
    for (const [id, winner] of forced) {
      const game = findGame(save.db, id)!;
      const won = game.home_points! > game.away_points! ? game.home : game.away;
      if (won !== winner)
        lost.push(
          `${game.away} ${game.away_points} at ${game.home} ${game.home_points} (spread ${game.spread}): ${winner} forced`,
        );
    }
    expect(lost).toEqual([]);
    // A forced game that is not the player's keeps the play-by-play of the game it won.
    const other = [...forced.keys()]
      .map((id) => findGame(save.db, id)!)
      .find((g) => g.kind === 'regular' && g.fcs === 0 && g.home !== TEAM && g.away !== TEAM)!;
    expect(playByPlay(save.db, other.id)?.length).toBeGreaterThan(50);
    // A game already played cannot be forced.
    expectGameError(
      () => save.change(() => forceResult(save.db, other.id, other.home)),
      'conflict',
      /already played/,
      () => tablesHash(save.db),
    );
    save.close();
  }, 600_000);

  it('is refused on the game being coached, and a forced game is not coached', async () => {
    const save = await newDynasty(join(dir, 'coached.db'), { year: 2024, team: TEAM, seed: 22 });
    save.change(() => advanceStage(save.db));
    save.change(() => setGodMode(save.db, true));
    const [first, second] = gamesOfTeam(save.db, 2024, TEAM).sort((a, b) => a.week - b.week);
    save.change(() => forceResult(save.db, first.id, underdog(first)));
    expectGameError(
      () => save.change(() => startCoachedGame(save.db, programOf(save.db))),
      'conflict',
      /was forced to win .* under God Mode: that game is simulated, not coached/,
      () => tablesHash(save.db),
    );
    save.change(() => simulateTo(save.db, first.week + 1));
    expect(save.change(() => startCoachedGame(save.db, programOf(save.db))).gameId).toBe(second.id);
    expectGameError(
      () => save.change(() => forceResult(save.db, second.id, underdog(second))),
      'conflict',
      /You are coaching .*: its result is your calls', so it cannot be forced/,
      () => tablesHash(save.db),
    );
    save.close();
  }, 300_000);
});
