/**
 * The offline companion's words for what the person brings: a victory (days without contact), good
 * news, a slip or an urge resisted, « je suis en sécurité », thanks, a goodnight or a goodbye, the
 * time since the breakup.
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

/** Good news, celebrated specifically: {who} the person named, {when} the day they named. */
export const GOOD_NEWS_LINES: readonly string[] = [
  'Oh, ça me fait tellement plaisir de lire ça !',
  'Quelle bonne nouvelle, vraiment !',
  'Ça, c’est une belle nouvelle.',
];

export const GOOD_NEWS_WHO_LINES: readonly string[] = [
  'Ça a fait plaisir à {who} de t’entendre : tu vois, tu comptes pour les gens autour de toi.',
  'Ce lien avec {who}, il est précieux : garde-le bien près de toi.',
  '{who} tient à toi, ça se voit, et ça compte tellement en ce moment.',
];

export const GOOD_NEWS_WHEN_LINES: readonly string[] = [
  'Et {when}, c’est déjà prévu : profite de ce moment.',
  '{When} est déjà prévu, c’est quelque chose à attendre.',
];

export const GOOD_NEWS_PLAIN_LINES: readonly string[] = [
  'Ce genre de moment compte, même quand le reste est encore lourd : garde-le quelque part, dans ton journal par exemple.',
  'Tu as le droit de te réjouir de ça pleinement.',
  'Savoure-le : ces moments-là comptent, même quand le reste est encore lourd.',
  'Ça mérite d’être remarqué, et je suis contente que tu me le dises.',
  'Ce sont ces petites lumières-là qui montrent que tu avances.',
];

/** A small victory, with its number (« Cinq jours, c'est énorme. »). */
export const VICTORY_LINES: readonly string[] = [
  '{days}, c’est énorme. Chacun de ces jours, c’est toi qui l’as tenu.',
  '{days} sans contact : sois {fier·e} de toi, vraiment.',
  'Bravo pour ces {days_lower}. Ce n’est pas rien, c’est toi qui avances.',
  '{days} sans écrire à {ex} : chacun de ces jours, c’est toi qui l’as tenu.',
];

/** After a crisis, the person says they are safe. */
export const SAFE_LINES: readonly string[] = [
  'Je suis tellement soulagée de te lire : merci de me dire que tu es en sécurité. Le 3114 reste joignable jour et nuit si ça revient.',
  'Ça me rassure de savoir que tu es en sécurité. Si ça revient, le 3114 répond à toute heure.',
];

export const THANKS_LINES: readonly string[] = [
  'Avec plaisir, vraiment. Merci à toi de me faire confiance.',
  'Merci à toi : ça me touche que tu me le dises.',
  'Avec plaisir. Je suis contente si ça t’a fait un peu de bien.',
  'Merci à toi d’être {venu·e} me parler. Ce n’est jamais rien, de dire ce qu’on traverse.',
];

/** A goodnight: no question, the person is going to sleep. */
export const GOODNIGHT_LINES: readonly string[] = [
  'Bonne nuit. Dors bien, et prends soin de toi ce soir : je suis là demain si tu as besoin 🌙',
  'Repose-toi bien. Bonne nuit, je suis là quand tu veux 💛',
  'Bonne nuit à toi. Laisse le reste de côté jusqu’à demain, ça peut attendre.',
  'Bonne nuit. Si ça tourne trop dans ta tête, pose-le ici ou sur un papier, et reviens demain 🌙',
  'Bonne nuit. Merci d’être {passé·e} ce soir, je suis là demain.',
  'Bonne nuit, doucement. Demain est une autre journée, et je serai là.',
  'Va te reposer. Bonne nuit, prends soin de toi 💛',
];

export const GOODBYE_LINES: readonly string[] = [
  'À bientôt, prends soin de toi. Je suis là quand tu veux 💛',
  'Prends soin de toi, et reviens quand tu veux : je suis là.',
  'À plus tard. Merci pour ce moment, prends soin de toi.',
  'Vas-y, et prends soin de toi. Je suis là quand tu reviens.',
  'À bientôt. Sois {doux·ce} avec toi aujourd’hui 💛',
  'Bonne suite de journée, et à bientôt. Je ne bouge pas.',
];

/** After a victory: what helped, not a score. */
export const VICTORY_QUESTIONS: readonly string[] = [
  'Qu’est-ce qui t’a le plus {aidé·e} à tenir ?',
  'Comment tu te sens, en le disant ?',
  'Il y a eu un moment plus dur que les autres, pendant ces jours-là ?',
];

/** After good news: let the person stay in it a moment. */
export const GOOD_NEWS_QUESTIONS: readonly string[] = [
  'Qu’est-ce que ça t’a fait, sur le moment ?',
  'Tu te sens comment, là, avec ça ?',
  'Qu’est-ce que ça t’a apporté, ce moment ?',
];

