// The recruiting summary's transfers: every portal player who signed with a program this offseason,
// filtered like the page's freshmen (position, team).
import { Badge } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import type { PortalPlayerEntry } from '../../shared/departures-types';
import { DataTable } from './DataTable';
import { TeamLink } from './TeamInfo';

/** The table shows this many; the portal page has them all. */
const SHOWN = 100;

export function PortalArrivals({
  arrivals,
  team,
  position,
}: {
  arrivals: PortalPlayerEntry[];
  team: string;
  position: string;
}) {
  const rows = arrivals.filter((p) => (!team || p.to_team === team) && (!position || p.pos === position));
  return (
    <section className="mt-4" data-testid="portal-arrivals">
      <h2 className="h5">
        Portal Arrivals{' '}
        <small className="text-muted">
          ({rows.length} transfers{team ? ` to ${team}` : ''}; <Link to="/portal">the portal</Link>)
        </small>
      </h2>
      {rows.length === 0 ? (
        <p className="text-muted">No transfers signed{team ? ` with ${team}` : ''}.</p>
      ) : (
        <DataTable<PortalPlayerEntry>
          rows={rows.slice(0, SHOWN)}
          rowKey={(p) => p.id}
          defaultSort={{ key: 'rating', desc: true }}
          columns={[
            {
              key: 'name',
              header: 'Name',
              value: (p) => p.last,
              render: (p) => (
                <Link to={`/players/${p.id}`}>
                  {p.first} {p.last}
                </Link>
              ),
            },
            { key: 'pos', header: 'Pos', value: (p) => p.pos },
            { key: 'rating', header: 'Rating', value: (p) => p.rating, numeric: true },
            { key: 'from', header: 'From', value: (p) => p.from_team, render: (p) => <TeamLink name={p.from_team} /> },
            {
              key: 'to',
              header: 'To',
              value: (p) => p.to_team ?? '',
              render: (p) => (p.to_team ? <TeamLink name={p.to_team} /> : ''),
            },
            {
              key: 'eligible',
              header: 'Eligible',
              value: (p) => (p.sits_out ? 1 : 0),
              render: (p) =>
                p.sits_out ? (
                  <Badge bg="warning" text="dark">
                    Sits out a year
                  </Badge>
                ) : (
                  'At once'
                ),
            },
          ]}
        />
      )}
    </section>
  );
}
