import { describe, expect, it } from 'vitest';
import { conferenceStandings, independentStandings, teamRecords } from '../../src/core/season/standings.js';
import { buildLeague, gameBook } from './standingsLeague.js';

const alpha = ['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8'];
const league = buildLeague([{ name: 'Alpha', teams: alpha, championshipGame: true }], ['I1', 'I2']);

function alphaOrder(
  games: ReturnType<typeof gameBook>['games'],
  ranking: string[] = [],
  ratings?: Map<string, number>,
): string[] {
  return conferenceStandings(league, games, ranking, ratings)[0].groups[0].rows.map((r) => r.team);
}

const only = (order: string[], teams: string[]): string[] => order.filter((t) => teams.includes(t));

describe('team records', () => {
  it('counts every game overall but only regular-season conference games in the conference record', () => {
    const { games, beat } = gameBook();
    beat(1, 'A1', 'A2', { points: [31, 10] });
    beat(2, 'A3', 'A1', { winnerHome: false, points: [24, 21] });
    beat(3, 'A1', 'I1', { conference: false, neutral: true });
    // Postseason games flagged as conference games by mistake still never count in the conference.
    beat(15, 'A1', 'A3', { kind: 'championship', conference: true, neutral: true });
    beat(16, 'A1', 'A4', { kind: 'bowl', conference: true, neutral: true });
    beat(17, 'A1', 'A5', { kind: 'playoff', conference: true, neutral: true });
    const a1 = teamRecords(league, games).get('A1')!;
    expect([a1.wins, a1.losses]).toEqual([5, 1]);
    expect([a1.confWins, a1.confLosses]).toEqual([1, 1]);
    expect(a1.pointsFor).toBe(31 + 21 + 28 * 4);
    expect(a1.pointsAgainst).toBe(10 + 24 + 14 * 4);
    expect([a1.homeWins, a1.homeLosses, a1.awayWins, a1.awayLosses]).toEqual([1, 1, 0, 0]);
    expect([a1.neutralWins, a1.neutralLosses]).toEqual([4, 0]);
    expect(a1.streak).toEqual({ result: 'W', length: 4 });
    expect(a1.lastGame).toMatchObject({
      week: 17,
      opponent: 'A5',
      result: 'W',
      pointsFor: 28,
      pointsAgainst: 14,
      site: 0,
    });
    const a3 = teamRecords(league, games).get('A3')!;
    expect([a3.confWins, a3.confLosses, a3.wins, a3.losses]).toEqual([1, 0, 1, 1]);
    expect(a3.streak).toEqual({ result: 'L', length: 1 });
  });

  it('gives a team that has not played an empty record', () => {
    const record = teamRecords(league, []).get('A8')!;
    expect(record).toMatchObject({ wins: 0, losses: 0, confWins: 0, confLosses: 0, streak: null, lastGame: null });
  });
});

