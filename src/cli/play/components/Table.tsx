// The one table of the terminal: fixed-width columns (the last may take the rest of the line), text cut to
// fit, an optional selected row, and pages when the rows do not fit.
import { Box, Text } from 'ink';
import { fit } from '../text.js';

export interface Column<T> {
  title: string;
  /** Characters, or 'rest' for what the other columns leave (at least 4). */
  width: number | 'rest';
  align?: 'left' | 'right';
  text: (row: T) => string;
  color?: (row: T) => string | undefined;
  dim?: (row: T) => boolean;
}

export interface TableProps<T> {
  columns: readonly Column<T>[];
  rows: readonly T[];
  /** Lines available, the title row and the page line included. */
  height: number;
  width: number;
  /** Index of the selected row (shows a marker column); undefined for a plain table. */
  selected?: number;
  /** Rows shown in bold (the player's team). */
  highlight?: (row: T) => boolean;
  /** First row shown when there is no selection (scrolled tables). */
  offset?: number;
  empty?: string;
  /** The page line of a table without a selection (default: the rows shown and the page keys). */
  more?: (hidden: number) => string;
}

const GAP = 1;
const MARKER = 2;

export function columnWidths<T>(columns: readonly Column<T>[], width: number, marker: boolean): number[] {
  const fixed = columns.reduce((sum, c) => sum + (c.width === 'rest' ? 0 : c.width) + GAP, marker ? MARKER : 0);
  const rest = Math.max(4, width - fixed);
  return columns.map((c) => (c.width === 'rest' ? rest : c.width));
}

/** Which rows a page shows: the page holding the selection, or from the scroll offset. */
export function tablePage(
  count: number,
  height: number,
  selected: number | undefined,
  offset = 0,
): { start: number; size: number; paged: boolean } {
  const room = Math.max(1, height - 1);
  const paged = count > room;
  const size = paged ? Math.max(1, room - 1) : room;
  if (!paged) return { start: 0, size, paged };
  const start =
    selected === undefined
      ? Math.min(Math.max(0, offset), Math.max(0, count - size))
      : Math.floor(selected / size) * size;
  return { start, size, paged };
}

export function Table<T>({ columns, rows, height, width, selected, highlight, offset, empty, more }: TableProps<T>) {
  const marker = selected !== undefined;
  const widths = columnWidths(columns, width, marker);
  const { start, size, paged } = tablePage(rows.length, height, selected, offset);
  const shown = rows.slice(start, start + size);
  return (
    <Box flexDirection="column" width={width}>
      <Text dimColor wrap="truncate-end">
        {(marker ? ' '.repeat(MARKER) : '') + columns.map((c, i) => fit(c.title, widths[i], c.align)).join(' ')}
      </Text>
      {rows.length === 0 && <Text dimColor>{empty ?? 'Nothing to show.'}</Text>}
      {shown.map((row, i) => {
        const index = start + i;
        const isSelected = index === selected;
        const bold = isSelected || (highlight?.(row) ?? false);
        return (
          <Text key={index} wrap="truncate-end">
            {marker && <Text color="cyan">{isSelected ? '› ' : '  '}</Text>}
            {columns.map((c, ci) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a table's columns are fixed: the place is the column
              <Text key={ci} color={c.color?.(row)} dimColor={c.dim?.(row)} bold={bold}>
                {fit(c.text(row), widths[ci], c.align) + (ci < columns.length - 1 ? ' ' : '')}
              </Text>
            ))}
          </Text>
        );
      })}
      {paged && (
        <Text dimColor wrap="truncate-end">
          {more
            ? more(rows.length - shown.length)
            : `${start + 1}-${Math.min(rows.length, start + size)} of ${rows.length}  PgUp/PgDn`}
        </Text>
      )}
    </Box>
  );
}
