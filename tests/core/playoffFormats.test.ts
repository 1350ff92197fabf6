// Playoffs of 8, 16 and 24 teams: the field, byes, the rounds week by week, the on-campus rounds and the
// bracket's sides, played through to a champion.
import { describe, expect, it } from 'vitest';
import { bracket } from '../../src/core/playoff/bracket.js';
import { nextPlayoffGames } from '../../src/core/playoff/games.js';
import { selectPlayoff } from '../../src/core/playoff/selection.js';
import type { PlayoffField } from '../../src/core/playoff/types.js';
import { BOWL_WEEK, lastWeekFor, playoffRounds } from '../../src/core/season/calendar.js';
import type { PlayedGame } from '../../src/core/season/results.js';

const ranking = Array.from({ length: 40 }, (_, i) => `T${String(i + 1).padStart(2, '0')}`);
const champions = [
  { conference: 'C1', team: 'T03' },
  { conference: 'C2', team: 'T05' },
  { conference: 'C3', team: 'T11' },
  { conference: 'C4', team: 'T30' },
];

/** Plays the whole bracket, the better seed always winning; the games of each week. */
function playOut(field: PlayoffField): { played: PlayedGame[]; byWeek: Map<number, PlayedGame[]> } {
  const played: PlayedGame[] = [];
  const byWeek = new Map<number, PlayedGame[]>();
  let id = 1;
  for (let week = BOWL_WEEK; week <= lastWeekFor(field.size); week++) {
    const games = nextPlayoffGames(field, played, week).map((g) => ({
      ...g,
      id: id++,
      homePoints: 30,
      awayPoints: 20,
      overtimes: 0,
    }));
    byWeek.set(week, games);
    played.push(...games);
  }
  return { played, byWeek };
}

describe('playoff formats', () => {
  it('16 teams: four rounds, no byes, the first round on campus when chosen', () => {
    const field = selectPlayoff(
      { teams: 16, autobids: 4, confChampTop4: false, onCampusRounds: 1 },
      ranking,
      champions,
    );
    expect(field.entries).toHaveLength(16);
    expect(field.entries.find((e) => e.team === 'T30')).toMatchObject({ isAutobid: true, seed: 16 });
    const { played, byWeek } = playOut(field);
    expect([...byWeek.values()].map((g) => g.length)).toEqual([8, 4, 2, 1]);
    expect(byWeek.get(BOWL_WEEK)!.every((g) => !g.neutral)).toBe(true);
    expect(byWeek.get(BOWL_WEEK + 1)!.every((g) => g.neutral)).toBe(true);
    expect(played.at(-1)!.label).toBe('National Championship');
    const b = bracket(field, played);
    expect(b.left_bracket.first_round).toHaveLength(4);
    expect(b.left_bracket.quarterfinals).toHaveLength(2);
    expect(b.championship.winner).toBe('T01');
  });

  it('24 teams: eight byes for the champions first, five rounds and a second round in the bracket', () => {
    const field = selectPlayoff({ teams: 24, autobids: 4, confChampTop4: true }, ranking, champions);
    expect(field.entries.slice(0, 4).map((e) => e.team)).toEqual(['T03', 'T05', 'T11', 'T30']);
    const { played, byWeek } = playOut(field);
    expect(playoffRounds(24)).toHaveLength(5);
    expect([...byWeek.values()].map((g) => g.length)).toEqual([8, 8, 4, 2, 1]);
    expect(played.every((g) => g.neutral)).toBe(true);
    const b = bracket(field, played);
    expect(b.left_bracket.first_round).toHaveLength(4);
    expect(b.left_bracket.second_round).toHaveLength(4);
    expect(b.right_bracket.quarterfinals).toHaveLength(2);
    expect(b.championship.winner).toBe('T03');
  });

  it('8 teams: quarterfinals in the bowl week, all on campus but the title game when chosen', () => {
    const field = selectPlayoff({ teams: 8, autobids: 0, confChampTop4: false, onCampusRounds: 2 }, ranking, champions);
    const { byWeek } = playOut(field);
    expect([...byWeek.values()].map((g) => g.map((x) => x.neutral))).toEqual([
      [false, false, false, false],
      [false, false],
      [true],
    ]);
    expect(byWeek.get(BOWL_WEEK)![0].label).toBe('CFP Quarterfinal');
  });
});
