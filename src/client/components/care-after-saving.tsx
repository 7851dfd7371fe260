import { useEffect, useId, useState } from 'react';
import type { CrisisCategory } from '#shared/crisis';
import { QUESTION_NO, QUESTION_NO_THANKS, QUESTION_YES, RISK_QUESTION } from '#shared/crisis-care';
import { agree } from '#shared/gender';
import type { NewJournalEntryResponse } from '#shared/journal';
import { CrisisCard } from './crisis-resources';
import { markCrisisSession } from '#client/lib/crisis-session';
import { useGender } from '#client/lib/session';

/**
 * What the server says after an entry is saved: the helplines, the direct question, or nothing.
 * Shared (components/) because the journal and the journal exercises of « Mon parcours » both
 * write journal entries and answer them the same way.
 */
export type CareAfterSaving = Pick<NewJournalEntryResponse, 'crisis' | 'riskQuestion'>;

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

/**
 * Under a saved entry, the same three answers as in the chat (issue 24): the helplines when the
 * detector is sure, Janne's direct question when it is unsure — « Oui » brings the helplines,
 * « Non » a word of thanks — and nothing otherwise. The helplines mark the crisis session (the
 * header keeps 3114 on screen).
 */
export function CareAfterSaving({ care }: { care: CareAfterSaving | null }) {
  // The answer belongs to the save it answered: a new save asks afresh.
  const [answered, setAnswered] = useState<{ care: CareAfterSaving; answer: 'yes' | 'no' } | null>(null);
  const answer = answered !== null && answered.care === care ? answered.answer : null;
  const setAnswer = (value: 'yes' | 'no') => care && setAnswered({ care, answer: value });
  const titleId = useId();
  const showCard = care?.crisis ?? (answer === 'yes' ? care?.riskQuestion : null);
  useEffect(() => {
    if (showCard) markCrisisSession();
  }, [showCard]);
  if (showCard) return <JournalCrisisCard categories={showCard} />;
  if (!care?.riskQuestion) return null;
  if (answer === 'no') {
    return (
      <p className="card journal-question__thanks" role="status">
        {QUESTION_NO_THANKS}
      </p>
    );
  }
  return (
    <section className="card journal-question" aria-labelledby={titleId} role="status">
      <p>Je préfère te poser la question directement, parce que ce que tu vis compte pour moi.</p>
      <h3 id={titleId} className="journal-question__question">
        {RISK_QUESTION}
      </h3>
      <div className="journal-question__answers">
        <button type="button" className="button" onClick={() => setAnswer('yes')}>
          {QUESTION_YES}
        </button>
        <button type="button" className="button button--ghost" onClick={() => setAnswer('no')}>
          {QUESTION_NO}
        </button>
      </div>
      <p className="journal-question__help muted">
        Besoin de parler à quelqu'un maintenant ? <a href="tel:3114">3114 — Prévention du suicide, 24h/24</a>
      </p>
    </section>
  );
}
