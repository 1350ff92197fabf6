// The recruiting board: the player's targets, the week's hours and orders, the scholarships open,
// "Let my staff recruit", and the program's pipelines.
import { Alert, Form, Row } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import type { RecruitingBoardResponse } from '../../shared/recruitingApi';
import { api } from '../api';
import { CycleLine, type RecruitingOrders, ResultAlert, useRecruitingOrders } from '../components/Recruiting';
import { LateWeekBar } from '../components/LateWeekBar';
import { StatTile } from '../components/StatTile';
import { PageState } from '../components/Status';
import { usePageData } from '../hooks/usePageData';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { BoardPipelines } from './recruiting/BoardPipelines';
import { BoardQueue } from './recruiting/BoardQueue';
import { BoardTargets } from './recruiting/BoardTargets';

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

interface BoardProps {
  data: RecruitingBoardResponse;
  orders: RecruitingOrders;
}

function Board({ data, orders }: BoardProps) {
  return (
    <>
      <BoardHeader data={data} orders={orders} />
      <CycleLine cycle={data.cycle} />
      <LateWeekBar data={data} pending={orders.pending} run={orders.run} />
      <BoardNotices data={data} />
      <BoardTiles data={data} />
      <p className="small text-muted mb-2">
        Orders cost hours: scout {data.action_hours.scout}, contact {data.action_hours.contact}, offer{' '}
        {data.action_hours.offer}, pitch {data.action_hours.pitch}, visit {data.action_hours.visit}. They are carried
        out when the coming week is played.
      </p>
      <ResultAlert result={orders.result} onClose={orders.clear} />
      <BoardTargets data={data} orders={orders} />
      <BoardQueue data={data} orders={orders} />
      <BoardPipelines />
    </>
  );
}

function BoardHeader({ data, orders }: BoardProps) {
  return (
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
  );
}

/** What the week brought: the staff's work, the class, the plan, a warning, and the walk-ons to come. */
function BoardNotices({ data }: { data: RecruitingBoardResponse }) {
  return (
    <>
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
    </>
  );
}

function BoardTiles({ data }: { data: RecruitingBoardResponse }) {
  const s = data.scholarships;
  return (
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
  );
}
