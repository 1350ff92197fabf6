// The transfer portal of the offseason: search by position and rating, offer players in the Roster Progression
// stage (the portal's window), see a player's market and counter, move the window's days on, and once it closed,
// where each player signed.
import { useState } from 'react';
import { Alert, Badge, Button, Form, Row } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import type { PortalMarketResponse, PortalPlayerEntry, PortalResponse } from '../../shared/departures-types';
import { api } from '../api';
import { DataTable } from '../components/DataTable';
import { PositionFilter } from '../components/PositionFilter';
import { StatTile } from '../components/StatTile';
import { PageState } from '../components/Status';
import { TeamLink } from '../components/TeamInfo';
import { classLabel } from '../display';
import { usePageData } from '../hooks/usePageData';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { PortalMarket } from './PortalMarket';

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

export function Portal() {
  useDocumentTitle('Transfer Portal');
  const [position, setPosition] = useState('');
  const [minRating, setMinRating] = useState('');
  const rating = /^\d{1,2}$/.test(minRating) ? Number(minRating) : undefined;
  const page = usePageData(
    () => api.portal({ position: position || undefined, minRating: rating }),
    `portal:${position}:${rating ?? ''}`,
  );
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'success' | 'danger'; text: string } | null>(null);
  const [market, setMarket] = useState<PortalMarketResponse | null>(null);

  /** A change, then the page again; its error becomes the message. */
  const change = <T,>(call: () => Promise<T>, done: (answer: T) => void) => {
    setBusy(true);
    setMessage(null);
    call()
      .then(
        (answer) => {
          done(answer);
          page.reload();
        },
        (error: Error) => setMessage({ kind: 'danger', text: error.message }),
      )
      .finally(() => setBusy(false));
  };
  const showMarket = (player: PortalPlayerEntry) =>
    api.portalMarket(player.id).then(setMarket, (error: Error) => setMessage({ kind: 'danger', text: error.message }));
  const promise = (id: number) => change(() => api.promisePortalPlayer(id), setMarket);
  const nextDay = () =>
    change(
      () => api.portalDay(),
      (answer) => {
        setMarket(null);
        const decided = answer.decisions.map(
          (d) => `${d.first} ${d.last} ${d.yours ? 'signed with you' : `chose ${d.team}`}`,
        );
        setMessage({
          kind: 'success',
          text: `Day ${answer.day} of ${answer.last_day}. ${decided.length > 0 ? `${decided.join('; ')}.` : 'Nobody you offered decided today.'}`,
        });
      },
    );

  const offer = (player: PortalPlayerEntry) => {
    setBusy(true);
    setMessage(null);
    api
      .offerPortalPlayer(player.id)
      .then(
        () => {
          setMessage({
            kind: 'success',
            text: `Offered ${player.first} ${player.last}. He decides on his day of the window (see his market).`,
          });
          page.reload();
        },
        (error: Error) => setMessage({ kind: 'danger', text: error.message }),
      )
      .finally(() => setBusy(false));
  };

  return (
    <PageState
      data={page.data}
      loading={page.loading}
      error={page.error}
      errorText="Failed to load the transfer portal"
    >
      {(data) => (
        <>
          <h1 className="h3">Transfer Portal{data.year !== null ? `: after the ${data.year} season` : ''}</h1>
          {data.open ? (
            <p data-testid="portal-room">
              Open for offers. {data.team.name} for {data.limit.season}: {data.room.returning} returning,{' '}
              {data.room.offers} offers, {data.room.signed} committed recruits: <strong>{data.room.left}</strong> more
              under {data.limit.label}.
              {data.room.offers === 0 && ' Make no offers and your staff offers by need, like every program.'}{' '}
              <Button size="sm" variant="outline-secondary" disabled={busy} onClick={nextDay} data-testid="portal-day">
                Next Day
              </Button>
            </p>
          ) : (
            <p className="text-muted" data-testid="portal-closed">
              {data.closed_reason}
            </p>
          )}
          {data.sit_out_rule && (
            <p className="small text-muted">
              Before 2021 most transfers sit out their first season at the new program.
            </p>
          )}
          {message && (
            <Alert variant={message.kind} onClose={() => setMessage(null)} dismissible data-testid="portal-message">
              {message.text}
            </Alert>
          )}
          {market && <PortalMarket market={market} busy={busy} onPromise={promise} onClose={() => setMarket(null)} />}
          <Row className="g-3 mb-3">
            <StatTile label="Players in the Portal" value={data.total} />
            <StatTile label="Shown" value={data.players.length} />
            <StatTile
              label={`From ${data.team.name}`}
              value={data.players.filter((p) => p.from_team === data.team.name).length}
            />
            <StatTile label="Your Offers" value={data.players.filter((p) => p.offered).length} />
          </Row>
          <div className="d-flex flex-wrap gap-3 mb-3">
            <div style={{ minWidth: 180 }}>
              <PositionFilter id="portal-position" positions={data.positions} value={position} onChange={setPosition} />
            </div>
            <Form.Group controlId="portal-min-rating" className="picker">
              <Form.Label className="small mb-0">Minimum Rating</Form.Label>
              <Form.Control
                size="sm"
                type="number"
                min={0}
                max={99}
                value={minRating}
                onChange={(e) => setMinRating(e.target.value)}
                style={{ width: 110 }}
              />
            </Form.Group>
          </div>
          {data.players.length === 0 ? (
            <p className="text-muted">
              No players in the portal{position || rating !== undefined ? ' match the search' : ''}.
            </p>
          ) : (
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
          )}
          {data.players.length > 300 && (
            <p className="small text-muted">The best 300 are shown: narrow the search for more.</p>
          )}
        </>
      )}
    </PageState>
  );
}
