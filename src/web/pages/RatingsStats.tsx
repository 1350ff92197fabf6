// How player ratings and recruiting stars spread over prestige tiers and classes.
import { Card, Col, Row } from 'react-bootstrap';
import type { PrestigeStarsRow, RatingsStatsResponse, StarKey } from '../../shared/api-types';
import { api } from '../api';
import { ClassRatingChart, StarMixChart } from '../components/charts/lazyCharts';
import { DataTable } from '../components/DataTable';
import { PrestigeGauge } from '../components/Ratings';
import { PageState } from '../components/Status';
import { TeamLink } from '../components/TeamInfo';
import { statValue } from '../display';
import { usePageData } from '../hooks/usePageData';
import { useDocumentTitle } from '../hooks/useDocumentTitle';

const STAR_KEYS: StarKey[] = ['1', '2', '3', '4', '5'];
const STAR_COLORS: Record<StarKey, string> = {
  '1': '#adb5bd',
  '2': '#74c0fc',
  '3': '#51cf66',
  '4': '#fcc419',
  '5': '#ff6b6b',
};
const CLASSES = [
  ['freshman', 'Freshman'],
  ['sophomore', 'Sophomore'],
  ['junior', 'Junior'],
  ['senior', 'Senior'],
] as const;

interface StarRow {
  stars: StarKey;
  count: number;
  avg: number;
  freshman: number;
  sophomore: number;
  junior: number;
  senior: number;
}

function starRows(data: RatingsStatsResponse): StarRow[] {
  const t = data.total_star_counts;
  return STAR_KEYS.map((stars) => ({
    stars,
    count: t.counts[stars] ?? 0,
    avg: t.avg_ratings[stars] ?? 0,
    freshman: t.avg_ratings_fr[stars] ?? 0,
    sophomore: t.avg_ratings_so[stars] ?? 0,
    junior: t.avg_ratings_jr[stars] ?? 0,
    senior: t.avg_ratings_sr[stars] ?? 0,
  }));
}

export function RatingsStats() {
  useDocumentTitle(null);
  const page = usePageData(api.ratingsStats, 'ratings-stats');
  return (
    <>
      <h1 className="h3 mb-3">Ratings Statistics</h1>
      <PageState
        data={page.data}
        loading={page.loading}
        error={page.error}
        errorText="Failed to load ratings statistics"
      >
        {(data) => {
          const teamCount = new Map(data.team_counts_by_prestige.map((r) => [r.prestige, r.team_count]));
          const stars = starRows(data);
          return (
            <Row className="g-3">
              <Col lg={9} className="d-grid gap-3">
                <section>
                  <h2 className="h5">Star Distribution by Prestige</h2>
                  <DataTable<PrestigeStarsRow>
                    rows={data.prestige_stars_table}
                    rowKey={(r) => r.prestige}
                    defaultSort={{ key: 'prestige', desc: true }}
                    columns={[
                      {
                        key: 'prestige',
                        header: 'Prestige',
                        value: (r) => r.prestige,
                        render: (r) => <PrestigeGauge value={r.prestige} />,
                      },
                      { key: 'teams', header: 'Teams', value: (r) => teamCount.get(r.prestige) ?? 0, numeric: true },
                      {
                        key: 'avg_rating',
                        header: 'Avg Team Rating',
                        title: 'Average team rating of the tier',
                        value: (r) => r.avg_rating,
                        render: (r) => statValue(r.avg_rating),
                        numeric: true,
                      },
                      {
                        key: 'avg_stars',
                        header: 'Avg Stars',
                        value: (r) => r.avg_stars,
                        render: (r) => statValue(r.avg_stars),
                        numeric: true,
                      },
                      ...STAR_KEYS.map((s) => ({
                        key: `star${s}`,
                        header: `${s}★ %`,
                        value: (r: PrestigeStarsRow) => r.star_percentages[s],
                        render: (r: PrestigeStarsRow) => statValue(r.star_percentages[s]),
                        numeric: true,
                      })),
                    ]}
                  />
                </section>
                <Card>
                  <Card.Body>
                    <h2 className="h6">Star mix by prestige, highest first (% of players)</h2>
                    <div className="chart-box" data-testid="star-mix-chart">
                      <StarMixChart
                        rows={[...data.prestige_stars_table]
                          .sort((a, b) => b.prestige - a.prestige)
                          .map((r) => ({ tier: `Prestige ${r.prestige}`, ...r.star_percentages }))}
                        series={STAR_KEYS.map((s) => ({ key: s, name: `${s}★`, color: STAR_COLORS[s] }))}
                      />
                    </div>
                  </Card.Body>
                </Card>
                <section>
                  <h2 className="h5">Total Players by Star Rating</h2>
                  <DataTable<StarRow>
                    rows={stars}
                    rowKey={(r) => r.stars}
                    columns={[
                      {
                        key: 'stars',
                        header: 'Stars',
                        value: (r) => Number(r.stars),
                        render: (r) => `${r.stars}★`,
                        numeric: true,
                      },
                      { key: 'count', header: 'Players', value: (r) => r.count, numeric: true },
                      {
                        key: 'avg',
                        header: 'Avg Rating',
                        value: (r) => r.avg,
                        render: (r) => statValue(r.avg),
                        numeric: true,
                      },
                      ...CLASSES.map(([key, label]) => ({
                        key,
                        header: label,
                        title: `Average rating of ${label.toLowerCase()}s`,
                        value: (r: StarRow) => r[key],
                        render: (r: StarRow) => statValue(r[key]),
                        numeric: true,
                      })),
                    ]}
                  />
                </section>
                <Card>
                  <Card.Body>
                    <h2 className="h6">Average rating by star rating and class</h2>
                    <div className="chart-box">
                      <ClassRatingChart
                        rows={stars.map((r) => ({ ...r, stars: `${r.stars}★` }))}
                        series={CLASSES.map(([key, label], i) => ({
                          key,
                          name: label,
                          color: ['#4dabf7', '#51cf66', '#fcc419', '#ff6b6b'][i],
                        }))}
                      />
                    </div>
                  </Card.Body>
                </Card>
              </Col>
              <Col lg={3}>
                <div className="sticky-side">
                  <h2 className="h5">Teams by Rating</h2>
                  <DataTable
                    rows={data.teams}
                    rowKey={(t) => t.name}
                    maxHeight={600}
                    defaultSort={{ key: 'rating', desc: true }}
                    columns={[
                      { key: 'rank', header: '#', sortable: false, numeric: true, render: (_, i) => i + 1 },
                      {
                        key: 'team',
                        header: 'Team',
                        value: (t) => t.name,
                        render: (t) => <TeamLink name={t.name} logo />,
                      },
                      { key: 'rating', header: 'Rating', value: (t) => t.rating, numeric: true },
                    ]}
                  />
                </div>
              </Col>
            </Row>
          );
        }}
      </PageState>
    </>
  );
}
