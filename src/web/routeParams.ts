// Values a page reads from its URL, read the same way by the page and by its reads started ahead (routes.tsx).

/** A whole number of the query (a year, a week), or undefined when it is absent or not one. */
export const wholeNumber = (value: string | null): number | undefined =>
  value !== null && /^\d+$/.test(value) ? Number(value) : undefined;

/** The route's week: a number, or the error the spec names. */
export function parseWeek(raw: string | undefined): { week: number } | { error: string } {
  if (raw === undefined || raw.trim() === '') return { error: 'Week number is required' };
  if (!/^\d+$/.test(raw.trim())) return { error: 'Invalid week number' };
  return { week: Number(raw) };
}
