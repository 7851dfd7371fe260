/**
 * The offline companion's words for what a message asks (understanding.ts finds it): concrete
 * steps, « est-ce normal ? », a small victory, a goodnight… and the lines that show Janne heard —
 * the person's own words, the people of their life, what she remembers. Content, not logic:
 * offline-companion.ts chooses among them. No line holds a question mark except the questions:
 * a reply ends with exactly one open question (SPEC §1).
 *
 * Markers: `{echo}` the person's words, `{name}` and `{relation}` a person of their life, `{fact}`
 * a memory, `{days}` a count in words with a capital, `{ex}` the ex's first name; words about the
 * person agree with their gender (`{seul·e}`, shared/gender.ts).
 */
import type { ThemeId } from './themes';

/** The person's own words, reflected back. */
export const PERSON_LINES: readonly string[] = [
  'Je pense à {name}, {relation}, dont tu m’as parlé.',
  '{name}, {relation}, a l’air de compter pour toi.',
  'Ça me fait du bien de savoir que {name} est là, dans ta vie.',
];

/** Said only from « Ce que Janne retient de toi »: what she keeps is what that list shows. */
export const FACT_LINES: readonly string[] = ['Je me souviens de ce que tu m’as confié : {fact}', 'Tu me l’avais dit : {fact}'];

/**
 * « Tu te souviens… ? » with nothing about it in « Ce que Janne retient de toi »: Janne says what
 * she keeps, and asks again, rather than pretend (issue 26).
 */
export const REMEMBER_NOTHING_LINES: readonly string[] = [
  'Je ne garde que ce qui est dans « Ce que Janne retient de toi », dans Mon compte, et je n’y trouve rien là-dessus. Tu veux me le redire ? Je t’écoute.',
  'Honnêtement, non : je ne retiens que ce que montre « Ce que Janne retient de toi », et ça n’y est pas. Redis-le-moi, ça m’aidera à mieux te suivre.',
];

/** The ex's name, now and then, in a sentence of its own. */
export const EX_NAME_LINES: readonly string[] = [
  'Ce qui se passe en toi autour de {ex} est légitime.',
  'Avec {ex}, tu as perdu bien plus qu’une personne : des habitudes, des projets.',
  'Le vide laissé par {ex} prend de la place, c’est normal.',
];

/**
 * A friend, a sister, a colleague: support to encourage, never an urge to resist (issue 26).
 * {name} is the person, {relation} how they relate (« ton amie »).
 */
export const SUPPORT_LINES: readonly string[] = [
  'Appeler {name}, c’est une très bonne idée : ce genre de lien aide vraiment à traverser une rupture. Même un message court suffit pour commencer.',
  '{name} a l’air de compter pour toi. Reprendre contact, même maladroitement, c’est souvent accueilli avec plus de joie qu’on ne le craint.',
  'Tu peux tout à fait faire signe à {name} : dire simplement « tu me manques, on s’appelle ? », c’est déjà beaucoup.',
];

/** Good news, celebrated specifically: {who} the person named, {when} the day they named. */
export const GOOD_NEWS_LINES: readonly string[] = [
  'Oh, ça me fait tellement plaisir de lire ça !',
  'Quelle bonne nouvelle, vraiment !',
  'Ça, c’est une belle nouvelle.',
];
export const GOOD_NEWS_WHO_LINES: readonly string[] = [
  'Ça a fait plaisir à {who} de t’entendre : tu vois, tu comptes pour les gens autour de toi.',
  'Ce lien avec {who}, il est précieux : tu as bien fait de faire le premier pas.',
];
export const GOOD_NEWS_WHEN_LINES: readonly string[] = [
  'Et {when}, c’est déjà prévu : profite de ce moment.',
  '{When} est déjà prévu, c’est quelque chose à attendre.',
];
export const GOOD_NEWS_PLAIN_LINES: readonly string[] = [
  'Ce genre de moment compte, même quand le reste est encore lourd : garde-le quelque part, dans ton journal par exemple.',
  'Tu as le droit de te réjouir de ça pleinement.',
];

