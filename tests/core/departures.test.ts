// Leaving the program: who may and does declare for the NFL draft, the draft's shape by era, who enters the
// transfer portal and why, how portal players choose, and the roster limits by era. Exact situations.
import { describe, expect, it } from 'vitest';
import { declareChance, earlyEntrants, eligibleForDraft } from '../../src/core/draft/earlyEntry.js';
import { nflTeamsOf, picksInDraft, picksPerRound, runDraft } from '../../src/core/draft/nflDraft.js';
import type { DraftProspect } from '../../src/core/draft/types.js';
import { assignDepthChart } from '../../src/core/players/depthChart.js';
import { createIdSource, generateTeamRoster } from '../../src/core/players/generate.js';
import { rosterLimitFor, roomUnderLimit } from '../../src/core/players/rosterLimits.js';
import type { Player, Position } from '../../src/core/players/types.js';
import { POSITIONS } from '../../src/core/players/types.js';
import { entryChance, portalEntrants } from '../../src/core/portal/entry.js';
import { signPortalPlayers, transferPreferences } from '../../src/core/portal/signing.js';
import type { PortalPlayer, PortalProgram } from '../../src/core/portal/types.js';
import { createRng } from '../../src/core/random.js';

function roster(seed: number, prestige = 5): Player[] {
  return assignDepthChart(generateTeamRoster({ name: 'State', prestige }, createRng(seed), createIdSource(1)));
}

function withPlayer(base: Player, changes: Partial<Player>): Player {
  return { ...base, ...changes };
}

describe('early departures', () => {
  it('lets juniors and redshirt sophomores declare, not true sophomores, freshmen or seniors', () => {
    expect(eligibleForDraft({ year: 'jr', redshirted: false })).toBe(true);
    expect(eligibleForDraft({ year: 'jr', redshirted: true })).toBe(true);
    expect(eligibleForDraft({ year: 'so', redshirted: true })).toBe(true);
    expect(eligibleForDraft({ year: 'so', redshirted: false })).toBe(false);
    expect(eligibleForDraft({ year: 'fr', redshirted: true })).toBe(false);
    expect(eligibleForDraft({ year: 'sr', redshirted: false })).toBe(false);
  });

  it('has the best underclassmen declare and the average ones stay', () => {
    const base = roster(1)[0];
    const star = withPlayer(base, { id: 1, year: 'jr', rating: 90 });
    const trueSophomore = withPlayer(base, { id: 2, year: 'so', redshirted: false, rating: 92 });
    const average = withPlayer(base, { id: 3, year: 'jr', rating: 66 });
    let starLeft = 0;
    for (let seed = 0; seed < 200; seed++) {
      const left = earlyEntrants([star, trueSophomore, average], createRng(seed)).map((p) => p.id);
      if (left.includes(1)) starLeft++;
      expect(left).not.toContain(2);
      expect(left).not.toContain(3);
    }
    expect(starLeft).toBeGreaterThan(190);
    expect(declareChance(71)).toBe(0);
    expect(declareChance(80)).toBeGreaterThan(declareChance(78));
  });
});

