// The incoming freshman class of every team.
import { useMemo, useState } from 'react';
import { Accordion, Col, Form, Row } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import type { Recruit, TeamFreshmen } from '../../shared/api-types';
import { recruitingClassName } from '../../shared/recruitingApi';
import { api } from '../api';
import { DataTable, type Column } from '../components/DataTable';
import { PortalArrivals } from '../components/PortalArrivals';
import { TeamLogo } from '../components/Logos';
import { PrestigeGauge, Stars } from '../components/Ratings';
import { PositionFilter } from '../components/PositionFilter';
import { ClassRankingsTable } from '../components/ClassRankingsTable';
import { StatTile } from '../components/StatTile';
import { PageState } from '../components/Status';
import { TeamLink } from '../components/TeamInfo';
import { statValue } from '../display';
import { usePageData } from '../hooks/usePageData';
import { useStagePage } from '../hooks/useStagePage';
import { StageAhead } from '../components/StageAhead';
import { useDocumentTitle } from '../hooks/useDocumentTitle';

/** Spec 9: the Top Recruits table holds at most 50 rows. */
export const TOP_RECRUITS_SHOWN = 50;

interface RecruitRow extends Recruit {
  team: string;
}

const recruitColumns = (withTeam: boolean): Column<RecruitRow>[] => [
  {
    key: 'name',
    header: 'Name',
    value: (r) => r.last,
    render: (r) => (
      <Link to={`/players/${r.id}`} className="text-nowrap">
        {r.first} {r.last}
      </Link>
    ),
  },
  ...(withTeam
    ? [
        {
          key: 'team',
          header: 'Team',
          value: (r: RecruitRow) => r.team,
          render: (r: RecruitRow) => <TeamLink name={r.team} logo />,
        },
      ]
    : []),
  { key: 'pos', header: 'Pos', value: (r) => r.pos },
  { key: 'stars', header: 'Stars', value: (r) => r.stars, render: (r) => <Stars value={r.stars} />, numeric: true },
  { key: 'rating', header: 'Rating', value: (r) => r.rating, numeric: true },
];

export function RecruitingSummary() {
  useDocumentTitle(null);
  const page = useStagePage(api.recruitingSummary, 'recruiting-summary');
  const [position, setPosition] = useState('');
  const [team, setTeam] = useState('');

  const all = useMemo<RecruitRow[]>(
    () => (page.data?.team_rankings ?? []).flatMap((t) => t.players.map((p) => ({ ...p, team: t.team_name }))),
    [page.data],
  );
  const positions = useMemo(() => [...new Set(all.map((r) => r.pos))].sort(), [all]);

  if (page.ahead) return <StageAhead answer={page.ahead} />;
  return (
    <PageState
      data={page.data}
      loading={page.loading}
      error={page.error}
      errorText="Failed to load recruiting summary data"
      isEmpty={(d) => d.team_rankings.length === 0}
    >
      {(data) => {
        const s = data.summary_stats;
        const matches = (r: RecruitRow) => (!position || r.pos === position) && (!team || r.team === team);
        const top = all
          .filter(matches)
          .sort((a, b) => b.rating - a.rating || b.stars - a.stars)
          .slice(0, TOP_RECRUITS_SHOWN);
        const teams: TeamFreshmen[] = data.team_rankings
          .filter((t) => !team || t.team_name === team)
          .map((t) => ({ ...t, players: t.players.filter((p) => !position || p.pos === position) }));
        return (
          <>
            <h1 className="h3 mb-0">Recruiting Summary</h1>
            <p className="text-muted" data-testid="class-name">
              The {recruitingClassName(data.info.currentYear)}: the incoming freshmen of every team.
            </p>
            <Row className="g-3 mb-3">
              <StatTile label="Total Freshmen" value={s.total_freshmen} />
              <StatTile label="Average Rating" value={statValue(s.avg_rating)} />
              <StatTile label="Highest Rating" value={s.max_rating} />
              <StatTile label="Lowest Rating" value={s.min_rating} />
            </Row>
            <Row className="g-2 mb-3">
              <Col xs={6} md={3}>
                <PositionFilter
                  id="recruit-position"
                  label="Position"
                  positions={positions}
                  value={position}
                  onChange={setPosition}
                />
              </Col>
              <Col xs={6} md={3}>
                <Form.Group controlId="recruit-team">
                  <Form.Label className="small mb-0">Team</Form.Label>
                  <Form.Select size="sm" value={team} onChange={(e) => setTeam(e.target.value)}>
                    <option value="">All Teams</option>
                    {data.team_rankings
                      .map((t) => t.team_name)
                      .sort((a, b) => a.localeCompare(b))
                      .map((name) => (
                        <option key={name} value={name}>
                          {name}
                        </option>
                      ))}
                  </Form.Select>
                </Form.Group>
              </Col>
            </Row>
            <SignedClasses />
            <Row className="g-3">
              <Col lg={6}>
                <h2 className="h5">Top Recruits</h2>
                <DataTable<RecruitRow>
                  rows={top}
                  rowKey={(r) => r.id}
                  testId="top-recruits"
                  columns={[
                    { key: 'rank', header: '#', sortable: false, numeric: true, render: (_, i) => i + 1 },
                    ...recruitColumns(true),
                  ]}
                />
              </Col>
              <Col lg={6}>
                <h2 className="h5">Team Breakdown</h2>
                <Accordion alwaysOpen data-testid="team-breakdown">
                  {teams.map((t) => {
                    const avg = t.players.length
                      ? t.players.reduce((sum, p) => sum + p.rating, 0) / t.players.length
                      : 0;
                    return (
                      <Accordion.Item eventKey={t.team.name} key={t.team.name}>
                        <Accordion.Header>
                          <span className="d-flex flex-wrap align-items-center gap-2 w-100 me-2">
                            <TeamLogo name={t.team.name} size={24} />
                            <span className="fw-semibold">{t.team.name}</span>
                            <PrestigeGauge value={t.team.prestige} label="Prestige" />
                            <span className="ms-auto small text-muted">
                              {t.players.length} signees · avg {statValue(Math.round(avg * 10) / 10)}
                            </span>
                          </span>
                        </Accordion.Header>
                        <Accordion.Body className="p-0">
                          <DataTable<RecruitRow>
                            rows={t.players.map((p) => ({ ...p, team: t.team_name }))}
                            rowKey={(r) => r.id}
                            defaultSort={{ key: 'rating', desc: true }}
                            columns={recruitColumns(false)}
                          />
                        </Accordion.Body>
                      </Accordion.Item>
                    );
                  })}
                </Accordion>
              </Col>
            </Row>
            <PortalArrivals arrivals={data.portal_arrivals ?? []} team={team} position={position} />
          </>
        );
      }}
    </PageState>
  );
}

/**
 * Signing day's class rankings. Loaded once the summary is in: opening the summary is what holds signing day,
 * so asking at the same time could rank the commitments of the day before. The summary stands without it.
 */
function SignedClasses() {
  const classes = usePageData(api.classRankings, 'recruiting-summary-classes');
  if (!classes.data || classes.data.classes.length === 0) return null;
  return (
    <section className="mb-3">
      <h2 className="h5">Class Rankings</h2>
      <ClassRankingsTable rows={classes.data.classes} maxHeight={360} />
    </section>
  );
}
