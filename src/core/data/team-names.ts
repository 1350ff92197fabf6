// "Did you mean" suggestions for a mistyped team name: substring matches first, then close spellings.

/** Lower case, '&' and punctuation dropped, spaces collapsed: "Texas A&M" and "texas am" compare equal. */
export function normalizeTeamName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Levenshtein distance (insertions, deletions, substitutions each cost 1). */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min(previous[j] + 1, current[j - 1] + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length];
}

/** A substring only counts once the typed text says something (two letters match too much). */
const MIN_SUBSTRING_LENGTH = 3;

/**
 * Up to `max` candidates closest to `name`: those containing it (or contained in it) first, then those
 * within a few edits (a third of the typed length, at least 2). Ties go by edit distance, then name.
 */
export function suggestTeamNames(name: string, candidates: readonly string[], max = 3): string[] {
  const query = normalizeTeamName(name);
  if (query.length === 0 || max <= 0) return [];
  const allowedEdits = Math.max(2, Math.floor(query.length / 3));
  const scored: { candidate: string; substring: boolean; distance: number }[] = [];
  for (const candidate of new Set(candidates)) {
    const normalized = normalizeTeamName(candidate);
    const distance = editDistance(query, normalized);
    const substring =
      query.length >= MIN_SUBSTRING_LENGTH
      && normalized.length >= MIN_SUBSTRING_LENGTH
      && (normalized.includes(query) || query.includes(normalized));
    if (substring || distance <= allowedEdits) scored.push({ candidate, substring, distance });
  }
  scored.sort(
    (a, b) =>
      Number(b.substring) - Number(a.substring)
      || a.distance - b.distance
      || (a.candidate < b.candidate ? -1 : a.candidate > b.candidate ? 1 : 0),
  );
  return scored.slice(0, max).map((s) => s.candidate);
}
