// The dynasty batch's "building a program" figures: how often the computer's programs use each part (position
// changes, dealbreakers, pipelines; their retention talks and promises are the retention report's), and where their
// signees come from beside the real record (docs/reference/program-building.md). Where the record has no figure the
// number is shown without a band.
import { round } from '../core/stats/math.js';
import type { ClassEveFigures, OffseasonBuildingFigures } from './buildingFigures.js';

/**
 * Bands from the real record (docs/reference/program-building.md):
 * - signeeMiles: the mean FBS player lived 446 miles from his campus (Rukkus, every 2016 FBS roster, 13,738 players);
 *   the band is it +-25%, for a roster against a class and for the game's measure (state centre to state centre, 0
 *   miles for a signee from the campus's state, where a real one lives some 100-200 miles away).
 * - accInState: the ACC's fourteen 2014 programs signed 38.8% of their classes of 2010-2014 in their own states (607
 *   of 1,564, ACCSports); the band is it +-8 points, our allowance for other classes and the game's league.
 * - highestInState: the most a program signed at home over the classes of 2007-2011 (Texas 91.3%, Rivals, 117
 *   programs); shown, not judged (one program's extreme over five classes).
 */
export const BUILDING_TARGETS = {
  signeeMiles: { real: 446, band: [335, 560] as [number, number] },
  accInState: { real: 0.388, band: [0.31, 0.47] as [number, number] },
  highestInState: { real: 0.913 },
} as const;

export interface BuildingSeason {
  eve?: ClassEveFigures | null;
  building?: OffseasonBuildingFigures;
}

export interface BuildingReport {
  /** Classes read on signing day's eve, and offseasons read after. */
  classes: number;
  offseasons: number;
  positionChanges: {
    /** A computer program's moves an offseason, and the share of them that made one. */
    perProgram: number | null;
    movingShare: number | null;
    /** Moves an offseason (mean over the offseasons), by the position moved to, and the commonest moves. */
    perOffseason: number | null;
    byPosition: Record<string, number>;
    topMoves: { move: string; perOffseason: number }[];
  };
  dealbreakers: {
    /** Shares of the class's prospects holding one or more, and two. */
    share: number | null;
    twoShare: number | null;
    /** Each kind's share of the prospects. */
    byKind: Record<string, number>;
    /** A prospect with one: programs recruiting him he rules out, of them those that offered, the share of his suitors ruled out. */
    ruledOutPerProspect: number | null;
    ruledOutOfferingPerProspect: number | null;
    ruledOutShareOfSuitors: number | null;
    /** Share of the prospects with one who rule out a program recruiting them. */
    rulingOutShare: number | null;
    /** Signees a dealbreaker may have moved: a program that offered him ruled out (share of signees), one more prestigious than his choice (a class). */
    signeesWithOfferRuledOut: number | null;
    signeesPassedHigherPerClass: number | null;
  };
  pipelines: {
    /** Shares of the programs holding a bronze (or better), silver (or better) and gold pipeline; pipelines a program by tier. */
    programShare: { bronze: number | null; silver: number | null; gold: number | null };
    perProgram: { bronze: number | null; silver: number | null; gold: number | null };
    /** Share of the signees from a state where their program held a pipeline (bronze or better). */
    signeesFromPipelineState: number | null;
  };
  geography: {
    signeeMiles: { value: number | null; inRange: boolean | null };
    inStateShare: number | null;
    accInState: { value: number | null; signees: number; inRange: boolean | null };
    /** Signees' miles from home by their program's prestige 1-7 (index 0 = prestige 1; null: none signed); shown, not judged. */
    milesByPrestige: (number | null)[];
    highestInState: number | null;
  };
  verdict: string;
}

const share = (n: number, d: number, digits = 3) => (d === 0 ? null : round(n / d, digits));
const within = (value: number | null, [low, high]: readonly [number, number]) =>
  value === null ? null : value >= low && value <= high;

function addInto(target: Record<string, number>, more: Record<string, number>): void {
  for (const [k, v] of Object.entries(more)) target[k] = (target[k] ?? 0) + v;
}

