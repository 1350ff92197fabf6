// Keyboard routing: ink's useInput lives once in App; the shown screen registers its handler here and gets
// each key first. A handler returns true when it used the key, otherwise App's global keys apply
// (escape back, q quit, the letter shortcuts between views).
import { createContext, useContext, useLayoutEffect, useRef } from 'react';
import type { Key } from 'ink';

export type { Key };
export type KeyHandler = (input: string, key: Key) => boolean;

export interface KeyRouter {
  handlers: KeyHandler[];
}

export const KeysContext = createContext<KeyRouter>({ handlers: [] });

/** Gives the calling screen the keys while it is shown (and active). */
export function useKeys(handler: KeyHandler, active = true): void {
  const router = useContext(KeysContext);
  const latest = useRef(handler);
  latest.current = handler;
  // Registered as the screen commits, so a key sent right after its frame is shown already reaches it.
  useLayoutEffect(() => {
    if (!active) return undefined;
    const registered: KeyHandler = (input, key) => latest.current(input, key);
    router.handlers.push(registered);
    return () => {
      const at = router.handlers.indexOf(registered);
      if (at >= 0) router.handlers.splice(at, 1);
    };
  }, [router, active]);
}

/** The most recently registered handler first, down to the first one, until one uses the key. */
export function dispatchKey(router: KeyRouter, input: string, key: Key): boolean {
  for (let i = router.handlers.length - 1; i >= 0; i--) {
    if (router.handlers[i](input, key)) return true;
  }
  return false;
}

/** A printable key without modifiers (letters for shortcuts and filters). */
export function isPrintable(input: string, key: Key): boolean {
  return (
    input.length > 0
    && !key.ctrl
    && !key.meta
    && !key.escape
    && !key.return
    && !key.tab
    // biome-ignore lint/suspicious/noControlCharactersInRegex: a key press that is a control character is no text
    && !/[\u0000-\u001f\u007f]/.test(input)
  );
}

/**
 * Text pasted in one piece: Ink delivers a paste as one input of several characters, which may end with the line
 * break of a line copied whole ("NE\n"). Its printable characters, or null for a key or nothing printable.
 */
export function pastedText(input: string, key: Key): string | null {
  if (input.length < 2 || key.ctrl || key.meta) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a paste's line breaks and tabs are no text of a field
  const text = input.replace(/[\u0000-\u001f\u007f]/g, '');
  return text.length > 0 ? text : null;
}

/** Whether a paste ended a line: the player pasted the text and its Enter. */
export function pasteEndsLine(input: string): boolean {
  return input.length > 1 && /[\r\n]$/.test(input);
}

/** A filter edited by typing or pasting: the new text, or null when the key is not an edit. */
export function editText(text: string, input: string, key: Key): string | null {
  if (key.backspace || key.delete) return text.slice(0, -1);
  if (isPrintable(input, key)) return text + input;
  const pasted = pastedText(input, key);
  return pasted === null ? null : text + pasted;
}
