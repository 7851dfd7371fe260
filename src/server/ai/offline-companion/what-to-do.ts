import type { Request } from './understanding';

/**
 * « Je sais pas quoi faire de ma soirée » (issue 29): whether the person asks what to do with their
 * time, when Janne may point to today's step of « Mon parcours ». Apart from understanding.ts,
 * which reads everything else a message asks.
 */

/**
 * The open forms of « what do I do », without an object (the steps' reading, REQUEST_PATTERNS.steps,
 * and the decision's « qu'est-ce que je pourrais faire »), and the words of an empty moment to fill.
 */
const WHAT_TO_DO =
  /\b(je fais (quoi|koi)|j'?fais (quoi|koi)|jfais (quoi|koi)|(quoi|koi|que) faire|qu'?est[- ]ce que je (fais|peux faire|pourrais faire)|on fait (quoi|koi)|tu me proposes? (quoi|koi)|(c'?est|c) (quoi|koi) le programme)\b/;
const TIME_TO_FILL =
  /\b(m'?occuper|je m'?ennuie|m'?ennuie|je tourne en rond|une idee\s*\?|une idee (d'?activite|de truc|de sortie|pour (moi|aujourd'?hui|ce soir|cet aprem))|(un truc|quelque chose) a (faire|me proposer)|propose[- ]moi|temps libre|rien de prevu)\b/;
/** « je fais quoi de ma vie » is not about the evening; « que faire de ses affaires », « je fais quoi s'il écrit » are about something else. */
const WHAT_TO_DO_ABOUT =
  /\b(fais (quoi|koi)|faire) (de|d'|avec|pour|contre|si|s'|quand) ?(ma vie|moi|lui|elle|il|ses|son|sa|mon ex|nous|tout ca)\b/;
/** What else a message may ask and still only ask what to do: thanks, « je sais pas », and the steps' and the decision's open forms. */
const ALONGSIDE_WHAT_TO_DO: ReadonlySet<Request> = new Set(['steps', 'decision', 'notKnowing', 'thanks']);

/**
 * The person asks what to do with their time (issue 29: then Janne may point to today's step of
 * « Mon parcours »): « je sais pas quoi faire de ma soirée », « qu'est-ce que je pourrais faire
 * aujourd'hui ? », « t'as une idée pour m'occuper ? ». Not a what-to-do about something — the ex's
 * photo, a draft, « comment arrêter », one's life — nor a message that asks anything else (the
 * urge, « est-ce normal ? », the ex's mind…). Whether the message also hurts is turn.ts's to say.
 */
export function asksWhatToDo(normalized: string, requests: ReadonlySet<Request>): boolean {
  if (![...requests].every((request) => ALONGSIDE_WHAT_TO_DO.has(request))) return false;
  if (WHAT_TO_DO_ABOUT.test(normalized) || /\b(comment|concretement|conseils?)\b/.test(normalized)) return false;
  return WHAT_TO_DO.test(normalized) || TIME_TO_FILL.test(normalized);
}
