// A new dynasty: its settings (newDynastySettings.tsx), then the program from a list sorted by prestige that typing
// filters, and, when a dynasty is already open, a word that the new one gets a save of its own.
import { useMemo, useState } from 'react';
import { Box, Text } from 'ink';
import { Screen } from '../components/Screen.js';
import { Table, type Column } from '../components/Table.js';
import { filteredListKey, useListCursor } from '../cursor.js';
import { type Key, useKeys } from '../keys.js';
import { useBodySize } from '../layout.js';
import { useNavigation } from '../navigation.js';
import { useStore } from '../store.js';
import { dots, matchesFilter } from '../text.js';
import { formatLabel, type PickTeam, SettingsForm, useDynastySettings } from './newDynastySettings.js';

const COLUMNS: Column<PickTeam>[] = [
  { title: '#', width: 3, align: 'right', text: (t) => String(t.order) },
  { title: 'Team', width: 22, text: (t) => t.name },
  { title: 'Prestige', width: 8, text: (t) => dots(t.prestige, 7) },
  { title: 'Ceil', width: 4, align: 'right', text: (t) => String(t.ceiling) },
  { title: 'Floor', width: 5, align: 'right', text: (t) => String(t.floor) },
  { title: 'Mascot', width: 14, text: (t) => t.mascot },
  { title: 'Conference', width: 'rest', text: (t) => t.conference },
];

export function NewDynastyScreen() {
  const store = useStore();
  const navigation = useNavigation();
  const { width, height } = useBodySize();
  const [phase, setPhase] = useState<'settings' | 'team' | 'confirm'>('settings');
  const [filter, setFilter] = useState('');
  const [chosen, setChosen] = useState<PickTeam | null>(null);
  const form = useDynastySettings(() => setPhase('team'));
  const { settings, teams } = form;
  const shown = useMemo(
    () => teams.filter((t) => matchesFilter(filter, [t.name, t.mascot, t.conference])),
    [teams, filter],
  );
  const tableHeight = height - 1;
  const pick = useListCursor(shown.length, tableHeight - 2);

  const start = async (team: PickTeam): Promise<void> => {
    const ok = await store.runLong(`Creating your ${settings.year} ${team.name} dynasty`, () =>
      store.session.startNew(form.choice(team.name)),
    );
    if (ok) {
      navigation.home();
      const as = settings.coordinator
        ? ' You are its offensive coordinator: head coaching offers come after good seasons.'
        : '';
      store.setNotice({
        text: `Your ${team.name} dynasty begins.${as} Schedule non-conference games, then press n to start the season.`,
        kind: 'info',
      });
    }
  };

  /** The team list's keys: every key but the list's own belongs to the filter (no shortcuts while typing). */
  const onTeamKey = (input: string, key: Key): boolean =>
    filteredListKey(input, key, {
      filter,
      setFilter,
      cursor: pick,
      leave: () => setPhase('settings'),
      choose: () => {
        const team = shown[pick.index];
        if (team && store.ctx) {
          setChosen(team);
          setPhase('confirm');
        } else if (team) void start(team);
      },
    });

  useKeys((input, key) => {
    if (phase === 'confirm') {
      if (input === 'y' && chosen) void start(chosen);
      else if (input === 'n' || key.escape) setPhase('team');
      return true;
    }
    if (phase === 'team') return onTeamKey(input, key);
    return form.onKey(input, key);
  });

  if (phase === 'settings') return <SettingsForm form={form} />;
  return (
    <Screen
      title={`New dynasty: choose your team (${settings.year}, ${formatLabel(settings.playoffTeams)} playoff)`}
      hints={
        phase === 'confirm'
          ? [
              ['y', 'start it'],
              ['n', 'back'],
            ]
          : [
              ['type', 'filter'],
              ['↑↓', 'move'],
              ['⏎', 'start'],
              ['esc', filter ? 'clear filter' : 'settings'],
            ]
      }
      globalHints={false}
    >
      {phase === 'confirm' && chosen && store.ctx ? (
        <Box flexDirection="column" marginTop={1}>
          <Text color="yellow">{`Start a new ${settings.year} ${chosen.name} dynasty?`}</Text>
          <Text>{`It gets a save of its own: your ${store.ctx.year} ${store.ctx.program.team} dynasty stays as it is (open it from the start screen).`}</Text>
          <Text>Press y to start it, n to go back.</Text>
        </Box>
      ) : (
        <Box flexDirection="column">
          <Text>
            <Text dimColor>Filter: </Text>
            <Text>{filter}</Text>
            <Text inverse> </Text>
            <Text dimColor>{`   ${shown.length} of ${teams.length} teams, by prestige`}</Text>
          </Text>
          <Table
            columns={COLUMNS}
            rows={shown}
            height={tableHeight}
            width={width}
            selected={pick.index}
            empty="No teams match the filter."
          />
        </Box>
      )}
    </Screen>
  );
}
