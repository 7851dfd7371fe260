import { splitParagraphs } from '#shared/chat';
import { formatDateTime } from '#shared/dates';
import type { JournalEntry } from '#shared/journal';

export function EntryCard({ entry }: { entry: JournalEntry }) {
  return (
    <article className="entry">
      <header className="entry__header">
        <h3 className="entry__date">{formatDateTime(new Date(entry.date))}</h3>
        {entry.mood === null ? null : (
          <span className="entry__mood" aria-label={`Humeur : ${entry.mood} sur 10`}>
            Humeur {entry.mood}/10
          </span>
        )}
      </header>
      {splitParagraphs(entry.text).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </article>
  );
}

/** SPEC §2: the list of all entries, newest first. */
export function EntryList({ entries }: { entries: JournalEntry[] }) {
  if (entries.length === 0) {
    return <p className="muted">Ton journal est encore vide. Ta première entrée t'attend juste au-dessus.</p>;
  }
  return (
    <div className="entry-list">
      {entries.map((entry) => (
        <EntryCard key={entry.id} entry={entry} />
      ))}
    </div>
  );
}
