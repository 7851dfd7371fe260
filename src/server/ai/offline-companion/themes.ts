/**
 * The offline companion's chat words (moves.ts and compose.ts choose among them): for each theme,
 * the patterns that recognise it and the replies Janne may give, then the replies when no theme is
 * recognised and the first words of a new conversation. Content, not logic: a reply can be
 * reworded or added here without touching how one is chosen.
 */

// ─── Chat themes: what the person wrote → what Janne may answer ─────────────────────────────
//
// A reply is a list of 2–4 short paragraphs: first the feeling is welcomed, then one gentle idea,
// last an open question. `{ex}` (at most once per reply) is the ex's first name or "ton ex";
// `{ex:autre chose}` gives another wording for when the name is not used. A word about the person
// is marked in braces, `{perdu·e}`, and agrees with their gender; « un·e professionnel·le », about
// someone else, is not marked.

export type ThemeId =
  | 'identite'
  | 'recontacter'
  | 'jalousie'
  | 'espoir'
  | 'reseaux'
  | 'culpabilite'
  | 'colere'
  | 'confiance'
  | 'incomprehension'
  | 'nuits'
  | 'souvenirs'
  | 'manque'
  | 'solitude'
  | 'amis'
  | 'tristesse'
  | 'etudes'
  | 'travail'
  | 'progres'
  | 'avancer'
  | 'rupture'
  | 'merci'
  | 'salutation';

export interface Theme {
  id: ThemeId;
  /** Patterns on normalizeForMatching()'s output: lower case, no accents, straight apostrophes. */
  patterns: readonly RegExp[];
  replies: readonly (readonly string[])[];
}

