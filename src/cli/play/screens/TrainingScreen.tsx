// The training plan: ↑↓ choose a position group or a player singled out, ←→ change the group's focus (emphasis,
// normal, light), ⏎ returns a singled-out player to his group. Players are singled out on the roster screen (T).
import { Text } from 'ink';
import type { TrainingResponse } from '../../../shared/training-types.js';
import { setGroupFocus, setPlayerFocus } from '../../../store/actions/training.js';
import { trainingView } from '../../../store/views/training.js';
import { Screen, ViewErrorScreen } from '../components/Screen.js';
import { useListCursor } from '../cursor.js';
import { useKeys } from '../keys.js';
import { useStore, useView } from '../store.js';
import { fit } from '../text.js';

const signed = (x: number) => (x > 0 ? `+${x}` : `${x}`);

function nextFocus(view: TrainingResponse, current: string, step: number): string {
  const focuses = view.group_focuses;
  return focuses[(focuses.indexOf(current) + step + focuses.length) % focuses.length];
}

export function TrainingScreen() {
  const store = useStore();
  const view = useView((ctx) => trainingView(ctx), []);
  const groups = view.data?.groups ?? [];
  const players = view.data?.players ?? [];
  const cursor = useListCursor(groups.length + players.length, 20);

  useKeys((input, key) => {
    const data = view.data;
    if (!data) return false;
    const group = groups[cursor.index];
    if (group && (key.leftArrow || key.rightArrow)) {
      const focus = nextFocus(data, group.focus, key.leftArrow ? -1 : 1);
      store.act(
        (db, program) => setGroupFocus(db, program, group.group, focus),
        (r) => r.message,
      );
      return true;
    }
    const player = players[cursor.index - groups.length];
    if (player && key.return) {
      store.act(
        (db, program) => setPlayerFocus(db, program, String(player.id), 'normal'),
        (r) => r.message,
      );
      return true;
    }
    return cursor.onKey(input, key);
  });

  if (!view.data) return <ViewErrorScreen title="Training" error={view.error} />;
  const plan = view.data;
  return (
    <Screen
      title="Training plan"
      right={`players develop after the ${plan.applies_after_season} season`}
      hints={[
        ['↑↓', 'group'],
        ['←→', 'focus'],
        ['⏎', 'back to group'],
        ['T on the roster', 'single out'],
      ]}
    >
      <Text dimColor>A group's extra work is paid by a little less for everyone else: growth moves, never grows.</Text>
      <Text bold>{`${fit('Group', 8)}${fit('Positions', 11)}${fit('Players', 9)}${fit('Focus', 11)}Growth`}</Text>
      {groups.map((g, i) => (
        <Text key={g.group} inverse={i === cursor.index}>
          {`${fit(g.group, 8)}${fit(g.positions.join(' '), 11)}${fit(String(g.players), 9)}${fit(g.focus, 11)}${signed(g.shift)}`}
        </Text>
      ))}
      <Text> </Text>
      <Text bold>{`Singled out (${players.length} of ${plan.max_players})`}</Text>
      {players.length === 0 ? (
        <Text dimColor>Nobody: choose a player on the roster screen (o) and press T.</Text>
      ) : (
        players.map((p, i) => (
          <Text key={p.id} inverse={groups.length + i === cursor.index}>
            {`${fit(`${p.first} ${p.last}`, 24)}${fit(p.pos, 4)}${fit(`${p.rating}/${p.potential}`, 8)}${signed(p.shift)}`}
          </Text>
        ))
      )}
    </Screen>
  );
}
