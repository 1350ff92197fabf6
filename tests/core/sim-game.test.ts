// Whole games: the rules of football hold (clock, quarters, downs, scoring values), the box score adds
// up, the same seed gives the same game, and better teams win more often.

import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/core/random.js';
import { simulateGame } from '../../src/core/sim/game.js';
import { rulesForYear } from '../../src/core/sim/rules.js';
import type { GameResult, GameTeam, Side } from '../../src/core/sim/types.js';
import { totalsFromPlayers } from '../../src/core/stats/teamStats.js';
import { simTeam } from '../fixtures/simTeams.js';

const strong = simTeam('Strongville', 7, 1, 'STR');
const middle = simTeam('Middleton', 4, 2, 'MID');
const middle2 = simTeam('Midland', 4, 3, 'MDL');
const weak = simTeam('Weakburg', 1, 4, 'WEA');

function play(
  home: GameTeam,
  away: GameTeam,
  seed: number,
  opts: { neutral?: boolean; year?: number; playByPlay?: boolean } = {},
): GameResult {
  return simulateGame({
    home,
    away,
    neutral: opts.neutral ?? false,
    rules: rulesForYear(opts.year ?? 2024),
    rng: createRng(seed),
    playByPlay: opts.playByPlay,
  });
}

const sample: GameResult[] = [];
for (let i = 0; i < 120; i++) {
  const pairs: [GameTeam, GameTeam][] = [
    [middle, middle2],
    [strong, weak],
    [weak, middle],
    [middle2, strong],
  ];
  const [h, a] = pairs[i % pairs.length];
  sample.push(play(h, a, 1000 + i, { playByPlay: i % 4 === 0 }));
}

const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');

describe('scoring', () => {
  it('the score is the sum of TD 6, kick 1, two-point 2, field goal 3, safety 2', () => {
    for (const r of sample) {
      for (const side of ['home', 'away'] as const) {
        const t = r.teamStats[side];
        let returnTds = 0;
        for (const p of r.playerStats[side])
          returnTds += (p.returns?.krTd ?? 0) + (p.returns?.prTd ?? 0) + (p.defense?.td ?? 0);
        const safeties = r.drives.filter((d) => d.offense === other(side) && d.result === 'safety').length;
        const tds = t.passTouchdowns + t.rushTouchdowns + returnTds;
        const points = 6 * tds + t.extraPointsMade + 2 * t.twoPointConversions + 3 * t.fieldGoalsMade + 2 * safeties;
        expect(points).toBe(side === 'home' ? r.homePoints : r.awayPoints);
        expect(t.points).toBe(points);
        // Every touchdown is followed by exactly one try (kick or two), except shootout plays which are tries themselves.
        const shootout = r.drives.filter((d) => d.offense === side && d.result === 'twoPointTry').length;
        expect(t.extraPointsAttempted + t.twoPointAttempts - shootout).toBe(tds);
      }
    }
  });

  it('points by period add up to the final score, and drive points add up too', () => {
    for (const r of sample) {
      expect(r.homeByPeriod.reduce((a, x) => a + x, 0)).toBe(r.homePoints);
      expect(r.awayByPeriod.reduce((a, x) => a + x, 0)).toBe(r.awayPoints);
      expect(r.homeByPeriod.length).toBe(4 + r.overtimes);
      let home = 0;
      let away = 0;
      for (const d of r.drives) {
        if (d.offense === 'home') {
          home += d.points;
          away += d.defensePoints;
        } else {
          away += d.points;
          home += d.defensePoints;
        }
        expect([d.homeScoreAfter, d.awayScoreAfter]).toEqual([home, away]);
      }
      expect([home, away]).toEqual([r.homePoints, r.awayPoints]);
    }
  });

  it('there are no ties and the winner has more points', () => {
    for (const r of sample) {
      expect(r.homePoints).not.toBe(r.awayPoints);
      expect(r.winner).toBe(r.homePoints > r.awayPoints ? 'home' : 'away');
    }
  });
});

