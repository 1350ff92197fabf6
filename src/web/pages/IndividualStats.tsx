// League leaders: passing, rushing and receiving.
import { useState } from 'react';
import { Tab, Tabs } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import type { IndividualStatEntry } from '../../shared/api-types';
import { api } from '../api';
import { DataTable, type Column } from '../components/DataTable';
import { PageState } from '../components/Status';
import { TeamLink } from '../components/TeamInfo';
import { statValue } from '../display';
import { usePageData } from '../hooks/usePageData';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { statOf } from '../statColumns';

type Category = 'passing' | 'rushing' | 'receiving';

/** [key, short header, title]: the wire format's key set of a category. */
type StatColumnSpec = [string, string, string];

/** The columns of each tab and the stat it is sorted by (spec: AY/A for passing, yards per game otherwise). */
const CATEGORIES: Record<Category, { title: string; stats: StatColumnSpec[]; sortBy: string }> = {
  passing: {
    title: 'Passing',
    stats: [
      ['cmp', 'Cmp', 'Completions'],
      ['att', 'Att', 'Pass attempts'],
      ['pct', 'Cmp%', 'Completion percentage'],
      ['yards', 'Pass Yds', 'Passing yards'],
      ['yards_per_game', 'Pass Y/G', 'Passing yards per game'],
      ['td', 'Pass TD', 'Passing touchdowns'],
      ['int', 'Int', 'Interceptions thrown'],
      ['adjusted_pass_yards_per_attempt', 'AY/A', 'Adjusted passing yards per attempt'],
      ['passer_rating', 'Rate', 'Passer rating'],
    ],
    sortBy: 'adjusted_pass_yards_per_attempt',
  },
  rushing: {
    title: 'Rushing',
    stats: [
      ['att', 'Rush', 'Rushing attempts'],
      ['yards', 'Rush Yds', 'Rushing yards'],
      ['yards_per_rush', 'Y/A', 'Yards per rush'],
      ['yards_per_game', 'Rush Y/G', 'Rushing yards per game'],
      ['td', 'Rush TD', 'Rushing touchdowns'],
      ['fumbles', 'Fum', 'Fumbles'],
    ],
    sortBy: 'yards_per_game',
  },
  receiving: {
    title: 'Receiving',
    stats: [
      ['rec', 'Rec', 'Receptions'],
      ['yards', 'Rec Yds', 'Receiving yards'],
      ['yards_per_rec', 'Y/R', 'Yards per reception'],
      ['yards_per_game', 'Rec Y/G', 'Receiving yards per game'],
      ['td', 'Rec TD', 'Receiving touchdowns'],
    ],
    sortBy: 'yards_per_game',
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
    ...CATEGORIES[category].stats.map(([key, short, title]): Column<IndividualStatEntry> => ({
      key,
      header: short,
      title,
      value: (e) => statOf(e.stats, key),
      render: (e) => statValue(statOf(e.stats, key)),
      numeric: true,
    })),
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
                {Object.keys(data.stats[category]).length === 0 ? (
                  <p className="text-muted">No data available</p>
                ) : (
                  <DataTable<IndividualStatEntry>
                    rows={Object.values<IndividualStatEntry>(data.stats[category])}
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
