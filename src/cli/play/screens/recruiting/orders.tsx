// What the recruiting screens share: the orders a player gives a prospect by key (the same use cases as the CLI
// and the server), the pitch menu, and the columns of a prospect list.
import { Box, Text } from 'ink';
import { useState } from 'react';
import { RECRUITING_WEEKS } from '../../../../core/recruiting/tuning.js';
import {
  PITCH_LABELS,
  PITCH_STRENGTHS,
  recruitingClassName,
  type PitchStrength,
  type ProspectSummary,
  type RecruitingCycle,
} from '../../../../shared/recruitingApi.js';
import {
  addToBoard,
  contactProspect,
  hostVisit,
  offerScholarship,
  pitchProspect,
  removeFromBoard,
  scoutProspect,
} from '../../../../store/actions/recruiting/actions.js';
import type { Db } from '../../../../store/database.js';
import { Menu } from '../../components/Menu.js';
import type { Column } from '../../components/Table.js';
import type { TeamColors } from '../../components/TeamName.js';
import type { Key } from '../../keys.js';
import type { Store } from '../../store.js';
import { dots } from '../../text.js';
import type { Program } from '../../../../store/program.js';

/** Runs a use case that answers with a message; the message (or the refusal) becomes the notice. */
export function runOrder(store: Store, use: (db: Db, program: Program) => { message: string }): boolean {
  let message = '';
  const ok = store.act((db, program) => {
    message = use(db, program).message;
  });
  if (ok) store.setNotice({ text: message, kind: 'info' });
  return ok;
}

/** Keys of the orders, the same on the board, the search and a prospect's card. */
export const ORDER_KEYS: Record<
  string,
  { label: string; use: (db: Db, program: Program, id: number) => { message: string } }
> = {
  s: { label: 'scout', use: scoutProspect },
  c: { label: 'contact', use: contactProspect },
  o: { label: 'offer', use: offerScholarship },
  v: { label: 'visit', use: hostVisit },
};

export const ORDER_HINTS: readonly (readonly [string, string])[] = [
  ['s', 'scout'],
  ['c', 'contact'],
  ['o', 'offer'],
  ['p', 'pitch'],
  ['v', 'visit'],
];

export function boardToggle(store: Store, prospect: Pick<ProspectSummary, 'id' | 'on_board'>): boolean {
  return runOrder(store, (db, program) =>
    prospect.on_board ? removeFromBoard(db, program, prospect.id) : addToBoard(db, program, prospect.id),
  );
}

/**
 * The orders by key for one prospect, and the pitch menu (p opens it: ↑↓ a strength, ⏎ pitches it, esc closes).
 * `onKey` answers whether it used the key.
 */
export function useProspectOrders(store: Store) {
  const [pitchFor, setPitchFor] = useState<number | null>(null);
  const [choice, setChoice] = useState(0);
  const onKey = (prospectId: number | undefined, input: string, key: Key): boolean => {
    if (pitchFor !== null) {
      if (key.escape) setPitchFor(null);
      else if (key.upArrow) setChoice((c) => (c + PITCH_STRENGTHS.length - 1) % PITCH_STRENGTHS.length);
      else if (key.downArrow) setChoice((c) => (c + 1) % PITCH_STRENGTHS.length);
      else if (key.return) {
        const strength: PitchStrength = PITCH_STRENGTHS[choice];
        const id = pitchFor;
        setPitchFor(null);
        runOrder(store, (db, program) => pitchProspect(db, program, id, strength));
      }
      return true;
    }
    if (prospectId === undefined) return false;
    const order = ORDER_KEYS[input];
    if (order) {
      runOrder(store, (db, program) => order.use(db, program, prospectId));
      return true;
    }
    if (input === 'p') {
      setPitchFor(prospectId);
      setChoice(0);
      return true;
    }
    return false;
  };
  const menu =
    pitchFor === null ? null : (
      <Box flexDirection="column" borderStyle="round" paddingX={1}>
        <Text bold>Pitch which strength? (⏎ pitch, esc cancel)</Text>
        <Menu items={PITCH_STRENGTHS.map((s) => ({ label: PITCH_LABELS[s] }))} selected={choice} />
      </Box>
    );
  return { onKey, menu, open: pitchFor !== null };
}

export function scoutedRange([low, high]: [number, number]): string {
  return low === high ? String(low) : `${low}-${high}`;
}

export function heightText(inches: number): string {
  return `${Math.floor(inches / 12)}'${inches % 12}"`;
}

export function prospectStatus(p: ProspectSummary): string {
  if (p.committed_to) return `${p.signed_early ? 'Signed' : 'Committed'}: ${p.committed_to}`;
  const decides = p.decides === 'ready to commit' ? '' : p.decides;
  return (
    [p.offered ? 'offered' : p.offer_queued ? 'offer queued' : '', p.visited ? 'visited' : '', decides]
      .filter(Boolean)
      .join(', ') || 'open'
  );
}

/** Columns of a prospect list, fitted to the terminal's width. */
export function prospectColumns(width: number, colors: TeamColors): Column<ProspectSummary>[] {
  const wide = width >= 100;
  return [
    { title: 'Rk', width: 4, align: 'right', text: (p) => String(p.rank) },
    { title: 'Name', width: wide ? 20 : 16, text: (p) => `${p.first} ${p.last}` },
    { title: 'Pos', width: 3, text: (p) => p.pos },
    { title: 'Stars', width: 5, text: (p) => dots(p.stars, 5, '★', '☆'), color: () => 'yellow' },
    { title: 'St', width: 2, text: (p) => p.state },
    { title: 'Sc', width: 3, text: (p) => dots(p.scouting, 3), color: () => 'cyan' },
    ...(wide
      ? [{ title: 'Ovr', width: 5, align: 'right' as const, text: (p: ProspectSummary) => scoutedRange(p.rating) }]
      : []),
    { title: 'Int', width: 4, align: 'right', text: (p) => p.interest.toFixed(0) },
    {
      title: 'Lead',
      width: wide ? 24 : 14,
      text: (p) => (p.committed_to ? '' : p.lead),
      color: (p) => (p.leaders[0] ? colors(p.leaders[0].team) : undefined),
    },
    {
      title: 'Status',
      width: 'rest',
      text: prospectStatus,
      color: (p) => (p.committed_to ? colors(p.committed_to) : p.offered ? 'green' : undefined),
      dim: (p) => !p.committed_to && !p.offered,
    },
  ];
}

/** The cycle in a few words for a screen's title line. */
export function cycleText(cycle: RecruitingCycle): string {
  if (cycle.status === 'open' && cycle.summer) return 'spring and summer: orders go to the summer periods';
  if (cycle.status === 'open' && cycle.late) {
    const left = cycle.weeks - cycle.week;
    return `late signings: ${left} ${left === 1 ? 'week' : 'weeks'} before signing day${cycle.home_week ? ' · visits' : ''}`;
  }
  if (cycle.status === 'open')
    return `recruiting week ${cycle.week + 1} of ${Math.min(cycle.weeks, RECRUITING_WEEKS)}${cycle.home_week ? ' · home week: visits' : ''}`;
  return `${recruitingClassName(cycle.year)}: ${cycle.status.replace('_', ' ')}`;
}