describe('box score', () => {
  it("team totals equal the sums of the players' lines", () => {
    for (const r of sample) {
      for (const side of ['home', 'away'] as const) {
        const t = r.teamStats[side];
        const p = totalsFromPlayers(r.playerStats[side]);
        const opp = totalsFromPlayers(r.playerStats[other(side)]);
        expect(p.passAttempts).toBe(t.passAttempts);
        expect(p.completions).toBe(t.completions);
        expect(p.receptions).toBe(t.completions);
        expect(p.passYards).toBe(t.passYards);
        expect(p.receivingYards).toBe(t.passYards);
        expect(p.passTouchdowns).toBe(t.passTouchdowns);
        expect(p.receivingTouchdowns).toBe(t.passTouchdowns);
        expect(p.interceptionsThrown).toBe(t.interceptionsThrown);
        expect(opp.interceptions).toBe(t.interceptionsThrown);
        expect(p.sacksAllowed).toBe(t.sacksAllowed);
        expect(opp.sacks).toBe(t.sacksAllowed);
        expect(r.teamStats[other(side)].sacks).toBe(t.sacksAllowed);
        expect(p.rushAttempts).toBe(t.rushAttempts);
        expect(p.rushYards).toBe(t.rushYards);
        expect(p.rushTouchdowns).toBe(t.rushTouchdowns);
        expect(p.fumblesLost).toBe(t.fumblesLost);
        expect(p.fieldGoalsAttempted).toBe(t.fieldGoalsAttempted);
        expect(p.fieldGoalsMade).toBe(t.fieldGoalsMade);
        expect(p.extraPointsAttempted).toBe(t.extraPointsAttempted);
        expect(p.extraPointsMade).toBe(t.extraPointsMade);
        expect(p.punts).toBe(t.punts);
        expect(p.puntYards).toBe(t.puntYards);
        expect(p.kickReturnYards).toBe(t.kickReturnYards);
        expect(p.puntReturnYards).toBe(t.puntReturnYards);
        expect(t.totalYards).toBe(t.passYards + t.rushYards);
        expect(t.plays).toBe(t.passAttempts + t.rushAttempts);
        expect(t.turnovers).toBe(t.interceptionsThrown + t.fumblesLost);
        expect(t.firstDowns).toBe(t.firstDownsPass + t.firstDownsRush + t.firstDownsPenalty);
        expect(t.completions).toBeLessThanOrEqual(t.passAttempts);
        expect(t.thirdDownConversions).toBeLessThanOrEqual(t.thirdDownAttempts);
        expect(t.drives).toBe(r.drives.filter((d) => d.offense === side).length);
      }
    }
  });

  it("sacks count as rushes: the quarterback's rushing line carries the sack yards", () => {
    let sacked = 0;
    for (const r of sample) {
      for (const side of ['home', 'away'] as const) {
        for (const line of r.playerStats[side]) {
          if (!line.passing || line.passing.sacks === 0) continue;
          sacked += line.passing.sacks;
          expect(line.rushing).toBeDefined();
          expect(line.rushing!.att).toBeGreaterThanOrEqual(line.passing.sacks);
        }
        const t = r.teamStats[side];
        // At least a yard a sack: a sack loses 3 or more, but near its own goal line only what is left to it.
        expect(t.sackYardsLost).toBeGreaterThanOrEqual(t.sacksAllowed);
      }
    }
    expect(sacked).toBeGreaterThan(100);
  });
});

