// The board's foot: the orders queued for the coming week, and the class committed so far.
import { Button, Col, Row } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import {
  PITCH_LABELS,
  type ProspectSummary,
  type QueuedOrder,
  type RecruitingBoardResponse,
} from '../../../shared/recruitingApi';
import { api } from '../../api';
import { type Column, DataTable } from '../../components/DataTable';
import type { RecruitingOrders } from '../../components/Recruiting';
import { prospectColumns } from './prospectColumns';

export function BoardQueue({ data, orders }: { data: RecruitingBoardResponse; orders: RecruitingOrders }) {
  return (
    <Row className="g-3 mt-1">
      <Col lg={5}>
        <h2 className="h5">Orders for the coming week</h2>
        {data.queued.length === 0 ? (
          <p className="text-muted">No orders yet.</p>
        ) : (
          <DataTable<QueuedOrder>
            rows={data.queued}
            rowKey={(o) => o.seq}
            columns={queueColumns(orders)}
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
            columns={prospectColumns(data.team.name).filter((c) => c.key !== 'status' && c.key !== 'leaders')}
            testId="board-commits"
          />
        )}
      </Col>
    </Row>
  );
}

function queueColumns(orders: RecruitingOrders): Column<QueuedOrder>[] {
  return [
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
}
