import { isSameDay, parseISO, startOfDay } from 'date-fns';
import { lazy, Suspense, useMemo, useState } from 'react';
import { formatWeekdayDate } from '#shared/dates';
import { Spinner } from '#client/components/spinner';
import { EntryForm } from '#client/features/journal/entry-form';
import { EntryCard, EntryList } from '#client/features/journal/entry-list';
import { dailyMoods } from '#client/features/journal/chart-geometry';
import { MoodChart } from '#client/features/journal/mood-chart';
import { lastThirtyDays, monthRange, useDownloadJournal, useJournalEntries, useJournalRange } from '#client/features/journal/use-journal';
import '#client/features/journal/journal.css';

const JournalCalendar = lazy(() =>
  import('#client/features/journal/journal-calendar').then((module) => ({ default: module.JournalCalendar })),
);
// Only after an entry is saved: loaded then, so that the journal's first download stays the same.
const ReminderOffer = lazy(() => import('#client/features/reminders/reminder-offer'));

/** What the day card says of a day that is not today: its entries, none, or not yet. */
function dayNote(day: Date, today: Date, count: number): string {
  if (day > today) return "Ce jour n'est pas encore arrivé.";
  if (count === 0) return "Tu n'as rien écrit ce jour-là.";
  return count === 1
    ? "Ton entrée de ce jour ; l'écriture, c'est pour aujourd'hui."
    : `Tes ${count} entrées de ce jour ; l'écriture, c'est pour aujourd'hui.`;
}

export default function JournalRoute() {
  const today = useMemo(() => startOfDay(new Date()), []);
  const [month, setMonth] = useState(today);
  const [selected, setSelected] = useState(today);
  const download = useDownloadJournal();

  const [monthStart, monthEnd] = monthRange(month);
  const monthEntries = useJournalRange(monthStart, monthEnd);
  const [chartFrom, chartTo] = lastThirtyDays(today);
  const recent = useJournalRange(chartFrom, chartTo);
  const entries = useJournalEntries();

  const daysWithEntries = (monthEntries.data ?? []).map((entry) => parseISO(entry.localDate));
  const selectedEntries = (monthEntries.data ?? []).filter((entry) => isSameDay(parseISO(entry.localDate), selected));
  const moodPoints = dailyMoods(recent.data ?? []);
  const isToday = isSameDay(selected, today);
  const [hasWritten, setHasWritten] = useState(false);

  return (
    <div className="journal">
      <title>Mon journal · Renouveau</title>
      <div className="journal__top">
        <h1>Mon journal</h1>
        <button type="button" className="button button--ghost" onClick={() => download.mutate()} disabled={download.isPending}>
          {download.isPending ? 'Préparation…' : 'Télécharger mon journal'}
        </button>
      </div>
      {download.isError ? (
        <p className="alert alert--error" role="alert">
          Le téléchargement n'a pas pu être préparé. Réessaie dans un instant.
        </p>
      ) : null}

      <div className="journal__grid">
        <section className="card journal__day" aria-labelledby="journal-day-title">
          <h2 id="journal-day-title" className="journal__day-title">
            {isToday ? `Aujourd'hui, ${formatWeekdayDate(selected)}` : formatWeekdayDate(selected)}
          </h2>
          {isToday ? (
            <>
              <EntryForm onSaved={() => setHasWritten(true)} />
              {/* Once an entry is written: « Veux-tu un petit rappel chaque jour ? », until answered (issue 30). */}
              {hasWritten ? (
                <Suspense fallback={null}>
                  <ReminderOffer />
                </Suspense>
              ) : null}
            </>
          ) : (
            <>
              {monthEntries.isPending ? <Spinner /> : <p className="muted">{dayNote(selected, today, selectedEntries.length)}</p>}
              {selectedEntries.map((entry) => (
                <EntryCard key={entry.id} entry={entry} />
              ))}
              <button type="button" className="button button--ghost" onClick={() => setSelected(today)}>
                Revenir à aujourd'hui
              </button>
            </>
          )}
        </section>

        {/* After the day (issue 41: on a phone, writing came below a whole month); loaded apart —
            the picker is most of this screen's JavaScript, and the form needs none of it. */}
        <section className="card journal__calendar" aria-label="Calendrier">
          <Suspense fallback={<Spinner label="Chargement du calendrier…" />}>
            <JournalCalendar
              month={month}
              onMonthChange={setMonth}
              selected={selected}
              onSelect={setSelected}
              daysWithEntries={daysWithEntries}
              today={today}
            />
          </Suspense>
        </section>
      </div>

      <section className="card journal__chart" aria-labelledby="journal-chart-title">
        <h2 id="journal-chart-title">Mon humeur ces 30 derniers jours</h2>
        {recent.isPending ? <Spinner /> : <MoodChart points={moodPoints} from={chartFrom} to={chartTo} />}
      </section>

      <section className="journal__entries" aria-labelledby="journal-entries-title">
        <h2 id="journal-entries-title">Toutes mes entrées</h2>
        {entries.isPending ? <Spinner /> : null}
        {entries.isError ? (
          <p className="alert alert--error" role="alert">
            Tes entrées n'ont pas pu être chargées.{' '}
            <button type="button" className="link-button" onClick={() => void entries.refetch()}>
              Réessayer
            </button>
          </p>
        ) : null}
        {entries.data ? <EntryList entries={entries.data.pages.flatMap((page) => page.entries)} /> : null}
        {entries.hasNextPage ? (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => void entries.fetchNextPage()}
            disabled={entries.isFetchingNextPage}
          >
            {entries.isFetchingNextPage ? 'Chargement…' : 'Voir les entrées plus anciennes'}
          </button>
        ) : null}
      </section>
    </div>
  );
}
