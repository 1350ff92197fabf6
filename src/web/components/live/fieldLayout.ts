// Where the field puts the players of a drawn play and the lines of the play itself. Spots are in yards: `depth`
// behind the line of scrimmage for the offence (beyond it for the defence), `lateral` from the middle of the field.
// The sets come from the play's drawing (the personnel by position, the front, the coverage's shell); the paths from
// what the play did: the run's carrier through a gap to where he was stopped, the throw from the quarterback to where
// it was caught, the routes of the others by the play's depth, a kick's flight and return.
import type { PlayArtWire } from '../../../shared/live-types.js';

export interface Marker {
  side: 'offense' | 'defense';
  pos: string;
  depth: number;
  lateral: number;
  /** The player the drawing names: the ball carrier, the passer, the target or the defender. */
  role: 'carrier' | 'passer' | 'target' | 'defender' | null;
}

/** A path in the same frame: offence depth is negative beyond the line (see toField). */
export interface ArtPath {
  kind: 'run' | 'route' | 'decoy' | 'throw' | 'kick' | 'return';
  points: { depth: number; lateral: number }[];
}

const OL = [-4.6, -2.3, 0, 2.3, 4.6];

function spread(n: number, gap: number): number[] {
  return Array.from({ length: n }, (_, i) => (i - (n - 1) / 2) * gap);
}

/** Where the receivers line up, outside in (the goal-line set is tight). */
const WIDE = [-20, 20, 13.5, -13.5, 9.5];
const TIGHT = [-11, 11, 8, -8, 5];

interface Back {
  depth: number;
  lateral: number;
}
const BACKS: Readonly<Record<string, Back[]>> = {
  shotgun: [
    { depth: 5, lateral: 2.5 },
    { depth: 5, lateral: -2.5 },
  ],
  pistol: [
    { depth: 7, lateral: 0 },
    { depth: 4.5, lateral: 2.5 },
  ],
  under_center: [
    { depth: 7, lateral: 0 },
    { depth: 4.5, lateral: 0 },
  ],
  goal_line: [
    { depth: 6.5, lateral: 0 },
    { depth: 4, lateral: 0 },
  ],
  empty: [],
};
const QB_DEPTH: Readonly<Record<string, number>> = {
  shotgun: 5,
  pistol: 4,
  under_center: 1.5,
  goal_line: 1.5,
  empty: 5,
};

/** The offence of a scrimmage play: the line, the quarterback, the backs, tight ends and receivers of its personnel. */
function offenseSet(formation: string, personnel: string): Marker[] {
  const backs = Number(personnel[0]);
  const ends = Number(personnel[1]);
  const wides = 5 - backs - ends;
  const m = (pos: string, depth: number, lateral: number): Marker => ({
    side: 'offense',
    pos,
    depth,
    lateral,
    role: null,
  });
  const out: Marker[] = OL.map((l) => m('OL', 1.1, l));
  out.push(m('QB', QB_DEPTH[formation] ?? 5, 0));
  const slots = formation === 'goal_line' ? TIGHT : WIDE;
  for (let i = 0; i < wides; i++) out.push(m('WR', i < 2 ? 1.1 : 2.2, slots[i]));
  for (let i = 0; i < ends; i++) out.push(m('TE', 1.3, i === 0 ? 7 : -7));
  const backSpots = BACKS[formation] ?? BACKS.shotgun;
  for (let i = 0; i < backs; i++) {
    // Empty (or more backs than the set has places for): split out as a receiver.
    const spot = backSpots[i];
    out.push(spot ? m('RB', spot.depth, spot.lateral) : m('RB', 1.8, slots[wides + i] ?? (i === 0 ? 9 : -9)));
  }
  return out;
}

/** Linemen, linebackers and defensive backs of each front. */
const FRONTS: Readonly<Record<string, [number, number, number]>> = {
  '4-3': [4, 3, 4],
  '3-4': [3, 4, 4],
  '4-2-5': [4, 2, 5],
  '3-3-5': [3, 3, 5],
  nickel: [4, 2, 5],
  dime: [4, 1, 6],
  goal_line: [5, 3, 3],
};

type Shell = 'zero' | 'single' | 'two';
const SHELLS: Readonly<Record<string, Shell>> = {
  cover0: 'zero',
  man_pressure: 'zero',
  pass_blitz: 'zero',
  goal_line: 'zero',
  cover1: 'single',
  man_press: 'single',
  run_blitz: 'single',
  cover3: 'single',
  base: 'single',
  zone_pressure: 'single',
  cover2: 'two',
  cover4: 'two',
  zone: 'two',
};
const BLITZ = new Set(['cover0', 'man_pressure', 'zone_pressure', 'pass_blitz', 'run_blitz']);

