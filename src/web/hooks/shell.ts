// What the game shell (top navigation and common header) knows: the last info and conferences a page received.
import { createContext, useContext } from 'react';
import type { Conference, Info } from '../../shared/api-types';

export interface ShellState {
  info: Info | null;
  conferences: Conference[];
  /** Pages hand over the info and conferences of their response. */
  publish: (info: Info, conferences?: Conference[]) => void;
}

export const ShellContext = createContext<ShellState>({
  info: null,
  conferences: [],
  publish: () => {},
});

export function useShell(): ShellState {
  return useContext(ShellContext);
}
