/**
 * The offline companion's words, by move (offline-companion.ts chooses the move and the lines;
 * understanding.ts reads the message): an answer to what was asked (« ça passe un jour ? »,
 * « est-ce normal ? », steps, a decision), a victory, a slip, good news, a friend to reach, the urge
 * to write to the ex, a feeling, « je sais pas »… and, for each, the questions that may follow it.
 * Content, not logic. No line holds a question mark except the questions: a reply ends with
 * exactly one open question (SPEC §1). Each pool holds enough lines that a person who comes back to
 * the same subject every day does not read the same sentence twice in 50 replies (issue 26).
 *
 * Markers: `{name}` and `{relation}` a person of their life, `{fact}` a memory, `{days}` a count in
 * the person's words with a capital, `{count}` a time since the breakup as they said it, `{place}`
 * where they went back to, `{ex}` the ex's first name; words about the person agree with their
 * gender (`{seul·e}`, shared/gender.ts).
 */
import type { ThemeId } from './themes';

/** Said only from « Ce que Janne retient de toi »: what she keeps is what that list shows. */
export const FACT_LINES: readonly string[] = ['Je me souviens de ce que tu m’as confié : {fact}', 'Tu me l’avais dit : {fact}'];

/**
 * « Tu te souviens… ? » with nothing about it in « Ce que Janne retient de toi »: Janne says what
 * she keeps, and asks again, rather than pretend (issue 26).
 */
export const REMEMBER_NOTHING_LINES: readonly string[] = [
  'Je ne garde que ce qui est dans « Ce que Janne retient de toi », dans Mon compte, et je n’y trouve rien là-dessus. Tu veux bien me le redire ?',
  'Honnêtement, non : je ne retiens que ce que montre « Ce que Janne retient de toi », et ça n’y est pas. Tu me le racontes de nouveau ?',
];

/**
 * A friend, a sister, a colleague: support to encourage, never an urge to resist (issue 26).
 * {name} is the person, {relation} how they relate (« ton amie »).
 */
export const SUPPORT_LINES: readonly string[] = [
  'Appeler {name}, c’est une très bonne idée : ce genre de lien aide vraiment à traverser une rupture. Même un message court suffit pour commencer.',
  '{name} a l’air de compter pour toi. Reprendre contact, même maladroitement, c’est souvent accueilli avec plus de joie qu’on ne le craint.',
  'Tu peux tout à fait faire signe à {name} : un simple « ça me ferait du bien de te voir », c’est déjà beaucoup.',
];

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

/**
 * « Tu crois que ça passe un jour ? »: an honest, hopeful answer — what is known of how heartbreak
 * eases (by waves, over weeks and months; Sbarra & Emery 2005; Lewandowski & Bizzoco 2007), never
 * a date (issue 26).
 */
export const HOPE_ANSWERS: readonly string[] = [
  'Oui, je le crois vraiment : ça passe. Pas d’un coup ni à date fixe, mais pour la plupart des gens la douleur d’une rupture diminue nettement au fil des semaines et des mois, par vagues de plus en plus espacées.',
  'Oui. Les études qui ont suivi des personnes après une rupture le montrent : la tristesse baisse peu à peu au fil des semaines, avec des jours plus durs qui reviennent, puis s’espacent. Ce que tu ressens aujourd’hui n’est pas ce que tu ressentiras toujours.',
  'Honnêtement, oui : ça s’apaise avec le temps. Je ne peux pas te donner de date, personne ne le peut, mais le chagrin d’amour diminue chez presque tout le monde au fil des mois, surtout quand on prend soin de soi comme tu essaies de le faire.',
  'Je le crois, oui, même si je sais que ça ne se sent pas de l’intérieur aujourd’hui. Le chagrin d’amour est l’une des douleurs les mieux connues : elle est très forte au début, puis elle perd de sa force, sans prévenir, un jour après l’autre.',
  'Oui, ça passe, mais pas en ligne droite. Il y aura encore des soirs difficiles, et pourtant, d’un mois à l’autre, la plupart des gens sentent que ça pèse moins.',
  'Je ne vais pas te promettre une date. Mais je peux te dire ce qu’on sait : presque tout le monde finit par aller mieux après une rupture, et les personnes qui prennent soin d’elles, comme tu le fais en venant ici, y arrivent souvent plus vite.',
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

export const STEPS_INTRO: readonly string[] = [
  'Concrètement, voici ce que je te propose :',
  'Voici trois petits pas, concrets :',
  'Quelques choses simples, pour ce soir :',
  'Si tu veux du concret :',
];

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
    'Sors prendre l’air, même dix minutes, sans ton téléphone.',
    'Choisis une seule petite tâche pour demain, et rien de plus.',
    'Note une chose, même minuscule, qui s’est bien passée aujourd’hui.',
  ],
};