/** The defence of a scrimmage play: its front's linemen and linebackers, its backs in the coverage's shell. */
function defenseSet(front: string, call: string): Marker[] {
  const [dl, lb, db] = FRONTS[front] ?? FRONTS['4-3'];
  const shell = SHELLS[call] ?? 'single';
  const m = (pos: string, depth: number, lateral: number): Marker => ({
    side: 'defense',
    pos,
    depth,
    lateral,
    role: null,
  });
  const out: Marker[] = spread(dl, dl > 4 ? 2.7 : 3.4).map((l) => m('DL', 1.1, l));
  for (const l of spread(lb, 5)) out.push(m('LB', BLITZ.has(call) ? 2.4 : 5, l));
  const press = call === 'man_press' || call === 'cover1' || call === 'man_pressure';
  out.push(m('CB', press ? 1.5 : 6, -20), m('CB', press ? 1.5 : 6, 20));
  const safeties = Math.min(2, db - 2);
  const deep: Back[] =
    shell === 'two'
      ? [
          { depth: 12, lateral: -10 },
          { depth: 12, lateral: 10 },
        ]
      : shell === 'single'
        ? [
            { depth: 13, lateral: 0 },
            { depth: 7, lateral: 5 },
          ]
        : [
            { depth: 6, lateral: -7 },
            { depth: 6, lateral: 7 },
          ];
  for (let i = 0; i < safeties; i++) out.push(m('S', deep[i].depth, deep[i].lateral));
  const nickels = [
    { depth: 5, lateral: 13 },
    { depth: 7, lateral: -13 },
  ];
  for (let i = 0; i < db - 2 - safeties; i++) out.push(m('CB', nickels[i].depth, nickels[i].lateral));
  return out;
}

/** A kick's units: the kicking team (the offence) and the return or rush. */
function kickSets(formation: string): Marker[] {
  const o = (pos: string, depth: number, lateral: number): Marker => ({
    side: 'offense',
    pos,
    depth,
    lateral,
    role: null,
  });
  const d = (pos: string, depth: number, lateral: number): Marker => ({
    side: 'defense',
    pos,
    depth,
    lateral,
    role: null,
  });
  if (formation === 'punt')
    return [
      ...spread(7, 2).map((l) => o('OL', 0.8, l)),
      o('OL', 2, -8),
      o('OL', 2, 8),
      o('WR', 0.8, -21),
      o('P', 14, 0),
      ...spread(6, 3).map((l) => d('DL', 1, l)),
      d('CB', 1.5, -20),
      d('LB', 10, -5),
      d('LB', 10, 5),
      d('CB', 1.5, 20),
      d('R', 40, 0),
    ];
  if (formation === 'field_goal')
    return [
      ...spread(9, 1.8).map((l) => o('OL', 0.8, l)),
      o('H', 7, 0),
      o('K', 9.5, -1.5),
      ...spread(9, 2).map((l) => d('DL', 1, l)),
      d('S', 8, -6),
      d('S', 8, 6),
    ];
  return [
    ...spread(10, 4.6).map((l) => o('ST', 1, l)),
    o('K', 6, 0),
    ...spread(5, 8).map((l) => d('ST', 12, l)),
    ...spread(4, 9).map((l) => d('ST', 22, l)),
    d('R', 40, -4),
    d('R', 40, 4),
  ];
}

/** The markers of a play, the players it names marked by their role (at their position's first free place). */
export function markersOf(art: PlayArtWire): Marker[] {
  const scrimmage = art.personnel !== null;
  const markers = scrimmage
    ? [
        ...offenseSet(art.formation, art.personnel ?? '11'),
        ...defenseSet(art.front, art.coverage ?? art.defense_call ?? 'base'),
      ]
    : kickSets(art.formation);
  // A player of a position the set has none of (a tight end thrown to from four wide) takes the nearest place.
  const place = (side: Marker['side'], pos: string, nearest: readonly string[]) =>
    [pos, ...nearest]
      .map((p) => markers.find((m) => m.side === side && m.pos === p && m.role === null))
      .find((m) => m !== undefined);
  const mark = (m: Marker | undefined, role: NonNullable<Marker['role']>) => {
    if (m) m.role = role;
  };
  if (!scrimmage) {
    mark(place('offense', art.kind === 'punt' ? 'P' : 'K', []), 'passer');
    if (art.ball_carrier) mark(place('defense', 'R', []), 'carrier');
    return markers;
  }
  if (art.passer) mark(place('offense', art.passer.pos, ['QB']), 'passer');
  if (art.target) mark(place('offense', art.target.pos, ['WR', 'TE', 'RB']), 'target');
  else if (art.ball_carrier) {
    // A sack or a scramble: the passer kept the ball.
    const passer = markers.find((m) => m.role === 'passer');
    if (passer && art.ball_carrier.name === art.passer?.name) passer.role = 'carrier';
    else mark(place('offense', art.ball_carrier.pos, ['RB', 'WR', 'QB']), 'carrier');
  }
  if (art.defender) mark(place('defense', art.defender.pos, ['LB', 'CB', 'S', 'DL']), 'defender');
  return markers;
}

