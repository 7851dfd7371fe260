import { useEffect, useState } from 'react';
import { ModalDialog } from '#client/components/modal-dialog';

/** Three quotes of our own, one every 2 seconds while the story is saved (SPEC §2 /story). */
export const STORY_QUOTES = [
  'Chaque fin porte en elle le début de quelque chose de nouveau.',
  "Tu n'as pas besoin d'aller vite. Il suffit de continuer d'avancer, un jour après l'autre.",
  "Prendre soin de ton cœur, c'est déjà commencer à guérir.",
] as const;
export const QUOTE_INTERVAL_MS = 2000;

/** The full-screen loader: a modal dialog that cannot be dismissed while the story is saved. */
export function StoryLoader() {
  const [index, setIndex] = useState(0);

  useEffect(() => {
    const timer = setInterval(() => setIndex((current) => (current + 1) % STORY_QUOTES.length), QUOTE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);

  return (
    <ModalDialog labelledBy="story-loader-title" describedBy="story-loader-quote" className="story-loader">
      <span className="spinner__circle" aria-hidden="true" />
      <h2 id="story-loader-title">Janne lit ton histoire…</h2>
      <blockquote id="story-loader-quote" className="story-loader__quote" key={index}>
        {STORY_QUOTES[index]}
      </blockquote>
    </ModalDialog>
  );
}
