// The recruiting plan in the terminal: w opens the standing orders of the selected target (⏎ turns a kind on or
// off), W those of every target on the board (⏎ adds a kind for all of them, - takes it back); esc closes.
import { Box, Text } from 'ink';
import { useState } from 'react';
import { RECRUITING_ACTIONS, type PlanEntry } from '../../../../shared/recruitingApi.js';
import { changePlan } from '../../../../store/actions/recruiting/plan.js';
import { Menu } from '../../components/Menu.js';
import type { Key } from '../../keys.js';
import type { Store } from '../../store.js';
import { runOrder } from './orders.js';

interface Open {
  ids: number[];
  /** The one prospect's standing orders, or null for the whole board. */
  entry: PlanEntry | null;
  name: string;
}

export function usePlanMenu(store: Store) {
  const [open, setOpen] = useState<Open | null>(null);
  const [choice, setChoice] = useState(0);
  const show = (next: Open) => {
    setOpen(next);
    setChoice(0);
  };
  const onKey = (input: string, key: Key): boolean => {
    if (!open) return false;
    const kind = RECRUITING_ACTIONS[choice];
    if (key.escape) setOpen(null);
    else if (key.upArrow) setChoice((c) => (c + RECRUITING_ACTIONS.length - 1) % RECRUITING_ACTIONS.length);
    else if (key.downArrow) setChoice((c) => (c + 1) % RECRUITING_ACTIONS.length);
    else if (key.return || input === '-') {
      const on = open.entry ? !open.entry.kinds.includes(kind) : input !== '-';
      setOpen(null);
      runOrder(store, (db) => changePlan(db, { prospects: open.ids, kinds: [kind], on }));
    }
    return true;
  };
  const menu = open && (
    <Box flexDirection="column" borderStyle="round" paddingX={1}>
      <Text bold>
        {open.entry
          ? `Every week for ${open.name} (⏎ on/off, esc close)`
          : `Every week for all ${open.ids.length} targets (⏎ add, - take back, esc close)`}
      </Text>
      <Menu
        items={RECRUITING_ACTIONS.map((k) => ({
          label: open.entry ? `[${open.entry.kinds.includes(k) ? 'x' : ' '}] ${k}` : k,
        }))}
        selected={choice}
      />
    </Box>
  );
  return { show, onKey, menu: menu || null, open: open !== null };
}
