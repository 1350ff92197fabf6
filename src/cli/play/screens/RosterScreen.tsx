// A team's roster (the player's by default) by position; ←/→ filter a position, enter opens a player's card.
import { useState } from 'react';
import { Text } from 'ink';
import type { RosterPlayer } from '../../../shared/api-types.js';
import { rosterView } from '../../../store/views/roster.js';
import { Screen, ViewError } from '../components/Screen.js';
import { Table, type Column } from '../components/Table.js';
import { useListCursor } from '../cursor.js';
import { useKeys } from '../keys.js';
import { useBodySize } from '../layout.js';
import { useNavigation } from '../navigation.js';
import { useStore, useView } from '../store.js';
import { CLASS_NAMES, rankPrefix } from '../text.js';

const ALL = 'All positions';

export function RosterScreen({ team }: { team?: string }) {
  const { ctx } = useStore();
  const navigation = useNavigation();
  const { width, height } = useBodySize();
  const name = team ?? ctx?.state.userTeam ?? '';
  const view = useView((c) => rosterView(c, name), [name]);
  const filters = [ALL, ...(view.data?.positions ?? [])];
  const [at, setAt] = useState(0);
  const position = filters[at] ?? ALL;
  const players = (view.data?.roster ?? []).filter((p) => position === ALL || p.pos === position);
  const cursor = useListCursor(players.length, height - 3);

  useKeys((input, key) => {
    if (key.leftArrow || key.rightArrow) {
      setAt((a) => (a + (key.leftArrow ? -1 : 1) + filters.length) % filters.length);
      cursor.setIndex(0);
      return true;
    }
    if (cursor.onKey(input, key)) return true;
    if (key.return) {
      const player = players[cursor.index];
      if (player) navigation.navigate({ screen: 'player', id: player.id });
      return true;
    }
    return false;
  });

  if (!view.data) {
    return (
      <Screen title="Roster">
        <ViewError message={view.error ?? ''} />
      </Screen>
    );
  }
  const t = view.data.team;
  const columns: Column<RosterPlayer>[] = [
    { title: 'Pos', width: 3, text: (p) => p.pos },
    { title: 'Name', width: 'rest', text: (p) => `${p.first} ${p.last}` },
    { title: 'Rtg', width: 3, align: 'right', text: (p) => String(p.rating) },
    { title: 'Class', width: 9, text: (p) => p.class_label ?? CLASS_NAMES[p.year] ?? p.year.toUpperCase() },
    {
      title: 'Status',
      width: 20,
      text: (p) => (p.injury ? `Out: ${p.injury}` : p.starter ? 'Starter' : p.redshirting ? 'Redshirting' : 'Backup'),
      dim: (p) => !p.starter || Boolean(p.injury),
    },
  ];
  const tableWidth = Math.min(width, 84);
  return (
    <Screen
      title={`${rankPrefix(t.ranking)}${t.name} roster`}
      right={`${view.data.roster.length} players · ${view.data.injuries.length} hurt · rating ${t.rating} (off ${t.offense}, def ${t.defense})`}
      hints={[['←→', 'position'], ['↑↓', 'player'], ['⏎', 'card'], ['c', 'depth chart']]}
    >
      <Text>
        <Text dimColor>Position: </Text>
        <Text inverse>{` ${position} `}</Text>
        <Text dimColor>{`  ${players.length} players  ←/→`}</Text>
      </Text>
      <Table columns={columns} rows={players} height={height - 1} width={tableWidth} selected={cursor.index} highlight={(p) => p.starter} />
    </Screen>
  );
}
