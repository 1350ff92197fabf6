// Roster progression into next season: how the returning players developed and the seniors who leave.
import { useState } from 'react';
import { Text } from 'ink';
import type { ProgressedPlayer, ProgressionPlayer } from '../../../shared/api-types.js';
import type { DraftedPlayer, PortalPlayerEntry } from '../../../shared/departures-types.js';
import { rosterProgressionView } from '../../../store/views/rosterProgression.js';
import { Screen, ViewErrorScreen } from '../components/Screen.js';
import { Table, type Column } from '../components/Table.js';
import { Tabs, tabKey } from '../components/Tabs.js';
import { useListCursor } from '../cursor.js';
import { useKeys } from '../keys.js';
import { useBodySize } from '../layout.js';
import { useNavigation } from '../navigation.js';
import { useStore, useView } from '../store.js';
import { CLASS_NAMES, signed } from '../text.js';
import { advanceTo } from './offseason.js';

export function ProgressionScreen() {
  const store = useStore();
  const navigation = useNavigation();
  const { width, height } = useBodySize();
  const view = useView((ctx) => rosterProgressionView(ctx), []);
  const [tab, setTab] = useState(0);
  const progressed = view.data?.progressed ?? [];
  const leaving = view.data?.leaving ?? [];
  const early = view.data?.early_entrants ?? [];
  const portal = view.data?.portal_departures ?? [];
  const rows: readonly { id: number }[] = [progressed, leaving, early, portal][tab];
  const tableHeight = height - 3;
  const cursor = useListCursor(rows.length, tableHeight - 2);

  useKeys((input, key) => {
    const next = tabKey(key, tab, 4);
    if (next !== null) {
      setTab(next);
      cursor.setIndex(0);
      return true;
    }
    if (cursor.onKey(input, key)) return true;
    if (key.return) {
      const player = rows[cursor.index];
      if (player) navigation.navigate({ screen: 'player', id: player.id });
      return true;
    }
    if (input === 'n') {
      void advanceTo(store, navigation, 'Signing recruits: every program fills its freshman class');
      return true;
    }
    return false;
  });

  if (!view.data) return <ViewErrorScreen title="Roster progression" error={view.error} />;
  const year = view.data.info.currentYear;
  const average = progressed.length > 0 ? progressed.reduce((s, p) => s + p.change, 0) / progressed.length : 0;
  const best = progressed[0];
  const progressedColumns: Column<ProgressedPlayer>[] = [
    { title: 'Pos', width: 3, text: (p) => p.pos },
    { title: 'Name', width: 'rest', text: (p) => `${p.first} ${p.last}` },
    { title: 'Next year', width: 9, text: (p) => CLASS_NAMES[p.year] ?? p.year },
    { title: 'Rtg', width: 3, align: 'right', text: (p) => String(p.rating) },
    {
      title: 'Change',
      width: 6,
      align: 'right',
      text: (p) => signed(p.change),
      color: (p) => (p.change > 0 ? 'green' : p.change < 0 ? 'red' : undefined),
    },
  ];
  const leavingColumns: Column<ProgressionPlayer>[] = [
    { title: 'Pos', width: 3, text: (p) => p.pos },
    { title: 'Name', width: 'rest', text: (p) => `${p.first} ${p.last}` },
    { title: 'Rtg', width: 3, align: 'right', text: (p) => String(p.rating) },
    { title: 'Status', width: 7, text: (p) => (p.starter ? 'Starter' : 'Backup') },
  ];
  const earlyColumns: Column<DraftedPlayer>[] = [
    { title: 'Pos', width: 3, text: (p) => p.pos },
    { title: 'Name', width: 'rest', text: (p) => `${p.first} ${p.last}` },
    { title: 'Rtg', width: 3, align: 'right', text: (p) => String(p.rating) },
    {
      title: 'Draft',
      width: 30,
      text: (p) => (p.pick === null ? 'Undrafted' : `Rd ${p.round}, pick ${p.pick} (${p.nfl_team})`),
    },
  ];
  const portalColumns: Column<PortalPlayerEntry>[] = [
    { title: 'Pos', width: 3, text: (p) => p.pos },
    { title: 'Name', width: 'rest', text: (p) => `${p.first} ${p.last}` },
    { title: 'Rtg', width: 3, align: 'right', text: (p) => String(p.rating) },
    { title: 'Reason', width: 21, text: (p) => p.reason_label },
  ];
  const tableWidth = Math.min(width, 80);
  return (
    <Screen
      title={`Roster progression ${year} → ${year + 1}`}
      hints={[
        ['←→', 'tab'],
        ['↑↓', 'player'],
        ['⏎', 'card'],
        ['n', 'recruiting'],
      ]}
    >
      <Text wrap="truncate-end">
        <Text>{`${progressed.length} returning players, average change `}</Text>
        <Text bold color={average >= 0 ? 'green' : 'red'}>
          {signed(Math.round(average * 10) / 10)}
        </Text>
        <Text>{best ? `, best ${best.first} ${best.last} ${signed(best.change)}` : ''}</Text>
        <Text>{` · ${leaving.length} seniors leaving`}</Text>
      </Text>
      <Tabs
        tabs={[
          `Progressed (${progressed.length})`,
          `Leaving (${leaving.length})`,
          `Early (${early.length})`,
          `Portal (${portal.length})`,
        ]}
        selected={tab}
      />
      {tab === 0 && (
        <Table
          columns={progressedColumns}
          rows={progressed}
          height={tableHeight}
          width={tableWidth}
          selected={cursor.index}
        />
      )}
      {tab === 1 && (
        <Table
          columns={leavingColumns}
          rows={leaving}
          height={tableHeight}
          width={tableWidth}
          selected={cursor.index}
          empty="No seniors leave."
        />
      )}
      {tab === 2 && (
        <Table
          columns={earlyColumns}
          rows={early}
          height={tableHeight}
          width={tableWidth}
          selected={cursor.index}
          empty="No underclassmen declared for the draft."
        />
      )}
      {tab === 3 && (
        <Table
          columns={portalColumns}
          rows={portal}
          height={tableHeight}
          width={tableWidth}
          selected={cursor.index}
          empty="Nobody entered the transfer portal."
        />
      )}
      <Text color="cyan">x transfer portal (offers open) · f NFL draft · n recruiting summary</Text>
    </Screen>
  );
}
