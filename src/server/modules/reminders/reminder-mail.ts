import { REMINDER_TITLE } from '#shared/reminder-push';
import { REMINDERS_STOP_PATH } from '#shared/paths';
import { escapeHtml, type MailMessage } from '#server/mail/mailer';

export function unsubscribeLink(publicUrl: string, token: string): string {
  const url = new URL(`${publicUrl.replace(/\/+$/, '')}${REMINDERS_STOP_PATH}`);
  url.searchParams.set('jeton', token);
  return url.toString();
}

/**
 * A reminder by e-mail: the day's invitation, a link into the app, and the way out. Nothing else:
 * an inbox can be read over a shoulder, so no name, no breakup, nothing the person wrote.
 */
export function reminderMail(to: string, text: string, { appLink, stopLink }: { appLink: string; stopLink: string }): MailMessage {
  const body = [
    text,
    `Ouvrir Renouveau : ${appLink}`,
    'Prends soin de toi,\nL’équipe Renouveau',
    `Tu reçois ce message parce que tu as choisi un rappel chaque jour. Pour ne plus le recevoir : ${stopLink}`,
  ].join('\n\n');
  const html = `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(REMINDER_TITLE)}</title></head>
<body style="margin: 0; padding: 1.5rem 1rem; background: #f7f4fb; font-family: system-ui, sans-serif; line-height: 1.5; color: #2d2640;">
<div style="max-width: 36rem; margin: 0 auto; padding: 1.5rem; background: #ffffff; border-radius: 0.75rem;">
<p style="margin-top: 0; font-size: 1.25rem;">${escapeHtml(text)}</p>
<p><a href="${escapeHtml(appLink)}" style="display: inline-block; padding: 0.6rem 1rem; background: #6b4fa8; color: #ffffff; border-radius: 0.5rem; text-decoration: none;">Ouvrir Renouveau</a></p>
<p>Prends soin de toi,<br>L’équipe Renouveau</p>
</div>
<p style="max-width: 36rem; margin: 1rem auto 0; font-size: 0.875rem; color: #5b5470;">Tu reçois ce message parce que tu as choisi un rappel chaque jour. <a href="${escapeHtml(stopLink)}" style="color: #5b5470;">Ne plus recevoir ces rappels</a></p>
</body>
</html>`;
  return {
    to,
    subject: `${text} · Renouveau`,
    text: body,
    html,
    // Mail programs show their own « Se désabonner » with this; it opens the same page.
    headers: { 'List-Unsubscribe': `<${stopLink}>` },
  };
}
