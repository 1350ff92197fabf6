// A bar of done/total.
import { Text } from 'ink';

export function ProgressBar({ done, total, width }: { done: number; total: number; width: number }) {
  const filled = total > 0 ? Math.round((Math.min(done, total) / total) * width) : 0;
  return (
    <Text>
      <Text color="green">{'█'.repeat(filled)}</Text>
      <Text dimColor>{'░'.repeat(Math.max(0, width - filled))}</Text>
      <Text>{` ${done}/${total}`}</Text>
    </Text>
  );
}
