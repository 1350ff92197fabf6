// What the computer's programs do to build a program, read from a batch dynasty's save each season: on signing day's
// eve, the class's dealbreakers (who holds one, which of his suitors he rules out) and where the signees come from
// (home state, miles, pipeline states); after the offseason, the position changes the programs made and the pipeline
// tiers they hold. buildingReport.ts sums them over the batch.
import { campusOf } from '../store/actions/recruiting/pipelines.js';
import { recruitingPrograms } from '../store/actions/recruiting/programs.js';
import { ruledOutAt } from '../core/recruiting/commitments.js';
import { Ledger } from '../core/recruiting/ledger.js';
import { pipelineTier } from '../core/recruiting/pipelines.js';
import { milesBetweenStates } from '../core/recruiting/talentMap.js';
import type { Db } from '../store/database.js';
import { dynastyLeague } from '../store/league.js';
import { allPipelines } from '../store/queries/pipelines.js';
import { loadCycle } from '../store/queries/recruiting.js';

/**
 * The ACC's fourteen programs of 2014, whose signees' home states ACCSports counted over the classes of 2010-2014
 * (docs/reference/program-building.md): the game's same programs are judged against it.
 */
export const ACC_2014 = [
  'Boston College',
  'Clemson',
  'Duke',
  'Florida State',
  'Georgia Tech',
  'Louisville',
  'Miami',
  'North Carolina',
  'NC State',
  'Pittsburgh',
  'Syracuse',
  'Virginia',
  'Virginia Tech',
  'Wake Forest',
] as const;

/** The class on signing day's eve: its dealbreakers and its signees' homes. */
export interface ClassEveFigures {
  prospects: number;
  /** Prospects holding one dealbreaker or more, and two. */
  withDealbreaker: number;
  withTwo: number;
  /** Dealbreakers held, by kind (playingTime, proximity, ...). */
  byKind: Record<string, number>;
  /** Of the prospects with one: the programs recruiting them, those they rule out, those of them that offered. */
  suitors: number;
  ruledOut: number;
  ruledOutOffering: number;
  /** Prospects who rule out at least one program recruiting them. */
  prospectsRulingOut: number;
  /** Committed prospects (the class as it stands), those with a ruled-out program that offered him, and those where one was more prestigious than his choice. */
  signees: number;
  signeesRulingOutOffer: number;
  signeesRulingOutHigher: number;
  /** Of the committed: from the campus's state, the miles from home (state centre to state centre; 0 in state), from a state where the program held a pipeline (bronze or better). */
  inState: number;
  miles: number;
  fromPipelineState: number;
  /** Of the committed, by their program's prestige 1-7 (index 0 = prestige 1): how many, and their miles from home. */
  byPrestige: { signees: number; miles: number }[];
  /** The ACC's 2014 programs' committed prospects and those from the campus's state. */
  acc: { signees: number; inState: number };
  /** Each program's share of its class from its own state (programs with 5 committed or more), its highest. */
  highestInStateShare: number;
}

