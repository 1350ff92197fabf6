// Keeping players: what each player wants, his risk of leaving after the season, what a talk and a promise do, what a
// broken promise costs him, his teammates and his program's recruiting trust, and the staffs' one rule.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assignDepthChart } from '../../src/core/players/depthChart.js';
import { createIdSource, generateTeamRoster } from '../../src/core/players/generate.js';
import type { Player } from '../../src/core/players/types.js';
import { STARTERS } from '../../src/core/players/types.js';
import { createRng } from '../../src/core/random.js';
import { playerMotives, rankedMotives } from '../../src/core/retention/motives.js';
import { judgePromise, nextInLine, trustFactor, trustOf } from '../../src/core/retention/promises.js';
import { draftRisk, keepingRisk, portalRisk, type KeepingSituation } from '../../src/core/retention/risk.js';
import { staffRetentionPlan, type StaffCandidate } from '../../src/core/retention/staffPlan.js';
import { MOTIVES, NO_KEEPING } from '../../src/core/retention/types.js';

function roster(seed: number, prestige = 5): Player[] {
  return assignDepthChart(generateTeamRoster({ name: 'State', prestige }, createRng(seed), createIdSource(1)));
}

const situation = (over: Partial<KeepingSituation> = {}): KeepingSituation => ({
  program: { declined: false, coachChanged: false, prestige: 5 },
  season: 2024,
  winShare: 0.5,
  developmentEdge: 0,
  nilStanding: 0.5,
  brokenOnTeam: 0,
  trust: 1,
  ...over,
});

const team = roster(3);
const backup = team.find((p) => p.year !== 'sr' && p.depth === STARTERS[p.pos] + 1)!;
const reserve = team.find((p) => p.year === 'so' && p.depth > 2 * STARTERS[p.pos])!;

describe("a player's wants", () => {
  it('are his own, fixed by the seed and his id, and sum to 1', () => {
    const a = playerMotives(42, 1001);
    expect(playerMotives(42, 1001)).toEqual(a);
    expect(playerMotives(43, 1001)).not.toEqual(a);
    expect(MOTIVES.reduce((s, m) => s + a[m], 0)).toBeCloseTo(1, 10);
    // Over many players playing time leads most often, and every want leads someone.
    const leaders = new Map<string, number>();
    for (let id = 1; id <= 2000; id++) {
      const top = rankedMotives(playerMotives(42, id))[0];
      leaders.set(top, (leaders.get(top) ?? 0) + 1);
    }
    expect(leaders.size).toBe(MOTIVES.length);
    expect(Math.max(...leaders.values())).toBe(leaders.get('playingTime'));
  });
});

describe('his risk of leaving', () => {
  const motives = playerMotives(42, backup.id);
  it('falls with a talk, less when his coach is doubted', () => {
    const none = portalRisk(backup, team, situation(), motives, NO_KEEPING).chance;
    const talked = portalRisk(backup, team, situation(), motives, { ...NO_KEEPING, talked: true }).chance;
    const doubted = portalRisk(backup, team, situation({ trust: 0.5 }), motives, {
      ...NO_KEEPING,
      talked: true,
    }).chance;
    expect(talked).toBeLessThan(none);
    expect(doubted).toBeGreaterThan(talked);
    expect(doubted).toBeLessThan(none);
  });

  it("falls to a starter's with a starting role promised, and with NIL at his ask", () => {
    const none = portalRisk(reserve, team, situation(), playerMotives(42, reserve.id), NO_KEEPING).chance;
    const promised = portalRisk(reserve, team, situation(), playerMotives(42, reserve.id), {
      ...NO_KEEPING,
      starter: true,
    }).chance;
    expect(promised).toBeLessThan(none / 3);
    const paid = portalRisk(reserve, team, situation(), playerMotives(42, reserve.id), {
      ...NO_KEEPING,
      nilShare: 1,
    }).chance;
    expect(paid).toBeLessThan(none);
  });

  it('rises when a promise to him was broken, and his teammates rise with each one broken', () => {
    const none = portalRisk(backup, team, situation(), motives, NO_KEEPING).chance;
    const broken = portalRisk(backup, team, situation({ brokenOnTeam: 1 }), motives, { ...NO_KEEPING, broken: true });
    expect(broken.chance).toBeCloseTo(Math.min(0.9, 2 * none), 10);
    const teammate = portalRisk(backup, team, situation({ brokenOnTeam: 2 }), motives, NO_KEEPING).chance;
    expect(teammate).toBeCloseTo(none * 1.16, 10);
  });

  it('tilts with what he wants: one who wants to win leaves a losing program more than one who does not', () => {
    const losing = situation({ winShare: 0.1 });
    const winners = [...Array(400).keys()].map((i) => playerMotives(7, i)).sort((a, b) => b.winning - a.winning);
    const eager = portalRisk(backup, team, losing, winners[0], NO_KEEPING).chance;
    const calm = portalRisk(backup, team, losing, winners[winners.length - 1], NO_KEEPING).chance;
    expect(eager).toBeGreaterThan(calm);
  });

  it('declaring for the draft: none for those who may not, less after a talk or NIL', () => {
    const junior = { ...team.find((p) => p.year === 'jr')!, rating: 84 };
    const m = playerMotives(42, junior.id);
    const none = draftRisk(junior, situation(), m, NO_KEEPING, 80);
    expect(none).toBeGreaterThan(0.5);
    expect(draftRisk(junior, situation(), m, { ...NO_KEEPING, talked: true }, 80)).toBeLessThan(none);
    expect(draftRisk(junior, situation(), m, { ...NO_KEEPING, nilShare: 1 }, 80)).toBeLessThan(none);
    expect(draftRisk({ ...junior, year: 'fr' }, situation(), m, NO_KEEPING, 80)).toBe(0);
    expect(keepingRisk({ ...junior, year: 'fr' }, team, situation(), m, NO_KEEPING, 80).draft).toBeNull();
  });

  it('names what he is unhappy about, most pressing first', () => {
    const risk = keepingRisk(
      reserve,
      team,
      situation({ winShare: 0.2 }),
      playerMotives(42, reserve.id),
      NO_KEEPING,
      80,
    );
    expect(risk.concerns.map((c) => c.motive)).toContain('playingTime');
    expect(risk.concerns.map((c) => c.motive)).toContain('winning');
  });
});

