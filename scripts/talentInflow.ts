// Where a dynasty's talent comes from and goes, by prestige tier: every program's team rating through each offseason
// stage, split by source in this order: seniors leaving, early entrants (NFL), portal entrants, the growth of the
// players who return, transfers signed, the signing class, then the spring. Each source is the team rating's change
// (unrounded) when that group leaves or joins; sources summed are the offseason's net. For docs/calibration.md.
// Usage: npx tsx scripts/talentInflow.ts [year=2024] [seasons=6] [seeds=1-4] [--set NAME=VALUE ...]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applyBatchTuning } from '../src/workbench/tuningOptions.js';
import type { Player } from '../src/core/players/types.js';

// Overrides first: the game's modules read their tuning when they load.
applyBatchTuning(process.argv.slice(2));
const { seasonLeague } = await import('../src/core/data/league.js');
const { lastWeekFor } = await import('../src/core/season/calendar.js');
const { rawTeamRatings } = await import('../src/core/players/teamRatings.js');
const tuning = await import('../src/core/players/tuning.js');
const { advanceStage } = await import('../src/store/actions/advance.js');
const { spendCoachXpByProfile } = await import('../src/store/actions/coaches/abilities.js');
const { takeFirstOfferIfFired } = await import('../src/store/actions/coaches/offers.js');
const { newDynasty } = await import('../src/store/actions/newDynasty.js');
const { simulateTo } = await import('../src/store/actions/season/simulate.js');
const { setStaffRecruiting } = await import('../src/store/actions/recruiting/actions.js');
const { allRosters } = await import('../src/store/queries/players.js');
const { readState } = await import('../src/store/queries/meta.js');
const { teamSeasons } = await import('../src/store/queries/teamSeasons.js');
const { programOf } = await import('../src/store/program.js');

const SOURCES = ['seniors', 'early', 'portalOut', 'growth', 'portalIn', 'signingClass', 'spring'] as const;
type Source = (typeof SOURCES)[number];
const COUNTS = ['seniors', 'early', 'portalOut', 'portalIn', 'signingClass'] as const;

interface ProgramOffseason {
  offseason: number;
  tier: number;
  /** Team rating at the season's end less the tier's PROGRAM_LEVEL_TARGET. */
  offset: number;
  change: Record<Source, number>;
  count: Record<(typeof COUNTS)[number], number>;
  /** Mean overall of the signed freshmen, of the transfers signed, of the portal entrants who left. */
  classMean: number;
  portalInMean: number;
  portalOutMean: number;
}

/** The team rating on its displayed scale, not rounded (teamRatings rounds it). */
function rating(players: readonly Player[]): number {
  const raw = rawTeamRatings(players).overall;
  const slope = raw < tuning.RAW_CENTER ? tuning.TEAM_RATING_STRETCH_BELOW : tuning.TEAM_RATING_STRETCH_ABOVE;
  return tuning.TEAM_RATING_CENTER + slope * (raw - tuning.RAW_CENTER);
}

const meanOf = (xs: readonly number[]) => (xs.length === 0 ? NaN : xs.reduce((s, x) => s + x, 0) / xs.length);
const without = (players: readonly Player[], gone: readonly Player[]) => {
  const ids = new Set(gone.map((p) => p.id));
  return players.filter((p) => !ids.has(p.id));
};

