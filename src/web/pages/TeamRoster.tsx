// A team's roster, grouped by position.
import { useState } from 'react';
import { Badge } from 'react-bootstrap';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { RosterPlayer } from '../../shared/api-types';
import { api } from '../api';
import { DataTable } from '../components/DataTable';
import { InjuryReport } from '../components/InjuryReport';
import { PositionFilter } from '../components/PositionFilter';
import { RosterLimits } from '../components/RosterLimits';
import { WalkOns } from '../components/WalkOns';
import { PageState } from '../components/Status';
import { TeamHeaderCard } from '../components/TeamHeaderCard';
import { classLabel } from '../display';
import { usePageData } from '../hooks/usePageData';
import { useDocumentTitle } from '../hooks/useDocumentTitle';

export function TeamRoster() {
  useDocumentTitle(null);
  const { teamName = '' } = useParams();
  const navigate = useNavigate();
  const page = usePageData(() => api.roster(teamName), teamName);
  const [position, setPosition] = useState('');

  return (
    <PageState
      data={page.data}
      loading={page.loading}
      error={page.error}
      errorText="Failed to load roster"
      emptyText="No roster data available"
      isEmpty={(d) => d.roster.length === 0}
    >
      {(data) => {
        const rows = position ? data.roster.filter((p) => p.pos === position) : data.roster;
        return (
          <>
            <TeamHeaderCard
              team={data.team}
              teams={data.teams}
              onTeamChange={(team) => navigate(`/${encodeURIComponent(team)}/roster`)}
            >
              <PositionFilter id="position-filter" positions={data.positions} value={position} onChange={setPosition} />
              <Link to={`/${encodeURIComponent(data.team.name)}/depth`} className="btn btn-sm btn-light">
                Depth Chart
              </Link>
            </TeamHeaderCard>
            {data.team.name === data.info.team && <RosterLimits players={data.roster} onReleased={page.reload} />}
            {data.team.name === data.info.team && <WalkOns onChanged={page.reload} />}
            <DataTable<RosterPlayer>
              rows={rows}
              rowKey={(p) => p.id}
              groupBy={(p) => p.pos}
              groupOrder={data.positions}
              defaultSort={{ key: 'rating', desc: true }}
              columns={[
                {
                  key: 'name',
                  header: 'Name',
                  value: (p) => `${p.last} ${p.first}`,
                  render: (p) => (
                    <>
                      <Link to={`/players/${p.id}`} className={p.starter ? 'fw-bold' : undefined}>
                        {p.first} {p.last}
                      </Link>
                      {p.injury && (
                        <Badge bg="danger" className="ms-2" title={p.injury}>
                          Out
                        </Badge>
                      )}
                    </>
                  ),
                },
                { key: 'rating', header: 'Rating', value: (p) => p.rating, numeric: true },
                {
                  key: 'year',
                  header: 'Year',
                  value: (p) => ['fr', 'so', 'jr', 'sr'].indexOf(p.year),
                  render: (p) => `${classLabel(p.year)}${p.class_label?.endsWith('(RS)') ? ' (RS)' : ''}`,
                },
                {
                  key: 'status',
                  header: 'Status',
                  value: (p) => (p.starter ? 0 : 1),
                  render: (p) => (p.starter ? 'Starter' : 'Backup'),
                },
              ]}
            />
            <InjuryReport injuries={data.injuries ?? []} />
          </>
        );
      }}
    </PageState>
  );
}
