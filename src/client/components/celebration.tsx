import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useMemo, useState } from 'react';
import { browserTimeZone, localDateIn } from '#shared/local-day';
import { isCrisisSession } from '#client/lib/crisis-session';
import { STORAGE_KEYS } from '#client/lib/storage-keys';

interface CelebrationContextValue {
  /** Shows 'Bravo, N jours sans contact' with confetti for 3 seconds. */
  celebrate: (days: number) => void;
}

const CelebrationContext = createContext<CelebrationContextValue>({ celebrate: () => undefined });

export const useCelebration = () => useContext(CelebrationContext);

// The overlay and its confetti are fetched only when there is something to celebrate.
const CelebrationOverlay = lazy(() => import('./celebration-overlay'));

export function CelebrationProvider({ children }: { children: ReactNode }) {
  const [days, setDays] = useState<number | null>(null);
  const celebrate = useCallback((count: number) => {
    // Confetti over a person in crisis would be cruel: not in a session that showed a crisis card.
    if (isCrisisSession()) return;
    // Every celebration counts, wherever it came from: the load-time rule reads this day back.
    localStorage.setItem(STORAGE_KEYS.lastCelebration, localDateIn(browserTimeZone()));
    setDays(count);
  }, []);
  const close = useCallback(() => setDays(null), []);
  const value = useMemo(() => ({ celebrate }), [celebrate]);

  return (
    <CelebrationContext.Provider value={value}>
      {children}
      {days === null ? null : (
        <Suspense fallback={null}>
          <CelebrationOverlay days={days} onClose={close} />
        </Suspense>
      )}
    </CelebrationContext.Provider>
  );
}
