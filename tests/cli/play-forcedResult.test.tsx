// dynasty play: a result forced under God Mode is marked on the schedule ("W 31-24 forced"), on the game's page (its
// headline says it was forced, never an upset) and in the program's history.
import { describe, expect, it } from 'vitest';
import { forceResult, setGodMode } from '../../src/store/actions/godMode.js';
import { simulateTo } from '../../src/store/actions/season/simulate.js';
import { gamesOfTeam, gamesOfWeek } from '../../src/store/queries/games.js';
import { dashboardOfFile, KEYS } from './play-helpers.js';

let opponent = '';
/** A game of the week to come, neither side Ohio State: forced from the God Mode screen by its two teams. */
let toForce = { id: 0, away: '', home: '' };

const game = dashboardOfFile(4, 1, (save) => {
  save.change(() => setGodMode(save.db, true));
  const first = gamesOfTeam(save.db, 2025, 'Ohio State').sort((a, b) => a.week - b.week)[0];
  opponent = first.home === 'Ohio State' ? first.away : first.home;
  save.change(() => forceResult(save.db, first.id, opponent));
  save.change(() => simulateTo(save.db, first.week + 1));
  toForce = gamesOfWeek(save.db, 2025, first.week + 1).find((g) => g.home !== 'Ohio State' && g.away !== 'Ohio State')!;
});

describe('dynasty play: a forced result', () => {
  it('is marked on the schedule, the game page and the history', async () => {
    await game.press('s');
    // The dashboard marks the last game "forced" too: wait for the schedule's own title.
    let frame = await game.waitFor('Ohio State 2025 schedule');
    expect(frame).toMatch(/L \d+-\d+ forced/);
    // The schedule opens on the next game to play: the forced one is the line above.
    await game.press(KEYS.up, KEYS.enter);
    frame = await game.waitFor('Forced under God Mode:');
    expect(frame).toContain(`Forced under God Mode: ${opponent} beats Ohio State`);
    expect(frame).not.toMatch(/Upset:/);
    await game.press(KEYS.escape, 'y');
    frame = await game.waitFor(/\(1 forced\)/);
    expect(frame).toMatch(/2025 .*\(1 forced\)/);
  }, 120_000);

  it("lists the week's games on the God Mode screen, and forces one named by its two teams", async () => {
    await game.press('z');
    await game.waitFor(`${String(toForce.id).padStart(6)}  ${toForce.away} at ${toForce.home}`);
    await game.press('f');
    await game.waitFor('Force: game id, or its two teams');
    await game.type(`${toForce.away}, ${toForce.home} > ${toForce.home}`);
    await game.press(KEYS.enter);
    await game.waitFor(`Forced ${toForce.home} to win ${toForce.away} at ${toForce.home}`);
  }, 120_000);
});
