// The dashboard's season at a glance: the team's rank by week (chart), its next three games, the Heisman race's
// top five and the team's leaders. It loads on its own (GET /api/dashboard/glance): the dashboard stands without it.
import type { ReactNode } from 'react';
import { Card, Col, ListGroup, Row } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import type { SeasonGlanceResponse, TeamLeader } from '../../../shared/glance-types';
import { api } from '../../api';
import { RankByWeekChart } from '../charts/lazyCharts';
import { RankedTeam } from '../RankedTeam';
import { TeamLink } from '../TeamInfo';
import { useSideData } from './useSideData';

const CATEGORY_LABEL: Record<TeamLeader['category'], string> = {
  passing: 'Passing',
  rushing: 'Rushing',
  receiving: 'Receiving',
  tackles: 'Tackles',
};
const CHART_COLOR = '#0d6efd';

function Panel({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Card className="h-100" data-testid={testId}>
      <Card.Header>
        <h2 className="h6 fw-semibold mb-0">{title}</h2>
      </Card.Header>
      {children}
    </Card>
  );
}

const Empty = ({ text }: { text: string }) => <Card.Body className="text-body-secondary small">{text}</Card.Body>;

export function SeasonGlance() {
  const { data, failed } = useSideData<SeasonGlanceResponse>(() => api.seasonGlance());
  if (failed) return <p className="text-body-secondary small">The season at a glance could not be loaded.</p>;
  if (!data) return null;
  const ranked = data.rank_by_week.some((p) => p.rank !== null);
  return (
    <section className="mt-3" data-testid="season-glance" aria-label="Season at a glance">
      <Row className="g-3">
        <Col md={6} xl={3}>
          <Panel title="Rank by Week" testId="rank-chart">
            {data.rank_by_week.length === 0 ? (
              <Empty text="No poll yet." />
            ) : !ranked ? (
              <Empty text="Unranked all season so far." />
            ) : (
              <Card.Body
                style={{ height: 200 }}
                role="img"
                aria-label={`AP rank by week: ${data.rank_by_week.map((p) => `${p.week === 0 ? 'preseason' : `week ${p.week}`} ${p.rank ?? 'unranked'}`).join(', ')}`}
              >
                <RankByWeekChart points={data.rank_by_week} color={CHART_COLOR} />
              </Card.Body>
            )}
          </Panel>
        </Col>
        <Col md={6} xl={3}>
          <Panel title="Next Games" testId="next-games">
            {data.next_games.length === 0 ? (
              <Empty text="No games left this season." />
            ) : (
              <ListGroup variant="flush">
                {data.next_games.map((g) => (
                  <ListGroup.Item key={g.id} className="small">
                    <div className="text-body-secondary">
                      Week {g.weekPlayed} · {g.label}
                    </div>
                    <div className="d-flex align-items-center gap-2 flex-wrap">
                      <RankedTeam
                        name={g.opponent.name}
                        ranking={g.opponent.ranking}
                        record={g.opponent.record}
                        fcs={g.opponent.fcs}
                      />
                      <Link to={`/game/${g.id}`} className="ms-auto">
                        Preview<span className="visually-hidden"> of week {g.weekPlayed}</span>
                      </Link>
                    </div>
                  </ListGroup.Item>
                ))}
              </ListGroup>
            )}
          </Panel>
        </Col>
        <Col md={6} xl={3}>
          <Panel title="Heisman Race" testId="heisman-top5">
            {data.heisman.length === 0 ? (
              <Empty text="The race starts after the first week of games." />
            ) : (
              <ListGroup variant="flush" as="ol">
                {data.heisman.map((c) => (
                  <ListGroup.Item as="li" key={c.player_id} className="small">
                    <span className="fw-semibold me-1">{c.rank}.</span>
                    <Link to={`/players/${c.player_id}`}>{c.name}</Link>{' '}
                    <span className="text-body-secondary">{c.pos}</span>, <TeamLink name={c.team} />
                    <div className="text-body-secondary">{c.line}</div>
                  </ListGroup.Item>
                ))}
              </ListGroup>
            )}
          </Panel>
        </Col>
        <Col md={6} xl={3}>
          <Panel title="Team Leaders" testId="team-leaders">
            {data.leaders.length === 0 ? (
              <Empty text="No games played yet." />
            ) : (
              <ListGroup variant="flush">
                {data.leaders.map((l) => (
                  <ListGroup.Item key={l.category} className="small" data-testid={`leader-${l.category}`}>
                    <span className="fw-semibold me-1">{CATEGORY_LABEL[l.category]}:</span>
                    <Link to={`/players/${l.player_id}`}>{l.name}</Link>{' '}
                    <span className="text-body-secondary">{l.pos}</span>
                    <div className="text-body-secondary">{l.line}</div>
                  </ListGroup.Item>
                ))}
              </ListGroup>
            )}
          </Panel>
        </Col>
      </Row>
    </section>
  );
}
