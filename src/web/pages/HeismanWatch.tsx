// The weekly Heisman watch: the top candidates of the season so far and their statistics.
import { Link } from 'react-router-dom';
import type { HeismanCandidate } from '../../shared/awards-types';
import { heismanBallotNote } from '../../shared/heismanBallot';
import type { Info } from '../../shared/types/common';
import { api } from '../api';
import { DataTable } from '../components/DataTable';
import { PageState } from '../components/Status';
import { TeamLink } from '../components/TeamInfo';
import { usePageData } from '../hooks/usePageData';
import { useDocumentTitle } from '../hooks/useDocumentTitle';

const ballotNote = (week: number, info: Info): string | null =>
  heismanBallotNote(week, { lastWeek: info.lastWeek, playoffTeams: info.playoffFormat.teams });

export function HeismanWatch() {
  useDocumentTitle('Heisman Watch');
  const page = usePageData(api.heisman, 'heisman');
  return (
    <PageState data={page.data} loading={page.loading} error={page.error} errorText="Failed to load the Heisman watch">
      {(data) => (
        <>
          <h1 className="h3 mb-1">{data.year} Heisman Watch</h1>
          <p className="text-muted">{data.week > 0 ? `After week ${data.week}` : 'Before the first game'}</p>
          {ballotNote(data.week, data.info) && (
            <p className="text-muted" data-testid="heisman-ballot">
              {ballotNote(data.week, data.info)}
            </p>
          )}
          {data.winner && (
            <p className="fs-5" data-testid="heisman-winner">
              Winner: <Link to={`/players/${data.winner.player_id}`}>{data.winner.name}</Link> ({data.winner.pos},{' '}
              {data.winner.team})
            </p>
          )}
          {data.candidates.length === 0 ? (
            <p className="text-muted">No candidates yet: the watch list starts after the first week of games.</p>
          ) : (
            <DataTable<HeismanCandidate>
              testId="heisman-watch"
              rows={data.candidates}
              rowKey={(c) => c.player_id}
              defaultSort={{ key: 'rank', desc: false }}
              columns={[
                { key: 'rank', header: '#', value: (c) => c.rank, numeric: true },
                {
                  key: 'name',
                  header: 'Player',
                  value: (c) => c.name,
                  render: (c) => <Link to={`/players/${c.player_id}`}>{c.name}</Link>,
                },
                { key: 'pos', header: 'Pos', value: (c) => c.pos },
                { key: 'year', header: 'Class', value: (c) => c.year.toUpperCase() },
                {
                  key: 'team',
                  header: 'Team',
                  value: (c) => c.team,
                  render: (c) => (
                    <span className="text-nowrap">
                      {c.team_rank > 0 && c.team_rank <= 25 && <span className="me-1 text-muted">#{c.team_rank}</span>}
                      <TeamLink name={c.team} logo />
                    </span>
                  ),
                },
                { key: 'record', header: 'Record', value: (c) => c.team_record },
                { key: 'pass_yds', header: 'Pass Yds', value: (c) => c.pass_yds, numeric: true },
                { key: 'pass_td', header: 'Pass TD', value: (c) => c.pass_td, numeric: true },
                { key: 'ints', header: 'INT', value: (c) => c.ints_thrown, numeric: true },
                { key: 'rush_yds', header: 'Rush Yds', value: (c) => c.rush_yds, numeric: true },
                { key: 'rush_td', header: 'Rush TD', value: (c) => c.rush_td, numeric: true },
                { key: 'rec_yds', header: 'Rec Yds', value: (c) => c.rec_yds, numeric: true },
                { key: 'rec_td', header: 'Rec TD', value: (c) => c.rec_td, numeric: true },
              ]}
            />
          )}
        </>
      )}
    </PageState>
  );
}
