// Between seasons: how the players developed and which seniors leave.
import { useMemo, useState } from 'react';
import { Badge, Col, Row } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import type { ProgressedPlayer, ProgressionPlayer } from '../../shared/api-types';
import type { DraftedPlayer, PortalPlayerEntry } from '../../shared/departures-types';
import { api } from '../api';
import { DataTable, type Column } from '../components/DataTable';
import { PositionFilter } from '../components/PositionFilter';
import { StatTile } from '../components/StatTile';
import { PageState } from '../components/Status';
import { TeamLink } from '../components/TeamInfo';
import { classLabel, signed } from '../display';
import { useStagePage } from '../hooks/useStagePage';
import { StageAhead } from '../components/StageAhead';
import { useDocumentTitle } from '../hooks/useDocumentTitle';

function draftText(p: DraftedPlayer): string {
  return p.pick === null ? 'Undrafted' : `Round ${p.round}, pick ${p.pick} (${p.nfl_team})`;
}

function PlayerName({ player }: { player: Pick<ProgressionPlayer, 'id' | 'first' | 'last'> }) {
  return (
    <Link to={`/players/${player.id}`} className="text-nowrap">
      {player.first} {player.last}
    </Link>
  );
}

/** A player on one of the lists of players leaving the program. */
interface Leaver {
  id: number;
  first: string;
  last: string;
  pos: string;
  rating: number;
}

/** A list of players leaving, best first: name, position and rating, then the list's own columns; none says it is empty. */
function LeaversTable<T extends Leaver>({
  rows,
  none,
  testId,
  columns,
}: {
  rows: T[];
  none: string;
  testId?: string;
  columns: Column<T>[];
}) {
  if (rows.length === 0) return <p className="text-muted">{none}</p>;
  return (
    <DataTable<T>
      testId={testId}
      rows={rows}
      rowKey={(p) => p.id}
      defaultSort={{ key: 'rating', desc: true }}
      columns={[
        { key: 'name', header: 'Name', value: (p) => p.last, render: (p) => <PlayerName player={p} /> },
        { key: 'pos', header: 'Pos', value: (p) => p.pos },
        { key: 'rating', header: 'Rating', value: (p) => p.rating, numeric: true },
        ...columns,
      ]}
    />
  );
}

export function RosterProgression() {
  useDocumentTitle(null);
  const page = useStagePage(api.rosterProgression, 'roster-progression');
  const [position, setPosition] = useState('');
  const positions = useMemo(() => {
    const all = [
      ...(page.data?.progressed ?? []),
      ...(page.data?.leaving ?? []),
      ...(page.data?.early_entrants ?? []),
      ...(page.data?.portal_departures ?? []),
    ].map((p) => p.pos);
    return [...new Set(all)].sort();
  }, [page.data]);

  if (page.ahead) return <StageAhead answer={page.ahead} />;
  return (
    <PageState
      data={page.data}
      loading={page.loading}
      error={page.error}
      errorText="Failed to load roster progression data"
    >
      {(data) => {
        const year = data.info.currentYear;
        const progressed = data.progressed.filter((p) => !position || p.pos === position);
        const leaving = data.leaving.filter((p) => !position || p.pos === position);
        const earlyEntrants = (data.early_entrants ?? []).filter((p) => !position || p.pos === position);
        const portalDepartures = (data.portal_departures ?? []).filter((p) => !position || p.pos === position);
        const changes = progressed.map((p) => p.change);
        const average = changes.length ? changes.reduce((a, b) => a + b, 0) / changes.length : 0;
        const multipleTeams = new Set(data.progressed.map((p) => p.team)).size > 1;
        return (
          <>
            <h1 className="h3 mb-3">
              Roster Progression: {year} to {year + 1}
            </h1>
            <Row className="g-3 mb-3">
              <StatTile label="Players Progressed" value={progressed.length} />
              <StatTile label="Average Change" value={signed(Math.round(average * 10) / 10)} />
              <StatTile label="Biggest Gain" value={changes.length ? signed(Math.max(...changes)) : '-'} />
              <StatTile label="Leaving Seniors" value={leaving.length} />
            </Row>
            <div className="mb-3" style={{ maxWidth: 240 }}>
              <PositionFilter id="progression-position" positions={positions} value={position} onChange={setPosition} />
            </div>
            <Row className="g-3">
              <Col lg={7}>
                <h2 className="h5">Progressed Players</h2>
                <DataTable<ProgressedPlayer>
                  rows={progressed}
                  rowKey={(p) => p.id}
                  defaultSort={{ key: 'change', desc: true }}
                  columns={[
                    { key: 'name', header: 'Name', value: (p) => p.last, render: (p) => <PlayerName player={p} /> },
                    ...(multipleTeams
                      ? [
                          {
                            key: 'team',
                            header: 'Team',
                            value: (p: ProgressedPlayer) => p.team,
                            render: (p: ProgressedPlayer) => <TeamLink name={p.team} />,
                          },
                        ]
                      : []),
                    { key: 'pos', header: 'Pos', value: (p) => p.pos },
                    {
                      key: 'year',
                      header: 'Year',
                      value: (p) => ['fr', 'so', 'jr', 'sr'].indexOf(p.year),
                      render: (p) => classLabel(p.year),
                    },
                    {
                      key: 'old',
                      header: 'Old',
                      title: 'Rating before',
                      value: (p) => p.rating - p.change,
                      numeric: true,
                    },
                    { key: 'rating', header: 'New', title: 'Rating now', value: (p) => p.rating, numeric: true },
                    {
                      key: 'change',
                      header: 'Change',
                      value: (p) => p.change,
                      numeric: true,
                      render: (p) => (
                        <Badge bg={p.change > 0 ? 'success' : p.change < 0 ? 'danger' : 'secondary'}>
                          {signed(p.change)}
                        </Badge>
                      ),
                    },
                  ]}
                />
              </Col>
              <Col lg={5}>
                <h2 className="h5">Leaving Players</h2>
                <LeaversTable<ProgressionPlayer>
                  rows={leaving}
                  none="No seniors leaving."
                  columns={[{ key: 'status', header: 'Status', value: (p) => (p.starter ? 'Starter' : 'Backup') }]}
                />
              </Col>
            </Row>
            <Row className="g-3 mt-1">
              <Col lg={6}>
                <h2 className="h5">
                  Early Entrants to the NFL Draft{' '}
                  <small className="text-muted">
                    (<Link to={`/draft?year=${year}`}>draft list</Link>)
                  </small>
                </h2>
                <LeaversTable<DraftedPlayer>
                  testId="early-entrants"
                  rows={earlyEntrants}
                  none="No underclassmen declared for the draft."
                  columns={[{ key: 'draft', header: 'Draft', value: (p) => p.pick ?? 999, render: draftText }]}
                />
              </Col>
              <Col lg={6}>
                <h2 className="h5">
                  Transfer Portal Departures{' '}
                  <small className="text-muted">
                    (<Link to="/portal">the portal</Link>)
                  </small>
                </h2>
                <LeaversTable<PortalPlayerEntry>
                  testId="portal-departures"
                  rows={portalDepartures}
                  none="Nobody entered the transfer portal."
                  columns={[
                    { key: 'reason', header: 'Reason', value: (p) => p.reason_label },
                    {
                      key: 'to',
                      header: 'Signed With',
                      value: (p) => p.to_team ?? '',
                      render: (p) => (p.to_team ? <TeamLink name={p.to_team} /> : ''),
                    },
                  ]}
                />
              </Col>
            </Row>
          </>
        );
      }}
    </PageState>
  );
}