describe('clock, quarters and downs', () => {
  it('four 15-minute quarters: regulation possession time adds up to 60:00', () => {
    for (const r of sample) {
      expect(r.teamStats.home.timeOfPossession + r.teamStats.away.timeOfPossession).toBe(3600);
      for (const d of r.drives) {
        expect(d.quarter).toBeGreaterThanOrEqual(1);
        expect(d.quarter).toBeLessThanOrEqual(4 + r.overtimes);
        expect(d.startYardLine).toBeGreaterThanOrEqual(1);
        expect(d.startYardLine).toBeLessThanOrEqual(99);
      }
      const regulation = r.drives.filter((d) => d.quarter <= 4);
      expect(regulation.reduce((a, d) => a + d.duration, 0)).toBeLessThanOrEqual(3600);
    }
  });

  it('the play-by-play runs forward: quarters in order, the clock only runs down within a quarter', () => {
    const withPlays = sample.filter((r) => r.plays);
    expect(withPlays.length).toBeGreaterThan(20);
    for (const r of withPlays) {
      const plays = r.plays!;
      expect(plays.length).toBeGreaterThan(120);
      expect(plays[0].text).toMatch(/kickoff/);
      for (let i = 1; i < plays.length; i++) {
        const a = plays[i - 1];
        const b = plays[i];
        expect(b.quarter).toBeGreaterThanOrEqual(a.quarter);
        if (b.quarter === a.quarter && b.quarter <= 4) expect(b.clock).toBeLessThanOrEqual(a.clock);
      }
      for (const q of [1, 2, 3, 4]) expect(plays.some((p) => p.quarter === q)).toBe(true);
    }
  });

  it('the second half opens with a kickoff by the team that received the first', () => {
    for (const r of sample.filter((x) => x.plays)) {
      const plays = r.plays!;
      const opening = plays[0];
      const secondHalf = plays.find((p) => p.quarter === 3)!;
      expect(secondHalf.text).toMatch(/kickoff/);
      expect(secondHalf.offense).not.toBe(opening.offense);
      expect(secondHalf.clock).toBe(900);
    }
  });

  it('downs run 1 to 4 with at least a yard to go, never more than to the goal line', () => {
    // The games with play-by-play are Middleton (MID, home) against Midland (MDL).
    for (const r of sample.filter((x) => x.plays)) {
      let checked = 0;
      for (const p of r.plays!) {
        if (p.down === 0) continue;
        expect(p.down).toBeGreaterThanOrEqual(1);
        expect(p.down).toBeLessThanOrEqual(4);
        expect(p.distance).toBeGreaterThanOrEqual(1);
        const [abbr, yard] = p.field.split(' ');
        const ballOn =
          p.field === '50' ? 50 : abbr === (p.offense === 'home' ? 'MID' : 'MDL') ? Number(yard) : 100 - Number(yard);
        expect(p.distance).toBeLessThanOrEqual(100 - ballOn);
        checked += 1;
      }
      expect(checked).toBeGreaterThan(100);
    }
  });

  it('writes readable play-by-play lines', () => {
    const text = sample
      .filter((x) => x.plays)
      .flatMap((r) => r.plays!.map((p) => p.text))
      .join('\n');
    expect(text).toMatch(/[A-Z]\. \S+ pass complete to [A-Z]\. \S+ for \d+ yards? to the [A-Z]{3,4} \d+/);
    expect(text).toMatch(/rush for/);
    expect(text).toMatch(/punt for \d+ yards/);
    expect(text).toMatch(/field goal is (GOOD|NO GOOD)/);
    expect(text).toMatch(/extra point is GOOD/);
    expect(text).toMatch(/sacked by/);
    expect(text).toMatch(/PENALTY/);
  });

  it('tells each penalty once, with the play it came on', () => {
    const games = sample.filter((r) => r.plays);
    const lines = games.flatMap((r) => r.plays!.map((p) => p.text));
    // Only a foul before the snap stands on its own line: there was no play.
    for (const line of lines.filter((t) => t.startsWith('PENALTY'))) {
      expect(line).toMatch(/^PENALTY \S+ (false start|delay of game|illegal formation|offside) \(\d+ yards\)$/);
    }
    // A foul that wipes out the play follows it on its line; so does one after the play, or on a return.
    expect(lines.some((t) => /^[A-Z]\. .+; PENALTY \S+ [a-z ]+ \(\d+ yards\), no play$/.test(t))).toBe(true);
    expect(lines.some((t) => /returns it .+; PENALTY \S+ holding on the return \(\d+ yards\)$/.test(t))).toBe(true);
    for (const r of games) {
      const told = r.plays!.reduce((n, p) => n + (p.text.match(/PENALTY/g)?.length ?? 0), 0);
      expect(told).toBe(r.teamStats.home.penalties + r.teamStats.away.penalties);
    }
  });

  it('leaders kneel out the clock at the end', () => {
    const endings = sample
      .filter((r) => r.plays)
      .map((r) =>
        r
          .plays!.filter((p) => p.quarter === 4)
          .slice(-3)
          .map((p) => p.text)
          .join(' | '),
      );
    expect(endings.some((e) => /kneels/.test(e))).toBe(true);
  });

  it('the 2023 clock rule (no clock stop on first downs) means fewer plays than 2022', () => {
    let plays2022 = 0;
    let plays2024 = 0;
    // The rule alone: 2022's rules with 2024's football (rules.ts eraPlay), so only the clock differs.
    const rules2022 = { ...rulesForYear(2022), play: rulesForYear(2024).play };
    for (let i = 0; i < 60; i++) {
      const a = simulateGame({
        home: middle,
        away: middle2,
        neutral: false,
        rules: rules2022,
        rng: createRng(5000 + i),
      });
      const b = play(middle, middle2, 5000 + i, { year: 2024 });
      plays2022 += a.teamStats.home.plays + a.teamStats.away.plays;
      plays2024 += b.teamStats.home.plays + b.teamStats.away.plays;
    }
    // Real FBS: about 70.5 plays per team in 2022 and 66.9 in 2023.
    const diffPerTeam = (plays2022 - plays2024) / 120;
    expect(diffPerTeam).toBeGreaterThan(1.5);
    expect(diffPerTeam).toBeLessThan(6);
  });
});

