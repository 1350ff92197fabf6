// League leaders of any season of the dynasty: passing, rushing, receiving, defense, kicking and punting, totals or
// per game, searchable by name and filtered by position and a minimum of attempts.
import { useState } from 'react';
import { Form, Tab, Tabs } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import type { IndividualStatEntry } from '../../shared/api-types';
import { LEADER_CATEGORIES, LEADER_SPECS, leaderStat, type LeaderCategory } from '../../shared/leaderCategories';
import { api } from '../api';
import { DataTable, type Column } from '../components/DataTable';
import { SeasonSelect } from '../components/SeasonSelect';
import { PageState } from '../components/Status';
import { TeamLink } from '../components/TeamInfo';
import { statValue } from '../display';
import { usePageData } from '../hooks/usePageData';
import { useDocumentTitle } from '../hooks/useDocumentTitle';

function columnsFor(category: LeaderCategory, perGame: boolean): Column<IndividualStatEntry>[] {
  return [
    { key: 'rank', header: '#', sortable: false, numeric: true, render: (_, index) => index + 1 },
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
    { key: 'pos', header: 'Pos', title: 'Position', value: (e) => e.pos, hideable: true },
    { key: 'team', header: 'Team', value: (e) => e.team, render: (e) => <TeamLink name={e.team} logo /> },
    { key: 'games', header: 'G', title: 'Games played', value: (e) => e.gamesPlayed, numeric: true, hideable: true },
    ...LEADER_SPECS[category].columns.map(
      ([key, short, title]): Column<IndividualStatEntry> => ({
        key,
        header: short,
        title,
        value: (e) => leaderStat(category, e.stats, key, perGame),
        render: (e) => statValue(leaderStat(category, e.stats, key, perGame)),
        numeric: true,
        hideable: true,
      }),
    ),
  ];
}

export function IndividualStats() {
  useDocumentTitle(null);
  const [year, setYear] = useState<number | undefined>(undefined);
  const page = usePageData(() => api.individualStats({ year }), `individual-stats:${year ?? 'current'}`);
  const [tab, setTab] = useState<LeaderCategory>('passing');
  const [perGame, setPerGame] = useState(false);
  return (
    <>
      <h1 className="h3 mb-3">Individual Stats</h1>
      <PageState data={page.data} loading={page.loading} error={page.error} errorText="Failed to load individual stats">
        {(data) => (
          <>
            <div className="d-flex flex-wrap align-items-end gap-3 mb-2">
              <SeasonSelect id="individual-stats-season" info={data.info} value={year} onChange={setYear} />
              {LEADER_SPECS[tab].counts.length > 0 && (
                <Form.Check
                  type="switch"
                  id="individual-stats-per-game"
                  label="Per game"
                  checked={perGame}
                  onChange={(e) => setPerGame(e.target.checked)}
                />
              )}
            </div>
            {/* A board is built when its tab is first opened: the six hold some 860 rows. */}
            <Tabs
              activeKey={tab}
              onSelect={(k) => setTab((k as LeaderCategory) ?? 'passing')}
              className="mb-2"
              id="individual-stats-tabs"
              mountOnEnter
            >
              {LEADER_CATEGORIES.map((category) => {
                const spec = LEADER_SPECS[category];
                const attempts = spec.attempts;
                const title = attempts && spec.columns.find(([key]) => key === attempts)?.[1];
                return (
                  <Tab key={category} eventKey={category} title={spec.title}>
                    {Object.keys(data.stats[category] ?? {}).length === 0 ? (
                      <p className="text-muted">No data available</p>
                    ) : (
                      <DataTable<IndividualStatEntry>
                        rows={Object.values<IndividualStatEntry>(data.stats[category])}
                        rowKey={(e) => e.id}
                        columns={columnsFor(category, perGame && spec.counts.length > 0)}
                        defaultSort={{ key: spec.sortBy, desc: true }}
                        search={{ placeholder: 'Player name', text: (e) => `${e.first} ${e.last}` }}
                        filters={[{ key: 'pos', label: 'Position', value: (e) => e.pos }]}
                        minimum={
                          attempts
                            ? {
                                label: `Minimum ${title}`,
                                value: (e) => leaderStat(category, e.stats, attempts, false),
                              }
                            : undefined
                        }
                        chooseColumns
                        testId={`leaders-${category}`}
                      />
                    )}
                  </Tab>
                );
              })}
            </Tabs>
          </>
        )}
      </PageState>
    </>
  );
}
