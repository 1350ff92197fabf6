// A program's season-by-season history.
import { FORCED_MARK, FORCED_NOTE } from '../../shared/forcedResult';
import { AwardList } from '../components/AwardTables';
import { Card } from 'react-bootstrap';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { TeamHistoryYear } from '../../shared/api-types';
import { api } from '../api';
import { TeamHistoryChart } from '../components/charts/lazyCharts';
import { DataTable } from '../components/DataTable';
import { ConferenceLogo } from '../components/Logos';
import { Stars } from '../components/Ratings';
import { Trophy } from '../components/Trophy';
import { PageState } from '../components/Status';
import { TeamHeaderCard } from '../components/TeamHeaderCard';
import { isTop25 } from '../display';
import { usePageData } from '../hooks/usePageData';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { teamSchedulePath } from './TeamSchedule';

export function historyRank(rank: number): string {
  return rank === 0 ? 'N/A' : `#${rank}`;
}

export function TeamHistory() {
  useDocumentTitle(null);
  const { teamName = '' } = useParams();
  const navigate = useNavigate();
  const page = usePageData(() => api.history(teamName), teamName);

  return (
    <PageState
      data={page.data}
      loading={page.loading}
      error={page.error}
      errorText="Failed to load team history"
      emptyText="No history data available"
      isEmpty={(d) => d.years.length === 0}
    >
      {(data) => {
        const wins = data.years.reduce((sum, y) => sum + y.wins, 0);
        const losses = data.years.reduce((sum, y) => sum + y.losses, 0);
        const team = data.team.name;
        return (
          <>
            <TeamHeaderCard
              team={data.team}
              teams={data.teams}
              showBars={false}
              onTeamChange={(name) => navigate(`/${encodeURIComponent(name)}/history`)}
            >
              <div className="ms-auto fs-5" data-testid="all-time-record">
                All-Time Record:{' '}
                <strong>
                  {wins}-{losses}
                </strong>
              </div>
            </TeamHeaderCard>
            <Card className="mb-3">
              <Card.Body>
                <h2 className="h6">Wins and final rank by year</h2>
                <div className="chart-box">
                  <TeamHistoryChart
                    points={[...data.years]
                      .reverse()
                      .map((y) => ({ year: y.year, wins: y.wins, rank: y.rank > 0 ? y.rank : null }))}
                    color={data.team.colorPrimary || '#0d6efd'}
                  />
                </div>
              </Card.Body>
            </Card>
            <DataTable<TeamHistoryYear>
              rows={data.years}
              rowKey={(y) => y.year}
              defaultSort={{ key: 'year', desc: true }}
              rowClassName={(y) => (isTop25(y.rank) ? 'table-warning' : undefined)}
              columns={[
                {
                  key: 'year',
                  header: 'Year',
                  value: (y) => y.year,
                  numeric: true,
                  render: (y) => (y.has_games ? <Link to={teamSchedulePath(team, y.year)}>{y.year}</Link> : y.year),
                },
                {
                  key: 'prestige',
                  header: 'Prestige',
                  value: (y) => y.prestige,
                  render: (y) => <Stars value={y.prestige} min={1} max={7} label="Prestige" />,
                },
                { key: 'rating', header: 'Rating', value: (y) => y.rating, numeric: true },
                {
                  key: 'conference',
                  header: 'Conference',
                  value: (y) => y.conference,
                  render: (y) =>
                    y.conference === 'Independent' ? 'Independent' : <ConferenceLogo name={y.conference} size={24} />,
                },
                {
                  key: 'record',
                  header: 'Record',
                  value: (y) => y.wins - y.losses,
                  numeric: true,
                  render: (y) => (
                    <span className="text-nowrap">
                      {y.wins}-{y.losses}
                      {y.forced_games !== undefined && (
                        <span
                          className="badge rounded-pill text-bg-dark ms-1"
                          title={FORCED_NOTE}
                          data-testid="forced-season"
                        >
                          {y.forced_games} {FORCED_MARK}
                        </span>
                      )}
                      {y.rank === 1 && (
                        <span className="ms-1">
                          <Trophy />
                        </span>
                      )}
                    </span>
                  ),
                },
                {
                  key: 'rank',
                  header: 'Rank',
                  value: (y) => (y.rank > 0 ? y.rank : null),
                  numeric: true,
                  render: (y) => <span className={isTop25(y.rank) ? 'fw-bold' : undefined}>{historyRank(y.rank)}</span>,
                },
              ]}
            />
            {data.awards.length > 0 && (
              <section className="mt-4" data-testid="team-awards">
                <h2 className="h5">Award Winners</h2>
                <AwardList awards={data.awards} showPlayer />
              </section>
            )}
            <Link to={`/records?team=${encodeURIComponent(team)}`} className="btn btn-link px-0 mt-2">
              {team} record book
            </Link>
          </>
        );
      }}
    </PageState>
  );
}
