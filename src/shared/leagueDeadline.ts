// An online league's turn deadline: how long after each advance, in minutes (a small league of friends, or a test,
// may want a short one), in its bounds and in words, for the server (the log, the refusal) and the online page.

/** The shortest deadline, in minutes: time to open the league and press Ready. */
export const MIN_DEADLINE_MINUTES = 5;
/** The longest: a month. */
export const MAX_DEADLINE_MINUTES = 30 * 24 * 60;

function count(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

/** "1 hour", "48 hours", "10 minutes", "1 hour 30 minutes". */
export function minutesText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return count(rest, 'minute');
  return rest === 0 ? count(hours, 'hour') : `${count(hours, 'hour')} ${count(rest, 'minute')}`;
}
