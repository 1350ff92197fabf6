// The game-day curve of the players' attributes: straight in the middle of the scale, flatter above the knee and
// steeper under the floor, the same for the engine's lineups and the odds' strengths.
import { describe, expect, it } from 'vitest';
import { teamStrength } from '../../src/core/odds/strength.js';
import { firstStringRatings } from '../../src/core/sim/lineup.js';
import { onFieldPlayers, onFieldValue } from '../../src/core/sim/talentCurve.js';
import { TALENT_CURVE } from '../../src/core/sim/tuning.js';
import { simTeam } from '../fixtures/simTeams.js';

describe('the talent curve', () => {
  const { knee, above, floor, below } = TALENT_CURVE;

  it('counts the middle of the scale in full, less of each point above the knee and more under the floor', () => {
    for (let v = floor; v <= knee; v++) expect(onFieldValue(v)).toBe(v);
    expect(above).toBeLessThan(1);
    expect(below).toBeGreaterThan(1);
    expect(onFieldValue(knee + 10) - onFieldValue(knee)).toBeCloseTo(10 * above, 9);
    expect(onFieldValue(floor) - onFieldValue(floor - 10)).toBeCloseTo(10 * below, 9);
    // Still rising: a better player is never worse on the field.
    for (let v = 20; v < 99; v++) expect(onFieldValue(v + 1)).toBeGreaterThan(onFieldValue(v));
  });

  it("bends the linemen's, defenders' and passer's attributes, not the runners' and receivers' skills or the legs", () => {
    const team = simTeam('Elite', 7, 'curve');
    const played = onFieldPlayers(team.players);
    expect(played).toHaveLength(team.players.length);
    // The same roster array plays the same way: the curve is applied once.
    expect(onFieldPlayers(team.players)).toBe(played);
    for (const [i, p] of team.players.entries()) {
      const a = p.attributes;
      const b = played[i].attributes;
      expect(played[i].id).toBe(p.id);
      expect(played[i].rating).toBe(p.rating);
      for (const key of [
        'speed',
        'agility',
        'carrying',
        'catching',
        'routeRunning',
        'kickPower',
        'kickAccuracy',
        'stamina',
      ] as const)
        expect(b[key], key).toBe(a[key]);
      for (const key of [
        'passBlock',
        'runBlock',
        'passRush',
        'runStop',
        'coverage',
        'tackling',
        'throwAccuracy',
      ] as const)
        expect(b[key], key).toBe(onFieldValue(a[key]));
    }
    // The roster itself keeps its ratings: the curve is the game's, not the player's.
    expect(team.players.some((p) => p.attributes.passBlock > knee)).toBe(true);
  });

  it("narrows an elite roster's edge over a middling one in the odds as on the field", () => {
    const elite = simTeam('Elite', 7, 'curve-elite').players;
    const middling = simTeam('Middling', 4, 'curve-middling').players;
    const bentGap = teamStrength(elite).overall - teamStrength(middling).overall;
    // The odds read the lineup's curved unit ratings: the elite line is rated on the curve.
    expect(firstStringRatings(elite).passBlock).toBeLessThan(
      elite.filter((p) => p.pos === 'OL' && p.starter).reduce((s, p) => s + p.attributes.passBlock, 0) / 5,
    );
    expect(bentGap).toBeGreaterThan(0);
  });
});
