// The depth chart screen's position change: one of the coach's players, his overall and potential at every other
// position (closest first); ↑/↓ choose, enter moves him there (the offseason), escape closes.
import { Text } from 'ink';
import type { PositionOption } from '../../../shared/roster-types.js';
import { changePosition } from '../../../store/actions/roster/positionChange.js';
import { positionOptionsView } from '../../../store/views/positionOptions.js';
import { Table, type Column } from '../components/Table.js';
import { useListCursor } from '../cursor.js';
import { useKeys } from '../keys.js';
import { useStore, useView } from '../store.js';

const COLUMNS: Column<PositionOption>[] = [
  { title: 'Pos', width: 4, text: (o) => o.pos },
  { title: 'Closeness', width: 10, text: (o) => o.closeness },
  { title: 'Ovr', width: 3, align: 'right', text: (o) => String(o.rating) },
  { title: 'Pot', width: 3, align: 'right', text: (o) => String(o.potential) },
  { title: '', width: 'rest', text: (o) => (o.back ? 'back as he was' : '') },
];

export function PositionPicker({ playerId, height, onClose }: { playerId: number; height: number; onClose(): void }) {
  const store = useStore();
  const view = useView((c) => positionOptionsView(c, String(playerId)), [playerId]);
  const options = view.data?.options ?? [];
  const cursor = useListCursor(options.length, height - 1);

  useKeys((input, key) => {
    if (key.escape || input === 'P') {
      onClose();
      return true;
    }
    if (cursor.onKey(input, key)) return true;
    const option = options[cursor.index];
    if (key.return && option) {
      const moved = store.act(
        (db, program) => changePosition(db, program, String(playerId), option.pos),
        (move) => move.message,
      );
      if (moved) onClose();
      return true;
    }
    // The chart's position keys wait while the picker is open.
    return key.leftArrow || key.rightArrow;
  });

  if (!view.data) return <Text color="red">{view.error}</Text>;
  const p = view.data.player;
  return (
    <>
      <Text bold>{`Move ${p.first} ${p.last} (${p.pos}, overall ${p.rating}) to:`}</Text>
      <Table columns={COLUMNS} rows={options} height={height} width={40} selected={cursor.index} />
    </>
  );
}
