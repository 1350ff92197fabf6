// The player's coach: ratings, scheme, career record, contract, hot seat, abilities (XP to spend), seasons and job offers.
import { Card, Col, Row, Table } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { api } from '../api';
import { CoachAbilities } from '../components/CoachAbilities';
import { CoachOffers } from '../components/CoachOffers';
import { HotSeatBadge } from '../components/CoachingChanges';
import { PageState } from '../components/Status';
import { TeamLink } from '../components/TeamInfo';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { usePageData } from '../hooks/usePageData';

export function CoachPage() {
  useDocumentTitle('Coach');
  const page = usePageData(api.coach, 'coach');
  return (
    <PageState data={page.data} loading={page.loading} error={page.error} errorText="Failed to load coach data">
      {(data) => {
        const c = data.coach;
        const r = c.ratings;
        return (
          <>
            <h1 className="h3 mb-3">
              Coach {c.name} <HotSeatBadge level={c.hot_seat} label={c.hot_seat_label} />
            </h1>
            <Row className="g-3 mb-3">
              <Col md={6}>
                <Card>
                  <Card.Body>
                    <div>
                      {c.team ? (
                        <>
                          Head coach of <TeamLink name={c.team} />
                        </>
                      ) : (
                        'Out of a job'
                      )}
                      , age {c.age}
                    </div>
                    <div data-testid="coach-record">
                      Career {c.wins}-{c.losses}
                      {c.titles > 0 && `, ${c.titles} national title${c.titles > 1 ? 's' : ''}`}
                    </div>
                    <div>
                      Since {c.since}; contract through {c.contract_until}
                    </div>
                    <div>
                      Job security {c.security}/100 (the program expects about {Math.round(100 * c.expected_win_pct)}%
                      wins{c.security_review && `; ${c.security_review}`})
                    </div>
                    <div>
                      Offense: {c.scheme_label} ({c.tempo_label}); defense: {c.front}
                    </div>
                  </Card.Body>
                </Card>
              </Col>
              <Col md={6}>
                <Table size="sm" data-testid="coach-ratings">
                  <tbody>
                    <tr>
                      <th>Offense</th>
                      <td className="text-end">{r.offense}</td>
                    </tr>
                    <tr>
                      <th>Defense</th>
                      <td className="text-end">{r.defense}</td>
                    </tr>
                    <tr>
                      <th>Recruiting</th>
                      <td className="text-end">{r.recruiting}</td>
                    </tr>
                    <tr>
                      <th>Development</th>
                      <td className="text-end">{r.development}</td>
                    </tr>
                    <tr>
                      <th>Game management</th>
                      <td className="text-end">{r.gameManagement}</td>
                    </tr>
                    <tr>
                      <th>Overall</th>
                      <td className="text-end fw-bold">{r.overall}</td>
                    </tr>
                  </tbody>
                </Table>
              </Col>
            </Row>
            <CoachAbilities onSpent={page.reload} />
            <h2 className="h5">Job Offers</h2>
            <CoachOffers offers={data.offers} canAccept={data.can_accept} fired={data.fired} from={data.info.team} />
            <h2 className="h5 mt-3">Seasons</h2>
            {data.history.length === 0 ? (
              <p className="text-muted">No finished seasons yet.</p>
            ) : (
              <Table size="sm" hover responsive>
                <thead>
                  <tr>
                    <th>Year</th>
                    <th>Program</th>
                    <th>Record</th>
                  </tr>
                </thead>
                <tbody>
                  {data.history.map((h) => (
                    <tr key={h.year}>
                      <td>{h.year}</td>
                      <td>
                        <TeamLink name={h.team} />
                      </td>
                      <td>
                        {h.wins}-{h.losses}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            )}
            <Link to="/carousel">Coaching carousel</Link>
          </>
        );
      }}
    </PageState>
  );
}
