import './reminders.css';
import { useId, useState } from 'react';
import { browserTimeZone } from '#shared/local-day';
import {
  frenchTime,
  isInQuietHours,
  REMINDER_TIMES,
  type ReminderChannel,
  type ReminderSettings as Settings,
  type ReminderSettingsInput,
} from '#shared/reminders';
import { FormError } from '#client/components/forms';
import { ApiError, errorMessage } from '#client/lib/api';
import { useSession } from '#client/lib/session';
import { canPush, PushUnavailable, subscribeThisDevice, unsubscribeThisDevice, useReminders, useSaveReminders } from './use-reminders';
import { LoadError } from '#client/components/load-error';

const SAVE_FAILED = "Ton choix n'a pas pu être enregistré. Réessaie dans un instant.";
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** The server's French reason for the field at fault, else its message, else a calm sentence. */
function messageOf(error: unknown): string {
  if (error instanceof PushUnavailable) return error.message;
  if (error instanceof ApiError) return Object.values(error.fieldErrors)[0] ?? errorMessage(error, SAVE_FAILED);
  return SAVE_FAILED;
}

/**
 * « Mes rappels » on /account (issue 30): off until the person turns them on; a notification on
 * this device or an e-mail, at the hour they pick where they live, never inside their quiet hours.
 * The switch is the one tap that stops them: turning it off saves at once.
 */
export default function ReminderSettings() {
  const reminders = useReminders();
  if (reminders.isPending) return <p className="muted">Chargement…</p>;
  if (reminders.isError)
    return (
      <LoadError
        message="Tes rappels n'ont pas pu être chargés."
        onRetry={() => void reminders.refetch()}
        isRetrying={reminders.isFetching}
        className="alert alert--error"
      />
    );
  return <ReminderForm saved={reminders.data} />;
}

function ReminderForm({ saved }: { saved: Settings }) {
  const { user } = useSession();
  const save = useSaveReminders();
  const pushHere = canPush();
  const [channel, setChannel] = useState<ReminderChannel>(saved.enabled || pushHere ? saved.channel : 'email');
  const [time, setTime] = useState(saved.time);
  const [quietFrom, setQuietFrom] = useState(saved.quietFrom);
  const [quietTo, setQuietTo] = useState(saved.quietTo);
  const [enabled, setEnabled] = useState(saved.enabled);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [isBusy, setBusy] = useState(false);
  const ids = { switch: useId(), channel: useId(), time: useId(), error: useId() };

  const apply = async (next: ReminderSettingsInput, message: string) => {
    setError(null);
    setDone(null);
    setBusy(true);
    setAttempt((count) => count + 1);
    try {
      // A notification needs this device's permission and subscription before the server can send.
      if (next.enabled && next.channel === 'push') await subscribeThisDevice();
      await save.mutateAsync(next);
      if (!next.enabled || next.channel !== 'push') await unsubscribeThisDevice().catch(() => undefined);
      setEnabled(next.enabled);
      setDone(message);
    } catch (caught) {
      setEnabled(saved.enabled);
      setError(messageOf(caught));
    } finally {
      setBusy(false);
    }
  };
  const input = (isOn: boolean): ReminderSettingsInput => ({
    enabled: isOn,
    channel,
    time,
    quietFrom,
    quietTo,
    timeZone: browserTimeZone(),
  });
  const confirmation = `C'est noté : un rappel chaque jour à ${frenchTime(time)}, ${channel === 'push' ? 'en notification sur cet appareil' : 'par e-mail'}.`;

  return (
    <div className="reminders">
      <p className="muted">
        Un petit mot chaque jour, à l'heure que tu choisis, pour t'inviter à prendre un moment pour toi. Il ne dit jamais rien de ce que tu
        as écrit : un écran de téléphone se voit.
      </p>
      <div className="reminders__switch">
        <input
          id={ids.switch}
          type="checkbox"
          checked={enabled}
          disabled={isBusy}
          onChange={(event) => {
            const isOn = event.target.checked;
            setEnabled(isOn);
            void apply(input(isOn), isOn ? confirmation : 'Tes rappels sont arrêtés. Tu peux les remettre quand tu veux.');
          }}
        />
        <label htmlFor={ids.switch}>Recevoir un petit rappel chaque jour</label>
      </div>

      <fieldset className="reminders__channel">
        <legend>Comment ?</legend>
        <label className="reminders__choice">
          <input type="radio" name={ids.channel} checked={channel === 'push'} disabled={!pushHere} onChange={() => setChannel('push')} />
          Une notification sur cet appareil
        </label>
        {!pushHere ? <p className="field__hint">Ce navigateur ne reçoit pas de notifications.</p> : null}
        <label className="reminders__choice">
          <input type="radio" name={ids.channel} checked={channel === 'email'} onChange={() => setChannel('email')} />
          Un e-mail{user ? ` à ${user.email}` : ''}
        </label>
      </fieldset>

      <div className="field">
        <label htmlFor={ids.time}>À quelle heure ?</label>
        <select
          id={ids.time}
          value={time}
          onChange={(event) => setTime(event.target.value)}
          aria-describedby={error ? ids.error : undefined}
        >
          {REMINDER_TIMES.filter((option) => option === time || !isInQuietHours(option, quietFrom, quietTo)).map((option) => (
            <option key={option} value={option}>
              {frenchTime(option)}
            </option>
          ))}
        </select>
      </div>

      <fieldset className="reminders__quiet">
        <legend>Heures calmes, sans aucun rappel</legend>
        <span>de</span>
        <select aria-label="Début des heures calmes" value={quietFrom} onChange={(event) => setQuietFrom(Number(event.target.value))}>
          {HOURS.map((hour) => (
            <option key={hour} value={hour}>
              {hour} h
            </option>
          ))}
        </select>
        <span>à</span>
        <select aria-label="Fin des heures calmes" value={quietTo} onChange={(event) => setQuietTo(Number(event.target.value))}>
          {HOURS.map((hour) => (
            <option key={hour} value={hour}>
              {hour} h
            </option>
          ))}
        </select>
      </fieldset>

      {enabled ? (
        <div className="actions">
          <button type="button" className="button" disabled={isBusy} onClick={() => void apply(input(true), confirmation)}>
            {isBusy ? 'Enregistrement…' : 'Enregistrer'}
          </button>
        </div>
      ) : null}
      <FormError id={ids.error} message={error} attempt={attempt} className="alert alert--error reminders__error" />
      {done && !error ? (
        <p className="alert alert--success" role="status">
          {done}
        </p>
      ) : null}
    </div>
  );
}
