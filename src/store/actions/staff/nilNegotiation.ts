// One NIL offer of a coached program answered by the player (core/money/negotiation.ts): accepted, a counter or
// refused, with the rounds he still listens to. The talk so far is kept (nil_talks) so a counter stands and the
// rounds are bounded; a deal is the caller's to record (nil_offers).
import { answerOffer, NIL_ROUNDS, type NilAnswer, type NilAsk } from '../../../core/money/negotiation.js';
import { formatMoney } from '../../../core/money/budget.js';
import type { Db } from '../../database.js';
import { GameError } from '../../errors.js';
import { nilTalk, saveNilTalk } from '../../queries/keeping.js';

export interface NilNegotiation {
  answer: NilAnswer['kind'];
  /** The amount agreed (accepted) or countered, thousands; null when refused. */
  amount: number | null;
  /** What he asks now (his ask, or his last counter), thousands. */
  asking: number;
  /** Offers he still answers this season without a deal. */
  roundsLeft: number;
  /** The answer in words. */
  words: string;
}

/**
 * His answer to `offer` (thousands) from `team`, by his ask and the talk so far; refused outright once he stopped
 * listening, or once a deal stands (a higher offer raises it: accepted).
 */
export function negotiateNil(
  db: Db,
  year: number,
  team: string,
  kind: string,
  targetId: number,
  name: string,
  ask: NilAsk,
  offer: number,
): NilNegotiation {
  const talk = nilTalk(db, year, team, kind, targetId);
  if (talk?.answer === 'accepted' && offer <= talk.lastOffer)
    throw new GameError(
      'conflict',
      `${name} already agreed to ${formatMoney(talk.lastOffer)}: only a higher offer changes the deal.`,
    );
  const rounds = talk?.answer === 'accepted' ? 0 : (talk?.rounds ?? 0);
  if (rounds >= NIL_ROUNDS)
    throw new GameError(
      'conflict',
      `${name} has stopped listening to your NIL offers this season (${NIL_ROUNDS} without a deal).`,
    );
  const answer = answerOffer(offer, ask, talk?.answer === 'counter' ? talk.counter : null);
  const used = answer.kind === 'accepted' ? 0 : rounds + 1;
  saveNilTalk(db, year, team, kind, targetId, {
    rounds: used,
    counter: answer.kind === 'counter' ? answer.amount : talk?.answer === 'counter' ? talk.counter : null,
    lastOffer: offer,
    answer: answer.kind,
  });
  const left = Math.max(0, NIL_ROUNDS - used);
  const asking =
    answer.kind === 'counter' ? answer.amount : talk?.answer === 'counter' && talk.counter ? talk.counter : ask.ask;
  const tail =
    left === 0
      ? 'he will not listen to another offer this season.'
      : `${left} more ${left === 1 ? 'offer' : 'offers'} before he stops listening.`;
  const words =
    answer.kind === 'accepted'
      ? `${name} accepts ${formatMoney(offer)} in NIL money.`
      : answer.kind === 'counter'
        ? `${name} counters at ${formatMoney(answer.amount)} (you offered ${formatMoney(offer)}); ${tail}`
        : `${name} refuses ${formatMoney(offer)}: too far below his ask of ${formatMoney(asking)}; ${tail}`;
  return {
    answer: answer.kind,
    amount: answer.kind === 'refused' ? null : answer.amount,
    asking,
    roundsLeft: answer.kind === 'accepted' ? NIL_ROUNDS : left,
    words,
  };
}

/** What he asks now from `team` (his ask, or his last counter), and the offers he still answers. */
export function nilAskNow(
  db: Db,
  year: number,
  team: string,
  kind: string,
  targetId: number,
  ask: NilAsk,
): { asking: number; roundsLeft: number; agreed: number | null } {
  const talk = nilTalk(db, year, team, kind, targetId);
  return {
    asking: talk?.answer === 'counter' && talk.counter !== null ? talk.counter : ask.ask,
    roundsLeft: talk?.answer === 'accepted' ? NIL_ROUNDS : Math.max(0, NIL_ROUNDS - (talk?.rounds ?? 0)),
    agreed: talk?.answer === 'accepted' ? talk.lastOffer : null,
  };
}
