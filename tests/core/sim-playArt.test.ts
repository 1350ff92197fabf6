// The drawing of each play (core/sim/playArt.ts): it changes nothing of the game, every line but a timeout has one,
// it tells what the line tells (who, how far, how it ended), a simulated snap is drawn in the staffs' own sets and a
// coached one in the sets called, and every line names the drive it belongs to.
import { describe, expect, it } from 'vitest';
import { DEFENSE_BOOKS, OFFENSE_BOOKS } from '../../src/core/playbook/book.js';
import { createRng } from '../../src/core/random.js';
import type { Call, DecisionKind } from '../../src/core/sim/calls.js';
import { runCoachedGame } from '../../src/core/sim/coachedGame.js';
import { simulateGame } from '../../src/core/sim/game.js';
import { AVERAGE_PLAN } from '../../src/core/sim/plan.js';
import { rulesForYear } from '../../src/core/sim/rules.js';
import type { GamePlan, GameResult, GameTeam, PlayText, SimulateGameInput } from '../../src/core/sim/types.js';
import { simTeam } from '../fixtures/simTeams.js';

const plan = (p: Partial<GamePlan>): GamePlan => ({ ...AVERAGE_PLAN, ...p });
const home: GameTeam = {
  ...simTeam('Middleton', 4, 2, 'MID'),
  plan: plan({ scheme: 'spread', defensiveFront: '3-4' }),
};
const away: GameTeam = {
  ...simTeam('Midland', 4, 3, 'MDL'),
  plan: plan({ scheme: 'option', defensiveFront: '4-2-5' }),
};

const input = (seed: number, playByPlay: boolean): SimulateGameInput => ({
  home,
  away,
  neutral: false,
  rules: rulesForYear(2024),
  rng: createRng(seed),
  playByPlay,
});

const SEEDS = [11, 12, 13, 14, 15, 16];
const games: GameResult[] = SEEDS.map((seed) => simulateGame(input(seed, true)));
const lines = (): PlayText[] => games.flatMap((g) => g.plays ?? []);

/** The yards a scrimmage line says the play gained ("for 12 yards", "for a loss of 3 yards", "for no gain"). */
function saidYards(text: string): number | null {
  const m = /for (?:a loss of )?(\d+) yards?|for no gain/.exec(text);
  if (!m) return null;
  if (m[0] === 'for no gain') return 0;
  return m[0].includes('loss') ? -Number(m[1]) : Number(m[1]);
}

