// A team's depth chart (the player's by default), one position at a time: ←/→ position, ↑/↓ player,
// + / - move him up or down, x redshirts him (or not), a hands the position back to the automatic chart,
// P (the offseason) moves him to another position (PositionPicker), enter opens his card. Other teams' charts are
// read only.
import { useState } from 'react';
import { Text } from 'ink';
import type { DepthChartEntry } from '../../../shared/api-types.js';
import { autoDepth, setDepthSlot } from '../../../store/actions/roster/depthChart.js';
import { setRedshirt } from '../../../store/actions/roster/redshirts.js';
import { depthChartView } from '../../../store/views/depthChart.js';
import { Screen, ViewErrorScreen } from '../components/Screen.js';
import { Table, type Column } from '../components/Table.js';
import { useListCursor } from '../cursor.js';
import { useKeys } from '../keys.js';
import { useBodySize } from '../layout.js';
import { useNavigation } from '../navigation.js';
import { PositionPicker } from './PositionPicker.js';
import { useStore, useView } from '../store.js';

function statusText(p: DepthChartEntry): string {
  const note = statusNote(p);
  return p.moved_from ? `From ${p.moved_from}${note ? `; ${note}` : ''}` : note;
}

function statusNote(p: DepthChartEntry): string {
  if (p.sitting_out) return 'Sits out (transfer)';
  if (p.injury) return `Out: ${p.injury} (${p.out_for_season ? 'season' : `wk ${p.return_week}`})`;
  if (p.redshirting) return p.out ? 'Redshirt (out)' : 'Redshirting';
  return p.starter ? 'Starter' : '';
}

export function DepthChartScreen({ team }: { team?: string }) {
  const store = useStore();
  const navigation = useNavigation();
  const { width, height } = useBodySize();
  const name = team ?? store.ctx?.program.team ?? '';
  const view = useView((c) => depthChartView(c, name), [name]);
  const [at, setAt] = useState(0);
  /** The player whose position change is open (PositionPicker), or null. */
  const [moving, setMoving] = useState<number | null>(null);
  const positions = view.data?.positions ?? [];
  const position = positions[at % Math.max(1, positions.length)];
  const players = position?.players ?? [];
  const injuries = view.data?.injuries ?? [];
  const tableHeight = Math.max(3, height - 4 - Math.min(6, injuries.length + 1));
  const cursor = useListCursor(players.length, tableHeight - 1);
  const editable = view.data?.editable ?? false;
  const canMove = editable && (view.data?.position_change.open ?? false);

  useKeys((input, key) => {
    if (moving !== null) return false;
    if (key.leftArrow || key.rightArrow) {
      setAt((a) => (a + (key.leftArrow ? -1 : 1) + positions.length) % positions.length);
      cursor.setIndex(0);
      return true;
    }
    if (cursor.onKey(input, key)) return true;
    const player = players[cursor.index];
    if (key.return) {
      if (player) navigation.navigate({ screen: 'player', id: player.id });
      return true;
    }
    if (!editable || !position) return false;
    if ((input === '+' || input === '-') && player) {
      const slot = player.slot + (input === '+' ? -1 : 1);
      if (slot < 1 || slot > players.length) return true;
      if (
        store.act(
          (db, program) => setDepthSlot(db, program, position.pos, String(player.id), slot),
          `${player.first} ${player.last} is number ${slot} at ${position.pos}.`,
        )
      ) {
        cursor.setIndex(slot - 1);
      }
      return true;
    }
    if (input === 'x' && player) {
      const on = !player.redshirting;
      store.act(
        (db, program) => setRedshirt(db, program, String(player.id), on),
        `${player.first} ${player.last} ${on ? 'is redshirting' : 'is not redshirting'} this season.`,
      );
      return true;
    }
    if (input === 'P' && player && canMove) {
      setMoving(player.id);
      return true;
    }
    if (input === 'a') {
      store.act((db, program) => autoDepth(db, program, position.pos), `Automatic depth chart at ${position.pos}.`);
      return true;
    }
    return false;
  });

  if (!view.data || !position) return <ViewErrorScreen title="Depth chart" error={view.error} />;
  const columns: Column<DepthChartEntry>[] = [
    { title: '#', width: 3, align: 'right', text: (p) => String(p.slot) },
    { title: 'Name', width: 'rest', text: (p) => `${p.first} ${p.last}` },
    { title: 'Ovr', width: 3, align: 'right', text: (p) => String(p.rating) },
    { title: 'Class', width: 7, text: (p) => p.class_label },
    { title: 'G', width: 2, align: 'right', text: (p) => String(p.games_played) },
    { title: 'Status', width: 24, text: statusText, dim: (p) => p.out },
  ];
  const hints: [string, string][] = editable
    ? [
        ['←→', 'position'],
        ['↑↓', 'player'],
        ['+/-', 'move'],
        ['x', 'redshirt'],
        ['a', 'auto'],
        ...(canMove ? ([['P', 'position']] as [string, string][]) : []),
        ['⏎', 'card'],
      ]
    : [
        ['←→', 'position'],
        ['↑↓', 'player'],
        ['⏎', 'card'],
      ];
  return (
    <Screen
      title={`${view.data.team.name} depth chart`}
      right={editable ? `week ${view.data.week > 90 ? '-' : view.data.week}` : 'read only'}
      hints={hints}
    >
      <Text>
        <Text dimColor>Position: </Text>
        <Text inverse>{` ${position.pos} `}</Text>
        <Text dimColor>{`  ${position.edited ? 'your order' : 'automatic'} · ${position.starters} starting  ←/→`}</Text>
      </Text>
      {moving !== null ? (
        <PositionPicker playerId={moving} height={tableHeight - 1} onClose={() => setMoving(null)} />
      ) : (
        <Table
          columns={columns}
          rows={players}
          height={tableHeight}
          width={Math.min(width, 80)}
          selected={cursor.index}
          highlight={(p) => p.starter && !p.out}
        />
      )}
      <Text bold>Injury report</Text>
      {injuries.length === 0 ? (
        <Text dimColor>Nobody is hurt.</Text>
      ) : (
        injuries
          .slice(0, 5)
          .map((i) => (
            <Text
              key={i.id}
              wrap="truncate-end"
            >{`${i.pos.padEnd(3)} ${`${i.first} ${i.last}`.padEnd(24)} ${i.injury.padEnd(18)} ${i.out_for_season ? 'out for season' : `back week ${i.return_week}`}`}</Text>
          ))
      )}
    </Screen>
  );
}
