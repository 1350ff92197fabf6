// Diminishing returns at the ends of the rating scale: on game day a player's line and defensive attributes (and a
// quarterback's arm and reading of the field) count in full between TALENT_CURVE.floor and .knee, `above` of each point
// beyond the knee and `below` of each point under the floor. An elite roster is still the best, but not worth as many
// points over a good one as the straight scale made it (a blue blood 47 points better than a 75-rated program): real
// lines between two power-conference programs are no wider than the FBS's as a whole (docs/reference/lines.md), while
// the weakest rosters stay as far below the rest. The ball carriers' and receivers' own skills (speed, agility,
// carrying, catching, routes), the kicking legs and stamina count as they are: a star back or receiver is as far above
// the man covering him as his ratings say (the season leaders), and a kick's distance is its distance. The engine's
// lineups and the odds' strengths read the same curve, so the lines follow the games.
import type { Player, PlayerAttributes } from '../players/types.js';
import { TALENT_CURVE } from './tuning.js';

/** The attributes the curve bends: the lines', the defenders' and the quarterback's (see the header). */
const BENT: readonly (keyof PlayerAttributes)[] = [
  'strength',
  'awareness',
  'throwPower',
  'throwAccuracy',
  'passBlock',
  'runBlock',
  'passRush',
  'runStop',
  'coverage',
  'tackling',
];

/** An attribute as it counts on game day. */
export function onFieldValue(value: number): number {
  const { knee, above, floor, below } = TALENT_CURVE;
  if (value > knee) return knee + above * (value - knee);
  return value < floor ? floor - below * (floor - value) : value;
}

const bentPlayers = new WeakMap<readonly Player[], Player[]>();

/** The roster as it plays: each player with his attributes on the curve (the same array back when the curve is straight). */
export function onFieldPlayers(players: readonly Player[]): Player[] {
  const { above, below }: { above: number; below: number } = TALENT_CURVE;
  if (above === 1 && below === 1) return players as Player[];
  const known = bentPlayers.get(players);
  if (known) return known;
  const bent = players.map((p) => {
    const attributes = { ...p.attributes };
    for (const key of BENT) attributes[key] = onFieldValue(attributes[key]);
    return { ...p, attributes };
  });
  bentPlayers.set(players, bent);
  return bent;
}