export function buildingReport(runs: readonly { seasons: readonly BuildingSeason[] }[]): BuildingReport {
  const eves = runs.flatMap((r) => r.seasons.flatMap((s) => (s.eve ? [s.eve] : [])));
  const offs = runs.flatMap((r) => r.seasons.flatMap((s) => (s.building ? [s.building] : [])));
  const sumE = (pick: (e: ClassEveFigures) => number) => eves.reduce((t, e) => t + pick(e), 0);
  const sumO = (pick: (o: OffseasonBuildingFigures) => number) => offs.reduce((t, o) => t + pick(o), 0);

  const programs = sumO((o) => o.programs);
  const moves = sumO((o) => o.moves);
  const byPosition: Record<string, number> = {};
  const byMove: Record<string, number> = {};
  for (const o of offs) {
    addInto(byPosition, o.byPosition);
    addInto(byMove, o.byMove);
  }
  const perOffseason = (n: number) => round(n / Math.max(1, offs.length), 1);

  const prospects = sumE((e) => e.prospects);
  const withOne = sumE((e) => e.withDealbreaker);
  const byKind: Record<string, number> = {};
  for (const e of eves) addInto(byKind, e.byKind);
  const signees = sumE((e) => e.signees);
  const pipelinePrograms = sumO((o) => o.pipelinePrograms);

  const miles = share(
    sumE((e) => e.miles),
    signees,
    0,
  );
  const accSignees = sumE((e) => e.acc.signees);
  const accInState = share(
    sumE((e) => e.acc.inState),
    accSignees,
  );
  const milesOk = within(miles, BUILDING_TARGETS.signeeMiles.band);
  const accOk = within(accInState, BUILDING_TARGETS.accInState.band);
  const say = (name: string, shown: string, ok: boolean | null, band: string) =>
    ok === null ? `${name}: none to judge` : `${name} ${shown} (target ${band}): ${ok ? 'in range' : 'OUT of range'}`;
  return {
    classes: eves.length,
    offseasons: offs.length,
    positionChanges: {
      perProgram: share(moves, programs, 2),
      movingShare: share(
        sumO((o) => o.movingPrograms),
        programs,
      ),
      perOffseason: offs.length === 0 ? null : perOffseason(moves),
      byPosition: Object.fromEntries(Object.entries(byPosition).map(([k, v]) => [k, perOffseason(v)])),
      topMoves: Object.entries(byMove)
        .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
        .slice(0, 6)
        .map(([move, n]) => ({ move, perOffseason: perOffseason(n) })),
    },
    dealbreakers: {
      share: share(withOne, prospects),
      twoShare: share(
        sumE((e) => e.withTwo),
        prospects,
      ),
      byKind: Object.fromEntries(Object.entries(byKind).map(([k, v]) => [k, share(v, prospects) ?? 0])),
      ruledOutPerProspect: share(
        sumE((e) => e.ruledOut),
        withOne,
        2,
      ),
      ruledOutOfferingPerProspect: share(
        sumE((e) => e.ruledOutOffering),
        withOne,
        2,
      ),
      ruledOutShareOfSuitors: share(
        sumE((e) => e.ruledOut),
        sumE((e) => e.suitors),
      ),
      rulingOutShare: share(
        sumE((e) => e.prospectsRulingOut),
        withOne,
      ),
      signeesWithOfferRuledOut: share(
        sumE((e) => e.signeesRulingOutOffer),
        signees,
      ),
      signeesPassedHigherPerClass:
        eves.length === 0 ? null : round(sumE((e) => e.signeesRulingOutHigher) / eves.length, 1),
    },
    pipelines: {
      programShare: {
        bronze: share(
          sumO((o) => o.programsWith.bronze),
          pipelinePrograms,
        ),
        silver: share(
          sumO((o) => o.programsWith.silver),
          pipelinePrograms,
        ),
        gold: share(
          sumO((o) => o.programsWith.gold),
          pipelinePrograms,
        ),
      },
      perProgram: {
        bronze: share(
          sumO((o) => o.pipelines.bronze),
          pipelinePrograms,
          2,
        ),
        silver: share(
          sumO((o) => o.pipelines.silver),
          pipelinePrograms,
          2,
        ),
        gold: share(
          sumO((o) => o.pipelines.gold),
          pipelinePrograms,
          2,
        ),
      },
      signeesFromPipelineState: share(
        sumE((e) => e.fromPipelineState),
        signees,
      ),
    },
    geography: {
      signeeMiles: { value: miles, inRange: milesOk },
      inStateShare: share(
        sumE((e) => e.inState),
        signees,
      ),
      accInState: { value: accInState, signees: accSignees, inRange: accOk },
      highestInState: eves.length === 0 ? null : round(Math.max(...eves.map((e) => e.highestInStateShare)), 3),
      milesByPrestige: Array.from({ length: 7 }, (_, i) =>
        share(
          sumE((e) => e.byPrestige[i].miles),
          sumE((e) => e.byPrestige[i].signees),
          0,
        ),
      ),
    },
    verdict:
      eves.length === 0
        ? 'Building a program: no class read on signing day eve.'
        : `Building a program: ${say("signees' miles from home", String(miles), milesOk, BUILDING_TARGETS.signeeMiles.band.join('-'))}; ${say("the ACC's 2014 programs' signees from their own states", pctOf(accInState), accOk, BUILDING_TARGETS.accInState.band.map((b) => pctOf(b)).join('-'))}.`,
  };
}

