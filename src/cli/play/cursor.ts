// A selected row in a list: arrows, page keys, home and end.
import { useEffect, useState } from 'react';
import type { Key } from './keys.js';

export interface ListCursor {
  index: number;
  setIndex(index: number): void;
  /** Handles movement keys; true when the key moved (or tried to move) the cursor. */
  onKey(input: string, key: Key): boolean;
}

export function useListCursor(count: number, pageSize: number, initial = 0): ListCursor {
  const [index, setIndex] = useState(initial);
  const last = Math.max(0, count - 1);
  const clamped = Math.min(Math.max(0, index), last);
  useEffect(() => {
    if (clamped !== index) setIndex(clamped);
  }, [clamped, index]);
  const page = Math.max(1, pageSize);
  const move = (to: number): true => {
    setIndex(Math.min(Math.max(0, to), last));
    return true;
  };
  return {
    index: clamped,
    setIndex: (i) => move(i),
    onKey(_input, key) {
      if (key.upArrow) return move(clamped - 1);
      if (key.downArrow) return move(clamped + 1);
      if (key.pageUp) return move(clamped - page);
      if (key.pageDown) return move(clamped + page);
      if (key.home) return move(0);
      if (key.end) return move(last);
      return false;
    },
  };
}

/** A scrolled text: the first line shown. */
export function useScroll(lineCount: number, height: number): ListCursor {
  // Lines keeps one line for its scroll mark when the text does not fit.
  const maxOffset = lineCount > height ? lineCount - (height - 1) : 0;
  return useListCursor(maxOffset + 1, height - 2);
}
