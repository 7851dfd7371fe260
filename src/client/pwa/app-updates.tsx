import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Workbox } from 'workbox-window';
import { SAFETY_PLAN_HARD_MOMENT_PATH } from '#shared/paths';
import { useQueryClient } from '@tanstack/react-query';
import { useOnline } from '#client/lib/online';
import { refreshSession } from '#client/lib/session';
import { flushOutbox, type OutboxItem, type SentItem } from '#client/lib/outbox';
import { CareAfterSaving } from '#client/components/care-after-saving';
import './pwa.css';

/**
 * The installable app's two calm notices (issue 30), loaded apart from the landing page's first
 * download: the service worker is registered from here, once the page has loaded.
 *  - « Une nouvelle version est prête »: a new service worker waits, and it takes over only when the
 *    person taps « Mettre à jour ». Never a reload on its own: what they are typing in a form stays
 *    theirs until they choose (« Plus tard » keeps the current version until the next visit).
 *  - Offline: what still works with no network, so that nothing looks broken.
 */
export default function AppUpdates({ userId }: { userId: string | null }) {
  const signedIn = userId !== null;
  const waiting = useWaitingVersion();
  const online = useOnline();
  const [later, setLater] = useState(false);
  const queryClient = useQueryClient();
  // Back online (not on the first render): the session kept on the device for offline is
  // checked with the server again.
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current) refreshSession(queryClient);
    wasOnline.current = online;
  }, [online, queryClient]);
  const sent = useOutboxSending(online ? userId : null);
  return (
    <>
      {online ? null : <OfflineBanner signedIn={signedIn} />}
      {/* Only once there is something to say: every page has it, and most have a status of their own. */}
      {sent ? (
        <p className="alert alert--success outbox-sent" role="status">
          {sentSentence(sent)}
        </p>
      ) : null}
      {/* What the server said of an entry written offline: its helplines or the direct question, as
          online, wherever the person is when it is sent. */}
      {sent ? <CareAfterSaving care={careOf(sent)} /> : null}
      {waiting && !later ? (
        <div className="app-update" role="status" aria-live="polite">
          <p className="app-update__text">Une nouvelle version est prête.</p>
          <div className="app-update__actions">
            <button type="button" className="button button--small" onClick={() => waiting.update()}>
              Mettre à jour
            </button>
            <button type="button" className="button button--small button--ghost" onClick={() => setLater(true)}>
              Plus tard
            </button>
          </div>
        </div>
      ) : null}
    </>
  );
}

/**
 * Sends what was written offline (lib/outbox.ts) once the person is signed in with a network: at
 * once, and each time the network comes back. What was sent is said (« envoyé »), and every screen's
 * data is read again so that the entry or the letter shows where it belongs.
 */
function useOutboxSending(owner: string | null): SentItem[] | null {
  const queryClient = useQueryClient();
  const [sent, setSent] = useState<SentItem[] | null>(null);
  useEffect(() => {
    if (!owner) return;
    let current = true;
    void flushOutbox(owner).then((items) => {
      if (!current || items.length === 0) return;
      setSent(items);
      void queryClient.invalidateQueries();
    });
    return () => {
      current = false;
    };
  }, [owner, queryClient]);
  return sent;
}

/** The first journal entry sent whose answer calls for the helplines or the question, if any. */
function careOf(items: SentItem[]): CareAfterSaving | null {
  for (const item of items) {
    if (item.kind !== 'journal' || typeof item.answer !== 'object' || item.answer === null) continue;
    const { crisis = null, riskQuestion = null } = item.answer as Partial<CareAfterSaving>;
    if (crisis !== null || riskQuestion !== null) return { crisis, riskQuestion };
  }
  return null;
}

function sentSentence(items: OutboxItem[]): string {
  const entries = items.filter((item) => item.kind === 'journal').length;
  const letters = items.length - entries;
  const parts = [
    entries === 1 ? 'ton entrée de journal' : entries > 1 ? `tes ${entries} entrées de journal` : '',
    letters === 1 ? 'ta lettre' : letters > 1 ? `tes ${letters} lettres` : '',
  ].filter(Boolean);
  const many = items.length > 1;
  const written = `${parts.join(' et ')} écrit${many ? 'es' : 'e'} hors ligne ${many ? 'sont' : 'est'}`;
  if (letters === 0) return `Envoyé : ${written} bien enregistrée${many ? 's' : ''}.`;
  // Issue 41: never « Envoyé » for a letter to the ex, on a page that promised it never would be.
  const neverSent = entries === 0 ? `, et ${letters > 1 ? 'elles ne seront' : 'elle ne sera'} jamais envoyée${letters > 1 ? 's' : ''}` : '';
  return `C'est fait : ${written} bien gardée${many ? 's' : ''} ici${neverSent}.`;
}

function OfflineBanner({ signedIn }: { signedIn: boolean }) {
  return (
    <div className="alert alert--info offline-banner" role="status" data-testid="offline-banner">
      <p className="offline-banner__text">
        {signedIn
          ? 'Tu es hors ligne. Les numéros d’aide, l’exercice d’ancrage et ton plan (s’il est gardé sur ce téléphone) restent disponibles.'
          : 'Tu es hors ligne. Les numéros d’aide et l’exercice d’ancrage restent disponibles.'}
      </p>
      <ul className="offline-banner__links">
        <li>
          <Link to="/aide">Numéros d’aide</Link>
        </li>
        {signedIn ? (
          <li>
            <Link to={SAFETY_PLAN_HARD_MOMENT_PATH}>Mon plan de sécurité</Link>
          </li>
        ) : null}
      </ul>
    </div>
  );
}

interface WaitingVersion {
  /** Lets the waiting service worker take over, then reloads once it does: the person's choice. */
  update: () => void;
}

let workbox: Workbox | undefined;

/** Registers the service worker once per page, and says when a new version waits. */
function useWaitingVersion(): WaitingVersion | null {
  const [waiting, setWaiting] = useState<WaitingVersion | null>(null);
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const first = !workbox;
    // Workbox registers after the page's load event: the first screen is drawn before any of it.
    workbox ??= new Workbox('/sw.js', { scope: '/' });
    const wb = workbox;
    const onWaiting = () =>
      setWaiting({
        update: () => {
          wb.addEventListener('controlling', () => window.location.reload());
          wb.messageSkipWaiting();
        },
      });
    wb.addEventListener('waiting', onWaiting);
    // A browser that refuses service workers (private mode, a policy, a test) still has the app:
    // only the offline copy is missing, so the refusal is not an error to show.
    if (first) wb.register().catch(() => undefined);
    return () => wb.removeEventListener('waiting', onWaiting);
  }, []);
  return waiting;
}