describe('promises', () => {
  it('are judged by the season: a starting role kept while he starts, broken when he does not', () => {
    expect(judgePromise('starter', null, { pos: 'QB', starter: true }, false)).toBe('pending');
    expect(judgePromise('starter', null, { pos: 'QB', starter: true }, true)).toBe('kept');
    expect(judgePromise('starter', null, { pos: 'QB', starter: false }, false)).toBe('broken');
    expect(judgePromise('position', 'WR', { pos: 'CB', starter: true }, true)).toBe('broken');
    expect(judgePromise('position', 'WR', { pos: 'WR', starter: false }, true)).toBe('kept');
    expect(judgePromise('starter', null, null, true)).toBe('lapsed');
    expect(judgePromise('nil', null, null, false)).toBe('kept');
  });

  it('cost recruiting trust when broken, won back slowly by those kept, fading over three seasons', () => {
    expect(trustOf([], 2024)).toBe(1);
    const one = trustOf([{ season: 2024, kept: false }], 2024);
    expect(one).toBeCloseTo(0.85, 10);
    expect(trustFactor(one)).toBeLessThan(1);
    expect(trustOf([{ season: 2024, kept: false }], 2025)).toBeGreaterThan(one);
    expect(trustOf([{ season: 2024, kept: false }], 2027)).toBe(1);
    expect(
      trustOf(
        [
          { season: 2024, kept: false },
          { season: 2024, kept: true },
        ],
        2024,
      ),
    ).toBeGreaterThan(one);
    expect(trustFactor(undefined)).toBe(1);
  });

  it('next in line: the best backups where a senior starter leaves', () => {
    const next = nextInLine(team);
    for (const id of next) {
      const p = team.find((q) => q.id === id)!;
      expect(p.starter).toBe(false);
      expect(team.some((q) => q.pos === p.pos && q.starter && q.year === 'sr')).toBe(true);
    }
  });
});

describe("a staff's rule", () => {
  const candidate = (p: Player, portal: number, over: Partial<StaffCandidate> = {}): StaffCandidate => ({
    player: p,
    risk: { portal, reason: 'playing_time', draft: null, concerns: [] },
    topMotive: 'playingTime',
    nextInLine: false,
    nilAsk: 0,
    ...over,
  });
  const starters = team.filter((p) => p.starter);
  it('sits down with those it needs most at risk, as many as its meetings, NIL within its budget', () => {
    const list = [
      candidate(starters[0], 0.3, { topMotive: 'nil', nilAsk: 100 }),
      candidate(starters[1], 0.2, { topMotive: 'nil', nilAsk: 100 }),
      candidate(backup, 0.25, { nextInLine: true }),
      candidate(reserve, 0.3),
      candidate(starters[2], 0.01),
    ];
    const plan = staffRetentionPlan(list, 3, 150);
    expect(plan).toEqual([
      { kind: 'nil', playerId: starters[0].id, amount: 100 },
      { kind: 'talk', playerId: starters[1].id },
      { kind: 'starter', playerId: backup.id },
    ]);
    expect(staffRetentionPlan(list, 0, 1000)).toEqual([]);
    // Nobody below the staff's floor of risk.
    expect(staffRetentionPlan([candidate(starters[2], 0.01)], 5, 0)).toEqual([]);
  });

  it('never plans more meetings than it has (generated candidates)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 0.9, noNaN: true }), { maxLength: 40 }),
        fc.integer({ min: 0, max: 12 }),
        (risks, meetings) => {
          const list = risks.map((r, i) => candidate(team[i % team.length], r));
          const plan = staffRetentionPlan(list, meetings, 0);
          return plan.length <= meetings && new Set(plan.map((m) => m.playerId)).size === plan.length;
        },
      ),
      { seed: 11, numRuns: 200 },
    );
  });
});
