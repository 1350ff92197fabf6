// The transfer portal's words as the web, the CLI and the terminal print them: the player's offer in a portal
// player's market (his chance of picking the player's program, or why there is none), the day he decides, the
// player's open offers and the window's days.
import type { PortalMarketResponse, PortalResponse } from './departures-types.js';

export function yourOfferText(m: PortalMarketResponse): string {
  const yours = m.suitors.find((s) => s.yours);
  if (yours) {
    const chance = Math.round((yours.share ?? 0) * 100);
    return `Your offer: a ${chance}% chance he picks you${m.promised ? ', a starting role promised' : ''}.`;
  }
  return m.player.offered ? 'Your offer: none open (no room at his position).' : 'You have not offered him.';
}

/** "Day 2 of 5: he decides on day 3.", "Day 5 of 5: he decides when the window closes, as the dynasty moves on." */
export function marketDayText(m: PortalMarketResponse): string {
  const atClose = m.decision_day > m.last_day;
  const when = atClose ? 'when the window closes, as the dynasty moves on' : `on day ${m.decision_day}`;
  const decides = m.player.offered
    ? `he decides ${when}`
    : atClose
      ? 'he signs when the window closes, as the dynasty moves on'
      : `he decides ${when} if you offer him (else when the window closes)`;
  return `Day ${m.day} of ${m.last_day}: ${decides}.`;
}

/** "1 open offer", "3 open offers": offers to players who have not decided yet. */
export function openOffersText(offers: number): string {
  return `${offers} open offer${offers === 1 ? '' : 's'}`;
}

/** Whether the window has days left to move through (the player's Next Day). */
export function portalDaysLeft(view: Pick<PortalResponse, 'window_days'>): boolean {
  const w = view.window_days;
  return w !== null && w.day < w.last_day;
}

/** The window's day, and on its last what comes next; null when it is closed. */
export function portalWindowDayText(view: Pick<PortalResponse, 'window_days'>): string | null {
  const w = view.window_days;
  if (w === null) return null;
  if (w.day < w.last_day)
    return `Day ${w.day} of ${w.last_day}: the players you offered decide on their days as the window moves on.`;
  return `Day ${w.last_day} of ${w.last_day}, the window's last: the players still unsigned sign when the dynasty moves on to the ${w.closes_with}.`;
}
