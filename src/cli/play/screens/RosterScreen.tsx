// A team's roster (the player's by default) by position; ←/→ filter a position, enter opens a player's card. The
// player's own roster shows its limits, R releases the chosen player (Roster Progression stage, after y) and T singles
// him out for extra work in the training plan; W opens the walk-ons.
import { useState } from 'react';
import { Text } from 'ink';
import type { RosterPlayer } from '../../../shared/api-types.js';
import { releasePlayer } from '../../../store/actions/roster/release.js';
import { releaseMinimumProblem } from '../../../shared/confirmations.js';
import { setPlayerFocus } from '../../../store/actions/training.js';
import { rosterView } from '../../../store/views/roster.js';
import { rosterLimitsView } from '../../../store/views/rosterLimits.js';
import { Screen, ViewErrorScreen } from '../components/Screen.js';
import { Table, type Column } from '../components/Table.js';
import { useListCursor } from '../cursor.js';
import { useKeys } from '../keys.js';
import { useBodySize } from '../layout.js';
import { useNavigation } from '../navigation.js';
import { useStore, useView } from '../store.js';
import { CLASS_NAMES, rankPrefix } from '../text.js';

const ALL = 'All positions';

export function RosterScreen({ team }: { team?: string }) {
  const store = useStore();
  const { ctx } = store;
  const navigation = useNavigation();
  const { width, height } = useBodySize();
  const name = team ?? ctx?.program.team ?? '';
  const view = useView((c) => rosterView(c, name), [name]);
  const filters = [ALL, ...(view.data?.positions ?? [])];
  const [at, setAt] = useState(0);
  const position = filters[at] ?? ALL;
  const players = (view.data?.roster ?? []).filter((p) => position === ALL || p.pos === position);
  const own = name === ctx?.program.team;
  const limits = useView((c) => (own ? rosterLimitsView(c) : null), [own]);
  const [releasing, setReleasing] = useState<RosterPlayer | null>(null);
  const cursor = useListCursor(players.length, height - 4);

  useKeys((input, key) => {
    if (releasing) {
      if (input === 'y')
        store.act(
          (db, program) => releasePlayer(db, program, String(releasing.id)),
          `Released ${releasing.first} ${releasing.last}.`,
        );
      setReleasing(null);
      return true;
    }
    if (input === 'R' && own) {
      const player = players[cursor.index];
      const l = limits.data;
      if (l && !l.release.open) store.setNotice({ text: l.release.reason ?? '', kind: 'error' });
      else if (player) {
        // The roster minimum is checked before the question: a release it forbids is refused at once.
        const minimum = l?.minimum.find((m) => m.pos === player.pos);
        const problem = releaseMinimumProblem(player, minimum?.have ?? 0, minimum?.least);
        if (problem) store.setNotice({ text: problem, kind: 'error' });
        else setReleasing(player);
      }
      return true;
    }
    if (input === 'W' && own) {
      navigation.navigate({ screen: 'walkons' });
      return true;
    }
    if (input === 'T' && own) {
      const player = players[cursor.index];
      if (player)
        store.act(
          (db, program) => setPlayerFocus(db, program, String(player.id), 'emphasis'),
          (r) => `${r.message} (training plan: J)`,
        );
      return true;
    }
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

  if (!view.data) return <ViewErrorScreen title="Roster" error={view.error} />;
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
      hints={
        releasing
          ? [
              ['y', 'release him'],
              ['any key', 'keep him'],
            ]
          : [
              ['←→', 'position'],
              ['↑↓', 'player'],
              ['⏎', 'card'],
              ['c', 'depth chart'],
              ...(own
                ? [
                    ['R', 'release'] as [string, string],
                    ['T', 'single out'] as [string, string],
                    ['W', 'walk-ons'] as [string, string],
                  ]
                : []),
            ]
      }
    >
      {releasing ? (
        <Text color="yellow">{`Release ${releasing.first} ${releasing.last} (${releasing.pos}, ${releasing.rating})? He leaves ${name}${limits.data && limits.data.limit.season > 2018 ? ' for the transfer portal' : ''}. y to release, any other key to keep him.`}</Text>
      ) : limits.data ? (
        <Text wrap="truncate-end">
          {`${limits.data.limit.season}: ${limits.data.players} players, ${limits.data.committed} committed, ${limits.data.open} open under ${limits.data.limit.label}`}
          {limits.data.walk_ons_if_unfilled > 0 ? (
            <Text color="yellow">{` · ${limits.data.walk_ons_if_unfilled} walk-ons unless filled${limits.data.walk_on_invites.length > 0 ? ` (${limits.data.walk_on_invites.length} invited)` : ''}`}</Text>
          ) : null}
          <Text
            dimColor
          >{` · minimum ${limits.data.minimum.map((m) => `${m.pos} ${m.have}/${m.least}`).join(' ')}`}</Text>
        </Text>
      ) : null}
      <Text>
        <Text dimColor>Position: </Text>
        <Text inverse>{` ${position} `}</Text>
        <Text dimColor>{`  ${players.length} players  ←/→`}</Text>
      </Text>
      <Table
        columns={columns}
        rows={players}
        height={height - 2}
        width={tableWidth}
        selected={cursor.index}
        highlight={(p) => p.starter}
      />
    </Screen>
  );
}
