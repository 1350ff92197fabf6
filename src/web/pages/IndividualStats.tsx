// League leaders: passing, rushing and receiving.
import { useState } from 'react';
import { Tab, Tabs } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import type { IndividualStatEntry, PlayerStatKey } from '../../shared/api-types';
import { api } from '../api';
import { DataTable, type Column } from '../components/DataTable';
import { PageState } from '../components/Status';
import { TeamLink } from '../components/TeamInfo';
import { statValue } from '../display';
import { usePageData } from '../hooks/usePageData';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { PLAYER_STAT_COLUMNS } from '../statColumns';

type Category = 'passing' | 'rushing' | 'receiving';

/** The columns of each tab and the stat it is sorted by (spec: AY/A for passing, yards per game otherwise). */
const CATEGORIES: Record<Category, { title: string; stats: PlayerStatKey[]; sortBy: PlayerStatKey }> = {
  passing: {
    title: 'Passing',
    stats: [
      'pass_completions',
      'pass_attempts',
      'completion_percent',
      'pass_yards',
      'pass_yards_per_game',
      'pass_touchdowns',
      'pass_interceptions',
      'adjusted_pass_yards_per_attempt',
      'passer_rating',
    ],
    sortBy: 'adjusted_pass_yards_per_attempt',
  },
  rushing: {
    title: 'Rushing',
    stats: ['rush_attempts', 'rush_yards', 'rush_yards_per_attempt', 'rush_yards_per_game', 'rush_touchdowns', 'fumbles'],
    sortBy: 'rush_yards_per_game',
  },
  receiving: {
    title: 'Receiving',
    stats: ['receptions', 'receiving_yards', 'yards_per_reception', 'receiving_yards_per_game', 'receiving_touchdowns'],
    sortBy: 'receiving_yards_per_game',
  },
};

function columnsFor(category: Category): Column<IndividualStatEntry>[] {
  return [
    {
      key: 'rank',
      header: '#',
      sortable: false,
      numeric: true,
      render: (_, index) => index + 1,
    },
    {
      key: 'name',
      header: 'Name',
      value: (e) => `${e.last} ${e.first}`,
      render: (e) => (
        <Link to={`/players/${e.id}`} className="text-nowrap">
          {e.first} {e.last}
        </Link>
      ),
    },
    { key: 'team', header: 'Team', value: (e) => e.team, render: (e) => <TeamLink name={e.team} logo /> },
    { key: 'games', header: 'G', title: 'Games played', value: (e) => e.gamesPlayed, numeric: true },
    ...CATEGORIES[category].stats.map((key): Column<IndividualStatEntry> => {
      const info = PLAYER_STAT_COLUMNS.find((c) => c.key === key)!;
      return {
        key,
        header: info.short,
        title: info.title,
        value: (e) => e.stats[key],
        render: (e) => statValue(e.stats[key]),
        numeric: true,
      };
    }),
  ];
}

export function IndividualStats() {
  useDocumentTitle(null);
  const page = usePageData(() => api.individualStats(), 'individual-stats');
  const [tab, setTab] = useState<Category>('passing');
  return (
    <>
      <h1 className="h3 mb-3">Individual Stats</h1>
      <PageState data={page.data} loading={page.loading} error={page.error} errorText="Failed to load individual stats">
        {(data) => (
          <Tabs activeKey={tab} onSelect={(k) => setTab((k as Category) ?? 'passing')} className="mb-2" id="individual-stats-tabs">
            {(Object.keys(CATEGORIES) as Category[]).map((category) => (
              <Tab key={category} eventKey={category} title={CATEGORIES[category].title}>
                {data.stats[category].length === 0 ? (
                  <p className="text-muted">No data available</p>
                ) : (
                  <DataTable<IndividualStatEntry>
                    rows={data.stats[category]}
                    rowKey={(e) => e.id}
                    columns={columnsFor(category)}
                    defaultSort={{ key: CATEGORIES[category].sortBy, desc: true }}
                  />
                )}
              </Tab>
            ))}
          </Tabs>
        )}
      </PageState>
    </>
  );
}
