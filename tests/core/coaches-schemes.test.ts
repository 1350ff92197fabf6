// The engine plays the head coach's scheme: the play call in an exact situation, fourth downs, and whole games
// (an option team runs far more than an air raid team with the same players against the same opponent).
import { describe, expect, it } from 'vitest';
import { leagueCoaches } from '../../src/core/coaches/generate.js';
import { gamePlanFor, type PlanCoach, withProgramLean } from '../../src/core/coaches/gamePlan.js';
import { PROGRAM_PASS_LEAN, SCHEME_PLAY } from '../../src/core/coaches/tuning.js';
import { createIdSource, generateTeamRoster } from '../../src/core/players/generate.js';
import { seasonLeague } from '../../src/core/data/league.js';
import { createRng } from '../../src/core/random.js';
import { fourthDownDecision, passProbability, type Situation } from '../../src/core/sim/decisions.js';
import { simulateGame } from '../../src/core/sim/game.js';
import { rulesForYear } from '../../src/core/sim/rules.js';
import type { GamePlan, GameTeam } from '../../src/core/sim/types.js';

const situation = (over: Partial<Situation>): Situation => ({
  quarter: 1,
  clock: 600,
  down: 1,
  distance: 10,
  ballOn: 35,
  lead: 0,
  offenseTimeouts: 3,
  defenseTimeouts: 3,
  overtime: 0,
  ...over,
});

const coach = (over: Partial<PlanCoach>): PlanCoach => ({
  scheme: 'spread',
  tempo: 'balanced',
  front: '4-3',
  offense: 62,
  defense: 62,
  gameManagement: 62,
  ...over,
});

describe('play calling by scheme in the same situation', () => {
  const situations: Situation[] = [
    situation({ down: 1, distance: 10 }),
    situation({ down: 2, distance: 7 }),
    situation({ down: 2, distance: 3 }),
    situation({ down: 3, distance: 5 }),
    situation({ down: 3, distance: 2 }),
  ];

  it('an option team calls far fewer passes than an air raid team on every down', () => {
    for (const s of situations) {
      const option = passProbability(s, 'normal', SCHEME_PLAY.option.passLean);
      const airRaid = passProbability(s, 'normal', SCHEME_PLAY.air_raid.passLean);
      const average = passProbability(s, 'normal');
      expect(option).toBeLessThan(average);
      expect(airRaid).toBeGreaterThan(average);
      expect(airRaid - option, `down ${s.down} and ${s.distance}`).toBeGreaterThan(0.25);
    }
    // First and ten: an option offense throws about one time in six, an air raid more than half the time.
    const first = situations[0];
    expect(passProbability(first, 'normal', SCHEME_PLAY.option.passLean)).toBeLessThan(0.2);
    expect(passProbability(first, 'normal', SCHEME_PLAY.air_raid.passLean)).toBeGreaterThan(0.55);
  });

  it('the two-minute drill still throws, whatever the scheme', () => {
    const drill = situation({ quarter: 4, clock: 90, lead: -4, down: 1, distance: 10 });
    expect(passProbability(drill, 'hurry', SCHEME_PLAY.option.passLean)).toBeGreaterThan(0.6);
  });

  it('an option coach goes for it on fourth and 3 near midfield where the average coach punts', () => {
    const fourth = situation({ down: 4, distance: 3, ballOn: 45 });
    expect(fourthDownDecision(fourth, 50, 0)).toBe('punt');
    expect(fourthDownDecision(fourth, 50, gamePlanFor(coach({ scheme: 'option' })).fourthDownAggression)).toBe('go');
    // A timid game manager punts on fourth and 1 where the average coach goes.
    const short = situation({ down: 4, distance: 1, ballOn: 35 });
    expect(fourthDownDecision(short, 50, 0)).toBe('go');
    expect(
      fourthDownDecision(
        short,
        50,
        gamePlanFor(coach({ scheme: 'pro_style', gameManagement: 40 })).fourthDownAggression,
      ),
    ).toBe('punt');
  });
});

