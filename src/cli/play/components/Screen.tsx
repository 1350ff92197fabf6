// The frame of every screen: its title line, the body (cut to the space left), the message line and the
// keys it answers to.
import type { ReactNode } from 'react';
import { Box, Text } from 'ink';
import { useBodySize } from '../layout.js';
import { useStore } from '../store.js';

/** [key, what it does] */
export type Hint = readonly [string, string];

const GLOBAL_HINTS: readonly Hint[] = [
  ['esc', 'back'],
  ['?', 'keys'],
  ['q', 'quit'],
];

export function Screen({
  title,
  right,
  hints = [],
  children,
  globalHints = true,
}: {
  title: ReactNode;
  right?: ReactNode;
  hints?: readonly Hint[];
  children: ReactNode;
  globalHints?: boolean;
}) {
  const { width, height } = useBodySize();
  const { notice } = useStore();
  // A screen's own meaning of a key (esc closes a menu) replaces the global one.
  const all = globalHints ? [...hints, ...GLOBAL_HINTS.filter(([key]) => !hints.some(([own]) => own === key))] : hints;
  return (
    <Box flexDirection="column" width={width}>
      <Box width={width} justifyContent="space-between">
        <Box flexShrink={1}>
          {typeof title === 'string' ? (
            <Text bold wrap="truncate-end">
              {title}
            </Text>
          ) : (
            title
          )}
        </Box>
        {right !== undefined && (
          <Box flexShrink={0} marginLeft={1}>
            {typeof right === 'string' ? <Text dimColor>{right}</Text> : right}
          </Box>
        )}
      </Box>
      <Box height={height} flexDirection="column" overflow="hidden">
        {children}
      </Box>
      <Text wrap="truncate-end" color={notice?.kind === 'error' ? 'red' : 'green'}>
        {notice ? notice.text : ' '}
      </Text>
      <Text wrap="truncate-end">
        {all.map(([key, what], i) => (
          <Text key={key + what}>
            {i > 0 ? '  ' : ''}
            <Text color="cyan" bold>
              {key}
            </Text>
            <Text dimColor>{` ${what}`}</Text>
          </Text>
        ))}
      </Text>
    </Box>
  );
}

/** A view's error in place of the body. */
export function ViewError({ message }: { message: string }) {
  return <Text color="red">{message}</Text>;
}

/** A screen whose view could not be read: its title over the error. */
export function ViewErrorScreen({ title, error }: { title: ReactNode; error: string | null | undefined }) {
  return (
    <Screen title={title}>
      <ViewError message={error ?? ''} />
    </Screen>
  );
}
