// What the screen shows while the game works: the task, and while games are played the weeks done so far.
import { Box, Text } from 'ink';
import { useBodySize } from '../layout.js';
import type { Busy } from '../store.js';
import { useStore } from '../store.js';
import { weekName } from '../weeks.js';
import { ProgressBar } from './ProgressBar.js';
import { Screen } from './Screen.js';

const SPINNER = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];

export function BusyPanel({ busy }: { busy: Busy }) {
  const { width } = useBodySize();
  const { ctx } = useStore();
  const progress = busy.progress;
  const playoffTeams = ctx?.state.playoff.teams ?? 4;
  const frame = SPINNER[(progress?.done ?? 0) % SPINNER.length];
  const hints = busy.stoppable
    ? ([['esc', busy.stopping ? 'stopping after this week…' : 'stop after this week']] as const)
    : [];
  return (
    <Screen title={`${frame} ${busy.label}…`} hints={hints} globalHints={false}>
      <Box flexDirection="column" marginTop={1} marginLeft={2}>
        {progress ? (
          <>
            <ProgressBar done={progress.done} total={progress.total} width={Math.min(50, width - 20)} />
            <Text>{`Played ${weekName(progress.week, playoffTeams)}.`}</Text>
          </>
        ) : (
          <Text dimColor>This takes a few seconds.</Text>
        )}
      </Box>
    </Screen>
  );
}
