// The realism report's atmosphere: the home side's record and margin (all non-neutral games and by the size of the
// stadium) and the game in the wind and the rain against the game in fair weather, each beside the real figure
// (docs/reference/weather.md). FBS against FBS, postseason included.
import { stadiumOf } from '../core/data/stadiums.js';
import { round } from '../core/stats/math.js';
import type { GameResult } from '../core/sim/types.js';
import { formatTable } from '../shared/textTable.js';
import { judgedMark, shown, type JudgedLine } from './judgedLine.js';

export type AtmosphereFigure =
  | 'homeWinPct'
  | 'homeMargin'
  | 'homeWinPctBig'
  | 'homeWinPctSmall'
  | 'windyShare'
  | 'windPointsCut'
  | 'windCompletionCut'
  | 'wetPointsCut';

export interface AtmosphereLine extends JudgedLine<AtmosphereFigure> {
  /** The games the figure is measured on (for a split: the smaller side's). */
  games: number;
}

export interface AtmosphereSection {
  lines: AtmosphereLine[];
}

/** Wind of this many mph or more is a windy game, under this many a calm one (the betting studies' thresholds). */
const WINDY = 15;
const CALM = 10;
/** Stadiums of these sizes are big and small homes. */
const BIG = 80000;
const SMALL = 40000;

interface Tally {
  games: number;
  points: number;
  completions: number;
  attempts: number;
}

const newTally = (): Tally => ({ games: 0, points: 0, completions: 0, attempts: 0 });

function add(t: Tally, r: GameResult): void {
  t.games += 1;
  t.points += r.homePoints + r.awayPoints;
  for (const s of [r.teamStats.home, r.teamStats.away]) {
    t.completions += s.completions;
    t.attempts += s.passAttempts;
  }
}

const perGame = (t: Tally) => t.points / Math.max(1, t.games);
const completionPct = (t: Tally) => (100 * t.completions) / Math.max(1, t.attempts);

export function atmosphereSection(results: readonly GameResult[]): AtmosphereSection {
  let homeGames = 0;
  let homeWins = 0;
  let margin = 0;
  const big = { games: 0, wins: 0 };
  const small = { games: 0, wins: 0 };
  const fair = newTally();
  const windy = newTally();
  const wet = newTally();
  let outdoors = 0;
  for (const r of results) {
    if (!r.neutral) {
      homeGames += 1;
      const won = r.winner === 'home' ? 1 : 0;
      homeWins += won;
      margin += r.homePoints - r.awayPoints;
      const capacity = stadiumOf(r.home, r.year)?.capacity ?? 0;
      const size = capacity >= BIG ? big : capacity > 0 && capacity < SMALL ? small : null;
      if (size) {
        size.games += 1;
        size.wins += won;
      }
    }
    const w = r.weather;
    if (!w.indoors) outdoors += 1;
    if (w.precipitation !== 'none') add(wet, r);
    else if (w.wind >= WINDY) add(windy, r);
    else if (w.wind < CALM) add(fair, r);
  }
  const pct = (wins: number, games: number) => (100 * wins) / Math.max(1, games);
  const line = (
    figure: AtmosphereFigure,
    label: string,
    measured: number,
    games: number,
    real: string,
    band: { target: number; tolerance: number } | null,
  ): AtmosphereLine => {
    const value = round(measured, 3);
    return {
      figure,
      label,
      measured: value,
      real,
      target: band?.target ?? 0,
      tolerance: band?.tolerance ?? 0,
      judged: band !== null,
      ok: band === null || Math.abs(value - band.target) <= band.tolerance,
      games,
    };
  };
  return {
    lines: [
      line('homeWinPct', 'Home win % (non-neutral)', pct(homeWins, homeGames), homeGames, '58-60%', null),
      line(
        'homeMargin',
        'Home margin, points (non-neutral)',
        margin / Math.max(1, homeGames),
        homeGames,
        'edge 2.5-3.5 after team strength',
        null,
      ),
      line('homeWinPctBig', `Home win %, ${BIG / 1000}k+ seats`, pct(big.wins, big.games), big.games, 'higher', null),
      line(
        'homeWinPctSmall',
        `Home win %, under ${SMALL / 1000}k seats`,
        pct(small.wins, small.games),
        small.games,
        'lower',
        null,
      ),
      line(
        'windyShare',
        `Outdoor games in ${WINDY}+ mph wind %`,
        pct(windy.games, outdoors),
        outdoors,
        'about 5%',
        null,
      ),
      line(
        'windPointsCut',
        `Combined points, calm minus ${WINDY}+ mph`,
        perGame(fair) - perGame(windy),
        windy.games,
        '1-7 (unders 57%)',
        { target: 4, tolerance: 3 },
      ),
      line(
        'windCompletionCut',
        `Completion %, calm minus ${WINDY}+ mph`,
        completionPct(fair) - completionPct(windy),
        windy.games,
        '1-5',
        { target: 3, tolerance: 2 },
      ),
      line(
        'wetPointsCut',
        'Combined points, calm minus rain or snow',
        perGame(fair) - perGame(wet),
        wet.games,
        'under 5%',
        null,
      ),
    ],
  };
}

export function formatAtmosphereSection(section: AtmosphereSection): string {
  return [
    'Atmosphere: the home crowd and the weather (FBS against FBS, postseason included)',
    formatTable(
      ['Figure', 'Measured', 'Games', 'Real', 'Target', 'In?'],
      section.lines.map((l) => [
        l.label,
        shown(l.measured),
        String(l.games),
        l.real,
        l.judged ? `${shown(l.target)} ±${l.tolerance}` : '',
        judgedMark(l),
      ]),
      ['Measured', 'Games', 'Target'],
    ),
  ].join('\n');
}
