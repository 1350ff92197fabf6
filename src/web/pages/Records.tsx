// The record book: single-game, single-season and career records, league-wide or one program's (?team=).
import { ForcedMark } from '../components/Chips';
import { Badge, Form } from 'react-bootstrap';
import { Link, useSearchParams } from 'react-router-dom';
import type { RecordRow } from '../../shared/awards-types';
import { api } from '../api';
import { DataTable } from '../components/DataTable';
import { PageState } from '../components/Status';
import { TeamLink } from '../components/TeamInfo';
import { usePageData } from '../hooks/usePageData';
import { useDocumentTitle } from '../hooks/useDocumentTitle';

const value = (v: number): string => (Number.isInteger(v) ? String(v) : v.toFixed(1));

function RecordTable({ title, rows }: { title: string; rows: RecordRow[] }) {
  if (rows.length === 0) return null;
  return (
    <>
      <h2 className="h5 mt-3">{title}</h2>
      <DataTable<RecordRow>
        testId={`records-${rows[0].span}`}
        rows={rows}
        rowKey={(r) => r.stat}
        columns={[
          { key: 'stat', header: 'Record', value: (r) => r.stat_name, sortable: false },
          {
            key: 'value',
            header: 'Value',
            value: (r) => r.value,
            numeric: true,
            render: (r) => value(r.value),
            sortable: false,
          },
          {
            key: 'holder',
            header: 'Holder',
            value: (r) => r.holder,
            render: (r) =>
              !r.set_in_dynasty ? (
                r.holder
              ) : r.player_id === null ? (
                <TeamLink name={r.holder} logo />
              ) : (
                <Link to={`/players/${r.player_id}`}>{r.holder}</Link>
              ),
            sortable: false,
          },
          {
            key: 'team',
            header: 'Team',
            value: (r) => r.team,
            render: (r) => (!r.set_in_dynasty ? r.team : r.player_id === null ? '' : <TeamLink name={r.team} />),
            sortable: false,
          },
          {
            key: 'when',
            header: 'When',
            value: (r) => r.year,
            render: (r) =>
              r.game_id !== null ? (
                <Link to={`/game/${r.game_id}`}>
                  {r.year} week {r.week} vs {r.opponent}
                </Link>
              ) : r.opponent !== null ? (
                `${r.year} vs ${r.opponent}`
              ) : (
                r.year
              ),
            sortable: false,
          },
          {
            key: 'set',
            header: 'Set',
            value: (r) => (r.set_in_dynasty ? 1 : 0),
            render: (r) =>
              r.set_in_dynasty ? (
                <>
                  <Badge bg="success">dynasty</Badge>
                  {r.god_mode && (
                    <Badge bg="danger" className="ms-1" data-testid="god-mode-record">
                      God Mode
                    </Badge>
                  )}
                  {r.forced && <ForcedMark />}
                </>
              ) : (
                <span className="text-muted">real FBS</span>
              ),
            sortable: false,
          },
        ]}
      />
    </>
  );
}

export function Records() {
  useDocumentTitle('Record Book');
  const [params, setParams] = useSearchParams();
  const team = params.get('team') ?? undefined;
  const page = usePageData(() => api.records(team), `records-${team ?? ''}`);
  return (
    <PageState data={page.data} loading={page.loading} error={page.error} errorText="Failed to load the record book">
      {(data) => {
        const empty = data.records.game.length + data.records.season.length + data.records.career.length === 0;
        return (
          <>
            <div className="d-flex align-items-center gap-3 mb-2">
              <h1 className="h3 mb-0">{data.scope ?? 'FBS'} Record Book</h1>
              <Form.Select
                aria-label="Record book"
                style={{ width: 'auto' }}
                value={data.scope ?? ''}
                onChange={(e) => setParams(e.target.value ? { team: e.target.value } : {})}
              >
                <option value="">FBS (league-wide)</option>
                {data.teams.map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
              </Form.Select>
            </div>
            {empty && <p className="text-muted">No records yet: the book is written as games are played.</p>}
            <RecordTable title="Single Game" rows={data.records.game} />
            <RecordTable title="Single Season" rows={data.records.season} />
            <RecordTable title="Career" rows={data.records.career} />
          </>
        );
      }}
    </PageState>
  );
}
