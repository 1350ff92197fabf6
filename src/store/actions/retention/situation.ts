// What keeping players reads of the save: each program's season as its players weigh it (core/retention/risk.ts
// KeepingSituation), what it did for each player this offseason, and every player's risk of leaving. Read by the
// departures (offseason/progression.ts), the computer programs' staffs, and the retention page.
import { coachesByTeam } from '../../queries/coaches.js';
import { mean } from '../../../core/stats/math.js';
import { nilAsk } from '../../../core/money/negotiation.js';
import type { Player } from '../../../core/players/types.js';
import { playerMotives } from '../../../core/retention/motives.js';
import { trustOf } from '../../../core/retention/promises.js';
import { keepingRisk, type KeepingRisk, type KeepingSituation } from '../../../core/retention/risk.js';
import { TRUST_SEASONS } from '../../../core/retention/tuning.js';
import type { Keeping, Motives } from '../../../core/retention/types.js';
import type { Db } from '../../database.js';
import { nilIn } from '../../leagueRules.js';
import { judgedPromises, retentionActionsOf, type RetentionAction } from '../../queries/keeping.js';
import { seasonRecords } from '../../queries/records.js';
import { allProgramMoney } from '../../queries/staff.js';
import { programSeasons } from '../offseason/departures.js';

/** Each program's situation after season `year` (its record so far while the season is played). */
export function keepingSituations(db: Db, year: number, teams: readonly string[]): Map<string, KeepingSituation> {
  const seasons = programSeasons(db, year, teams);
  const records = seasonRecords(db, year);
  const coaches = coachesByTeam(db);
  const developmentMean = mean([...coaches.values()].map((c) => c.development));
  const nilEra = nilIn(db, year);
  const money = allProgramMoney(db);
  const largest = Math.max(0, ...[...money.values()].map((m) => m.collective));
  const judged = judgedPromises(db, year - TRUST_SEASONS + 1, year);
  const out = new Map<string, KeepingSituation>();
  for (const team of teams) {
    const record = records.get(team);
    const games = record ? record.wins + record.losses : 0;
    const coach = coaches.get(team);
    const promises = judged.get(team) ?? [];
    const collective = money.get(team)?.collective ?? 0;
    out.set(team, {
      program: seasons.get(team)!,
      season: year,
      winShare: games > 0 ? record!.wins / games : 0.5,
      developmentEdge: coach ? Math.max(-1, Math.min(1, (coach.development - developmentMean) / 20)) : 0,
      nilStanding: nilEra ? (largest > 0 ? Math.sqrt(Math.max(0, collective) / largest) : 0) : null,
      brokenOnTeam: promises.filter((p) => p.season === year && !p.kept).length,
      trust: trustOf(promises, year),
    });
  }
  return out;
}

/** A program's recruiting trust after season `year`. */
export function programTrust(db: Db, team: string, year: number): number {
  return trustOf(judgedPromises(db, year - TRUST_SEASONS + 1, year).get(team) ?? [], year);
}

/** Every program's recruiting trust after season `year` (programs without a judged promise are at full trust). */
export function trustByTeam(db: Db, year: number): Map<string, number> {
  const out = new Map<string, number>();
  for (const [team, promises] of judgedPromises(db, year - TRUST_SEASONS + 1, year)) {
    const trust = trustOf(promises, year);
    if (trust < 1) out.set(team, trust);
  }
  return out;
}

/**
 * What a program did for each of its players in the offseason after `year` (talks and promises), and whose promise
 * it broke in season `year`.
 */
export function keepingByPlayer(
  actions: readonly RetentionAction[],
  brokenIds: ReadonlySet<number>,
): (playerId: number) => Keeping {
  const byPlayer = new Map<number, RetentionAction[]>();
  for (const a of actions) {
    const list = byPlayer.get(a.playerId) ?? [];
    list.push(a);
    byPlayer.set(a.playerId, list);
  }
  return (playerId) => {
    const mine = byPlayer.get(playerId) ?? [];
    const keeping: Keeping = { talked: false, broken: brokenIds.has(playerId) };
    for (const a of mine) {
      if (a.kind === 'talk') keeping.talked = true;
      else if (a.status === 'lapsed') continue;
      else if (a.kind === 'starter') keeping.starter = true;
      else if (a.kind === 'position' && a.position) keeping.position = a.position;
      else if (a.kind === 'nil' && a.amount !== null && a.ask) keeping.nilShare = Math.min(1, a.amount / a.ask);
    }
    return keeping;
  };
}

/** The players whose promise was broken in season `year`, by program. */
export function brokenPromisesIn(db: Db, year: number): Map<string, Set<number>> {
  const out = new Map<string, Set<number>>();
  for (const [team, promises] of judgedPromises(db, year, year)) {
    const broken = new Set(promises.filter((p) => !p.kept).map((p) => p.playerId));
    if (broken.size > 0) out.set(team, broken);
  }
  return out;
}

export interface PlayerRisk {
  player: Player;
  motives: Motives;
  keeping: Keeping;
  risk: KeepingRisk;
}

/** Every player's risk on a program's roster after season `year` (seniors leave anyway: none of theirs). */
export function rosterRisks(
  seed: number,
  roster: readonly Player[],
  situation: KeepingSituation,
  keepingOf: (playerId: number) => Keeping,
  midpoint: number,
): PlayerRisk[] {
  return roster
    .filter((p) => p.year !== 'sr')
    .map((player) => {
      const motives = playerMotives(seed, player.id);
      const keeping = keepingOf(player.id);
      return { player, motives, keeping, risk: keepingRisk(player, roster, situation, motives, keeping, midpoint) };
    });
}

/** One of a program's own players' NIL ask after season `year` (thousands; 0 before NIL). */
export function ownPlayerAsk(
  seed: number,
  year: number,
  player: Player,
  nilEra: boolean,
): { ask: number; floor: number } {
  return nilEra ? nilAsk(seed, year, 'player', player.id, player.stars) : { ask: 0, floor: 0 };
}

/** The actions of a program this offseason and the promises it broke in the season, read once. */
export function programKeeping(db: Db, year: number, team: string): (playerId: number) => Keeping {
  return keepingByPlayer(retentionActionsOf(db, year, team), brokenPromisesIn(db, year).get(team) ?? new Set());
}
