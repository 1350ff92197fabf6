// A team's record beside its name: "(3-1, 2-0 conf.)" where the wire gives "3-1 (2-0)", never parentheses in
// parentheses.

/** The record in parentheses, its conference part after a comma. */
export function recordInParentheses(record: string): string {
  const match = /^(\S+) \((\S+)\)$/.exec(record);
  return match ? `(${match[1]}, ${match[2]} conf.)` : `(${record})`;
}

/** The overall record alone ("3-1" of "3-1 (2-0)"), where a line has room for no more. */
export function overallRecord(record: string): string {
  return record.split(' (')[0];
}
