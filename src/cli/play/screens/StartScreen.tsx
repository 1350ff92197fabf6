// The start screen: the save picker. Continue the current dynasty, open another save of the folder, delete one
// (after a confirmation), or start a new dynasty (a new save beside the others).
import { useEffect, useState } from 'react';
import { Box, Text } from 'ink';
import type { SaveSummary } from '../../../store/saveFolder.js';
import { Menu, type MenuItem } from '../components/Menu.js';
import { Screen } from '../components/Screen.js';
import { stageText } from '../components/Header.js';
import { savedSeasonName } from '../../../shared/seasonWeeks.js';
import { useListCursor } from '../cursor.js';
import { useKeys } from '../keys.js';
import { useNavigation } from '../navigation.js';
import { useStore } from '../store.js';
import { basename, join } from 'node:path';
import { savedTeamsText } from '../../../shared/teamName.js';

type Choice = 'continue' | 'open' | 'new' | 'quit';

/** A save's place as `dynasty saves` and the web's Load Game name it: "Season (Week 4 of 14)", "Season over". */
function savedStageText(
  stage: Parameters<typeof stageText>[0],
  currentWeek: number,
  lastWeek: number,
  playoffTeams: number,
): string {
  return stage === 'season' || stage === 'playoff'
    ? savedSeasonName(currentWeek, { lastWeek, playoffTeams })
    : stageText(stage, currentWeek, lastWeek, playoffTeams);
}

/** The folder's other saves that can be played (damaged ones are left to `dynasty saves`). */
function useOtherSaves(): SaveSummary[] {
  const { session, version } = useStore();
  const [saves, setSaves] = useState<SaveSummary[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new version means the folder may have changed
  useEffect(() => {
    let current = true;
    session
      .saves()
      .then((all) => current && setSaves(all.filter((s) => s.info && join(session.folder, s.name) !== session.path)))
      .catch(() => current && setSaves([]));
    return () => {
      current = false;
    };
  }, [session, version]);
  return saves;
}

export function StartScreen() {
  const store = useStore();
  const { ctx, session } = store;
  const navigation = useNavigation();
  const others = useOtherSaves();
  const [confirming, setConfirming] = useState<string | null>(null);
  const items: (MenuItem & { choice: Choice; save?: string })[] = [];
  if (ctx) {
    const { state } = ctx;
    items.push({
      choice: 'continue',
      save: basename(session.path),
      label: `Continue: ${state.year} ${savedTeamsText(ctx.info())}`,
      hint: savedStageText(state.stage, state.currentWeek, ctx.lastWeek, state.playoff.teams),
    });
  }
  for (const save of others) {
    const info = save.info!;
    items.push({
      choice: 'open',
      save: save.name,
      label: `Open: ${info.currentYear} ${savedTeamsText(info)}`,
      hint: `${savedStageText(info.phase, info.currentWeek, info.lastWeek, info.playoffFormat.teams)} · ${save.name}`,
    });
  }
  items.push({
    choice: 'new',
    label: 'New dynasty',
    hint: ctx ? 'a new save beside the others' : 'pick a season, a playoff format and a team',
  });
  items.push({ choice: 'quit', label: 'Quit' });
  const cursor = useListCursor(items.length, items.length);

  const choose = (choice: Choice, save?: string): void => {
    if (choice === 'open' && save) {
      void store.runLong(`Opening ${save}`, () => session.switchTo(save)).then((ok) => ok && navigation.home());
    } else if (choice === 'continue') navigation.home();
    else if (choice === 'new') navigation.navigate({ screen: 'new' });
    else navigation.quit();
  };

  useKeys((input, key) => {
    if (confirming !== null) {
      if (input === 'y') {
        const name = confirming;
        setConfirming(null);
        void store.runLong(`Deleting ${name}`, () => session.deleteSave(name));
      } else if (input === 'n' || key.escape) setConfirming(null);
      return true;
    }
    if (cursor.onKey(input, key)) return true;
    if (key.return) {
      choose(items[cursor.index].choice, items[cursor.index].save);
      return true;
    }
    if (input === 'c' && ctx) {
      choose('continue');
      return true;
    }
    if (input === 'n') {
      choose('new');
      return true;
    }
    const save = items[cursor.index].save;
    if (input === 'd' && save) {
      setConfirming(save);
      return true;
    }
    return false;
  });

  return (
    <Screen
      title="Welcome to CFB Dynasty"
      hints={
        confirming !== null
          ? [
              ['y', 'delete'],
              ['n', 'keep it'],
            ]
          : [
              ['↑↓', 'move'],
              ['⏎', 'choose'],
              ...(ctx ? ([['c', 'continue']] as const) : []),
              ['n', 'new dynasty'],
              ['d', 'delete a save'],
            ]
      }
    >
      <Box flexDirection="column" marginTop={1} marginLeft={2}>
        <Text bold color="yellow">
          College football, one season after another.
        </Text>
        <Text dimColor wrap="truncate-end">
          Coach a program from 2000 to today: schedule, play the season, chase the playoff, recruit.
        </Text>
        <Text dimColor wrap="truncate-middle">{`Save: ${session.path}`}</Text>
        <Box marginTop={1}>
          <Menu items={items} selected={cursor.index} />
        </Box>
        {confirming !== null && (
          <Text color="red" bold>{`Delete ${confirming}? It cannot be undone. y delete · n keep it`}</Text>
        )}
      </Box>
    </Screen>
  );
}
