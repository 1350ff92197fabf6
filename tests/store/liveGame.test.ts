// The live game view: the play-by-play the week's simulation produced, ending on the game's final score, with a
// win probability that follows the score and the clock and ends at the result; dynasty watch prints it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeWinProbability } from '../../src/core/odds/winProbability.js';
import { advanceStage } from '../../src/store/actions/advance.js';
import { newDynasty } from '../../src/store/actions/newDynasty.js';
import { simulateTo } from '../../src/store/actions/season/simulate.js';
import { gamesOfYear, isPlayed, type GameRow } from '../../src/store/queries/games.js';
import { PageContext } from '../../src/store/views/context.js';
import { liveGameView } from '../../src/store/views/liveGame.js';
import { runCli } from '../helpers/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'dynasty-live-'));
const path = join(dir, 'live.db');
let games: GameRow[] = [];
let ctx: PageContext;

beforeAll(async () => {
  const save = await newDynasty(path, { year: 2024, team: 'Michigan', seed: 7 });
  save.change(() => advanceStage(save.db));
  save.change(() => simulateTo(save.db, 3));
  games = gamesOfYear(save.db, 2024);
  ctx = new PageContext(save.db);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the live game view', () => {
  it("ends on the simulated final score, the player's game and others alike, with the result's win probability", () => {
    const played = games.filter(isPlayed);
    const own = played.find((g) => g.home === 'Michigan' || g.away === 'Michigan')!;
    for (const g of [own, ...played.filter((p) => p !== own).slice(0, 5)]) {
      const live = liveGameView(ctx, g.id);
      const last = live.plays[live.plays.length - 1];
      expect([last.home_score, last.away_score]).toEqual([g.home_points, g.away_points]);
      expect([live.home_points, live.away_points]).toEqual([g.home_points, g.away_points]);
      expect(last.home_wp).toBe(g.home_points! > g.away_points! ? 100 : 0);
      for (const p of live.plays) {
        expect(p.home_wp).toBeGreaterThanOrEqual(0);
        expect(p.home_wp).toBeLessThanOrEqual(100);
        expect(p.ball_on).toBeGreaterThanOrEqual(0);
        expect(p.ball_on).toBeLessThanOrEqual(100);
      }
      // Clocks run down within a quarter.
      const q1 = live.plays.filter((p) => p.quarter === 1).map((p) => p.seconds_left);
      expect(q1).toEqual([...q1].sort((a, b) => b - a));
    }
  });

  it('refuses an unplayed game', () => {
    const unplayed = games.find((g) => !isPlayed(g))!;
    expect(() => liveGameView(ctx, unplayed.id)).toThrow(/not been played/);
  });

  it('the model: a lead is worth more as the clock runs out, and the favourite starts ahead', () => {
    const at = (margin: number, secondsLeft: number, homeSpread = 0) =>
      homeWinProbability({ margin, secondsLeft, homeSpread, possession: 0, yardLine: 50 });
    expect(at(7, 3000)).toBeGreaterThan(0.5);
    expect(at(7, 120)).toBeGreaterThan(at(7, 3000));
    expect(at(-7, 120)).toBeLessThan(at(-7, 3000));
    expect(at(0, 3600, -10)).toBeGreaterThan(0.75);
    expect(at(0, 3600, 10)).toBeLessThan(0.3);
    expect(at(3, 5)).toBeGreaterThan(at(3, 600));
    expect(at(14, 60)).toBeGreaterThan(0.99);
  });

  it('dynasty watch prints every play and the final; a bad id exits 2', async () => {
    const g = games.find((x) => isPlayed(x) && (x.home === 'Michigan' || x.away === 'Michigan'))!;
    const r = await runCli(['--save', path, 'watch', String(g.id)]);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(`Final: ${g.away} ${g.away_points}, ${g.home} ${g.home_points}`);
    const unplayed = games.find((x) => !isPlayed(x))!;
    for (const id of ['abc', String(unplayed.id)]) {
      const bad = await runCli(['--save', path, 'watch', id]);
      expect(bad.status).toBe(2);
      expect(bad.stderr.trim().split('\n')).toHaveLength(1);
    }
  });

  it('dynasty watch says "& Goal" when the line to gain is at the goal line, never "1st & 1 at the 1"', async () => {
    const g = games.find((x) => isPlayed(x) && (x.home === 'Michigan' || x.away === 'Michigan'))!;
    const live = liveGameView(ctx, g.id);
    const r = await runCli(['--save', path, 'watch', String(g.id)]);
    // The heading and the game's day, then a line per play (a drawn play's sets and result indented below it).
    const lines = r.stdout
      .trim()
      .split('\n')
      .slice(2)
      .filter((line) => !line.startsWith(' '));
    let goalToGo = 0;
    live.plays.forEach((p, i) => {
      if (p.down === 0) return;
      const toGoal = p.offense === 'home' ? 100 - p.ball_on : p.ball_on;
      if (p.distance >= toGoal) {
        goalToGo += 1;
        expect(lines[i]).toContain(` & Goal at ${p.field}`);
      } else {
        expect(lines[i]).toContain(` & ${p.distance} at ${p.field}`);
      }
    });
    expect(goalToGo).toBeGreaterThan(0);
  });
});
