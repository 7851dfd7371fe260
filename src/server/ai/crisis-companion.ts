/**
 * The offline Janne while a person is in crisis mode, and when they say they are safe again.
 *
 * These replies follow Programme Papageno's guidance and the 3114's practice for anyone who is
 * not a clinician: welcome what was said without minimising it, say plainly that help exists and
 * is one call away, stay present, ask one simple question. They never talk about means, never
 * present death as relief, never mention the ex or the app's other tools (those would change the
 * subject at the worst moment). They never repeat one another within the conversation: the
 * stored history is checked, so a reload or another day does not bring the same words back.
 *
 * The ChatService also uses them as the fallback when the AI provider fails in crisis mode: the
 * usual « Est-ce que tu peux reformuler ton message ? » would be the wrong words there.
 */
import { plainText, safeAcknowledgements } from '#shared/crisis-care';
import { agreeText } from '#shared/gender';
import type { ChatReplyInput } from './provider';

// The words about the person are marked in braces (« {seul·e} ») and agree with their gender.

/** What the person wrote, recognised roughly, so the first sentence answers it. */
const ACKNOWLEDGEMENTS: readonly { when: RegExp; replies: readonly string[] }[] = [
  {
    when: /\b(?:appele|appelee|appelle|telephone|au telephone|j'ai eu (?:le|quelqu'un)|3114)\b/,
    replies: [
      "Tu as appelé, ou tu y penses : c'est un vrai pas, et il demande du courage. 💜\n\nLes personnes du 3114 sont là pour ça, jour et nuit, et tu peux les rappeler autant de fois qu'il le faut.\n\nComment tu te sens, là, après ça ?",
    ],
  },
  {
    when: /\b(?:seule?|personne|isolee?|abandonnee?)\b/,
    replies: [
      "Tu te sens {seul·e} avec tout ça, et c'est une sensation très dure à porter la nuit.\n\nTu n'es pas {seul·e} en ce moment : je suis là, et au 3114 quelqu'un peut te parler de vive voix, tout de suite.\n\nQui, même une seule personne, pourrais-tu appeler ou rejoindre ce soir ?",
      "Être {seul·e} face à ça, c'est beaucoup trop pour une seule personne.\n\nTu peux écrire à quelqu'un de confiance simplement « ça ne va pas, tu peux m'appeler ? ». Et le 3114 répond à toute heure.\n\nQui pourrait être avec toi, ou au téléphone, dans l'heure qui vient ?",
    ],
  },
  {
    when: /\b(?:peur|angoisse|panique|tremble)\b/,
    replies: [
      "Tu as peur, et ton corps le sent aussi. C'est normal que tout paraisse plus grand en ce moment.\n\nSi tu veux, on peut respirer ensemble un instant. Et si la peur devient trop forte, le 3114 ou le 15 sont là tout de suite.\n\nQu'est-ce qui te fait le plus peur, là, maintenant ?",
    ],
  },
  {
    when: /\b(?:pleure|pleurer|larmes)\b/,
    replies: [
      "Tu as le droit de pleurer. Les larmes disent à quel point tu as mal, elles ne disent pas que tu es faible.\n\nJe reste là pendant ce temps. Et si tu as besoin d'une voix, le 3114 répond jour et nuit.\n\nQu'est-ce qui pourrait t'apporter un tout petit peu de douceur pendant les minutes qui viennent ?",
    ],
  },
  {
    when: /\b(?:fatiguee?|epuisee?|plus la force|crevee?|videe?)\b/,
    replies: [
      "Tu es à bout de forces, et ça se comprend après tout ce que tu portes.\n\nTu n'as rien à régler ce soir. Juste traverser les prochaines heures, et te faire aider pour ça : le 3114 est là, gratuitement, à toute heure.\n\nQu'est-ce qui t'aiderait à te reposer un peu, à l'abri ?",
    ],
  },
  {
    when: /\b(?:merci|t'es la|tu es la|es tu la)\b/,
    replies: [
      "Je suis là, et je ne pars pas. Merci de continuer à m'écrire.\n\nJe suis une intelligence artificielle : pour une présence humaine, le 3114 répond tout de suite, jour et nuit.\n\nComment ça va, là, en ce moment précis ?",
    ],
  },
];

