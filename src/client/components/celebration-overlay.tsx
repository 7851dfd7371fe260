import { useEffect } from 'react';
import { CELEBRATION_DURATION_MS, celebrationMessage, CONFETTI_COLORS } from '../../shared/celebration';
import { ModalDialog } from './modal-dialog';

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** Confetti in pink, lavender and light pink; none when the person prefers less motion. */
async function throwConfetti(): Promise<void> {
  if (prefersReducedMotion()) return;
  const { default: confetti } = await import('canvas-confetti');
  await confetti({ particleCount: 120, spread: 80, origin: { y: 0.65 }, colors: [...CONFETTI_COLORS], disableForReducedMotion: true, zIndex: 2000 });
}

/** 'Bravo, N jours sans contact': a dialog with confetti that closes by itself after 3 seconds. */
export default function CelebrationOverlay({ days, onClose }: { days: number; onClose: () => void }) {
  useEffect(() => {
    void throwConfetti().catch(() => undefined);
    const timer = setTimeout(onClose, CELEBRATION_DURATION_MS);
    return () => clearTimeout(timer);
  }, [days, onClose]);

  return (
    <ModalDialog labelledBy="celebration-title" className="celebration" onClose={onClose}>
      <p className="celebration__emoji" aria-hidden="true">
        🎉
      </p>
      <h2 id="celebration-title">{celebrationMessage(days)}</h2>
      <p>Chaque jour compte. Tu peux être fier·e de toi.</p>
      <button type="button" className="button button--ghost" onClick={onClose}>
        Merci !
      </button>
    </ModalDialog>
  );
}
