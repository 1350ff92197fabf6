// The terminal's size and the space a screen has for its body: the whole terminal minus the header, the
// screen's title, the message line and the key hints (and one line ink keeps free to avoid redrawing the
// whole terminal on each frame).
import { createContext, useContext } from 'react';

export interface TerminalSize {
  columns: number;
  rows: number;
}

/** Header, screen title, message line, key hints, ink's spare line. */
export const CHROME_ROWS = 5;
export const MIN_COLUMNS = 60;
export const MIN_ROWS = 16;

export const LayoutContext = createContext<TerminalSize>({ columns: 80, rows: 24 });

export interface BodySize {
  width: number;
  height: number;
}

export function useTerminalSize(): TerminalSize {
  return useContext(LayoutContext);
}

export function useBodySize(): BodySize {
  const { columns, rows } = useContext(LayoutContext);
  return { width: Math.max(MIN_COLUMNS, columns), height: Math.max(MIN_ROWS, rows) - CHROME_ROWS };
}
