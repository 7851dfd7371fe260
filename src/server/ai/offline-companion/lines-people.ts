/**
 * The offline companion's words about the people of the person's life: a friend or a sister to
 * reach (support, encouraged), and the urge to write to the ex (the urge flow, « J'ai envie de lui
 * écrire », once per conversation, and a shorter pointer after).
 *
 * Content, not logic: the move is chosen in moves.ts, its lines in compose.ts. No line holds a
 * question mark except the questions: a reply is what the message asks for, said once, then
 * exactly one open question (SPEC §1); the questions here follow each kind of answer (a theme's
 * own question follows its words, in themes.ts). Each pool holds enough lines that a person who
 * comes back to the same subject every day does not read the same sentence twice in 50 replies
 * (issue 26).
 *
 * Markers: `{name}` and `{relation}` a person of their life, `{fact}` a memory, `{days}` a count in
 * the person's words with a capital, `{count}` a time since the breakup as they said it, `{place}`
 * where they went back to, `{ex}` the ex's first name; words about the person agree with their
 * gender (`{seul·e}`, shared/gender.ts).
 */

/**
 * A friend, a sister, a colleague: support to encourage, never an urge to resist (issue 26).
 * {name} is the person, {relation} how they relate (« ton amie »).
 */
export const SUPPORT_LINES: readonly string[] = [
  'Appeler {name}, c’est une très bonne idée : ce genre de lien aide vraiment à traverser une rupture. Même un message court suffit pour commencer.',
  '{name} a l’air de compter pour toi. Reprendre contact, même maladroitement, c’est souvent accueilli avec plus de joie qu’on ne le craint.',
  'Tu peux tout à fait faire signe à {name} : un simple « ça me ferait du bien de te voir », c’est déjà beaucoup.',
];

export const URGE_LINES: readonly string[] = [
  'Quand l’envie revient, ouvre « J’ai envie de lui écrire », dans Mes progrès : tu y écris ton message sans jamais l’envoyer, tu relis tes raisons et tu laisses passer dix minutes.',
  'Avant de toucher à ton téléphone, ouvre « J’ai envie de lui écrire » : ton message y reste, jamais envoyé, le temps que la vague redescende. Chaque jour sans contact, dans Mes progrès, c’est toi qui l’as gagné.',
  'Tu peux écrire ce message dans « J’ai envie de lui écrire », sans l’envoyer, puis regarder ton compteur dans Mes progrès.',
];

/** A message already written and kept (« dans mes brouillons »): what to do with it, said plainly. */
export const DRAFT_LINES: readonly string[] = [
  'Ce brouillon pour {ex}, tu peux le mettre à l’abri de toi-même : copie-le dans « J’ai envie de lui écrire », dans Mes progrès, où il ne partira jamais, puis efface-le de ton téléphone.',
  'Un brouillon qui attend depuis des jours, c’est lourd à garder sous le pouce : déplace-le dans « J’ai envie de lui écrire », dans Mes progrès. Il y reste, jamais envoyé.',
];

/** After a friend, a sister, a colleague: what would help reach them. */
export const SUPPORT_QUESTIONS: readonly string[] = [
  'Qu’est-ce qui te retient un peu, avec cette personne ?',
  'Qu’est-ce que tu aurais envie de lui dire, pour commencer ?',
  'Qu’est-ce que ça te ferait, d’avoir de ses nouvelles ?',
];

/** The urge flow again, briefly, when Janne already showed it in this conversation. */
export const URGE_AGAIN_LINES: readonly string[] = [
  'Tu sais où elle est : « J’ai envie de lui écrire », dans Mes progrès. Ton message peut y attendre, jamais envoyé, le temps que ça redescende.',
  'Si l’envie est forte, la même porte reste ouverte : « J’ai envie de lui écrire », dans Mes progrès. Rien n’y part jamais.',
  'Ton compteur, dans Mes progrès, est toujours là, et « J’ai envie de lui écrire » aussi, si tu as besoin de déposer ces mots quelque part.',
  'L’envie revient, et c’est normal. « J’ai envie de lui écrire », dans Mes progrès, est fait pour ces moments-là.',
  'Tu connais le chemin : Mes progrès, puis « J’ai envie de lui écrire ». Dix minutes, et on voit où en est la vague.',
];

