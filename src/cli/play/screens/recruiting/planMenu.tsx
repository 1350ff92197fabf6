// The recruiting plan in the terminal: w opens the standing orders of the selected target (⏎ turns a kind on or
// off, ←/→ re-aims his standing pitch, ⏎ on "keep warm" keeps his orders going while he is committed), W those of
// every target on the board (⏎ adds a kind for all of them, - takes it back; ←/→ chooses what new standing pitches
// sell, ⏎ or - on "keep warm" keeps them all warm or not); the menu stays open until esc closes it. Adding changes no
// order already in the plan.
import { Box, Text } from 'ink';
import { useState } from 'react';
import {
  PITCH_LABELS,
  PITCH_STRENGTHS,
  RECRUITING_ACTIONS,
  type EndedPlanEntry,
  type PitchStrength,
  type PlanEntry,
} from '../../../../shared/recruitingApi.js';
import { changePlan, changePlanOrders } from '../../../../store/actions/recruiting/plan.js';
import { Menu } from '../../components/Menu.js';
import type { Key } from '../../keys.js';
import type { Store } from '../../store.js';
import { runOrder } from './orders.js';

interface Open {
  ids: number[];
  /** The one prospect's standing orders, or null for the whole board. */
  entry: PlanEntry | null;
  name: string;
  /** What a new standing pitch sells (the board's: the plan's most common). */
  strength: PitchStrength;
  /** The board's: the orders that ended by themselves this cycle, the latest first. */
  ended?: readonly EndedPlanEntry[];
}

/** The menu's rows: the kinds, then keeping warm. */
const WARM_ROW = RECRUITING_ACTIONS.length;
const PITCH_ROW = RECRUITING_ACTIONS.indexOf('pitch');

function nextStrength(strength: PitchStrength, step: number): PitchStrength {
  const n = PITCH_STRENGTHS.length;
  return PITCH_STRENGTHS[(PITCH_STRENGTHS.indexOf(strength) + step + n) % n];
}

export function usePlanMenu(store: Store) {
  const [open, setOpen] = useState<Open | null>(null);
  const [choice, setChoice] = useState(0);
  const rows = RECRUITING_ACTIONS.length + 1;
  const show = (next: Open) => {
    setOpen(next);
    setChoice(0);
  };
  const onKey = (input: string, key: Key): boolean => {
    if (!open) return false;
    if (key.escape) setOpen(null);
    else if (key.upArrow) setChoice((c) => (c + rows - 1) % rows);
    else if (key.downArrow) setChoice((c) => (c + 1) % rows);
    else if ((key.leftArrow || key.rightArrow) && choice === PITCH_ROW) {
      const strength = nextStrength(open.strength, key.rightArrow ? 1 : -1);
      setOpen({ ...open, strength });
      // His standing pitch is re-aimed at once; the board's choice is for the pitches it adds.
      if (open.entry?.kinds.includes('pitch'))
        runOrder(store, (db, program) => changePlanOrders(db, program, { prospects: open.ids, strength }));
    } else if (key.return || input === '-') {
      // The menu stays open for the next kind (esc closes it); one prospect's shows his orders as they now are.
      const entry = open.entry;
      if (choice === WARM_ROW) {
        const warm = entry ? !entry.warm : input !== '-';
        if (runOrder(store, (db, program) => changePlanOrders(db, program, { prospects: open.ids, warm })) && entry)
          setOpen({ ...open, entry: { ...entry, warm } });
      } else {
        const kind = RECRUITING_ACTIONS[choice];
        const on = entry ? !entry.kinds.includes(kind) : input !== '-';
        const done = runOrder(store, (db, program) =>
          changePlan(db, program, { prospects: open.ids, kinds: [kind], on, strength: on ? open.strength : undefined }),
        );
        if (done && entry)
          setOpen({
            ...open,
            entry: { ...entry, kinds: on ? [...entry.kinds, kind] : entry.kinds.filter((k) => k !== kind) },
          });
      }
    }
    return true;
  };
  const label = (kind: (typeof RECRUITING_ACTIONS)[number]): string => {
    const pitch = kind === 'pitch' ? ` (${PITCH_LABELS[open?.strength ?? 'prestige']} ←/→)` : '';
    return open?.entry ? `[${open.entry.kinds.includes(kind) ? 'x' : ' '}] ${kind}${pitch}` : `${kind}${pitch}`;
  };
  const menu = open && (
    <Box flexDirection="column" borderStyle="round" paddingX={1}>
      <Text bold>
        {open.entry
          ? `Every week for ${open.name} (⏎ on/off, esc close)`
          : `Every week for all ${open.ids.length} targets (⏎ add, - take back, esc close)`}
      </Text>
      <Menu
        items={[
          ...RECRUITING_ACTIONS.map((k) => ({ label: label(k) })),
          {
            label: open.entry ? `[${open.entry.warm ? 'x' : ' '}] keep warm` : 'keep warm',
            hint: 'orders go on while committed',
          },
        ]}
        selected={choice}
      />
      {open.ended && open.ended.length > 0 && (
        <Text dimColor wrap="truncate-end">
          {`Ended by themselves: ${open.ended.length} (${open.ended
            .slice(0, 2)
            .map((e) => `${e.prospect_name}, ${e.reason}`)
            .join('; ')}${open.ended.length > 2 ? '; ...' : ''}); \`dynasty recruit plan\` lists them`}
        </Text>
      )}
    </Box>
  );
  return { show, onKey, menu: menu || null, open: open !== null };
}
