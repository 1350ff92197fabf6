// A team's schedule for one season.
import { SiteOpponent } from '../components/SiteOpponent';
import { Form } from 'react-bootstrap';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { TeamScheduleGame } from '../../shared/api-types';
import { api } from '../api';
import { ForcedMark, LabelChip, ResultChip } from '../components/Chips';
import { DataTable } from '../components/DataTable';
import { PageState } from '../components/Status';
import { TeamHeaderCard } from '../components/TeamHeaderCard';
import { usePageData } from '../hooks/usePageData';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { wholeNumber } from '../routeParams';

export function teamSchedulePath(team: string, year?: string | number | null): string {
  const path = `/${encodeURIComponent(team)}/schedule`;
  return year ? `${path}?year=${year}` : path;
}

export function TeamSchedule() {
  useDocumentTitle(null);
  const { teamName = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const yearParam = search.get('year');
  const year = wholeNumber(yearParam);
  const page = usePageData(() => api.teamSchedule(teamName, year), `${teamName}|${year ?? ''}`);

  return (
    <PageState
      data={page.data}
      loading={page.loading}
      error={page.error}
      errorText="Failed to load schedule"
      emptyText="No schedule data available"
      isEmpty={(d) => !d.team}
    >
      {(data) => (
        <>
          <TeamHeaderCard
            team={data.team}
            teams={data.teams}
            onTeamChange={(team) => navigate(teamSchedulePath(team, yearParam))}
          >
            <Form.Group controlId="year-picker" className="picker">
              <Form.Label className="small mb-0">Year</Form.Label>
              <Form.Select
                size="sm"
                value={data.year}
                onChange={(e) => navigate(teamSchedulePath(data.team.name, e.target.value))}
              >
                {(data.years.includes(data.year) ? data.years : [data.year, ...data.years]).map((y) => (
                  <option key={y} value={y}>
                    {y}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          </TeamHeaderCard>
          {data.games.length === 0 ? (
            <p className="text-muted">No schedule data available</p>
          ) : (
            <DataTable<TeamScheduleGame>
              rows={data.games}
              rowKey={(g) => g.id}
              defaultSort={{ key: 'week', desc: false }}
              rowClassName={(g) => (g.result === 'W' ? 'table-success' : g.result === 'L' ? 'table-danger' : undefined)}
              columns={[
                { key: 'week', header: 'Week', value: (g) => g.weekPlayed, numeric: true },
                {
                  key: 'opponent',
                  header: 'Opponent',
                  value: (g) => g.opponent.name,
                  render: (g) => <SiteOpponent site={g.site} opponent={g.opponent} />,
                },
                { key: 'rating', header: 'Rating', value: (g) => g.opponent.rating, numeric: true },
                { key: 'record', header: 'Record', value: (g) => g.opponent.record, numeric: true },
                { key: 'spread', header: 'Spread', value: (g) => g.spread ?? '', numeric: true },
                { key: 'total', header: 'O/U', value: (g) => g.total ?? '', numeric: true },
                {
                  key: 'result',
                  header: 'Result',
                  value: (g) => g.result,
                  render: (g) =>
                    g.result ? (
                      <ResultChip
                        result={g.result}
                        score={g.score}
                        gameId={g.id}
                        forced={g.forced}
                        note={g.forced_note}
                      />
                    ) : (
                      <>
                        <Link to={`/game/${g.id}`} className="btn btn-outline-primary btn-sm py-0">
                          Preview
                        </Link>
                        {g.forced && <ForcedMark note={g.forced_note} />}
                      </>
                    ),
                },
                { key: 'notes', header: 'Notes', value: (g) => g.label, render: (g) => <LabelChip label={g.label} /> },
              ]}
            />
          )}
        </>
      )}
    </PageState>
  );
}
