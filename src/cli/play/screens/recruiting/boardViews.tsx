// The recruiting board's parts: the week's hours and lines, the tabs' tables (targets, orders, commitments, news,
// pipelines)
// and the keys each tab names (RecruitBoardScreen.tsx holds the state and the keys).
import { Text } from 'ink';
import {
  PITCH_LABELS,
  type ProspectSummary,
  type QueuedOrder,
  type RecruitingBoardResponse,
  type RecruitingNewsItem,
} from '../../../../shared/recruitingApi.js';
import type { Hint } from '../../components/Screen.js';
import { Table, type Column } from '../../components/Table.js';
import { Tabs } from '../../components/Tabs.js';
import { useTeamColors } from '../../components/TeamName.js';
import { useBodySize } from '../../layout.js';
import { dots } from '../../text.js';
import { ORDER_HINTS, prospectColumns } from './orders.js';
import type { PipelineState } from '../../../../shared/pipelineApi.js';

const ORDER_COLUMNS: Column<QueuedOrder>[] = [
  { title: '#', width: 3, align: 'right', text: (o) => String(o.seq) },
  { title: 'Order', width: 24, text: (o) => (o.pitch ? `pitch: ${PITCH_LABELS[o.pitch]}` : o.kind) },
  { title: 'Prospect', width: 24, text: (o) => o.prospect_name },
  { title: 'Hours', width: 'rest', text: (o) => String(o.hours) },
];

const TIER_COLORS: Record<PipelineState['tier'], string | undefined> = {
  none: undefined,
  bronze: 'yellow',
  silver: 'white',
  gold: 'green',
};

const PIPELINE_COLUMNS: Column<PipelineState>[] = [
  { title: 'State', width: 5, text: (s) => s.state },
  { title: 'Strength', width: 8, align: 'right', text: (s) => s.strength.toFixed(1) },
  { title: 'Tier', width: 7, text: (s) => ` ${s.tier}`, color: (s) => TIER_COLORS[s.tier] },
  { title: 'Players', width: 8, align: 'right', text: (s) => String(s.players) },
  { title: 'Committed', width: 10, align: 'right', text: (s) => String(s.committed) },
  { title: 'Prospects', width: 'rest', align: 'right', text: (s) => String(s.prospects) },
];

/** The keys of a tab: the targets' orders, an order's cancelling, a commitment's card. */
export function boardHints(tab: number, lateWeek: boolean): readonly Hint[] {
  if (tab === 0)
    return [
      ...(lateWeek ? ([['L', 'late week']] as const) : []),
      ['⏎', 'card'],
      ...ORDER_HINTS,
      ['w', 'weekly'],
      ['W', 'all weekly'],
      ['x', 'remove'],
      ['f', 'find'],
      ['k', 'classes'],
      ['a', 'staff'],
    ];
  if (tab === 4)
    return [
      ['f', 'find'],
      ['k', 'classes'],
    ];
  if (tab === 1)
    return [
      ['x', 'cancel order'],
      ['⏎', 'card'],
      ['f', 'find'],
      ['a', 'staff'],
    ];
  return [
    ['⏎', 'card'],
    ['f', 'find'],
    ['k', 'classes'],
  ];
}

/** The week's hours, scholarships and staff, then the week's lines that apply. */
export function BoardLines({ board: data }: { board: RecruitingBoardResponse }) {
  const s = data.scholarships;
  return (
    <>
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
    </>
  );
}

/** The tabs and the table of the one chosen. */
export function BoardTabs({
  board: data,
  news,
  pipelines,
  tab,
  height,
  selected,
}: {
  board: RecruitingBoardResponse;
  news: RecruitingNewsItem[];
  /** The program's pipelines, strongest first. */
  pipelines: PipelineState[];
  tab: number;
  height: number;
  selected: number;
}) {
  const { width } = useBodySize();
  const colors = useTeamColors();
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
  const prospects: ProspectSummary[] = tab === 0 ? data.targets : data.commits;
  return (
    <>
      <Tabs
        tabs={[
          `Targets (${data.targets.length})`,
          `Orders (${data.queued.length})`,
          `Commits (${data.commits.length})`,
          'News',
          'Pipelines',
        ]}
        selected={tab}
      />
      {tab === 4 ? (
        <Table
          columns={PIPELINE_COLUMNS}
          rows={pipelines}
          height={height}
          width={width}
          selected={selected}
          empty="No pipeline in any state."
        />
      ) : tab === 3 ? (
        <Table
          columns={newsColumns}
          rows={news}
          height={height}
          width={width}
          selected={selected}
          highlight={(n) => n.user_team}
          empty="No commitment news yet."
        />
      ) : tab === 1 ? (
        <Table
          columns={ORDER_COLUMNS}
          rows={data.queued}
          height={height}
          width={width}
          selected={selected}
          empty="No orders for the coming week."
        />
      ) : (
        <Table
          columns={prospectColumns(width, colors)}
          rows={prospects}
          height={height}
          width={width}
          selected={selected}
          empty={
            tab === 0 ? `The board is empty: press f to find prospects. ${data.cycle.message}` : 'No commitments yet.'
          }
        />
      )}
    </>
  );
}
