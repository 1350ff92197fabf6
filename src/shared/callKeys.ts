// The keys of a coached game's calls, the same in the web page and in the terminal's screen: a letter for each call
// (a digit for the two-point try), shown on its button; a call's key is only live while the call can be made. And
// each call's name in words, the same on every screen.
import { COACH_TEMPOS_WIRE, type CoachTempoWire } from './coached-types.js';
import { TEMPO_NAMES } from './coachedSnapText.js';

const CALL_KEYS: Readonly<Record<string, string>> = {
  // Offense.
  inside_run: 'i',
  outside_run: 'o',
  option: 'e',
  qb_sneak: 's',
  quick_pass: 'w',
  intermediate_pass: 'm',
  deep_shot: 'd',
  screen: 'n',
  play_action: 'a',
  kneel: 'k',
  spike: 'y',
  punt: 'p',
  field_goal: 'f',
  go: 'g',
  // Defense.
  base: 'b',
  run_blitz: 'x',
  pass_blitz: 'h',
  zone: 'z',
  man_press: 'm',
  goal_line: 'g',
  // Coverages: the digit of the cover, f the fire zone (zone pressure), q man pressure.
  cover0: '0',
  cover1: '1',
  cover2: '2',
  cover3: '3',
  cover4: '4',
  zone_pressure: 'f',
  man_pressure: 'q',
  // Against a punt (e: return it) and a field goal.
  return: 'e',
  fair_catch: 'f',
  block: 'b',
  safe: 's',
  // Kick-off and try.
  normal: 'n',
  squib: 's',
  onside: 'o',
  kick: 'k',
  two: '2',
  // Any snap, any decision.
  timeout: 't',
  coordinator: 'c',
  coordinator_drive: 'v',
  coordinator_rest: 'r',
  // The offense's tempo: the hurry-up, the one a two-minute drill wants at once.
  tempo_hurry: 'u',
};

/** Every call that has a key, with its key, in the order above (the terminal's help lists them). */
export function keyedCalls(): [call: string, key: string][] {
  return Object.entries(CALL_KEYS);
}

/**
 * A call as the coach reads it: its name in words, where two names would read alike ("man press" beside "man
 * pressure") the one football uses: cover 1's man call is press man, the man coverage behind a blitz a man blitz,
 * the zone behind one a fire zone; the coordinator's calls say how far they reach.
 */
const CALL_WORDS: Readonly<Record<string, string>> = {
  man_press: 'press man',
  man_pressure: 'man blitz',
  zone_pressure: 'fire zone',
  coordinator: 'coordinator: this snap',
  coordinator_drive: 'coordinator: the drive',
  coordinator_rest: 'coordinator: the rest',
};

const TEMPO = 'tempo_';
const SIDELINE = '+sideline';

/**
 * "inside run", "press man", "milk the clock": a call's name as every screen shows it (the web, the terminal's screen
 * and the CLI read this one table). A tempo is named as the clock line names it; a play to the sideline says so.
 */
export function callLabel(call: string): string {
  if (call.endsWith(SIDELINE)) return `${callLabel(call.slice(0, -SIDELINE.length))} to the sideline`;
  if (call.startsWith(TEMPO)) {
    const tempo = call.slice(TEMPO.length);
    if ((COACH_TEMPOS_WIRE as readonly string[]).includes(tempo))
      return `tempo: ${TEMPO_NAMES[tempo as CoachTempoWire]}`;
  }
  return CALL_WORDS[call] ?? call.replace(/_/g, ' ');
}

/** The call of `calls` a coach typed by its name in words ("fire zone"), or null. */
export function callOfLabel(text: string, calls: readonly string[]): string | null {
  const typed = text.trim().toLowerCase();
  return calls.find((call) => callLabel(call).toLowerCase() === typed) ?? null;
}

/** The key of a call ('' for a call without one). */
export function callKey(call: string): string {
  return CALL_KEYS[call] ?? '';
}

/** The call of the calls offered now that a key makes, or null. */
export function callOfKey(key: string, calls: readonly string[]): string | null {
  return calls.find((c) => CALL_KEYS[c] === key) ?? null;
}
