// A small hand-built league and game builders for standings, title-game and bowl tests. Not a test file.

import type { SeasonConference, SeasonLeague, SeasonTeam } from '../../src/core/data/types.js';
import type { GameKind } from '../../src/core/schedule/types.js';
import type { PlayedGame } from '../../src/core/season/results.js';

interface ConferenceSpec {
  name: string;
  teams: string[];
  championshipGame: boolean;
  divisions?: { name: string; teams: string[] }[];
}

function seasonTeam(name: string, conference: string, division: string | null): SeasonTeam {
  return {
    name,
    abbreviation: name.toUpperCase(),
    mascot: 'Mascots',
    conference,
    division,
    prestige: 3,
    ceiling: 5,
    floor: 1,
    colorPrimary: '#000000',
    colorSecondary: '#ffffff',
  };
}

export function buildLeague(conferences: ConferenceSpec[], independents: string[] = []): SeasonLeague {
  const teams: SeasonTeam[] = [];
  const seasonConferences: SeasonConference[] = conferences.map((c) => {
    for (const team of c.teams) {
      const division = c.divisions?.find((d) => d.teams.includes(team))?.name ?? null;
      teams.push(seasonTeam(team, c.name, division));
    }
    return {
      name: c.name,
      teams: c.teams,
      confGames: 8,
      championshipGame: c.championshipGame,
      divisions: c.divisions ?? null,
      power: true,
    };
  });
  for (const team of independents) teams.push(seasonTeam(team, 'Independent', null));
  return {
    year: 2024,
    teams,
    conferences: seasonConferences,
    independents,
    rivalries: [],
    defaultPlayoff: { teams: 12, autobids: 5, confChampTop4: true },
  };
}

/** Builds played games with increasing ids. */
export function gameBook() {
  let nextId = 1;
  const games: PlayedGame[] = [];
  const add = (
    week: number,
    winner: string,
    loser: string,
    options: {
      kind?: GameKind;
      conference?: boolean;
      winnerHome?: boolean;
      neutral?: boolean;
      points?: [number, number];
    } = {},
  ): PlayedGame => {
    const [winnerPoints, loserPoints] = options.points ?? [28, 14];
    const winnerHome = options.winnerHome ?? true;
    const game: PlayedGame = {
      id: nextId++,
      week,
      home: winnerHome ? winner : loser,
      away: winnerHome ? loser : winner,
      neutral: options.neutral ?? false,
      kind: options.kind ?? 'regular',
      conferenceGame: options.conference ?? true,
      label: null,
      homePoints: winnerHome ? winnerPoints : loserPoints,
      awayPoints: winnerHome ? loserPoints : winnerPoints,
      overtimes: 0,
    };
    games.push(game);
    return game;
  };
  return { games, beat: add };
}
