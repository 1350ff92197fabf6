import { describe, expect, it } from 'vitest';
import { CHAMPIONSHIP_WEEK } from '../../src/core/season/calendar.js';
import { championshipGames, conferenceChampions } from '../../src/core/season/standingsChampions.js';
import { buildLeague, gameBook } from './standingsLeague.js';

const league = buildLeague([
  { name: 'Alpha', teams: ['A1', 'A2', 'A3', 'A4'], championshipGame: true },
  {
    name: 'Beta',
    teams: ['B1', 'B2', 'B3', 'B4', 'B5', 'B6', 'B7', 'B8'],
    championshipGame: true,
    divisions: [
      { name: 'East', teams: ['B1', 'B2', 'B3', 'B4'] },
      { name: 'West', teams: ['B5', 'B6', 'B7', 'B8'] },
    ],
  },
  { name: 'Gamma', teams: ['G1', 'G2', 'G3'], championshipGame: false },
]);

function regularSeason() {
  const book = gameBook();
  const { beat } = book;
  // Alpha: A2 3-0, A3 2-1, A1 1-2, A4 0-3.
  beat(1, 'A2', 'A1');
  beat(2, 'A2', 'A3');
  beat(3, 'A2', 'A4');
  beat(4, 'A3', 'A1');
  beat(5, 'A3', 'A4');
  beat(6, 'A1', 'A4');
  // Beta East: B1 and B2 2-1, B1 won the head-to-head. West: B5 3-0, B6 4-1 (better than East's winner).
  beat(1, 'B1', 'B2');
  beat(2, 'B1', 'B3');
  beat(3, 'B5', 'B1');
  beat(4, 'B2', 'B3');
  beat(5, 'B2', 'B4');
  beat(1, 'B5', 'B6');
  beat(2, 'B5', 'B7');
  beat(3, 'B6', 'B7');
  beat(4, 'B6', 'B8');
  beat(5, 'B6', 'B3');
  beat(6, 'B6', 'B4');
  // Gamma: G3 first.
  beat(1, 'G3', 'G1');
  beat(2, 'G3', 'G2');
  // A non-conference win does not make a conference leader.
  beat(7, 'G1', 'A2', { conference: false });
  return book;
}

describe('conference championship games', () => {
  it('pairs the top two without divisions and the division winners with divisions, better seed at home', () => {
    const { games } = regularSeason();
    const titleGames = championshipGames(league, games, ['B6', 'A1']);
    expect(titleGames).toEqual([
      {
        week: CHAMPIONSHIP_WEEK,
        home: 'A2',
        away: 'A3',
        neutral: true,
        kind: 'championship',
        conferenceGame: false,
        label: 'Alpha Championship',
      },
      {
        week: CHAMPIONSHIP_WEEK,
        home: 'B5',
        away: 'B1',
        neutral: true,
        kind: 'championship',
        conferenceGame: false,
        label: 'Beta Championship',
      },
    ]);
  });

  it('is not played by a conference without a title game', () => {
    const { games } = regularSeason();
    expect(championshipGames(league, games).some((g) => g.label === 'Gamma Championship')).toBe(false);
  });
});

describe('conference champions', () => {
  it('are the standings leaders before the title games', () => {
    const { games } = regularSeason();
    expect(conferenceChampions(league, games)).toEqual([
      { conference: 'Alpha', team: 'A2' },
      { conference: 'Beta', team: 'B5' },
      { conference: 'Gamma', team: 'G3' },
    ]);
  });

  it('are the title-game winners once played, even the lower seed', () => {
    const { games, beat } = regularSeason();
    beat(CHAMPIONSHIP_WEEK, 'A2', 'A3', { kind: 'championship', conference: false, neutral: true });
    beat(CHAMPIONSHIP_WEEK, 'B1', 'B5', { kind: 'championship', conference: false, neutral: true, winnerHome: false });
    expect(conferenceChampions(league, games).map((c) => c.team)).toEqual(['A2', 'B1', 'G3']);
  });
});