async function playDynasty(year: number, seasons: number, seed: number): Promise<ProgramOffseason[]> {
  const folder = mkdtempSync(join(tmpdir(), 'talent-inflow-'));
  const save = await newDynasty(join(folder, 'dynasty.db'), { year, team: seasonLeague(year).teams[0].name, seed });
  const db = save.db;
  const rows: ProgramOffseason[] = [];
  try {
    setStaffRecruiting(db, programOf(db), true);
    for (let i = 0; i < seasons; i++) {
      const season = readState(db).year;
      advanceStage(db); // -> season
      simulateTo(db, lastWeekFor(readState(db).playoff.teams) + 1);
      advanceStage(db); // -> summary
      const ended = allRosters(db);
      const prestige = new Map(teamSeasons(db, season).map((r) => [r.team, r.prestige]));
      takeFirstOfferIfFired(db, season);
      advanceStage(db); // -> progression: growth, seniors, early entrants, portal entrants, the draft
      const progressed = allRosters(db);
      const portalIds = new Set(
        db
          .all<{ player_id: number }>('SELECT player_id FROM portal_entries WHERE year = ?', [season])
          .map((r) => r.player_id),
      );
      advanceStage(db); // -> recruiting summary: transfers signed, signing day
      const signed = allRosters(db);
      advanceStage(db); // -> preseason: the spring window
      spendCoachXpByProfile(db);
      const preseason = allRosters(db);
      const known = new Set([...ended.values()].flatMap((list) => list.map((p) => p.id)));
      for (const [team, before] of ended) {
        const p = prestige.get(team);
        if (p === undefined) continue;
        const tier = Math.max(1, Math.min(7, Math.round(p)));
        const after = new Set((progressed.get(team) ?? []).map((q) => q.id));
        const left = before.filter((q) => !after.has(q.id));
        const portalOut = left.filter((q) => portalIds.has(q.id));
        const seniors = left.filter((q) => !portalIds.has(q.id) && q.year === 'sr');
        const early = left.filter((q) => !portalIds.has(q.id) && q.year !== 'sr');
        const afterSeniors = without(before, seniors);
        const afterEarly = without(afterSeniors, early);
        const stayed = without(afterEarly, portalOut);
        const grown = progressed.get(team) ?? [];
        const now = signed.get(team) ?? [];
        const newcomers = now.filter((q) => !after.has(q.id));
        const transfers = newcomers.filter((q) => known.has(q.id));
        const freshmen = newcomers.filter((q) => !known.has(q.id));
        const kept = now.filter((q) => after.has(q.id));
        const withTransfers = [...kept, ...transfers];
        rows.push({
          offseason: i + 1,
          tier,
          offset: rating(before) - tuning.PROGRAM_LEVEL_TARGET[tier - 1],
          change: {
            seniors: rating(afterSeniors) - rating(before),
            early: rating(afterEarly) - rating(afterSeniors),
            portalOut: rating(stayed) - rating(afterEarly),
            growth: rating(grown) - rating(stayed),
            // Players released before signing day count with the transfers they made room for.
            portalIn: rating(withTransfers) - rating(grown),
            signingClass: rating(now) - rating(withTransfers),
            spring: rating(preseason.get(team) ?? []) - rating(now),
          },
          count: {
            seniors: seniors.length,
            early: early.length,
            portalOut: portalOut.length,
            portalIn: transfers.length,
            signingClass: freshmen.length,
          },
          classMean: meanOf(freshmen.map((q) => q.rating)),
          portalInMean: meanOf(transfers.map((q) => q.rating)),
          portalOutMean: meanOf(portalOut.map((q) => q.rating)),
        });
      }
      process.stderr.write(`seed ${seed}: offseason ${i + 1} of ${seasons}\n`);
    }
  } finally {
    save.close();
    rmSync(folder, { recursive: true, force: true });
  }
  return rows;
}

function table(rows: readonly ProgramOffseason[], label: string): string {
  const fmt = (x: number) => (Number.isNaN(x) ? '-' : (x >= 0 ? '+' : '') + x.toFixed(2));
  const lines = [
    `Offseasons ${label}: team rating points a program a year by source, by prestige tier`,
    `| Tier | Programs | Offset | ${SOURCES.join(' | ')} | Net | Seniors, early, out, in, class (players) | Class, in, out (overall) |`,
    `|${'---|'.repeat(SOURCES.length + 6)}`,
  ];
  for (let tier = 1; tier <= 7; tier++) {
    const of = rows.filter((r) => r.tier === tier);
    if (of.length === 0) continue;
    const m = (f: (r: ProgramOffseason) => number) => meanOf(of.map(f).filter((x) => !Number.isNaN(x)));
    const sources = SOURCES.map((s) => m((r) => r.change[s]));
    const counts = COUNTS.map((c) => m((r) => r.count[c]).toFixed(1)).join(', ');
    const means = [m((r) => r.classMean), m((r) => r.portalInMean), m((r) => r.portalOutMean)];
    lines.push(
      `| ${tier} | ${of.length} | ${fmt(m((r) => r.offset))} | ${sources.map(fmt).join(' | ')} | `
        + `${fmt(sources.reduce((s, x) => s + x, 0))} | ${counts} | ${means.map((x) => x.toFixed(1)).join(', ')} |`,
    );
  }
  return lines.join('\n');
}

const positional = process.argv.slice(2).filter((a, i, all) => !a.startsWith('--') && all[i - 1] !== '--set');
const year = Number(positional[0] ?? 2024);
const seasons = Number(positional[1] ?? 6);
const [from, to] = (positional[2] ?? '1-4').split('-').map(Number);
const rows: ProgramOffseason[] = [];
for (let seed = from; seed <= (to ?? from); seed++) rows.push(...(await playDynasty(year, seasons, seed)));
const groups: [number, number, string][] = [
  [1, 1, '1'],
  [2, 3, '2-3'],
  [4, seasons, `4-${seasons}`],
];
for (const [a, b, label] of groups) {
  const of = rows.filter((r) => r.offseason >= a && r.offseason <= b);
  if (of.length > 0) console.log(`${table(of, label)}\n`);
}
