// The frame (top navigation, year and season controls) of a page whose own answer carries no info: opened
// directly or reloaded, nothing else has told the shell where the dynasty stands, so it asks GET /api/frame/.
import { useEffect } from 'react';
import { api } from '../api';
import { useShell } from './shell';

export function useFrame(): void {
  const { info, publish } = useShell();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page opens: later changes publish their own info
  useEffect(() => {
    if (info) return;
    let live = true;
    // A failure leaves the bar as it is: the page's own call reports what went wrong.
    api.frame().then(
      (frame) => live && publish(frame.info, frame.conferences),
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);
}
