// Frame of every game page: top navigation, common header, the page, footer. Keeps the last info and
// conferences a page received so the frame stays in place while the next page loads.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, Outlet } from 'react-router-dom';
import type { Conference, Info } from '../../shared/api-types';
import { ShellContext, type ShellState } from '../hooks/shell';
import { startLiveEvents } from '../liveEvents';
import { Footer } from './Footer';
import { GameHeader } from './GameHeader';
import { TopNav } from './TopNav';

export function GameLayout() {
  const [info, setInfo] = useState<Info | null>(null);
  const [conferences, setConferences] = useState<Conference[]>([]);
  const publish = useCallback((nextInfo: Info, nextConferences?: Conference[]) => {
    setInfo(nextInfo);
    if (nextConferences) setConferences(nextConferences);
  }, []);
  const shell = useMemo<ShellState>(() => ({ info, conferences, publish }), [info, conferences, publish]);
  // The save's events while a game page is open (once one has shown a dynasty): another coach's week played
  // refreshes the page shown.
  const inGame = info !== null;
  useEffect(() => (inGame ? startLiveEvents() : undefined), [inGame]);

  return (
    <ShellContext.Provider value={shell}>
      <div className="app-frame">
        <TopNav info={info} conferences={conferences} />
        {info ? <GameHeader info={info} /> : <div className="game-header game-header-placeholder" />}
        {info?.godMode && (
          <div
            className="alert alert-danger rounded-0 mb-0 py-1 text-center"
            role="status"
            data-testid="god-mode-banner"
          >
            God Mode is on: what happens now is marked in history. <Link to="/god-mode">God Mode</Link>
          </div>
        )}
        <main className="container-xxl py-3 flex-grow-1">
          <Outlet />
        </main>
        <Footer />
      </div>
    </ShellContext.Provider>
  );
}

export function PlainLayout() {
  return (
    <div className="app-frame">
      <main className="flex-grow-1">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
