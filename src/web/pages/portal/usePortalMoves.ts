// The transfer portal's moves: offer a player, see his market and promise him, move the window a day on. Each
// change reloads the page; its answer or error is the page's message.
import { useState } from 'react';
import type { PortalMarketResponse, PortalPlayerEntry, PortalResponse } from '../../../shared/departures-types';
import { api } from '../../api';
import type { PageData } from '../../hooks/usePageData';

export function usePortalMoves(page: PageData<PortalResponse>) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'success' | 'danger'; text: string } | null>(null);
  const [market, setMarket] = useState<PortalMarketResponse | null>(null);

  /** A change, then the page again; its error becomes the message. */
  const change = <T>(call: () => Promise<T>, done: (answer: T) => void) => {
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

  // The market shown is read again after an offer: it says the offer and his chance now.
  const offer = (player: PortalPlayerEntry) =>
    change(
      () => api.offerPortalPlayer(player.id),
      () => {
        setMessage({
          kind: 'success',
          text: `Offered ${player.first} ${player.last}. He decides on his day of the window (see his market).`,
        });
        if (market) showMarket(market.player);
      },
    );

  return { busy, message, setMessage, market, setMarket, showMarket, promise, nextDay, offer };
}
