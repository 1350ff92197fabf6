// The awards table: each season's winners, stored once when the season ends (one blob a season, encoding/awards.ts).
import type { AwardKind, AwardWinner } from '../../core/awards/types.js';
import type { Db } from '../database.js';
import { decodeAwards, encodeAwards } from '../encoding/awards.js';

export interface AwardRow {
  year: number;
  award: AwardKind;
  conference: string;
  slot: number;
  player_id: number | null;
  name: string;
  team: string;
  pos: string;
  score: number;
  line: string;
}

export function saveAwards(db: Db, year: number, winners: readonly AwardWinner[]): void {
  db.run('INSERT OR REPLACE INTO awards (year, winners) VALUES (?, ?)', [year, encodeAwards(winners)]);
}

const toRow = (year: number, w: AwardWinner): AwardRow => ({
  year,
  award: w.award,
  conference: w.conference,
  slot: w.slot,
  player_id: w.playerId,
  name: w.name,
  team: w.team,
  pos: w.pos,
  score: w.score,
  line: w.line,
});

/** Every season's winners that pass the filter, newest season first, in award and listing order. */
function awardRows(db: Db, keep: (w: AwardWinner) => boolean, year?: number): AwardRow[] {
  const seasons =
    year === undefined
      ? db.all<{ year: number; winners: Uint8Array }>('SELECT year, winners FROM awards ORDER BY year DESC')
      : db.all<{ year: number; winners: Uint8Array }>('SELECT year, winners FROM awards WHERE year = ?', [year]);
  const rows: AwardRow[] = [];
  for (const s of seasons) {
    const kept = decodeAwards(s.winners).filter(keep);
    kept.sort((a, b) => a.award.localeCompare(b.award) || a.conference.localeCompare(b.conference) || a.slot - b.slot);
    for (const w of kept) rows.push(toRow(s.year, w));
  }
  return rows;
}

export function awardsOfYear(db: Db, year: number): AwardRow[] {
  return awardRows(db, () => true, year);
}

/** Every player's awards, newest season first, read once for the player pages (they show many players in turn). */
export function awardsByPlayer(db: Db): Map<number, AwardRow[]> {
  const byPlayer = new Map<number, AwardRow[]>();
  for (const row of awardRows(db, (w) => w.playerId !== null)) {
    const rows = byPlayer.get(row.player_id!);
    if (rows) rows.push(row);
    else byPlayer.set(row.player_id!, [row]);
  }
  return byPlayer;
}

/**
 * Each program's winners: individual awards, Heisman finalists and All-America teams (not all-conference teams),
 * newest season first, read once for the team history pages (a program's alone decodes every season's winners).
 */
export function awardsByTeam(db: Db): Map<string, AwardRow[]> {
  const byTeam = new Map<string, AwardRow[]>();
  for (const row of awardRows(db, (w) => !w.award.startsWith('all_conference'))) {
    const rows = byTeam.get(row.team);
    if (rows) rows.push(row);
    else byTeam.set(row.team, [row]);
  }
  return byTeam;
}

/** Each season's individual winners (Heisman winner, position awards, coach of the year). */
export function majorAwardsByYear(db: Db): AwardRow[] {
  return awardRows(db, (w) => w.slot === 1 && !w.award.startsWith('all_') && w.award !== 'freshman_all_america');
}

export function awardYears(db: Db): number[] {
  return db.all<{ year: number }>('SELECT year FROM awards ORDER BY year DESC').map((r) => r.year);
}
