// A prospect's page: his ratings as scouted so far, what he weighs once scouting reveals it, every
// program's interest, his history (offers, visits, commitments) and the orders the player can give him.
import { Badge, Button, Card, Col, ProgressBar, Row, Table } from 'react-bootstrap';
import { Link, useParams } from 'react-router-dom';
import { PITCH_LABELS, type ProspectPageResponse, type SuitorInterest } from '../../shared/recruitingApi';
import { api } from '../api';
import { DataTable } from '../components/DataTable';
import { Stars } from '../components/Ratings';
import {
  CycleLine,
  heightText,
  ProspectActions,
  ProspectStatus,
  range,
  ResultAlert,
  SCOUTING_LABELS,
  ScoutingDots,
  useRecruitingOrders,
} from '../components/Recruiting';
import { PageState } from '../components/Status';
import { TeamLink } from '../components/TeamInfo';
import { usePageData } from '../hooks/usePageData';
import { useDocumentTitle } from '../hooks/useDocumentTitle';

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

function Prospect({ data, orders }: { data: ProspectPageResponse; orders: ReturnType<typeof useRecruitingOrders> }) {
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
          <h2 className="h5">Scouting report</h2>
          <Table size="sm" className="mb-3" data-testid="scouting-report">
            <tbody>
              <tr>
                <th scope="row">Scouted</th>
                <td>
                  <ScoutingDots level={p.scouting} /> {SCOUTING_LABELS[p.scouting]}
                </td>
              </tr>
              <tr>
                <th scope="row">Rating</th>
                <td className="num">{range(p.rating)}</td>
              </tr>
              <tr>
                <th scope="row">Potential</th>
                <td className="num">{range(p.potential)}</td>
              </tr>
              <tr>
                <th scope="row">Interest in {userTeam}</th>
                <td className="num">{p.interest.toFixed(1)}</td>
              </tr>
            </tbody>
          </Table>
          <h2 className="h5">What he weighs</h2>
          {data.preferences.length === 0 ? (
            <p className="text-muted small">Scout him further to learn what matters to him.</p>
          ) : (
            <ol className="mb-3" data-testid="preferences">
              {data.preferences.map((pref) => (
                <li key={pref.key}>{pref.label}</li>
              ))}
            </ol>
          )}
          <h2 className="h5">What {userTeam} offers him</h2>
          {data.program_offers.map((offer) => (
            <div key={offer.key} className="mb-1">
              <div className="d-flex justify-content-between small">
                <span>{offer.label}</span>
                <span className="num">{Math.round(offer.value * 100)}</span>
              </div>
              <ProgressBar style={{ height: 6 }}>
                <ProgressBar now={offer.value * 100} aria-label={offer.label} />
              </ProgressBar>
            </div>
          ))}
        </Col>
        <Col lg={4}>
          <h2 className="h5">Interest by program</h2>
          {data.suitors.length === 0 ? (
            <p className="text-muted">No program is recruiting him yet.</p>
          ) : (
            <DataTable<SuitorInterest>
              rows={data.suitors}
              rowKey={(s) => s.team}
              testId="suitors"
              rowClassName={(s) => (s.team === userTeam ? 'table-primary' : undefined)}
              columns={[
                {
                  key: 'team',
                  header: 'Program',
                  value: (s) => s.team,
                  render: (s) => <TeamLink name={s.team} logo />,
                },
                {
                  key: 'interest',
                  header: 'Interest',
                  value: (s) => s.interest,
                  render: (s) => s.interest.toFixed(1),
                  numeric: true,
                },
                {
                  key: 'offered',
                  header: 'Offer',
                  value: (s) => (s.offered ? 1 : 0),
                  render: (s) => (s.offered ? '✓' : ''),
                  numeric: true,
                },
                {
                  key: 'visited',
                  header: 'Visit',
                  value: (s) => (s.visited ? 1 : 0),
                  render: (s) => (s.visited ? '✓' : ''),
                  numeric: true,
                },
              ]}
            />
          )}
        </Col>
        <Col lg={4}>
          <h2 className="h5">History</h2>
          <ul className="list-unstyled" data-testid="prospect-history">
            {data.suitors
              .filter((s) => s.offered || s.visited)
              .map((s) => (
                <li key={`o-${s.team}`}>
                  <TeamLink name={s.team} />{' '}
                  {[s.offered && 'offered', s.visited && 'hosted an official visit'].filter(Boolean).join(' and ')}
                </li>
              ))}
            {data.news.map((n) => (
              <li key={n.id}>
                <Badge bg={n.kind === 'commit' ? 'success' : 'warning'} className="me-1">
                  Week {n.week}
                </Badge>
                {n.kind === 'commit' ? 'Committed to' : 'Decommitted from'} <TeamLink name={n.team} />
              </li>
            ))}
            {data.news.length === 0 && !data.suitors.some((s) => s.offered || s.visited) && (
              <li className="text-muted">Nothing yet.</li>
            )}
          </ul>
          <h2 className="h5">Your orders this week</h2>
          {data.queued.length === 0 ? (
            <p className="text-muted small">None.</p>
          ) : (
            <ul data-testid="prospect-queued">
              {data.queued.map((o) => (
                <li key={o.seq}>
                  <span className="text-capitalize">{o.kind}</span>
                  {o.pitch ? `: ${PITCH_LABELS[o.pitch]}` : ''} ({o.hours} h){' '}
                  <Button
                    size="sm"
                    variant="link"
                    className="p-0"
                    onClick={() => orders.run(() => api.cancelRecruitingOrder(o.seq))}
                  >
                    Cancel
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </Col>
      </Row>
    </>
  );
}
