// The realism report's kicking game and backs: field goals by distance, the share of 50-yard tries, punts' gross
// yards and the backs' yards a carry (core/sim/kickingGame.ts), each against its era's real figure.
import {
  FIELD_GOAL_BANDS,
  addTallies,
  kickingFigures,
  kickingTargets,
  newKickingTally,
  type KickingFigure,
  type KickingTally,
} from '../core/sim/kickingGame.js';
import { mean, round } from '../core/stats/math.js';
import { formatTable } from '../shared/textTable.js';
import { judgedMark, shown, type JudgedLine } from './judgedLine.js';
import { BACKS_MIN_CARRIES } from './seasonLeaders.js';

/** A kicking figure's line (judged false: no real figure for the season; shown, not counted). */
export type KickingLine = JudgedLine<KickingFigure>;

export interface KickingSection {
  /** Field-goal tries by distance band (FIELD_GOAL_BANDS), summed over the seasons. */
  attempts: number[];
  lines: KickingLine[];
}

const LABELS: Record<KickingFigure, string> = {
  fgPctUnder30: 'Field goal % under 30 yards',
  fgPct30to39: 'Field goal % 30-39 yards',
  fgPct40to49: 'Field goal % 40-49 yards',
  fgPct50Plus: 'Field goal % 50+ yards',
  fiftyPlusShare: 'Tries from 50+ yards %',
  puntGross: 'Gross yards a punt',
  backsYardsPerCarry: `Backs' yards a carry (${BACKS_MIN_CARRIES}+ carries, median)`,
};

/** The section of a batch's seasons: their kicks summed, and the mean over seasons of the backs' median. */
export function kickingSection(
  seasons: readonly { kicking?: KickingTally }[],
  backsYardsPerCarry: readonly number[],
  year: number,
): KickingSection {
  const tally = newKickingTally();
  for (const s of seasons) if (s.kicking) addTallies(tally, s.kicking);
  const figures = kickingFigures(tally, backsYardsPerCarry.length > 0 ? mean(backsYardsPerCarry) : 0);
  const targets = kickingTargets(year);
  const lines = (Object.keys(targets) as KickingFigure[]).map((figure): KickingLine => {
    const { target, tolerance, real, judged } = targets[figure];
    const measured = round(figures[figure], 3);
    return {
      figure,
      label: LABELS[figure],
      measured,
      real,
      target,
      tolerance,
      judged,
      ok: !judged || Math.abs(measured - target) <= tolerance,
    };
  });
  return { attempts: [...tally.fieldGoalAttempts], lines };
}

export function formatKickingSection(section: KickingSection): string {
  const tries = FIELD_GOAL_BANDS.map((b, i) => `${b.label} ${section.attempts[i]}`).join(', ');
  return [
    'Kicking game and backs (FBS teams, postseason included)',
    formatTable(
      ['Figure', 'Measured', 'Real', 'Target', 'In?'],
      section.lines.map((l) => [
        l.label,
        shown(l.measured),
        l.real,
        `${shown(l.target)} ±${l.tolerance}`,
        judgedMark(l),
      ]),
      ['Measured', 'Target'],
    ),
    `Field goal tries: ${tries}.`,
  ].join('\n');
}
