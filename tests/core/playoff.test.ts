import { describe, expect, it } from 'vitest';
import { bracket } from '../../src/core/playoff/bracket.js';
import { nextPlayoffGames } from '../../src/core/playoff/games.js';
import { bubbleTeams, selectPlayoff } from '../../src/core/playoff/selection.js';
import type { PlayoffField } from '../../src/core/playoff/types.js';
import { BOWL_WEEK } from '../../src/core/season/calendar.js';
import type { PlayedGame } from '../../src/core/season/results.js';
import type { ScheduledGame } from '../../src/core/schedule/types.js';

/** T01 ... T40 in rank order. */
const ranking = Array.from({ length: 40 }, (_, i) => `T${String(i + 1).padStart(2, '0')}`);
const champions = [
  { conference: 'C1', team: 'T01' },
  { conference: 'C2', team: 'T05' },
  { conference: 'C3', team: 'T09' },
  { conference: 'C4', team: 'T15' },
  { conference: 'C5', team: 'T18' },
  { conference: 'C6', team: 'T20' },
  { conference: 'C7', team: 'T33' },
];
const seeds = (field: PlayoffField): string[] => field.entries.map((e) => e.team);

let gameId = 1000;
/** Plays a scheduled game with the given winner. */
function play(game: ScheduledGame, winner: string): PlayedGame {
  const homeWins = winner === game.home;
  return { ...game, id: gameId++, homePoints: homeWins ? 30 : 20, awayPoints: homeWins ? 20 : 30, overtimes: 0 };
}

describe('playoff selection', () => {
  it('takes #1 and #2 for the BCS title game', () => {
    const field = selectPlayoff({ teams: 2, autobids: 0, confChampTop4: false }, ranking, champions);
    expect(field.entries).toEqual([
      { seed: 1, team: 'T01', ranking: 1, isAutobid: false, championOf: 'C1' },
      { seed: 2, team: 'T02', ranking: 2, isAutobid: false, championOf: null },
    ]);
  });

  it('takes the top four for the 4-team playoff', () => {
    const field = selectPlayoff({ teams: 4, autobids: 0, confChampTop4: false }, ranking, champions);
    expect(seeds(field)).toEqual(['T01', 'T02', 'T03', 'T04']);
  });

  it('gives the five best-ranked champions autobids and the top-4 seeds to champions (2024 rule)', () => {
    const field = selectPlayoff({ teams: 12, autobids: 5, confChampTop4: true }, ranking, champions);
    // #18 T18 gets in as a champion over #11 and #12; #20 T20 (sixth champion) does not.
    expect(seeds(field)).toEqual(['T01', 'T05', 'T09', 'T15', 'T02', 'T03', 'T04', 'T06', 'T07', 'T08', 'T10', 'T18']);
    expect(field.entries.filter((e) => e.isAutobid).map((e) => e.team)).toEqual(['T01', 'T05', 'T09', 'T15', 'T18']);
    expect(field.entries[3]).toEqual({ seed: 4, team: 'T15', ranking: 15, isAutobid: true, championOf: 'C4' });
  });

  it('seeds straight by ranking without the top-4 rule (2025 rule)', () => {
    const field = selectPlayoff({ teams: 12, autobids: 5, confChampTop4: false }, ranking, champions);
    expect(seeds(field)).toEqual(['T01', 'T02', 'T03', 'T04', 'T05', 'T06', 'T07', 'T08', 'T09', 'T10', 'T15', 'T18']);
  });

  it('follows the number of autobids', () => {
    const none = selectPlayoff({ teams: 12, autobids: 0, confChampTop4: false }, ranking, champions);
    expect(seeds(none)).toEqual(ranking.slice(0, 12));
    expect(none.entries.some((e) => e.isAutobid)).toBe(false);
    const six = selectPlayoff({ teams: 12, autobids: 6, confChampTop4: false }, ranking, champions);
    expect(seeds(six)).toEqual(['T01', 'T02', 'T03', 'T04', 'T05', 'T06', 'T07', 'T08', 'T09', 'T15', 'T18', 'T20']);
    const all = selectPlayoff({ teams: 12, autobids: 10, confChampTop4: false }, ranking, champions);
    expect(all.entries.filter((e) => e.isAutobid)).toHaveLength(champions.length);
    expect(seeds(all)).toContain('T33');
  });

  it('seeds champions 1-4 only among champions in the field, ranked ones first', () => {
    const field = selectPlayoff({ teams: 12, autobids: 2, confChampTop4: true }, ranking, champions);
    // Autobids T01 and T05; T09 is in at large and is a champion, so it takes a top-4 seed too.
    expect(seeds(field).slice(0, 4)).toEqual(['T01', 'T05', 'T09', 'T02']);
  });

  it('lists the next best teams as the bubble', () => {
    const field = selectPlayoff({ teams: 12, autobids: 5, confChampTop4: true }, ranking, champions);
    expect(bubbleTeams(field, ranking, 4)).toEqual([
      { team: 'T11', ranking: 11 },
      { team: 'T12', ranking: 12 },
      { team: 'T13', ranking: 13 },
      { team: 'T14', ranking: 14 },
    ]);
  });
});