describe('the drawing of a play', () => {
  it('changes nothing: the game with play-by-play and drawings is the game without them', () => {
    SEEDS.forEach((seed, i) => {
      const plain = simulateGame(input(seed, false));
      expect({ ...games[i], plays: null }).toEqual(plain);
    });
  });

  it('is there for every line but a timeout, and names the players the line names', () => {
    for (const p of lines()) {
      if (p.text.startsWith('Timeout')) {
        expect(p.art).toBeUndefined();
        continue;
      }
      const art = p.art!;
      expect(art, p.text).toBeDefined();
      // An interception's line names the passer and the defender, not the receiver he threw for.
      const named = /intercepted/.test(p.text) ? [art.passer, art.defender] : [art.passer, art.target, art.carrier];
      for (const who of named) if (who) expect(p.text, art.kind).toContain(who.name);
      if (art.kind === 'run') expect(p.text).toMatch(/ rush /);
      if (art.kind === 'sack') expect(p.text).toMatch(/ sacked by /);
      if (art.kind === 'punt') expect(p.text).toMatch(/ punt /);
      if (art.kind === 'field_goal') expect(p.text).toMatch(/ field goal /);
      if (art.kind === 'penalty') expect(p.text).toMatch(/^PENALTY /);
      if (art.result === 'interception') expect(p.text).toMatch(/intercepted by /);
      if (art.result === 'incomplete' && art.kind === 'pass') expect(p.text).toMatch(/incomplete/);
      if (art.result === 'touchdown' && art.kind !== 'punt') expect(p.text).toMatch(/TOUCHDOWN/);
      if (art.result === 'no_play') expect(p.text).toMatch(/no play$/);
    }
  });

  it('gains the yards the line says, and a throw is caught short of where the play ends', () => {
    let checked = 0;
    for (const p of lines()) {
      const art = p.art;
      if (!art || !['run', 'scramble', 'pass', 'sack'].includes(art.kind) || /intercepted/.test(p.text)) continue;
      const said = saidYards(p.text);
      if (said === null) {
        // No yards told: a throw that fell incomplete (a foul may have wiped it out too).
        expect(['incomplete', 'no_play']).toContain(art.result);
        expect(p.text).toMatch(/incomplete/);
        continue;
      }
      expect(art.yards, p.text).toBe(said);
      if (art.kind === 'pass' && art.result !== 'incomplete') {
        expect(art.depth).not.toBeNull();
        // Caught short of the goal line then run after the catch, or caught in the end zone (ten yards deep).
        expect(art.air!, p.text).toBeLessThanOrEqual(art.yards + (art.result === 'touchdown' ? 8 : 0));
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(500);
  });

  it("draws a simulated snap in the staffs' own formation, personnel and front", () => {
    for (const p of lines()) {
      const art = p.art;
      if (!art || p.down === 0 || art.kind === 'punt' || art.kind === 'field_goal') continue;
      const offense = p.offense === 'home' ? home : away;
      const defense = p.offense === 'home' ? away : home;
      const book = OFFENSE_BOOKS[offense.plan!.scheme!];
      expect([art.formation, art.personnel]).toEqual([book.formation, book.group]);
      expect(art.front).toBe(DEFENSE_BOOKS[defense.plan!.defensiveFront!].base);
      expect(art.defenseCall).toBe('base');
      expect(art.playCalled).toBe(false);
    }
  });

  it('names the drive of every line: a scrimmage snap is its offence’s, the lines follow the drives in order', () => {
    for (const g of games) {
      let last = 0;
      for (const p of g.plays!) {
        expect(p.drive).toBeGreaterThanOrEqual(last);
        last = p.drive!;
        if (p.down > 0) expect(g.drives[p.drive!].offense).toBe(p.offense);
      }
      // The last drive may have had no line: a turnover on the game's last snap.
      expect(last).toBeGreaterThanOrEqual(g.drives.length - 2);
      expect(last).toBeLessThan(g.drives.length);
    }
  });
});

describe('the drawing of a coached snap', () => {
  it('is the formation, personnel, front, coverage and play the coaches called', () => {
    const script = (kind: DecisionKind, s: { down: number }): Call =>
      kind === 'offense' && s.down < 4
        ? 'inside_run@goal_line/21'
        : kind === 'defense'
          ? 'cover2@nickel'
          : 'coordinator';
    const run = runCoachedGame(input(21, true), 0, [], (kind, s) =>
      s.offense === 0 || kind === 'defense' ? script(kind, s) : 'coordinator',
    );
    const coached = run.result!.plays!.filter((p) => p.art && p.down > 0 && p.down < 4);
    const ours = coached.filter((p) => p.offense === 'home' && p.art!.kind === 'run');
    const theirs = coached.filter(
      (p) => p.offense === 'away' && ['run', 'pass', 'sack', 'scramble'].includes(p.art!.kind),
    );
    expect(ours.length).toBeGreaterThan(10);
    expect(theirs.length).toBeGreaterThan(10);
    for (const p of ours) {
      expect(p.art).toMatchObject({ formation: 'goal_line', personnel: '21', play: 'inside_run', playCalled: true });
      expect(p.art!.carrier!.pos).toBe('RB');
    }
    // Against the coach's front the other staff lines up in its own book's formations (drawn from its mix).
    const optionBook = OFFENSE_BOOKS.option;
    for (const p of theirs) {
      expect(p.art).toMatchObject({ front: 'nickel', coverage: 'cover2', defenseCall: 'zone', playCalled: false });
      expect(optionBook.formations).toContain(p.art!.formation);
    }
    expect(new Set(theirs.map((p) => `${p.art!.formation}/${p.art!.personnel}`)).size).toBeGreaterThan(1);
  });
});
