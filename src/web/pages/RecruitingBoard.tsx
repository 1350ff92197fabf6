// The recruiting board: the player's targets, the week's hours and orders, the scholarships open,
// and "Let my staff recruit".
import { useState } from 'react';
import { Alert, Button, Col, Form, Row } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import {
  PITCH_LABELS,
  type ProspectSummary,
  type QueuedOrder,
  type RecruitingBoardResponse,
} from '../../shared/recruitingApi';
import { api } from '../api';
import { DataTable, type Column } from '../components/DataTable';
import { Stars } from '../components/Ratings';
import {
  CycleLine,
  heightText,
  Leaders,
  ProspectActions,
  ProspectLink,
  ProspectStatus,
  range,
  ResultAlert,
  ScoutingDots,
  useRecruitingOrders,
} from '../components/Recruiting';
import { LateWeekBar } from '../components/LateWeekBar';
import { PlanBar, PlanToggles } from '../components/RecruitingPlan';
import { PositionFilter } from '../components/PositionFilter';
import { StatTile } from '../components/StatTile';
import { PageState } from '../components/Status';
import { usePageData } from '../hooks/usePageData';
import { useDocumentTitle } from '../hooks/useDocumentTitle';

/** Columns every prospect list shares (board, commits, search). */
export function prospectColumns(userTeam: string): Column<ProspectSummary>[] {
  return [
    { key: 'rank', header: 'Rk', title: 'National rank', value: (p) => p.rank, numeric: true },
    { key: 'name', header: 'Name', value: (p) => p.last, render: (p) => <ProspectLink p={p} /> },
    { key: 'pos', header: 'Pos', value: (p) => p.pos },
    { key: 'stars', header: 'Stars', value: (p) => p.stars, render: (p) => <Stars value={p.stars} />, numeric: true },
    {
      key: 'state',
      header: 'From',
      value: (p) => p.state,
      render: (p) => <span className="text-nowrap">{`${p.town}, ${p.state}`}</span>,
    },
    {
      key: 'size',
      header: 'Ht/Wt',
      value: (p) => p.height,
      render: (p) => <span className="text-nowrap">{`${heightText(p.height)} ${p.weight}`}</span>,
    },
    {
      key: 'scouting',
      header: 'Scouted',
      value: (p) => p.scouting,
      render: (p) => <ScoutingDots level={p.scouting} />,
      numeric: true,
    },
    {
      key: 'rating',
      header: 'Ovr',
      title: 'Rating as scouted so far',
      value: (p) => p.rating[0],
      render: (p) => <span className="text-nowrap">{range(p.rating)}</span>,
      numeric: true,
    },
    {
      key: 'potential',
      header: 'Pot',
      title: 'Potential as scouted so far',
      value: (p) => p.potential[0],
      render: (p) => <span className="text-nowrap">{range(p.potential)}</span>,
      numeric: true,
    },
    {
      key: 'interest',
      header: 'Interest',
      title: 'His interest in your program (0-100)',
      value: (p) => p.interest,
      render: (p) => p.interest.toFixed(1),
      numeric: true,
    },
    {
      key: 'leaders',
      header: 'Leaders',
      value: (p) => p.leaders[0]?.share ?? 0,
      render: (p) => <Leaders leaders={p.leaders} lead={p.lead} />,
    },
    {
      key: 'status',
      header: 'Status',
      value: (p) => p.committed_to ?? (p.offered ? ' offered' : p.offer_queued ? ' queued' : ''),
      render: (p) => <ProspectStatus p={p} userTeam={userTeam} />,
    },
  ];
}

/**
 * The board's columns: the shared ones with home town and size under the name rather than in columns of their own,
 * so that the table and its orders fit a 1280 px screen.
 */
function boardColumns(userTeam: string): Column<ProspectSummary>[] {
  return prospectColumns(userTeam).flatMap((column): Column<ProspectSummary>[] => {
    if (column.key === 'state' || column.key === 'size') return [];
    if (column.key !== 'name') return [column];
    return [
      {
        ...column,
        render: (p) => (
          <>
            <ProspectLink p={p} />
            <div className="small text-body-secondary text-nowrap">
              {p.town}, {p.state} · {heightText(p.height)} {p.weight}
            </div>
          </>
        ),
      },
    ];
  });
}

