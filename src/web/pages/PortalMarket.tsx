// A portal player's market on the portal page: what he asks for, how he leans ("visiting Tennessee"), the chance he
// picks the player's program, the other programs after him, the day he decides; a starting role to promise as a counter.
import { Button, Card } from 'react-bootstrap';
import type { PortalMarketResponse } from '../../shared/departures-types';
import { marketDayText, yourOfferText } from '../../shared/portalOfferText';

function money(dollars: number): string {
  return dollars >= 1_000_000 ? `$${(dollars / 1_000_000).toFixed(1)}M` : `$${Math.round(dollars / 1000)}K`;
}

export function PortalMarket({
  market,
  busy,
  onPromise,
  onClose,
}: {
  market: PortalMarketResponse;
  busy: boolean;
  onPromise: (id: number) => void;
  onClose: () => void;
}) {
  const p = market.player;
  const others = market.suitors.filter((s) => !s.yours).map((s) => s.team);
  const asks = [
    market.asks.starting_role ? 'a starting role' : '',
    market.asks.nil > 0 ? `${money(market.asks.nil)} in NIL` : '',
  ].filter(Boolean);
  return (
    <Card className="mb-3" data-testid="portal-market">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {p.first} {p.last} ({p.pos}, {p.rating}): {market.words}
        </Card.Title>
        <ul className="mb-2">
          <li>Asks for {asks.length > 0 ? asks.join(' and ') : 'nothing in particular'}.</li>
          <li data-testid="portal-market-yours">{yourOfferText(market)}</li>
          <li data-testid="portal-market-others">
            Other offers:{' '}
            {others.length > 0
              ? `${others.join(', ')}${market.other_offers > others.length ? ` and ${market.other_offers - others.length} more` : ''}`
              : 'none yet'}
            .
          </li>
          <li data-testid="portal-market-day">{marketDayText(market)}</li>
        </ul>
        {p.offered && !market.promised && (
          <Button size="sm" className="me-2" disabled={busy} onClick={() => onPromise(p.id)}>
            Promise a Starting Role
          </Button>
        )}
        <Button size="sm" variant="outline-secondary" onClick={onClose}>
          Close
        </Button>
      </Card.Body>
    </Card>
  );
}