/** When nothing above is recognised: each one welcomes, points to help, and asks. */
const GENERAL: readonly string[] = [
  "Je t'entends, et je prends au sérieux ce que tu me dis.\n\nTu n'as pas à traverser ce moment {seul·e} : au 3114, des soignants peuvent t'écouter tout de suite, gratuitement.\n\nQu'est-ce qui est le plus dur, là, maintenant ?",
  "Merci de continuer à me parler. Ce que tu ressens compte, même si tout te paraît noir en ce moment.\n\nLes pensées les plus lourdes finissent par passer, surtout quand on ne reste pas {seul·e} avec elles. Le 3114 est là pour ça, jour et nuit.\n\nQu'est-ce qui t'a {aidé·e}, ne serait-ce qu'un peu, les autres fois où ça allait très mal ?",
  "Je reste avec toi. Ta douleur est réelle, et tu mérites d'être {aidé·e} pour la porter.\n\nSi tu peux, éloigne de toi ce qui pourrait te faire du mal, et appelle le 3114 ou une personne de confiance.\n\nQui pourrais-tu prévenir ce soir ?",
  "Ce que tu vis est très difficile, et tu fais bien de l'écrire plutôt que de le garder pour toi.\n\nSi ta vie est en danger maintenant, appelle le 15 ou le 112. Sinon, le 3114 peut t'écouter tout de suite.\n\nQu'est-ce qui se passe pour toi en ce moment ?",
  "Je suis toujours là. On peut prendre les minutes qui viennent une par une.\n\nTon plan de sécurité est sur la carte d'aide, et « Respirer un moment » en haut de la conversation. Et le 3114 répond à toute heure.\n\nDe quoi aurais-tu besoin, là, tout de suite ?",
];

/**
 * When the person says again that they are not safe, once the next step was given (each keeps 3114
 * near, as every crisis reply does): the urgency again, in other words — never the safety question they have just answered (a blind reading
 * caught « Es-tu en sécurité ? » asked right after « non, j'ai les cachets à côté »).
 */
const NOT_SAFE_AGAIN: readonly string[] = [
  "Tu me dis que tu n'es pas en sécurité, et je te crois.\n\nSi tu risques de passer à l'acte, appelle le 15 ou le 112 maintenant : ils envoient quelqu'un. Sinon, le 3114 t'écoute tout de suite.\n\nQu'est-ce que tu peux éloigner de toi, ou confier à quelqu'un, pendant que tu appelles ?",
  "Je reste avec toi, et je veux que tu sois à l'abri ce soir.\n\nSi parler au téléphone est trop dur, envoie un SMS au 114 : quelqu'un te lira et t'aidera. Le 3114 et le 15 répondent aussi à toute heure.\n\nQui, près de toi, pourrait venir maintenant, même si tu dois le réveiller ?",
  "Merci de me le redire : c'est important, et tu fais bien.\n\nLe plus sûr maintenant, c'est une voix humaine : le 3114, ou le 15 si le danger est là tout de suite. Éloigne ce qui pourrait te faire du mal, et va près de quelqu'un si tu peux.\n\nJe suis là pendant ce temps. Quand tu auras appelé, écris-moi comment ça s'est passé.",
];

/**
 * When the card was about violence: the numbers for that — 17, 112, the 114 by SMS, the 3919 —
 * what to do about the danger (a safe place, the phone charged), and never « les pensées les plus
 * lourdes », which speaks of suicide (a blind reading caught it said to a woman facing her ex).
 */
