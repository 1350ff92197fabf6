// Who leads for a prospect, told the way recruiting sites tell it ("leans Kansas State", "Oregon and Texas
// even", "warming to you"), and each leader's share of his interest among his top schools: interest stops at
// 100, so several programs can hold 100 at once; their shares and the words still tell them apart or call
// them even (the prospect then decides among them by what he values most: commitments.ts).
import { COMMIT_LEAD, DECOMMIT_LEAD } from './tuning.js';

export interface Standing {
  program: string;
  interest: number;
}

/** Programs within this much interest of the leader are even with him (half the lead that flips a commitment). */
const EVEN_GAP = DECOMMIT_LEAD / 2;

/** Each of his leaders' share of their summed interest, 0-1 (the leaders in the order given). */
export function leaderShares(leaders: readonly Standing[]): number[] {
  const total = leaders.reduce((sum, l) => sum + l.interest, 0);
  return leaders.map((l) => (total > 0 ? l.interest / total : 0));
}

function names(list: readonly string[]): string {
  return list.length <= 1 ? (list[0] ?? '') : `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`;
}

/**
 * The lead in words. `suitors`: every program recruiting him; `team`: the player's program (named "you" when it is
 * behind but within reach of the leader: "warming to you"); `committedTo`: where he committed, if he did.
 */
export function leadInWords(suitors: readonly Standing[], team: string, committedTo: string | null): string {
  if (committedTo) return `committed to ${committedTo}`;
  const ranked = suitors
    .filter((s) => s.interest > 0)
    .sort((a, b) => b.interest - a.interest || (a.program < b.program ? -1 : 1));
  if (ranked.length === 0) return 'no leader yet';
  const top = ranked[0];
  const even = ranked.filter((s) => top.interest - s.interest < EVEN_GAP).slice(0, 3);
  let words: string;
  if (even.length > 1) words = `${names(even.map((s) => s.program))} even`;
  else if (ranked.length === 1 || top.interest - ranked[1].interest < COMMIT_LEAD) words = `leans ${top.program}`;
  else words = `${top.program} out front`;
  const ours = ranked.find((s) => s.program === team);
  const inWords = even.some((s) => s.program === team) || top.program === team;
  if (ours && !inWords && top.interest - ours.interest < 2 * COMMIT_LEAD) words += ', warming to you';
  return words;
}