export function RecruitingBoard() {
  useDocumentTitle('Recruiting Board');
  const page = usePageData(api.recruitingBoard, 'recruiting-board');
  const orders = useRecruitingOrders();
  return (
    <PageState
      data={page.data}
      loading={page.loading}
      error={page.error}
      errorText="Failed to load the recruiting board"
    >
      {(data) => <Board data={data} orders={orders} />}
    </PageState>
  );
}

function Board({ data, orders }: { data: RecruitingBoardResponse; orders: ReturnType<typeof useRecruitingOrders> }) {
  const open = data.cycle.status === 'open';
  const userTeam = data.team.name;
  const closedReason = open ? null : data.cycle.message;
  const [position, setPosition] = useState('');
  const positions = [...new Set(data.targets.map((p) => p.pos))].sort();
  const shown = position ? data.targets.filter((p) => p.pos === position) : data.targets;
  const planOf = new Map(data.plan.map((e) => [e.prospect_id, e]));
  const targetColumns: Column<ProspectSummary>[] = [
    ...boardColumns(userTeam),
    {
      key: 'actions',
      header: 'Orders',
      sortable: false,
      render: (p) => (
        <div className="d-flex flex-wrap gap-1">
          <ProspectActions
            prospectId={p.id}
            hours={data.action_hours}
            pending={orders.pending}
            run={orders.run}
            disabled={
              closedReason || p.committed_to
                ? {
                    scout: closedReason,
                    contact: closedReason ?? 'Committed',
                    offer: closedReason ?? 'Committed',
                    pitch: closedReason ?? 'Committed',
                    visit: closedReason ?? 'Committed',
                  }
                : {
                    offer: p.offer_queued ? 'An offer to him is already queued for the coming week' : null,
                    visit: data.cycle.home_week ? null : 'Visits only in a week your team plays at home',
                  }
            }
          />
          <Button
            size="sm"
            variant="outline-danger"
            disabled={orders.pending}
            onClick={() => orders.run(() => api.setOnBoard(p.id, false))}
            data-testid="action-remove"
          >
            Remove
          </Button>
          <div className="w-100 small text-body-secondary">
            Every week{' '}
            <PlanToggles
              prospectId={p.id}
              entry={planOf.get(p.id)}
              pending={orders.pending || !open}
              run={orders.run}
            />
          </div>
        </div>
      ),
    },
  ];
  const queueColumns: Column<QueuedOrder>[] = [
    { key: 'seq', header: '#', value: (o) => o.seq, numeric: true },
    {
      key: 'kind',
      header: 'Order',
      value: (o) => o.kind,
      render: (o) => (
        <span className="text-capitalize">
          {o.kind}
          {o.pitch ? `: ${PITCH_LABELS[o.pitch]}` : ''}
        </span>
      ),
    },
    {
      key: 'prospect',
      header: 'Prospect',
      value: (o) => o.prospect_name,
      render: (o) => <Link to={`/recruiting/prospects/${o.prospect_id}`}>{o.prospect_name}</Link>,
    },
    { key: 'hours', header: 'Hours', value: (o) => o.hours, numeric: true },
    {
      key: 'cancel',
      header: '',
      sortable: false,
      render: (o) => (
        <Button
          size="sm"
          variant="link"
          className="p-0"
          disabled={orders.pending}
          onClick={() => orders.run(() => api.cancelRecruitingOrder(o.seq))}
        >
          Cancel
        </Button>
      ),
    },
  ];
  const s = data.scholarships;
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-3 mb-2">
        <h1 className="h3 mb-0 me-auto">Recruiting Board</h1>
        <Form.Check
          type="switch"
          id="staff-recruiting"
          data-testid="staff-recruiting"
          label="Let my staff recruit"
          title="Each week your staff spends the hours your own orders leave"
          checked={data.auto}
          disabled={orders.pending}
          onChange={(e) => orders.run(() => api.setStaffRecruiting(e.target.checked))}
        />
        <Link to="/recruiting/prospects" className="btn btn-primary btn-sm">
          Find prospects
        </Link>
        <Link to="/recruiting/classes" className="btn btn-outline-secondary btn-sm">
          Class rankings
        </Link>
      </div>
      <CycleLine cycle={data.cycle} />
      <LateWeekBar data={data} pending={orders.pending} run={orders.run} />
      {data.staff_week && (
        <Alert variant="info" data-testid="staff-week">
          {data.staff_week}
        </Alert>
      )}
      {data.class_week && (
        <Alert variant="secondary" data-testid="class-week">
          {data.class_week}
        </Alert>
      )}
      {data.plan_week && (
        <Alert variant="secondary" data-testid="plan-week">
          {data.plan_week}
        </Alert>
      )}
      {data.class_warning && (
        <Alert variant="warning" data-testid="class-warning">
          {data.class_warning}
        </Alert>
      )}
      {data.walk_ons?.line && (
        <p className="text-warning-emphasis small" data-testid="board-walk-ons">
          {data.walk_ons.line} <Link to={`/${encodeURIComponent(data.team.name)}/roster`}>Walk-ons</Link>
        </p>
      )}
      <Row className="g-3 mb-3">
        <StatTile
          label={`Hours left this week (of ${data.hours.weekly})`}
          value={<span data-testid="hours-left">{data.hours.left}</span>}
        />
        <StatTile
          label={`Scholarships open (of ${s.total})`}
          value={<span data-testid="scholarships-left">{s.left}</span>}
        />
        <StatTile label="Offers out (limit)" value={`${s.open_offers} / ${s.offer_limit}`} />
        <StatTile label="Commitments" value={s.committed} />
      </Row>
      <p className="small text-muted mb-2">
        Orders cost hours: scout {data.action_hours.scout}, contact {data.action_hours.contact}, offer{' '}
        {data.action_hours.offer}, pitch {data.action_hours.pitch}, visit {data.action_hours.visit}. They are carried
        out when the coming week is played.
      </p>
      <ResultAlert result={orders.result} onClose={orders.clear} />
      <h2 className="h5">Targets ({data.targets.length})</h2>
      {data.targets.length === 0 ? (
        <p className="text-muted" data-testid="board-empty">
          Your board is empty. <Link to="/recruiting/prospects">Find prospects</Link> and add them.
        </p>
      ) : (
        <>
          <div className="mb-2">
            <PositionFilter id="board-position" positions={positions} value={position} onChange={setPosition} />
          </div>
          <PlanBar
            shown={shown.map((p) => p.id)}
            plan={data.plan}
            ended={data.plan_ended}
            budget={data.plan_budget}
            pending={orders.pending}
            run={orders.run}
            disabled={!open}
          />
          <DataTable<ProspectSummary>
            rows={shown}
            rowKey={(p) => p.id}
            columns={targetColumns}
            testId="board-targets"
          />
        </>
      )}
      <Row className="g-3 mt-1">
        <Col lg={5}>
          <h2 className="h5">Orders for the coming week</h2>
          {data.queued.length === 0 ? (
            <p className="text-muted">No orders yet.</p>
          ) : (
            <DataTable<QueuedOrder>
              rows={data.queued}
              rowKey={(o) => o.seq}
              columns={queueColumns}
              testId="queued-orders"
            />
          )}
        </Col>
        <Col lg={7}>
          <h2 className="h5">Commitments ({data.commits.length})</h2>
          {data.commits.length === 0 ? (
            <p className="text-muted">Nobody has committed yet.</p>
          ) : (
            <DataTable<ProspectSummary>
              rows={data.commits}
              rowKey={(p) => p.id}
              columns={prospectColumns(userTeam).filter((c) => c.key !== 'status' && c.key !== 'leaders')}
              testId="board-commits"
            />
          )}
        </Col>
      </Row>
    </>
  );
}
