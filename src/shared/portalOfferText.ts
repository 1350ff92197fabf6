// The player's offer in a portal player's market, as the web, the CLI and the terminal print it: his chance of
// picking the player's program (the share of his decision he draws it by), or why there is none.
import type { PortalMarketResponse } from './departures-types.js';

export function yourOfferText(m: PortalMarketResponse): string {
  const yours = m.suitors.find((s) => s.yours);
  if (yours) {
    const chance = Math.round((yours.share ?? 0) * 100);
    return `Your offer: a ${chance}% chance he picks you${m.promised ? ', a starting role promised' : ''}.`;
  }
  return m.player.offered ? 'Your offer: none open (no room at his position).' : 'You have not offered him.';
}