/** A friend or a sister who is there (« ma fille m'appelle tous les soirs »): named, and the person allowed not to pretend. */
export const SUPPORT_PRESENT_LINES: readonly string[] = [
  '{name} a l’air d’être là pour toi, et c’est précieux. Tu n’es pas {obligé·e} de tout dire, mais tu as le droit de ne pas faire semblant.',
  'Ça compte, d’avoir {name} dans ta vie en ce moment. Les gens qui tiennent à nous préfèrent souvent la vérité à un « ça va » de façade.',
  'Je suis contente que tu aies {name} à tes côtés. Se laisser aider, même un peu, ce n’est pas déranger.',
  'Avoir des nouvelles de {name}, ça peut faire du bien, même les jours où on n’a envie de parler à personne.',
  'Ces liens-là, comme avec {name}, sont ce qui aide le plus à traverser une rupture, bien plus que tenir tout {seul·e}.',
  '{name} pense à toi, visiblement. Tu as le droit de t’appuyer un peu, ce n’est pas une faiblesse.',
];

export const SUPPORT_PRESENT_QUESTIONS: readonly string[] = [
  'Qu’est-ce que ça t’apporte, sa présence, en ce moment ?',
  'Tu arrives à lui dire comment tu vas vraiment ?',
  'Qu’est-ce que tu aimerais pouvoir partager avec cette personne ?',
];

/** « Je pourrais lui écrire, juste pour… ? »: her honest opinion, kindly. */
export const URGE_ASKED_LINES: readonly string[] = [
  'Si tu me demandes mon avis honnête : pas maintenant. Même pour une bonne raison, un message rouvre la porte, et c’est souvent toi qui restes ensuite à attendre la réponse.',
  'Mon avis, franchement : attends. Pas parce que ce serait mal, mais parce que tu mérites de ne pas dépendre de sa réponse ce soir.',
];

/** The urge, with the days held said inside it (« 9 jours », the person's count). */
export const URGE_WITH_DAYS_LINES: readonly string[] = [
  '{days} sans lui écrire, c’est beaucoup, et l’envie revient souvent justement quand on tient. Si tu me demandes mon avis : n’envoie pas ce soir.',
  'Tu as tenu {days_lower}, et cette envie ne les efface pas. Mon avis honnête : garde ce message pour toi, au moins jusqu’à demain.',
];

/**
 * A close one who weighs more than they help right now (« ma mère veut en parler à table, ça me
 * saoule »): heard as such, never welcomed as support (third blind reading, issue 40).
 */
export const FRICTION_LINES: readonly string[] = [
  'Je comprends que ça pèse : même quand {name} le fait par amour, parler de ta rupture quand tu n’en as pas envie, c’est épuisant.',
  'Ça peut vite devenir lourd, un proche qui veut trop en parler. Tu as le droit de dire à {name} que tu en parleras quand tu seras {prêt·e}.',
];
export const FRICTION_QUESTIONS: readonly string[] = [
  'Qu’est-ce que tu aimerais que ton entourage comprenne, en ce moment ?',
  'Qu’est-ce qui t’aiderait, avec eux, en ce moment ?',
];

/**
 * The person's child spoken of (« ma fille Léna, 7 ans, me demande quand papa rentre »): a parent
 * carrying their own pain and their child's, never a child to lean on (fourth blind reading, issue 40).
 */
export const PARENT_LINES: readonly string[] = [
  'On sent combien ton enfant compte pour toi. Être parent au milieu d’une rupture, c’est porter ta peine et un peu de la sienne en même temps.',
  'Les questions des enfants arrivent souvent le soir, quand tout est calme, et elles serrent le cœur. Tu n’as pas besoin d’avoir la réponse parfaite : ta présence compte plus que les mots.',
];
export const PARENT_QUESTIONS: readonly string[] = [
  'Comment ça se passe pour toi, avec tes enfants, en ce moment ?',
  'Qu’est-ce qui est le plus difficile, pour toi, quand ça arrive ?',
];
