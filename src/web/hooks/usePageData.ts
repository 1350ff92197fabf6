// Loads a page's data, re-loads when its key (the URL's parameters) changes or the refresh event fires,
// and hands info and conferences to the game shell.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Conference, Info } from '../../shared/api-types';
import { onRefresh } from '../refresh';
import { useShell } from './shell';

export interface PageData<T> {
  data: T | null;
  loading: boolean;
  error: boolean;
  reload: () => void;
  /** Replace the data with a fresher copy (e.g. the answer of a POST). */
  setData: (data: T) => void;
}

function envelope(value: unknown): { info: Info; conferences?: Conference[] } | null {
  if (value && typeof value === 'object' && 'info' in value) {
    const { info, conferences } = value as { info?: Info | null; conferences?: Conference[] };
    if (info && typeof info === 'object' && 'stage' in info) return { info, conferences };
  }
  return null;
}

/**
 * `key` identifies what is shown: a new key clears the old data (spinner), a refresh keeps it on screen
 * until the new data arrives (no flicker). `initial` skips the first load (data handed over by navigation).
 */
export function usePageData<T>(load: () => Promise<T>, key: string, initial?: T | null): PageData<T> {
  const { publish } = useShell();
  const [data, setDataState] = useState<T | null>(initial ?? null);
  const [loading, setLoading] = useState(!initial);
  const [error, setError] = useState(false);
  const loadRef = useRef(load);
  loadRef.current = load;
  const requestId = useRef(0);
  const skipFirst = useRef(!!initial);

  const setData = useCallback(
    (value: T) => {
      setDataState(value);
      const shell = envelope(value);
      if (shell) publish(shell.info, shell.conferences);
    },
    [publish],
  );

  const fetchNow = useCallback(
    (clear: boolean) => {
      const id = ++requestId.current;
      if (clear) setDataState(null);
      setLoading(true);
      setError(false);
      loadRef
        .current()
        .then((value) => {
          if (id !== requestId.current) return;
          setData(value);
          setLoading(false);
        })
        .catch(() => {
          if (id !== requestId.current) return;
          setError(true);
          setLoading(false);
        });
    },
    [setData],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: `initial` only matters for the first render
  useEffect(() => {
    if (skipFirst.current) {
      skipFirst.current = false;
      if (initial) setData(initial);
      return;
    }
    fetchNow(true);
  }, [key, fetchNow]);

  useEffect(() => onRefresh(() => fetchNow(false)), [fetchNow]);

  // Invalidate answers still in flight when the page goes away.
  useEffect(() => () => void ++requestId.current, []);

  return { data, loading, error, reload: () => fetchNow(false), setData };
}
