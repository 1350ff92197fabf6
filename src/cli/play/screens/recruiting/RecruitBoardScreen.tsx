// The recruiting board in the terminal: the targets, the orders queued for the coming week, the commitments, the
// news and the program's pipelines; orders by key on the selected target, the week's hours and scholarships, and staff recruiting. After
// the season, before signing day, L plays the next late week (the January contact period). Its lines, tabs and
// keys named are in boardViews.tsx.
import { useState } from 'react';
import {
  planPitch,
  type ProspectSummary,
  type QueuedOrder,
  type RecruitingNewsItem,
} from '../../../../shared/recruitingApi.js';
import { cancelOrder, setStaffRecruiting } from '../../../../store/actions/recruiting/actions.js';
import { lateWeeksOpen, playLateRecruitingWeek } from '../../../../store/actions/recruiting/lateWeek.js';
import { recruitingBoardView } from '../../../../store/views/recruiting/board.js';
import { recruitingNewsView } from '../../../../store/views/recruiting/news.js';
import { pipelinesView } from '../../../../store/views/recruiting/pipelines.js';
import type { PipelineState } from '../../../../shared/pipelineApi.js';
import { Screen, ViewErrorScreen } from '../../components/Screen.js';
import { tabKey } from '../../components/Tabs.js';
import { useListCursor } from '../../cursor.js';
import { useKeys } from '../../keys.js';
import { useBodySize } from '../../layout.js';
import { useNavigation } from '../../navigation.js';
import { useStore, useView } from '../../store.js';
import { usePlanMenu } from './planMenu.js';
import { BoardLines, BoardTabs, boardHints } from './boardViews.js';
import { boardToggle, cycleText, runOrder, useProspectOrders } from './orders.js';

const TABS = ['Targets', 'Orders', 'Commits', 'News', 'Pipelines'] as const;

export function RecruitBoardScreen() {
  const store = useStore();
  const navigation = useNavigation();
  const { height } = useBodySize();
  const view = useView((ctx) => recruitingBoardView(ctx), []);
  const news = useView((ctx) => recruitingNewsView(ctx).news, []);
  const pipelines = useView((ctx) => pipelinesView(ctx).states, []);
  const [tab, setTab] = useState(0);
  const data = view.data;
  const lists: [ProspectSummary[], QueuedOrder[], ProspectSummary[], RecruitingNewsItem[], PipelineState[]] = [
    data?.targets ?? [],
    data?.queued ?? [],
    data?.commits ?? [],
    news.data ?? [],
    pipelines.data ?? [],
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
  return (
    <Screen
      title={`${data.team.name} recruiting board`}
      right={cycleText(data.cycle)}
      hints={boardHints(tab, lateWeek)}
    >
      <BoardLines board={data} />
      {orders.menu ?? plan.menu ?? (
        <BoardTabs
          board={data}
          news={lists[3]}
          pipelines={lists[4]}
          tab={tab}
          height={tableHeight}
          selected={cursor.index}
        />
      )}
    </Screen>
  );
}
