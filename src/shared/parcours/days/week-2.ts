import type { ParcoursDayContent } from '../content';

/**
 * Week 2 of « Mon parcours »: comprendre. Telling the story (expressive writing), saying what was
 * left unsaid without sending it, what the relationship cost, the ex seen as they were, the loops of
 * rumination, the signs that announce a hard moment — and, to close, the story told again with the
 * kindness one would have for a friend, which leads to week 3 (who I am without them).
 */
export const WEEK_2: readonly ParcoursDayContent[] = [
  {
    day: 8,
    week: 2,
    title: 'Raconter ton histoire',
    theme: 'Mettre des mots sur la rupture par l’écriture : raconter ce qui s’est passé et ce que tu as ressenti.',
    reading: [
      'Cette deuxième semaine, on va essayer de comprendre. Pas de trouver un coupable, ni de tout expliquer : juste de mettre un peu d’ordre dans ce qui s’est passé, pour que ça cesse de tourner en boucle. Et la première étape, c’est de raconter.',
      'Des chercheurs ont proposé à des étudiants qui venaient de vivre une rupture d’écrire sur elle en allant au fond de leurs pensées et de leurs émotions. D’autres écrivaient sur des sujets neutres, sans émotion. Dans le temps qui a suivi, ces derniers ont vu monter leur tension, leur fatigue et leurs petits maux comme les rhumes ; ceux qui avaient écrit sur leur rupture, non. Écrire ainsi aide à transformer un chaos d’images et de sensations en une histoire, avec un début, un milieu et une suite.',
      'Aujourd’hui, prends un quart d’heure dans un endroit tranquille. Raconte ce qui s’est passé : comment ça a commencé à se fissurer, le moment où tu as compris, les jours d’après. Surtout, écris ce que tu as ressenti, et ce que tu ressens maintenant en l’écrivant. La colère, la honte, le soulagement parfois, le manque : tout a sa place.',
      'Ne te relis pas, ne corrige pas l’orthographe, ne cherche pas à être juste envers tout le monde. Tu n’écris pas pour un tribunal ni pour ton ex, tu écris pour toi. Si tu bloques, repars d’une phrase simple : « Ce qui me revient le plus souvent, c’est… ». Si tu n’as pas la force d’un quart d’heure, cinq minutes suffisent.',
      'Il arrive qu’on se sente plus triste juste après avoir écrit ; en général, ça passe vite. Prévois un moment doux ensuite : une douche, une marche, une série légère. Tu pourras reprendre ce récit les jours suivants, le compléter, le raconter autrement. Il n’a pas besoin d’être fini aujourd’hui. Et si, au fil des jours, écrire te fait tourner en rond au lieu de t’alléger, fais une pause : ce n’est pas le bon moment, et ce n’est pas grave.',
    ],
    exercise: {
      kind: 'journal',
      prompt: 'Raconte ta rupture pendant un quart d’heure, sans te relire : ce qui s’est passé, et ce que ça a remué en toi.',
    },
    sources: ['lepore-greenberg-2002'],
  },
  {
    day: 9,
    week: 2,
    title: 'Ce que tu n’as pas pu dire',
    theme: 'Écrire à ton ex une lettre qui ne partira jamais, pour dire ce qui est resté en travers de la gorge.',
    reading: [
      'Dans presque toutes les ruptures, il reste des phrases non dites. Ce que tu n’as pas osé dire, ce que tu n’as pas eu le temps de dire, ce que tu aurais voulu dire autrement. Ou au contraire ce qui est sorti sous le coup de la colère et que tu regrettes. Ces phrases restent là, et reviennent souvent au moment de s’endormir, comme une conversation rejouée sans fin.',
      'L’envie est alors forte de les envoyer. Mais un message envoyé attend une réponse, et cette réponse, tu ne la choisis pas : elle peut ne jamais venir, ou ne pas être celle que tu espérais. La lettre non envoyée te permet de dire ce que tu as à dire sans rien attendre en retour.',
      'C’est une forme de l’écriture d’hier : mettre des mots sur ce que tu ressens, pour toi. Les chercheurs qui ont fait écrire des étudiants sur leur rupture ont vu qu’ils échappaient à la hausse de tension et de fatigue qu’ont connue ceux qui écrivaient sur autre chose. T’adresser directement à ton ex, en lui disant « tu », rend souvent les choses plus vivantes et plus faciles à dire.',
      'Tu peux tout écrire : les reproches, les remerciements, les questions sans réponse, les souvenirs que tu gardes, les adieux. Tu as le droit d’être injuste, en colère, tendre, tout à la fois. Il n’y a pas de bonne manière de faire. Si tu ne sais pas par où commencer, essaie : « Ce que je n’ai jamais pu te dire, c’est… ».',
      'Ta lettre ira dans « Lettres non envoyées ». Elle ne partira jamais, nulle part. Tu pourras la relire dans quelques semaines et voir ce qui a changé en toi. Et si, après l’avoir écrite, l’envie de l’envoyer monte quand même, va dans « J’ai envie de lui écrire » : ce moment-là se traverse aussi.',
    ],
    exercise: {
      kind: 'letter',
      prompt: 'Écris à ton ex ce que tu n’as pas pu lui dire. Cette lettre ne partira jamais : elle reste ici, pour toi.',
    },
    sources: ['lepore-greenberg-2002'],
  },
  {
    day: 10,
    week: 2,
    title: 'Ce que cette relation t’a coûté',
    theme: 'Regarder honnêtement ce que la relation t’a coûté, sans effacer ce qui était bon, pour desserrer un peu le manque.',
    reading: [
      'Quand on a le cœur brisé, la mémoire fait un tri étrange. Elle garde les matins tendres, les fous rires, les projets, et laisse dans l’ombre les soirées d’attente, les disputes qui revenaient toujours, les moments où tu te sentais {seul·e} à deux. Ce tri rend le manque plus fort : on pleure en partie une relation qui n’était pas tout à fait celle dont on se souvient.',
      'Des chercheurs ont demandé à des personnes qui avaient vécu une rupture de penser aux défauts de leur ex et aux côtés difficiles de la relation. Leurs sentiments amoureux ont baissé. Sur le moment, elles se sentaient un peu moins bien : regarder ce qui a fait mal n’a rien d’agréable. Mais c’est une façon de relâcher l’emprise d’un amour qui n’a plus d’avenir.',
      'Aujourd’hui, la question est simple : qu’est-ce que cette relation t’a coûté ? Du sommeil, de la confiance en toi, du temps avec tes amis, un projet mis de côté, la liberté de dire ce que tu pensais, ta tranquillité… Ce n’est pas un procès de ton ex, ni une façon de dire que tout était mauvais. C’est un bilan honnête, qui a le droit d’avoir deux colonnes.',
      'Choisis une chose, celle qui te parle le plus, et écris-la comme une raison de ne pas revenir en arrière : « Je ne veux plus attendre des heures une réponse », « Je veux voir mes amis sans avoir à me justifier ». Elle rejoindra « Mes raisons », et tu la retrouveras quand l’envie d’écrire reviendra.',
      'Après l’exercice, offre-toi un moment qui n’a rien à voir avec ton ex : un morceau de musique que tu aimes, un appel à quelqu’un, une marche. Les mêmes chercheurs ont vu que penser à autre chose rendait l’humeur plus agréable. Regarder la vérité en face, puis te changer les idées : les deux vont bien ensemble.',
    ],
    exercise: {
      kind: 'reason',
      prompt: 'En une phrase, une chose que cette relation t’a fait perdre et que tu ne veux plus donner. Elle rejoindra tes raisons.',
    },
    sources: ['langeslag-sanchez-2018'],
  },
  {
    day: 11,
    week: 2,
    title: 'Voir ton ex sans filtre',
    theme: 'Regarder ton ex comme il ou elle était vraiment, avec ses qualités et ses défauts, sans l’idéaliser ni en faire un monstre.',
    reading: [
      'Après une rupture, l’image de l’autre bascule facilement d’un extrême à l’autre. Certains jours, ton ex paraît sans défaut, irremplaçable, la seule personne qui t’ait jamais {compris·e}. D’autres jours, c’est la source de tous tes malheurs. Les deux images sont fausses, et toutes les deux te gardent {attaché·e} : l’idéal parce qu’il fait regretter, le monstre parce qu’il occupe toutes tes pensées.',
      'Pour te détacher, il ne s’agit pas de détester, mais de voir juste. Les chercheurs qui ont étudié comment apaiser ses sentiments après une rupture ont observé que penser aux côtés négatifs de son ex faisait baisser l’amour, même si c’était un peu pénible sur le moment, et que se tourner vers autre chose rendait l’humeur meilleure. Lucidité d’abord, douceur ensuite.',
      'Voir ton ex dans son ensemble, c’est garder les deux colonnes ouvertes. Oui, il y avait de la tendresse, de l’humour, des moments où tu te sentais {aimé·e}. Et il y avait aussi des absences, des paroles blessantes, des besoins à toi qui restaient sans réponse. Reconnaître ses qualités ne t’oblige pas à regretter ; reconnaître ses défauts ne t’oblige pas à haïr.',
      'Une astuce aide : imagine ce que dirait un·e ami·e honnête, qui connaissait bien ton couple et qui tient assez à toi pour te dire la vérité. Que dirait cette personne de ton ex, sans méchanceté et sans embellir ? Qu’est-ce qu’elle t’a vu accepter, ou taire, pour que ça tienne ?',
      'Écris ce portrait dans ton journal : deux qualités bien réelles, deux choses qui te faisaient du mal. Puis referme le journal et passe à autre chose pour un moment. Tu pourras relire ce portrait les jours où l’image idéale revient.',
    ],
    exercise: {
      kind: 'journal',
      prompt: 'Décris ton ex comme le ferait un·e ami·e honnête : deux qualités bien réelles, et deux choses qui te faisaient du mal.',
    },
    sources: ['langeslag-sanchez-2018'],
  },
  {
    day: 12,
    week: 2,
    title: 'Quand les pensées tournent en boucle',
    theme: 'La différence entre réfléchir à la rupture et ruminer, et comment sortir d’une boucle de pensées en revenant au présent.',
    reading: [
      'Il y a deux façons de penser à une rupture. La première avance : tu te poses une question, tu y réfléchis, tu écris, et peu à peu quelque chose se dénoue. La seconde tourne en rond : les mêmes scènes, les mêmes « et si… », les mêmes phrases rejouées cent fois, sans que rien ne bouge, sauf la fatigue et la tristesse qui montent.',
      'Écrire sur ta rupture, comme tu l’as fait ces derniers jours, appartient plutôt à la première façon : tu donnes une forme aux choses, puis tu peux refermer le cahier. La rumination, elle, ne se referme jamais. Elle donne l’impression de chercher une solution, mais elle ramène toujours au même point.',
      'Comment reconnaître la boucle ? Demande-toi : est-ce que je découvre quelque chose de nouveau, ou est-ce que je repasse le même film ? Si c’est le même film depuis dix minutes, ce n’est plus de la réflexion. Ce n’est pas ta faute : c’est une pente naturelle de l’esprit quand il a mal. Mais tu peux apprendre à en sortir.',
      'La première clé est de ramener ton attention ailleurs. Des chercheurs ont vu que penser à des choses agréables, sans lien avec l’ex, rendait l’humeur meilleure chez des personnes qui avaient vécu une rupture, même si l’amour restait là. Se détourner un moment n’est pas fuir : c’est laisser reposer une blessure qu’on a beaucoup touchée. L’exercice 5-4-3-2-1 t’y aide en occupant tes sens : ce que tu vois, touches, entends, sens et goûtes, ici et maintenant.',
      'Une autre idée, que beaucoup trouvent utile : donner une heure fixe à tes pensées. Choisis un moment de la journée, un quart d’heure, où tu as le droit d’y penser autant que tu veux, journal ouvert. Quand elles arrivent en dehors, dis-leur : « pas maintenant, à 18 h ». Ça paraît étrange, mais la boucle devient souvent moins pressante quand elle sait qu’elle aura sa place.',
    ],
    exercise: {
      kind: 'grounding',
      prompt: 'La prochaine fois qu’une pensée de ton ex tourne en boucle, fais le 5-4-3-2-1 jusqu’au bout. Essaie-le une fois maintenant.',
    },
    sources: ['langeslag-sanchez-2018', 'lepore-greenberg-2002'],
  },
  {
    day: 13,
    week: 2,
    title: 'Tes signes d’alerte',
    theme: 'Reconnaître ce qui annonce les moments difficiles (heures, lieux, pensées, sensations) pour les voir venir et t’y préparer.',
    reading: [
      'Les vagues de tristesse donnent l’impression d’arriver de nulle part. Pourtant, quand on y regarde de près, elles ont souvent un déclencheur : le dimanche soir, le retour dans un appartement vide, une chanson au supermarché, une date anniversaire, la fatigue d’une journée trop longue, un verre de trop, une photo tombée sous les yeux.',
      'Comprendre ce mécanisme ne l’empêche pas de fonctionner, mais change beaucoup de choses. Quand tu sais que le dimanche soir est dur, tu peux prévoir un appel, une sortie, un film. Quand tu reconnais la pensée « je ne trouverai jamais personne », tu peux te dire : tiens, la voilà, c’est un signal, pas la vérité.',
      'Le plan de sécurité, dont tu as peut-être déjà rempli une étape la première semaine, commence justement par là : repérer tes signes d’alerte. C’est un outil conçu par des cliniciens pour les moments de crise, et son idée centrale est simple : préparer à l’avance, à un moment calme, ce que tu feras quand ça ira mal, parce que sur le moment on n’arrive plus à y penser. Repérer les signes, c’est t’offrir quelques minutes d’avance.',
      'Ces signes peuvent être de plusieurs sortes : des situations (rentrer le soir, passer devant un lieu), des pensées (« tout est de ma faute »), des sensations (la gorge serrée, l’agitation, l’envie de ne pas sortir du lit), des comportements (relire les messages, ne plus répondre à tes amis, te coucher très tard).',
      'Repense à ta dernière semaine et cherche les moments où tout a basculé. Qu’est-ce qui s’est passé juste avant ? Note deux ou trois signes qui reviennent ; tu pourras en ajouter au fil du temps. Et si un jour tu sens que tu n’arrives plus à faire face {seul·e}, « Besoin d’aide ? » est toujours là, en haut de la page.',
    ],
    exercise: {
      kind: 'safety-plan',
      step: 'warningSigns',
      prompt: 'Note deux ou trois signes qui t’annoncent qu’un moment difficile approche : une heure, un lieu, une pensée, une sensation.',
    },
    sources: ['stanley-brown-2012'],
  },
  {
    day: 14,
    week: 2,
    title: 'Raconter ton histoire avec douceur',
    theme: 'Fin de la deuxième semaine : raconter à nouveau la rupture, avec la bienveillance que tu aurais pour un·e ami·e.',
    reading: [
      'Il y a une semaine, tu as peut-être raconté ta rupture pour la première fois dans ton journal. Depuis, tu as écrit à ton ex sans rien envoyer, regardé ce que la relation t’a coûté, essayé de voir ton ex sans filtre. Aujourd’hui, tu refermes cette semaine en racontant l’histoire une nouvelle fois, d’une manière un peu différente.',
      'Des chercheurs ont demandé à des adultes en pleine séparation de parler de leur rupture pendant quelques minutes, puis ont écouté la façon dont ils le faisaient. Le ton qu’ils prenaient envers eux-mêmes comptait beaucoup : ceux qui se parlaient avec bienveillance étaient moins envahis par la séparation, au début comme des mois plus tard.',
      'Raconter avec bienveillance, ce n’est pas enjoliver ni tout pardonner. C’est raconter comme le ferait quelqu’un qui t’aime : sans te rabaisser, sans nier ta part quand il y en a une, en te rappelant que tu as fait de ton mieux avec ce que tu savais, ce que tu ressentais et ce que tu pouvais à l’époque. C’est aussi reconnaître que ce que tu vis, énormément de gens l’ont vécu : tu n’es pas {seul·e} à traverser ça.',
      'D’autres chercheurs ont vu que des jeunes adultes qui revenaient régulièrement sur leur rupture, semaine après semaine, retrouvaient une idée plus claire de qui ils étaient, et que cette clarté allait avec moins de solitude et moins de pensées envahissantes. C’est le chemin de la semaine prochaine : te retrouver.',
      'Alors écris ta rupture en quelques lignes, comme une histoire qui a un avant, un pendant, et un après qui commence. Relis-la ensuite. Ressemble-t-elle à celle que tu aurais écrite il y a deux semaines ?',
    ],
    exercise: {
      kind: 'journal',
      prompt:
        'Raconte ta rupture en quelques lignes, avec la douceur que tu aurais pour un·e ami·e : ce que tu as vécu, ce que tu en comprends.',
    },
    sources: ['sbarra-smith-mehl-2012', 'larson-sbarra-2015'],
  },
];
