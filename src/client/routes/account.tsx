import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { formatLongDate } from '#shared/dates';
import { ActiveSessions } from '#client/features/account/active-sessions';
import { ChangePasswordForm } from '#client/features/account/change-password-form';
import { MyData } from '#client/features/account/my-data';
import { FeedbackForm } from '#client/features/feedback/feedback-form';
import { MemoryPanel } from '#client/features/memory/memory-panel';
import { LockSettings } from '#client/features/lock/lock-settings';
import { MEMORY_TITLE } from '#shared/memory';
import { useSession } from '#client/lib/session';

// Loaded with the section, not in the list of what the first page must fetch: the landing page's
// 100 KB holds the names of every screen's chunks, and the reminders' code shares chunks with the journal.
const ReminderSettings = lazy(() => import('#client/features/reminders/reminder-settings'));

export default function AccountRoute() {
  const { user } = useSession();
  if (!user) return null; // the guard sends signed-out people to /login
  return (
    <div className="page--narrow">
      <title>Mon compte · Renouveau</title>
      <h1>Mon compte</h1>
      <section className="card" aria-labelledby="account-profile">
        <h2 id="account-profile" className="visually-hidden">
          Mes informations
        </h2>
        <dl className="details">
          <div>
            <dt>Email</dt>
            <dd>{user.email}</dd>
          </div>
          <div>
            <dt>Membre depuis</dt>
            <dd>{formatLongDate(new Date(user.createdAt))}</dd>
          </div>
        </dl>
      </section>
      <section className="card account__section" aria-labelledby="account-safety-plan">
        <h2 id="account-safety-plan">Mon plan de sécurité</h2>
        <p className="muted">Tes signes d'alerte, ce qui t'apaise et qui appeler, prêts pour les moments difficiles.</p>
        <p className="account__privacy">
          <Link to="/plan-de-securite">Ouvrir mon plan de sécurité</Link>
        </p>
      </section>
      <section className="card account__section" aria-labelledby="account-memory">
        <h2 id="account-memory">{MEMORY_TITLE}</h2>
        <MemoryPanel />
      </section>
      <section id="rappels" className="card account__section" aria-labelledby="account-reminders">
        <h2 id="account-reminders">Mes rappels</h2>
        <Suspense fallback={<p className="muted">Chargement…</p>}>
          <ReminderSettings />
        </Suspense>
      </section>
      <section className="card account__section" aria-labelledby="account-feedback">
        <h2 id="account-feedback">Ton avis</h2>
        <p className="muted">Une idée, une gêne, un merci ? Tout retour nous aide à rendre Renouveau plus doux.</p>
        <FeedbackForm />
      </section>
      <section className="card account__section" aria-labelledby="account-lock">
        <h2 id="account-lock">Verrouiller l'app</h2>
        <LockSettings />
      </section>
      <section className="card account__section" aria-labelledby="account-password">
        <h2 id="account-password">Changer mon mot de passe</h2>
        <ChangePasswordForm />
      </section>
      <section className="card account__section" aria-labelledby="account-sessions">
        <h2 id="account-sessions">Mes sessions actives</h2>
        <ActiveSessions />
      </section>
      <section className="card account__section" aria-labelledby="account-data">
        <h2 id="account-data">Mes données</h2>
        <MyData />
        <p className="muted account__privacy">
          <Link to="/confidentialite">Ce que nous faisons de tes données</Link>
        </p>
      </section>
    </div>
  );
}
