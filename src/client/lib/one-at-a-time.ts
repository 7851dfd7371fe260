import { useCallback, useRef } from 'react';

/**
 * One request per intent. A double click submits a form twice before React re-renders, so a
 * pending flag read from state (`mutation.isPending`) is still false on the second click: both
 * requests leave. A ref is updated at once. `run` ignores calls while the previous one is in
 * flight and resolves to undefined for them.
 */
export function useOneAtATime() {
  const busy = useRef(false);
  return useCallback(async <T>(task: () => Promise<T>): Promise<T | undefined> => {
    if (busy.current) return undefined;
    busy.current = true;
    try {
      return await task();
    } finally {
      busy.current = false;
    }
  }, []);
}
