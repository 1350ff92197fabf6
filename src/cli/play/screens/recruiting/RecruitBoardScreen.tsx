// The recruiting board in the terminal: the targets, the orders queued for the coming week and the
// commitments; orders by key on the selected target, the week's hours and scholarships, and staff recruiting. After
// the season, before signing day, L plays the next late week (the January contact period).
import { useState } from 'react';
import { Text } from 'ink';
import {
  PITCH_LABELS,
  planPitch,
  type ProspectSummary,
  type QueuedOrder,
  type RecruitingNewsItem,
} from '../../../../shared/recruitingApi.js';
import { cancelOrder, setStaffRecruiting } from '../../../../store/actions/recruiting/actions.js';
import { lateWeeksOpen, playLateRecruitingWeek } from '../../../../store/actions/recruiting/lateWeek.js';
import { recruitingBoardView } from '../../../../store/views/recruiting/board.js';
import { recruitingNewsView } from '../../../../store/views/recruiting/news.js';
import { Screen, ViewErrorScreen } from '../../components/Screen.js';
import { Table, type Column } from '../../components/Table.js';
import { Tabs, tabKey } from '../../components/Tabs.js';
import { useTeamColors } from '../../components/TeamName.js';
import { useListCursor } from '../../cursor.js';
import { useKeys } from '../../keys.js';
import { useBodySize } from '../../layout.js';
import { useNavigation } from '../../navigation.js';
import { useStore, useView } from '../../store.js';
import { dots } from '../../text.js';
import { usePlanMenu } from './planMenu.js';
import { boardToggle, cycleText, ORDER_HINTS, prospectColumns, runOrder, useProspectOrders } from './orders.js';

const TABS = ['Targets', 'Orders', 'Commits', 'News'] as const;

