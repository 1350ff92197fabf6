// The board's targets: filtered by position, with the weekly plan and each prospect's orders.
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import type { ProspectSummary, RecruitingBoardResponse } from '../../../shared/recruitingApi';
import { api } from '../../api';
import { type Column, DataTable } from '../../components/DataTable';
import { PositionFilter } from '../../components/PositionFilter';
import { ProspectActions, type RecruitingOrders } from '../../components/Recruiting';
import { PlanBar, PlanToggles } from '../../components/RecruitingPlan';
import { boardColumns } from './prospectColumns';

interface BoardProps {
  data: RecruitingBoardResponse;
  orders: RecruitingOrders;
}

export function BoardTargets({ data, orders }: BoardProps) {
  const open = data.cycle.status === 'open';
  const [position, setPosition] = useState('');
  const positions = [...new Set(data.targets.map((p) => p.pos))].sort();
  const shown = position ? data.targets.filter((p) => p.pos === position) : data.targets;
  return (
    <>
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
            columns={targetColumns(data, orders)}
            testId="board-targets"
          />
        </>
      )}
    </>
  );
}

/** The board's columns and, last, each target's orders: this week's, removal, and every week's plan. */
function targetColumns(data: RecruitingBoardResponse, orders: RecruitingOrders): Column<ProspectSummary>[] {
  const open = data.cycle.status === 'open';
  const planOf = new Map(data.plan.map((e) => [e.prospect_id, e]));
  return [
    ...boardColumns(data.team.name),
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
            disabled={disabledOrders(data, p)}
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
}

/** Why each order is out of reach for a target, if it is: the cycle is closed, he committed, or the week forbids it. */
function disabledOrders(data: RecruitingBoardResponse, p: ProspectSummary) {
  const closedReason = data.cycle.status === 'open' ? null : data.cycle.message;
  return closedReason || p.committed_to
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
      };
}
