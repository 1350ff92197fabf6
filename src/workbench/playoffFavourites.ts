// How often the betting favourite wins each playoff round over whole dynasties, and by how much it was favoured:
// the two things that decide how often one program can win title after title. The odds are honest
// (a favourite by s points wins about Phi(s / 14.5) of the time), so a round's favourite share follows its spreads.
import { formatTable } from '../shared/textTable.js';

/** One played playoff game as the favourites figure reads it. */
export interface PlayoffGameLine {
  week: number;
  /** The home side's spread (negative: home favoured; 0: a pick'em). */
  homeSpread: number;
  homeWon: boolean;
}

export interface PlayoffRound {
  /** Named from the title game back: final, semifinal, quarterfinal, first round. */
  round: string;
  games: number;
  /** Share of the games with a favourite that the favourite won (pick'em games left out). */
  favouriteWon: number;
  /** Mean points the favourite was favoured by. */
  meanSpread: number;
}

const ROUND_NAMES = ['final', 'semifinal', 'quarterfinal', 'first round'] as const;

export function playoffFavourites(
  runs: readonly { seasons: readonly { playoffGames: readonly PlayoffGameLine[] }[] }[],
): PlayoffRound[] {
  const rounds = new Map<number, { games: number; won: number; spread: number }>();
  for (const season of runs.flatMap((r) => r.seasons)) {
    const weeks = [...new Set(season.playoffGames.map((g) => g.week))].sort((a, b) => b - a);
    for (const g of season.playoffGames) {
      if (g.homeSpread === 0) continue;
      const back = weeks.indexOf(g.week);
      const tally = rounds.get(back) ?? { games: 0, won: 0, spread: 0 };
      tally.games += 1;
      tally.won += g.homeSpread < 0 === g.homeWon ? 1 : 0;
      tally.spread += Math.abs(g.homeSpread);
      rounds.set(back, tally);
    }
  }
  return [...rounds]
    .sort((a, b) => b[0] - a[0])
    .map(([back, t]) => ({
      round: ROUND_NAMES[back] ?? `round ${back + 1} from the end`,
      games: t.games,
      favouriteWon: Math.round((1000 * t.won) / t.games) / 1000,
      meanSpread: Math.round((10 * t.spread) / t.games) / 10,
    }));
}

export function formatPlayoffFavourites(rounds: readonly PlayoffRound[]): string {
  if (rounds.length === 0) return '';
  return [
    'Playoff favourites by round',
    formatTable(
      ['Round', 'Games', 'Favourite won %', 'Favoured by'],
      rounds.map((r) => [r.round, r.games, (100 * r.favouriteWon).toFixed(1), r.meanSpread.toFixed(1)]),
      ['Games', 'Favourite won %', 'Favoured by'],
    ),
  ].join('\n');
}
