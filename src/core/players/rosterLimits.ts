// Roster limits by era: how many players a program may carry into a season. Used by every way a player
// joins a program (the high-school signing class, walk-ons, the transfer portal).

/** 85 scholarships: the NCAA's FBS limit through the 2024 season. */
export const SCHOLARSHIP_LIMIT = 85;
/** From 2025 (the House settlement) the scholarship cap gives way to a 105-man roster limit. */
export const ROSTER_LIMIT_2025 = 105;
export const ROSTER_LIMIT_FROM = 2025;

export interface RosterLimit {
  /** 'scholarships' before 2025 (85 scholarship players), 'roster' from 2025 (105 players in all). */
  kind: 'scholarships' | 'roster';
  /** The most players a program may carry into the season. */
  max: number;
  /** How the page and the errors name it: "85 scholarships" or "the 105-man roster". */
  label: string;
}

/** The limit of a season (the season the players will play, not the one just finished). */
export function rosterLimitFor(season: number): RosterLimit {
  if (season >= ROSTER_LIMIT_FROM)
    return { kind: 'roster', max: ROSTER_LIMIT_2025, label: `the ${ROSTER_LIMIT_2025}-man roster` };
  return { kind: 'scholarships', max: SCHOLARSHIP_LIMIT, label: `${SCHOLARSHIP_LIMIT} scholarships` };
}

/**
 * The limit of a league that sets its own: the roster limit when it has one (walk-ons count), else its scholarships.
 */
export function leagueRosterLimit(rules: { scholarshipLimit: number | null; rosterLimit: number | null }): RosterLimit {
  if (rules.rosterLimit !== null)
    return { kind: 'roster', max: rules.rosterLimit, label: `the ${rules.rosterLimit}-man roster` };
  const max = rules.scholarshipLimit ?? SCHOLARSHIP_LIMIT;
  return { kind: 'scholarships', max, label: `${max} scholarships` };
}

/** Places left under the season's limit for a program that already carries `players` (never below 0). */
export function roomUnderLimit(season: number, players: number): number {
  return Math.max(0, rosterLimitFor(season).max - players);
}

/**
 * What every roster must have to play a game properly: two quarterbacks, eight offensive linemen, a kicker and
 * a punter (the "complete roster"). Signing days and the portal fill these first.
 */
export const ROSTER_MINIMUM = { QB: 2, OL: 8, K: 1, P: 1 } as const;

/**
 * The players a roster lacks to reach ROSTER_MINIMUM, one position per missing player (two QBs short: ['QB', 'QB']).
 * Count only those who can play the coming season (a transfer sitting out his year does not).
 */
export function minimumShortfall(players: readonly { pos: string }[]): ('QB' | 'OL' | 'K' | 'P')[] {
  const missing: ('QB' | 'OL' | 'K' | 'P')[] = [];
  for (const [pos, least] of Object.entries(ROSTER_MINIMUM) as ['QB' | 'OL' | 'K' | 'P', number][]) {
    let have = 0;
    for (const p of players) if (p.pos === pos) have++;
    for (let i = have; i < least; i++) missing.push(pos);
  }
  return missing;
}
