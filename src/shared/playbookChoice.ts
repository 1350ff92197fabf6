// The formation, personnel and front a coach has picked for his calls, the same in the web page and the terminal's
// screen: it stays picked from snap to snap until changed; null is the staff's own. A play sent with it names them
// ({"call": "inside_run", "formation": "pistol", "personnel": "11"}), a defensive call its front.
import { type CoachedDecision, FORMATIONS_WIRE, FRONTS_WIRE, PERSONNEL_WIRE } from './coached-types.js';

export interface PlaybookChoice {
  formation: string | null;
  personnel: string | null;
  front: string | null;
}

export const STAFF_CHOICE: PlaybookChoice = { formation: null, personnel: null, front: null };

/** Calls that are no snap's play or defense: they never take a formation or a front. */
const NOT_PLAYS = /^(kneel|spike|punt|field_goal|go|timeout|coordinator.*|tempo_.*|normal|squib|onside|kick|two)$/;

export interface ChoiceFields {
  formation?: (typeof FORMATIONS_WIRE)[number];
  personnel?: (typeof PERSONNEL_WIRE)[number];
  front?: (typeof FRONTS_WIRE)[number];
}

/** The name picked if the decision's book has it and the wire knows it. */
function picked<W extends string>(name: string | null, book: readonly string[], wire: readonly W[]): W | undefined {
  return name !== null && book.includes(name) ? wire.find((w) => w === name) : undefined;
}

/** What a call is sent with: its formation and personnel on offense, its front on defense, if picked and in the book. */
export function choiceFields(
  call: string,
  pending: Pick<CoachedDecision, 'kind' | 'formations' | 'personnel' | 'fronts'>,
  choice: PlaybookChoice,
): ChoiceFields {
  if (NOT_PLAYS.test(call)) return {};
  if (pending.kind === 'offense') {
    const formation = picked(choice.formation, pending.formations, FORMATIONS_WIRE);
    const personnel = picked(choice.personnel, pending.personnel, PERSONNEL_WIRE);
    return { ...(formation ? { formation } : {}), ...(personnel ? { personnel } : {}) };
  }
  const front = pending.kind === 'defense' ? picked(choice.front, pending.fronts, FRONTS_WIRE) : undefined;
  return front ? { front } : {};
}

/** The next of a list after `now` (null: the staff's own, before the first). */
export function nextOf(now: string | null, list: readonly string[]): string | null {
  if (list.length === 0) return null;
  const i = now === null ? -1 : list.indexOf(now);
  return i + 1 >= list.length ? null : list[i + 1];
}

/** The picked formation and personnel, or front, in a few words ("pistol 11", "staff's formation", "dime front"). */
export function choiceText(pending: Pick<CoachedDecision, 'kind'>, choice: PlaybookChoice): string {
  if (pending.kind === 'offense') {
    const f = choice.formation ? choice.formation.replace(/_/g, ' ') : "staff's formation";
    return choice.personnel ? `${f} ${choice.personnel}` : f;
  }
  if (pending.kind === 'defense') return choice.front ? `${choice.front.replace(/_/g, ' ')} front` : "staff's front";
  return '';
}