describe('whole games by scheme', () => {
  const ids = createIdSource(1);
  const players = generateTeamRoster({ name: 'Same U', prestige: 4 }, createRng('same roster'), ids);
  const opponent: GameTeam = {
    name: 'Opponent',
    abbreviation: 'OPP',
    players: generateTeamRoster({ name: 'Opponent', prestige: 4 }, createRng('opponent'), ids),
  };
  const rules = rulesForYear(2024);

  function play(plan: GamePlan, games: number) {
    const team: GameTeam = { name: 'Same U', abbreviation: 'SAME', players: players.map((p) => ({ ...p })), plan };
    let passes = 0,
      rushes = 0,
      teTargets = 0,
      wrTargets = 0,
      qbRushes = 0;
    for (let g = 0; g < games; g++) {
      const r = simulateGame({ home: team, away: opponent, neutral: true, rules, rng: createRng(`scheme game ${g}`) });
      passes += r.teamStats.home.passAttempts;
      rushes += r.teamStats.home.rushAttempts - r.teamStats.home.sacksAllowed;
      for (const line of r.playerStats.home) {
        if (line.receiving && line.pos === 'TE') teTargets += line.receiving.targets;
        if (line.receiving && line.pos === 'WR') wrTargets += line.receiving.targets;
        if (line.rushing && line.pos === 'QB') qbRushes += line.rushing.att;
      }
    }
    return {
      passShare: passes / (passes + rushes),
      teShare: teTargets / (teTargets + wrTargets),
      qbRushes: qbRushes / games,
    };
  }

  it('the same players run far more under an option coach than under an air raid coach', () => {
    const option = play(gamePlanFor(coach({ scheme: 'option', tempo: 'deliberate' })), 30);
    const airRaid = play(gamePlanFor(coach({ scheme: 'air_raid', tempo: 'up_tempo' })), 30);
    expect(option.passShare).toBeLessThan(0.3);
    expect(airRaid.passShare).toBeGreaterThan(0.52);
    expect(airRaid.passShare - option.passShare).toBeGreaterThan(0.25);
    // The option's quarterback carries it; the air raid throws to its receivers, not its tight ends.
    expect(option.qbRushes).toBeGreaterThan(airRaid.qbRushes * 2);
    expect(airRaid.teShare).toBeLessThan(0.1);
  });

  it("Monken's Army throws less than another option team with the same players", () => {
    const option = gamePlanFor(coach({ scheme: 'option', tempo: 'deliberate' }));
    const army = play(withProgramLean(option, 'Army', 2018), 30);
    const navy = play(withProgramLean(option, 'Navy', 2018), 30);
    expect(army.passShare).toBeLessThan(navy.passShare * 0.8);
  });

  it('a pro style offense throws to its tight ends more than a spread one', () => {
    const pro = play(gamePlanFor(coach({ scheme: 'pro_style' })), 25);
    const spread = play(gamePlanFor(coach({ scheme: 'spread' })), 25);
    expect(pro.teShare).toBeGreaterThan(spread.teShare * 1.3);
  });
});

describe("a program's lean beyond its scheme", () => {
  const plan = (scheme: PlanCoach['scheme']) => gamePlanFor(coach({ scheme }));

  it("is its identity's while its staff plays the identity's scheme", () => {
    const option = plan('option');
    expect(withProgramLean(option, 'Army', 2018).passLean).toBe(option.passLean + PROGRAM_PASS_LEAN.armyFlexbone);
    expect(PROGRAM_PASS_LEAN.armyFlexbone).toBeLessThan(0);
  });

  it('is none before or after the identity, under another scheme, or for another program', () => {
    const option = plan('option');
    expect(withProgramLean(option, 'Army', 2013)).toEqual(option);
    expect(withProgramLean(option, 'Navy', 2018)).toEqual(option);
    expect(withProgramLean(plan('spread'), 'Army', 2018)).toEqual(plan('spread'));
    expect(withProgramLean(plan('air_raid'), 'Texas Tech', 2018)).toEqual(plan('air_raid'));
  });
});

describe('who runs the option', () => {
  it('in 2016 the famous option programs, whatever the draw', () => {
    const league = seasonLeague(2016);
    const famous = ['Army', 'Navy', 'Air Force', 'Georgia Tech', 'Georgia Southern', 'New Mexico'];
    for (let seed = 1; seed <= 5; seed++) {
      const coaches = leagueCoaches(league.teams, 2016, createRng(`option-${seed}`), 1);
      const option = coaches.filter((c) => c.scheme === 'option').map((c) => c.team);
      for (const team of famous) expect(option, `seed ${seed}`).toContain(team);
    }
    // How many others draw it, against the record: tests/calibration/games.test.ts.
  });
});
