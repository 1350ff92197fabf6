// The transfer portal of the offseason (the same view and use case as `dynasty portal` and /portal): ←→ position,
// + and - the minimum rating, ⏎ offer the player (in Roster Progression, the portal's window), c his card.
import { useState } from 'react';
import { Text } from 'ink';
import { POSITIONS } from '../../../core/players/types.js';
import type { PortalPlayerEntry } from '../../../shared/departures-types.js';
import { offerPortalPlayer } from '../../../store/actions/portal.js';
import { portalView } from '../../../store/views/portal.js';
import { portalHeadline } from '../../commands/portal.js';
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
  const cursor = useListCursor(players.length, height - 5);

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
          (db) => offerPortalPlayer(db, player.id),
          `Offered ${player.first} ${player.last}: he chooses when the dynasty moves on.`,
        );
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
      right={headline}
      hints={[
        ['←→', 'position'],
        ['+ -', 'min rating'],
        ['↑↓', 'player'],
        ['⏎', 'offer'],
        ['c', 'card'],
      ]}
    >
      <Text wrap="truncate-end" color={data.open ? 'cyan' : undefined}>
        {window}
      </Text>
      <Text>
        <Text dimColor>Position: </Text>
        <Text inverse>{` ${FILTERS[at]} `}</Text>
        <Text dimColor>{`  rating ${minRating}+  ${players.length} players`}</Text>
      </Text>
      <Table
        columns={columns}
        rows={players}
        height={height - 3}
        width={Math.min(width, 110)}
        selected={cursor.index}
        empty="Nobody in the portal matches."
      />
    </Screen>
  );
}
