/**
 * What the offline companion understands of a message before choosing its words (issue 14): what
 * the person asks (steps, « est-ce normal ? », a goodnight…), whether it is a question, and how
 * many days they held. Pure functions on normalised text (normalizeForMatching, normalize.ts): lower case,
 * no accents. The people of their life are read in people.ts, their feelings in feelings.ts.
 */
import { NOT_A_NAME } from './people';
import { normalizeForMatching } from './normalize';

export { normalizeForMatching };

/** What a message asks of Janne, beyond its theme. */
export type Request =
  | 'steps'
  | 'normal'
  | 'urge'
  | 'victory'
  | 'safe'
  | 'thanks'
  | 'goodnight'
  | 'goodbye'
  | 'good'
  | 'hope'
  | 'loveAgain'
  | 'remember'
  | 'unsureFeeling'
  | 'notKnowing'
  | 'decision'
  | 'brb'
  | 'exMind'
  | 'misread'
  | 'rightToGrieve'
  | 'slip'
  | 'plans'
  | 'resisted'
  | 'friendsWithEx'
  | 'changeSubject'
  | 'justPosing'
  | 'subjectDay'
  | 'subjectPerson'
  | 'subjectFeeling'
  | 'practical'
  | 'friction'
  | 'bullied';

const REQUEST_PATTERNS: Readonly<Record<Request, RegExp>> = {
  // « concrètement je fais quoi », « qu'est-ce que je fais de ce brouillon », « des conseils ? »
  steps:
    /\b(concretement|je fais quoi|j'?fais quoi|jfais quoi|je dois faire quoi|j'?dois faire quoi|que faire|quoi faire|qu'?est[- ]ce que je (fais|dois faire|peux faire)|qu'?est[- ]ce que tu me conseilles|tu me conseilles|des conseils?|un conseil|comment (je fais|faire|on fait|tu ferais|m'en sortir|arreter|tenir)|tu ferais quoi|je m'y prends comment)\b/,
  // « est-ce que c'est normal », « c normal », « je suis normal ? », « ça arrive à tout le monde ? »
  normal:
    /\b(est[- ]ce (que c'?est |que c |que je suis )?normal|c'?est normal|c normal|cest normal|normal (que|de|d'|qu')|suis[- ]je normale?|je suis normale?|ca arrive a tout le monde|tout le monde (fait|vit|ressent) (ca|pareil)|je suis (folle?|bizarre)|c'?est grave(?! si))\b/,
  // The urge to write, call or answer the ex, or a message already drafted.
  urge: /\b(pouce (est )?au[- ]dessus|j'?envoie (le|mon|ce|un) (sms|message|msg|texto)|je l'?envoie( ou pas)?|je lui (ecris|envoie|reponds)( ou pas)?|(pourrais|voudrais|vais|veux|envie de|j'?pourrais|jpourrais) lui (dire|parler|demander)|j'?ai (deja )?(ecrit|tape) (le|un|mon) (message|msg|texto|sms)|(envie|besoin|vais|veux|voudrais|failli|tente[er]?|hesite) (de |d')?(lui |l'|le |la )?(ecrire|envoyer|appeler|telephoner|texter|repondre|rappeler|recontacter)|(lui|l') ?(ecrire|envoyer|appeler|repondre|texter)|brouillons?|un (message|msg|texto|sms) pour (lui|elle)|jvais lui|j'?vais l'appeler|son numero|debloquer)\b/,
  // Days without contact, said as such (issue 26): « ça fait trois semaines » alone is the time since
  // the breakup, not a victory — the count must come with the contact not made.
  victory:
    /\b((tenu|sans (lui |l'|la |le )?(ecrire|parler|contact|appeler|repondre|regarder|ecrit)|pas (ecrit|appele|repondu|regarde|craque|parle)|j'?ai tenu|toujours pas craque)\b.*\b(jours?|j|semaines?)\b|\b(jours?|semaines?)( pile| deja| entiers?)? (sans (lui |l'|la |le |aucun |rien )?(ecrire|parler|contact|appeler|repondre|nouvelles|message|craquer|envoyer|rien envoyer)|que (je |j'?)(ne |n'?)?(lui |l'?)?(ai|l'?ai) (pas|rien|plus))\b)/,
  safe: /\b(je suis en securite|en securite|je suis a l'abri|je ne vais rien (me )?faire|je vais rien (me )?faire|la crise est passee|je suis (bien )?entouree?|j'?ai appele (le 3114|sos|quelqu'?un))\b/,
  thanks:
    /\b(merci|mrc|thx|thanks|je (te|vous) remercie|(ca|ça) m'?a fait du bien de (te |vous )?(parler|t'?ecrire|vous ecrire|discuter|ecrire))\b/,
  // Good news, to be celebrated as such (issue 26): a call that went well, a night slept, a plan.
  good: /\b(bonne nouvelle|(trop|super|tellement|hyper) contente?s?|(elle|il) etait (trop |super |tellement |hyper )?contente?|on se voit|on se revoit|on s'?est vue?s?|on a (ri|rigole|parle des heures)|j'?ai (bien |enfin )?dormi|nuit complete|(ca|ça) s'?est (bien|super bien|tres bien|trop bien) passe|j'?ai reussi|j'?ai ete (prise?|retenue?)|trop bien|trop cool|genial|je suis (trop )?fiere?|petite victoire|j'?ai eu (le|mon|ma|\d+)|m'?a fait rire|je suis (retournee?|allee?|sortie?)|pour la premiere fois|j'?ai dit oui|on m'?a (meme )?(confie|propose|offert|invitee?)|(elle|il) m'?a (propose|invitee?) de|m'?a proposee? (de venir|qu'?on)|je n'?ai pas pleure|j'?ai pas pleure|je n'?ai pense a rien|ca m'?a fait (du bien|un bien fou)|j'?ai ri|on a ri|j'?ai passe une (bonne|belle|super))(?![a-z])/,
  // « Tu crois que ça passe un jour ? »: a direct question about healing, answered first.
  hope: /\b((elle|il|ca|ça|cela) (finit|finira|va finir) par (partir|passer|s'?en aller|s'?apaiser|disparaitre)|(ca|ça|cela) (passe|passera|va passer|finit par passer|ira mieux|va mieux un jour|s'?apaise|va s'?apaiser|s'?attenue)( un jour| avec le temps)?|(ca|ça|cela) va (aller )?mieux (un jour|avec le temps)|(est[- ]ce que|tu crois que|tu penses que|crois[- ]tu que) (ca|ça|je|on) (va )?(passer|passe|m'?en remettre|s'?en remet|guerir|aller mieux|oublier)|combien de temps (ca |ça |cela )?(dure|prend|va durer|faut)|je vais m'?en remettre|on s'?en remet|un jour (ca|ça) ira|ca dure combien|(ca|ça) s'?arrange|(ca|ça) (va )?finir par (aller mieux|passer)|(ca|ça) va aller mieux|aller mieux un jour)/,
  // « Est-ce que je pourrai aimer à nouveau un jour ? »: honest, hopeful, no promise.
  loveAgain:
    /\b(aimer (a nouveau|de nouveau|encore|(encore )?quelqu'?un)|(encore|de nouveau|a nouveau) aimer|re-?aimer|retomber amoureu|retrouver (quelqu'?un|l'amour)|refaire ma vie|quelqu'?un (voudra|m'?aimera)|personne (ne )?(voudra|m'?aimera))/,
  // « Je sais pas ce que je ressens », « je sais plus où j'en suis »: Janne asks rather than name a feeling.
  unsureFeeling:
    /\b((je (ne )?sais (pas|plus)|j'?sais pas|jsp|chai pas) (trop )?(ce que je ressens|ce que je veux|ou j'?en suis|quoi penser|quoi ressentir)|tout (se )?melange|je ressens (tout et son contraire|rien)|c'?est (le )?flou|je suis perdue?)\b/,
  // « Je sais pas », « aucune idée » — usually an answer to Janne's question.
  notKnowing:
    /^(euh |bah |ben |hmm+ |je )?(je (ne )?sais (pas|plus)|j'?sais pas|jsp|chai pas|aucune idee|pas trop|bof|j'?en sais rien|je (ne )?sais pas trop)\b/,
  // « Vous répondez à côté », « ce n'est pas une bonne nouvelle »: the person says Janne misread them.
  misread:
    /\b(mal compris|mal comprise?|(m'?a|m'?avez) mal lue?|(tu|vous) (ne )?(m'?ecoutes?|m'?ecoutez|reponds?|repondez) (pas|a cote|rien)|repond(ez|s)? a cote|(c'?est|ce n'?est|c'?est pas|ce n'?est pas) (pas )?(une bonne nouvelle|ce que j'?ai dit|ma question|ce que je (disais|dis|voulais dire))|quelle (belle|bonne) nouvelle ?\?|je viens de te le dire|je vous l'?ai dit|je te l'?ai (deja )?dit|on tourne en rond|t'?as pas (toujours )?(capte|compris)|tu n'?as pas compris|vous n'?avez pas compris|rien a voir|pas vraiment ma question|tu ne reponds pas|tu reponds pas|vous ne repondez pas|vous avez lu)\b/,
  // « Est-ce que j'ai le droit d'être triste alors que c'est moi qui suis parti ? »
  rightToGrieve: /\b(le droit d'?(etre|avoir) (triste|mal|de la peine|du chagrin)|pas le droit d'?(etre|avoir) (triste|mal|de la peine))\b/,
  // « Attends, ma pote m'appelle, je reviens »: Janne lets the person go, no question.
  brb: /\b(je reviens|jreviens|j'?reviens|brb|deux sec|2 sec|attends? (2|deux) (min|minutes|sec|secondes))\b/,
  // « J'ai craqué, je lui ai écrit »: a slip, met without judgement (never a victory, never the urge flow as a reproach).
  slip: /\b(j'?ai craque|jai craque|j'?ai (fini par )?lui (ecrit|envoye|repondu|telephone)|j'?lui ai (ecrit|envoye)|je lui ai (ecrit|envoye|repondu|telephone)|je l'?ai (appele|rappele)|j'?ai repondu a (sa|son|une de ses|un de ses|ses))\b/,
  // « On avait parlé de se marier »: the future that was lost with the person.
  plans:
    /\b(se marier|notre mariage|on avait (prevu|parle de|regarde|reserve|choisi)|nos projets|des projets (ensemble|a deux)|un bebe|un enfant ensemble|acheter (une|un) (maison|appart)|emmenager ensemble|vivre ensemble)\b/,
  // « Tu penses que je devrais déménager ? », « je le quitte ou pas ? »: a decision that is the person's.
  decision:
    /\b(c'?est grave si je|c grave si je|est[- ]ce que je (peux|pourrais)|je devrais|je dois|j'?dois|j'?devrais|tu penses que je (devrais|dois)|tu crois que je (devrais|dois)|est[- ]ce que je (dois|devrais)|il faudrait que je|tu ferais quoi a ma place|a ma place)\b/,
  // « Je n'ai pas envoyé », « j'ai effacé le brouillon »: an urge resisted, celebrated without a count.
  resisted:
    /\b((j'?ai|je n'?ai) (rien|pas) envoye|j'?ai rien envoye|j'?ai efface (le|mon|ce) (message|msg|brouillon)|j'?ai resiste|j'?ai pas craque|je n'?ai pas craque)\b/,
  // « On peut rester amis ? »: a question of its own, answered honestly.
  friendsWithEx: /\b(rester (amie?s?|en contact|potes)|etre (amie?s?|potes) avec (lui|elle|mon ex|son ex|quelqu'?un))\b/,
  // « Tu penses qu'elle regrette ? », « il pense encore à moi ? »: what goes on in the ex's head.
  exMind:
    /\b(qu'?(il|elle) (regrette|pense (encore |toujours )?a moi|m'?aime (encore|toujours)|va revenir|reviendra|souffre|est heureu(x|se)|m'?a (vraiment )?aimee?)|(il|elle) (regrette|pense a moi|m'?aime encore|va revenir)\s*\?)/,
  // A question of law, money or papers (a lawyer, the house, a loan): honest practical help, never a theme's comfort.
  practical:
    /\b(avocate?s?|notaire|divorce|pension alimentaire|prestation compensatoire|garde (des enfants|alternee|partagee)|jaf|juge aux affaires|mediat(eur|rice|ion) familiale|vendre la maison|vente de la maison|maison (doit etre|va etre) vendue|partage des biens|compte joint|pret immobilier|credit immobilier|(mon|le) bail|rembourser|dettes?|retraite est (petite|maigre)|les papiers|impots)\b/,
  // « Tout le monde se moque de moi au lycée, ils ont partagé des photos » (issue 41): an adult and the 3018.
  bullied:
    /\b((tout le monde|tt le monde|ils|elles|les autres|toute la classe|la classe) (se moquent?|se fout|se foutent|m'?insultent?|me harcelent?|m'?humilient?) (de moi)?|(me|m') ?harcel\w*|harcelement|cyberharcel\w*|(photos?|videos?|captures?) (de moi )?(qui )?(circulent?|tournent?|partagee?s?|ont ete partagee?s?)|(ont|a) (partage|balance|poste|diffuse) (des |une |mes )?(photos?|videos?|captures?))\b/,
  // « Ma mère veut en parler à table, ça me saoule »: a close one who weighs, not support to welcome.
  friction:
    /\b(m'?a trahie?|m'?a menti|m'?a rien dit|m'?a cache|m'?a lachee?|m'?a decue?|me saoule|me soule|ca me saoule|m'?enerve|me gave|relou|me fatigue|me prend la tete|me met la pression|me harcele|insupportable|me colle|me lache pas|me juge|me fait la morale)\b/,
  // « Tu te souviens de ce que je t'ai dit ? »: answered from « Ce que Janne retient de toi » only.
  remember: /\b(tu te (souviens|rappelles?|rapelles?)|tu sais ce que je t'?ai dit|tu as retenu|t'?as retenu)\b/,
  // Her own answers to tap (shared/answers-to-tap.ts), and the same said in other words.
  changeSubject:
    /\b((je prefere|j'?aimerais|je voudrais|on peut|on pourrait|je veux) (plutot )?parler d'?autre chose|parlons d'?autre chose|changer de sujet|change(ons)? de sujet)\b/,
  justPosing:
    /\b(je (voulais|veux) (juste|seulement) (le |la |les |en )?(poser|deposer|dire|ecrire)( (la|ici|ca))?|juste (le |la )?poser (la|ici))\b/,
  subjectDay: /^(de |parler de )?ma journee\.?$/,
  subjectPerson: /^(de |parler de )?quelqu'?un qui compte (pour moi)?\.?$/,
  subjectFeeling: /^(de |parler de )?ce que je ressens\.?$/,
  goodnight:
    /\b(bonne nuit|bonne soiree|bn8|je vais (me coucher|dormir|essayer de dormir|au lit|aller dormir|me reposer)|je vais aller (dormir|me coucher)|dodo|je file au lit|(je vais|direction|hop|allez) au lit|bonne fin de nuit)\b/,
  goodbye:
    /\b(au revoir|bonne fin de (journee|soiree)|bisous|bises|biz|a plus|a\+|bye|a bientot|a la prochaine|ciao|je te laisse(?! (?:deviner|imaginer|voir|choisir|lire|juger|decider|penser))|je vais y aller|j'?dois y aller|je dois y aller|je dois filer|faut que j'y aille|a demain|a tout a l'heure)(?![a-z])/,
};

/**
 * Where the person went back to (« je suis retournée à la chorale » → « à la chorale »), in their
 * spelling, for good news said back specifically; null when the words are not that plain.
 */
export function placeReturnedTo(text: string): string | null {
  const match = /(?:retourn[ée]e?s?|re-?all[ée]e?s?) (à la|au|à l['’]|aux) (\p{L}{3,})/iu.exec(text.toLowerCase());
  if (!match) return null;
  const [, preposition = '', place = ''] = match;
  if (NOT_A_NAME.has(normalizeForMatching(place))) return null;
  return `${preposition.replace('’', "'")}${preposition.endsWith("'") || preposition.endsWith('’') ? '' : ' '}${place}`;
}

/** What kind of good news it is, when Janne can name it: a night slept, laughter, a place, something obtained. */
export function goodNewsKind(normalized: string): 'sleep' | 'laugh' | 'got' | null {
  if (/\b(j'?ai (bien |enfin |vraiment )?dormi|nuit complete|dormi d'?une traite|fait ma nuit)\b/.test(normalized)) return 'sleep';
  if (/\b(j'?ai (enfin )?ri|on a (bien )?(ri|rigole)|m'?a fait rire|j'?ai rigole|fou rire)\b/.test(normalized)) return 'laugh';
  if (
    /\b(j'?ai eu (le|mon|ma|l'|\d+) |j'?ai ete (prise?|retenue?|acceptee?)|j'?ai reussi (mon|ma|le|l')|j'?ai obtenu|j'?ai decroche)/.test(
      normalized,
    )
  )
    return 'got';
  return null;
}

/** Good news said in so many words: a success, a night slept, laughter, a plan with someone. */
const STRONG_GOOD =
  /\b(bonne nouvelle|(trop|super|tellement|hyper) contente?s?|j'?ai (reussi|obtenu|decroche)|j'?ai eu (le|mon|ma|l'|\d+)|j'?ai ete (prise?|retenue?|acceptee?)|je suis (trop |tellement )?fiere?|petite victoire|j'?ai (bien |enfin )?dormi|on a (bien )?(ri|rigole)\b|j'?ai (enfin )?ri\b|m'?a fait rire|trop bien|trop cool|genial|on se voit|on se revoit|j'?ai dit oui|m'?a proposee? (de venir|qu'?on)|(elle|il) m'?a (propose|invitee?) de)/;

/** Words of pain: with them, softer signs of good news are not read as good news. */
const HEAVY =
  /\b(mal|pire|pese|vide|silence|supporte pas|seule?|triste|pleure|pleurer|quitte|quittee|partie?|manque|en veux|coupable|craque|envie de (lui|l')|deteste|horrible|dur|difficile|angoiss|peur|etouff|rien vu venir|fini|finie)(?![a-z])/;

/** Words of pain, as above: a message that holds them is not read as only asking what to do (turn.ts). */
export function soundsHeavy(normalized: string): boolean {
  return HEAVY.test(normalized);
}

/** A plan with someone (« on se voit samedi », « elle m'a proposé de venir »), for « c'est déjà prévu ». */
export const PLAN =
  /\b(on se voit|on se revoit|rendez-vous|m'?a proposee? (de venir|qu'?on)|m'?a invitee?|(elle|il) (passe|vient)|on (va|doit) (se voir|aller|sortir|manger|boire))/;

/** What a decision is about: a small protective step, the ring, the children, the ex's things, or a life choice. */
export function decisionKind(normalized: string): 'protect' | 'ring' | 'kids' | 'adultKids' | 'things' | 'general' {
  // The children first: « son papa n'est plus à la maison » is about them, not the house.
  if (
    /\b(enfants?|fils|fille|petits?|gamins?|mome|papa|maman)\b/.test(normalized) &&
    /\b(dire|dit|expliquer|explique|annoncer|annonce|parler|parle|demande|revenir)\b/.test(normalized)
  )
    return /\b(1[6-9]|[2-9]\d) ans\b|\badultes?\b|\bgrands\b/.test(normalized) ? 'adultKids' : 'kids';
  if (/\b(vendre|racheter|demenager|appartement|appart|maison|quitter (mon|ma) (travail|boulot|job|ville))\b/.test(normalized))
    return 'general';
  if (
    /\b(bloquer|bloque|masquer|masque|me desabonner|desabonner|unfollow|supprimer (son numero|ses photos|nos photos|la conv)|effacer (son numero|ses messages)|archiver)\b/.test(
      normalized,
    )
  )
    return 'protect';
  if (/\b(alliance|bague|anneau)\b/.test(normalized)) return 'ring';
  if (/\b(cartons?|affaires|ses trucs|ses livres|rendre|rapporter|recuperer)\b/.test(normalized)) return 'things';
  return 'general';
}

/** « il m'a quittée », « c'est elle qui est partie »: the ex ended it. */
const LEFT_BY_THEM =
  /\b((il|elle|c'?est (lui|elle) qui) m'?a (quittee?|larguee?|plaquee?|lachee?|laissee? tomber|jetee?)|c'?est (lui|elle) qui (est partie?|a (rompu|mis fin|decide|choisi de partir))|(il|elle) est partie?\b(?! en (vacances|voyage|week))|(il|elle) a (rompu|mis fin a notre|decide de partir|choisi de partir))/;
/** « je l'ai quitté », « c'est moi qui suis partie », « j'ai rompu »: the person ended it. */
const LEFT_BY_ME =
  /\b(je l'?ai (quittee?|larguee?|plaquee?)|c'?est moi qui (suis partie?|l'?ai quittee?|ai (rompu|mis fin|quitte|decide|pris la decision))|j'?ai (rompu|mis fin a (notre|la|cette) (relation|histoire)|decide de (le|la) quitter|pris la decision de partir)|je suis partie?\b(?! (en|au|a|chez|me|dormir|travailler)))/;

/**
 * Who ended the relationship, as the person said it (issue 40: « c'est lui qui m'a quittée » was once
 * answered as if she had left): the latest of the texts that says it, oldest first — the story,
 * then the messages. Null when none says.
 */
export function whoLeft(texts: readonly string[]): 'them' | 'me' | null {
  for (const text of [...texts].reverse()) {
    const normalized = normalizeForMatching(text);
    // Both in one text (« il m'a quittée, et moi je suis partie de l'appart ») is left unsaid.
    const them = LEFT_BY_THEM.test(normalized);
    const me = LEFT_BY_ME.test(normalized);
    if (them !== me) return them ? 'them' : 'me';
  }
  return null;
}

/** The person addresses Janne with « vous » (« je vous vouvoie », « vous m'avez mal lue »). */
export function saysVous(normalized: string): boolean {
  return /\b(vous (m'?avez|avez|etes|pouvez|croyez|pensez|imaginez|savez|repondez|ecoutez)|je vous|vous vouvoie|pardonnez|permettez|dites-moi|excusez)\b/.test(
    normalized,
  );
}

/** A day or moment the person names (« samedi », « demain »), for good news said back specifically. */
export function momentIn(normalized: string): string | null {
  return (
    /\b(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|demain|ce week-end|ce weekend|ce soir|la semaine prochaine)\b/.exec(
      normalized,
    )?.[1] ?? null
  );
}

/** The person wants to write to, call or answer the ex (issue 15: Janne then points to the urge flow). */
export function wantsToContactEx(text: string): boolean {
  return REQUEST_PATTERNS.urge.test(normalizeForMatching(text));
}

/** The goodbye pattern, found opening a sentence (after « bon », « ok », « allez »…) or ending the message. */
function saysGoodbyeAtAnEdge(normalized: string): boolean {
  const goodbye = REQUEST_PATTERNS.goodbye.source;
  const opening = new RegExp(
    `(?:^|[.!?…,;:]\\s*)(?:(?:bon|ok|okay|allez|bref|aller|et|merci|merci janne|voila|sinon)\\s*,?\\s*)*${goodbye}`,
  );
  // Ending: the goodbye, then at most a few words (« à demain Janne », « bisous 💕 ») before the end.
  const ending = new RegExp(`${goodbye}[^.!?…]{0,24}[.!?…\\s]*$`);
  return opening.test(normalized) || ending.test(normalized.replace(/[^\p{L}\p{N}\s'.!?…,;:+-]/gu, ' ').trim());
}

/** Everything a message asks, in no particular order. A goodnight is also a goodbye: it wins. */
export function requestsIn(normalized: string): Set<Request> {
  const found = new Set<Request>();
  for (const [request, pattern] of Object.entries(REQUEST_PATTERNS) as [Request, RegExp][]) {
    if (pattern.test(normalized)) found.add(request);
  }
  // « Il a liké ma story, ça veut dire quoi ? »: what the ex's gesture means is what goes on in their head.
  if (
    /\b((ca|cela) (veut|voulait) dire quoi|qu'?est[- ]ce que (ca|cela) (veut|voulait) dire|(ca|cela) signifie (quoi|quelque chose))\b/.test(
      normalized,
    ) &&
    /\b(like|lik[ee]s?|story|stories|vu|message|msg|repondu|ecrit|poste|publie|suivi|abonne|bloque|debloque|appele|snap)\b/.test(normalized)
  )
    found.add('exMind');
  // « Je ne veux PAS lui écrire »: an urge denied is no urge (fourth blind reading).
  if (
    found.has('urge') &&
    /\b((je )?(ne )?(veux|vais|voudrais|compte|ai) (pas|plus|jamais|aucune envie de) (lui |l'|le |la )?(ecrire|appeler|repondre|envoyer|texter|recontacter)|pas envie de (lui |l'|le |la )?(ecrire|appeler|repondre|recontacter))\b/.test(
      normalized,
    ) &&
    !/\b(mais|envie de lui|j'?ai envie|je craque)\b/.test(normalized)
  )
    found.delete('urge');
  // « Comment on explique une séparation à un enfant ? »: the children's question, answered.
  if (
    /\bcomment (?:on |je |j'|lui |leur )*(?:explique|annonce|dit|dire|expliquer|annoncer|parle|parler)\b/.test(normalized) &&
    /\b(enfants?|fils|fille|petits?|gamins?|mome)\b/.test(normalized)
  )
    found.add('decision');
  // A goodbye is said where people say one — opening a sentence, or ending the message: « il n'y a
  // plus personne » (« a plus ») and « je sais pas si je dois y aller » were once answered « À bientôt »
  // (third blind reading).
  if (found.has('goodbye') && !saysGoodbyeAtAnEdge(normalized)) found.delete('goodbye');
  // « Je n'arrive pas à dormir » is not a goodnight.
  if (found.has('goodnight') && /\b(arrive pas|n'?arrive pas|impossible) a (dormir|me coucher)\b/.test(normalized))
    found.delete('goodnight');
  if (found.has('goodnight')) found.delete('goodbye');
  if (found.has('victory') && daysHeld(normalized) === null) found.delete('victory');
  // Good news is read only from clear words, or from softer ones (« pour la première fois », « je
  // suis sortie ») in a message with no pain in it: a blind reader met « Quelle bonne nouvelle ! »
  // to a wife leaving « un mardi » and a first evening alone (issue 26).
  if (found.has('good') && !STRONG_GOOD.test(normalized) && HEAVY.test(normalized)) found.delete('good');
  // « Merci, ça m'a fait du bien de te parler »: thanks for the talk, not news.
  if (found.has('good') && found.has('thanks') && !STRONG_GOOD.test(normalized)) found.delete('good');
  if (found.has('good') && found.has('urge')) found.delete('good');
  // « J'ai eu 6 en maths »: a grade under 12 is no good news (fifth blind reading: « Félicitations, vraiment »).
  if (
    found.has('good') &&
    /\bj'?ai eu ([0-9]|1[01])(?:[.,]\d+)?(?: ?(?:\/|sur) ?20)?\b/.test(normalized) &&
    !/\b(bonne nouvelle|contente?|fiere?|reussi)\b/.test(normalized)
  )
    found.delete('good');
  // « Ce n'est pas une bonne nouvelle » says Janne misread the message, not that there is news.
  if (found.has('misread')) found.delete('good');
  // « Ça va mieux un jour ? » asks about healing; « je suis en sécurité » is said, not asked.
  if (found.has('safe') && /\?/.test(normalized)) found.delete('safe');
  return found;
}

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  six: 6,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  onze: 11,
  douze: 12,
  treize: 13,
  quatorze: 14,
  quinze: 15,
  seize: 16,
  vingt: 20,
  trente: 30,
  quarante: 40,
  cinquante: 50,
  soixante: 60,
};

/**
 * The count as the person said it (« trois semaines », « 6 jours »), for Janne to say back in their
 * words: turned into days (« vingt-et-un jours »), a count the person never gave read as a fact
 * (issue 26). Null without a count.
 */
export function heldAsSaid(normalized: string): string | null {
  const match = /\b(\d{1,3}|(?:[a-z]+)(?:[- ](?:et[- ])?[a-z]+)?)\s*(jours?|j|semaines?)\b/.exec(normalized);
  if (!match || daysHeld(normalized) === null) return null;
  const [, amount = '', unit = ''] = match;
  const count = daysHeld(normalized) ?? 0;
  const weeks = unit.startsWith('semaine');
  const n = weeks ? count / 7 : count;
  // « fait quatre » (« ça fait quatre jours »): only the number words are the count.
  const numberWords = amount.split(/[- ]/).filter((part) => part === 'et' || NUMBER_WORDS[part] !== undefined);
  const spelled = numberWords.length > 0 && NUMBER_WORDS[numberWords[0] ?? ''] !== undefined ? numberWords : amount.split(/[- ]/).slice(-1);
  const words = /^\d+$/.test(amount) ? amount : spelled.join('-');
  return `${words} ${weeks ? (n > 1 ? 'semaines' : 'semaine') : n > 1 ? 'jours' : 'jour'}`;
}

/** « ça fait 5 jours », « cinq jours », « 2 semaines » (14), « vingt-trois jours »; null without a count. */
export function daysHeld(normalized: string): number | null {
  const match = /\b(\d{1,3}|(?:[a-z]+)(?:[- ](?:et[- ])?[a-z]+)?)\s*(jours?|j|semaines?)\b/.exec(normalized);
  if (!match) return null;
  const [, amount = '', unit = ''] = match;
  let count: number | null = null;
  if (/^\d+$/.test(amount)) count = Number(amount);
  else {
    const parts = amount.split(/[- ]/).filter((part) => part !== 'et');
    const values = parts.map((part) => NUMBER_WORDS[part]);
    if (values.every((value) => value !== undefined)) count = values.reduce<number>((sum, value) => sum + (value ?? 0), 0);
    else if (NUMBER_WORDS[parts.at(-1) ?? ''] !== undefined) count = NUMBER_WORDS[parts.at(-1) ?? ''] ?? null;
  }
  if (count === null || count <= 0) return null;
  return unit.startsWith('semaine') ? count * 7 : count;
}

/**
 * Whether the message asks Janne something directly: a question mark, or a question said without
 * one (« tu crois que… », « je fais quoi », « …ou pas »). A question deserves an answer, or an
 * honest « je ne sais pas » — never a reply beside it (issue 26).
 */
export function asksQuestion(normalized: string): boolean {
  return (
    /\?/.test(normalized) ||
    /[,.] ?(non|hein|nan|tu crois|t'?en penses quoi)\s*$/.test(normalized) ||
    /^(est[- ]ce|tu (crois|penses|trouves|ferais)|crois[- ]tu|penses[- ]tu|pourquoi|comment|combien|quand|qu'?est[- ]ce|c'?est (normal|grave|ma faute))\b/.test(
      normalized,
    ) ||
    /\b(ou pas|je fais quoi|tu en penses quoi|t'?en penses quoi|tu me conseilles)\s*$/.test(normalized)
  );
}