describe('determinism and strength', () => {
  it('the same seed gives the same game', () => {
    const a = play(strong, middle, 77, { playByPlay: true });
    const b = play(strong, middle, 77, { playByPlay: true });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    const c = play(strong, middle, 78, { playByPlay: true });
    expect(JSON.stringify(c)).not.toBe(JSON.stringify(a));
  });

  it('play-by-play text does not change the game', () => {
    const a = play(middle, weak, 91, { playByPlay: true });
    const b = play(middle, weak, 91, { playByPlay: false });
    expect({ ...a, plays: null }).toEqual(b);
  });

  it('results are plain JSON', () => {
    const r = play(middle, strong, 5, { playByPlay: true });
    expect(JSON.parse(JSON.stringify(r))).toEqual(r);
  });

  it('better teams win more often, by more', () => {
    let strongWins = 0;
    let margin = 0;
    let middleWins = 0;
    for (let i = 0; i < 80; i++) {
      const r = play(strong, weak, 9000 + i, { neutral: true });
      if (r.winner === 'home') strongWins += 1;
      margin += r.homePoints - r.awayPoints;
      const m = play(middle, weak, 9500 + i, { neutral: true });
      if (m.winner === 'home') middleWins += 1;
    }
    expect(strongWins / 80).toBeGreaterThan(0.95);
    expect(margin / 80).toBeGreaterThan(25);
    expect(middleWins / 80).toBeGreaterThan(0.7);
    expect(middleWins).toBeLessThan(strongWins);
  });

  it('backups rotate in, and the bench plays when the game is out of hand', () => {
    const backupQb = strong.players.find((p) => p.pos === 'QB' && p.depth === 2)!;
    const backupRb = strong.players.find((p) => p.pos === 'RB' && p.depth === 2)!;
    let blowouts = 0;
    let backupQbPlayed = 0;
    let backupRbCarries = 0;
    for (let i = 0; i < 40; i++) {
      const r = play(strong, weak, 7000 + i);
      const lines = r.playerStats.home;
      backupRbCarries += lines.find((l) => l.playerId === backupRb.id)?.rushing?.att ?? 0;
      if (r.homePoints - r.awayPoints >= 35) {
        blowouts += 1;
        if (lines.some((l) => l.playerId === backupQb.id && ((l.passing?.att ?? 0) > 0 || (l.rushing?.att ?? 0) > 0)))
          backupQbPlayed += 1;
      }
    }
    expect(backupRbCarries / 40).toBeGreaterThan(3);
    expect(blowouts).toBeGreaterThan(10);
    expect(backupQbPlayed / blowouts).toBeGreaterThan(0.7);
  });

  it('home field is worth a few points', () => {
    let homeMargin = 0;
    let neutralMargin = 0;
    const n = 300;
    for (let i = 0; i < n; i++) {
      const h = play(middle, middle2, 20000 + i);
      const a = play(middle2, middle, 30000 + i);
      homeMargin += h.homePoints - h.awayPoints + (a.homePoints - a.awayPoints);
      const x = play(middle, middle2, 40000 + i, { neutral: true });
      const y = play(middle2, middle, 50000 + i, { neutral: true });
      neutralMargin += x.homePoints - x.awayPoints + (y.homePoints - y.awayPoints);
    }
    const hfa = (homeMargin - neutralMargin) / (2 * n);
    expect(hfa).toBeGreaterThan(0.5);
    expect(hfa).toBeLessThan(6);
  });

  it('a notable game gets a headline, an ordinary one none', () => {
    const headlines = sample.map((r) => r.headline);
    expect(headlines.some((h) => h === null)).toBe(true);
    for (const r of sample.filter((x) => x.overtimes > 0)) expect(r.headline).toMatch(/overtime|OT/);
    for (const r of sample.filter((x) => x.overtimes === 0 && Math.abs(x.homePoints - x.awayPoints) >= 42))
      expect(r.headline).not.toBeNull();
  });
});
