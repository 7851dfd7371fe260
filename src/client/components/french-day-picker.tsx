import 'react-day-picker/style.css';
import { useMemo } from 'react';
import { DayPicker, type DayPickerProps, type Labels, type Modifiers } from 'react-day-picker';
import { fr } from 'react-day-picker/locale';
import { formatMonthYear, formatWeekday, formatWeekdayDate, formatWeekdayInitial } from '#shared/dates';

/**
 * Every calendar of the app: react-day-picker in French (date-fns's `fr`, weeks from Monday),
 * headed L M Me J V S D (SPEC §2), captioned « novembre 2026 », and read out in French by a screen
 * reader: « Mois précédent », « Mois suivant », « lundi », « Aujourd'hui, lundi 23 novembre 2026 ».
 * Dates are written by the shared French formatters, as everywhere else.
 */

const FORMATTERS: DayPickerProps['formatters'] = {
  formatCaption: (month) => formatMonthYear(month),
  formatWeekdayName: (weekday) => formatWeekdayInitial(weekday),
};

/** The day button's name: the date, what is special about it, « sélectionné ». */
function dayLabel(date: Date, modifiers: Modifiers, modifierLabels: Record<string, string>): string {
  const parts = [formatWeekdayDate(date)];
  for (const [modifier, text] of Object.entries(modifierLabels)) {
    if (modifiers[modifier]) parts.push(text);
  }
  if (modifiers.selected) parts.push('sélectionné');
  const label = parts.join(', ');
  return modifiers.today ? `Aujourd'hui, ${label}` : label;
}

function frenchLabels(modifierLabels: Record<string, string>): Partial<Labels> {
  return {
    labelPrevious: () => 'Mois précédent',
    labelNext: () => 'Mois suivant',
    labelNav: () => 'Changer de mois',
    labelGrid: (month) => formatMonthYear(month),
    labelWeekday: (weekday) => formatWeekday(weekday),
    labelDayButton: (date, modifiers) => dayLabel(date, modifiers, modifierLabels),
    labelGridcell: (date, modifiers) => dayLabel(date, modifiers ?? {}, modifierLabels),
  };
}

const NO_MODIFIER_LABELS: Record<string, string> = {};

export type FrenchDayPickerProps = DayPickerProps & {
  /** Words added to a day's name when it has a custom modifier: `{ hasEntry: 'avec une entrée' }`. */
  modifierLabels?: Record<string, string>;
};

export function FrenchDayPicker({ modifierLabels = NO_MODIFIER_LABELS, ...props }: FrenchDayPickerProps) {
  const labels = useMemo(() => frenchLabels(modifierLabels), [modifierLabels]);
  return <DayPicker {...props} locale={fr} weekStartsOn={1} formatters={FORMATTERS} labels={labels} />;
}
