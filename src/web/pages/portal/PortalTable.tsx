// The transfer portal's table: the players found, where they come from and why, and an offer, the market or where
// each signed.
import { Badge, Button } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import type { PortalPlayerEntry, PortalResponse } from '../../../shared/departures-types';
import { DataTable } from '../../components/DataTable';
import { TeamLink } from '../../components/TeamInfo';
import { classLabel } from '../../display';

interface PortalTableProps {
  data: PortalResponse;
  busy: boolean;
  offer: (p: PortalPlayerEntry) => void;
  showMarket: (p: PortalPlayerEntry) => void;
}

export function PortalTable({ data, busy, offer, showMarket }: PortalTableProps) {
  return (
    <DataTable<PortalPlayerEntry>
      testId="portal-table"
      rows={data.players.slice(0, 300)}
      rowKey={(p) => p.id}
      defaultSort={{ key: 'rating', desc: true }}
      rowClassName={(p) => (p.from_team === data.team.name ? 'table-warning' : undefined)}
      columns={[
        {
          key: 'name',
          header: 'Player',
          value: (p) => p.last,
          render: (p) => (
            <Link to={`/players/${p.id}`}>
              {p.first} {p.last}
            </Link>
          ),
        },
        { key: 'pos', header: 'Pos', value: (p) => p.pos },
        {
          key: 'year',
          header: 'Class',
          title: 'Class next season',
          value: (p) => ['fr', 'so', 'jr', 'sr'].indexOf(p.year),
          render: (p) => classLabel(p.year),
        },
        { key: 'rating', header: 'Rating', value: (p) => p.rating, numeric: true },
        { key: 'stars', header: 'Stars', value: (p) => p.stars, numeric: true },
        {
          key: 'from',
          header: 'From',
          value: (p) => p.from_team,
          render: (p) => <TeamLink name={p.from_team} />,
        },
        { key: 'reason', header: 'Reason', value: (p) => p.reason_label },
        {
          key: 'status',
          header: data.open ? 'Offer' : 'Signed With',
          sortable: false,
          render: (p) => <Status player={p} data={data} onOffer={offer} onMarket={showMarket} busy={busy} />,
        },
      ]}
    />
  );
}

function Status({
  player,
  data,
  onOffer,
  onMarket,
  busy,
}: {
  player: PortalPlayerEntry;
  data: PortalResponse;
  onOffer: (p: PortalPlayerEntry) => void;
  onMarket: (p: PortalPlayerEntry) => void;
  busy: boolean;
}) {
  if (player.to_team) {
    return (
      <span className="text-nowrap">
        <TeamLink name={player.to_team} />
        {player.sits_out && (
          <Badge bg="warning" text="dark" className="ms-1" title="Sits out his first season (the rule before 2021)">
            Sits out
          </Badge>
        )}
      </span>
    );
  }
  if (!data.open)
    return player.offered ? <Badge bg="success">Offered</Badge> : <span className="text-muted">Unsigned</span>;
  const market = (
    <Button
      size="sm"
      variant="link"
      className="p-0 ms-2"
      onClick={() => onMarket(player)}
      aria-label={`Market of ${player.first} ${player.last}`}
    >
      Market
    </Button>
  );
  if (player.offered)
    return (
      <span className="text-nowrap">
        <Badge bg="success">Offered</Badge>
        {market}
      </span>
    );
  return (
    <span className="text-nowrap">
      <Button
        size="sm"
        variant="outline-primary"
        disabled={busy || data.room.left <= 0}
        onClick={() => onOffer(player)}
        aria-label={`Offer ${player.first} ${player.last}`}
      >
        Offer
      </Button>
      {market}
    </span>
  );
}