describe('the NFL draft', () => {
  const prospects = (n: number): DraftProspect[] =>
    Array.from({ length: n }, (_, i) => ({
      id: i + 1,
      first: 'P',
      last: String(i + 1),
      pos: POSITIONS[i % 9] as Position,
      year: i % 3 === 0 ? 'jr' : 'sr',
      redshirted: false,
      rating: 95 - (i % 40),
      potential: 95,
      college: `College ${i % 50}`,
      early: i % 3 === 0,
    }));

  it("has 7 rounds, one pick per club a round, compensatory picks in rounds 3-7, the era's pick count", () => {
    expect(picksInDraft(2025)).toBe(257);
    expect(picksInDraft(2030)).toBe(257);
    const rounds = picksPerRound(257, 32);
    expect(rounds).toHaveLength(7);
    expect(rounds.reduce((a, b) => a + b, 0)).toBe(257);
    expect(rounds.slice(0, 2)).toEqual([32, 32]);
    expect(Math.min(...rounds.slice(2))).toBeGreaterThanOrEqual(32);
    const draft = runDraft(2025, prospects(600), createRng(4));
    expect(draft.picks).toHaveLength(257);
    expect(draft.picks.map((p) => p.pick)).toEqual(Array.from({ length: 257 }, (_, i) => i + 1));
    expect(draft.picks.filter((p) => p.round === 1)).toHaveLength(32);
    expect(new Set(draft.picks.filter((p) => p.round === 1).map((p) => p.nflTeam)).size).toBe(32);
    expect(draft.undraftedEarly.every((p) => p.early)).toBe(true);
    // Everyone early not drafted is listed; nobody twice.
    const drafted = new Set(draft.picks.map((p) => p.player.id));
    expect(draft.undraftedEarly.some((p) => drafted.has(p.id))).toBe(false);
    expect(drafted.size + draft.undraftedEarly.length).toBe(
      257 + prospects(600).filter((p) => p.early).length - draft.picks.filter((p) => p.player.early).length,
    );
  });

  it('knows the clubs of each era by city: 31 before Houston, Oakland, San Diego and St. Louis before their moves', () => {
    const y2001 = nflTeamsOf(2001);
    expect(y2001).toHaveLength(31);
    expect(y2001).not.toContain('Houston');
    expect(y2001).toEqual(expect.arrayContaining(['Oakland', 'San Diego', 'St. Louis']));
    const y2025 = nflTeamsOf(2025);
    expect(y2025).toHaveLength(32);
    expect(y2025).toEqual(expect.arrayContaining(['Houston', 'Las Vegas']));
    expect(y2025).not.toContain('Oakland');
  });

  it('drafts a fewer-than-picks pool whole, best first', () => {
    const pool = prospects(20);
    const draft = runDraft(2010, pool, createRng(2));
    expect(draft.picks).toHaveLength(20);
    expect(draft.undraftedEarly).toEqual([]);
  });
});

describe('the transfer portal: who enters', () => {
  const team = roster(3);
  const qbs = team.filter((p) => p.pos === 'QB');
  const starter = qbs.find((p) => p.depth === 1)!;
  const third = withPlayer(qbs[0], { id: 9001, depth: 3, starter: false, year: 'so' });
  const steady = { declined: false, coachChanged: false, prestige: 5 };

  it('sends reserves more often than starters, and far fewer before the portal era', () => {
    // 2021: the recent era's scale, all of it in the one window after the season (2022-2024 split it with the spring).
    const reserve = entryChance(third, team, steady, 2021);
    const starting = entryChance(withPlayer(starter, { year: 'so' }), team, steady, 2021);
    expect(reserve.reason).toBe('playing_time');
    expect(reserve.chance).toBeGreaterThan(5 * starting.chance);
    expect(entryChance(third, team, steady, 2015).chance).toBeLessThan(reserve.chance / 3);
    expect(entryChance(third, team, steady, 2019).chance).toBeLessThan(reserve.chance);
  });

  it('names the reason: behind a better young starter, a declined program, a coaching change', () => {
    const youngStar = withPlayer(starter, { id: 9002, year: 'fr', rating: 90, depth: 1, starter: true });
    const backup = withPlayer(starter, { id: 9003, year: 'so', rating: 70, depth: 2, starter: false });
    const qbRoom = [youngStar, backup];
    const behind = entryChance(backup, qbRoom, steady, 2023);
    expect(behind.reason).toBe('behind_better');
    expect(behind.chance).toBeGreaterThan(entryChance(withPlayer(backup, { rating: 89 }), qbRoom, steady, 2023).chance);
    const declined = entryChance(youngStar, qbRoom, { declined: true, coachChanged: false, prestige: 5 }, 2023);
    expect(declined.reason).toBe('program_declined');
    expect(declined.chance).toBeGreaterThan(entryChance(youngStar, qbRoom, steady, 2023).chance);
    const coach = entryChance(youngStar, qbRoom, { declined: true, coachChanged: true, prestige: 5 }, 2023);
    expect(coach.reason).toBe('coach_change');
    expect(coach.chance).toBeGreaterThan(declined.chance);
  });

  it('sends starters of small programs up a level', () => {
    const start = withPlayer(starter, { year: 'so' });
    const small = entryChance(start, team, { ...steady, prestige: 1 }, 2023);
    expect(small.reason).toBe('moving_up');
    expect(small.chance).toBeGreaterThan(3 * entryChance(start, team, steady, 2023).chance);
  });

  it('takes some of a program in a recent season, never seniors or those already gone', () => {
    // How many, against the record: tests/calibration/portal.test.ts.
    for (let seed = 0; seed < 7; seed++) {
      const r = roster(100 + seed, 1 + seed);
      const gone = new Set([r[0].id]);
      const entrants = portalEntrants(r, { ...steady, prestige: 1 + seed }, 2021, gone, createRng(seed));
      expect(entrants.length).toBeGreaterThan(0);
      expect(entrants.every((e) => e.player.year !== 'sr' && !gone.has(e.player.id))).toBe(true);
    }
  });
});

