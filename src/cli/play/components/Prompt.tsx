// A one-line text prompt for screens that take typed input (a team, a conference, "name=value" edits): letters
// go to the line, ⌫ deletes, ⏎ submits, esc cancels.
import { useState } from 'react';
import { Text } from 'ink';
import type { Key } from '../keys.js';

export interface PromptState {
  /** The prompt being answered, or null. */
  open: { label: string; submit: (text: string) => void } | null;
  text: string;
  ask(label: string, submit: (text: string) => void): void;
  /** Takes the key while a prompt is open. */
  onKey(input: string, key: Key): boolean;
}

export function usePrompt(): PromptState {
  const [open, setOpen] = useState<PromptState['open']>(null);
  const [text, setText] = useState('');
  return {
    open,
    text,
    ask(label, submit) {
      setOpen({ label, submit });
      setText('');
    },
    onKey(input, key) {
      if (!open) return false;
      if (key.escape) setOpen(null);
      else if (key.return) {
        setOpen(null);
        open.submit(text.trim());
      } else if (key.backspace || key.delete) setText(text.slice(0, -1));
      else if (input && !key.ctrl && !key.meta && input >= ' ') setText(text + input);
      return true;
    },
  };
}

export function PromptLine({ prompt }: { prompt: PromptState }) {
  if (!prompt.open) return null;
  return (
    <Text>
      <Text color="cyan" bold>{`${prompt.open.label}: `}</Text>
      {prompt.text}
      <Text inverse> </Text>
    </Text>
  );
}
