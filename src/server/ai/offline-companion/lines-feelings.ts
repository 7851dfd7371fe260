/**
 * The offline companion's words for feelings and listening: a feeling named back, two at once, one
 * the person cannot name, « je sais pas », a long message, nothing she can name, and « c'est
 * encore là » when every line of a move was said in the last 50 replies.
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

/** The feelings the person named, named back: `{feelings}` is one (« cette colère ») or two joined by « et ». */
export const FEELING_ONE_LINES: readonly string[] = [
  'Et {feelings}, ça se comprend.',
  '{Feelings}, je l’entends.',
  '{Feelings} a sa place ici.',
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
  'Je te suis.',
  'Mm, je comprends.',
  'Merci de me le dire.',
];

/**
 * When she cannot place a message (no word of any theme in it, and it does not answer her last
 * question): she says so, plainly, and offers readings to tap (#shared/answers-to-tap UNSURE_ASKS)
 * — never a theme whose words are not there (« Je vais me remettre au sport » was once answered « Je
 * suis là, prends ton temps », and a message about classmates got sleep advice carried over from earlier).
 */
export const UNSURE_READING_LINES: readonly string[] = [
  'Je ne suis pas sûre de bien comprendre ce que tu veux dire, et je préfère te le dire plutôt que répondre à côté.',
  'Je veux être sûre de bien te suivre, alors je te pose la question plutôt que deviner.',
  'Je ne voudrais pas mal comprendre ce que tu me dis.',
];

export const LISTEN_QUESTIONS: readonly string[] = [
  'Tu veux m’en dire un peu plus ?',
  'Qu’est-ce qui te traverse, là ?',
  'Et toi, comment tu vas, au fond ?',
  'Comment tu te sens avec ça ?',
  'Qu’est-ce que ça te fait ?',
  'Et ça, ça t’aide ou ça te pèse ?',
];

/** Two feelings named: the question asks about them, not which one it is. */
export const TWO_FEELINGS_QUESTIONS: readonly string[] = [
  'Lequel prend le plus de place, en ce moment ?',
  'Qu’est-ce qui fait pencher d’un côté ou de l’autre, selon les moments ?',
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

/** « Je préfère parler d'autre chose »: the subject is left, without a word of reproach (the question is CHANGE_SUBJECT_ASK's). */
export const CHANGE_SUBJECT_LINES: readonly string[] = [
  'Bien sûr, on laisse ça de côté. Tu n’as pas à parler de ce que tu ne veux pas.',
  'D’accord, on change de sujet. Ça aussi, c’est prendre soin de toi.',
];

/** « Je voulais juste le poser là »: received, and nothing asked — the person leads. */
export const JUST_POSING_LINES: readonly string[] = [
  'D’accord. C’est posé ici, et je l’ai lu. Je suis là si tu veux en dire plus, ou rien du tout.',
  'Merci de l’avoir déposé ici. Pas besoin d’en faire quoi que ce soit : je l’ai lu, et je suis là.',
];

/** The subjects tapped after CHANGE_SUBJECT_ASK: each answered about itself. */
export const SUBJECT_DAY_LINES: readonly string[] = [
  'Avec plaisir. Raconte-moi ta journée, même les petites choses : elles comptent aussi.',
];
export const SUBJECT_DAY_QUESTIONS: readonly string[] = [
  'Qu’est-ce qui a rempli ta journée, aujourd’hui ?',
  'Comment s’est passée ta journée, depuis ce matin ?',
];
export const SUBJECT_PERSON_LINES: readonly string[] = ['Avec plaisir. Les gens qui comptent pour nous, ça fait du bien d’en parler.'];
export const SUBJECT_PERSON_QUESTIONS: readonly string[] = ['Qui est-ce, et qu’est-ce que cette personne t’apporte ?'];
export const SUBJECT_FEELING_LINES: readonly string[] = ['D’accord, prenons le temps de regarder ce qui se passe en toi, sans se presser.'];
