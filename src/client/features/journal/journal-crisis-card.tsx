import { useId } from 'react';
import type { CrisisCategory } from '#shared/crisis/detector';
import { agree } from '#shared/gender';
import { CrisisCard } from '#client/components/crisis-resources';
import { useGender } from '#client/lib/session';

/** After a saved entry or check-in whose words or mood (1–2) call for it: the helplines. */
export function JournalCrisisCard({ categories }: { categories: readonly CrisisCategory[] }) {
  const gender = useGender();
  const titleId = useId();
  return (
    <section className="card crisis-card" aria-labelledby={titleId} role="status">
      <h3 id={titleId}>Tu n'es pas {agree('seul·e', gender)}</h3>
      <CrisisCard
        categories={categories.length > 0 ? categories : ['suicide']}
        intro="Ce que tu traverses a l'air très lourd en ce moment. Des personnes formées peuvent t'écouter tout de suite, gratuitement, à toute heure."
      />
    </section>
  );
}
