import { FrenchDayPicker } from '#client/components/french-day-picker';

export interface JournalCalendarProps {
  month: Date;
  onMonthChange: (month: Date) => void;
  selected: Date;
  onSelect: (day: Date) => void;
  daysWithEntries: Date[];
  today: Date;
}

/** A day with entries says so to a screen reader too, not only in bold with a dot. */
const MODIFIER_LABELS = { hasEntry: 'avec une entrée' };

/** SPEC §2: the month calendar (French, week from Monday); days with entries in bold with a dot. */
export function JournalCalendar({ month, onMonthChange, selected, onSelect, daysWithEntries, today }: JournalCalendarProps) {
  return (
    <FrenchDayPicker
      className="journal-calendar"
      mode="single"
      required
      month={month}
      onMonthChange={onMonthChange}
      selected={selected}
      onSelect={(day) => onSelect(day)}
      today={today}
      endMonth={today}
      modifiers={{ hasEntry: daysWithEntries }}
      modifiersClassNames={{ hasEntry: 'journal-calendar__has-entry' }}
      modifierLabels={MODIFIER_LABELS}
    />
  );
}
