// The online page's forms: an attempt that shows why it failed (the server's one line), cleared at the next one.
import { useCallback, useState } from 'react';

export function useFailure(): [string | null, (run: () => Promise<unknown>) => Promise<void>] {
  const [failed, setFailed] = useState<string | null>(null);
  const attempt = useCallback(async (run: () => Promise<unknown>) => {
    setFailed(null);
    try {
      await run();
    } catch (error) {
      setFailed((error as Error).message);
    }
  }, []);
  return [failed, attempt];
}