/** « Est-ce normal ? » — an answer first. */
export const NORMAL_ANSWERS: readonly string[] = [
  'Oui, c’est normal, et c’est même très courant après une rupture : le cerveau cherche ce qui lui manque, un peu comme un manque physique.',
  'C’est normal, vraiment. Après une histoire comme celle avec {ex}, beaucoup de gens font exactement la même chose.',
  'C’est normal. Beaucoup de personnes vivent exactement ça après une séparation, et ça ne dit rien de ta valeur.',
  'Oui, c’est tout à fait normal : ce que tu décris est l’une des réactions les plus fréquentes après une rupture.',
  'Oui, c’est normal. Après une séparation, le cœur et le corps réagissent de façons qui surprennent, et celle-ci est très courante.',
  'C’est normal, vraiment. Ce que tu vis ressemble à ce que vivent beaucoup de personnes dans les premiers mois après une rupture.',
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

/** The feelings the person named, named back: `{feelings}` is one (« cette colère ») or two joined by « et ». */
export const FEELING_ONE_LINES: readonly string[] = [
  'Et {feelings}, ça se comprend.',
  '{Feelings}, je l’entends.',
  '{Feelings} a sa place ici.',
];

// ─── Issue 26, second round: one move per reply, and a question that follows from it ────────
//
// A reply is what the message asks for, said once, then one question (SPEC §1). The questions below
// follow each kind of answer; a theme's own question follows its words.

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

/** After the honest answer about healing. */
export const HOPE_QUESTIONS: readonly string[] = [
  'Qu’est-ce qui te ferait sentir, même un peu, que tu avances ?',
  'Tu te poses la question ce soir plus que d’habitude ?',
  'Qu’est-ce qui t’aiderait à tenir, en attendant que ça s’apaise ?',
  'Qu’est-ce qui te fait douter que ça puisse passer, toi ?',
  'Il y a des moments, déjà, où c’est un tout petit peu moins lourd ?',
];

/** « Est-ce que je pourrai aimer à nouveau ? »: honest, hopeful, no promise of a person or a date. */
export const LOVE_AGAIN_ANSWERS: readonly string[] = [
  'Je ne peux pas te le promettre, personne ne le peut. Mais ce que je sais, c’est que la capacité d’aimer ne s’use pas avec une rupture : la plupart des gens aiment de nouveau, souvent autrement, quand ils sont prêts.',
  'Je le crois, oui. Pas tout de suite, et pas forcément comme avant : le cœur a besoin de temps pour cicatriser. Mais avoir aimé fort dit surtout que tu en es capable, pas que c’était ta seule chance.',
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

/**
 * A question Janne cannot answer with what she understands: she says so plainly rather than answer
 * beside it (issue 26: « an honest je ne sais pas »), and asks what would help.
 */
export const UNSURE_LINES: readonly string[] = [
  'Je ne suis pas sûre d’avoir bien compris ta question, et je préfère te le dire plutôt que de te répondre à côté.',
  'Honnêtement, je ne sais pas te répondre avec certitude là-dessus. Je ne veux pas te raconter n’importe quoi.',
  'Ta question mérite une vraie réponse, et je ne suis pas certaine de l’avoir. Je préfère être franche.',
];
export const UNSURE_QUESTIONS: readonly string[] = [
  'Tu peux me la reformuler, ou me dire ce qui se cache derrière ?',
  'Qu’est-ce que toi, tu en penses, au fond ?',
  'Tu veux m’en dire un peu plus, pour que je comprenne mieux ?',
];

/** « Je sais pas » in answer to Janne: a real answer, followed by an easier question. */
export const NOT_KNOWING_LINES: readonly string[] = [
  'Ne pas savoir, c’est une vraie réponse aussi. Pas besoin d’avoir les idées claires pour en parler.',
  'C’est d’accord de ne pas savoir. Parfois tout est trop emmêlé pour être rangé en mots.',
  'Pas de souci. On n’est pas obligé d’y voir clair tout de suite.',
  'Ça va, tu n’as pas besoin d’une réponse toute prête.',
  'D’accord. Parfois, « je sais pas », c’est exactement là où on en est.',
  'Pas grave du tout. On peut avancer à tâtons.',
];
export const EASIER_QUESTIONS: readonly string[] = [
  'Si tu devais donner une note à ta journée, de 1 à 10, ce serait combien ?',
  'C’est plutôt lourd, vide, ou agité, en ce moment ?',
  'Qu’est-ce qui a été le plus dur, aujourd’hui ?',
  'Il y a eu un moment à peu près doux, aujourd’hui, même court ?',
  'Tu as mangé et dormi un peu, ces derniers jours ?',
  'Qu’est-ce qui t’a occupé l’esprit en premier ce matin ?',
];

/**
 * « Je sais pas ce que je ressens », or several feelings at once: Janne does not pick one for the
 * person (issue 26: when unsure which feeling it is, ask rather than name the wrong one).
 */
export const MIXED_FEELING_LINES: readonly string[] = [
  'Après une rupture, on peut ressentir plusieurs choses à la fois, ou rien de clair du tout. Ce n’est pas un problème à résoudre, juste un moment à traverser.',
  'C’est souvent comme ça : les émotions se mélangent, se contredisent, changent d’une heure à l’autre. Tu n’as pas à les trier toute {seul·e}.',
];
export const ASK_FEELING_QUESTIONS: readonly string[] = [
  'Si tu essaies de mettre un mot dessus, ce serait plutôt de la tristesse, de la colère, du vide, ou autre chose ?',
  'Où est-ce que tu le sens, dans ton corps, en ce moment ?',
];

/** Two feelings named together: both are true, neither is chosen for the person. */
export const TWO_FEELINGS_LINES: readonly string[] = [
  '{Feelings} en même temps : ce mélange est plus courant qu’on ne le croit, et l’un n’annule pas l’autre.',
  'Tu ressens {feelings}, et les deux ont leur place. On peut tout à fait ressentir des choses qui se contredisent.',
];

/** One feeling named, answered in its own terms (not a slot in a fixed sentence). */
export const FEELING_LINES: Readonly<Record<string, readonly string[]>> = {
  'cette fatigue': [
    'Quand même manger ou se lever demande un effort, c’est souvent le chagrin qui prend toute l’énergie. Ce n’est pas de la paresse, c’est de l’épuisement.',
    'Être {épuisé·e} comme ça après une rupture, c’est courant : le corps encaisse aussi. Aujourd’hui, faire le minimum, c’est déjà bien.',
  ],
  'cette colère': [
    'La colère dit souvent qu’une limite a été franchie. Elle a le droit d’exister, tant qu’elle ne se retourne pas contre toi.',
    'Être en colère après ce que tu as vécu, c’est légitime. Elle a besoin de sortir quelque part, sans te faire de mal.',
  ],
  'cette culpabilité': [
    'Se le reprocher, c’est très humain, mais une rupture se fait rarement à une seule personne.',
    'Cette culpabilité te fait porter un poids qui n’est sans doute pas entièrement le tien.',
  ],
  'cette honte': ['La honte a tendance à grossir dans le silence. Le fait que tu en parles ici, c’est déjà lui retirer un peu de place.'],
  'cette jalousie': ['La jalousie fait mal parce qu’elle compare, et ce genre de comparaison est toujours injuste envers soi.'],
  'cette peur': [
    'Quand l’angoisse monte, tout paraît plus grand et plus urgent qu’il ne l’est. Respirer lentement, souffle plus long que l’inspiration, aide le corps à redescendre.',
    'Cette peur, elle est réelle, même si ce qu’elle annonce ne l’est pas forcément. Une chose à la fois.',
  ],
  'ce sentiment de solitude': [
    'Se sentir {seul·e} après une rupture, c’est l’un des manques les plus durs : il y avait quelqu’un, et la place est vide.',
    'La solitude pèse plus le soir et le week-end, quand l’autre était là avant. Tu n’as pas à la porter sans rien dire.',
  ],
  'cette tristesse': [
    'Cette tristesse dit combien cette histoire comptait. Elle a le droit d’être là, aussi longtemps qu’il le faut.',
    'Pleurer, avoir le cœur lourd, c’est la façon dont on digère une perte. Ce n’est pas reculer.',
  ],
  'ce doute sur ta valeur': [
    'Une rupture peut faire douter de tout, surtout de soi. Mais qu’une histoire s’arrête ne dit pas ce que tu vaux.',
  ],
  'ce soulagement': ['Être {soulagé·e}, c’est permis aussi, même si c’est mêlé à d’autres choses.'],
  'ce vide': [
    'Ce vide, beaucoup de gens le décrivent après une rupture : pas forcément des larmes, plutôt une absence partout. Ce n’est pas de l’indifférence, c’est une manière d’encaisser.',
    'Se sentir vide, c’est parfois ce que fait le cœur quand il a trop ressenti d’un coup. Ça ne dure pas toujours.',
  ],
};
export const FEELING_QUESTIONS: readonly string[] = [
  'Qu’est-ce qui l’a fait monter, aujourd’hui ?',
  'Depuis quand c’est comme ça ?',
  'Qu’est-ce qui te ferait un tout petit peu de bien, là, ce soir ?',
];

/** A short answer with nothing Janne recognises, and no subject to stay on. */
export const LISTEN_LINES: readonly string[] = [
  'D’accord. Je t’écoute.',
  'Je vois.',
  'Je suis là, prends ton temps.',
  'Je te suis.',
  'Mm, je comprends.',
  'Merci de me le dire.',
];
export const LISTEN_QUESTIONS: readonly string[] = [
  'Tu veux m’en dire un peu plus ?',
  'Qu’est-ce qui te traverse, là ?',
  'Et toi, comment tu vas, au fond ?',
  'Comment tu te sens avec ça ?',
  'Qu’est-ce que ça te fait ?',
  'Et ça, ça t’aide ou ça te pèse ?',
];

/** After the answer to « est-ce normal ? », without a theme of its own. */
export const NORMAL_QUESTIONS: readonly string[] = [
  'Qu’est-ce qui te fait douter que ce soit normal ?',
  'Qu’est-ce que tu ressens quand ça t’arrive ?',
  'Qu’est-ce qui t’a fait te poser la question ?',
  'Qu’est-ce que ça te fait, de savoir que tu n’es pas {seul·e} à vivre ça ?',
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

export const DECISION_QUESTIONS: readonly string[] = ['Qu’est-ce qui t’attire dans cette idée ?', 'Qu’est-ce qui te fait hésiter, toi ?'];

/** « Ça fait trois semaines aujourd'hui »: the time since the breakup, said back as the person said it. */
export const TIME_SINCE_LINES: readonly string[] = [
  '{Count}… C’est à la fois peu, et tellement long quand on a mal chaque jour.',
  '{Count} déjà. Ces dates-là ont une façon de revenir en plein cœur.',
];
export const TIME_SINCE_QUESTIONS: readonly string[] = [
  'Comment tu te sens, ces jours-ci ?',
  'Qu’est-ce qui a changé pour toi depuis, même un tout petit peu ?',
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

/** « J'ai rien envoyé »: the urge met and let pass. */
export const RESISTED_LINES: readonly string[] = [
  'Tu n’as pas envoyé. C’est exactement ça, tenir : l’envie était là, et tu l’as laissée passer.',
  'Tu as laissé passer la vague sans rien envoyer. Ça demande beaucoup, et tu l’as fait.',
];
export const RESISTED_QUESTIONS: readonly string[] = [
  'Qu’est-ce qui t’a {aidé·e}, à ce moment-là ?',
  'Comment tu te sens, maintenant que c’est passé ?',
];

/** « Est-ce qu'on peut rester amis ? »: what is known, without deciding for the person. */
export const FRIENDS_WITH_EX_LINES: readonly string[] = [
  'Parfois, oui, mais rarement tout de suite. Une amitié demande que l’amour soit retombé des deux côtés ; avant, chaque échange risque de rouvrir la plaie, et c’est souvent celui qui souffre le plus qui paie.',
  'C’est possible pour certains, avec beaucoup de temps et de distance d’abord. Tu n’as pas à accepter maintenant ce qu’on te propose pour se sentir moins coupable : tu peux dire « pas pour l’instant ».',
];
export const FRIENDS_WITH_EX_QUESTIONS: readonly string[] = [
  'Qu’est-ce que toi, tu en attendrais, de cette amitié ?',
  'Qu’est-ce que ça t’a fait, qu’on te le propose ?',
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

export const SUPPORT_PRESENT_QUESTIONS: readonly string[] = [
  'Qu’est-ce que ça t’apporte, sa présence, en ce moment ?',
  'Tu arrives à lui dire comment tu vas vraiment ?',
  'Qu’est-ce que tu aimerais pouvoir partager avec cette personne ?',
];

/** Two feelings named: the question asks about them, not which one it is. */
export const TWO_FEELINGS_QUESTIONS: readonly string[] = [
  'Lequel prend le plus de place, en ce moment ?',
  'Qu’est-ce qui fait pencher d’un côté ou de l’autre, selon les moments ?',
];

/** « Combien de temps ça dure ? »: no rule of thumb, what is known instead. */
export const HOW_LONG_ANSWERS: readonly string[] = [
  'Il n’y a pas de durée fixe, et les règles qu’on entend (un an, la moitié du temps passé ensemble) ne reposent sur rien de solide. Ce que montrent les études, c’est que la douleur baisse nettement au fil des semaines et des mois, par vagues qui s’espacent.',
  'Personne ne peut te donner de durée, et méfie-toi des règles toutes faites. Pour la plupart des gens, le plus dur s’apaise en quelques mois ; il reste des jours qui piquent, mais ils deviennent plus rares.',
];

/** « Je pourrais lui écrire, juste pour… ? »: her honest opinion, kindly. */
export const URGE_ASKED_LINES: readonly string[] = [
  'Si tu me demandes mon avis honnête : pas maintenant. Même pour une bonne raison, un message rouvre la porte, et c’est souvent toi qui restes ensuite à attendre la réponse.',
  'Mon avis, franchement : attends. Pas parce que ce serait mal, mais parce que tu mérites de ne pas dépendre de sa réponse ce soir.',
];

/** A long message with many things in it, none clearly first: Janne says so and asks, rather than pick one wrongly. */
export const LONG_LINES: readonly string[] = [
  'Merci de m’écrire tout ça. Il y a beaucoup dans ce que tu portes en ce moment, et tout compte.',
  'Je te lis, et je mesure tout ce que ça fait en même temps. Ce n’est pas rien, de le mettre en mots.',
  'Ça fait beaucoup, tout ça à la fois. Merci de me le confier aussi simplement.',
];
export const LONG_QUESTIONS: readonly string[] = [
  'Dans tout ça, qu’est-ce qui pèse le plus lourd aujourd’hui ?',
  'Par quoi tu aimerais qu’on commence ?',
  'Qu’est-ce qui te fait le plus mal, là, tout de suite ?',
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

/** The plans that ended with the relationship. */
export const PLANS_LINES: readonly string[] = [
  'Tu ne perds pas seulement {ex} : tu perds aussi l’avenir que tu avais imaginé, les projets, les dates. C’est un deuil à part entière.',
  'Ces projets-là, c’était déjà une vie que tu voyais. Les laisser partir fait mal d’une autre façon, et c’est normal.',
];
export const PLANS_QUESTIONS: readonly string[] = [
  'Qu’est-ce qui te manque le plus, dans cet avenir-là ?',
  'Il y a une part de ces projets qui t’appartient, à toi, et que tu pourrais garder ?',
];

/**
 * When every line of the move was said in the person's last 50 replies (the same subject, again
 * and again, over weeks): a short « it is still there » and a fresh question, rather than the same
 * sentence twice (issue 26: a variety that holds over weeks).
 */
export const STILL_LINES: readonly string[] = [
  'C’est encore là, hein.',
  'Ça revient, je sais.',
  'Je t’entends, encore aujourd’hui.',
  'Ça ne lâche pas, en ce moment.',
  'Ça fait partie du chemin, ces retours-là.',
  'On en a déjà parlé, et c’est normal que ça revienne.',
  'Ça tourne encore, je le vois bien.',
  'Il y a des jours où ça reprend toute la place.',
  'Je sais, {ex:tout ça} prend encore beaucoup de place en toi.',
  'Je t’entends : {ex:tout ça} occupe encore tes pensées.',
];
export const STILL_QUESTIONS: readonly string[] = [
  'Qu’est-ce qui est différent, aujourd’hui, par rapport aux autres fois ?',
  'Qu’est-ce qui te l’a ramené, cette fois ?',
  'Sur une échelle de 1 à 10, ça te pèse combien, là ?',
  'Qu’est-ce qui t’avait {aidé·e}, la dernière fois ?',
  'Qu’est-ce que tu aurais besoin d’entendre, là, maintenant ?',
  'Tu veux qu’on cherche ensemble une toute petite chose à faire ce soir ?',
  'Qu’est-ce que ton corps te dit, en ce moment ?',
  'Si tu pouvais poser ça quelque part pour la nuit, ce serait où ?',
  'Qu’est-ce qui te ferait du bien, même un tout petit peu ?',
  'Tu as pu en parler à quelqu’un d’autre, ces jours-ci ?',
];

/** A goodnight that brings news: the news heard first, in a few words. */
export const GOOD_BEFORE_CLOSING_LINES: readonly string[] = [
  'Oh, ça me fait plaisir de lire ça avant que tu ailles dormir.',
  'Belle nouvelle pour finir la journée, vraiment.',
  'Ça, c’est une jolie fin de journée.',
];

/** The urge, with the days held said inside it (« 9 jours », the person's count). */
export const URGE_WITH_DAYS_LINES: readonly string[] = [
  '{days} sans lui écrire, c’est beaucoup, et l’envie revient souvent justement quand on tient. Si tu me demandes mon avis : n’envoie pas ce soir.',
  'Tu as tenu {days_lower}, et cette envie ne les efface pas. Mon avis honnête : garde ce message pour toi, au moins jusqu’à demain.',
];

/** Good news mixed with pain: both are true. */
export const GOOD_MIXED_LINES: readonly string[] = [
  'Il y a du bon là-dedans, même si c’est mêlé à quelque chose de plus lourd. Les deux ont le droit d’exister en même temps.',
  'Une vraie bonne nouvelle, et en même temps ce pincement : c’est souvent comme ça, au début, chaque joie rappelle ce qui manque.',
];

/** « Est-ce que j'ai le droit d'être triste alors que c'est moi qui suis parti ? » */
export const RIGHT_TO_GRIEVE_LINES: readonly string[] = [
  'Oui, tu as le droit. Quitter quelqu’un qu’on a aimé, c’est aussi perdre quelque chose : une histoire, des habitudes, une version de toi. La tristesse n’a pas besoin d’être méritée.',
  'Bien sûr que tu as le droit. Avoir pris la décision ne t’empêche pas d’être en deuil de ce qui s’arrête, et ceux qui te disent d’assumer oublient ça.',
];

/** Decisions by kind: each gets an answer of its own size. */
export const DECISIONS: Readonly<Record<'protect' | 'ring' | 'kids' | 'adultKids' | 'things' | 'general', readonly string[]>> = {
  adultKids: [
    'Avec des enfants adultes, tu peux dire la vérité simplement, sans accuser personne : que le couple ne rendait plus heureux, que ce n’est la faute de personne, et que tu ne leur demandes pas de choisir. Ils ont le droit de comprendre sans avoir à juger.',
    'Ils sont assez grands pour entendre une vérité sobre : ce qui s’est usé entre leurs parents, sans détails ni coupable. Ce qui les protège le plus, c’est que tu ne dises pas de mal de leur père ou de leur mère.',
  ],
  protect: [
    'Masquer ou bloquer, ce n’est ni lâche ni définitif : c’est te protéger. Si voir ses publications te fait mal, tu as le droit de couper ça, et tu pourras toujours changer d’avis plus tard.',
    'Oui, tu peux le faire, et sans culpabiliser : ce n’est pas un message envoyé à l’autre, c’est une porte que tu fermes pour respirer. Rien n’empêche de revenir dessus plus tard.',
  ],
  ring: [
    'Il n’y a pas de bon moment universel. Tu peux la retirer sans rien décider d’autre : la ranger dans une boîte, le temps de savoir ce que tu veux en faire. Beaucoup de gens l’enlèvent le jour où la porter fait plus mal que de l’enlever.',
    'Tu n’es pas {obligé·e} de choisir tout de suite entre la rendre, la garder ou la transmettre. L’enlever et la mettre de côté, c’est déjà une étape, et elle est réversible.',
  ],
  kids: [
    'Les enfants supportent souvent mieux une vérité simple et stable qu’un espoir qui s’éteint peu à peu. Quand la décision est prise, on conseille de leur dire clairement, avec des mots de leur âge, que ce n’est pas leur faute et que leurs deux parents les aiment.',
    'Avec les enfants, le plus aidant est souvent une réponse claire, répétée avec patience : la séparation est une décision d’adultes, elle ne changera pas l’amour que leurs parents leur portent.',
  ],
  things: [
    'Passer par une personne de confiance, c’est souvent plus doux pour tout le monde : les affaires rendues, sans se revoir à vif. Tu n’es pas {obligé·e} de le faire toi-même pour bien faire.',
    'Rendre ses affaires peut se faire sans face-à-face : un proche, un dépôt chez quelqu’un, un créneau court. Choisis ce qui te protège le plus.',
  ],
  general: [
    'Ce n’est pas à moi de décider pour toi, et je ne veux pas faire semblant de savoir. Ce que je peux te dire : juste après une rupture, on conseille souvent d’attendre un peu avant les grandes décisions, pour ne pas choisir sous le coup de la douleur.',
    'Je ne peux pas trancher à ta place. Un repère aide souvent : si l’envie est toujours là dans quelques mois, quand ça ira un peu mieux, elle est sans doute la tienne, pas seulement celle du chagrin.',
  ],
};
export const DECISION_SMALL_QUESTIONS: readonly string[] = [
  'Qu’est-ce que tu sens, toi, quand tu t’imagines le faire ?',
  'Qu’est-ce qui te ferait le plus de bien, là-dedans ?',
];

/** Janne misread the person: she says so, simply, and asks again. */
export const REPAIR_LINES: readonly string[] = [
  'Pardon, je t’ai mal {lu·e}.',
  'Tu as raison, j’ai répondu à côté, pardon.',
  'Désolée, je n’ai pas bien compris.',
];
export const REPAIR_QUESTIONS: readonly string[] = [
  'Tu veux bien me redire ce qui compte le plus, là ?',
  'Qu’est-ce que tu aurais eu besoin que je te réponde ?',
  'Qu’est-ce que tu vis, là, que je n’ai pas entendu ?',
];

/** « Tu penses qu'il regrette ? »: Janne cannot know, says so, and brings it back to the person. */
export const EX_MIND_LINES: readonly string[] = [
  'Honnêtement, je ne peux pas savoir ce qui se passe dans sa tête, et je ne veux ni te donner de faux espoir ni te faire plus mal.',
  'Je n’en sais rien, et personne ne peut le savoir à sa place. Ce que je remarque, c’est que la réponse ne changerait pas grand-chose à ce que tu traverses ce soir.',
];
export const EX_MIND_QUESTIONS: readonly string[] = [
  'Qu’est-ce que ça changerait pour toi, de le savoir ?',
  'Qu’est-ce que tu espères, au fond, quand tu te poses cette question ?',
];

/** When the person writes « vous »: once, said kindly, why Janne says « tu ». */
export const VOUS_LINES: readonly string[] = [
  'Tu peux tout à fait me vouvoyer, fais comme tu le sens. Moi, je te dis tu : c’est ma façon d’être proche.',
  'Vouvoie-moi sans souci. Si je te tutoie, c’est pour être un peu plus près de toi, pas par manque de respect.',
];

/** « Attends, je reviens »: go, she is here. */
export const BRB_LINES: readonly string[] = [
  'Vas-y, je suis là 💛',
  'Prends ton temps, je ne bouge pas.',
  'Pas de souci, je suis là quand tu reviens.',
];
