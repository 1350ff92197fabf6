// Whether the component's first frame has been painted: what can wait (a long table's other rows, a chart) renders
// just after, so the page's data is on screen first. A timer set in an animation frame runs once that frame is
// painted. Not a transition: React renders pending transitions together, so the next page's navigation would wait.
import { useEffect, useState } from 'react';

/** False until the first frame is painted when `wait`; true from the start otherwise. */
export function useAfterPaint(wait = true): boolean {
  const [painted, setPainted] = useState(!wait);
  useEffect(() => {
    if (painted) return;
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}
