// The prospect search in the terminal: the class filtered by position, stars, state, interest,
// commitment and the board, a page at a time; a to add the selected prospect to the board, ⏎ his card.
import { useState } from 'react';
import { Text } from 'ink';
import type { ProspectSearchFilters, ProspectSummary } from '../../../../shared/recruitingApi.js';
import { prospectSearchView } from '../../../../store/views/recruiting/search.js';
import { type Hint, Screen, ViewError } from '../../components/Screen.js';
import { Table } from '../../components/Table.js';
import { useTeamColors } from '../../components/TeamName.js';
import { useListCursor } from '../../cursor.js';
import { editText, type Key, pasteEndsLine, pastedText, useKeys } from '../../keys.js';
import { useBodySize } from '../../layout.js';
import { useNavigation } from '../../navigation.js';
import { useStore, useView } from '../../store.js';
import { boardToggle, cycleText, ORDER_HINTS, prospectColumns, useProspectOrders } from './orders.js';

export const SEARCH_POSITIONS = ['', 'QB', 'RB', 'WR', 'TE', 'OL', 'DL', 'LB', 'CB', 'S', 'K', 'P'];
const INTEREST_STEPS = [0, 10, 25, 50, 75];
const COMMITTED: ProspectSearchFilters['committed'][] = [null, 'no', 'yes'];
const PER_PAGE = 50;

interface Filters {
  position: string;
  stars: number;
  state: string;
  committed: ProspectSearchFilters['committed'];
  minInterest: number;
  board: boolean;
  page: number;
}

/** The filter a key changes (position, stars, commitment, interest, the board), or null for any other key. */
function filterChange(filters: Filters, input: string, key: Key): Partial<Filters> | null {
  if (key.leftArrow || key.rightArrow) {
    const at = SEARCH_POSITIONS.indexOf(filters.position);
    return {
      position: SEARCH_POSITIONS[(at + (key.rightArrow ? 1 : SEARCH_POSITIONS.length - 1)) % SEARCH_POSITIONS.length],
    };
  }
  if (/^[0-5]$/.test(input)) return { stars: Number(input) };
  if (input === 'm') return { committed: COMMITTED[(COMMITTED.indexOf(filters.committed) + 1) % COMMITTED.length] };
  if (input === 'i')
    return { minInterest: INTEREST_STEPS[(INTEREST_STEPS.indexOf(filters.minInterest) + 1) % INTEREST_STEPS.length] };
  if (input === 'b') return { board: !filters.board };
  return null;
}

/** "pos QB · stars all · state TX · ...": the filters in force (the state as it is typed). */
function filterLine(filters: Filters, stateDraft: string | null): string {
  return [
    `pos ${filters.position || 'all'}`,
    `stars ${filters.stars || 'all'}`,
    `state ${stateDraft !== null ? `${stateDraft}_` : filters.state || 'all'}`,
    `committed ${filters.committed ?? 'either'}`,
    `interest ≥${filters.minInterest}`,
    filters.board ? 'board only' : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

function searchHints(typingState: boolean): readonly Hint[] {
  if (typingState)
    return [
      ['A-Z', 'state'],
      ['⏎', 'apply'],
      ['esc', 'cancel'],
    ];
  return [
    ['←→', 'position'],
    ['0-5', 'stars'],
    ['/', 'state'],
    ['m', 'committed'],
    ['i', 'interest'],
    ['b', 'on board'],
    ['[ ]', 'page'],
    ['a', 'board +/-'],
    ['⏎', 'card'],
    ...ORDER_HINTS,
  ];
}

/**
 * The state filter as typed: two letters at most, upper case. A paste ("ne", "NE\n" from a copied line) is the
 * state it names, in place of what was typed; a third letter typed is refused. Null when nothing changes.
 */
function stateTyped(draft: string, input: string, key: Key): string | null {
  const pasted = pastedText(input, key);
  if (pasted !== null) {
    const letters = pasted.replace(/[^A-Za-z]/g, '').toUpperCase();
    return letters.length > 0 && letters.length <= 2 ? letters : null;
  }
  const text = editText(draft, input, key);
  return text !== null && /^[A-Za-z]{0,2}$/.test(text) ? text.toUpperCase() : null;
}

export function ProspectSearchScreen() {
  const store = useStore();
  const navigation = useNavigation();
  const { width, height } = useBodySize();
  const colors = useTeamColors();
  const [filters, setFilters] = useState<Filters>({
    position: '',
    stars: 0,
    state: '',
    committed: null,
    minInterest: 0,
    board: false,
    page: 1,
  });
  const [stateDraft, setStateDraft] = useState<string | null>(null);
  const view = useView(
    (ctx) =>
      prospectSearchView(ctx, {
        position: filters.position,
        stars: filters.stars || undefined,
        state: filters.state,
        committed: filters.committed ?? undefined,
        min_interest: filters.minInterest || undefined,
        board: filters.board,
        page: filters.page,
        per_page: PER_PAGE,
      }),
    [filters],
  );
  const rows = view.data?.prospects ?? [];
  const tableHeight = height - 2;
  const cursor = useListCursor(rows.length, tableHeight - 2);
  const orders = useProspectOrders(store);
  const set = (change: Partial<Filters>) => {
    setFilters({ ...filters, page: 1, ...change });
    cursor.setIndex(0);
  };

  useKeys((input, key) => {
    if (stateDraft !== null) {
      if (key.escape) setStateDraft(null);
      else if (key.return) {
        set({ state: stateDraft });
        setStateDraft(null);
      } else {
        const draft = stateTyped(stateDraft, input, key);
        if (draft !== null && pasteEndsLine(input)) {
          set({ state: draft });
          setStateDraft(null);
        } else if (draft !== null) setStateDraft(draft);
      }
      return true;
    }
    if (orders.open) return orders.onKey(undefined, input, key);
    if (cursor.onKey(input, key)) return true;
    const change = filterChange(filters, input, key);
    if (change) {
      set(change);
      return true;
    }
    if (input === '/') {
      setStateDraft('');
      return true;
    }
    const pages = view.data?.pages ?? 1;
    if (input === ']' || input === '[') {
      const page = Math.min(Math.max(1, filters.page + (input === ']' ? 1 : -1)), Math.max(1, pages));
      setFilters({ ...filters, page });
      cursor.setIndex(0);
      return true;
    }
    const selected = rows[cursor.index];
    if (!selected) return false;
    if (key.return) {
      navigation.navigate({ screen: 'prospect', id: selected.id });
      return true;
    }
    if (input === 'a') {
      boardToggle(store, selected);
      return true;
    }
    return orders.onKey(selected.id, input, key);
  });

  const data = view.data;
  return (
    <Screen
      title={
        data ? `Prospects: ${data.total} found, page ${data.filters.page} of ${Math.max(1, data.pages)}` : 'Prospects'
      }
      right={data ? cycleText(data.cycle) : undefined}
      hints={searchHints(stateDraft !== null)}
    >
      <Text wrap="truncate-end" color="cyan">
        {filterLine(filters, stateDraft)}
      </Text>
      {orders.menu
        ?? (data ? (
          <Table
            columns={prospectColumns(width, colors).map((c) =>
              c.title === 'Status'
                ? { ...c, text: (p: ProspectSummary) => `${p.on_board ? '[B] ' : ''}${c.text(p)}` }
                : c,
            )}
            rows={rows}
            height={tableHeight}
            width={width}
            selected={cursor.index}
            empty="No prospect matches these filters."
          />
        ) : (
          <ViewError message={view.error ?? ''} />
        ))}
    </Screen>
  );
}
