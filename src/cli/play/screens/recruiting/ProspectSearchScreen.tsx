// The prospect search in the terminal: the class filtered by position, stars, state, interest,
// commitment and the board, a page at a time; a to add the selected prospect to the board, ⏎ his card.
import { useState } from 'react';
import { Text } from 'ink';
import type { ProspectSearchFilters, ProspectSummary } from '../../../../shared/recruitingApi.js';
import { prospectSearchView } from '../../../../store/views/recruiting/search.js';
import { Screen, ViewError } from '../../components/Screen.js';
import { Table } from '../../components/Table.js';
import { useTeamColors } from '../../components/TeamName.js';
import { useListCursor } from '../../cursor.js';
import { editText, useKeys } from '../../keys.js';
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
        set({ state: stateDraft.trim().toUpperCase() });
        setStateDraft(null);
      } else {
        const text = editText(stateDraft, input, key);
        if (text !== null && text.length <= 2) setStateDraft(text);
      }
      return true;
    }
    if (orders.open) return orders.onKey(undefined, input, key);
    if (cursor.onKey(input, key)) return true;
    const at = SEARCH_POSITIONS.indexOf(filters.position);
    if (key.leftArrow || key.rightArrow) {
      set({
        position: SEARCH_POSITIONS[(at + (key.rightArrow ? 1 : SEARCH_POSITIONS.length - 1)) % SEARCH_POSITIONS.length],
      });
      return true;
    }
    if (/^[0-5]$/.test(input)) {
      set({ stars: Number(input) });
      return true;
    }
    if (input === 'm') {
      set({ committed: COMMITTED[(COMMITTED.indexOf(filters.committed) + 1) % COMMITTED.length] });
      return true;
    }
    if (input === 'i') {
      set({ minInterest: INTEREST_STEPS[(INTEREST_STEPS.indexOf(filters.minInterest) + 1) % INTEREST_STEPS.length] });
      return true;
    }
    if (input === 'b') {
      set({ board: !filters.board });
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
  const filterLine = [
    `pos ${filters.position || 'all'}`,
    `stars ${filters.stars || 'all'}`,
    `state ${stateDraft !== null ? `${stateDraft}_` : filters.state || 'all'}`,
    `committed ${filters.committed ?? 'either'}`,
    `interest ≥${filters.minInterest}`,
    filters.board ? 'board only' : '',
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Screen
      title={
        data ? `Prospects: ${data.total} found, page ${data.filters.page} of ${Math.max(1, data.pages)}` : 'Prospects'
      }
      right={data ? cycleText(data.cycle) : undefined}
      hints={
        stateDraft !== null
          ? [
              ['A-Z', 'state'],
              ['⏎', 'apply'],
              ['esc', 'cancel'],
            ]
          : [
              ['←→', 'position'],
              ['0-5', 'stars'],
              ['/', 'state'],
              ['m', 'committed'],
              ['i', 'interest'],
              ['b', 'board only'],
              ['[ ]', 'page'],
              ['a', 'add/remove board'],
              ['⏎', 'card'],
              ...ORDER_HINTS,
            ]
      }
    >
      <Text wrap="truncate-end" color="cyan">
        {filterLine}
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
