// The start screen: continue the saved dynasty or start a new one.
import { Box, Text } from 'ink';
import { Menu, type MenuItem } from '../components/Menu.js';
import { Screen } from '../components/Screen.js';
import { stageText } from '../components/Header.js';
import { useListCursor } from '../cursor.js';
import { useKeys } from '../keys.js';
import { useNavigation } from '../navigation.js';
import { useStore } from '../store.js';

type Choice = 'continue' | 'new' | 'quit';

export function StartScreen() {
  const { ctx, session } = useStore();
  const navigation = useNavigation();
  const items: (MenuItem & { choice: Choice })[] = [];
  if (ctx) {
    const { state } = ctx;
    items.push({
      choice: 'continue',
      label: `Continue: ${state.year} ${state.userTeam}`,
      hint: stageText(state.stage, state.currentWeek, ctx.lastWeek, state.playoff.teams),
    });
  }
  items.push({ choice: 'new', label: 'New dynasty', hint: ctx ? 'replaces the saved one' : 'pick a season, a playoff format and a team' });
  items.push({ choice: 'quit', label: 'Quit' });
  const cursor = useListCursor(items.length, items.length);

  const choose = (choice: Choice): void => {
    if (choice === 'continue') navigation.home();
    else if (choice === 'new') navigation.navigate({ screen: 'new' });
    else navigation.quit();
  };

  useKeys((input, key) => {
    if (cursor.onKey(input, key)) return true;
    if (key.return) {
      choose(items[cursor.index].choice);
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
    return false;
  });

  return (
    <Screen title="Welcome to CFB Dynasty" hints={[['↑↓', 'move'], ['⏎', 'choose'], ...(ctx ? ([['c', 'continue']] as const) : []), ['n', 'new dynasty']]}>
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
      </Box>
    </Screen>
  );
}
