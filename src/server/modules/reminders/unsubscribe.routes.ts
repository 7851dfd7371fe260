import type { FastifyInstance, FastifyReply } from 'fastify';
import { REMINDERS_STOP_PATH } from '#shared/paths';
import type { RemindersService } from './reminders.service';
import type { UnsubscribeTokens } from './unsubscribe-token';

/**
 * « Ne plus recevoir ces rappels », from a mail, without signing in: GET shows a French page with
 * one button (a mail program that opens links ahead, to check them, must not turn anything off);
 * POST turns the reminders off for the person the token names, and for no one else. A token that
 * was not made by the server does nothing and says so.
 */
export function unsubscribeRoutes(service: RemindersService, tokens: UnsubscribeTokens) {
  return async function routes(app: FastifyInstance): Promise<void> {
    // The page's own form posts application/x-www-form-urlencoded: read it here, for this page only.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

    app.get(REMINDERS_STOP_PATH, async (request, reply) => {
      const token = tokenOf(request.query);
      if (!tokens.verify(token)) return page(reply, 400, INVALID);
      return page(
        reply,
        200,
        `<h1>Ne plus recevoir tes rappels ?</h1>
<p>Tu ne recevras plus de rappel de Renouveau, ni par e-mail ni en notification. Tu pourras les remettre quand tu veux dans « Mon compte ».</p>
<form method="post" action="${REMINDERS_STOP_PATH}?jeton=${encodeURIComponent(token)}">
<button type="submit">Arrêter les rappels</button>
</form>`,
      );
    });

    app.post(REMINDERS_STOP_PATH, async (request, reply) => {
      const userId = tokens.verify(tokenOf(request.query));
      if (!userId) return page(reply, 400, INVALID);
      await service.stop(userId);
      return page(
        reply,
        200,
        `<h1>C’est fait</h1>
<p role="status">Tu ne recevras plus de rappel. Si un jour tu en veux de nouveau, tu pourras les remettre dans « Mon compte ».</p>
<p>Prends soin de toi.</p>`,
      );
    });
  };
}

const INVALID = `<h1>Ce lien ne marche pas</h1>
<p>Il est peut-être incomplet : copie-le en entier depuis l’e-mail. Tu peux aussi arrêter tes rappels dans « Mon compte ».</p>`;

function tokenOf(query: unknown): string {
  const value = (query as Record<string, unknown> | undefined)?.jeton;
  return typeof value === 'string' ? value.slice(0, 500) : '';
}

/** A page on its own (no app, no script): it must work in any browser a mail opens. */
function page(reply: FastifyReply, status: number, body: string) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .send(
      `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Rappels · Renouveau</title>
<style>${STYLE}</style></head>
<body><main>${body}
<p><a href="/">Aller sur Renouveau</a></p></main></body>
</html>`,
    );
}

// The app's colours (src/client/styles.css: --paper, --ink, --rose-600, --lavender-700), in the page
// itself: it has no bundle to load.
const STYLE = `body { margin: 0; background: #fffaf7; color: #2d2438; font: 1rem/1.5 system-ui, sans-serif; }
main { max-width: 34rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 14px; box-shadow: 0 2px 10px rgb(45 36 56 / 8%); }
@media (max-width: 36rem) { main { margin: 0; border-radius: 0; min-height: 100vh; box-sizing: border-box; } }
h1 { font-size: 1.5rem; margin-top: 0; }
button { font: inherit; font-weight: 600; padding: 0.7rem 1.2rem; min-height: 44px; border: 0; border-radius: 999px; background: #a8325e; color: #fff; cursor: pointer; }
button:focus-visible, a:focus-visible { outline: 3px solid #5b3f94; outline-offset: 2px; }
a { color: #5b3f94; }`;