/** How wide a run goes by its play (yards from the middle at the line), and which way (even plays right). */
const GAPS: Readonly<Record<string, number>> = {
  qb_sneak: 0.5,
  inside_run: 2,
  run: 2,
  qb_run: 3,
  option: 6,
  outside_run: 9,
  sweep: 9,
};

const ROUTE_DEPTHS = [2, 5, 12, 25];

/** The lines of the play: offence depths are behind the line (negative: beyond it, the way the offence goes). */
export function pathsOf(art: PlayArtWire, markers: readonly Marker[], index: number): ArtPath[] {
  const at = (role: Marker['role']) => markers.find((m) => m.role === role);
  const way = index % 2 === 0 ? 1 : -1;
  const paths: ArtPath[] = [];
  if (art.personnel === null) {
    const kicker = markers.find((m) => m.side === 'offense' && (m.pos === 'P' || m.pos === 'K'));
    // A field goal's length is from the holder, seven yards back, to the posts; a punt's and a kick-off's from the line.
    const held = art.formation === 'field_goal' ? 7 : 0;
    const flight = art.air_yards ?? 0;
    if (kicker && flight !== 0) {
      const land = { depth: held - flight, lateral: 0 };
      paths.push({ kind: 'kick', points: [{ depth: kicker.depth, lateral: kicker.lateral }, land] });
      if (art.ball_carrier && art.result !== 'dead' && art.kind !== 'field_goal' && art.kind !== 'extra_point')
        paths.push({ kind: 'return', points: [land, { depth: held - flight + art.yards, lateral: 3 * way }] });
    }
    return paths;
  }
  // The quarterback: the set's sixth, after the line.
  const passer = at('passer') ?? markers[5];
  const end = -art.yards;
  const target = at('target');
  if ((art.kind === 'pass' || art.kind === 'two_point') && target) {
    const air = art.air_yards ?? ROUTE_DEPTHS[art.depth ?? 1];
    const catchLateral = art.depth === 0 ? target.lateral * 0.8 : target.lateral * (art.depth === 3 ? 0.75 : 0.45);
    const stem = Math.max(1, air - 2);
    paths.push({
      kind: 'route',
      points: [
        { depth: target.depth, lateral: target.lateral },
        { depth: -Math.min(stem, air), lateral: target.lateral },
        { depth: -air, lateral: catchLateral },
      ],
    });
    const drop = { depth: passer.depth + 2, lateral: passer.lateral };
    paths.push({ kind: 'throw', points: [drop, { depth: -air, lateral: catchLateral }] });
    if (art.result !== 'incomplete' && art.result !== 'interception' && art.yards !== air)
      paths.push({
        kind: 'run',
        points: [
          { depth: -air, lateral: catchLateral },
          { depth: end, lateral: catchLateral * 0.6 },
        ],
      });
    markers
      .filter((m) => m.side === 'offense' && m !== target && (m.pos === 'WR' || m.pos === 'TE'))
      .forEach((m, i) => {
        const deep = ROUTE_DEPTHS[Math.min(3, (art.depth ?? 1) + (i % 2))];
        const bend = (i % 2 === 0 ? -1 : 1) * Math.sign(m.lateral || 1) * 3;
        paths.push({
          kind: 'decoy',
          points: [
            { depth: m.depth, lateral: m.lateral },
            { depth: -deep, lateral: m.lateral },
            { depth: -deep - 1, lateral: m.lateral + bend },
          ],
        });
      });
    return paths;
  }
  const carrier = at('carrier') ?? passer;
  if (art.kind === 'sack' || art.kind === 'kneel' || art.kind === 'spike') {
    paths.push({
      kind: 'run',
      points: [
        { depth: carrier.depth, lateral: carrier.lateral },
        { depth: Math.max(end, carrier.depth), lateral: carrier.lateral },
      ],
    });
    return paths;
  }
  if (art.kind === 'run' || art.kind === 'scramble') {
    const gap = (art.kind === 'scramble' ? 6 : (GAPS[art.play ?? 'run'] ?? 2)) * way;
    paths.push({
      kind: 'run',
      points: [
        { depth: carrier.depth, lateral: carrier.lateral },
        { depth: 0.5, lateral: gap },
        { depth: end, lateral: gap * 1.4 },
      ],
    });
  }
  return paths;
}

/** Spot in field yards: x from the home end line (the end zones are 10 deep), y across; the line of scrimmage at `los`. */
export function toField(los: number, dir: 1 | -1, side: Marker['side'], depth: number, lateral: number) {
  const x = 10 + los + (side === 'offense' ? -dir * depth : dir * depth);
  return { x: Math.max(-2, Math.min(122, x)), y: 26.65 + Math.max(-25.5, Math.min(25.5, lateral)) };
}
