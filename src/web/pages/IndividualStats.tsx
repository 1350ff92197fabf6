// League leaders of any season of the dynasty: passing, rushing, receiving, defense, kicking and punting, totals or
// per game, searchable by name and filtered by position and a minimum of attempts.
import { useState } from 'react';
import { Form, Tab, Tabs } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import type { IndividualBoardResponse, IndividualStatEntry } from '../../shared/api-types';
import { LEADER_CATEGORIES, LEADER_SPECS, leaderStat, type LeaderCategory } from '../../shared/leaderCategories';
import { api } from '../api';
import { DataTable, type Column } from '../components/DataTable';
import { SeasonSelect } from '../components/SeasonSelect';
import { ErrorAlert, Loading, PageState } from '../components/Status';
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

/** The frame of the page (its season's info) and the boards read so far of that season. */
interface Shown {
  year: number | undefined;
  data: IndividualBoardResponse;
  boards: IndividualBoardResponse['stats'];
}

export function IndividualStats() {
  useDocumentTitle(null);
  const [year, setYear] = useState<number | undefined>(undefined);
  const [tab, setTab] = useState<LeaderCategory>('passing');
  // One board per request, the tab's: the six hold some 860 rows (190 KB), a player reads one.
  const page = usePageData(
    () => api.individualStats({ year, category: tab }),
    `individual-stats:${year ?? 'current'}:${tab}`,
  );
  // The boards read stay on screen (a tab opened again shows its board while it is read again).
  const [shown, setShown] = useState<Shown | null>(null);
  if (page.data && shown?.data !== page.data) {
    const boards = shown !== null && shown.year === year ? shown.boards : {};
    setShown({ year, data: page.data, boards: { ...boards, ...page.data.stats } });
  }
  const frame = shown !== null && shown.year === year ? shown : null;
  const [perGame, setPerGame] = useState(false);
  return (
    <>
      <h1 className="h3 mb-3">Individual Stats</h1>
      <PageState data={frame} loading={page.loading} error={page.error} errorText="Failed to load individual stats">
        {({ data, boards }) => (
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
            {/* A board is built when its tab is first opened. */}
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
                const board = boards[category];
                return (
                  <Tab key={category} eventKey={category} title={spec.title}>
                    {board === undefined ? (
                      page.error ? (
                        <ErrorAlert>Failed to load individual stats</ErrorAlert>
                      ) : (
                        <Loading />
                      )
                    ) : Object.keys(board).length === 0 ? (
                      <p className="text-muted">No data available</p>
                    ) : (
                      <DataTable<IndividualStatEntry>
                        rows={Object.values<IndividualStatEntry>(board)}
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