describe('conference standings tiebreakers', () => {
  it('orders by conference win percentage first', () => {
    const { games, beat } = gameBook();
    beat(1, 'A4', 'A1');
    beat(2, 'A4', 'A2');
    beat(3, 'A2', 'A3');
    beat(4, 'A3', 'A1');
    expect(alphaOrder(games).slice(0, 2)).toEqual(['A4', 'A2']);
    expect(alphaOrder(games).at(-1)).toBe('A1');
  });

  it('breaks a two-way tie by head-to-head, over the ranking', () => {
    const { games, beat } = gameBook();
    beat(1, 'A2', 'A1');
    beat(2, 'A1', 'A3');
    beat(3, 'A1', 'A4');
    beat(4, 'A5', 'A2');
    beat(5, 'A2', 'A6');
    // Both 2-1 in conference; A1 is ranked higher but lost to A2.
    expect(only(alphaOrder(games, ['A1', 'A2']), ['A1', 'A2'])).toEqual(['A2', 'A1']);
  });

  it('uses a mini-league when three teams that all played each other are tied', () => {
    const { games, beat } = gameBook();
    // A3 2-0, A2 1-1, A1 0-2 among themselves; all 3-2 overall in the conference.
    beat(1, 'A3', 'A1');
    beat(2, 'A3', 'A2');
    beat(3, 'A2', 'A1');
    beat(4, 'A1', 'A4');
    beat(5, 'A1', 'A5');
    beat(6, 'A1', 'A6');
    beat(4, 'A2', 'A7');
    beat(5, 'A2', 'A8');
    beat(6, 'A4', 'A3');
    beat(7, 'A5', 'A3');
    beat(8, 'A3', 'A6');
    beat(7, 'A6', 'A2');
    const order = alphaOrder(games, ['A1', 'A2', 'A3']);
    expect(only(order, ['A1', 'A2', 'A3'])).toEqual(['A3', 'A2', 'A1']);
  });

  it('resolves a three-way circle by common opponents, then restarts with head-to-head for the rest', () => {
    const { games, beat } = gameBook();
    beat(1, 'A1', 'A2');
    beat(2, 'A2', 'A3');
    beat(3, 'A3', 'A1');
    // Common opponents A4 and A5: A1 2-0, A2 1-1, A3 1-1.
    beat(4, 'A1', 'A4');
    beat(5, 'A1', 'A5');
    beat(4, 'A2', 'A4');
    beat(5, 'A5', 'A2');
    beat(6, 'A3', 'A5');
    beat(7, 'A4', 'A3');
    // Games against opponents only one of them played even the records at 3-2.
    beat(8, 'A7', 'A1');
    beat(8, 'A2', 'A8');
    beat(9, 'A3', 'A6');
    const records = teamRecords(league, games);
    for (const t of ['A1', 'A2', 'A3']) expect([records.get(t)!.confWins, records.get(t)!.confLosses]).toEqual([3, 2]);
    // The ranking favours A3, but common opponents put A1 first and A2 beat A3.
    expect(only(alphaOrder(games, ['A3', 'A2', 'A1']), ['A1', 'A2', 'A3'])).toEqual(['A1', 'A2', 'A3']);
  });

  it('falls back on the ranking when head-to-head and common opponents do not separate', () => {
    const { games, beat } = gameBook();
    beat(1, 'A1', 'A2');
    beat(2, 'A2', 'A3');
    beat(3, 'A3', 'A1');
    beat(4, 'A1', 'A4');
    beat(5, 'A2', 'A4');
    beat(6, 'A3', 'A4');
    const trio = ['A1', 'A2', 'A3'];
    expect(only(alphaOrder(games, ['A2', 'A3', 'A1']), trio)).toEqual(['A2', 'A3', 'A1']);
    // Unranked teams come after ranked ones, by rating, then by name.
    expect(
      only(
        alphaOrder(
          games,
          ['A3'],
          new Map([
            ['A1', 70],
            ['A2', 80],
          ]),
        ),
        trio,
      ),
    ).toEqual(['A3', 'A2', 'A1']);
    expect(only(alphaOrder(games, ['A3']), trio)).toEqual(['A3', 'A1', 'A2']);
  });

  it('separates only a team that beat all the others when the tied teams did not all meet', () => {
    const { games, beat } = gameBook();
    // A3 beat A1 and A2, who did not meet; A1 and A2 each beat two others: all 2-1.
    beat(1, 'A3', 'A1');
    beat(2, 'A3', 'A2');
    beat(3, 'A4', 'A3');
    beat(4, 'A1', 'A5');
    beat(5, 'A1', 'A6');
    beat(4, 'A2', 'A7');
    beat(5, 'A2', 'A8');
    expect(only(alphaOrder(games, ['A2', 'A1', 'A3']), ['A1', 'A2', 'A3'])).toEqual(['A3', 'A2', 'A1']);
  });

  it('ranks every team in preseason by the ranking', () => {
    expect(alphaOrder([] as never[], ['A5', 'A2'])).toEqual(['A5', 'A2', 'A1', 'A3', 'A4', 'A6', 'A7', 'A8']);
  });

  it('splits a conference with divisions into division standings', () => {
    const divided = buildLeague([
      {
        name: 'Beta',
        teams: ['B1', 'B2', 'B3', 'B4'],
        championshipGame: true,
        divisions: [
          { name: 'East', teams: ['B1', 'B2'] },
          { name: 'West', teams: ['B3', 'B4'] },
        ],
      },
    ]);
    const { games, beat } = gameBook();
    beat(1, 'B2', 'B1');
    beat(1, 'B4', 'B3');
    const [beta] = conferenceStandings(divided, games);
    expect(beta.groups.map((g) => g.division)).toEqual(['East', 'West']);
    expect(beta.groups.map((g) => g.rows.map((r) => `${r.place}.${r.team}`))).toEqual([
      ['1.B2', '2.B1'],
      ['1.B4', '2.B3'],
    ]);
  });
});

describe('independents', () => {
  it('orders independents by overall record', () => {
    const { games, beat } = gameBook();
    beat(1, 'I2', 'A1', { conference: false });
    expect(independentStandings(league, games).map((r) => r.team)).toEqual(['I2', 'I1']);
  });
});
