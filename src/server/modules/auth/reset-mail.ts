import { RESET_LINK_TTL_SECONDS } from '#shared/password';
import { RESET_PASSWORD_PATH } from '#shared/paths';
import { escapeHtml, type MailMessage } from '#server/mail/mailer';

/** The link of the mail: the client's reset page at PUBLIC_URL (keeping a path prefix, if any). */
export function resetLink(publicUrl: string, token: string): string {
  const url = new URL(`${publicUrl.replace(/\/+$/, '')}${RESET_PASSWORD_PATH}`);
  url.searchParams.set('token', token);
  return url.toString();
}

const MINUTES = RESET_LINK_TTL_SECONDS / 60;

/** « Choisir un nouveau mot de passe »: French, tutoiement, plain text and the same in simple HTML. */
export function resetPasswordMail(to: string, link: string): MailMessage {
  const paragraphs = [
    'Bonjour,',
    'Quelqu’un (sans doute toi) a demandé à choisir un nouveau mot de passe pour ton compte Renouveau.',
    `Pour le choisir, ouvre ce lien dans les ${MINUTES} minutes qui viennent. Il ne sert qu’une fois :`,
  ];
  const after = [
    'Une fois le nouveau mot de passe choisi, toutes tes sessions ouvertes seront fermées : tu te reconnecteras avec lui.',
    'Si tu n’as rien demandé, tu n’as rien à faire : ton mot de passe actuel reste valable et personne n’a accès à ton compte.',
    'Prends soin de toi,\nL’équipe Renouveau',
  ];
  const text = [...paragraphs, link, ...after].join('\n\n');
  const html = `<!doctype html>
<html lang="fr">
<body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #2d2640; max-width: 36rem;">
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 0.6rem 1rem; background: #6b4fa8; color: #ffffff; border-radius: 0.5rem; text-decoration: none;">Choisir un nouveau mot de passe</a></p>
<p style="font-size: 0.9rem; color: #5b5470;">Si le bouton ne s’ouvre pas, copie cette adresse dans ton navigateur :<br>${escapeHtml(link)}</p>
${after.map((paragraph) => `<p>${escapeHtml(paragraph).replace('\n', '<br>')}</p>`).join('\n')}
</body>
</html>`;
  return { to, subject: 'Choisir un nouveau mot de passe · Renouveau', text, html };
}
