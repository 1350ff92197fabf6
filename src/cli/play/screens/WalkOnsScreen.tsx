// Walk-ons (W on the roster screen): the walk-on places, the invited and the prospects nobody recruited; ←→ filter a
// position, ⏎ invites the prospect chosen or takes an invitation back.
import { useState } from 'react';
import { Text } from 'ink';
import { POSITIONS } from '../../../core/players/types.js';
import type { WalkOnProspect } from '../../../shared/roster-types.js';
import { inviteWalkOn } from '../../../store/actions/roster/walkOns.js';
import { walkOnsView } from '../../../store/views/walkOns.js';
import { Screen, ViewErrorScreen } from '../components/Screen.js';
import { useListCursor } from '../cursor.js';
import { useKeys } from '../keys.js';
import { useBodySize } from '../layout.js';
import { useStore, useView } from '../store.js';
import { fit } from '../text.js';

const FILTERS = ['', ...POSITIONS];

export function WalkOnsScreen() {
  const store = useStore();
  const { height } = useBodySize();
  const [at, setAt] = useState(0);
  const position = FILTERS[at];
  const view = useView((ctx) => walkOnsView(ctx, position || undefined), [position]);
  const invited = view.data?.invited ?? [];
  const rows: { p: WalkOnProspect; invited: boolean }[] = [
    ...invited.map((p) => ({ p, invited: true })),
    ...(view.data?.pool ?? []).map((p) => ({ p, invited: false })),
  ];
  const shown = Math.max(3, height - 5);
  const cursor = useListCursor(rows.length, shown);

  useKeys((input, key) => {
    if (key.leftArrow || key.rightArrow) {
      setAt((a) => (a + (key.leftArrow ? -1 : 1) + FILTERS.length) % FILTERS.length);
      cursor.setIndex(0);
      return true;
    }
    const row = rows[cursor.index];
    if (key.return && row) {
      store.act(
        (db, program) => inviteWalkOn(db, program, String(row.p.id), !row.invited),
        row.invited ? 'Invitation taken back.' : `${row.p.first} ${row.p.last} is invited to walk on.`,
      );
      return true;
    }
    return cursor.onKey(input, key);
  });

  if (!view.data) return <ViewErrorScreen title="Walk-ons" error={view.error} />;
  const v = view.data;
  const start = Math.max(0, Math.min(cursor.index - Math.floor(shown / 2), rows.length - shown));
  return (
    <Screen
      title="Walk-ons"
      right={v.open ? `${v.places} places on signing day · ${invited.length} invited` : ''}
      hints={[
        ['←→', 'position'],
        ['↑↓', 'prospect'],
        ['⏎', 'invite / take back'],
      ]}
    >
      {!v.open ? (
        <Text dimColor>{v.reason}</Text>
      ) : (
        <>
          <Text>
            <Text dimColor>Position: </Text>
            <Text inverse>{` ${position || 'All'} `}</Text>
            <Text dimColor> invited first, then the unrecruited best ranked first</Text>
          </Text>
          {rows.slice(start, start + shown).map(({ p, invited: isInvited }, i) => (
            <Text key={p.id} inverse={start + i === cursor.index} color={isInvited ? 'green' : undefined}>
              {`${isInvited ? '✓ ' : '  '}${fit(p.pos, 4)}${fit(`${p.first} ${p.last}`, 24)}${fit(`${p.stars}*`, 4)}${fit(`#${p.rank}`, 7)}${p.state}`}
            </Text>
          ))}
        </>
      )}
    </Screen>
  );
}
