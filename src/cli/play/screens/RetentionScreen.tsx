// Keeping players (K): who may leave after the season, most at risk first. ↑↓ choose a player; in Season Summary t
// talks with him, s promises him a starting role, p his position, n NIL money (- + change the amount, from his ask),
// a hands the meetings left to the staff.
import { Text } from 'ink';
import { useState } from 'react';
import { formatMoney } from '../../../core/money/budget.js';
import type { RetentionPlayer } from '../../../shared/retention-types.js';
import { promiseTo, staffKeeps, talkTo } from '../../../store/actions/retention/keeping.js';
import { retentionView } from '../../../store/views/retention.js';
import { Screen, ViewErrorScreen } from '../components/Screen.js';
import { useListCursor } from '../cursor.js';
import { useKeys } from '../keys.js';
import { useStore, useView } from '../store.js';
import { fit } from '../text.js';

/** Players listed at once. */
const ROWS = 12;

const pct = (x: number | null) => (x === null ? '-' : `${Math.round(100 * x)}%`);

function done(p: RetentionPlayer): string {
  const parts = p.promised.map((a) =>
    a.kind === 'nil' ? `NIL ${formatMoney(a.amount ?? 0)}` : a.kind === 'position' ? `plays ${a.position}` : 'starts',
  );
  if (p.talked) parts.unshift('talked');
  return parts.join(', ');
}

export function RetentionScreen() {
  const store = useStore();
  const view = useView((ctx) => retentionView(ctx), []);
  const players = view.data?.players ?? [];
  const cursor = useListCursor(players.length, ROWS);
  /** The NIL amount to promise the chosen player (thousands), null: his ask. */
  const [amount, setAmount] = useState<{ id: number; value: number } | null>(null);
  const chosen = players[cursor.index];
  // The rows shown: a window of ROWS around the chosen player.
  const top = Math.max(0, Math.min(cursor.index - Math.floor(ROWS / 2), players.length - ROWS));
  const nilAmount = chosen ? (amount?.id === chosen.id ? amount.value : (chosen.nil_ask ?? 0)) : 0;

  useKeys((input, key) => {
    if (!view.data) return false;
    if (input === 'a') {
      store.act(
        (db, program) => staffKeeps(db, program),
        (r) => r.message,
      );
      return true;
    }
    if (!chosen) return cursor.onKey(input, key);
    const who = String(chosen.id);
    if (input === 't') {
      store.act(
        (db, program) => talkTo(db, program, who),
        (r) => r.message,
      );
      return true;
    }
    if (input === 's') {
      store.act(
        (db, program) => promiseTo(db, program, who, 'starter'),
        (r) => r.message,
      );
      return true;
    }
    if (input === 'p') {
      store.act(
        (db, program) => promiseTo(db, program, who, 'position', chosen.pos),
        (r) => r.message,
      );
      return true;
    }
    if ((input === '-' || input === '+' || input === '=') && chosen.nil_ask !== null) {
      const step = Math.max(1, Math.round(0.05 * (chosen.nil_ask || 10)));
      setAmount({ id: chosen.id, value: Math.max(1, nilAmount + (input === '-' ? -step : step)) });
      return true;
    }
    if (input === 'n' && chosen.nil_ask !== null) {
      store.act(
        (db, program) => promiseTo(db, program, who, 'nil', `${nilAmount}k`),
        (r) => r.message,
      );
      return true;
    }
    return cursor.onKey(input, key);
  });

  if (!view.data) return <ViewErrorScreen title="Keep players" error={view.error} />;
  const v = view.data;
  return (
    <Screen
      title={`Keep players: ${v.team} after ${v.season}`}
      right={`${v.meetings.left} of ${v.meetings.total} meetings left`}
      hints={[
        ['↑↓', 'player'],
        ...(v.open
          ? ([
              ['t', 'talk'],
              ['s', 'promise to start'],
              ['p', 'promise his position'],
              ...(v.nil.era ? ([['- + n', 'NIL amount, promise it']] as [string, string][]) : []),
              ['a', 'staff uses the rest'],
            ] as [string, string][])
          : []),
      ]}
    >
      <Text dimColor wrap="truncate-end">
        {v.window}
      </Text>
      <Text wrap="truncate-end">{`Recruiting trust ${Math.round(100 * v.trust)}% (prospects' pull x${v.trust_effect.toFixed(2)})${v.broken_this_season > 0 ? `; ${v.broken_this_season} promise(s) broken this season` : ''}${v.nil.era ? `; NIL left ${formatMoney(v.nil.left)}` : ''}.`}</Text>
      <Text
        bold
      >{`${fit('Player', 22)}${fit('Pos', 4)}${fit('Cl', 3)}${fit('Ovr', 4)}${fit('Dp', 3)}${fit('Portal', 7)}${fit('Draft', 6)}${fit('Wants most', 17)}Done`}</Text>
      {players.slice(top, top + ROWS).map((p, i) => (
        <Text key={p.id} inverse={top + i === cursor.index} wrap="truncate-end">
          {`${fit(`${p.first} ${p.last}`, 22)}${fit(p.pos, 4)}${fit(p.year, 3)}${fit(String(p.rating), 4)}${fit(String(p.depth), 3)}${fit(pct(p.portal_risk), 7)}${fit(pct(p.draft_risk), 6)}${fit(p.motives[0]?.label ?? '', 17)}${done(p)}`}
        </Text>
      ))}
      {chosen && (
        <>
          <Text> </Text>
          <Text wrap="truncate-end">{`${chosen.first} ${chosen.last}: ${chosen.reason}. ${chosen.concerns.join('; ') || 'Nothing much troubles him.'}`}</Text>
          <Text
            dimColor
            wrap="truncate-end"
          >{`Wants: ${chosen.motives.map((m) => `${m.label} ${Math.round(100 * m.weight)}%`).join(', ')}${chosen.nil_ask !== null ? `. NIL ask ${formatMoney(chosen.nil_ask)}, your offer ${formatMoney(nilAmount)}` : ''}${chosen.next_in_line ? '. Next in line to start' : ''}.`}</Text>
        </>
      )}
    </Screen>
  );
}
