// Coaches who grow: levels from career XP, archetype trees bought with the levels' points (the computer's rule too),
// each ability's effect in the game's numbers, and the game-day abilities played on the field.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  abilityValues,
  againstLeague,
  archetypeOfRatings,
  buyByPolicy,
  coachEffects,
  drawnGrowth,
  effectText,
  newGrowth,
  nextTierCost,
  pointsLeft,
  pointsSpent,
  startingAbilityOf,
  tierCost,
  type CoachGrowth,
} from '../../src/core/coaches/archetypes.js';
import { gamePlanFor, type PlanCoach } from '../../src/core/coaches/gamePlan.js';
import {
  careerXpEstimate,
  coordinatorTier,
  levelOf,
  levelPoints,
  levelProgress,
  xpForLevel,
} from '../../src/core/coaches/levels.js';
import { ABILITY_TIERS, COACH_LEVELS, COORDINATOR_GROWTH } from '../../src/core/coaches/tuning.js';
import { createIdSource, generateTeamRoster } from '../../src/core/players/generate.js';
import { createRng } from '../../src/core/random.js';
import { simulateGame } from '../../src/core/sim/game.js';
import { rulesForYear } from '../../src/core/sim/rules.js';
import type { GamePlan, GameTeam } from '../../src/core/sim/types.js';
import { BACKGROUNDS } from '../../src/core/coaches/creation.js';
import { ABILITY_DATA, ARCHETYPE_ABILITIES, ARCHETYPES, COACH_ARCHETYPES } from '../../src/shared/coachArchetypes.js';

describe('levels', () => {
  it('start at 100, 250 and 450 career XP and never go back down', () => {
    expect([1, 2, 3, 4, 6, 10].map(xpForLevel)).toEqual([0, 100, 250, 450, 1000, 2700]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 5_000 }), (xp, more) => {
        const level = levelOf(xp);
        expect(level).toBeGreaterThanOrEqual(1);
        expect(level).toBeLessThanOrEqual(COACH_LEVELS.max);
        expect(levelOf(xp + more)).toBeGreaterThanOrEqual(level);
        expect(xp).toBeGreaterThanOrEqual(xpForLevel(level));
        if (level < COACH_LEVELS.max) expect(xp).toBeLessThan(xpForLevel(level + 1));
      }),
      { seed: 97, numRuns: 300 },
    );
    expect(levelProgress(260)).toEqual({ level: 3, from: 250, next: 450 });
    expect(levelProgress(1_000_000).next).toBeNull();
  });

  it('give a point a level past the first', () => {
    expect(levelPoints(1)).toBe(0);
    expect(levelPoints(7)).toBe(6);
  });

  it("put a drawn coach's record at his level: ten seasons of 7-5 about level 7", () => {
    expect(careerXpEstimate(0, 0)).toBe(0);
    expect(levelOf(careerXpEstimate(70, 50))).toBe(7);
  });

  it("give a coordinator his role's tier every third level", () => {
    expect([1, 3, 4, 6, 7, 10, 30].map(coordinatorTier)).toEqual([0, 0, 1, 1, 2, 3, 3]);
  });
});

const tactician: CoachGrowth = newGrowth('tactician', 'red-zone', xpForLevel(5));

describe('archetype trees', () => {
  it("cost a tier's number in his own tree, one more in another's; his starting tier is free", () => {
    expect(tierCost(tactician, 'red-zone', 1)).toBe(0);
    expect(tierCost(tactician, 'red-zone', 2)).toBe(2);
    expect(tierCost(tactician, 'third-down-offense', 1)).toBe(1);
    expect(tierCost(tactician, 'recruiting-grind', 1)).toBe(2);
    expect(tierCost(tactician, 'closer', 3)).toBe(4);
    // Level 5: four points, none spent (the starting tier was free).
    expect(pointsSpent(tactician)).toBe(0);
    expect(pointsLeft(tactician)).toBe(4);
    expect(nextTierCost({ ...tactician, owned: { 'red-zone': 3 } }, 'red-zone')).toBeNull();
  });

  it("are bought by the computer's rule: his own tree's lowest tiers first, while his points pay", () => {
    // Four points: money-down offense I and defense I (1 each), then red zone II (2).
    expect(buyByPolicy(tactician)).toEqual(['third-down-offense', 'third-down-defense', 'red-zone']);
    // A whole career's points fill his own tree, then reach into the others'.
    const veteran = newGrowth('recruiter', 'recruiting-grind', xpForLevel(25));
    const bought = buyByPolicy(veteran);
    const owned = { ...veteran.owned };
    for (const a of bought) owned[a] = (owned[a] ?? 0) + 1;
    expect(ARCHETYPES.recruiter.abilities.map((a) => owned[a])).toEqual([3, 3, 3]);
    expect(bought.slice(8).every((a) => ABILITY_DATA[a].archetype !== 'recruiter')).toBe(true);
    expect(pointsLeft({ ...veteran, owned })).toBeGreaterThanOrEqual(0);
    // The same coach buys the same, every time.
    expect(buyByPolicy(veteran)).toEqual(bought);
  });

  it("start a computer coach on the side of the job his ratings favour, a player's on his background's", () => {
    const r = { offense: 60, defense: 70, recruiting: 60, development: 58, gameManagement: 70 };
    expect(archetypeOfRatings(r)).toBe('tactician');
    expect(startingAbilityOf('tactician', r)).toBe('third-down-defense');
    expect(archetypeOfRatings({ ...r, recruiting: 80 })).toBe('recruiter');
    expect(archetypeOfRatings({ ...r, development: 75 })).toBe('motivator');
    for (const b of Object.values(BACKGROUNDS)) expect(ABILITY_DATA[b.startingAbility].archetype).toBe(b.archetype);
    // Every archetype has a tree of three, and every ability is in one tree.
    expect(COACH_ARCHETYPES.flatMap((a) => ARCHETYPES[a].abilities).sort()).toEqual([...ARCHETYPE_ABILITIES].sort());
  });

  it("give a drawn coach his record's level's tiers", () => {
    const g = drawnGrowth({
      offense: 70,
      defense: 60,
      recruiting: 62,
      development: 60,
      gameManagement: 72,
      wins: 90,
      losses: 54,
    });
    expect(g.archetype).toBe('tactician');
    expect(pointsLeft(g)).toBeGreaterThanOrEqual(0);
    expect(pointsLeft(g)).toBeLessThan(3);
    expect(g.owned['third-down-offense']).toBeGreaterThanOrEqual(1);
  });
});

