// The transfer portal of the offseason: search by position and rating, offer players in the Roster Progression
// stage (the portal's window), see a player's market and counter, move the window's days on, and once it closed,
// where each player signed.
import { useState } from 'react';
import { Alert, Button, Form, Row } from 'react-bootstrap';
import { api } from '../api';
import { PositionFilter } from '../components/PositionFilter';
import { StatTile } from '../components/StatTile';
import { PageState } from '../components/Status';
import { usePageData } from '../hooks/usePageData';
import { openOffersText, portalDaysLeft, portalWindowDayText } from '../../shared/portalOfferText';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { PortalMarket } from './PortalMarket';
import { PortalTable } from './portal/PortalTable';
import { usePortalMoves } from './portal/usePortalMoves';

export function Portal() {
  useDocumentTitle('Transfer Portal');
  const [position, setPosition] = useState('');
  const [minRating, setMinRating] = useState('');
  const rating = /^\d{1,2}$/.test(minRating) ? Number(minRating) : undefined;
  const page = usePageData(
    () => api.portal({ position: position || undefined, minRating: rating }),
    `portal:${position}:${rating ?? ''}`,
  );
  const { busy, message, setMessage, market, setMarket, showMarket, promise, nextDay, offer } = usePortalMoves(page);

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
            <>
              <p className="mb-1" data-testid="portal-room">
                Open for offers. {data.team.name} for {data.limit.season}: {data.room.returning} returning,{' '}
                {openOffersText(data.room.offers)}, {data.room.signed} committed recruits:{' '}
                <strong>{data.room.left}</strong> more under {data.limit.label}.
                {data.room.offers === 0 && ' Make no offers and your staff offers by need, like every program.'}
              </p>
              <p data-testid="portal-window-day">
                {portalWindowDayText(data)}{' '}
                {portalDaysLeft(data) && (
                  <Button
                    size="sm"
                    variant="outline-secondary"
                    disabled={busy}
                    onClick={nextDay}
                    data-testid="portal-day"
                  >
                    Next Day
                  </Button>
                )}
              </p>
            </>
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
            <StatTile label={`Still Unsigned (${data.total} entered)`} value={data.available} />
            <StatTile label="Shown" value={data.players.length} />
            <StatTile
              label={`From ${data.team.name}`}
              value={data.players.filter((p) => p.from_team === data.team.name).length}
            />
            <StatTile label="Your Open Offers" value={data.room.offers} />
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
            <PortalTable data={data} busy={busy} offer={offer} showMarket={showMarket} />
          )}
          {data.players.length > 300 && (
            <p className="small text-muted">The best 300 are shown: narrow the search for more.</p>
          )}
        </>
      )}
    </PageState>
  );
}
