// The down and distance as every screen shows it (web, terminal, CLI; the live, the coached and the box score's
// play-by-play): "2nd & 7", and "1st & Goal" when the line to gain is at or beyond the goal line.

const DOWNS = ['', '1st', '2nd', '3rd', '4th'];

/** Yards to the goal line of the team with the ball, from a spot measured from the home team's goal line. */
export function yardsToGoal(offense: 'home' | 'away', ballOnFromHomeGoal: number): number {
  return offense === 'home' ? 100 - ballOnFromHomeGoal : ballOnFromHomeGoal;
}

/** "2nd & 7", or "1st & Goal" when the `distance` to gain reaches the goal line, `toGoal` yards away. */
export function downAndDistance(down: number, distance: number, toGoal: number): string {
  return `${DOWNS[down] ?? `${down}th`} & ${distance >= toGoal ? 'Goal' : distance}`;
}

/** A snap's situation as the live and coached games give it: "1st & Goal at NDSU 1". */
export function snapSituation(snap: {
  down: number;
  distance: number;
  offense: 'home' | 'away';
  ball_on: number;
  field: string;
}): string {
  return `${downAndDistance(snap.down, snap.distance, yardsToGoal(snap.offense, snap.ball_on))} at ${snap.field}`;
}