/**
 * « Tu crois que ça passe un jour ? »: an honest, hopeful answer — what is known of how heartbreak
 * eases (by waves, over weeks and months; Sbarra & Emery 2005; Lewandowski & Bizzoco 2007), never
 * a date (issue 26).
 */
export const HOPE_ANSWERS: readonly string[] = [
  'Oui, je le crois vraiment : ça passe. Pas d’un coup ni à date fixe, mais pour la plupart des gens la douleur d’une rupture diminue nettement au fil des semaines et des mois, par vagues de plus en plus espacées.',
  'Oui. Les études qui ont suivi des personnes après une rupture le montrent : la tristesse baisse peu à peu au fil des semaines, avec des jours plus durs qui reviennent, puis s’espacent. Ce que tu ressens aujourd’hui n’est pas ce que tu ressentiras toujours.',
  'Honnêtement ? Oui, ça s’apaise avec le temps. Je ne peux pas te donner de date, personne ne le peut, mais le chagrin d’amour diminue chez presque tout le monde au fil des mois, surtout quand on prend soin de soi comme tu essaies de le faire.',
];

export const URGE_LINES: readonly string[] = [
  'Quand l’envie revient, ouvre « J’ai envie de lui écrire », dans Mes progrès : tu y écris ton message sans jamais l’envoyer, tu relis tes raisons et tu laisses passer dix minutes.',
  'Avant de toucher à ton téléphone, ouvre « J’ai envie de lui écrire » : ton message y reste, jamais envoyé, le temps que la vague redescende. Chaque jour sans contact, dans Mes progrès, c’est toi qui l’as gagné.',
  'Tu peux écrire ce message dans « J’ai envie de lui écrire », sans l’envoyer, puis regarder ton compteur dans Mes progrès.',
];

/** A message already written and kept (« dans mes brouillons »): what to do with it, said plainly. */
export const DRAFT_LINES: readonly string[] = [
  'Ce brouillon, tu peux le mettre à l’abri de toi-même : copie-le dans « J’ai envie de lui écrire », dans Mes progrès, où il ne partira jamais, puis efface-le de ton téléphone.',
  'Un brouillon qui attend depuis des jours, c’est lourd à garder sous le pouce : déplace-le dans « J’ai envie de lui écrire », dans Mes progrès. Il y reste, jamais envoyé.',
];

export const STEPS_INTRO: readonly string[] = ['Concrètement, voici ce que je te propose :', 'Voici trois petits pas, concrets :'];