export function RecruitBoardScreen() {
  const store = useStore();
  const navigation = useNavigation();
  const { width, height } = useBodySize();
  const colors = useTeamColors();
  const view = useView((ctx) => recruitingBoardView(ctx), []);
  const news = useView((ctx) => recruitingNewsView(ctx).news, []);
  const [tab, setTab] = useState(0);
  const data = view.data;
  const lists: [ProspectSummary[], QueuedOrder[], ProspectSummary[], RecruitingNewsItem[]] = [
    data?.targets ?? [],
    data?.queued ?? [],
    data?.commits ?? [],
    news.data ?? [],
  ];
  const tableHeight =
    height
    - 3
    - (data?.class_warning ? 1 : 0)
    - (data?.staff_week ? 1 : 0)
    - (data?.class_week ? 1 : 0)
    - (data?.plan_week ? 1 : 0)
    - (data?.walk_ons?.line ? 1 : 0)
    - 1;
  const cursor = useListCursor(lists[tab].length, tableHeight - 2);
  const orders = useProspectOrders(store);
  const plan = usePlanMenu(store);
  const selectedProspect = tab === 0 || tab === 2 ? (lists[tab] as ProspectSummary[])[cursor.index] : undefined;
  const lateWeek = data?.cycle.status === 'open' && data.cycle.late === true && lateWeeksOpen(data.info.stage);

  useKeys((input, key) => {
    if (orders.open) return orders.onKey(undefined, input, key);
    if (plan.open) return plan.onKey(input, key);
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
      runOrder(store, (db, program) => setStaffRecruiting(db, program, !data?.auto));
      return true;
    }
    if (input === 'L' && lateWeek) {
      runOrder(store, playLateRecruitingWeek);
      return true;
    }
    if (tab === 3) {
      const item = lists[3][cursor.index];
      if (item && key.return) {
        navigation.navigate({ screen: 'prospect', id: item.prospect_id });
        return true;
      }
      return false;
    }
    if (tab === 1) {
      const order = lists[1][cursor.index];
      if (order && (input === 'x' || key.delete || key.backspace)) {
        runOrder(store, (db, program) => cancelOrder(db, program, order.seq));
        return true;
      }
      if (order && key.return) {
        navigation.navigate({ screen: 'prospect', id: order.prospect_id });
        return true;
      }
      return false;
    }
    if (tab === 0 && input === 'W' && lists[0].length > 0 && data?.cycle.status === 'open') {
      plan.show({
        ids: lists[0].map((p) => p.id),
        entry: null,
        name: '',
        strength: planPitch(data.plan),
        ended: data.plan_ended,
      });
      return true;
    }
    if (!selectedProspect) return false;
    if (tab === 0 && input === 'w' && data?.cycle.status === 'open') {
      const entry = data.plan.find((e) => e.prospect_id === selectedProspect.id);
      const name = `${selectedProspect.first} ${selectedProspect.last}`;
      plan.show({
        ids: [selectedProspect.id],
        entry: entry ?? { prospect_id: selectedProspect.id, prospect_name: name, kinds: [], pitch: null, warm: false },
        name,
        strength: entry?.pitch ?? planPitch(data.plan),
      });
      return true;
    }
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

  if (!data) return <ViewErrorScreen title="Recruiting board" error={view.error} />;
  const s = data.scholarships;
  const orderColumns: Column<QueuedOrder>[] = [
    { title: '#', width: 3, align: 'right', text: (o) => String(o.seq) },
    { title: 'Order', width: 24, text: (o) => (o.pitch ? `pitch: ${PITCH_LABELS[o.pitch]}` : o.kind) },
    { title: 'Prospect', width: 24, text: (o) => o.prospect_name },
    { title: 'Hours', width: 'rest', text: (o) => String(o.hours) },
  ];
  const hints =
    tab === 0
      ? ([
          ...(lateWeek ? ([['L', 'late week']] as const) : []),
          ['⏎', 'card'],
          ...ORDER_HINTS,
          ['w', 'weekly'],
          ['W', 'all weekly'],
          ['x', 'remove'],
          ['f', 'find'],
          ['k', 'classes'],
          ['a', 'staff'],
        ] as const)
      : tab === 1
        ? ([
            ['x', 'cancel order'],
            ['⏎', 'card'],
            ['f', 'find'],
            ['a', 'staff'],
          ] as const)
        : ([
            ['⏎', 'card'],
            ['f', 'find'],
            ['k', 'classes'],
          ] as const);
  const newsColumns: Column<RecruitingNewsItem>[] = [
    { title: 'Wk', width: 3, align: 'right', text: (n) => String(n.week) },
    {
      title: '',
      width: 8,
      text: (n) => (n.kind === 'commit' ? 'commit' : 'decommit'),
      color: (n) => (n.kind === 'commit' ? 'green' : 'yellow'),
    },
    { title: 'Rk', width: 4, align: 'right', text: (n) => String(n.rank) },
    { title: 'Stars', width: 5, text: (n) => dots(n.stars, 5, '★', '☆'), color: () => 'yellow' },
    { title: 'Pos', width: 3, text: (n) => n.pos },
    { title: 'Prospect', width: 20, text: (n) => n.name },
    { title: 'Program', width: 'rest', text: (n) => n.team, color: (n) => colors(n.team) },
  ];
  return (
    <Screen title={`${data.team.name} recruiting board`} right={cycleText(data.cycle)} hints={hints}>
      <Text wrap="truncate-end">
        <Text bold>{`Hours left ${data.hours.left}/${data.hours.weekly}`}</Text>
        <Text>{` · scholarships open ${s.left}/${s.total} · offers ${s.open_offers}/${s.offer_limit} · `}</Text>
        <Text
          color={data.auto ? 'green' : undefined}
          dimColor={!data.auto}
        >{`staff recruiting ${data.auto ? 'on' : 'off'}`}</Text>
      </Text>
      {data.staff_week && (
        <Text color="cyan" wrap="truncate-end">
          {data.staff_week}
        </Text>
      )}
      {data.class_week && <Text wrap="truncate-end">{data.class_week}</Text>}
      {data.plan_week && <Text wrap="truncate-end">{data.plan_week}</Text>}
      {data.class_warning && <Text color="yellow" wrap="truncate-end">{`! ${data.class_warning}`}</Text>}
      {data.walk_ons?.line && <Text wrap="truncate-end">{data.walk_ons.line}</Text>}
      <Text wrap="truncate-end" dimColor={data.plan.length === 0}>
        {data.plan_budget.line}
      </Text>
      {orders.menu ?? plan.menu ?? (
        <>
          <Tabs
            tabs={[
              `Targets (${lists[0].length})`,
              `Orders (${lists[1].length})`,
              `Commits (${lists[2].length})`,
              'News',
            ]}
            selected={tab}
          />
          {tab === 3 ? (
            <Table
              columns={newsColumns}
              rows={lists[3]}
              height={tableHeight}
              width={width}
              selected={cursor.index}
              highlight={(n) => n.user_team}
              empty="No commitment news yet."
            />
          ) : tab === 1 ? (
            <Table
              columns={orderColumns}
              rows={lists[1]}
              height={tableHeight}
              width={width}
              selected={cursor.index}
              empty="No orders for the coming week."
            />
          ) : (
            <Table
              columns={prospectColumns(width, colors)}
              rows={lists[tab] as ProspectSummary[]}
              height={tableHeight}
              width={width}
              selected={cursor.index}
              empty={
                tab === 0
                  ? `The board is empty: press f to find prospects. ${data.cycle.message}`
                  : 'No commitments yet.'
              }
            />
          )}
        </>
      )}
    </Screen>
  );
}
