// The keys of a coached game's calls, the same in the web page and in the terminal's screen: a letter for each call
// (a digit for the two-point try), shown on its button; a call's key is only live while the call can be made.

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
 * the zone behind one a fire zone.
 */
const CALL_WORDS: Readonly<Record<string, string>> = {
  man_press: 'press man',
  man_pressure: 'man blitz',
  zone_pressure: 'fire zone',
};

/** "inside run", "press man": a call's name as the screens show it. */
export function callLabel(call: string): string {
  return CALL_WORDS[call] ?? call.replace(/_/g, ' ');
}

/** The key of a call ('' for a call without one). */
export function callKey(call: string): string {
  return CALL_KEYS[call] ?? '';
}

/** The call of the calls offered now that a key makes, or null. */
export function callOfKey(key: string, calls: readonly string[]): string | null {
  return calls.find((c) => CALL_KEYS[c] === key) ?? null;
}
