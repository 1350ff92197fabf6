// A prospect's page: his ratings as scouted so far, what he weighs once scouting reveals it, every
// program's interest, his history (offers, visits, commitments) and the orders the player can give him.
import { Badge, Button, Card, Col, Row } from 'react-bootstrap';
import { Link, useParams } from 'react-router-dom';
import type { ProspectPageResponse } from '../../shared/recruitingApi';
import { api } from '../api';
import { Stars } from '../components/Ratings';
import {
  CycleLine,
  heightText,
  ProspectActions,
  ProspectStatus,
  type RecruitingOrders,
  ResultAlert,
  useRecruitingOrders,
} from '../components/Recruiting';
import { PageState } from '../components/Status';
import { usePageData } from '../hooks/usePageData';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { ProspectHistory, ScoutingReport, Suitors } from './recruiting/prospectSections';

export function ProspectPage() {
  const { prospectId = '' } = useParams();
  const page = usePageData(() => api.prospect(prospectId), `prospect-${prospectId}`);
  const orders = useRecruitingOrders();
  const p = page.data?.prospect;
  useDocumentTitle(p ? `${p.first} ${p.last}` : null);
  return (
    <PageState data={page.data} loading={page.loading} error={page.error} errorText="Failed to load the prospect">
      {(data) => <Prospect data={data} orders={orders} />}
    </PageState>
  );
}

function Prospect({ data, orders }: { data: ProspectPageResponse; orders: RecruitingOrders }) {
  const p = data.prospect;
  const userTeam = data.info.team;
  const boardReason = data.cycle.status === 'open' ? null : data.cycle.message;
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-3 mb-2">
        <h1 className="h3 mb-0">
          {p.first} {p.last}
        </h1>
        <span className="fs-5 text-muted">{p.pos}</span>
        <Stars value={p.stars} />
        <Badge bg="dark">#{p.rank} nationally</Badge>
        <span className="ms-auto">
          <ProspectStatus p={p} userTeam={userTeam} />
        </span>
      </div>
      <p className="text-muted mb-2">
        {p.town}, {p.state} · {heightText(p.height)}, {p.weight} lb · {p.suitor_count} programs recruiting him ·{' '}
        <Link to="/recruiting">Recruiting board</Link>
      </p>
      <CycleLine cycle={data.cycle} />
      <ResultAlert result={orders.result} onClose={orders.clear} />
      <Card className="mb-3">
        <Card.Body className="d-flex flex-wrap gap-2 align-items-center">
          <ProspectActions prospectId={p.id} disabled={data.can} pending={orders.pending} run={orders.run} />
          <Button
            size="sm"
            variant={p.on_board ? 'outline-danger' : 'outline-primary'}
            disabled={orders.pending || (!p.on_board && !!boardReason)}
            onClick={() => orders.run(() => api.setOnBoard(p.id, !p.on_board))}
            data-testid={p.on_board ? 'action-remove' : 'add-to-board'}
          >
            {p.on_board ? 'Remove from board' : 'Add to board'}
          </Button>
          <ul className="small text-muted mb-0 w-100 list-unstyled" data-testid="action-reasons">
            {Object.entries(data.can)
              .filter(([, reason]) => reason)
              .map(([kind, reason]) => (
                <li key={kind}>
                  <span className="text-capitalize fw-semibold">{kind}</span>: {reason}
                </li>
              ))}
          </ul>
        </Card.Body>
      </Card>
      <Row className="g-3">
        <Col lg={4}>
          <ScoutingReport data={data} />
        </Col>
        <Col lg={4}>
          <Suitors data={data} />
        </Col>
        <Col lg={4}>
          <ProspectHistory data={data} orders={orders} />
        </Col>
      </Row>
    </>
  );
}
