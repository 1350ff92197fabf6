// A scrolled column of one-line elements (box scores, cards): the lines from offset that fit, and a mark
// when more lie below or above.
import type { ReactNode } from 'react';
import { Box, Text } from 'ink';

export function Lines({ lines, offset, height }: { lines: readonly ReactNode[]; offset: number; height: number }) {
  const scrolls = lines.length > height;
  const room = scrolls ? height - 1 : height;
  const start = Math.min(Math.max(0, offset), Math.max(0, lines.length - room));
  const shown = lines.slice(start, start + room);
  return (
    <Box flexDirection="column">
      {shown.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a line's key is its number in the column
        <Box key={start + i} height={1} overflow="hidden">
          {typeof line === 'string' ? <Text wrap="truncate-end">{line}</Text> : line}
        </Box>
      ))}
      {scrolls && (
        <Text dimColor>{`lines ${start + 1}-${start + shown.length} of ${lines.length}  ↑↓ PgUp/PgDn scroll`}</Text>
      )}
    </Box>
  );
}