describe('playoff games', () => {
  it('plays the BCS title game as one neutral-site game', () => {
    const field = selectPlayoff({ teams: 2, autobids: 0, confChampTop4: false }, ranking, champions);
    expect(nextPlayoffGames(field, [], BOWL_WEEK)).toEqual([
      {
        week: BOWL_WEEK,
        home: 'T01',
        away: 'T02',
        neutral: true,
        kind: 'playoff',
        conferenceGame: false,
        label: 'BCS National Championship',
      },
    ]);
    expect(nextPlayoffGames(field, [], BOWL_WEEK + 1)).toEqual([]);
  });

  it('plays 4-team semifinals 1 v 4 and 2 v 3, then the winners', () => {
    const field = selectPlayoff({ teams: 4, autobids: 0, confChampTop4: false }, ranking, champions);
    const semis = nextPlayoffGames(field, [], BOWL_WEEK);
    expect(semis.map((g) => [g.home, g.away, g.label, g.neutral])).toEqual([
      ['T01', 'T04', 'CFP Semifinal', true],
      ['T02', 'T03', 'CFP Semifinal', true],
    ]);
    // The final waits for the semifinals.
    expect(nextPlayoffGames(field, [], BOWL_WEEK + 1)).toEqual([]);
    const played = [play(semis[0], 'T04'), play(semis[1], 'T02')];
    expect(nextPlayoffGames(field, played, BOWL_WEEK)).toEqual([]);
    expect(nextPlayoffGames(field, played, BOWL_WEEK + 1)).toEqual([
      {
        week: BOWL_WEEK + 1,
        home: 'T02',
        away: 'T04',
        neutral: true,
        kind: 'playoff',
        conferenceGame: false,
        label: 'National Championship',
      },
    ]);
  });

  it('plays the 12-team bracket without reseeding: campus first round, then neutral sites', () => {
    const field = selectPlayoff({ teams: 12, autobids: 5, confChampTop4: false }, ranking, champions);
    const seedTeam = (seed: number): string => field.entries[seed - 1].team;
    const first = nextPlayoffGames(field, [], BOWL_WEEK);
    expect(first.map((g) => [g.home, g.away])).toEqual(
      [
        [8, 9],
        [5, 12],
        [7, 10],
        [6, 11],
      ].map(([a, b]) => [seedTeam(a), seedTeam(b)]),
    );
    expect(first.every((g) => !g.neutral && g.label === 'CFP First Round' && g.kind === 'playoff')).toBe(true);
    // Upsets: 9 and 12 win; 7 and 6 hold serve.
    const played = [
      play(first[0], seedTeam(9)),
      play(first[1], seedTeam(12)),
      play(first[2], seedTeam(7)),
      play(first[3], seedTeam(6)),
    ];
    const quarters = nextPlayoffGames(field, played, BOWL_WEEK + 1);
    expect(quarters.map((g) => [g.home, g.away])).toEqual(
      [
        [1, 9],
        [4, 12],
        [2, 7],
        [3, 6],
      ].map(([a, b]) => [seedTeam(a), seedTeam(b)]),
    );
    expect(quarters.every((g) => g.neutral && g.label === 'CFP Quarterfinal')).toBe(true);
    played.push(
      play(quarters[0], seedTeam(9)),
      play(quarters[1], seedTeam(4)),
      play(quarters[2], seedTeam(2)),
      play(quarters[3], seedTeam(3)),
    );
    const semis = nextPlayoffGames(field, played, BOWL_WEEK + 2);
    // The better remaining seed is the designated home team.
    expect(semis.map((g) => [g.home, g.away, g.label])).toEqual([
      [seedTeam(4), seedTeam(9), 'CFP Semifinal'],
      [seedTeam(2), seedTeam(3), 'CFP Semifinal'],
    ]);
    played.push(play(semis[0], seedTeam(9)), play(semis[1], seedTeam(3)));
    const final = nextPlayoffGames(field, played, BOWL_WEEK + 3);
    expect(final).toEqual([
      {
        week: BOWL_WEEK + 3,
        home: seedTeam(3),
        away: seedTeam(9),
        neutral: true,
        kind: 'playoff',
        conferenceGame: false,
        label: 'National Championship',
      },
    ]);
    // Nothing is scheduled twice.
    expect(nextPlayoffGames(field, played, BOWL_WEEK + 1)).toEqual([]);
  });
});