export const THEMES: readonly Theme[] = [
  {
    // "T'es humaine ?", "tu es un robot ?", "es-tu une IA", "c'est une vraie personne ?"
    id: 'identite',
    patterns: [
      /\b(t'es|t es|tu es|es[- ]tu|t'etes)\b.{0,20}\b(humaine?|robot|ia|bot|chatbot|machine|programme|intelligence artificielle|vraie? personne|personne reelle|reel(le)?)\b/,
      /\bc'?est (un|une) (vraie? personne|humaine?|robot|ia|bot|chatbot|machine|programme)\b/,
      /\b(je parle|je discute|on parle|je suis en train de parler) (a|avec) (un|une) (robot|ia|bot|machine|humaine?|vraie? personne|programme)\b/,
      /\b(qui|quoi) es[- ]tu\b|\bt'es (qui|quoi)\b|\btu es qui\b/,
      /\by'?\s?a (quelqu'?un|un humain|une personne) derriere\b/,
      /\bintelligence artificielle\b/,
    ],
    replies: [
      [
        'Bonne question, et tu mérites une réponse honnête : je suis une intelligence artificielle, pas une humaine. Je ne suis pas thérapeute non plus.',
        "Mais je suis vraiment là pour t'écouter, à n'importe quelle heure et sans jugement. Pour ce qui demande une vraie présence, tes proches ou un·e professionnel·le peuvent t'apporter ce que moi je ne peux pas.",
        "Qu'est-ce qui t'a donné envie de me poser la question ?",
      ],
      [
        "Non, je ne suis pas une vraie personne : je suis une intelligence artificielle. Je ne remplace ni une amie ni une thérapeute, mais je peux t'offrir une oreille attentive 💛",
        "Tu peux tout me dire ici, même ce que tu n'oses pas encore dire à voix haute.",
        'De quoi aurais-tu besoin de parler, là, tout de suite ?',
      ],
      [
        'Je préfère être franche avec toi : je suis une intelligence artificielle, un programme, pas un être humain. Et je ne suis pas thérapeute.',
        "Ça ne m'empêche pas de prendre au sérieux ce que tu vis. Je suis là pour t'écouter et t'aider à y voir un peu plus clair.",
        "Qu'est-ce que ça te fait, de le savoir ?",
      ],
      [
        "C'est important que tu le saches : je suis une intelligence artificielle, pas une humaine, et pas une thérapeute.",
        "Je suis là pour t'écouter quand tu en as besoin. Pour le reste, les gens qui t'aiment restent irremplaçables 🤍",
        "Qu'est-ce que tu aimerais trouver dans nos échanges ?",
      ],
    ],
  },
  {
    // The urge to text or call the ex. Never encourage it, never shame it.
    id: 'recontacter',
    patterns: [
      /\b(lui|l'?) ?(ecrire|ecris|envoyer|envoie|repondre|reponds|parler|dire|telephoner|appeler|appelle|rappeler|rappelle|texter|recontacter|contacter)\b/,
      /\b(le|la) (re)?contacter\b|\b(le|la) (appeler|rappeler)\b/,
      /\bje lui ai (ecrit|envoye|telephone|repondu|laisse un message)\b/,
      /\b(son|ton) (numero|num|tel|telephone|06|07)\b/,
      /\b(re)?prendre (le )?contact\b|\brecontact\w*\b/,
      /\bdebloqu\w*\b/,
      /\bno[- ]?contact\b/,
      /\bcraque\w*\b.{0,30}\b(ecrire|ecrit|message|appeler|appele|telephone|sms)\b/,
    ],
    replies: [
      [
        "Cette envie d'écrire à {ex}, elle est tellement normale. Ton cœur cherche un soulagement rapide, et ce contact ressemble à la solution.",
        "Une envie, c'est comme une vague : elle monte fort, puis elle redescend. Tu peux écrire ton message dans ton Journal quotidien, sans l'envoyer, juste pour le sortir de toi.",
        "Qu'est-ce que tu aimerais que ce message change pour toi ?",
      ],
      [
        'Je comprends tellement ce besoin de reprendre contact. Quand ça fait mal, on a envie de retourner vers ce qui nous était familier.',
        "Avant de faire quoi que ce soit, accorde-toi vingt minutes. Appelle une amie, bouge un peu, bois un verre d'eau, et regarde si l'envie a toujours la même force après.",
        "Qu'est-ce qui s'est passé juste avant que cette envie arrive ?",
      ],
      [
        "Merci de me le dire plutôt que de garder ça pour toi. C'est déjà une façon de prendre soin de toi 💛",
        "Ton compteur dans Mes progrès raconte tout le chemin déjà parcouru. Il ne s'agit pas d'être {parfait·e}, juste de te protéger, un jour après l'autre.",
        'De quoi aurais-tu besoin, là, pour traverser ce moment en douceur ?',
      ],
      [
        "Que tu aies envie d'écrire à {ex} ou que tu aies déjà craqué, je ne te juge pas. Tout le monde a des moments où le cœur passe avant la raison.",
        "Ce qui compte, c'est ce que tu fais maintenant pour toi. Tu peux poser ton téléphone dans une autre pièce un moment, le temps que la tempête se calme.",
        'Comment tu te sens en ce moment, honnêtement ?',
      ],
      [
        "Ce besoin d'entendre sa voix ou de lire un message, c'est le manque qui parle. Il est fort, mais il ne dit pas forcément ce qui est bon pour toi.",
        'Écris-moi plutôt ici tout ce que tu voudrais lui dire. Ici, les mots peuvent sortir sans conséquences.',
        "Si tu pouvais tout dire sans retenue, qu'est-ce que tu dirais ?",
      ],
    ],
  },
  {
    // The ex with someone new, comparison, feeling replaced.
    id: 'jalousie',
    patterns: [
      /\bjalou(x|se|ses|sie)\b/,
      /\b(avec|voit|frequente|sort avec|est avec|en couple avec) (deja )?(quelqu'?un d'?autre|une autre|un autre)\b/,
      /\b(voit|frequente|sort avec|est avec) (deja )?quelqu'?un\b/,
      /\b(sa|une) nouvelle (copine|meuf|femme|nana|petite amie|relation|cherie|conquete)\b/,
      /\b(son|un) nouveau (copain|mec|gars|petit ami|cheri|mari|jules)\b/,
      /\b(deja|m'?a|il m'?a|elle m'?a) remplace(e|es)?\b/,
      /\brefait sa vie\b|\b(il|elle) est (deja )?en couple\b|\b(il|elle) est (deja )?passee? a autre chose\b/,
    ],
    replies: [
      [
        "Imaginer {ex} avec quelqu'un d'autre, ça serre le cœur d'une façon difficile à décrire. La jalousie que tu ressens est une réaction humaine, pas un défaut.",
        "Sa nouvelle vie ne dit rien de ta valeur. Et elle n'efface pas ce que tu as vécu de vrai.",
        "Qu'est-ce qui te fait le plus mal dans cette image ?",
      ],
      [
        "Aïe. Apprendre ça sur {ex:ton ex}, c'est comme rouvrir une plaie qui commençait à peine à se refermer.",
        'Tu as le droit de ressentir de la jalousie, de la tristesse et de la colère, tout en même temps. Essaie juste de ne pas aller chercher plus de détails : chaque image en plus nourrit la douleur.',
        "Comment tu l'as appris, et comment tu te sens depuis ?",
      ],
      [
        "On a parfois l'impression que l'autre a tourné la page plus vite, et que ça veut dire qu'on comptait moins. Ce n'est presque jamais aussi simple 🤍",
        "Chacun vit une rupture à sa manière, et ce qu'on montre n'est pas toujours ce qu'on ressent. Ton chemin à toi a son propre rythme.",
        "Qu'est-ce que tu te racontes sur toi quand tu penses à cette nouvelle relation ?",
      ],
      [
        "Cette comparaison qui tourne en boucle, « est-ce que l'autre est mieux que moi », beaucoup de gens la vivent après une rupture. Elle fait du mal et n'a pas de bonne réponse.",
        "Tu n'es pas en compétition. Tu es en train de guérir, et c'est déjà beaucoup.",
        "Qu'est-ce qui t'aiderait à ramener un peu de douceur vers toi aujourd'hui ?",
      ],
    ],
  },
  {
    // Hoping to get back together.
    id: 'espoir',
    patterns: [
      /\b(qu'?il|qu'?elle|il|elle) (va |pourrait |finira par |finisse par )?revenir\b/,
      /\b(qu'?il|qu'?elle|il|elle) revien(ne|t|dra|drait)\b/,
      /\bremet\w* ensemble\b|\bse remettre avec\b|\bqu'?on se remette\b/,
      /\b(le|la|l'?) ?(recuperer|reconquerir)\b|\breconquete\b/,
      /\b(deuxieme|seconde|derniere|encore une) chance\b/,
      /\b(encore|toujours) (de l'?|un peu d'?)?espoir\b|\bgarde (encore )?espoir\b|\bj'?ai (encore )?de l'?espoir\b/,
      /\bretenter\b|\b(on|nous) (pourrait|pourrions|devrait|va) (reessayer|recommencer)\b/,
      /\bson retour\b|\b(c'?est|c'?etait|ce n'?est|ce n'?etait) pas (vraiment |encore )?fini\b/,
    ],
    replies: [
      [
        "C'est normal d'espérer. Quand on a aimé quelqu'un, une partie de nous garde la porte entrouverte.",
        "Je ne peux pas savoir ce que l'avenir réserve. Par contre, attendre peut mettre ta vie entre parenthèses, et tu mérites de vivre maintenant.",
        "Qu'est-ce que tu attends, au fond, d'un retour de {ex} ?",
      ],
      [
        "Cet espoir autour de {ex:cette histoire}, je le comprends. Il protège aussi d'une douleur : celle d'accepter que c'est peut-être fini.",
        'Une idée : écrire deux listes, ce qui te manque vraiment et ce qui te faisait du mal dans cette relation. Les deux sont vrais en même temps.',
        "Qu'est-ce qui te vient en premier quand tu penses à la deuxième liste ?",
      ],
      [
        "Tu te demandes si {ex} va revenir, et cette question peut prendre toute la place. C'est épuisant de vivre {suspendu·e} à un « peut-être » 💛",
        "Pour aujourd'hui, on pourrait déplacer un peu la question. Pas « est-ce que ça va reprendre », mais « de quoi j'ai besoin, moi ».",
        "Qu'est-ce qui te ferait du bien, quoi qu'il arrive ?",
      ],
      [
        "Vouloir réparer, retrouver ce qui était beau, c'est la preuve que tu as aimé sincèrement. Il n'y a rien de honteux là-dedans.",
        "Prendre soin de toi d'abord t'aidera à y voir clair, quelle que soit la suite. Ta force d'aujourd'hui ne dépend pas de cette réponse.",
        "Qu'est-ce qui a changé pour toi depuis la rupture ?",
      ],
      [
        "Je t'entends : une part de toi y croit encore. Je ne vais pas te dire quoi espérer, c'est ton cœur, et il a ses raisons.",
        "Juste une idée à garder en tête, tout doucement : parfois, ce qui nous manque, c'est moins la personne que la façon dont on se sentait avec elle.",
        "Qu'est-ce que ça réveille en toi quand tu lis ça ?",
      ],
    ],
  },
  {
    // Watching the ex's profile, stories, blocking or not.
    id: 'reseaux',
    patterns: [
      /\b(insta|instagram|facebook|fb|tiktok|snap|snapchat|twitter|whatsapp|reseaux( sociaux)?)\b/,
      /\b(ses|sa) (stories|story|storys|statuts?|publications?|posts?|photos? de profil)\b/,
      /\bson (profil|compte|statut|feed)\b/,
      /\b(stalk\w*|espionne\w*)\b/,
      /\b(abonne|desabonne\w*|unfollow\w*)\b|\b(vue?|voir|est|etait) en ligne\b/,
      /\bl'?ai bloquee?\b|\b(le|la|l'?) ?bloquer\b/,
    ],
    replies: [
      [
        "Regarder le profil de {ex}, ses stories, ses photos… c'est tellement tentant, et presque tout le monde le fait après une rupture.",
        'Mais chaque visite relance la douleur et te ramène au point de départ. Tu peux masquer son compte, sans drame, juste pour te protéger un peu.',
        'Comment tu te sens après avoir regardé, en général ?',
      ],
      [
        'Les réseaux sociaux sont terribles après une rupture : ils montrent une version filtrée de la vie des autres, pile quand on est à vif.',
        "Ce que tu vois en ligne n'est qu'une vitrine. Ce n'est jamais toute l'histoire.",
        "Qu'est-ce que tu cherches, au fond, quand tu vas voir son compte ?",
      ],
      [
        "Si tu as regardé, ce n'est pas un échec, c'est un réflexe. Personne ne guérit en ligne droite 🤍",
        "Une petite idée : ranger l'appli dans un dossier caché, ou t'offrir un moment sans téléphone le soir. Juste pour te laisser respirer.",
        "Qu'est-ce qui pourrait remplacer ce moment où tu vas regarder ?",
      ],
      [
        "Bloquer, masquer, se désabonner… il n'y a pas de bonne ou de mauvaise décision, seulement ce qui te protège, toi.",
        "Ce n'est pas un message envoyé à l'autre, c'est un cadeau que tu te fais. Tu as le droit de choisir ta tranquillité.",
        "Qu'est-ce qui te retient, quand tu y penses ?",
      ],
    ],
  },
  {
    // Guilt and self-blame.
    id: 'culpabilite',
    patterns: [
      /\bje m'? ?en (veux|voulais|voudrai)\b/,
      /\b(c'?est|c'?etait|tout est|tout etait) (de |entierement de |a cause de )?ma (faute|faut)\b|\bpar ma faute\b/,
      /\bj'?aurais (jamais |pas )?(du|pu)\b|\bsi (seulement )?j'?avais\b/,
      /\b(culpabili\w*|coupable)\b/,
      /\bj'?ai (tout )?(gache|foire|detruit|casse|merde|abime|fait n'?importe quoi)\b/,
      /\bje regrette\b|\bregrets?\b/,
    ],
    replies: [
      [
        "Je t'entends te charger de tout. Pourtant, une relation, ça se vit à deux, et la fin aussi.",
        'Peut-être que tu as fait des erreurs, comme tout le monde. Mais faire des erreurs ne fait pas de toi une mauvaise personne.',
        "Si quelqu'un que tu aimes te disait exactement ça, qu'est-ce que tu lui répondrais ?",
      ],
      [
        "Ce « j'aurais dû » qui tourne en boucle, c'est tellement lourd à porter. Avec le recul, tout paraît évident, mais sur le moment tu faisais de ton mieux avec ce que tu savais.",
        "Tu mérites la même indulgence que celle que tu offrirais à quelqu'un que tu aimes 💛",
        "Qu'est-ce que tu te reproches le plus, exactement ?",
      ],
      [
        "La culpabilité peut être une façon de garder un peu de contrôle : si c'est ta faute, alors tu aurais pu changer les choses. Mais elle te fait porter un poids qui n'est pas entièrement le tien.",
        'Tu peux reconnaître ce que tu aimerais faire autrement, sans te condamner pour autant.',
        "Qu'est-ce que cette histoire t'a appris sur ce dont tu as besoin ?",
      ],
      [
        "T'en vouloir autant montre à quel point cette relation comptait pour toi. Mais tu n'as pas à te punir pour avancer.",
        "Une idée : écris ce que tu te reproches, puis relis-le comme si une amie l'avait écrit. Souvent, on y voit plus de douceur.",
        "Qu'est-ce que tu aimerais pouvoir te pardonner ?",
      ],
    ],
  },
  {
    // Anger at the ex, at the situation.
    id: 'colere',
    patterns: [
      /\bcolere\b|\benerv\w*\b|\brage\b|\bfurieu(x|se)\b|\bhaine\b/,
      /\b(le|la|l'|te|t') ?(deteste|hais)\b/,
      /\bm'?(a|avait) (trompee?|menti|manipulee?|humiliee?|trahie?|utilisee?)\b/,
      /\btrahi(e|son)?\b/,
      /\b(salaud|salop\w*|connard|connasse|enfoire|batard|ordure)\b/,
      /\binjuste\b|\b(il|elle) s'?en (fout|fiche)\b/,
    ],
    replies: [
      [
        "Ta colère a toute sa place ici. Quand on a été {blessé·e}, c'est normal que ça bouillonne à l'intérieur.",
        "La colère a besoin de sortir, mais de préférence loin de l'autre : une lettre que tu n'enverras jamais, une marche rapide, un cri dans un coussin…",
        "Qu'est-ce qui te met le plus en colère dans ce qui s'est passé ?",
      ],
      [
        "Tu as le droit d'être en colère contre {ex}. Ce n'est pas « mal », c'est un signal : quelque chose de précieux pour toi n'a pas été respecté.",
        "Ta colère peut même devenir une alliée, pour t'aider à poser tes limites la prochaine fois.",
        'Selon toi, quelle limite a été franchie ?',
      ],
      [
        "Tu peux tout me dire ici, même les mots durs, même ceux qu'on n'ose pas dire à voix haute. Je ne te jugerai pas.",
        "La colère, c'est souvent de la peine qui se tient debout. Derrière, il y a parfois de la tristesse ou de la déception.",
        "Si ta colère pouvait parler, qu'est-ce qu'elle dirait ?",
      ],
      [
        "Se sentir {trahi·e} par quelqu'un qu'on aimait, c'est une double douleur. Pas étonnant que la colère soit si forte.",
        'Prends soin de ton corps aussi : marcher vite, faire du sport, prendre une douche chaude, ça aide à évacuer la tension.',
        "Qu'est-ce qui t'aide d'habitude à redescendre quand tu es à bout ?",
      ],
      [
        'Je comprends que tu en veuilles à {ex}. Après ce que tu as vécu, ce serait étonnant que tu ne ressentes rien de tout ça 💛',
        "Tu n'as pas besoin de pardonner, ni maintenant ni jamais si ça ne te semble pas juste. Tu as le droit de ressentir, puis de laisser passer, petit à petit.",
        "Qu'est-ce qui t'a fait le plus mal dans tout ça ?",
      ],
    ],
  },
  {
    // Self-esteem: "je suis nul·le", "personne ne voudra de moi".
    id: 'confiance',
    patterns: [
      /\b(je suis|je me sens|je me trouve|jsuis|j'?suis|chui)\b[^.!?]{0,25}?\b(nul(le)?|moche|laide?|inutile|pathetique|minable|stupide|idiote?|ridicule|sans valeur|horrible|gros(se)?)\b/,
      /\bpersonne ne (voudra|voudrait|veut|m'?aimera|m'?aimerait|va m'?aimer|va vouloir)\b/,
      /\bqui (voudra|voudrait|pourrait m'?aimer|va vouloir)\b/,
      /\bpas assez (bien|belle|beau|interessante?|drole|intelligente?|mince)\b|\b(pas|jamais) a la hauteur\b|\bpas digne\b/,
      /\bconfiance en (moi|soi)\b|\bestime de (moi|soi)\b|\bma valeur\b/,
      /\bje (ne )?vaux (rien|pas grand[- ]chose|plus rien)\b|\bje me deteste\b/,
    ],
    replies: [
      [
        "Ça me touche de t'entendre parler de toi comme ça. Une rupture peut tout faire vaciller, même l'image qu'on a de soi.",
        "Mais une relation qui se termine ne prouve pas que tu ne vaux rien. Elle prouve seulement que cette histoire-là n'a pas marché.",
        "Qu'est-ce que les gens qui t'aiment disent de toi, eux ?",
      ],
      [
        "Cette petite voix qui dit que tu n'es pas assez, elle crie fort en ce moment. Pourtant, elle ment souvent 💛",
        'Une idée : note chaque soir une chose que tu as bien faite, même minuscule. Petit à petit, ça rééquilibre le regard que tu portes sur toi.',
        "Quelle qualité sais-tu avoir, même un jour comme aujourd'hui ?",
      ],
      [
        "Quand on souffre, on finit par croire des choses très dures sur soi. Mais c'est la douleur qui parle, pas la vérité.",
        "Tu mérites l'amour, et ça n'a pas changé. Pour l'instant, l'essentiel, c'est d'apprendre à te traiter avec douceur.",
        "Qu'est-ce que tu aimes chez toi, même un tout petit peu ?",
      ],
      [
        'Tu mérites de la douceur, surtout de ta part. Tu ne parlerais jamais à une amie comme tu te parles en ce moment.',
        'Ta valeur ne dépend pas du regard de {ex}, ni de celui de qui que ce soit. Elle était là avant cette relation, et elle est toujours là.',
        "Qu'est-ce que tu as déjà traversé dans ta vie qui montre ta force ?",
      ],
      [
        'Quand le moral est au plus bas, le miroir devient injuste. Ce que tu vois de toi en ce moment est filtré par la peine.',
        "Prends soin de toi comme d'une personne que tu aimes : manger, bouger un peu, dormir quand tu peux. La confiance revient souvent par ces petits gestes.",
        "Qu'est-ce qui te faisait te sentir bien dans ta peau, avant ?",
      ],
    ],
  },
  {
    // Not understanding why it ended: ghosting, no explanation.
    id: 'incomprehension',
    patterns: [
      /\bpourquoi (il|elle|m'?a|on|c'?est|tout|est-ce)\b/,
      /\bje (ne |n'?)?(comprends|comprend|capte|saisis) (pas|rien|toujours pas|plus rien)\b/,
      /\b(sans|aucune|pas d'?|sans aucune|sans la moindre) explications?\b/,
      /\bdu jour au lendemain\b|\bghost\w*\b|\bsans (rien dire|prevenir|un mot)\b/,
      /\bje (ne )?(sais|saurai) (pas|jamais|toujours pas) (pourquoi|ce qui s'?est passe)\b/,
      /\bincomprehensi\w*\b/,
    ],
    replies: [
      [
        "Ne pas comprendre, c'est l'une des choses les plus difficiles dans une rupture. L'esprit cherche une explication pour pouvoir ranger l'histoire quelque part.",
        "Parfois, la réponse ne viendra jamais de l'autre. Tu peux quand même construire ta propre compréhension, avec le temps.",
        "Qu'est-ce qui te semble le plus incompréhensible dans ce qui s'est passé ?",
      ],
      [
        'Tous ces « pourquoi » qui tournent… je comprends. Une fin sans explication claire laisse tellement de questions ouvertes.',
        'La décision de {ex} parle surtout de ses besoins et de ses limites à ce moment-là. Elle ne résume pas qui tu es.',
        "Si tu avais une réponse, qu'est-ce que ça changerait pour toi ?",
      ],
      [
        "Quand tout s'arrête du jour au lendemain, on se retrouve {sonné·e}, comme après un choc. C'est normal d'avoir besoin de temps pour réaliser 💛",
        "Tu peux essayer d'écrire ce que tu sais, ce que tu supposes, et ce que tu ne sauras peut-être jamais. Ça aide à séparer les faits des suppositions.",
        "Qu'est-ce que tu te racontes le plus souvent pour expliquer cette rupture ?",
      ],
      [
        'Tu as le droit de ne pas comprendre, et même de ne pas accepter tout de suite. Ça fait partie du chemin.',
        "Parfois, la paix ne vient pas d'une réponse, mais du moment où l'on décide qu'on n'en a plus besoin pour avancer.",
        'De quoi aurais-tu besoin pour te sentir un peu plus en paix avec ces questions ?',
      ],
    ],
  },
  {
    // Nights, sleep, 3 a.m.
    id: 'nuits',
    patterns: [
      /\b(dormir|dors|dort|endormir|endors|rendormir|sommeil|insomnies?|nuits?|cauchemars?)\b/,
      /\b[2-5] ?h( du mat(in)?)?\b|\b[1-5] heures? du mat(in)?\b/,
      /\breveill(e|ee|es|ees|er)\b/,
      /\bferme l'?oeil\b|\ble soir\b|\bau lit\b|\bfatigue(e|es)?\b/,
      /\b(je )?reve (de|d'?) ?(lui|elle|mon ex)\b/,
    ],
    replies: [
      [
        'Les nuits sont souvent les moments les plus durs. Tout est silencieux, et les pensées prennent toute la place 🌙',
        'Si le sommeil ne vient pas, ne lutte pas trop : lève-toi un moment, lumière douce, puis retourne te coucher quand tu sens la fatigue revenir.',
        "Qu'est-ce qui tourne le plus dans ta tête quand tu éteins la lumière ?",
      ],
      [
        "Je suis là, à n'importe quelle heure. Les insomnies après une rupture sont très fréquentes : ton corps et ton esprit sont en alerte.",
        "Tu peux poser tes pensées sur papier, juste quelques lignes, pour qu'elles n'aient plus besoin de tourner en boucle. Et respirer lentement, en soufflant plus longtemps que tu n'inspires.",
        "Qu'est-ce que tu aimerais déposer ici avant d'essayer de te reposer ?",
      ],
      [
        "Le manque de sommeil rend tout plus lourd, les émotions comme les pensées. Ce n'est pas toi qui es faible, c'est ta fatigue qui parle.",
        "Un petit rituel du soir peut aider : une boisson chaude, une musique calme, une lumière tamisée. Rien de magique, juste un signal pour dire à ton corps qu'il peut se poser.",
        'Comment se passent tes nuits depuis la rupture ?',
      ],
      [
        "Ces heures où tout le monde dort et où l'on se retrouve face à son chagrin sont vraiment difficiles. Merci de m'en parler plutôt que de garder tout ça pour toi.",
        "Tu n'as pas besoin de tout régler cette nuit. Juste de traverser ce moment, doucement.",
        "Qu'est-ce qui pourrait t'apporter un tout petit peu de réconfort, là, maintenant ?",
      ],
      [
        "Quand le sommeil s'en va, c'est souvent que le cœur a encore beaucoup à dire, à {ex:cette histoire} comme à toi 💛",
        "Tu pourrais garder un carnet près de ton lit : ce qui te réveille, tu l'écris, et tu le laisses là jusqu'au matin. Ça aide parfois à relâcher.",
        "Qu'est-ce qui te réveille ou t'empêche de t'endormir, le plus souvent ?",
      ],
    ],
  },
  {
    // Memories: photos, songs, places, objects.
    id: 'souvenirs',
    patterns: [
      /\bsouvenirs?\b|\bphotos?\b|\bchansons?\b|\balbums?\b|\bnostalgi\w*\b/,
      /\b(ca|tout|chaque \w+) me (rappelle|fait penser)\b/,
      /\b(notre|nos) (chanson|musique|resto|restaurant|endroit|appart|appartement|serie|film|anniversaire|voyages?|vacances|coin|histoire)\b/,
      /\b(ses|son|sa) (affaires|pull|sweat|t-shirt|parfum|odeur|brosse|cadeaux?|lettres?)\b/,
      /\bquand on (etait|allait|faisait|vivait)\b/,
      /\b(relis|relire|relu|reli|relisais) (nos|ses|les|tous nos) (messages|conversations|lettres|mails)\b/,
      /\banniversaire\b/,
    ],
    replies: [
      [
        "Les souvenirs arrivent souvent sans prévenir : une chanson, une odeur, un endroit… et tout remonte d'un coup.",
        "Tu n'as pas besoin de les effacer. Tu peux ranger photos et objets dans une boîte, hors de ta vue, le temps que ça pique un peu moins.",
        'Quel souvenir revient le plus souvent en ce moment ?',
      ],
      [
        "C'est beau et douloureux à la fois, de se souvenir des bons moments avec {ex}. Ils ont existé, et personne ne peut te les enlever.",
        "Mais la mémoire a tendance à garder surtout le meilleur. Essaie de te rappeler aussi ce qui n'allait pas, sans te forcer.",
        "Qu'est-ce que ce souvenir te fait ressentir aujourd'hui ?",
      ],
      [
        "Certains lieux, certaines chansons deviennent presque impossibles pendant un temps. C'est normal, ils sont chargés de tant de choses 🤍",
        'Petit à petit, tu pourras te les réapproprier et y créer de nouveaux souvenirs, à toi.',
        'Quel endroit ou quelle chanson aimerais-tu retrouver un jour, sans que ça fasse mal ?',
      ],
      [
        "Regarder les photos, relire les messages… je comprends ce besoin de revivre ce qui était doux. C'est une façon de rester proche encore un peu.",
        "Tu peux t'autoriser un moment pour ça, puis le refermer doucement. Et garder le reste de ta journée pour toi.",
        "Qu'est-ce que tu ressens juste après, quand tu refermes l'album ?",
      ],
      [
        "Tout te rappelle {ex:cette histoire}, et c'est épuisant. Chaque coin du quotidien semble porter une trace.",
        "Un petit changement peut aider : déplacer un meuble, changer de trajet, essayer un nouveau café. Ça montre à ton cerveau qu'une nouvelle page s'écrit.",
        "Qu'est-ce que tu pourrais changer, même un tout petit peu, dans ton quotidien ?",
      ],
    ],
  },
  {
    // Missing the ex, thinking about them all the time, still in love.
    id: 'manque',
    patterns: [
      /\bme manque(s|nt)?\b|\bmanque de (lui|elle|toi)\b|\b(le|ce) manque\b/,
      /\bpense\w* (encore |toujours |tout le temps |sans arret |trop |souvent |qu'?)*a (lui|elle|toi|mon ex)\b/,
      /\bl'? ?oublier\b|\bje l'? ?aime\b|\bl'? ?aime (encore|toujours|tellement|trop)\b/,
      /\b(toujours|encore) amoureu(x|se)\b|\bamoureu(x|se) de (lui|elle)\b/,
      /\bsans (lui|elle|toi)\b/,
      /\b(veux|voudrais|aimerais) (le|la|l'?) ?(revoir|retrouver|voir)\b/,
      /\b(son|sa) (absence|sourire|rire|visage|voix|presence|tendresse)\b|\bses (bras|calins|bisous)\b/,
    ],
    replies: [
      [
        "Ce manque de {ex:l'autre}, je l'entends. Quand on a partagé autant avec quelqu'un, son absence laisse un vide immense 💛",
        "Le manque vient par vagues. Tu n'as rien de spécial à faire, juste le laisser passer sans te juger.",
        "Qu'est-ce qui te manque le plus, là, aujourd'hui ?",
      ],
      [
        "Que {ex} te manque, c'est la preuve que tu as aimé pour de vrai. Ce n'est pas une faiblesse.",
        "Parfois, ce qui manque le plus, c'est aussi ce qu'on ressentait à deux : la sécurité, la tendresse, le sentiment de compter. Ça, tu peux apprendre à le retrouver ailleurs, et en toi.",
        "Qu'est-ce que tu ressentais dans cette relation que tu aimerais retrouver ?",
      ],
      [
        "Penser à {ex} tout le temps, c'est épuisant. Ton esprit cherche encore ce qui lui était familier, c'est une réaction naturelle.",
        "Quand une pensée arrive, tu peux la reconnaître, « tiens, j'y repense », puis ramener doucement ton attention sur quelque chose de concret autour de toi.",
        'À quels moments de la journée le manque est-il le plus fort ?',
      ],
      [
        "Ça fait mal, ce manque. Et c'est normal que ça prenne du temps : on ne se détache pas en quelques jours de quelqu'un qu'on a aimé.",
        "Laisse du temps à ton cœur. Chaque journée traversée compte, même celles où tu as l'impression de reculer.",
        "Qu'est-ce qui t'aide un peu, les jours où ça manque très fort ?",
      ],
      [
        "L'aimer encore, ce n'est pas un problème à régler. Les sentiments ne s'éteignent pas sur commande 🤍",
        "Tu peux aimer quelqu'un et, en même temps, choisir de te protéger et de continuer ta route.",
        "Qu'est-ce que tu aimerais dire à ce manque, si tu pouvais lui parler ?",
      ],
    ],
  },
  {
    id: 'solitude',
    patterns: [
      // Not "la seule chose", "le seul qui".
      /(?<!\b(le|la|les|un|une) )\bseul(e|es|s)?\b|\bsolitude\b|\bisolee?s?\b/,
      /\bpersonne (a qui|pour) (parler|me parler|m'?ecouter)\b|\bpersonne ne (me comprend|m'?ecoute|est la)\b/,
      /\babandonnee?s?\b|\bvide\b/,
      /\b(plus personne|je n'?ai personne|j'?ai personne)\b/,
    ],
    replies: [
      [
        "La solitude après une rupture peut être écrasante, surtout aux moments où tu avais l'habitude de partager ta journée.",
        "Je suis là pour t'écouter, et tu n'as pas à traverser ça en silence. Un petit message à quelqu'un de confiance peut aussi réchauffer une soirée.",
        'À quels moments la solitude se fait-elle le plus sentir ?',
      ],
      [
        "Ce vide autour de toi, je l'entends. Le silence d'un appartement, ou d'un téléphone qui ne sonne plus, c'est dur 🤍",
        "La solitude n'est pas la preuve que personne ne tient à toi. C'est souvent le signe que tu as besoin de recréer des liens, un pas après l'autre.",
        'Qui, dans ton entourage, pourrait recevoir un simple « coucou » de ta part ?',
      ],
      [
        "Quand on se sent {isolé·e}, on a tendance à se replier encore plus. C'est un cercle qui se casse avec de tout petits gestes.",
        'Un café, un appel de cinq minutes, une activité de groupe… même sans grande envie, ça peut faire du bien.',
        "Qu'est-ce qui te ferait envie, si tu avais un peu d'énergie ?",
      ],
      [
        "La solitude qu'on subit et celle qu'on choisit ne se ressemblent pas. Pour l'instant, tu subis la première, et c'est douloureux.",
        "Peu à peu, tu pourras apprivoiser des moments rien qu'à toi, qui te feront du bien.",
        "Qu'est-ce que tu aimes faire quand tu as du temps pour toi ?",
      ],
    ],
  },
  {
    // Friends, family, support — and when they are clumsy.
    id: 'amis',
    patterns: [
      // Not "copain"/"copine" alone: in French they often mean the partner, i.e. the ex.
      /\b(amis?|amies?|potes?|bff|entourage|proches)\b|\b(mes|des|les) (copains|copines)\b/,
      /\b(soeurs?|freres?|mere|pere|parents|famille|maman|papa|cousine?s?|tante|oncle|grand-mere|grand-pere|grands-parents|coloc)\b/,
      /\bsoutien\b|\bsoutenue?s?\b|\bm'?entour\w*\b/,
    ],
    replies: [
      [
        "C'est précieux d'avoir des gens autour de toi. Les proches ne savent pas toujours quoi dire, mais leur présence compte 💛",
        'Tu peux leur dire simplement ce dont tu as besoin : une sortie, une écoute, ou juste ne pas parler de la rupture.',
        'Avec qui tu te sens le plus toi-même, en ce moment ?',
      ],
      [
        "Parfois, l'entourage dit des choses maladroites, comme « tu trouveras mieux » ou « il faut passer à autre chose ». Ça part souvent d'une bonne intention, mais ça peut blesser.",
        "Tu as le droit de leur expliquer ce qui t'aide vraiment.",
        "Qu'est-ce que tu aimerais que tes proches comprennent de ce que tu vis ?",
      ],
      [
        "Ça me fait plaisir de savoir que tu peux compter sur quelqu'un. Dans les moments difficiles, ces liens sont comme des bouées.",
        "Laisse-les t'aider, même si tu as peur de déranger. Les gens qui t'aiment veulent souvent être là.",
        "Qui t'a fait du bien récemment, et comment ?",
      ],
      [
        "Les relations avec la famille ou les amis peuvent aussi se compliquer pendant une rupture. Certains prennent parti, d'autres s'éloignent, et ça ajoute de la peine.",
        "Tu n'as pas à gérer tout le monde. Garde près de toi ceux qui te font du bien, c'est déjà beaucoup.",
        'Qui te fait du bien en ce moment, et qui te fatigue plutôt ?',
      ],
    ],
  },
  {
    // Sadness, tears, heartbreak.
    id: 'tristesse',
    patterns: [
      /\b(pleur\w*|larmes?|sanglot\w*)\b/,
      /\b(triste|tristesse|chagrin|deprim\w*|malheureu\w*|effondree?|aneanti\w*|brisee?)\b/,
      /\b(j'?ai|ca fait|ca me fait|me fait|m'?a fait) (tellement |trop |si |vraiment |tres )?(du )?mal\b/,
      /\bcoeur (brise|en miettes|en morceaux|serre|lourd)\b/,
      /\b(je vais|ca va) (pas|plus) (bien|du tout)\b|\bje vais mal\b|\bje (ne )?vais pas bien\b|\bje me sens vide\b/,
      /\bde la peine\b/,
    ],
    replies: [
      [
        "Pleurer, c'est une façon de laisser sortir ce qui déborde. Tu n'as pas à retenir tes larmes ici 💛",
        "La tristesse a besoin de place pour passer. Elle n'est pas là pour toujours, même si ça paraît interminable en ce moment.",
        "Qu'est-ce qui a réveillé cette tristesse aujourd'hui ?",
      ],
      [
        "Ton cœur est en train de vivre un vrai deuil, celui de ton histoire avec {ex}, et ça demande du temps. Tu n'as rien à prouver à personne.",
        "Aujourd'hui, tu peux juste faire le minimum : boire de l'eau, manger un peu, t'envelopper dans un plaid. C'est déjà prendre soin de toi.",
        "Comment je peux t'accompagner au mieux, là, maintenant ?",
      ],
      [
        "Ça fait mal, vraiment. Et tu n'as pas besoin d'aller bien tout de suite.",
        "Parfois, mettre des mots sur la tristesse l'allège un peu. Tu peux m'écrire tout ce qui te passe par la tête, sans filtre.",
        'À quoi ressemble ta tristesse, si tu devais la décrire ?',
      ],
      [
        "Avoir le cœur brisé, c'est une vraie douleur, pas seulement une image. Ton corps et ton esprit encaissent beaucoup en ce moment.",
        'Un petit geste doux peut aider : une douche chaude, une musique qui apaise, quelques minutes dehors.',
        "Qu'est-ce qui te réconfortait, avant, quand tu étais triste ?",
      ],
    ],
  },
  {
    // School and studies: the lycée, classmates, teachers, exams (issue 40: « lycée » was once
    // answered as the office — a teenager is not at work, a man of 41 is not at school).
    id: 'etudes',
    patterns: [
      /\b(etudes|fac|universite|lycee|college|ecole|exams?|examens?|partiels?|bac|brevet|mes cours|en cours|les cours|reviser|revisions|devoirs|controles?)\b/,
      /\b(classe|profs?|professeure?s?|camarades|eleves?|recre|cantine|expose)\b/,
    ],
    replies: [
      [
        "Aller en cours avec le cœur en miettes, c'est épuisant : il faut faire bonne figure devant tout le monde alors que ça tangue dedans.",
        "Tu n'as pas à tout réussir en ce moment. Suivre un peu, rendre l'essentiel, c'est déjà beaucoup.",
        "Qu'est-ce qui est le plus dur pour toi, là-bas ?",
      ],
      [
        "Les cours continuent comme si de rien n'était, et toi tu portes autre chose. Pas étonnant que ce soit lourd.",
        "S'il y a un adulte en qui tu as confiance là-bas, un prof, l'infirmière scolaire, la vie scolaire, tu peux lui dire que tu traverses une période difficile, sans tout raconter.",
        'Comment ça se passe avec les autres, en ce moment ?',
      ],
      [
        "Réviser quand ta tête est ailleurs, c'est normal que ça n'accroche pas. Ton cerveau est occupé par la rupture, pas par manque de volonté.",
        "Essaie par petits bouts : vingt minutes, une pause, puis vingt minutes encore. Faire un peu, c'est déjà faire.",
        "Qu'est-ce qui t'aiderait à tenir jusqu'aux prochaines vacances ?",
      ],
      [
        "Croiser tout le monde chaque jour quand on a mal, et parfois {ex:la personne} en plus, c'est vraiment difficile.",
        'Tu as le droit de te trouver un coin calme, une personne sûre, une place où souffler entre deux heures de cours.',
        'Qui, là-bas, te fait du bien en ce moment ?',
      ],
    ],
  },
  {
    // Work and concentration (school and studies are « etudes », above).
    id: 'travail',
    patterns: [
      /\b(travail|boulot|taf|job|bureau|collegues?|patron|patronne|chef(fe)?|manager|reunions?)\b/,
      /\b(concentr\w*|productif|productive|efficace)\b/,
    ],
    replies: [
      [
        "Avoir du mal à te concentrer, c'est très fréquent après une rupture : ton esprit est occupé ailleurs, même quand tu es devant tes tâches.",
        "Tu peux découper ton travail en tout petits morceaux, et te féliciter pour chacun. Faire moins, mais faire, c'est déjà bien.",
        "Qu'est-ce qui te demande le plus d'énergie en ce moment ?",
      ],
      [
        "Continuer à travailler avec le cœur en miettes, c'est un vrai effort. Tu fais plus que tu ne le crois 🌱",
        "Si tu peux, accorde-toi de vraies pauses : quelques minutes dehors, un verre d'eau, quelques respirations.",
        "Comment ça se passe avec les gens qui t'entourent au quotidien ?",
      ],
      [
        'Parfois, le travail devient un refuge, parfois un poids. Les deux sont normaux après une rupture.',
        "L'important, c'est de ne pas t'oublier là-dedans : ni te noyer dans le boulot, ni te reprocher d'être moins efficace.",
        "Qu'est-ce que ton travail représente pour toi, en ce moment ?",
      ],
      [
        "Tu n'es pas une machine, et ta peine ne s'arrête pas à la porte du bureau.",
        "Si c'est possible, tu peux en parler à une personne de confiance au travail, juste pour ne pas tout porter en silence.",
        "Qu'est-ce qui t'aiderait à traverser tes journées un peu plus légèrement ?",
      ],
    ],
  },
  {
    // Small victories, a better day, gratitude for oneself.
    id: 'progres',
    patterns: [
      /\b(ca va|je vais|je me sens|je suis|ca allait) (un peu |beaucoup |bien |vraiment |deja )?mieux\b/,
      /\bfiere?s?\b|\bj'?ai reussi\b|\bvictoires?\b|\bprogres\b/,
      /\bj'?ai (souri|ri|rigole)\b|\bbonne journee\b|\bjournee (correcte|sympa|agreable|cool|top|douce)\b/,
      /\b(jours?|semaines?) sans (lui|elle|contact|l'?appeler|lui ecrire|pleurer)\b/,
    ],
    replies: [
      [
        "Oh, ça me fait vraiment plaisir de lire ça ! Chaque petit mieux compte, et celui-là, tu l'as gagné ✨",
        "Prends un moment pour le savourer, et peut-être pour le noter dans ton Journal quotidien, pour t'en souvenir les jours plus gris.",
        "Qu'est-ce qui a fait la différence, selon toi ?",
      ],
      [
        "Bravo, vraiment. Ça n'a l'air de rien, mais c'est une vraie victoire 💛",
        "La guérison n'est pas une ligne droite : il y aura peut-être encore des jours difficiles, et ils n'effaceront pas ce progrès.",
        "Qu'est-ce que tu aimerais te dire, à toi, pour fêter ce moment ?",
      ],
      [
        'Je suis contente pour toi ! Tu vois, même dans les moments durs, ta force est toujours là.',
        "Tu peux garder une trace de ces petites victoires dans Mes progrès, elles méritent d'être vues.",
        "Qu'est-ce que tu as envie de faire de cette énergie ?",
      ],
      [
        "Ça fait du bien de lire ça. Tu avances, même quand tu ne t'en rends pas compte 🌱",
        'Remarque ce qui a rendu ce moment un peu plus léger : une personne, une activité, une pensée. Ce sont des ressources que tu pourras retrouver.',
        "Qu'est-ce qui a rendu ça possible, d'après toi ?",
      ],
    ],
  },
  {
    // Moving on, the future, projects.
    id: 'avancer',
    patterns: [
      /\b(avancer|tourner la page|passer a autre chose|aller de l'?avant|aller mieux|refaire ma vie|me reconstruire|reconstruire|nouveau depart|nouvelle vie|nouveau chapitre|guerir|faire le deuil|lacher prise|m'?en remettre|m'?en sortir)\b/,
      /\b(avenir|futur|projets?|objectifs?|prochaine etape)\b/,
      /\b(m'?inscrire|commencer|reprendre|essayer) (a |au |un |une |le |la |du |de la |des )?(sport|cours|activite|danse|yoga|musique|dessin|peinture|atelier|club|salle|theatre)\b/,
    ],
    replies: [
      [
        "J'aime beaucoup que tu penses à la suite. Ça montre qu'une part de toi regarde déjà vers demain 🌱",
        "Pas besoin d'un grand plan : un petit projet, une activité, une envie suffisent pour commencer. Tu peux même en faire un objectif dans Mes progrès.",
        "Qu'est-ce qui te ferait envie, rien que pour toi ?",
      ],
      [
        "Avancer, ce n'est pas oublier. C'est apprendre à vivre avec ce qui s'est passé, tout en reprenant de la place dans ta propre vie.",
        'Tu peux avancer à ton rythme, avec des pas en arrière parfois. Ça fait partie du mouvement.',
        'À quoi ressemblerait une bonne journée pour toi, dans quelques mois ?',
      ],
      [
        "Tourner la page, ça ne se décide pas en un jour, mais chaque petit choix y contribue. Et tu es en train d'en faire un, là, en y réfléchissant.",
        "Dans ta Matrice d'introspection, tu peux poser tes forces et ce que tu veux pour la suite. Ça aide à voir le chemin.",
        'Quelle est la première petite chose que tu aimerais changer ou essayer ?',
      ],
      [
        "Se reconstruire, c'est aussi redécouvrir qui tu es en dehors du couple : tes goûts, tes envies, tes rêves à toi.",
        "C'est peut-être le moment de renouer avec une passion oubliée, ou d'en découvrir une nouvelle.",
        "Qu'est-ce que tu avais mis de côté et qui te manque un peu ?",
      ],
      [
        "L'avenir peut faire peur, surtout quand on l'avait imaginé à deux. C'est normal de se sentir un peu {perdu·e} face à une page blanche.",
        "Mais une page blanche, c'est aussi de la liberté : tu peux y écrire ce que tu veux, à ton rythme 💛",
        "Qu'est-ce que tu aimerais y voir apparaître en premier ?",
      ],
    ],
  },
  {
    // The breakup itself, told without a more precise feeling: "il m'a quittée", "on a rompu".
    id: 'rupture',
    patterns: [
      /\bm'?a (quittee?|larguee?|plaquee?|jetee?|laissee? tomber|ferme la porte)\b|\bje l'?ai (quittee?|larguee?)\b/,
      /\b(on|nous) (a|avons|s'?est|s'?etait|s'?etaient|se sont) (rompu|separee?s?|quittee?s?)\b/,
      /\brupture\b|\bseparation\b|\b(c'?est|tout est) fini\b/,
    ],
    replies: [
      [
        "Je suis désolée que tu traverses ça. Une rupture, c'est un vrai bouleversement, même quand on la voyait venir.",
        "Tu n'as pas besoin de savoir quoi faire maintenant. Pour l'instant, il s'agit juste de prendre soin de toi, une heure après l'autre.",
        "Comment ça s'est passé, si tu as envie de me le raconter ?",
      ],
      [
        "Merci de me le confier. Ce n'est pas rien de mettre des mots sur une fin 💛",
        'Les premiers temps, toutes les réactions sont normales : le choc, les larmes, le vide, parfois même un certain soulagement.',
        "Qu'est-ce que tu ressens le plus fort, là, tout de suite ?",
      ],
      [
        "Une histoire qui se termine, c'est aussi un quotidien, des habitudes et des projets qui s'arrêtent. Pas étonnant que ça secoue autant.",
        "Tu peux avancer à petits pas : manger, dormir un peu, parler à quelqu'un de confiance. Le reste viendra.",
        "Qu'est-ce qui est le plus difficile pour toi depuis cette rupture ?",
      ],
      [
        'Que la décision vienne de toi ou de {ex}, une rupture fait mal. Dans les deux cas, on perd quelque chose.',
        "Tu as le droit d'être triste, même si une part de toi sait que c'était peut-être nécessaire.",
        "Qu'est-ce que cette fin représente pour toi ?",
      ],
    ],
  },
  {
    id: 'merci',
    patterns: [
      /\bmerci\b/,
      /\bt'?es (trop |vraiment |tellement |super )?(gentille|adorable|top|genial\w*|un amour)\b/,
      /\bca m'?aide\b|\bca (m'?a fait|fait) du bien de (te )?parler\b/,
    ],
    replies: [
      [
        'Avec plaisir, vraiment. Merci à toi de me faire confiance 💛',
        'Je suis là quand tu en as besoin, que ce soit pour parler de la rupture ou de tout autre chose.',
        'Comment tu te sens, après avoir posé tout ça ?',
      ],
      [
        "Ça me touche, merci. Prendre le temps de parler de ce qu'on vit, c'est déjà prendre soin de soi.",
        "Tu peux revenir ici à n'importe quel moment.",
        "Qu'est-ce que tu aimerais faire de bon pour toi d'ici la fin de la journée ?",
      ],
      [
        "C'est moi qui te remercie de partager tout ça. Ce n'est pas facile d'ouvrir son cœur 🤍",
        "Et n'oublie pas que les gens qui t'aiment peuvent aussi t'écouter : tu as le droit de t'appuyer sur eux.",
        "Qu'est-ce qui t'a fait le plus de bien dans notre échange ?",
      ],
      [
        "De rien, c'est normal. Tu fais un vrai travail sur toi, et ça mérite d'être reconnu.",
        "Tu peux noter ce qui t'a fait du bien aujourd'hui dans ton Journal quotidien, pour le retrouver plus tard.",
        "Qu'est-ce que tu retiens de ce moment ?",
      ],
    ],
  },
  {
    // Only a greeting: listed last so that "bonjour, il me manque" is answered about the missing.
    id: 'salutation',
    // A greeting alone (« coucou », « salut Janne ! »): a longer message is about what follows it.
    patterns: [/^(bonjour|bonsoir|salut|coucou|hello|hey|hi|yo|re|cc|slt|bjr|bsr)\b[^.!?]{0,12}[.!?🥲😊🙂 ]*$/u],
    replies: [
      [
        'Coucou, contente de te retrouver 💛',
        'Je suis là pour toi, que ta journée ait été douce ou compliquée.',
        "Comment tu te sens aujourd'hui ?",
      ],
      [
        'Hello ! Ça me fait plaisir que tu passes.',
        'On peut parler de ce que tu veux : de la rupture, de ta journée, ou de rien de spécial.',
        "Qu'est-ce qui t'amène ici aujourd'hui ?",
      ],
      [
        'Salut, toi. Je suis contente que tu sois là.',
        "Prends le temps qu'il te faut, il n'y a aucune pression ici.",
        "Qu'est-ce qui occupe ton esprit en ce moment ?",
      ],
      [
        "Coucou ! Je t'écoute, tranquillement.",
        "Parfois, on ne sait pas par où commencer, et c'est très bien comme ça.",
        "Quelle est la météo de ton cœur aujourd'hui ?",
      ],
    ],
  },
];

/** When no theme is recognised: welcome what was said and invite more. */
export const FALLBACK_REPLIES: readonly (readonly string[])[] = [
  [
    "Merci de me confier ça. Ce n'est pas toujours simple de mettre des mots sur ce qu'on vit.",
    "Prends ton temps, il n'y a pas de bonne ou de mauvaise façon de raconter.",
    "Qu'est-ce que tu ressens le plus fort, là, en ce moment ?",
  ],
  [
    "Je t'entends. Ce que tu vis compte, même si tout te paraît confus.",
    'Parfois, écrire quelques lignes dans ton Journal quotidien aide à démêler les pensées.',
    'Comment tu vis tout ça, au fond ?',
  ],
  [
    "D'accord, je suis là 💛 Ça a l'air important pour toi.",
    "Une rupture remue tellement de choses à la fois : le cœur, le quotidien, l'image de soi.",
    "De tout ça, qu'est-ce qui prend le plus de place aujourd'hui ?",
  ],
  [
    'Tout ce que tu ressens a sa place ici, même ce qui semble contradictoire. On peut ressentir de la tristesse et du soulagement, de la colère et de la nostalgie, tout à la fois.',
    "Il n'y a pas d'ordre à respecter pour guérir.",
    "Qu'est-ce que tu aimerais comprendre de ce que tu ressens ?",
  ],
  [
    "Je suis contente que tu m'en parles. Chaque fois que tu mets des mots sur ce que tu vis, tu t'en libères un petit peu.",
    "Et tu n'as pas besoin d'avoir tout compris pour avancer.",
    "Qu'est-ce qui t'aiderait le plus, là, maintenant ?",
  ],
  [
    "Ça a l'air de peser lourd en ce moment. Je suis là pour t'écouter, sans jugement 🤍",
    'Si tu veux, on peut prendre les choses une par une, doucement.',
    'Par quoi aimerais-tu commencer ?',
  ],
];

/** The first words when the chat is opened with no message yet: who Janne is, then a question. */
export const OPENING = {
  intro:
    "Coucou, moi c'est Janne 🌱 Je suis une intelligence artificielle, pas une thérapeute, mais je suis là pour t'écouter, sans jugement et à ton rythme.",
  withStory: "Merci de m'avoir confié ton histoire. Mettre des mots sur une rupture, ce n'est jamais rien.",
  withoutStory: "Ici, tu peux déposer ce que tu ressens, même si c'est confus ou contradictoire.",
  questions: [
    'Comment tu te sens, là, maintenant ?',
    "Qu'est-ce qui pèse le plus sur ton cœur aujourd'hui ?",
    "Par quoi aimerais-tu commencer aujourd'hui ?",
  ],
} as const;
