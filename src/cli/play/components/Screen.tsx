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

/** Where the hints no longer fit: the keys screen lists them all. */
const MORE_KEYS: Hint = ['?', 'all keys'];

/** A hint's width on the line, with the two spaces before it. */
function hintWidth([key, what]: Hint): number {
  return [...key].length + 1 + [...what].length + 2;
}

/**
 * The hints the line shows whole in `width` columns (never one cut off): all of them; else the screen's own (the
 * global ones are the same on every screen); else as many of the screen's own as fit, in their order, and "? all
 * keys".
 */
function fittedHints(own: readonly Hint[], all: readonly Hint[], width: number, more: boolean): Hint[] {
  const used = (hints: readonly Hint[]): number => hints.reduce((sum, h) => sum + hintWidth(h), -2);
  if (used(all) <= width) return [...all];
  if (used(own) <= width) return [...own];
  const shown: Hint[] = [];
  for (const hint of own) {
    if (used([...shown, hint, ...(more ? [MORE_KEYS] : [])]) > width) break;
    shown.push(hint);
  }
  return more ? [...shown, MORE_KEYS] : shown;
}

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
  const shown = fittedHints(hints, all, width, globalHints && !hints.some(([key]) => key === '?'));
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
        {shown.map(([key, what], i) => (
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
