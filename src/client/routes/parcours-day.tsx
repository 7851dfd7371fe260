import { useParams } from 'react-router';
import { ParcoursDayView } from '#client/features/parcours/day-view';

/** /parcours/jour/:day: one day of « Mon parcours » (issue 29). A day that is no number of 1 to 28 says so. */
export default function ParcoursDayRoute() {
  const { day } = useParams();
  const number = /^\d{1,2}$/.test(day ?? '') ? Number(day) : 0;
  // Keyed by the day: going from one day to the next starts the page afresh (its form, its « C'est fait »).
  return <ParcoursDayView key={number} day={number} />;
}