describe("each ability's effect", () => {
  it('is a number the game uses, shown in words', () => {
    expect(effectText('recruiting-grind', 6)).toBe('+6 recruiting hours every week of the cycle');
    expect(effectText('home-pitch', 0.2)).toBe(
      `+20% interest from contacts and pitches to prospects within ${ABILITY_TIERS.homeRegionMiles} miles of campus`,
    );
    expect(effectText('skill-developer', 0.8)).toBe('+0.8 overall a year for every returning QB, RB, WR and TE');
    const e = coachEffects({ 'recruiting-grind': 2, 'trench-builder': 3, 'red-zone': 1 });
    expect(e.hours).toBe(ABILITY_TIERS.hours[1]);
    expect(e.growth.OL).toBe(ABILITY_TIERS.trench[2]);
    expect(e.growth.DL).toBe(ABILITY_TIERS.trench[2]);
    expect(e.growth.QB).toBe(0);
    expect(e.redZone).toBe(ABILITY_TIERS.redZone[0]);
  });

  it("adds a coordinator's share to the head coach's, never past the top tier", () => {
    const share = COORDINATOR_GROWTH.effectShare;
    expect(abilityValues({}, { OC: 2 })['red-zone']).toBeCloseTo(share * ABILITY_TIERS.redZone[1]);
    expect(abilityValues({ 'red-zone': 3 }, { OC: 3 })['red-zone']).toBe(ABILITY_TIERS.redZone[2]);
    expect(abilityValues({}, { ST: 1 })['recruiting-grind']).toBeCloseTo(share * ABILITY_TIERS.hours[0]);
  });

  it("counts on game day and in development from the league's mean", () => {
    const league = new Map([
      ['A', coachEffects({ 'red-zone': 3, 'skill-developer': 2 })],
      ['B', coachEffects({})],
      ['C', coachEffects({ 'third-down-defense': 1 })],
    ]);
    const { situations, growth } = againstLeague(league);
    const sum = (f: (t: string) => number) => ['A', 'B', 'C'].reduce((s, t) => s + f(t), 0);
    expect(sum((t) => situations.get(t)!.redZone)).toBeCloseTo(0);
    expect(sum((t) => growth.get(t)!.QB)).toBeCloseTo(0);
    expect(situations.get('A')!.redZone).toBeGreaterThan(situations.get('B')!.redZone);
    expect(growth.get('A')!.WR - growth.get('B')!.WR).toBeCloseTo(ABILITY_TIERS.skill[1]);
  });
});

describe('game-day abilities on the field', () => {
  const ids = createIdSource(1);
  const roster = generateTeamRoster({ name: 'Same U', prestige: 4 }, createRng('same roster'), ids);
  const opponent: GameTeam = {
    name: 'Opponent',
    abbreviation: 'OPP',
    players: generateTeamRoster({ name: 'Opponent', prestige: 4 }, createRng('opponent'), ids),
  };
  const coach: PlanCoach = {
    scheme: 'spread',
    tempo: 'balanced',
    front: '4-3',
    offense: 62,
    defense: 62,
    gameManagement: 62,
  };
  const rules = rulesForYear(2024);

  function thirdDowns(plan: GamePlan, games: number): number {
    const team: GameTeam = { name: 'Same U', abbreviation: 'SAME', players: roster.map((p) => ({ ...p })), plan };
    let made = 0;
    let tries = 0;
    for (let g = 0; g < games; g++) {
      const r = simulateGame({ home: team, away: opponent, neutral: true, rules, rng: createRng(`money down ${g}`) });
      made += r.teamStats.home.thirdDownConversions;
      tries += r.teamStats.home.thirdDownAttempts;
    }
    return made / tries;
  }

  it('a money-down offense converts more third downs with the same players', () => {
    const plain = gamePlanFor(coach);
    const edge = { redZone: 0, moneyDownOffense: 10, moneyDownDefense: 0 };
    const without = thirdDowns(plain, 30);
    const withIt = thirdDowns({ ...plain, situations: edge }, 30);
    expect(withIt - without).toBeGreaterThan(0.04);
  });
});
