// Conference standings, or the independents.
import { useParams } from 'react-router-dom';
import type { StandingsTeam } from '../../shared/api-types';
import { api } from '../api';
import { DataTable, type Column } from '../components/DataTable';
import { LastGameCell, NextGameCell } from '../components/GameCells';
import { ConferenceLogo } from '../components/Logos';
import { PageState } from '../components/Status';
import { RankedTeam } from '../components/RankedTeam';
import { confRecordColumn, overallRecordColumn } from '../components/recordColumns';
import { usePageData } from '../hooks/usePageData';
import { useDocumentTitle } from '../hooks/useDocumentTitle';

export function Standings() {
  useDocumentTitle(null);
  const { conference = '' } = useParams();
  const independent = conference.toLowerCase() === 'independent';
  const page = usePageData(() => api.standings(conference), conference);

  return (
    <PageState
      data={page.data}
      loading={page.loading}
      error={page.error}
      errorText="Failed to load standings data"
      isEmpty={(d) => d.teams.length === 0}
    >
      {(data) => {
        const place = new Map(data.teams.map((t, i) => [t.name, i + 1]));
        const columns: Column<StandingsTeam>[] = [
          { key: 'rank', header: 'Rank', value: (t) => place.get(t.name), numeric: true },
          {
            key: 'team',
            header: 'Team',
            value: (t) => t.name,
            render: (t) => <RankedTeam name={t.name} ranking={t.ranking} />,
          },
          ...(independent ? [] : [confRecordColumn<StandingsTeam>()]),
          overallRecordColumn<StandingsTeam>(),
          { key: 'last', header: 'Last Week', render: (t) => <LastGameCell game={t.last_game} /> },
          { key: 'next', header: 'This Week', render: (t) => <NextGameCell game={t.next_game} /> },
        ];
        return (
          <>
            <h1 className="h3 mb-3 d-flex align-items-center gap-2">
              {independent ? (
                'Independent Teams'
              ) : (
                <>
                  <ConferenceLogo name={('conference' in data && data.conference) || conference} size={40} />
                  {('conference' in data && data.conference) || conference} Standings
                </>
              )}
            </h1>
            <DataTable<StandingsTeam>
              rows={data.teams}
              rowKey={(t) => t.name}
              rowClassName={(t) => (t.name === data.info.team ? 'table-primary' : undefined)}
              columns={columns}
            />
          </>
        );
      }}
    </PageState>
  );
}
