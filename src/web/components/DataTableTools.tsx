// The tools above a DataTable: a name search, select filters, a minimum (attempts and the like) and a column
// chooser. The table owns their state; these only draw them.
import { Dropdown, Form } from 'react-bootstrap';

export interface TableSearch<T> {
  placeholder: string;
  /** The text the search looks in (case does not matter). */
  text: (row: T) => string;
}

export interface TableFilter<T> {
  key: string;
  label: string;
  /** The choices besides "All" (default: every value the rows have, sorted). */
  options?: string[];
  value: (row: T) => string;
}

export interface TableMinimum<T> {
  label: string;
  value: (row: T) => number;
}

export interface ToolState {
  search: string;
  filters: Record<string, string>;
  minimum: number;
  hidden: Set<string>;
}

export function DataTableTools<T>({
  id,
  rows,
  search,
  filters,
  minimum,
  chooser,
  state,
  onChange,
}: {
  id: string;
  rows: readonly T[];
  search?: TableSearch<T>;
  filters?: TableFilter<T>[];
  minimum?: TableMinimum<T>;
  chooser?: { key: string; label: string }[];
  state: ToolState;
  onChange: (state: ToolState) => void;
}) {
  return (
    <div className="d-flex flex-wrap align-items-end gap-2 mb-2 data-table-tools">
      {search && (
        <Form.Group controlId={`${id}-search`}>
          <Form.Label className="small mb-0">Search</Form.Label>
          <Form.Control
            size="sm"
            type="search"
            placeholder={search.placeholder}
            value={state.search}
            onChange={(e) => onChange({ ...state, search: e.target.value })}
          />
        </Form.Group>
      )}
      {filters?.map((filter) => {
        const options = filter.options ?? [...new Set(rows.map(filter.value))].filter(Boolean).sort();
        return (
          <Form.Group key={filter.key} controlId={`${id}-filter-${filter.key}`}>
            <Form.Label className="small mb-0">{filter.label}</Form.Label>
            <Form.Select
              size="sm"
              value={state.filters[filter.key] ?? ''}
              onChange={(e) => onChange({ ...state, filters: { ...state.filters, [filter.key]: e.target.value } })}
            >
              <option value="">All</option>
              {options.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        );
      })}
      {minimum && (
        <Form.Group controlId={`${id}-minimum`} style={{ maxWidth: '9rem' }}>
          <Form.Label className="small mb-0">{minimum.label}</Form.Label>
          <Form.Control
            size="sm"
            type="number"
            min={0}
            value={state.minimum || ''}
            onChange={(e) => onChange({ ...state, minimum: Math.max(0, Number(e.target.value) || 0) })}
          />
        </Form.Group>
      )}
      {chooser && chooser.length > 0 && (
        <Dropdown autoClose="outside">
          <Dropdown.Toggle size="sm" variant="outline-secondary" id={`${id}-columns`}>
            Columns
          </Dropdown.Toggle>
          <Dropdown.Menu className="px-2">
            {chooser.map((column) => (
              <Form.Check
                key={column.key}
                id={`${id}-column-${column.key}`}
                type="checkbox"
                label={column.label}
                checked={!state.hidden.has(column.key)}
                onChange={() => {
                  const hidden = new Set(state.hidden);
                  if (hidden.has(column.key)) hidden.delete(column.key);
                  else hidden.add(column.key);
                  onChange({ ...state, hidden });
                }}
              />
            ))}
          </Dropdown.Menu>
        </Dropdown>
      )}
    </div>
  );
}

/** The rows the tools let through. */
export function toolRows<T>(
  rows: readonly T[],
  state: ToolState,
  search?: TableSearch<T>,
  filters?: TableFilter<T>[],
  minimum?: TableMinimum<T>,
): T[] {
  const needle = state.search.trim().toLowerCase();
  return rows.filter(
    (row) =>
      (!search || needle === '' || search.text(row).toLowerCase().includes(needle))
      && (filters ?? []).every((f) => !state.filters[f.key] || f.value(row) === state.filters[f.key])
      && (!minimum || state.minimum <= 0 || minimum.value(row) >= state.minimum),
  );
}