describe('the transfer portal: where players sign', () => {
  const base = roster(5)[0];
  const openings = (pos: Position, n: number) =>
    Object.fromEntries(POSITIONS.map((p) => [p, p === pos ? n : 0])) as Record<Position, number>;
  const program = (name: string, prestige: number, changes: Partial<PortalProgram> = {}): PortalProgram => ({
    name,
    prestige,
    conference: 'SEC',
    power: prestige >= 4,
    state: 'GA',
    resources: 0.5,
    contending: prestige / 7,
    scholarships: 5,
    openings: openings('QB', 2),
    room: 5,
    positionMedian: { QB: 70 },
    offers: null,
    ...changes,
  });
  const portalPlayer = (id: number, rating: number, fromTeam = 'Elsewhere'): PortalPlayer => ({
    player: withPlayer(base, { id, pos: 'QB', rating, stars: 3 }),
    fromTeam,
    state: 'GA',
    preferences: transferPreferences(3, createRng(id)),
  });

  it('goes mostly to the more appealing program when both offer', () => {
    let big = 0;
    for (let seed = 0; seed < 100; seed++) {
      // At both programs' level (their median at the position): within what either offers.
      const { signed } = signPortalPlayers(
        [portalPlayer(1, 70)],
        [program('Big', 7), program('Small', 1, { power: false })],
        createRng(seed),
      );
      expect(signed).toHaveLength(1);
      if (signed[0].team === 'Big') big++;
    }
    expect(big).toBeGreaterThan(60);
  });

  it("offers only where a program has needs and room, never to its own player, and the player's program only whom he chose", () => {
    const players = [portalPlayer(1, 72, 'Own'), portalPlayer(2, 71), portalPlayer(3, 70)];
    // No opening at QB: no offers. No room: no offers. Its own former player: not offered.
    expect(
      signPortalPlayers(players, [program('Full', 5, { openings: openings('WR', 3) })], createRng(1)).signed,
    ).toEqual([]);
    expect(signPortalPlayers(players, [program('NoRoom', 5, { room: 0 })], createRng(1)).signed).toEqual([]);
    const own = signPortalPlayers(
      players,
      [program('Own', 5, { room: 3, openings: openings('QB', 3) })],
      createRng(1),
    ).signed;
    expect(own.map((s) => s.playerId).sort()).toEqual([2, 3]);
    // The player's program offered player 3 only; nobody else is in the portal market.
    const user = signPortalPlayers(players, [program('Mine', 4, { offers: [3] })], createRng(1));
    expect(user.signed).toEqual([{ playerId: 3, team: 'Mine', round: 1 }]);
    expect(user.unsigned.map((p) => p.player.id).sort()).toEqual([1, 2]);
  });

  it("never signs more than a program's room", () => {
    const players = Array.from({ length: 10 }, (_, i) => portalPlayer(i + 1, 68 + (i % 5)));
    const { signed } = signPortalPlayers(
      players,
      [program('A', 5, { room: 2, openings: openings('QB', 6) })],
      createRng(3),
    );
    expect(signed).toHaveLength(2);
  });
});

describe('roster limits by era', () => {
  it('is 85 scholarships through 2024 and a 105-man roster from 2025', () => {
    expect(rosterLimitFor(2024)).toMatchObject({ kind: 'scholarships', max: 85 });
    expect(rosterLimitFor(2000).max).toBe(85);
    expect(rosterLimitFor(2025)).toMatchObject({ kind: 'roster', max: 105 });
    expect(roomUnderLimit(2024, 80)).toBe(5);
    expect(roomUnderLimit(2024, 90)).toBe(0);
    expect(roomUnderLimit(2026, 90)).toBe(15);
  });
});
