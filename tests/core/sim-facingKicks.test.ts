// A coached defense sees the other staff's offense line up before it calls: its defense against a play (a fourth down
// only when they go for it), its return against a punt, its rush against a field goal, nothing against a kneel; and
// those calls do what they say. Games saved before are replayed as they were asked.

import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/core/random.js';
import type { Call, DecisionKind } from '../../src/core/sim/calls.js';
import { runCoachedGame, type MoreCalls } from '../../src/core/sim/coachedGame.js';
import { rulesForYear } from '../../src/core/sim/rules.js';
import type { GameResult, SimulateGameInput } from '../../src/core/sim/types.js';
import { simTeam } from '../fixtures/simTeams.js';

const home = simTeam('Riverton', 4, 7, 'RIV');
const away = simTeam('Lakeside', 4, 8, 'LAK');

function input(seed: number): SimulateGameInput {
  return { home, away, neutral: false, rules: rulesForYear(2024), rng: createRng(seed), playByPlay: true };
}

/** What the play-by-play says happened at a snap: a punt, a field goal, a kneel, or a play from scrimmage. */
function whatHappened(text: string): 'punt' | 'field_goal' | 'kneel' | 'play' {
  if (/ punt /.test(text) || / punt is BLOCKED/.test(text)) return 'punt';
  if (/ yard field goal /.test(text)) return 'field_goal';
  if (/ kneels /.test(text)) return 'kneel';
  return 'play';
}

interface Asked {
  kind: DecisionKind;
  down: number;
  /** The play-by-play line of the snap the decision was for. */
  text: string;
}

/** Plays a game coached on defense by `answer` (the coordinator calls the rest); each question with its snap's line. */
function defended(
  seed: number,
  answer: (kind: DecisionKind) => Call,
  facing = true,
): { asked: Asked[]; r: GameResult } {
  const at: { kind: DecisionKind; down: number; line: number }[] = [];
  const more: MoreCalls = (kind, s) =>
    s.defense === 1 && kind !== 'kickoff' && kind !== 'try' ? answer(kind) : 'coordinator';
  const run = runCoachedGame(
    input(seed),
    1,
    [],
    more,
    (kind, call, s) => {
      if (call !== 'coordinator' && kind !== 'kickoff' && kind !== 'try')
        at.push({ kind, down: s.down, line: s.plays!.length });
    },
    { facing },
  );
  const r = run.result!;
  // The snap's line: the first after the question that is not a timeout of the offense's staff.
  const lineOf = (i: number): string => r.plays!.slice(i).find((p) => !p.text.startsWith('Timeout'))?.text ?? '';
  return { asked: at.map((a) => ({ kind: a.kind, down: a.down, text: lineOf(a.line) })), r };
}

const ANSWERS: Readonly<Record<string, Call>> = { defense: 'base', punt_return: 'return', field_goal_defense: 'safe' };

describe('a coached defense facing the other staff', () => {
  it('is asked its defense only for a play, its return for each punt, its rush for each field goal, never for a kneel', () => {
    let fourthDownCalls = 0;
    let punts = 0;
    let kicks = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const { asked, r } = defended(seed, (kind) => ANSWERS[kind]);
      for (const a of asked) {
        const happened = whatHappened(a.text);
        if (a.kind === 'defense') expect(happened, a.text).toBe('play');
        if (a.kind === 'punt_return') expect(happened, a.text).toBe('punt');
        if (a.kind === 'field_goal_defense') expect(happened, a.text).toBe('field_goal');
      }
      // Every punt and field goal of the other team came with its question; its fourth downs gone for, with a defense.
      const them = r.teamStats.home;
      const questions = (kind: DecisionKind) => asked.filter((a) => a.kind === kind).length;
      expect(questions('punt_return')).toBe(them.punts);
      expect(questions('field_goal_defense')).toBeGreaterThanOrEqual(them.fieldGoalsAttempted);
      const fourth = asked.filter((a) => a.kind === 'defense' && a.down === 4).length;
      expect(fourth).toBeGreaterThanOrEqual(them.fourthDownAttempts);
      fourthDownCalls += fourth;
      punts += them.punts;
      kicks += them.fieldGoalsAttempted;
    }
    expect(punts).toBeGreaterThan(40);
    expect(kicks).toBeGreaterThan(10);
    expect(fourthDownCalls).toBeGreaterThan(5);
  });

  it('was asked its defense before every snap in a game saved before, punts and kneels too (replayed as it was)', () => {
    const { asked } = defended(3, () => 'base', false);
    expect(asked.every((a) => a.kind === 'defense')).toBe(true);
    expect(asked.some((a) => whatHappened(a.text) === 'punt')).toBe(true);
  });

  it('fair-catches every punt it would have returned, blocks more punts and kicks with an all-out rush', () => {
    let returned = 0;
    let blockedPunts = 0;
    let blockedKicks = 0;
    let staffBlockedPunts = 0;
    let staffBlockedKicks = 0;
    let roughing = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const safe = defended(seed, (kind) => (kind === 'punt_return' ? 'fair_catch' : ANSWERS[kind]));
      returned += safe.r.teamStats.away.puntReturnYards === 0 ? 0 : 1;
      expect(safe.asked.filter((a) => a.kind === 'punt_return').every((a) => !/ returns it /.test(a.text))).toBe(true);
      const rush = defended(seed, (kind) => (kind === 'defense' ? 'base' : 'block'));
      const staff = defended(seed, (kind) => ANSWERS[kind]);
      const blocked = (d: { asked: Asked[] }, kind: DecisionKind) =>
        d.asked.filter((a) => a.kind === kind && /BLOCKED/.test(a.text)).length;
      blockedPunts += blocked(rush, 'punt_return');
      blockedKicks += blocked(rush, 'field_goal_defense');
      staffBlockedPunts += blocked(staff, 'punt_return');
      staffBlockedKicks += blocked(staff, 'field_goal_defense');
      roughing += rush.asked.filter((a) => /roughing the kicker/.test(a.text)).length;
    }
    expect(returned).toBe(0);
    expect(blockedPunts).toBeGreaterThan(staffBlockedPunts + 2);
    expect(blockedKicks + blockedPunts).toBeGreaterThan(staffBlockedKicks + staffBlockedPunts + 4);
    expect(roughing).toBeGreaterThan(0);
  });
});
