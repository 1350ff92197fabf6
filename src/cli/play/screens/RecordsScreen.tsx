// The record book: the league's records, or your program's (←→ switches).
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

function section(title: string, rows: readonly RecordRow[]): ReactNode[] {
  if (rows.length === 0) return [];
  return [
    <Text bold>{title}</Text>,
    ...rows.map((r) => (
      <Text>{`${r.set_in_dynasty ? '*' : ' '} ${fit(r.stat_name, 22)}${value(r.value).padStart(6)}  ${fit(r.holder, 22)}${fit(r.player_id === null && r.set_in_dynasty ? '' : r.team, 20)}${recordWhen(r)}${r.god_mode ? '  God Mode' : ''}`}</Text>
    )),
    <Text> </Text>,
  ];
}

export function RecordsScreen({ team }: { team?: string }) {
  const { ctx } = useStore();
  const { height } = useBodySize();
  const [own, setOwn] = useState(team !== undefined);
  const scope = own ? (team ?? ctx?.state.userTeam) : undefined;
  const view = useView((c) => recordsView(c, scope), [scope]);
  const lines = view.data
    ? [
      <Text dimColor>* set in this dynasty (God Mode: in a season played under it); the others are the real FBS records it started with</Text>,
      ...section('Single game', view.data.records.game), ...section('Single season', view.data.records.season), ...section('Career', view.data.records.career),
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
    <Screen title={`${view.data.scope ?? 'FBS'} record book`} hints={[['←→', own ? 'league records' : 'your program'], ['↑↓', 'scroll']]}>
      {lines.length === 1 ? <Text dimColor>No records yet: the book is written as games are played.</Text> : <Lines lines={lines} offset={scroll.index} height={height} />}
    </Screen>
  );
}
