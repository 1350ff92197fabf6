// Moving between screens: a stack of routes (escape goes back), reset to a stage's home after the game moves on.
import { createContext, useContext } from 'react';
import type { Route } from './routes.js';

export interface Navigation {
  route: Route;
  navigate(route: Route): void;
  back(): void;
  /** The stage's home screen (after a new game or a stage change), with the start screen below it. */
  home(): void;
  quit(): void;
}

export const NavigationContext = createContext<Navigation | null>(null);

export function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('useNavigation outside App');
  return navigation;
}
