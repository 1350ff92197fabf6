// The record book: the league's records, or your program's (←→ switches).
// biome-ignore-all lint/correctness/useJsxKeyInIterable: each line gets its key from its place in the scrolled column (components/Lines.tsx)
import { useState, type ReactNode } from 'react';
import { Text } from 'ink';
import type { RecordRow } from '../../../shared/awards-types.js';
import { recordWhen } from '../../../shared/recordWhen.js';
import { recordsView } from '../../../store/views/records.js';
import { Lines } from '../components/Lines.js';
import { Screen, ViewErrorScreen } from '../components/Screen.js';
import { useScroll } from '../cursor.js';
import { useKeys } from '../keys.js';
import { useBodySize } from '../layout.js';
import { useStore, useView } from '../store.js';
import { fit } from '../text.js';

const value = (v: number): string => (Number.isInteger(v) ? String(v) : v.toFixed(1));

/** A row's texts: the record, its value, holder, team and when (a program's own record names no team). */
function cells(r: RecordRow): [string, string, string, string, string] {
  return [r.stat_name, value(r.value), r.holder, r.player_id === null && r.set_in_dynasty ? '' : r.team, recordWhen(r)];
}

/**
 * The columns' widths: each as wide as its longest text, so no name is cut (120 columns hold the longest the game
 * gives, with when each record was set); a narrower screen cuts the lines' ends, when they were set.
 */
function columnWidths(rows: readonly RecordRow[]): number[] {
  const widths = [0, 0, 0, 0, 0];
  for (const r of rows) {
    cells(r).forEach((text, i) => {
      widths[i] = Math.max(widths[i], [...text].length);
    });
  }
  return widths;
}

function section(title: string, rows: readonly RecordRow[], widths: readonly number[]): ReactNode[] {
  if (rows.length === 0) return [];
  return [
    <Text bold>{title}</Text>,
    ...rows.map((r) => {
      const [stat, number, holder, team, when] = cells(r);
      // F marks a record set in a game whose result was forced, G one of a God Mode season, * any other of the dynasty.
      const mark = r.set_in_dynasty ? (r.forced ? 'F' : r.god_mode ? 'G' : '*') : ' ';
      return (
        <Text>{`${mark} ${fit(stat, widths[0])}  ${number.padStart(widths[1])}  ${fit(holder, widths[2])}  ${fit(team, widths[3])}  ${when}`}</Text>
      );
    }),
    <Text> </Text>,
  ];
}

export function RecordsScreen({ team }: { team?: string }) {
  const { ctx } = useStore();
  const { height } = useBodySize();
  const [own, setOwn] = useState(team !== undefined);
  const scope = own ? (team ?? ctx?.program.team) : undefined;
  const view = useView((c) => recordsView(c, scope), [scope]);
  const records = view.data?.records;
  const widths = records ? columnWidths([...records.game, ...records.season, ...records.career]) : [];
  const lines = records
    ? [
        <Text dimColor>* this dynasty's, G a God Mode season's, F a forced game's; the rest: real FBS records</Text>,
        ...section('Single game', records.game, widths),
        ...section('Single season', records.season, widths),
        ...section('Career', records.career, widths),
      ]
    : [];
  const scroll = useScroll(lines.length, height);
  useKeys((input, key) => {
    if (key.leftArrow || key.rightArrow) {
      setOwn(!own);
      return true;
    }
    return scroll.onKey(input, key);
  });
  if (!view.data) return <ViewErrorScreen title="Record book" error={view.error} />;
  return (
    <Screen
      title={`${view.data.scope ?? 'FBS'} record book`}
      hints={[
        ['←→', own ? 'league records' : 'your program'],
        ['↑↓', 'scroll'],
      ]}
    >
      {lines.length === 1 ? (
        <Text dimColor>No records yet: the book is written as games are played.</Text>
      ) : (
        <Lines lines={lines} offset={scroll.index} height={height} />
      )}
    </Screen>
  );
}
