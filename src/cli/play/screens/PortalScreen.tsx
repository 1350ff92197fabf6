// The transfer portal of the offseason (the same view and use case as `dynasty portal` and /portal): ←→ position,
// + and - the minimum rating, ⏎ offer the player (in Roster Progression, the portal's window), c his card; m his
// market (asks, who else offered him), s promise him a starting role, d move the window on a day (until its last).
import { useState } from 'react';
import { Box, Text } from 'ink';
import { POSITIONS } from '../../../core/players/types.js';
import type { PortalPlayerEntry } from '../../../shared/departures-types.js';
import { offerPortalPlayer } from '../../../store/actions/portal.js';
import { advancePortalDay, promiseStartingRole } from '../../../store/actions/portalMarket.js';
import { portalView } from '../../../store/views/portal.js';
import { portalDayAnswer, portalMarketView } from '../../../store/views/portalMarket.js';
import { portalDaysLeft, portalWindowDayText } from '../../../shared/portalOfferText.js';
import { dayLines, marketLines, portalHeadline } from '../../commands/portal.js';
import { Screen, ViewErrorScreen } from '../components/Screen.js';
import { Table, type Column } from '../components/Table.js';
import { useListCursor } from '../cursor.js';
import { useKeys } from '../keys.js';
import { useBodySize } from '../layout.js';
import { useNavigation } from '../navigation.js';
import { useStore, useView } from '../store.js';

const FILTERS = ['All positions', ...POSITIONS] as const;
const RATING_STEP = 5;

export function PortalScreen() {
  const store = useStore();
  const navigation = useNavigation();
  const { width, height } = useBodySize();
  const [at, setAt] = useState(0);
  const [minRating, setMinRating] = useState(0);
  const position = at === 0 ? undefined : FILTERS[at];
  const view = useView((c) => portalView(c, { position, minRating: minRating || undefined }), [position, minRating]);
  const players = view.data?.players ?? [];
  // The player whose market shows under the list (m): read when asked, never on its own.
  const [marketOf, setMarketOf] = useState<number | null>(null);
  const market = useView((c) => (marketOf === null ? null : marketLines(portalMarketView(c, marketOf))), [marketOf]);
  const marketRows = marketOf === null ? 0 : 5;
  // The window's day, while it is open: lines of their own (on its last day what comes next takes two).
  const day = view.data ? portalWindowDayText(view.data) : null;
  const dayRows = day === null ? 0 : Math.ceil(day.length / Math.min(width, 110));
  const cursor = useListCursor(players.length, height - 5 - marketRows - dayRows);

  useKeys((input, key) => {
    if (key.leftArrow || key.rightArrow) {
      setAt((a) => (a + (key.leftArrow ? -1 : 1) + FILTERS.length) % FILTERS.length);
      cursor.setIndex(0);
      return true;
    }
    if (input === '+' || input === '-') {
      setMinRating((r) => Math.max(0, Math.min(95, r + (input === '+' ? RATING_STEP : -RATING_STEP))));
      cursor.setIndex(0);
      return true;
    }
    if (cursor.onKey(input, key)) return true;
    const player = players[cursor.index];
    if (input === 'c') {
      if (player) navigation.navigate({ screen: 'player', id: player.id });
      return true;
    }
    if (key.return) {
      if (player)
        store.act(
          (db, program) => offerPortalPlayer(db, program, player.id),
          `Offered ${player.first} ${player.last}: he decides on his day of the window (m his market, d next day).`,
        );
      return true;
    }
    if (input === 'm') {
      setMarketOf(player && marketOf !== player.id ? player.id : null);
      return true;
    }
    if (input === 's') {
      if (player)
        store.act(
          (db, program) => promiseStartingRole(db, program, player.id),
          `Promised ${player.first} ${player.last} a starting role.`,
        );
      return true;
    }
    if (input === 'd' && view.data?.open) {
      // On the window's last day there is no next: the line says what comes (d is not the dashboard here).
      if (portalDaysLeft(view.data))
        store.act(
          (db, program) => portalDayAnswer(program, advancePortalDay(db, program)),
          (answer) => dayLines(answer).join(' '),
        );
      else store.setNotice({ text: portalWindowDayText(view.data) ?? '', kind: 'info' });
      return true;
    }
    return false;
  });

  if (!view.data) return <ViewErrorScreen title="Transfer portal" error={view.error} />;
  const data = view.data;
  const columns: Column<PortalPlayerEntry>[] = [
    { title: 'Name', width: 'rest', text: (p) => `${p.first} ${p.last}` },
    { title: 'Pos', width: 3, text: (p) => p.pos },
    { title: 'Cl', width: 2, text: (p) => p.year.toUpperCase() },
    { title: 'Rtg', width: 3, align: 'right', text: (p) => String(p.rating) },
    {
      title: 'From',
      width: 16,
      text: (p) => p.from_team,
      color: (p) => (p.from_team === data.team.name ? 'yellow' : undefined),
    },
    { title: 'Reason', width: 21, text: (p) => p.reason_label },
    {
      title: data.open ? 'Offer' : 'Signed with',
      width: 18,
      text: (p) =>
        p.to_team ? `${p.to_team}${p.sits_out ? ' (sits)' : ''}` : p.offered ? 'Offered' : data.open ? '' : 'Unsigned',
      color: (p) => (p.offered ? 'green' : undefined),
    },
  ];
  const [headline, window] = portalHeadline(data);
  return (
    <Screen
      title="Transfer portal"
      right={
        data.year === null ? headline : `after ${data.year}: ${data.total} entered, ${data.available} still unsigned`
      }
      hints={[
        ['←→', 'position'],
        ['+ -', 'min rating'],
        ['↑↓', 'player'],
        ['⏎', 'offer'],
        ['c', 'card'],
        ['m', 'market'],
        ['s', 'promise start'],
        ...(portalDaysLeft(data) ? [['d', 'next day'] as const] : []),
      ]}
    >
      <Text wrap="truncate-end" color={data.open ? 'cyan' : undefined}>
        {window}
      </Text>
      {day && (
        <Box width={Math.min(width, 110)}>
          <Text>{day}</Text>
        </Box>
      )}
      <Text>
        <Text dimColor>Position: </Text>
        <Text inverse>{` ${FILTERS[at]} `}</Text>
        <Text dimColor>{`  rating ${minRating}+  ${players.length} players`}</Text>
      </Text>
      <Table
        columns={columns}
        rows={players}
        height={height - 3 - marketRows - dayRows}
        width={Math.min(width, 110)}
        selected={cursor.index}
        empty="Nobody in the portal matches."
      />
      {marketOf !== null
        && (market.data ?? [market.error ?? '']).map((line) => (
          <Text key={line} wrap="truncate-end" color="cyan">
            {line}
          </Text>
        ))}
    </Screen>
  );
}
