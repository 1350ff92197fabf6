// The recruiting board in the terminal (issue 13): the targets, the orders queued for the coming week and the
// commitments; orders by key on the selected target, the week's hours and scholarships, and staff recruiting.
import { useState } from 'react';
import { Text } from 'ink';
import { PITCH_LABELS, type ProspectSummary, type QueuedOrder } from '../../../../shared/recruitingApi.js';
import { cancelOrder, setStaffRecruiting } from '../../../../store/actions/recruiting/actions.js';
import { recruitingBoardView } from '../../../../store/views/recruiting/board.js';
import { Screen, ViewError } from '../../components/Screen.js';
import { Table, type Column } from '../../components/Table.js';
import { Tabs, tabKey } from '../../components/Tabs.js';
import { useTeamColors } from '../../components/TeamName.js';
import { useListCursor } from '../../cursor.js';
import { useKeys } from '../../keys.js';
import { useBodySize } from '../../layout.js';
import { useNavigation } from '../../navigation.js';
import { useStore, useView } from '../../store.js';
import { boardToggle, cycleText, ORDER_HINTS, prospectColumns, runOrder, useProspectOrders } from './orders.js';

const TABS = ['Targets', 'Orders', 'Commits'] as const;

export function RecruitBoardScreen() {
  const store = useStore();
  const navigation = useNavigation();
  const { width, height } = useBodySize();
  const colors = useTeamColors();
  const view = useView((ctx) => recruitingBoardView(ctx), []);
  const [tab, setTab] = useState(0);
  const data = view.data;
  const lists: [ProspectSummary[], QueuedOrder[], ProspectSummary[]] = [data?.targets ?? [], data?.queued ?? [], data?.commits ?? []];
  const tableHeight = height - 3;
  const cursor = useListCursor(lists[tab].length, tableHeight - 2);
  const orders = useProspectOrders(store);
  const selectedProspect = tab === 1 ? undefined : (lists[tab] as ProspectSummary[])[cursor.index];

  useKeys((input, key) => {
    if (orders.open) return orders.onKey(undefined, input, key);
    const next = tabKey(key, tab, TABS.length);
    if (next !== null) {
      setTab(next);
      cursor.setIndex(0);
      return true;
    }
    if (cursor.onKey(input, key)) return true;
    if (input === 'f') {
      navigation.navigate({ screen: 'prospects' });
      return true;
    }
    if (input === 'k') {
      navigation.navigate({ screen: 'classes' });
      return true;
    }
    if (input === 'a') {
      runOrder(store, (db) => setStaffRecruiting(db, !data?.auto));
      return true;
    }
    if (tab === 1) {
      const order = lists[1][cursor.index];
      if (order && (input === 'x' || key.delete || key.backspace)) {
        runOrder(store, (db) => cancelOrder(db, order.seq));
        return true;
      }
      if (order && key.return) {
        navigation.navigate({ screen: 'prospect', id: order.prospect_id });
        return true;
      }
      return false;
    }
    if (!selectedProspect) return false;
    if (key.return) {
      navigation.navigate({ screen: 'prospect', id: selectedProspect.id });
      return true;
    }
    if (tab === 0 && input === 'x') {
      boardToggle(store, selectedProspect);
      return true;
    }
    return tab === 0 ? orders.onKey(selectedProspect.id, input, key) : false;
  });

  if (!data) {
    return (
      <Screen title="Recruiting board">
        <ViewError message={view.error ?? ''} />
      </Screen>
    );
  }
  const s = data.scholarships;
  const orderColumns: Column<QueuedOrder>[] = [
    { title: '#', width: 3, align: 'right', text: (o) => String(o.seq) },
    { title: 'Order', width: 24, text: (o) => (o.pitch ? `pitch: ${PITCH_LABELS[o.pitch]}` : o.kind) },
    { title: 'Prospect', width: 24, text: (o) => o.prospect_name },
    { title: 'Hours', width: 'rest', text: (o) => String(o.hours) },
  ];
  const hints =
    tab === 0
      ? [['⏎', 'card'], ...ORDER_HINTS, ['x', 'remove'], ['f', 'find'], ['k', 'classes'], ['a', 'staff']] as const
      : tab === 1
        ? ([['x', 'cancel order'], ['⏎', 'card'], ['f', 'find'], ['a', 'staff']] as const)
        : ([['⏎', 'card'], ['f', 'find'], ['k', 'classes']] as const);
  return (
    <Screen title={`${data.team.name} recruiting board`} right={cycleText(data.cycle)} hints={hints}>
      <Text wrap="truncate-end">
        <Text bold>{`Hours left ${data.hours.left}/${data.hours.weekly}`}</Text>
        <Text>{` · scholarships open ${s.left}/${s.total} · offers ${s.open_offers}/${s.offer_limit} · `}</Text>
        <Text color={data.auto ? 'green' : undefined} dimColor={!data.auto}>{`staff recruiting ${data.auto ? 'on' : 'off'}`}</Text>
      </Text>
      {orders.menu ?? (
        <>
          <Tabs tabs={[`Targets (${lists[0].length})`, `Orders (${lists[1].length})`, `Commits (${lists[2].length})`]} selected={tab} />
          {tab === 1 ? (
            <Table columns={orderColumns} rows={lists[1]} height={tableHeight} width={width} selected={cursor.index} empty="No orders for the coming week." />
          ) : (
            <Table
              columns={prospectColumns(width, colors)}
              rows={lists[tab] as ProspectSummary[]}
              height={tableHeight}
              width={width}
              selected={cursor.index}
              empty={tab === 0 ? `The board is empty: press f to find prospects. ${data.cycle.message}` : 'No commitments yet.'}
            />
          )}
        </>
      )}
    </Screen>
  );
}
