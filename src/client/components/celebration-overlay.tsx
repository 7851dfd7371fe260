import { useEffect, useRef } from 'react';
import { CELEBRATION_DURATION_MS, celebrationMessage, CONFETTI_COLORS } from '#shared/celebration';
import { agree } from '#shared/gender';
import { useGender } from '#client/lib/session';
import { ModalDialog } from './modal-dialog';

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * Confetti in pink, lavender and light pink; none when the person prefers less motion. Drawn on
 * a canvas inside the dialog, on the main thread: the library's default instance draws from a
 * `blob:` worker, which the app's Content-Security-Policy rightly refuses, and a canvas outside
 * the modal dialog would sit under its backdrop.
 */
async function throwConfetti(canvas: HTMLCanvasElement): Promise<void> {
  if (prefersReducedMotion()) return;
  const { default: confetti } = await import('canvas-confetti');
  const fire = confetti.create(canvas, { resize: true, useWorker: false, disableForReducedMotion: true });
  await fire({ particleCount: 120, spread: 80, origin: { y: 0.65 }, colors: [...CONFETTI_COLORS] });
}

/** 'Bravo, N jours sans contact': a dialog with confetti that closes by itself after 3 seconds. */
export default function CelebrationOverlay({ days, onClose }: { days: number; onClose: () => void }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const gender = useGender();
  useEffect(() => {
    if (canvasRef.current) void throwConfetti(canvasRef.current).catch(() => undefined);
    const timer = setTimeout(onClose, CELEBRATION_DURATION_MS);
    return () => clearTimeout(timer);
  }, [days, onClose]);

  return (
    <ModalDialog labelledBy="celebration-title" className="celebration" onClose={onClose}>
      <canvas ref={canvasRef} className="celebration__confetti" aria-hidden="true" />
      <p className="celebration__emoji" aria-hidden="true">
        🎉
      </p>
      <h2 id="celebration-title">{celebrationMessage(days)}</h2>
      <p>Chaque jour compte. Tu peux être {agree('fier·e', gender)} de toi.</p>
      <button type="button" className="button button--ghost" onClick={onClose}>
        Merci !
      </button>
    </ModalDialog>
  );
}
