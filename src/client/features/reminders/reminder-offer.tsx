import { Link } from 'react-router';
import { REMINDER_OFFER } from '#shared/reminders';
import { useDismissOffer, useReminders } from './use-reminders';

/**
 * « Veux-tu un petit rappel chaque jour ? », once the person has written in their journal: a gentle
 * offer, never shown again once answered or dismissed, nor while reminders are on. The route
 * decides when there is a first entry.
 */
export default function ReminderOffer() {
  const reminders = useReminders();
  const dismiss = useDismissOffer();
  if (!reminders.data || reminders.data.enabled || reminders.data.offerDismissed) return null;
  return (
    <aside className="card journal__offer" aria-labelledby="reminder-offer-title">
      <h2 id="reminder-offer-title">{REMINDER_OFFER}</h2>
      <p className="muted">
        À l'heure que tu choisis, une notification ou un e-mail t'invite à prendre un moment pour toi. Tu peux l'arrêter d'un geste.
      </p>
      <div className="actions">
        <Link className="button" to="/account#rappels" onClick={() => dismiss.mutate()}>
          Oui, choisir mon heure
        </Link>
        <button type="button" className="button button--ghost" onClick={() => dismiss.mutate()} disabled={dismiss.isPending}>
          Non merci
        </button>
      </div>
    </aside>
  );
}
