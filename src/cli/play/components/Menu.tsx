// A vertical menu: the selected item is marked; disabled items are dimmed and cannot be chosen.
import { Box, Text } from 'ink';
import { tablePage } from './Table.js';

export interface MenuItem {
  label: string;
  hint?: string;
  disabled?: boolean;
}

export function Menu({ items, selected, height }: { items: readonly MenuItem[]; selected: number; height?: number }) {
  // A menu has no title row: one extra line for items.
  const { start, size, paged } = tablePage(items.length, (height ?? items.length + 1) + 1, selected);
  const labelWidth = Math.max(...items.map((i) => i.label.length));
  return (
    <Box flexDirection="column">
      {items.slice(start, start + size).map((item, i) => {
        const index = start + i;
        const isSelected = index === selected;
        return (
          <Text key={index} wrap="truncate-end" dimColor={item.disabled}>
            <Text color="cyan">{isSelected ? '› ' : '  '}</Text>
            <Text bold={isSelected} inverse={isSelected && !item.disabled}>
              {` ${item.label.padEnd(labelWidth)} `}
            </Text>
            {item.hint && <Text dimColor>{`  ${item.hint}`}</Text>}
          </Text>
        );
      })}
      {paged && <Text dimColor>{`${start + 1}-${Math.min(items.length, start + size)} of ${items.length}`}</Text>}
    </Box>
  );
}
