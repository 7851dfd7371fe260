import type { ParcoursDayContent } from '../content';

/**
 * Week 4 of « Mon parcours »: « Construire » (days 22 to 28). What the person found in week 3
 * becomes something to lean on: values turned into a reason for no contact, limits and what to
 * grow in the matrix (written gently: self-compassion went with a better recovery, Sbarra, Smith &
 * Mehl 2012), a new habit in the hours that used to belong to the ex (Marshall 2012; behavioural
 * activation, Cuijpers et al. 2007), a plan for the days when it comes back (Stanley & Brown 2012),
 * a last unsent letter (Lepore & Greenberg 2002), and a look back at the four weeks. Words about
 * the person that agree with their gender are in braces (agreeText in gender.ts).
 */
export const WEEK_4: readonly ParcoursDayContent[] = [
  {
    day: 22,
    week: 4,
    title: 'Ce qui compte pour toi',
    theme: "Nommer ses valeurs, ce qui compte vraiment, et s'en servir comme boussole, y compris pour garder ses distances.",
    reading: [
      "On entre dans la dernière semaine du parcours : celle où l'on construit. Et pour construire, il faut une direction. Pas un plan sur cinq ans : une boussole. Ce qui compte pour toi, vraiment, quand tu enlèves ce que les autres attendent de toi.",
      "Une rupture brouille souvent cette boussole. Des chercheurs ont observé qu'après une séparation, beaucoup de personnes ne savent plus très bien qui elles sont, et que ce flou pèse sur le moral. Savoir ce à quoi tu tiens est une façon d'y voir plus clair. Tes valeurs, elles, ne sont pas parties avec ton ex.",
      "Une valeur, ce n'est pas un objectif qu'on coche. C'est une manière d'avancer : la loyauté, la curiosité, la tendresse, le calme, la justice, la liberté, le soin des autres, la création, l'honnêteté. Pour trouver les tiennes, pense à un moment où tu t'es {senti·e} vraiment à ta place, {fier·e} de toi. Qu'est-ce qui comptait, à ce moment-là ? Et à l'inverse, qu'est-ce qui te met en colère quand tu le vois piétiné ? La colère dit souvent, en creux, ce à quoi on tient.",
      "Tes valeurs peuvent aussi t'aider à garder tes distances. Les premières semaines, les raisons de ne pas recontacter son ex parlent souvent de l'autre : ce qui a blessé, ce qui n'allait pas. Avec le temps, d'autres raisons apparaissent, qui parlent de toi : « Parce que je mérite d'être {choisi·e} sans hésitation », « Parce que le calme compte pour moi », « Parce que je veux me respecter ». Elles ont un avantage : elles ne dépendent pas de ce que ton ex fait ou ne fait pas.",
      "Aujourd'hui, choisis une valeur qui compte pour toi et transforme-la en raison. Elle rejoindra les autres dans « Mes raisons », là où tu les retrouves les soirs où l'envie d'écrire revient.",
    ],
    exercise: {
      kind: 'reason',
      prompt: 'Écris une raison de garder tes distances qui parle de ce qui compte pour toi, par exemple « Parce que je mérite du calme ».',
    },
    sources: ['slotter-gardner-finkel-2010'],
  },
  {
    day: 23,
    week: 4,
    title: "Ce que tu n'acceptes plus",
    theme: "Poser ses limites pour la suite : ce que l'on ne veut plus vivre ni tolérer dans une relation.",
    reading: [
      "Il y a une phrase que beaucoup de gens prononcent après une rupture, parfois avec colère, parfois avec un grand calme : « Plus jamais ça. » Elle peut sembler amère. En réalité, elle contient souvent quelque chose de précieux : une limite qui n'existait pas avant, ou qui n'était pas assez claire.",
      "Des chercheurs qui ont interrogé des personnes après leur rupture ont d'ailleurs pris une phrase de ce genre comme titre de leur article : « Je ne vivrai plus jamais une relation comme celle-là. » Parmi les changements positifs que ces personnes décrivaient, beaucoup touchaient à la façon d'être en relation : mieux savoir ce qu'elles voulaient, ce qu'elles ne voulaient plus, comment elles voulaient qu'on les traite.",
      "Une autre équipe a observé que, quand une relation ne faisait plus grandir, la quitter laissait souvent de la place pour se retrouver. Savoir ce que tu n'acceptes plus, c'est protéger cette place pour la suite.",
      "Une limite n'est pas un reproche adressé à ton ex, ni une liste de ses défauts. C'est une phrase sur toi : ce que tu ne veux plus vivre, ce que tu ne veux plus tolérer, y compris de ta propre part. Par exemple : « Être la seule personne à faire des efforts », « Qu'on se moque de mes projets », « Me taire pour éviter une dispute », « Attendre des messages qui ne viennent pas ». Ça peut aussi concerner l'amitié, le travail ou la famille.",
      "Choisis-en une seule, celle qui te semble la plus importante aujourd'hui, et écris-la en quelques mots dans « Ce que je n'accepte plus ». Ce n'est pas un mur contre les autres : c'est un repère pour toi, le jour où quelque chose de familier recommencera et où tu te demanderas si c'est normal.",
    ],
    exercise: {
      kind: 'matrix',
      section: 'dislikes',
      prompt: 'En quelques mots : une chose que tu ne veux plus vivre ni tolérer.',
    },
    sources: ['tashiro-frazier-2003', 'lewandowski-bizzoco-2007'],
  },
  {
    day: 24,
    week: 4,
    title: 'Une habitude à toi',
    theme: "Installer une petite habitude nouvelle dans les moments creux qui ramenaient vers l'ex.",
    reading: [
      "Les journées d'une relation ont une forme : le message du matin, l'appel sur le trajet, la série du soir, le dimanche chez l'un ou chez l'autre. Quand la relation s'arrête, la forme reste, mais vide. Ces creux sont souvent les moments les plus durs : à cette heure-là, quelque chose en toi attend encore ce qui venait.",
      "Pour beaucoup, ces creux se remplissent d'un geste : ouvrir le profil de l'ex, regarder qui a aimé quoi, relire les vieux messages. Une chercheuse a observé que les personnes qui continuaient de surveiller leur ex sur les réseaux sociaux ressentaient plus de détresse et de manque, et grandissaient moins après la rupture. Le geste soulage une seconde, puis entretient la blessure.",
      "Plutôt que de lutter contre un vide, il est plus facile de le remplir. C'est l'idée des approches par l'action, dont une synthèse de nombreuses études a montré l'efficacité contre la déprime : prévoir de petites activités précises, à des moments précis, plutôt qu'attendre d'en avoir envie. Une habitude choisie prend la place d'une habitude subie.",
      "Repère d'abord ton creux le plus difficile : le réveil, le retour du travail, le dimanche soir, le moment de te coucher. Puis choisis une chose simple à y mettre : appeler quelqu'un de proche, marcher vingt minutes, lire quelques pages, prendre une douche chaude en musique, cuisiner un vrai repas. Une habitude tient mieux quand elle est petite, toujours au même moment, et accrochée à quelque chose que tu fais déjà : « Après le café du matin, je sors marcher dix minutes. »",
      "Tu n'as pas besoin de la tenir parfaitement. Un jour manqué ne l'efface pas : tu reprends le lendemain, sans te juger. Au bout de quelques semaines, le creux aura une nouvelle forme : la tienne.",
    ],
    exercise: {
      kind: 'goal',
      prompt: 'En quelques mots : ta nouvelle habitude, et le moment de la journée où tu la places.',
    },
    sources: ['cuijpers-et-al-2007', 'marshall-2012'],
  },
  {
    day: 25,
    week: 4,
    title: 'Évoluer, avec douceur',
    theme: 'Choisir avec bienveillance une chose à faire évoluer chez soi, sans se juger ni se faire de reproches.',
    reading: [
      "Après une rupture, il y a souvent un moment où l'on se retourne contre soi. On refait le film et on se trouve tous les torts : « J'aurais dû être plus {patient·e}, moins {exigeant·e}, plus {présent·e}. » Parfois, une part de ces reproches est juste. Mais la manière dont on se les adresse change tout.",
      'Des chercheurs ont écouté des personnes qui venaient de se séparer parler de leur rupture pendant quelques minutes, et ont noté à quel point elles se parlaient avec bienveillance. Celles qui se traitaient avec le plus de douceur étaient, dans les mois suivants, moins envahies par la séparation, et cela même en tenant compte de leur état au départ.',
      "La douceur envers soi n'empêche pas de changer. Quand on se parle durement, on a envie de se défendre ou de tout lâcher. Quand on se parle comme à quelqu'un qu'on aime, on peut regarder ses erreurs en face, parce qu'elles ne menacent plus tout.",
      "Dans ta matrice, la section « Ce que je veux faire évoluer » est faite pour ça. Une seule chose, formulée comme un chemin et pas comme une faute. Au lieu de « Je suis trop {dépendant·e} », « Apprendre à passer du temps {seul·e} ». Au lieu de « J'ai tout gâché avec mes silences », « Dire ce que je ressens plus tôt ». Au lieu de « Je ne sais pas choisir », « Écouter mes doutes dès le début ».",
      "Avant d'écrire, essaie ceci : pose une main sur ta poitrine ou sur ton bras, et dis-toi, même si ça te semble bizarre : « C'était difficile. J'ai fait de mon mieux avec ce que je savais, et je peux apprendre. » Respire un moment. Puis écris ta ligne, comme tu l'écrirais pour quelqu'un que tu aimes.",
    ],
    exercise: {
      kind: 'matrix',
      section: 'improvements',
      prompt: 'En quelques mots, et avec douceur : une chose que tu veux faire évoluer chez toi.',
    },
    sources: ['sbarra-smith-mehl-2012'],
  },
  {
    day: 26,
    week: 4,
    title: 'Les jours où ça revient',
    theme: "Se préparer aux jours où la peine revient, en reconnaissant à l'avance les signes qui les annoncent.",
    reading: [
      "Il y aura encore des jours difficiles. Pas parce que tu fais quelque chose de travers, mais parce que le chemin après une rupture n'est pas une ligne droite. Une chanson à la radio, un anniversaire, une photo qui remonte, une nouvelle de ton ex apprise par hasard, et la vague revient, parfois aussi forte qu'au début. Ça ne veut pas dire que tu es {revenu·e} au point de départ.",
      "La façon dont tu accueilles ces jours-là compte. Des chercheurs ont observé que les personnes qui se parlaient avec bienveillance après leur séparation se remettaient mieux avec le temps. Un jour sans, ce n'est pas un échec : c'est un jour où tu as besoin de plus de soin que d'habitude.",
      "Le plus difficile, dans ces moments, c'est de réfléchir : la tête est pleine, tout paraît lourd. C'est pour ça que des cliniciens ont mis au point le plan de sécurité, une courte liste qu'on écrit à froid, quand ça va à peu près, pour savoir quoi faire quand ça va mal sans avoir à l'inventer sur le moment. Sa première étape : reconnaître les signes qui annoncent une mauvaise passe.",
      "Ces signes sont différents pour chacun. Une pensée (« je ne m'en sortirai jamais »), un comportement (rester au lit, sauter les repas, relire les messages, fouiller les réseaux de ton ex), une situation (le dimanche soir, une fête de famille, un lieu où tu allais avec ton ex), une sensation (la gorge serrée, les nuits sans sommeil). Repense aux jours les plus durs de ces dernières semaines : qu'est-ce qui venait juste avant ?",
      "Quand tu repères un de ces signes, c'est le moment d'ouvrir ton plan, pas de serrer les dents. Les étapes suivantes sont là pour t'aider : ce que tu peux faire {seul·e}, les personnes à qui parler. Et si un jour la douleur devient trop lourde, tu n'as pas à la porter {seul·e} : le 3114 répond jour et nuit, gratuitement, et tout est dans « Besoin d'aide ? ».",
    ],
    exercise: {
      kind: 'safety-plan',
      step: 'warningSigns',
      prompt: "Note un ou deux signes qui t'annoncent qu'un jour difficile arrive : une pensée, un geste, un moment.",
    },
    sources: ['stanley-brown-2012', 'sbarra-smith-mehl-2012'],
  },
  {
    day: 27,
    week: 4,
    title: 'Une lettre pour refermer',
    theme: "Écrire une dernière lettre non envoyée à l'ex : ce qu'on emporte de cette histoire et ce qu'on laisse.",
    reading: [
      "Tu as peut-être déjà écrit des lettres à ton ex pendant ce parcours, ou les soirs où l'envie de lui écrire était trop forte. Celle d'aujourd'hui est différente. Elle ne cherche pas à convaincre, ni à obtenir une réponse, ni à avoir le dernier mot. Elle sert à refermer une porte, doucement, de ton côté.",
      "Des chercheurs ont demandé à des personnes qui venaient de vivre une rupture d'écrire, plusieurs fois, ce qu'elles pensaient et ressentaient le plus profondément à propos de cette séparation. Comparées à celles qui écrivaient sur des sujets sans rapport, elles se sentaient ensuite moins tendues et moins fatiguées. Écrire ne change pas ce qui s'est passé, mais ça aide à le ranger.",
      "Pour cette lettre, deux parties suffisent. D'abord, ce que tu emportes : ce que cette histoire t'a donné, ce que tu as appris, les moments que tu veux garder sans qu'ils te fassent mal. D'autres chercheurs ont vu que la plupart des gens finissent par trouver des choses qu'une rupture leur a apprises ; tu as commencé à les chercher la semaine dernière. Ensuite, ce que tu laisses : la colère que tu ne veux plus porter, les questions qui n'auront pas de réponse, l'espoir que ton ex change, le rôle que tu jouais dans ce couple.",
      "Tu peux écrire « merci » et « je t'en veux » dans la même lettre. Tu peux dire au revoir sans pardonner, ou pardonner sans revenir. Il n'y a pas de bonne façon de faire. Ce qui compte, c'est que ce soit vrai.",
      "Cette lettre ne partira jamais : elle reste dans « Lettres non envoyées », pour toi {seul·e}. Prends ton temps, et si des larmes viennent, laisse-les venir. Ensuite, fais quelque chose de doux : un thé, une douche, un message à quelqu'un de proche.",
    ],
    exercise: {
      kind: 'letter',
      prompt: 'Écris à ton ex ce que tu emportes de cette histoire, puis ce que tu laisses derrière toi. Cette lettre ne partira jamais.',
    },
    sources: ['lepore-greenberg-2002', 'tashiro-frazier-2003'],
  },
  {
    day: 28,
    week: 4,
    title: "La suite t'appartient",
    theme: "La fin du parcours : voir le chemin fait en quatre semaines et choisir ce que l'on garde pour la suite.",
    reading: [
      "Vingt-huit jours. Tu es {arrivé·e} au bout de ce parcours, à ton rythme, avec les jours faits, les jours sautés, les jours repris. Il n'y a pas de bonne vitesse pour traverser une rupture, et tu n'as pas besoin d'être {guéri·e} aujourd'hui pour que ces quatre semaines aient compté.",
      "Des chercheurs ont observé que des personnes qui prenaient régulièrement le temps de réfléchir à leur rupture, pendant plusieurs semaines, retrouvaient une idée plus claire de qui elles étaient, et se sentaient ensuite moins seules et moins envahies par la séparation. C'est ce que tu as fait ici, jour après jour : écrire, nommer tes forces, tes goûts, tes limites, tes valeurs. Ce travail ne disparaît pas quand le parcours s'arrête.",
      "Tout ce que tu as écrit reste là où tu l'as mis : ton journal, ta matrice, tes raisons, tes objectifs, ton plan de sécurité, tes lettres. Relis-les de temps en temps, surtout les jours sans. Ils racontent l'histoire de quelqu'un qui a traversé quelque chose de dur et qui a pris soin de soi en chemin.",
      "Regarde aussi ce qui a changé, même un peu : le sommeil, l'envie d'écrire à ton ex, la place que cette histoire prend dans tes journées. La plupart des gens finissent par trouver, à côté de la peine, des choses qu'une rupture leur a apprises. Ton bilan de la semaine peut t'aider à voir la courbe. Et si elle ne descend pas, ou si les journées restent lourdes, consulter un ou une psychologue, ou ton médecin, n'est pas un échec : c'est une façon de plus de prendre soin de toi.",
      'Pour finir, une dernière question, rien que pour toi. Tu peux y répondre en trois mots ou en une page. Et tu pourras recommencer le parcours un jour, si tu en as envie : tu ne liras plus les mêmes textes de la même façon.',
    ],
    exercise: {
      kind: 'journal',
      prompt: "Qu'est-ce qui a changé pour toi en quatre semaines, et qu'est-ce que tu veux garder pour la suite ?",
    },
    sources: ['larson-sbarra-2015', 'tashiro-frazier-2003'],
  },
];
