import { fr } from 'date-fns/locale';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';

/** SPEC §2: the day headers, Monday first. */
const WEEKDAY_LETTERS = ['D', 'L', 'M', 'Me', 'J', 'V', 'S'];

export interface JournalCalendarProps {
  month: Date;
  onMonthChange: (month: Date) => void;
  selected: Date;
  onSelect: (day: Date) => void;
  daysWithEntries: Date[];
  today: Date;
}

/** The month calendar (react-day-picker, French, week from Monday); days with entries in bold with a dot. */
export function JournalCalendar({ month, onMonthChange, selected, onSelect, daysWithEntries, today }: JournalCalendarProps) {
  return (
    <DayPicker
      className="journal-calendar"
      mode="single"
      required
      locale={fr}
      weekStartsOn={1}
      month={month}
      onMonthChange={onMonthChange}
      selected={selected}
      onSelect={(day) => onSelect(day)}
      today={today}
      endMonth={today}
      modifiers={{ hasEntry: daysWithEntries }}
      modifiersClassNames={{ hasEntry: 'journal-calendar__has-entry' }}
      formatters={{ formatWeekdayName: (date) => WEEKDAY_LETTERS[date.getDay()] ?? '' }}
      labels={{
        labelDayButton: (date, modifiers) =>
          `${date.toLocaleDateString('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })}${
            modifiers.hasEntry ? ', avec une entrée' : ''
          }${modifiers.today ? ", aujourd'hui" : ''}`,
      }}
    />
  );
}
