// Per-game statistics of every team, offense and defense, for any season of the dynasty.
import { useState } from 'react';
import { Tab, Tabs } from 'react-bootstrap';
import type { TeamStatsLine } from '../../shared/api-types';
import { api } from '../api';
import { DataTable, type Column } from '../components/DataTable';
import { SeasonSelect } from '../components/SeasonSelect';
import { PageState } from '../components/Status';
import { TeamLink } from '../components/TeamInfo';
import { statValue } from '../display';
import { usePageData } from '../hooks/usePageData';
import { useDocumentTitle } from '../hooks/useDocumentTitle';

interface TeamStatsRow extends TeamStatsLine {
  name: string;
}

const TEAM_STAT_COLUMNS: [keyof TeamStatsLine, string, string][] = [
  ['games', 'G', 'Games'],
  ['ppg', 'Pts', 'Points per game'],
  ['pass_cpg', 'Cmp', 'Completions per game'],
  ['pass_apg', 'Att', 'Pass attempts per game'],
  ['comp_percent', 'Pct', 'Completion percentage'],
  ['pass_ypg', 'Pass Yds', 'Passing yards per game'],
  ['pass_tdpg', 'Pass TD', 'Passing touchdowns per game'],
  ['rush_apg', 'Rush Att', 'Rushing attempts per game'],
  ['rush_ypg', 'Rush Yds', 'Rushing yards per game'],
  ['rush_ypc', 'YPC', 'Yards per carry'],
  ['rush_tdpg', 'Rush TD', 'Rushing touchdowns per game'],
  ['playspg', 'Plays', 'Plays per game'],
  ['yardspg', 'Yds', 'Total yards per game'],
  ['ypp', 'YPP', 'Yards per play'],
  ['first_downs_pass', '1D Pass', 'First downs passing per game'],
  ['first_downs_rush', '1D Rush', 'First downs rushing per game'],
  ['first_downs_total', '1D Tot', 'First downs per game'],
  ['fumbles', 'Fum', 'Fumbles lost per game'],
  ['interceptions', 'Int', 'Interceptions per game'],
  ['turnovers', 'TO', 'Turnovers per game'],
];

const columns: Column<TeamStatsRow>[] = [
  { key: 'team', header: 'Team', value: (r) => r.name, render: (r) => <TeamLink name={r.name} logo /> },
  ...TEAM_STAT_COLUMNS.map(
    ([key, header, title]): Column<TeamStatsRow> => ({
      key,
      header,
      title,
      value: (r) => r[key],
      render: (r) => statValue(r[key]),
      numeric: true,
      hideable: true,
    }),
  ),
];

function rowsOf(lines: Record<string, TeamStatsLine>): TeamStatsRow[] {
  return Object.entries(lines).map(([name, line]) => ({ ...line, name }));
}

export function TeamStats() {
  useDocumentTitle(null);
  const [year, setYear] = useState<number | undefined>(undefined);
  const page = usePageData(() => api.teamStats({ year }), `team-stats:${year ?? 'current'}`);
  const [tab, setTab] = useState('offense');
  return (
    <>
      <h1 className="h3 mb-3">Team Stats</h1>
      <PageState
        data={page.data}
        loading={page.loading}
        error={page.error}
        errorText="Failed to load team stats"
        isEmpty={(d) => Object.keys(d.offense).length === 0}
      >
        {(data) => (
          <>
            <SeasonSelect id="team-stats-season" info={data.info} value={year} onChange={setYear} />
            {/* The defense's table is built when its tab is first opened. */}
            <Tabs
              activeKey={tab}
              onSelect={(k) => setTab(k ?? 'offense')}
              className="mb-2"
              id="team-stats-tabs"
              mountOnEnter
            >
              <Tab eventKey="offense" title="Offense">
                <DataTable<TeamStatsRow>
                  rows={rowsOf(data.offense)}
                  rowKey={(r) => r.name}
                  columns={columns}
                  stickyFirstColumn
                  className="table-compact"
                  defaultSort={{ key: 'yardspg', desc: true }}
                  search={{ placeholder: 'Team name', text: (r) => r.name }}
                  filters={[
                    { key: 'conference', label: 'Conference', value: (r) => data.team_conferences?.[r.name] ?? '' },
                  ]}
                  chooseColumns
                  rowClassName={(r) => (r.name === data.info.team ? 'table-primary' : undefined)}
                />
              </Tab>
              <Tab eventKey="defense" title="Defense">
                <DataTable<TeamStatsRow>
                  rows={rowsOf(data.defense)}
                  rowKey={(r) => r.name}
                  columns={columns}
                  stickyFirstColumn
                  className="table-compact"
                  defaultSort={{ key: 'yardspg', desc: false }}
                  search={{ placeholder: 'Team name', text: (r) => r.name }}
                  filters={[
                    { key: 'conference', label: 'Conference', value: (r) => data.team_conferences?.[r.name] ?? '' },
                  ]}
                  chooseColumns
                  rowClassName={(r) => (r.name === data.info.team ? 'table-primary' : undefined)}
                />
              </Tab>
            </Tabs>
          </>
        )}
      </PageState>
    </>
  );
}
