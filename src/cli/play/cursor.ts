// A selected row in a list: arrows, page keys, home and end; and a list that typing filters.
import { useEffect, useState } from 'react';
import { editText, type Key } from './keys.js';

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

/** A list that typing filters (a program to coach, an opponent to book). */
export interface FilteredList {
  filter: string;
  setFilter(filter: string): void;
  cursor: ListCursor;
  /** Return: take the row under the cursor. */
  choose(): void;
  /** Escape when the filter is already empty. */
  leave(): void;
}

/**
 * A filtered list's keys: escape clears the filter (or leaves), the cursor's keys move, return chooses, and every
 * other key belongs to the filter (no shortcuts while typing), so the key is always used.
 */
export function filteredListKey(input: string, key: Key, list: FilteredList): true {
  if (key.escape) {
    if (list.filter) list.setFilter('');
    else list.leave();
    return true;
  }
  if (list.cursor.onKey(input, key)) return true;
  if (key.return) {
    list.choose();
    return true;
  }
  const edited = editText(list.filter, input, key);
  if (edited !== null) {
    list.setFilter(edited);
    list.cursor.setIndex(0);
  }
  return true;
}
