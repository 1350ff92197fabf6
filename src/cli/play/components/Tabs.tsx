// Tabs of a screen (←/→ switch them): the chosen one inverse, the others dim.
import { Text } from 'ink';

export function Tabs({ tabs, selected }: { tabs: readonly string[]; selected: number }) {
  return (
    <Text wrap="truncate-end">
      {tabs.map((tab, i) => (
        <Text key={tab}>
          {i > 0 ? ' ' : ''}
          <Text inverse={i === selected} dimColor={i !== selected} bold={i === selected}>{` ${tab} `}</Text>
        </Text>
      ))}
      <Text dimColor>{'  ←/→'}</Text>
    </Text>
  );
}

/** The next tab index for ←/→, or null when the key is not one of them. */
export function tabKey(
  key: { leftArrow: boolean; rightArrow: boolean },
  selected: number,
  count: number,
): number | null {
  if (key.leftArrow) return (selected - 1 + count) % count;
  if (key.rightArrow) return (selected + 1) % count;
  return null;
}
