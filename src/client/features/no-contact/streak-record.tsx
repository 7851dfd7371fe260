import { dayCount } from '#shared/dates';
import { useNoContact } from './use-no-contact';

/** Under « Mon compteur » on /progress, once the person has done better before: the record and the total. */
export function StreakRecord({ days }: { days: number }) {
  const road = useNoContact();
  if (!road.data || road.data.summary.best <= days) return null;
  return (
    <p className="no-contact__record">
      Ton record : {dayCount(road.data.summary.best)} · au total : {dayCount(road.data.summary.total)}
    </p>
  );
}
