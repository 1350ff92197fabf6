// In an online league a coach's offers and official visits are his own: a recruiting answer tells him a prospect's
// suitors (their interest, as the game shows it) but marks an offer or a visit only for his program and the
// computer's, never for another coach's. A suitor is an object with a team and its offered and visited marks
// (SuitorInterest), wherever it sits in the answer.

type Json = unknown;

/** Answers deeper than this are not looked into (a recruiting answer is three levels deep). */
const MAX_DEPTH = 8;

function isOthersSuitor(value: Record<string, unknown>, own: string, coached: ReadonlySet<string>): boolean {
  return (
    typeof value.team === 'string'
    && typeof value.offered === 'boolean'
    && typeof value.visited === 'boolean'
    && value.team !== own
    && coached.has(value.team)
  );
}

/** The answer with every other coach's offer and visit marks cleared (the same objects where nothing changes). */
export function hideOthersOffers(value: Json, own: string, coached: ReadonlySet<string>, depth = 0): Json {
  if (depth > MAX_DEPTH || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    let changed = false;
    const items = value.map((item) => {
      const next = hideOthersOffers(item, own, coached, depth + 1);
      changed ||= next !== item;
      return next;
    });
    return changed ? items : value;
  }
  const record = value as Record<string, unknown>;
  if (isOthersSuitor(record, own, coached)) return { ...record, offered: false, visited: false };
  let copy: Record<string, unknown> | null = null;
  for (const [key, field] of Object.entries(record)) {
    const next = hideOthersOffers(field, own, coached, depth + 1);
    if (next === field) continue;
    copy ??= { ...record };
    copy[key] = next;
  }
  return copy ?? value;
}
