import { format } from 'date-fns';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { CELEBRATION_DURATION_MS, celebrationMessage, CONFETTI_COLORS } from '../../shared/celebration';
import { ModalDialog } from './modal-dialog';

interface CelebrationContextValue {
  /** Shows 'Bravo, N jours sans contact' with confetti for 3 seconds. */
  celebrate: (days: number) => void;
}

/** The day (yyyy-MM-dd, the person's own) of the last celebration, kept in the browser (SPEC §4). */
export const LAST_CELEBRATION_KEY = 'renouveau.lastCelebration';

const CelebrationContext = createContext<CelebrationContextValue>({ celebrate: () => undefined });

export const useCelebration = () => useContext(CelebrationContext);

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** Confetti in pink, lavender and light pink; the library is fetched only when there is something to celebrate. */
async function throwConfetti(): Promise<void> {
  if (prefersReducedMotion()) return;
  const { default: confetti } = await import('canvas-confetti');
  const colors = [...CONFETTI_COLORS];
  await confetti({ particleCount: 120, spread: 80, origin: { y: 0.65 }, colors, disableForReducedMotion: true, zIndex: 2000 });
}

export function CelebrationProvider({ children }: { children: ReactNode }) {
  const [days, setDays] = useState<number | null>(null);
  const celebrate = useCallback((count: number) => {
    // Every celebration counts, wherever it came from: the load-time rule reads this day back.
    localStorage.setItem(LAST_CELEBRATION_KEY, format(new Date(), 'yyyy-MM-dd'));
    setDays(count);
  }, []);
  const value = useMemo(() => ({ celebrate }), [celebrate]);

  useEffect(() => {
    if (days === null) return;
    void throwConfetti().catch(() => undefined);
    const timer = setTimeout(() => setDays(null), CELEBRATION_DURATION_MS);
    return () => clearTimeout(timer);
  }, [days]);

  return (
    <CelebrationContext.Provider value={value}>
      {children}
      {days === null ? null : (
        <ModalDialog labelledBy="celebration-title" className="celebration" onClose={() => setDays(null)}>
          <p className="celebration__emoji" aria-hidden="true">
            🎉
          </p>
          <h2 id="celebration-title">{celebrationMessage(days)}</h2>
          <p>Chaque jour compte. Tu peux être fier·e de toi.</p>
          <button type="button" className="button button--ghost" onClick={() => setDays(null)}>
            Merci !
          </button>
        </ModalDialog>
      )}
    </CelebrationContext.Provider>
  );
}
