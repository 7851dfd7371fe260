import type { ParcoursDayContent } from '../content';

/**
 * Week 1 of « Mon parcours »: tenir. The first days ask for little — a few lines in the journal, a
 * night ready in advance, one reason, one muted profile, one small thing for tomorrow — because the
 * person is tired and in shock. No unsent letter yet: writing to the ex this early tends to become
 * a message actually sent (it comes in week 2, with the urge flow at hand).
 */
export const WEEK_1: readonly ParcoursDayContent[] = [
  {
    day: 1,
    week: 1,
    title: 'Commencer là où tu en es',
    theme: 'Le premier jour : ce qu’une rupture fait au corps et à la tête, et quelques lignes posées dans le journal.',
    reading: [
      'Si tu lis ces lignes, c’est que quelque chose s’est cassé et que tu cherches comment tenir. C’est déjà un premier pas. Ce parcours dure quatre semaines : chaque jour, une courte lecture et un petit exercice. Il n’y a pas de retard possible ni de série à perdre. Si tu t’arrêtes un jour, tu reprendras simplement là où tu t’étais {arrêté·e}.',
      'Une rupture ne se vit pas seulement dans la tête. Le corps la ressent aussi : le ventre noué, l’appétit qui disparaît ou qui s’emballe, le sommeil en miettes, une fatigue qui tombe d’un coup au milieu de la journée. Les pensées tournent en boucle, reviennent aux mêmes scènes, cherchent ce qui aurait pu se passer autrement. Tout cela est une réaction normale à une perte. Ce n’est ni un signe de faiblesse ni la preuve que tu ne t’en sortiras pas.',
      'Pendant ces premiers jours, le but n’est pas d’aller bien. Le but est de tenir : boire de l’eau, manger un peu même sans faim, sortir quelques minutes à la lumière du jour, dormir ce qui peut l’être. Ce sont des gestes modestes, mais ils donnent à ton corps de quoi traverser la tempête.',
      'Des chercheurs ont demandé à des étudiants qui venaient de vivre une rupture d’écrire sur elle et sur ce qu’ils ressentaient ; d’autres écrivaient, sans émotion, sur des sujets neutres. Dans le temps qui a suivi, ces derniers sont devenus plus tendus et plus fatigués, pas ceux qui avaient écrit sur leur rupture. Écrire ne fait pas disparaître la peine, mais cela lui donne une forme : ce qui tourne dans ta tête se pose sur la page, et tu peux le regarder d’un peu plus loin.',
      'D’autres ont observé que les personnes qui parlaient de leur séparation avec bienveillance envers elles-mêmes en étaient moins envahies au fil des mois. Alors aujourd’hui, écris quelques lignes seulement, sans chercher de belles phrases, et parle-toi comme tu parlerais à quelqu’un que tu aimes. Ton journal n’est lu par personne d’autre que toi.',
    ],
    exercise: {
      kind: 'journal',
      prompt: 'Qu’est-ce qui a été le plus dur aujourd’hui, et qu’est-ce qui t’a {aidé·e}, même un peu ?',
    },
    sources: ['lepore-greenberg-2002', 'sbarra-smith-mehl-2012'],
  },
  {
    day: 2,
    week: 1,
    title: 'Dormir malgré tout',
    theme: 'Le sommeil des premières nuits, et comment calmer le corps et l’attention quand le sommeil ne vient pas.',
    reading: [
      'Après une rupture, les nuits sont souvent les moments les plus durs. Dans la journée, le travail, les gens et les obligations occupent un peu la place. Le soir, tout se tait et les pensées reviennent : les souvenirs, les questions, le téléphone posé près de l’oreiller. Beaucoup de personnes s’endorment tard, se réveillent au milieu de la nuit ou ouvrent les yeux à l’aube avec le cœur qui bat. Si c’est ton cas, tu n’as rien de cassé : ton corps est en alerte, comme après n’importe quel choc.',
      'On ne peut pas forcer le sommeil, mais on peut lui préparer le terrain. Quelques idées, à prendre ou à laisser : garder une heure de lever à peu près fixe, même après une mauvaise nuit ; sortir un moment à la lumière du jour le matin ; éviter le café l’après-midi ; et surtout, poser le téléphone loin du lit. Relire les anciens messages ou regarder des photos à minuit réveille tout ce qui essayait de s’apaiser.',
      'Si tu ne dors pas au bout d’une vingtaine de minutes, lève-toi plutôt que de te battre avec l’oreiller. Va dans une autre pièce, allume une lumière douce, lis quelque chose de simple, puis reviens quand les paupières se font lourdes. Le lit redevient peu à peu un endroit où l’on dort, pas un endroit où l’on rumine.',
      'Il existe aussi un moyen rapide de ramener l’attention dans le présent : l’exercice 5-4-3-2-1. Tu cherches cinq choses que tu vois, quatre que tu peux toucher, trois que tu entends, deux que tu sens, une que tu peux goûter. Des chercheurs ont observé, chez des personnes qui avaient vécu une rupture, que tourner son attention vers autre chose que son ex ne faisait pas disparaître l’amour, mais rendait l’humeur plus agréable sur le moment. C’est exactement ce qu’on cherche à deux heures du matin : pas tout résoudre, juste s’apaiser.',
      'Essaie-le aujourd’hui, à un moment calme, pour qu’il te soit familier le soir venu. Et si la nuit est mauvaise malgré tout, ce n’est pas un échec : une mauvaise nuit se rattrape, et chez la plupart des gens le sommeil revient peu à peu.',
    ],
    exercise: {
      kind: 'grounding',
      prompt: 'Fais l’exercice 5-4-3-2-1 une fois maintenant, au calme : ce soir, tu sauras déjà comment il se passe.',
    },
    sources: ['langeslag-sanchez-2018'],
  },
  {
    day: 3,
    week: 1,
    title: 'Ton plan pour 3 h du matin',
    theme: 'Les heures difficiles de la nuit, et ce que tu peux faire pour te calmer, écrit à l’avance dans ton plan de sécurité.',
    reading: [
      'Il y a une heure particulière, souvent au milieu de la nuit, où tout paraît plus grave. Le silence amplifie les pensées, la fatigue enlève le recul, et ce qui semblait supportable la veille devient d’un coup trop lourd. À ce moment-là, réfléchir à ce qui pourrait t’aider est presque impossible : la tête est trop pleine.',
      'C’est pour cela qu’il vaut mieux décider maintenant, à tête reposée, de ce que tu feras à 3 h du matin. Des cliniciens ont conçu un outil simple pour les moments de crise : un plan écrit à l’avance, étape par étape, qu’on n’a plus qu’à lire quand le moment vient. L’une des premières étapes consiste à noter ce que tu peux faire {seul·e} pour te calmer. Tu le trouves dans « Mon plan de sécurité », et tu peux le remplir petit à petit.',
      'Ce qui apaise est très personnel. Pour certains, c’est une douche chaude ou un verre d’eau bu lentement. Pour d’autres, un podcast à voix basse, une playlist précise, quelques pages d’un livre déjà lu, une couverture lourde, la fenêtre ouverte sur l’air frais, ou la respiration lente de « Respirer un moment ». Choisis des gestes concrets, faciles à faire à moitié {endormi·e}, qui ne demandent pas de courage et ne passent pas par un écran qui te ramène vers ton ex.',
      'Garde aussi en tête que certaines choses semblent soulager mais relancent la douleur : relire la conversation, regarder ses photos, écrire un message « juste pour savoir ». Si l’envie de lui écrire arrive en pleine nuit, va dans « J’ai envie de lui écrire » : tu y écris ce que tu voudrais envoyer, et rien ne part.',
      'Et si une nuit devient trop lourde pour être traversée {seul·e}, tu n’as pas à attendre le matin : « Besoin d’aide ? », en haut de la page, te donne le 3114 et d’autres lignes d’écoute, joignables jour et nuit.',
    ],
    exercise: {
      kind: 'safety-plan',
      step: 'copingAlone',
      prompt: 'Note deux ou trois choses que tu peux faire {seul·e}, la nuit, quand ça monte : elles iront dans ton plan de sécurité.',
    },
    sources: ['stanley-brown-2012'],
  },
  {
    day: 4,
    week: 1,
    title: 'Ne pas écrire, pour aujourd’hui',
    theme: 'Le non-contact : pourquoi ne pas écrire à ton ex aide à se détacher, et noter une raison à relire quand l’envie revient.',
    reading: [
      'L’envie d’écrire à ton ex peut être très forte, surtout les premiers jours. Un message pour savoir comment ça va, pour dire une dernière chose, pour comprendre, pour retrouver un instant la sensation d’être en lien. Cette envie est normale : pendant des mois ou des années, cette personne était celle vers qui tu te tournais quand ça n’allait pas. Ton esprit continue de chercher le chemin habituel.',
      'Le problème, c’est que chaque contact relance tout. Une réponse froide fait mal ; une réponse chaleureuse ravive l’espoir, puis la chute recommence. Des chercheurs qui ont interrogé plusieurs centaines de personnes après une rupture ont observé que celles qui continuaient de regarder leur ex en ligne ressentaient plus de détresse et de manque, et avaient moins le sentiment d’avoir grandi. On ne sait pas tout de ce qui cause quoi, mais garder la porte entrouverte ne semble pas aider à la refermer.',
      'Ne pas écrire ne veut pas dire ne plus rien ressentir, ni décider pour toujours. C’est une pause que tu t’offres pour laisser la blessure se refermer. Tu ne t’engages pas pour la vie : tu tiens pour aujourd’hui, puis pour demain. Et si tu craques un jour, ce n’est pas la fin de tout : tu reprends le lendemain, sans te punir.',
      'Ce qui aide le plus, quand l’envie monte, c’est de te souvenir pourquoi tu as fait ce choix. Mais à cet instant-là, les raisons s’effacent derrière le manque. C’est pourquoi on les écrit avant, à un moment calme, comme aujourd’hui. Une phrase suffit : « Je mérite quelqu’un qui me choisit », « Je dors mieux quand je n’attends pas de réponse », « Je ne veux plus vivre {suspendu·e} à mon téléphone ».',
      'Ta raison ira dans « Mes raisons ». Le jour où l’envie reviendra, « J’ai envie de lui écrire » te la remettra sous les yeux, avec tes propres mots.',
    ],
    exercise: {
      kind: 'reason',
      prompt: 'En une phrase, pourquoi choisis-tu de ne pas lui écrire ? Avec tes mots : tu la reliras quand l’envie reviendra.',
    },
    sources: ['marshall-2012'],
  },
  {
    day: 5,
    week: 1,
    title: 'Mettre ses profils en sourdine',
    theme: 'Ne plus tomber par surprise sur ton ex en ligne : masquer, mettre en sourdine, archiver, sans forcément bloquer.',
    reading: [
      'Tu ouvres une application pour te changer les idées et, d’un coup, son visage est là : une story, une photo, un nouveau nom parmi ses abonnés. En une seconde, la journée bascule. Et il y a aussi les moments où l’on va voir exprès, tard le soir, en se promettant que ce sera la dernière fois.',
      'Regarder le profil d’un ex est extrêmement courant, et tu n’as pas à en avoir honte. Mais une étude menée auprès de plusieurs centaines d’utilisateurs de Facebook a montré que plus les gens surveillaient le profil de leur ex, plus ils ressentaient de détresse à propos de la rupture, de manque et de désir pour cette personne, et moins ils avaient le sentiment d’avoir grandi. Chaque visite ravive la blessure, et chaque détail devient une question : avec qui ? depuis quand ? est-ce que je lui manque ?',
      'Aujourd’hui, l’idée est de t’épargner les rencontres par surprise. Tu n’es pas {obligé·e} de bloquer ni de supprimer, si cela te semble trop brutal. La plupart des réseaux permettent de mettre quelqu’un en sourdine, de masquer ses stories ou de ne plus voir ses publications, en général sans que la personne en soit prévenue. Tu peux aussi archiver la conversation pour qu’elle ne soit plus en haut de la liste, et déplacer tes photos avec ton ex dans un dossier à part, sans les effacer. Tu décideras plus tard de ce que tu veux garder.',
      'Ce n’est pas une punition ni un message adressé à ton ex : c’est un geste pour toi, comme on range une lettre qui fait mal à relire. Moins tu tombes sur son image, plus ton esprit a de place pour autre chose. Si tu retournes regarder quand même, pas de drame : remarque simplement ce que tu ressens après, et demande-toi si ça t’a fait du bien.',
      'Prends cinq minutes maintenant, téléphone en main, réseau par réseau. Quand c’est fait, dis-le ici.',
    ],
    exercise: {
      kind: 'action',
      prompt:
        'Sur chaque réseau où tu croises ton ex, mets ses profils en sourdine ou masque-les, puis range tes photos avec ton ex dans un dossier à part.',
      doneLabel: 'C’est fait',
    },
    sources: ['marshall-2012'],
  },
  {
    day: 6,
    week: 1,
    title: 'Une petite chose pour demain',
    theme: 'Reprendre une petite activité qui fait du bien ou qui compte, même sans en avoir envie, en la prévoyant comme un objectif.',
    reading: [
      'Après une rupture, beaucoup de gens se replient. On annule les sorties, on reste au lit plus longtemps, on laisse tomber le sport, les amis, les petits plaisirs. C’est compréhensible : tout demande un effort, et rien ne semble en valoir la peine. Mais ce repli a un prix : moins on fait, moins on vit de moments qui font du bien, et plus la tristesse prend de place.',
      'Les psychologues appellent « activation comportementale » une façon de sortir de ce cercle : au lieu d’attendre d’avoir envie pour agir, on agit un peu, et l’envie suit souvent après. En regroupant de nombreuses études, des chercheurs ont montré que cette approche simple aidait nettement les personnes déprimées, aussi bien que d’autres psychothérapies reconnues. Tu n’es pas forcément en dépression, mais le principe vaut aussi pour une peine de cœur.',
      'Le secret, c’est de viser petit. Pas « reprendre le sport », mais « marcher dix minutes après le déjeuner ». Pas « revoir mes amis », mais « envoyer un message à Léa ». Une activité qui te faisait plaisir avant, ou simplement une chose utile qui te laissera la satisfaction de l’avoir faite : ranger un coin de ta chambre, cuisiner un vrai repas, prendre l’air.',
      'Décide maintenant de ce que ce sera, et quand. L’écrire à l’avance rend la chose plus facile : demain, tu n’auras pas à décider, seulement à faire. Et si tu ne la fais pas, rien n’est perdu : tu la reportes, ou tu en choisis une plus petite encore.',
      'Ton objectif ira dans « Mes progrès ». Demain soir, tu pourras le cocher et remarquer comment tu te sentais avant et après. Souvent, la différence est petite. Mais les petites différences, jour après jour, finissent par compter.',
    ],
    exercise: {
      kind: 'goal',
      prompt: 'En quelques mots, une petite chose que tu feras demain pour toi : marcher dix minutes, appeler quelqu’un, cuisiner.',
    },
    sources: ['cuijpers-et-al-2007'],
  },
  {
    day: 7,
    week: 1,
    title: 'Ce que tu as tenu cette semaine',
    theme: 'Regarder la première semaine avec bienveillance : ce que tu as tenu, même de tout petit, en te parlant comme à un·e ami·e.',
    reading: [
      'Voilà une semaine que tu as commencé ce parcours. Peut-être que tu as suivi chaque jour, peut-être que tu en as sauté. Peut-être que certaines nuits ont été terribles, ou que tu as écrit à ton ex malgré tout. Quoi qu’il se soit passé, tu es là aujourd’hui, et ça compte.',
      'Dans une rupture, on a tendance à se juger durement : « j’aurais dû voir venir », « je suis {nul·le} de pleurer encore », « je devrais déjà être {passé·e} à autre chose ». Des chercheurs ont écouté des adultes en pleine séparation parler de leur rupture pendant quelques minutes. Ceux qui parlaient d’eux-mêmes avec bienveillance, sans se flageller, en reconnaissant que leur peine était humaine, étaient moins envahis par la séparation, sur le moment comme dans les mois qui ont suivi.',
      'La bienveillance envers soi, ce n’est pas se trouver des excuses ni se répéter que tout va bien. C’est se parler comme on parlerait à un·e ami·e qui traverse la même chose : reconnaître que c’est dur, se rappeler que beaucoup de gens vivent ça, et se demander de quoi on a besoin maintenant.',
      'Alors regarde ta semaine avec ces yeux-là. Ce que tu as tenu n’a pas besoin d’être spectaculaire : une nuit un peu meilleure, un repas pris, un message non envoyé, dix minutes dehors, quelques lignes dans ton journal. Chacun de ces gestes a demandé de l’énergie à un moment où tu en avais peu. Et ce que tu n’as pas réussi n’efface pas ce que tu as fait.',
      'Aujourd’hui, un petit bilan de la semaine t’est aussi proposé : quelques questions pour voir où tu en es. Ce n’est pas une note et il n’y a pas de bonne réponse. Semaine après semaine, il t’aidera à voir le chemin parcouru, même les jours où tu as l’impression de ne pas avancer.',
    ],
    exercise: {
      kind: 'journal',
      prompt: 'Qu’as-tu tenu cette semaine, même de tout petit ? Écris-le comme tu le dirais à un·e ami·e qui vivrait la même chose.',
    },
    sources: ['sbarra-smith-mehl-2012'],
  },
];