/** Read on signing day's eve (the cycle's rows are gone after signing day); null when no cycle is stored. */
export function classEveFigures(db: Db, year: number): ClassEveFigures | null {
  const cycle = loadCycle(db);
  if (!cycle) return null;
  const programs = recruitingPrograms(db, dynastyLeague(db, year), cycle.needs);
  const ledger = new Ledger(cycle.state, programs, {});
  const prestige = new Map(programs.map((p) => [p.name, p.prestige]));
  const pipelines = allPipelines(db);
  const acc = new Set<string>(ACC_2014);
  const out: ClassEveFigures = {
    prospects: cycle.state.prospects.length,
    withDealbreaker: 0,
    withTwo: 0,
    byKind: {},
    suitors: 0,
    ruledOut: 0,
    ruledOutOffering: 0,
    prospectsRulingOut: 0,
    signees: 0,
    signeesRulingOutOffer: 0,
    signeesRulingOutHigher: 0,
    inState: 0,
    miles: 0,
    fromPipelineState: 0,
    byPrestige: Array.from({ length: 7 }, () => ({ signees: 0, miles: 0 })),
    acc: { signees: 0, inState: 0 },
    highestInStateShare: 0,
  };
  const classes = new Map<string, { signees: number; inState: number }>();
  cycle.state.prospects.forEach((p, i) => {
    const status = cycle.state.status[p.id];
    const team = status?.signedWith ?? status?.committedTo ?? null;
    const dealbreakers = ledger.dealbreakers[i];
    let offerRuledOut = false;
    let higherRuledOut = false;
    if (dealbreakers.length > 0) {
      out.withDealbreaker += 1;
      if (dealbreakers.length > 1) out.withTwo += 1;
      for (const d of dealbreakers) out.byKind[d.kind] = (out.byKind[d.kind] ?? 0) + 1;
      let any = false;
      for (const s of status?.suitors ?? []) {
        out.suitors += 1;
        if (!ruledOutAt(ledger, i, s.program)) continue;
        any = true;
        out.ruledOut += 1;
        if (!s.offered) continue;
        out.ruledOutOffering += 1;
        offerRuledOut = true;
        if (team && (prestige.get(s.program) ?? 0) > (prestige.get(team) ?? 0)) higherRuledOut = true;
      }
      if (any) out.prospectsRulingOut += 1;
    }
    if (!team) return;
    out.signees += 1;
    if (offerRuledOut) out.signeesRulingOutOffer += 1;
    if (higherRuledOut) out.signeesRulingOutHigher += 1;
    const campus = campusOf(team);
    const home = campus === p.state;
    if (home) out.inState += 1;
    const miles = milesBetweenStates(campus, p.state);
    out.miles += miles;
    const tier = out.byPrestige[Math.max(1, Math.min(7, Math.round(prestige.get(team) ?? 1))) - 1];
    tier.signees += 1;
    tier.miles += miles;
    if (pipelineTier(pipelines.get(team)?.[p.state] ?? 0) !== 'none') out.fromPipelineState += 1;
    if (acc.has(team)) {
      out.acc.signees += 1;
      if (home) out.acc.inState += 1;
    }
    const c = classes.get(team) ?? { signees: 0, inState: 0 };
    c.signees += 1;
    if (home) c.inState += 1;
    classes.set(team, c);
  });
  for (const c of classes.values())
    if (c.signees >= 5) out.highestInStateShare = Math.max(out.highestInStateShare, c.inState / c.signees);
  return out;
}

/** The offseason after the season: the computer programs' position changes and the pipelines every program holds. */
export interface OffseasonBuildingFigures {
  /** Computer programs (the coached ones left out). */
  programs: number;
  /** Their position changes, by the position moved to and as "from>to". */
  moves: number;
  movingPrograms: number;
  byPosition: Record<string, number>;
  byMove: Record<string, number>;
  /** Programs holding at least one pipeline of the tier or better, and pipelines held by tier (every program). */
  pipelinePrograms: number;
  programsWith: { bronze: number; silver: number; gold: number };
  pipelines: { bronze: number; silver: number; gold: number };
}

/** Read once the dynasty reached the next preseason after `year`. */
export function offseasonBuildingFigures(db: Db, year: number): OffseasonBuildingFigures {
  const coached = new Set(db.all<{ team: string }>('SELECT team FROM coached_programs').map((r) => r.team));
  const teams = db.all<{ team: string }>('SELECT team FROM team_seasons WHERE year = ?', [year]).map((r) => r.team);
  const out: OffseasonBuildingFigures = {
    programs: teams.filter((t) => !coached.has(t)).length,
    moves: 0,
    movingPrograms: 0,
    byPosition: {},
    byMove: {},
    pipelinePrograms: teams.length,
    programsWith: { bronze: 0, silver: 0, gold: 0 },
    pipelines: { bronze: 0, silver: 0, gold: 0 },
  };
  const moving = new Set<string>();
  for (const r of db.all<{ team: string; from_pos: string; to_pos: string }>(
    "SELECT team, from_pos, to_pos FROM position_changes WHERE year = ? AND made_by = 'staff'",
    [year],
  )) {
    if (coached.has(r.team)) continue;
    out.moves += 1;
    moving.add(r.team);
    out.byPosition[r.to_pos] = (out.byPosition[r.to_pos] ?? 0) + 1;
    const move = `${r.from_pos}>${r.to_pos}`;
    out.byMove[move] = (out.byMove[move] ?? 0) + 1;
  }
  out.movingPrograms = moving.size;
  const all = allPipelines(db);
  for (const team of teams) {
    const tiers = Object.values(all.get(team) ?? {}).map(pipelineTier);
    for (const tier of tiers) if (tier !== 'none') out.pipelines[tier] += 1;
    if (tiers.includes('gold')) out.programsWith.gold += 1;
    if (tiers.includes('gold') || tiers.includes('silver')) out.programsWith.silver += 1;
    if (tiers.some((t) => t !== 'none')) out.programsWith.bronze += 1;
  }
  return out;
}
