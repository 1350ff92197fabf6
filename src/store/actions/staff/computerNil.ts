// Computer programs' NIL offers (from 2021, in leagues with NIL): after the spring and summer each offers the best
// prospects on its board, and in each portal window the best transfers it needs, by core/money/nilTargets.ts's rule
// (each a deal by the player's answers: his ask, a counter it pays or not),
// from its season's NIL pool less what it offered already. Written as nil_offers rows like the player's own, so every
// decision reads them the same way (nilPulls.ts).
import { nilPool } from '../../../core/money/budget.js';
import { RECRUIT_NIL_SHARE, nilOffersFor, type NilTarget } from '../../../core/money/nilTargets.js';
import type { Db } from '../../database.js';
import { nilIn } from '../../leagueRules.js';
import { allProgramMoney, saveNilOffer } from '../../queries/staff.js';
import { moneyInputs } from './money.js';
import { nilAsk } from '../../../core/money/negotiation.js';
import { readState } from '../../queries/meta.js';

/** What each program has left of its NIL pool in season `year` (thousands). */
export function poolsLeft(db: Db, year: number): Map<string, number> {
  const money = allProgramMoney(db);
  const offered = new Map(
    db
      .all<{ team: string; s: number }>('SELECT team, SUM(amount) AS s FROM nil_offers WHERE year = ? GROUP BY team', [
        year,
      ])
      .map((r) => [r.team, r.s]),
  );
  const out = new Map<string, number>();
  for (const [team, input] of moneyInputs(db, year)) {
    out.set(team, Math.max(0, nilPool(input, year, money.get(team)?.collective ?? 0) - (offered.get(team) ?? 0)));
  }
  return out;
}

/**
 * Each computer program's offers to its targets of `kind` (best first) for at most `places` of them. Recruits take
 * RECRUIT_NIL_SHARE of the pool; transfers what is left. `players`' programs make none (their players offer their own);
 * a coached program whose staff recruits for its player is not among them: its staff spends its pool as every staff does.
 */
export function offerComputerNil(
  db: Db,
  year: number,
  players: ReadonlySet<string>,
  kind: 'recruit' | 'transfer',
  targets: ReadonlyMap<string, readonly NilTarget[]>,
  places: ReadonlyMap<string, number>,
): number {
  if (!nilIn(db, year)) return 0;
  const left = poolsLeft(db, year);
  // Each offer is a deal by the player's answers (core/money/negotiation.ts), his ask a draw of the dynasty.
  const seed = readState(db).seed;
  const askOf = (t: NilTarget) => nilAsk(seed, year, kind, t.id, t.stars);
  let made = 0;
  for (const [team, list] of targets) {
    if (players.has(team) || list.length === 0) continue;
    const pool = left.get(team) ?? 0;
    const budget = kind === 'recruit' ? Math.round(RECRUIT_NIL_SHARE * pool) : pool;
    for (const o of nilOffersFor(list, budget, places.get(team) ?? 0, askOf)) {
      saveNilOffer(db, { year, team, kind, targetId: o.id, stars: o.stars, amount: o.amount });
      made++;
    }
  }
  return made;
}