/** After « je suis en sécurité ». */
export const SAFE_QUESTIONS: readonly string[] = ['Qu’est-ce qui t’a {aidé·e} à traverser ce moment ?', 'Comment tu te sens, maintenant ?'];

/** After thanks. */
export const THANKS_QUESTIONS: readonly string[] = [
  'Comment tu te sens, là, maintenant ?',
  'Qu’est-ce qui te ferait du bien pour la suite de ta journée ?',
  'Qu’est-ce que tu retiens de ce moment ?',
  'Il y a autre chose dont tu aimerais parler ?',
];

/** « Ça fait trois semaines aujourd'hui »: the time since the breakup, said back as the person said it. */
export const TIME_SINCE_LINES: readonly string[] = [
  '{Count}… C’est à la fois peu, et tellement long quand on a mal chaque jour.',
  '{Count} déjà. Ces dates-là ont une façon de revenir en plein cœur.',
];

export const TIME_SINCE_QUESTIONS: readonly string[] = [
  'Comment tu te sens, ces jours-ci ?',
  'Qu’est-ce qui a changé pour toi depuis, même un tout petit peu ?',
];

/** « J'ai rien envoyé »: the urge met and let pass. */
export const RESISTED_LINES: readonly string[] = [
  'Tu n’as pas envoyé. C’est exactement ça, tenir : l’envie était là, et tu l’as laissée passer.',
  'Tu as laissé passer la vague sans rien envoyer. Ça demande beaucoup, et tu l’as fait.',
];

export const RESISTED_QUESTIONS: readonly string[] = [
  'Qu’est-ce qui t’a {aidé·e}, à ce moment-là ?',
  'Comment tu te sens, maintenant que c’est passé ?',
];

/** Good news of a kind Janne can name: a night slept, laughter, a place returned to, something obtained. */
export const GOOD_SLEEP_LINES: readonly string[] = [
  'Une vraie nuit de sommeil ! Le corps en avait tellement besoin, et c’est souvent le premier signe que quelque chose se répare.',
  'Dormir d’une traite, après ces nuits-là, c’est un vrai cadeau. Garde-le en tête les soirs plus durs.',
];

export const GOOD_LAUGH_LINES: readonly string[] = [
  'Tu as ri ! Ça paraît petit, mais c’est énorme : la joie n’est pas partie, elle revient par moments.',
  'Rire de nouveau, même un soir, ça montre que tu es capable de légèreté encore. Ce n’est pas trahir ta peine.',
];

export const GOOD_RETURN_LINES: readonly string[] = [
  'Retourner {place}, c’était un vrai pas, et tu l’as fait.',
  'Tu es {retourné·e} {place} : reprendre ce qui était à toi, c’est exactement comme ça qu’on se retrouve.',
];

export const GOOD_GOT_LINES: readonly string[] = [
  'Bravo ! C’est toi qui l’as obtenu, au milieu de tout ce que tu traverses.',
  'Félicitations, vraiment. Ça prouve que ta vie continue d’avancer, même quand ton cœur traîne un peu.',
];

/** A slip: the person wrote or called. No reproach, no reset of their worth; the counter is not the point. */
export const SLIP_LINES: readonly string[] = [
  'Tu as craqué, et tu t’en veux. Ça arrive à presque tout le monde, et ça n’efface pas les jours que tu as tenus avant.',
  'Un message envoyé, ce n’est pas un échec de toute ta démarche. C’est un moment difficile, et tu as le droit d’être {indulgent·e} avec toi.',
  'Ce qui est fait est fait, et je ne te juge pas. Ce qui compte maintenant, c’est comment tu prends soin de toi après.',
];

export const SLIP_QUESTIONS: readonly string[] = [
  'Comment tu te sens, depuis ?',
  'Qu’est-ce qui s’est passé juste avant que tu lui écrives ?',
  'Qu’est-ce que tu espérais, au moment d’envoyer ?',
];

/** A goodnight that brings news: the news heard first, in a few words. */
export const GOOD_BEFORE_CLOSING_LINES: readonly string[] = [
  'Oh, ça me fait plaisir de lire ça avant que tu ailles dormir.',
  'Belle nouvelle pour finir la journée, vraiment.',
  'Ça, c’est une jolie fin de journée.',
];

/** Good news mixed with pain: both are true. */
export const GOOD_MIXED_LINES: readonly string[] = [
  'Il y a du bon là-dedans, même si c’est mêlé à quelque chose de plus lourd. Les deux ont le droit d’exister en même temps.',
  'Une vraie bonne nouvelle, et en même temps ce pincement : c’est souvent comme ça, au début, chaque joie rappelle ce qui manque.',
];

/** « Attends, je reviens »: go, she is here. */
export const BRB_LINES: readonly string[] = [
  'Vas-y, je suis là 💛',
  'Prends ton temps, je ne bouge pas.',
  'Pas de souci, je suis là quand tu reviens.',
];