/** Two or three steps a person can take tonight, by theme; `default` for the others. Imperatives, tutoiement. */
export const STEPS: Readonly<Partial<Record<ThemeId, readonly string[]>> & { default: readonly string[] }> = {
  recontacter: [
    'Copie ce message dans « J’ai envie de lui écrire », où il ne partira jamais, puis efface-le de ton téléphone.',
    'Mets ton téléphone dans une autre pièce pour la soirée.',
    'Écris à une personne de confiance pour lui dire que c’est dur ce soir.',
  ],
  reseaux: [
    'Masque ses publications, ou mets son profil en sourdine, sans rien supprimer si c’est trop tôt.',
    'Désinstalle l’application pour quelques jours.',
    'Note dans ton journal ce que tu ressens après chaque coup d’œil : tu verras vite ce que ça te coûte.',
  ],
  jalousie: [
    'Arrête de regarder ses photos pour aujourd’hui : masque son profil.',
    'Écris trois choses que tu vaux, sans lien avec cette histoire.',
    'Appelle quelqu’un qui te connaît bien et raconte-lui ce que tu ressens.',
  ],
  nuits: [
    'Pose ton téléphone loin du lit une heure avant de dormir.',
    'Écris sur un papier ce qui tourne dans ta tête, pour le déposer quelque part.',
    'Respire lentement : inspire sur quatre temps, souffle sur six, dix fois.',
  ],
  travail: [
    'Choisis une seule tâche pour demain matin, la plus simple.',
    'Préviens une personne de confiance au travail que tu traverses une période difficile, sans tout raconter.',
    'Prévois une vraie pause à midi, loin de l’écran.',
  ],
  solitude: [
    'Prévois dès maintenant un moment avec quelqu’un ce week-end, même court.',
    'Sors marcher vingt minutes, même sans but.',
    'Écris dans ton journal ce qui te manque le plus quand tu es {seul·e}, pour le nommer.',
  ],
  colere: [
    'Écris une lettre de colère que tu n’enverras pas, sans te censurer.',
    'Bouge : marche vite, cours, tape dans un coussin.',
    'Attends demain avant toute décision ou tout message.',
  ],
  culpabilite: [
    'Écris ce que tu te reproches, puis ce que tu dirais à une amie qui te dirait la même chose.',
    'Note une chose que tu as bien faite dans cette histoire.',
    'Parle-en à une personne de confiance, ou à un·e psy si ça pèse trop.',
  ],
  confiance: [
    'Écris trois qualités que des proches t’ont déjà reconnues.',
    'Fais une petite chose aujourd’hui rien que pour toi.',
    'Ouvre Ma matrice d’introspection et ajoute une force que tu oublies souvent.',
  ],
  default: [
    'Prends dix minutes pour écrire ce que tu ressens dans ton Journal quotidien.',
    'Appelle ou écris à une personne de confiance aujourd’hui.',
    'Fais une chose douce pour ton corps : marcher, manger chaud, dormir un peu plus.',
  ],
};

/** « Est-ce normal ? » — an answer first. */
export const NORMAL_ANSWERS: readonly string[] = [
  'Oui, c’est normal, et c’est même très courant après une rupture : le cerveau cherche ce qui lui manque, un peu comme un manque physique.',
  'C’est normal. Beaucoup de personnes vivent exactement ça après une séparation, et ça ne dit rien de ta valeur.',
  'Oui, c’est tout à fait normal : ce que tu décris est l’une des réactions les plus fréquentes après une rupture.',
];

/** A small victory, with its number (« Cinq jours, c'est énorme. »). */
export const VICTORY_LINES: readonly string[] = [
  '{days}, c’est énorme. Chacun de ces jours, c’est toi qui l’as tenu.',
  '{days} sans contact : sois {fier·e} de toi, vraiment.',
  'Bravo pour ces {days_lower}. Ce n’est pas rien, c’est toi qui avances.',
];

/** After a crisis, the person says they are safe. */
export const SAFE_LINES: readonly string[] = [
  'Je suis tellement soulagée de te lire : merci de me dire que tu es en sécurité. Le 3114 reste joignable jour et nuit si ça revient.',
  'Ça me rassure de savoir que tu es en sécurité. Si ça revient, le 3114 répond à toute heure.',
];

export const THANKS_LINES: readonly string[] = [
  'Avec plaisir, vraiment. Merci à toi de me faire confiance.',
  'Merci à toi : ça me touche que tu me le dises.',
];

/** A goodnight: no question, the person is going to sleep. */
export const GOODNIGHT_LINES: readonly string[] = [
  'Bonne nuit. Dors bien, et prends soin de toi ce soir : je suis là demain si tu as besoin 🌙',
  'Repose-toi bien. Bonne nuit, je suis là quand tu veux 💛',
];

export const GOODBYE_LINES: readonly string[] = [
  'À bientôt, prends soin de toi. Je suis là quand tu veux 💛',
  'Prends soin de toi, et reviens quand tu veux : je suis là.',
];

/** The feelings the person named, named back: `{feelings}` is one (« cette colère ») or two joined by « et ». */
export const FEELING_ONE_LINES: readonly string[] = [
  'Et {feelings}, ça se comprend.',
  '{Feelings}, je l’entends.',
  '{Feelings} a sa place ici.',
];
export const FEELING_TWO_LINES: readonly string[] = [
  '{Feelings} en même temps : c’est lourd, et ça se comprend.',
  '{Feelings}, je les accueille avec toi.',
];
