// The playbook's numbers: how personnel and fronts price against each other, what each coverage changes from the
// defensive call it belongs to, the formation-against-coverage counters, and how often each scheme's coordinator
// calls each of its formations and fronts. Edges are rating points (the plays' scale: ten move a run's mean by about
// a yard, a throw's completion chance by about five points). Real-football sources: docs/reference/playbooks.md.
import { tuned } from '../tuning.js';

/**
 * How heavy each personnel group is (backs and tight ends against receivers) and how heavy each front is (big bodies
 * against defensive backs), on one scale: matched personnel and front price at zero.
 */
export const PERSONNEL_WEIGHT = tuned('playbook.PERSONNEL_WEIGHT', { 10: -2, 11: -1, 12: 0, 21: 0, 22: 1 } as const);
export const FRONT_WEIGHT = tuned('playbook.FRONT_WEIGHT', {
  dime: -2,
  nickel: -1,
  '4-2-5': -1,
  '3-3-5': -1,
  '4-3': 0,
  '3-4': 0,
  goal_line: 1,
} as const);

/**
 * Rating points per step of mismatch (the offense heavier than the front): its runs and play fakes gain `run`, its
 * other throws lose `pass` (fewer receivers against more defensive backs); lighter than the front, the reverse.
 */
export const MISMATCH = tuned('playbook.MISMATCH', { run: 3, pass: 3 });

/** What a coverage changes from its call: run edge, pressure chance, and the throws by depth (see COVERAGE_SHAPES). */
export interface CoverageShape {
  runEdge: number;
  pressure: number;
  cover: readonly [number, number, number, number];
}
/**
 * What each coverage changes from the defensive call it is played from (sim/calls.ts COVERAGE_CALL): cover 0 brings
 * everyone and leaves no deep help, cover 2's corners sit on the flats and open the deep halves' seams, a zone
 * pressure (fire zone) brings five and drops a lineman into the hot throws. Cover 1, 3, 4 and man pressure are their
 * calls as they are. cover: [behind the line, short, intermediate, deep], positive for the offense.
 */
export const COVERAGE_SHAPES: Readonly<Record<string, CoverageShape>> = tuned('playbook.COVERAGE_SHAPES', {
  cover0: { runEdge: 0, pressure: 0.03, cover: [0, -4, 0, 10] },
  cover2: { runEdge: 0, pressure: 0, cover: [-6, 0, 2, 6] },
  zone_pressure: { runEdge: 0, pressure: -0.05, cover: [-10, -2, -3, -4] },
});

/**
 * Formation against coverage, each with its counter: empty's five receivers beat an all-out blitz's hot throws and
 * lose them to a fire zone; under centre the run gains against a two-high shell's light box and loses against a
 * single-high safety's eighth man; the spread-out shotgun finds space against man and loses the flats to cover 2.
 */
export const FORMATION_COUNTERS: Readonly<Record<string, { runEdge: number; short: number }>> = tuned(
  'playbook.FORMATION_COUNTERS',
  {
    'empty:cover0': { runEdge: 0, short: 6 },
    'empty:zone_pressure': { runEdge: 0, short: -6 },
    'under_center:cover2': { runEdge: 4, short: 0 },
    'under_center:cover4': { runEdge: 4, short: 0 },
    'under_center:cover0': { runEdge: -4, short: 0 },
    'under_center:cover1': { runEdge: -4, short: 0 },
    'shotgun:cover1': { runEdge: 0, short: 4 },
    'shotgun:cover2': { runEdge: 0, short: -4 },
  },
);

/**
 * A coordinator's front against the personnel he sees: the matched front most often, the next lighter or heavier by
 * these shares. Nickel staffs (4-2-5, 3-3-5) stay in their own nickel front against base personnel.
 */
export const FRONT_SHARES = tuned('playbook.FRONT_SHARES', {
  '4-3': { lighter: 0.15, heavier: 0.15 },
  '3-4': { lighter: 0.15, heavier: 0.15 },
  '4-2-5': { lighter: 0.45, heavier: 0.05 },
  '3-3-5': { lighter: 0.45, heavier: 0.05 },
} as const);

/** How often each scheme's coordinator lines up in each formation and personnel (weights). */
export const FORMATION_MIX = tuned('playbook.FORMATION_MIX', {
  air_raid: { 'shotgun/10': 40, 'shotgun/11': 30, 'empty/10': 20, 'pistol/11': 10 },
  spread: { 'shotgun/11': 45, 'pistol/11': 20, 'shotgun/10': 15, 'empty/10': 10, 'pistol/12': 10 },
  pro_style: {
    'shotgun/11': 30,
    'under_center/12': 25,
    'under_center/21': 20,
    'pistol/11': 10,
    'under_center/22': 10,
    'empty/11': 5,
  },
  option: { 'under_center/21': 60, 'pistol/21': 15, 'under_center/22': 15, 'shotgun/11': 10 },
} as const);