function pctOf(value: number | null): string {
  return value === null ? '-' : `${round(100 * value, 1)}%`;
}

export function formatBuildingReport(report: BuildingReport): string {
  const p = report.positionChanges;
  const d = report.dealbreakers;
  const pl = report.pipelines;
  const g = report.geography;
  const positions = Object.entries(p.byPosition)
    .sort((a, b) => b[1] - a[1])
    .map(([pos, n]) => `${pos} ${n}`)
    .join(', ');
  const kinds = Object.entries(d.byKind)
    .sort((a, b) => b[1] - a[1])
    .map(([kind, s]) => `${kind} ${pctOf(s)}`)
    .join(', ');
  return [
    `Building a program (the computer's programs; ${report.classes} classes on signing day's eve, ${report.offseasons} offseasons)`,
    `  Position changes: ${p.perProgram ?? '-'} a computer program an offseason (${pctOf(p.movingShare)} of them made one; ${p.perOffseason ?? '-'} in the league), to ${positions || 'none'}; commonest ${p.topMoves.map((m) => `${m.move} ${m.perOffseason}`).join(', ') || 'none'}. No real figure (docs/reference/position-changes.md): no band.`,
    `  Dealbreakers: ${pctOf(d.share)} of a class hold one (${pctOf(d.twoShare)} two): ${kinds || 'none'}. One who holds one rules out ${d.ruledOutPerProspect ?? '-'} of the programs recruiting him (${pctOf(d.ruledOutShareOfSuitors)} of his suitors; ${d.ruledOutOfferingPerProspect ?? '-'} that offered); ${pctOf(d.rulingOutShare)} of them rule out at least one. Signees a dealbreaker may have moved: ${pctOf(d.signeesWithOfferRuledOut)} had a program that offered ruled out, ${d.signeesPassedHigherPerClass ?? '-'} a class a more prestigious one (an upper bound: the class is not replayed without them). No real figure: no band.`,
    `  Pipelines: programs holding a bronze or better ${pctOf(pl.programShare.bronze)}, silver or better ${pctOf(pl.programShare.silver)}, gold ${pctOf(pl.programShare.gold)}; a program holds ${pl.perProgram.bronze ?? '-'} bronze, ${pl.perProgram.silver ?? '-'} silver, ${pl.perProgram.gold ?? '-'} gold; ${pctOf(pl.signeesFromPipelineState)} of the signees come from a state where their program holds one.`,
    `  Where the signees come from: ${g.signeeMiles.value ?? '-'} miles from home on average (real ${BUILDING_TARGETS.signeeMiles.real}, every 2016 FBS roster); ${pctOf(g.inStateShare)} from the campus's state; the ACC's 2014 programs ${pctOf(g.accInState.value)} of ${g.accInState.signees} (real ${pctOf(BUILDING_TARGETS.accInState.real)}, classes of 2010-2014); the most at home of a program ${pctOf(g.highestInState)} (real ${pctOf(BUILDING_TARGETS.highestInState.real)}, Texas 2007-2011; not judged); miles from home by the program's prestige 1-7: ${g.milesByPrestige.map((m) => m ?? '-').join(', ')} (not judged: the real rosters' reach by conference runs from the SEC's 337 to the Pac-12's 836).`,
    '',
    report.verdict,
  ].join('\n');
}
