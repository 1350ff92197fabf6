// Data of a dashboard panel that loads beside the page (and again on every refresh event), so the page stands
// without it.
import { useEffect, useRef, useState } from 'react';
import { onRefresh } from '../../refresh';

export function useSideData<T>(load: () => Promise<T>): { data: T | null; failed: boolean } {
  const [data, setData] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    let live = true;
    const run = () =>
      loadRef.current().then(
        (answer) => {
          if (!live) return;
          setData(answer);
          setFailed(false);
        },
        () => live && setFailed(true),
      );
    void run();
    const off = onRefresh(() => void run());
    return () => {
      live = false;
      off();
    };
  }, []);
  return { data, failed };
}