describe('bracket', () => {
  const field = selectPlayoff({ teams: 12, autobids: 5, confChampTop4: true }, ranking, champions);
  const seedTeam = (seed: number): string => field.entries[seed - 1].team;

  it('shows the 12-team bracket in two halves with "Winner of" slots before games are played', () => {
    const view = bracket(field, []);
    const pair = (m: { team1: string; team2: string; seed1: number | null; seed2: number | null }) => [
      m.seed1,
      m.seed2,
    ];
    expect(view.left_bracket.first_round.map(pair)).toEqual([
      [8, 9],
      [5, 12],
    ]);
    expect(view.right_bracket.first_round.map(pair)).toEqual([
      [7, 10],
      [6, 11],
    ]);
    expect(view.left_bracket.quarterfinals.map((m) => [m.team1, m.seed1, m.team2, m.seed2])).toEqual([
      [seedTeam(1), 1, `Winner of ${seedTeam(8)} vs ${seedTeam(9)}`, null],
      [seedTeam(4), 4, `Winner of ${seedTeam(5)} vs ${seedTeam(12)}`, null],
    ]);
    expect(view.right_bracket.quarterfinals.map((m) => m.seed1)).toEqual([2, 3]);
    expect(view.left_bracket.semifinal!.team1).toBe(`Winner of ${seedTeam(1)} vs TBD`);
    expect(view.championship.team1.startsWith('Winner of')).toBe(true);
    expect(view.championship.team2.startsWith('Winner of')).toBe(true);
    expect(view.championship.winner).toBeNull();
  });

  it('fills in winners as games are played', () => {
    const first = nextPlayoffGames(field, [], BOWL_WEEK);
    const played = first.map((g) => play(g, g.away));
    const view = bracket(field, played);
    expect(view.left_bracket.first_round[0]).toMatchObject({
      team1: seedTeam(8),
      team2: seedTeam(9),
      winner: seedTeam(9),
      gameId: played[0].id,
    });
    expect(view.left_bracket.quarterfinals[0]).toMatchObject({
      team1: seedTeam(1),
      seed1: 1,
      team2: seedTeam(9),
      seed2: 9,
      winner: null,
    });
    expect(view.left_bracket.semifinal!.team1).toBe(`Winner of ${seedTeam(1)} vs ${seedTeam(9)}`);
  });

  it('shows the 4-team bracket as one semifinal per side and the 2-team as the title game only', () => {
    const four = bracket(selectPlayoff({ teams: 4, autobids: 0, confChampTop4: false }, ranking, champions), []);
    expect(four.left_bracket).toMatchObject({
      first_round: [],
      quarterfinals: [],
      semifinal: { team1: 'T01', team2: 'T04', seed1: 1, seed2: 4 },
    });
    expect(four.right_bracket.semifinal).toMatchObject({ team1: 'T02', team2: 'T03' });
    expect(four.championship).toMatchObject({
      team1: 'Winner of T01 vs T04',
      team2: 'Winner of T02 vs T03',
      seed1: null,
      seed2: null,
    });
    const two = bracket(selectPlayoff({ teams: 2, autobids: 0, confChampTop4: false }, ranking, champions), []);
    expect(two.left_bracket).toEqual({ first_round: [], quarterfinals: [], semifinal: null });
    expect(two.championship).toMatchObject({ team1: 'T01', team2: 'T02', seed1: 1, seed2: 2 });
  });
});
