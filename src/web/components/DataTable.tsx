// The one table of the app: click a header to sort, numbers right-aligned, horizontal scroll on small screens;
// on demand a name search, filters, a minimum and a column chooser above it (DataTableTools).
import { Fragment, useId, useMemo, useState, type Key, type ReactNode } from 'react';
import { useAfterPaint } from '../hooks/useAfterPaint';
import { Table } from 'react-bootstrap';
import {
  DataTableTools,
  toolRows,
  type TableFilter,
  type TableMinimum,
  type TableSearch,
  type ToolState,
} from './DataTableTools';

export type SortValue = string | number | null | undefined;

export interface Column<T> {
  key: string;
  header: ReactNode;
  /** Tooltip of the header. */
  title?: string;
  /** The value sorted on (and shown when there is no render). */
  value?: (row: T) => SortValue;
  render?: (row: T, index: number) => ReactNode;
  /** Right-aligned; first click sorts descending. */
  numeric?: boolean;
  sortable?: boolean;
  className?: string;
  /** With chooseColumns: the column can be hidden (hideable: true) and starts hidden (hidden: true). */
  hideable?: boolean;
  hidden?: boolean;
}

export interface SortState {
  key: string;
  desc: boolean;
}

interface DataTableProps<T> {
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T, index: number) => Key;
  defaultSort?: SortState;
  rowClassName?: (row: T) => string | undefined;
  /** Rows are shown in groups (in order of first appearance or `groupOrder`), each under a header row. */
  groupBy?: (row: T) => string;
  groupOrder?: string[];
  /** Keeps the header visible while the page scrolls inside a capped-height wrapper. */
  maxHeight?: number;
  className?: string;
  caption?: ReactNode;
  testId?: string;
  /** Keeps the first column in view while a wide table scrolls sideways. */
  stickyFirstColumn?: boolean;
  /** A search box over the rows (e.g. players' names). */
  search?: TableSearch<T>;
  /** Select filters (position, conference...). */
  filters?: TableFilter<T>[];
  /** A minimum of a figure (attempts...) a row must reach. */
  minimum?: TableMinimum<T>;
  /** A chooser of the hideable columns (wide tables). */
  chooseColumns?: boolean;
}

/**
 * A table longer than this opens with its first FIRST_ROWS rows and renders the rest once they are painted, so its
 * page is on screen as soon as the first screenful is; until then the table is aria-busy. Once opened, a table
 * renders whole (sorting, filters, new rows).
 */
const LONG_TABLE = 60;
const FIRST_ROWS = 25;

function compare(a: SortValue, b: SortValue): number {
  const aMissing = a === null || a === undefined || a === '';
  const bMissing = b === null || b === undefined || b === '';
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true });
}

export function DataTable<T>({
  columns: allColumns,
  rows: allRows,
  rowKey,
  defaultSort,
  rowClassName,
  groupBy,
  groupOrder,
  maxHeight,
  className,
  caption,
  testId,
  stickyFirstColumn,
  search,
  filters,
  minimum,
  chooseColumns,
}: DataTableProps<T>) {
  const id = useId();
  const [sort, setSort] = useState<SortState | null>(defaultSort ?? null);
  const [tools, setTools] = useState<ToolState>(() => ({
    search: '',
    filters: {},
    minimum: 0,
    hidden: new Set(allColumns.filter((c) => c.hidden).map((c) => c.key)),
  }));
  const hasTools = !!(search || filters?.length || minimum || chooseColumns);
  const columns = useMemo(() => allColumns.filter((c) => !tools.hidden.has(c.key)), [allColumns, tools.hidden]);
  const rows = useMemo(
    () => (hasTools ? toolRows(allRows, tools, search, filters, minimum) : allRows),
    [allRows, tools, search, filters, minimum, hasTools],
  );

  const sorted = useMemo(() => sortRows(rows, columns, sort), [rows, columns, sort]);

  const long = sorted.length > LONG_TABLE;
  const partial = !useAfterPaint(long) && long;
  const shown = partial ? sorted.slice(0, FIRST_ROWS) : sorted;

  const groups = useMemo(() => groupBy && groupRows(shown, groupBy, groupOrder), [shown, groupBy, groupOrder]);

  const onHeaderClick = (column: Column<T>) => {
    if (column.sortable === false || !column.value) return;
    setSort((current) => nextSort(current, column));
  };

  const renderRow = (row: T, index: number) => (
    <tr key={rowKey(row, index)} className={rowClassName?.(row)}>
      {columns.map((column) => (
        <td key={column.key} className={cellClass(column)}>
          {column.render ? column.render(row, index) : String(column.value?.(row) ?? '')}
        </td>
      ))}
    </tr>
  );

  const table = (
    <div
      className={`data-table-wrap table-responsive${stickyFirstColumn ? ' sticky-first' : ''}${className ? ` ${className}` : ''}`}
      style={maxHeight ? { maxHeight, overflowY: 'auto' } : undefined}
      data-testid={testId}
    >
      <Table striped hover size="sm" className="data-table mb-0 align-middle" aria-busy={partial || undefined}>
        {caption && <caption>{caption}</caption>}
        <TableHead columns={columns} sort={sort} sticky={!!maxHeight} onHeaderClick={onHeaderClick} />
        <tbody>
          {groups
            ? groups.map(([name, members]) => (
                <Fragment key={`group-${name}`}>
                  <tr className="group-row">
                    <th colSpan={columns.length} scope="rowgroup">
                      {name}
                    </th>
                  </tr>
                  {members.map(renderRow)}
                </Fragment>
              ))
            : shown.map(renderRow)}
        </tbody>
      </Table>
    </div>
  );
  if (!hasTools) return table;
  return (
    <>
      <DataTableTools
        id={id}
        rows={allRows}
        search={search}
        filters={filters}
        minimum={minimum}
        chooser={
          chooseColumns
            ? allColumns.filter((c) => c.hideable).map((c) => ({ key: c.key, label: c.title ?? String(c.header) }))
            : undefined
        }
        state={tools}
        onChange={setTools}
      />
      {table}
    </>
  );
}

