// What NIL does in a season's decisions, read from the save: each program's collective against the league's largest,
// and the offers made to single players.
import { collectivePull, type NilPull } from '../../../core/money/nil.js';
import type { Db } from '../../database.js';
import { nilIn } from '../../leagueRules.js';
import { allProgramMoney, nilOfferPulls } from '../../queries/staff.js';

/** Programs' NIL in season `year` for recruits or transfers; empty before NIL or in a league without it. */
export function nilPulls(db: Db, year: number, kind: 'recruit' | 'transfer'): Map<string, NilPull> {
  if (!nilIn(db, year)) return new Map();
  const money = [...allProgramMoney(db).values()];
  const largest = Math.max(0, ...money.map((m) => m.collective));
  const offers = nilOfferPulls(db, year, kind);
  return new Map(
    money
      .filter((m) => m.collective > 0 || offers.has(m.team))
      .map((m) => [m.team, { general: collectivePull(m.collective, largest), offers: offers.get(m.team) }]),
  );
}
