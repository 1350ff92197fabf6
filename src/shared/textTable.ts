// Plain-text tables for terminal output: the CLI's pages and the workbench's reports.

export type Cell = string | number | null | undefined;

/** Columns whose header is listed in `right` are right-aligned (numbers). */
export function formatTable(headers: string[], rows: Cell[][], right: string[] = []): string {
  const text = rows.map((row) => row.map((cell) => (cell === null || cell === undefined ? '' : String(cell))));
  const widths = headers.map((h, i) => Math.max(h.length, ...text.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (right.includes(headers[i]) ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...text.map(line)].join('\n');
}

export function record(wins: number, losses: number): string {
  return `${wins}-${losses}`;
}