function cellClass<T>(column: Column<T>): string {
  return [column.numeric ? 'text-end num' : '', column.className ?? ''].filter(Boolean).join(' ');
}

/** The rows in the order of the sorted column; missing values stay at the bottom in both directions. */
function sortRows<T>(rows: T[], columns: Column<T>[], sort: SortState | null): T[] {
  const column = sort && columns.find((c) => c.key === sort.key);
  if (!sort || !column?.value) return rows;
  const valueFor = column.value;
  const direction = sort.desc ? -1 : 1;
  return [...rows].sort((a, b) => {
    const va = valueFor(a);
    const vb = valueFor(b);
    const missingA = va === null || va === undefined || va === '';
    const missingB = vb === null || vb === undefined || vb === '';
    if (missingA || missingB) return compare(va, vb);
    return direction * compare(va, vb);
  });
}

/** A click on a header: the same column turns round, another sorts numbers descending first. */
function nextSort<T>(current: SortState | null, column: Column<T>): SortState {
  return current && current.key === column.key
    ? { key: column.key, desc: !current.desc }
    : { key: column.key, desc: !!column.numeric };
}

/** The rows by group, the groups in `order` first then as they first appear; empty groups left out. */
function groupRows<T>(rows: T[], groupBy: (row: T) => string, order: string[] | undefined): [string, T[]][] {
  const byName = new Map<string, T[]>();
  for (const name of order ?? []) byName.set(name, []);
  for (const row of rows) {
    const name = groupBy(row);
    const members = byName.get(name);
    if (members) members.push(row);
    else byName.set(name, [row]);
  }
  return [...byName.entries()].filter(([, members]) => members.length > 0);
}

interface TableHeadProps<T> {
  columns: Column<T>[];
  sort: SortState | null;
  /** Keeps the header in view inside a capped-height wrapper. */
  sticky: boolean;
  onHeaderClick: (column: Column<T>) => void;
}

function TableHead<T>({ columns, sort, sticky, onHeaderClick }: TableHeadProps<T>) {
  return (
    <thead className={sticky ? 'sticky-head' : undefined}>
      <tr>
        {columns.map((column) => {
          const sortable = column.sortable !== false && !!column.value;
          const direction = sort?.key === column.key ? (sort.desc ? 'descending' : 'ascending') : undefined;
          return (
            <th
              key={column.key}
              scope="col"
              title={column.title}
              className={`${cellClass(column)}${sortable ? ' sortable' : ''}`}
              onClick={() => onHeaderClick(column)}
              aria-sort={direction}
            >
              {column.header}
              {sortable && (
                <span className="sort-mark">
                  {direction === undefined ? '' : direction === 'descending' ? ' ▼' : ' ▲'}
                </span>
              )}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
