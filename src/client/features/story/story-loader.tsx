import { useEffect, useRef, useState } from 'react';

/** Three quotes of our own, one every 2 seconds while the story is saved (SPEC §2 /story). */
export const STORY_QUOTES = [
  'Chaque fin porte en elle le début de quelque chose de nouveau.',
  "Tu n'as pas besoin d'aller vite. Il suffit de continuer d'avancer, un jour après l'autre.",
  "Prendre soin de ton cœur, c'est déjà commencer à guérir.",
] as const;
export const QUOTE_INTERVAL_MS = 2000;

/** The full-screen loader: a modal dialog that cannot be closed, announced to screen readers. */
export function StoryLoader() {
  const [index, setIndex] = useState(0);
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    dialogRef.current?.focus();
    const timer = setInterval(() => setIndex((current) => (current + 1) % STORY_QUOTES.length), QUOTE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);

  return (
    <div className="overlay">
      <div
        ref={dialogRef}
        className="story-loader"
        role="dialog"
        aria-modal="true"
        aria-labelledby="story-loader-title"
        aria-describedby="story-loader-quote"
        tabIndex={-1}
      >
        <span className="spinner__circle" aria-hidden="true" />
        <h2 id="story-loader-title">Janne lit ton histoire…</h2>
        <blockquote id="story-loader-quote" className="story-loader__quote" key={index}>
          {STORY_QUOTES[index]}
        </blockquote>
      </div>
    </div>
  );
}