const VIOLENCE: readonly string[] = [
  "Ce que tu vis n'est pas de ta faute, et ta sécurité passe avant tout.\n\nSi tu es en danger, appelle le 17 ou le 112 ; si tu ne peux pas parler, envoie un SMS au 114. Le 3919 t'écoute et te conseille, gratuitement, à toute heure.\n\nQui, près de toi, pourrait être prévenu maintenant ?",
  "Je t'entends. Avoir peur qu'il revienne, c'est épuisant, et ta peur est légitime.\n\nLe 3919 peut t'aider à préparer la suite : où aller, comment changer la serrure, comment porter plainte. Si tu es en danger immédiat, le 17.\n\nChez qui, parmi les gens de confiance, pourrais-tu dormir ce soir si tu en as besoin ?",
  "Merci de continuer à m'écrire. Tu n'as rien fait pour mériter ça.\n\nSi tu peux, garde ton téléphone chargé près de toi et note ce qui se passe, les dates, les messages : ça pourra t'aider. Le 3919 est là pour en parler, jour et nuit.\n\nQu'est-ce qui t'aiderait à te sentir un peu plus à l'abri cette nuit ?",
  "Je reste avec toi. Ce que tu décris est grave, même quand il s'excuse après.\n\nLe 17 si tu es en danger, le 114 par SMS si tu ne peux pas parler, le 3919 pour être {conseillé·e}.\n\nQui pourrait être avec toi, ou au courant de ce qui se passe ?",
];

/**
 * What Janne heard in a message in crisis mode, without her question: the welcome she has for it,
 * and where help is (« Tu te sens seule avec tout ça… »), or null when she recognises nothing.
 * The check after an unclear answer starts with it (crisis/policy.ts).
 */
export function crisisAcknowledgement(text: string, gender: ChatReplyInput['gender']): string | null {
  const plain = plainText(text);
  const reply = ACKNOWLEDGEMENTS.find((entry) => entry.when.test(plain))?.replies[0];
  return reply ? agreeText(reply.split('\n\n').slice(0, -1).join('\n\n'), gender) : null;
}

/**
 * A reply for crisis mode ('crisis') or for the person saying they are safe ('safe'), never one
 * already sent (and never the last one again), agreeing with the person's gender (inclusive when it
 * is not given). None of them asks whether the person is safe: the card asks it, and the check after
 * an unclear answer offers its two answers (crisis/policy.ts), once; a crisis reply answers what
 * the person said, and ends on an open question, so that a bare « oui » or « non » keeps answering
 * the one question that stands: whether the person is safe.
 */
export function composeCrisisModeReply(
  input: Pick<ChatReplyInput, 'history' | 'mode' | 'gender' | 'crisisCategories' | 'notSafe'>,
): string {
  const alreadySaid = new Set(input.history.filter((turn) => turn.role === 'assistant').map((turn) => turn.content));
  const agreed = (replies: readonly string[]) => replies.map((reply) => agreeText(reply, input.gender));
  const fresh = (replies: readonly string[]) => replies.find((reply) => !alreadySaid.has(reply));
  if (input.mode === 'safe') {
    const acknowledgements = safeAcknowledgements(input.gender);
    return fresh(acknowledgements) ?? acknowledgements[0]!;
  }

  const lastUserText = [...input.history].reverse().find((turn) => turn.role === 'user')?.content ?? '';
  const lastUser = plainText(lastUserText);
  const lastJanne = [...input.history].reverse().find((turn) => turn.role === 'assistant')?.content;
  // A victim of violence is pointed to 17, 114 and 3919 (whose replies ask about safety too), not to the suicide line's words.
  const violence = (input.crisisCategories?.length ?? 0) > 0 && input.crisisCategories!.every((category) => category === 'violence');
  const matching = violence ? [] : agreed(ACKNOWLEDGEMENTS.filter((entry) => entry.when.test(lastUser)).flatMap((entry) => entry.replies));
  const general = agreed(violence ? VIOLENCE : GENERAL);
  if (!violence && input.notSafe) {
    const urgent = agreed(NOT_SAFE_AGAIN);
    const reply = fresh(urgent) ?? urgent.find((text) => text !== lastJanne);
    if (reply) return reply;
  }
  // Everything was said already (a long night): start again, but never with the words just sent.
  const again = general.filter((reply) => reply !== lastJanne);
  return fresh(matching) ?? fresh(general) ?? again[input.history.length % again.length]!;
}
