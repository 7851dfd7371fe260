import type { ParcoursDayContent } from '../content';

/**
 * Week 3 of « Mon parcours »: « Se retrouver » (days 15 to 21). After a breakup many people no
 * longer know well who they are (Slotter, Gardner & Finkel 2010), and coming back to it with
 * simple questions helps that picture grow clear again (Larson & Sbarra 2015). So the week asks
 * about the person only: who they are, what they had put aside, their strengths, their friends, a
 * forgotten pleasure, something new, what the story taught them. Words about the person that agree
 * with their gender are in braces (agreeText in gender.ts).
 */
export const WEEK_3: readonly ParcoursDayContent[] = [
  {
    day: 15,
    week: 3,
    title: 'Qui tu es sans cette histoire',
    theme: "Le flou sur qui l'on est après une rupture, et comment recommencer à se décrire sans l'autre.",
    reading: [
      "Après des mois ou des années à deux, les vies finissent par se mélanger. Tes habitudes, tes amis, tes projets, même ta façon de parler de toi se sont en partie construits avec ton ex. Alors quand l'histoire s'arrête, une drôle de question peut surgir au milieu d'une journée ordinaire : au fond, qui je suis, moi, maintenant ? Si tu te l'es posée, rien d'anormal. C'est l'une des choses les plus courantes après une rupture.",
      "Des chercheurs ont suivi des personnes en couple, puis après leur séparation. Beaucoup décrivaient leur identité comme plus floue, comme s'il manquait une pièce, et ce flou allait de pair avec plus de tristesse. Ils ont aussi vu que plus la relation comptait et prenait de place, plus ce sentiment d'avoir perdu une part de soi était fort. Autrement dit : si tu te sens {perdu·e}, ce n'est pas un signe de faiblesse. C'est la trace de tout ce que tu partageais.",
      "La bonne nouvelle, c'est que ce flou ne reste pas figé. D'autres chercheurs ont observé que revenir régulièrement sur sa rupture, pendant quelques semaines, avec des questions simples, aidait les personnes à retrouver une idée plus nette d'elles-mêmes. C'est ce que tu fais ici, un jour après l'autre.",
      "Aujourd'hui, on ne cherche pas une grande réponse. On commence par des phrases courtes, qui parlent de toi et seulement de toi. « Je suis quelqu'un qui aime marcher tôt le matin. » « Je suis quelqu'un qui rit facilement. » « Je suis quelqu'un qui n'a jamais aimé les grandes fêtes. » Certaines dateront d'avant cette histoire, d'autres seront toutes neuves. Toutes comptent.",
      "Si rien ne vient, ce n'est pas grave. Pense à ce que dirait de toi quelqu'un qui t'aime bien, ou à ce que tu faisais à douze ans le mercredi après-midi. Et si une phrase te ramène vers ton ex, écris-la quand même, puis essaie d'en trouver une autre où il n'y a que toi.",
    ],
    exercise: {
      kind: 'journal',
      prompt: "Complète trois fois la phrase « Je suis quelqu'un qui… », sans parler de ton ex ni de cette relation.",
    },
    sources: ['slotter-gardner-finkel-2010', 'larson-sbarra-2015'],
  },
  {
    day: 16,
    week: 3,
    title: 'Ce que tu avais mis de côté',
    theme: 'Retrouver les goûts, les activités et les personnes laissés de côté pendant la relation.',
    reading: [
      "Dans un couple, on fait des choix, souvent sans s'en rendre compte. On voit moins certains amis, on arrête un sport parce que les horaires ne collent plus, on écoute moins la musique que l'autre n'aime pas. Rien de dramatique, chaque fois : juste de petits renoncements, qui finissent par s'additionner.",
      "Des chercheurs se sont intéressés à des personnes qui sortaient d'une relation où elles avaient l'impression de ne plus rien découvrir ni apprendre. Ils ont observé que, pour beaucoup d'entre elles, la rupture avait aussi fait de la place : elles racontaient se redécouvrir, retrouver des activités et des proches, et ressentaient des émotions positives à côté de la peine. Leur idée tient en une formule : parfois, on gagne quelque chose en perdant quelque chose.",
      "Ta relation n'était peut-être pas de celles-là. Peut-être qu'elle te faisait grandir, et que c'est justement pour ça qu'elle te manque autant. Les deux peuvent être vrais à la fois : elle t'a apporté beaucoup, et elle t'a aussi, ici ou là, {éloigné·e} de choses que tu aimais. Il ne s'agit pas de lui trouver des défauts, seulement de regarder ce qui attend, de ton côté, que tu reviennes le chercher.",
      "Pense à l'époque d'avant. Qu'est-ce que tu faisais le dimanche ? Quels livres, quelles séries, quels plats, quelles balades ? Qui voyais-tu plus souvent ? Il y a peut-être aussi des choses que tu avais toujours eu envie d'essayer et que tu repoussais. Tout ça, c'est de la matière pour la suite.",
      "Aujourd'hui, tu en gardes une trace dans ta matrice, dans « Ce que j'aime ». Une seule ligne suffit. Tu n'as pas à t'y remettre tout de suite : l'écrire, c'est déjà la sortir de l'oubli. Et si plusieurs choses te reviennent en écrivant, tant mieux : note la première aujourd'hui, les autres pourront attendre.",
    ],
    exercise: {
      kind: 'matrix',
      section: 'likes',
      prompt: 'En quelques mots : une chose que tu aimais et que tu avais un peu laissée de côté.',
    },
    sources: ['lewandowski-bizzoco-2007', 'slotter-gardner-finkel-2010'],
  },
  {
    day: 17,
    week: 3,
    title: "Ce qui t'a fait tenir",
    theme: 'Reconnaître les forces qui ont permis de traverser les premières semaines après la rupture.',
    reading: [
      "Ça fait un peu plus de deux semaines que tu as commencé ce parcours. Tu n'as sans doute pas l'impression d'avoir fait grand-chose : tu as surtout essayé de tenir. Pourtant, tenir, c'est beaucoup. Il a fallu te lever certains matins où tu n'en avais aucune envie, te retenir d'écrire, parler à quelqu'un, ou au contraire t'accorder le droit de ne rien faire.",
      "Après une rupture, on voit surtout ce qui manque : la personne, les projets, la version de soi qu'on était à deux. Ce qui tient bon, et même ce qui se renforce, passe inaperçu. Des chercheurs ont pourtant demandé à des étudiants qui venaient de vivre une rupture ce qui avait changé en bien pour eux. La plupart trouvaient plusieurs choses, même quand la séparation leur avait fait mal, et beaucoup parlaient d'eux-mêmes : se sentir plus sûrs de soi, plus autonomes, capables de s'en sortir.",
      "Ces changements ne tombent pas du ciel. Ils se construisent dans des moments comme ceux que tu viens de vivre, quand tu fais quelque chose de difficile sans être {certain·e} que ça servira. Une force, ce n'est pas forcément spectaculaire. C'est parfois la patience, l'humour qui revient par moments, le courage de demander de l'aide, l'honnêteté avec toi-même, le fait d'avoir su dire stop.",
      "Si tu as du mal à en trouver une, essaie cette question : si quelqu'un que tu aimes avait traversé exactement ces deux semaines, qu'est-ce que tu admirerais chez cette personne ? Il y a de bonnes chances que ce soit vrai pour toi aussi. On est souvent plus juste avec les autres qu'avec soi.",
      "Ta matrice a une section « Mes forces ». Aujourd'hui, tu y ajoutes une ligne. Écris-la simplement, sans « un peu » ni « parfois » : « Je sais demander de l'aide », « Je tiens mes engagements », « Je me relève ». Tu pourras la relire les jours où tu doutes de toi.",
    ],
    exercise: {
      kind: 'matrix',
      section: 'strengths',
      prompt: "En quelques mots : une qualité qui t'a {aidé·e} à tenir ces derniers jours.",
    },
    sources: ['tashiro-frazier-2003'],
  },
  {
    day: 18,
    week: 3,
    title: 'Les gens qui comptent',
    theme: 'Renouer avec les amis et les proches perdus de vue pendant la relation ou depuis la rupture.',
    reading: [
      "Une rupture a une drôle d'influence sur les amitiés. Pendant la relation, certaines se sont peut-être espacées sans que personne le décide vraiment. Et depuis la séparation, tu as peut-être eu envie de te cacher : pas la force d'expliquer, peur d'ennuyer les autres avec la même histoire, ou simplement la fatigue.",
      "Le problème, c'est que le repli entretient la tristesse. Une des approches les plus étudiées contre le moral qui s'effondre part d'une idée simple : on n'attend pas d'avoir envie pour agir, on agit un peu, et l'envie revient ensuite. Une synthèse de nombreuses études a montré que remettre de petites activités choisies dans ses journées aide vraiment à aller mieux. Voir quelqu'un, même une heure, en fait partie.",
      "Et quand des chercheurs ont demandé à des personnes ce que leur rupture avait changé en mieux, certaines parlaient justement de leur entourage : des amitiés retrouvées, plus de temps pour les proches qu'elles avaient un peu délaissés.",
      "Renouer ne demande pas une grande conversation. Un message suffit : « J'ai pensé à toi, ça me ferait plaisir qu'on se voie. » Tu n'es pas {obligé·e} de parler de la rupture, ni de faire semblant d'aller bien. Tu peux dire que c'est une période un peu difficile et que tu as envie de compagnie, d'une balade, d'un film. La plupart des gens sont touchés qu'on pense à eux, et beaucoup attendaient simplement un signe.",
      "Si la personne ne répond pas tout de suite, ce n'est pas un verdict sur toi : chacun est pris par sa vie. Et si personne ne te vient à l'esprit, pense plus large : un ancien collègue, un cousin, une voisine avec qui tu parlais volontiers, un groupe qui se retrouve autour d'une activité que tu aimes. Un seul message aujourd'hui, c'est tout ce qu'on te demande.",
    ],
    exercise: {
      kind: 'action',
      prompt: "Écris aujourd'hui à une personne que tu as un peu perdue de vue, ou propose un moment à quelqu'un de proche.",
      doneLabel: "C'est fait",
    },
    sources: ['cuijpers-et-al-2007', 'tashiro-frazier-2003'],
  },
  {
    day: 19,
    week: 3,
    title: 'Un plaisir oublié',
    theme: 'Remettre dans la semaine un petit plaisir oublié, même sans en avoir envie, avec un jour choisi.',
    reading: [
      "Quand on a le cœur en miettes, ce qui faisait plaisir perd son goût. Le café en terrasse, la musique, le sport, la cuisine : on sait que ça nous plaisait, mais on n'arrive plus à le sentir. Alors on arrête, puisque « ça ne sert à rien ». Et moins on en fait, plus la vie se rétrécit.",
      "Les thérapeutes connaissent bien ce cercle. Une des méthodes les plus étudiées pour en sortir le prend à l'envers : on prévoit de petites activités agréables ou qui ont du sens, on les fait même sans motivation, et l'humeur suit, souvent avec un temps de retard. Une synthèse de nombreuses études a montré que cette façon de faire aide vraiment à sortir de la déprime. Ce n'est pas une question de volonté, mais d'ordre : d'abord faire, ensuite ressentir.",
      "D'autres chercheurs ont comparé plusieurs façons de faire avec ses sentiments après une rupture. Penser à quelque chose d'agréable, sans rapport avec l'ex, n'effaçait pas l'amour, mais rendait l'humeur plus légère. Se changer les idées, ce n'est pas fuir : c'est se donner un peu d'air.",
      "Aujourd'hui, cherche un plaisir que tu as laissé tomber. Petit, vraiment petit : un album que tu adorais, une recette, la piscine, un carnet de dessin, le marché du samedi matin. Quelque chose qui tient en une heure ou moins, et qui ne dépend de personne d'autre que toi.",
      "Puis donne-lui un jour. C'est là que tout se joue : « Je retournerai nager » reste une intention, « Jeudi à 18 h, piscine » devient une promesse faite à toi-même. Ne t'attends pas à ce que ce soit merveilleux la première fois. Si tu y prends ne serait-ce qu'un peu de plaisir, c'est gagné. Et sinon, tu auras quand même fait quelque chose pour toi, ce qui n'est pas rien.",
    ],
    exercise: {
      kind: 'goal',
      prompt: "En quelques mots : un petit plaisir oublié, et le jour où tu te l'offres cette semaine.",
    },
    sources: ['cuijpers-et-al-2007', 'langeslag-sanchez-2018'],
  },
  {
    day: 20,
    week: 3,
    title: 'Quelque chose de nouveau',
    theme: "Essayer une petite chose nouvelle, pour sentir que sa vie peut encore s'élargir sans l'autre.",
    reading: [
      "Une relation, surtout au début, c'est aussi une vague de nouveautés : des lieux, des gens, des musiques, des façons de voir qu'on ne connaissait pas. On grandit au contact de l'autre. C'est une des raisons pour lesquelles une rupture laisse un tel vide : avec la personne, on a l'impression de perdre une source de découvertes.",
      "Des chercheurs qui étudient ce besoin de s'élargir partent d'une idée simple : on se sent grandir quand on découvre, qu'on apprend, qu'on essaie. Ils ont observé qu'après la fin d'une relation où l'on ne découvrait plus grand-chose, beaucoup de personnes se redécouvraient et vivaient même des émotions positives. La relation était une source de nouveautés ; ce n'est pas la seule, et tu peux aller en chercher sans personne.",
      "Pas besoin de partir au bout du monde ni de t'inscrire à trois cours d'un coup. La nouveauté la plus utile est souvent minuscule : prendre une autre rue pour rentrer, goûter un plat que tu n'as jamais commandé, entrer dans ce musée devant lequel tu passes depuis des années, regarder un film dans une langue que tu ne connais pas, apprendre un geste simple grâce à une vidéo.",
      "Tu sentiras peut-être une petite résistance : « à quoi bon », « pas maintenant », « pas {tout·e} {seul·e} ». C'est normal : quand on a mal, on préfère le connu. Tu n'as pas à la faire taire, seulement à faire la chose quand même, en version courte. Dix minutes comptent.",
      "Et si tu en as envie, raconte-le ce soir dans ton journal ou à Janne : ce que tu as essayé, ce que tu as remarqué, même si c'était raté. Ce n'est pas obligatoire. Ce qui compte, c'est d'avoir ouvert une petite fenêtre sur quelque chose qui n'appartient qu'à toi.",
    ],
    exercise: {
      kind: 'action',
      prompt: "Fais aujourd'hui une petite chose que tu n'as jamais faite : une rue, un plat, un lieu, une activité.",
      doneLabel: "C'est fait",
    },
    sources: ['lewandowski-bizzoco-2007'],
  },
  {
    day: 21,
    week: 3,
    title: "Ce que cette histoire t'a appris",
    theme: 'Se retourner sur les trois dernières semaines et nommer ce que la rupture a appris de soi.',
    reading: [
      "Trois semaines. Certains jours, tu as peut-être l'impression de ne pas avoir avancé d'un pas. C'est souvent comme ça : on ne voit pas le chemin quand on marche dessus. On le voit en se retournant. C'est ce qu'on fait aujourd'hui.",
      "Des chercheurs ont demandé à des personnes qui venaient de vivre une rupture de décrire ce qui avait changé en bien pour elles. La plupart ont trouvé quelque chose, y compris celles qui souffraient encore. Certaines parlaient d'elles-mêmes : plus de confiance, plus d'indépendance. D'autres de ce qu'elles avaient compris des relations : comment elles voulaient se parler, ce qu'elles chercheraient la prochaine fois, ce qu'elles ne revivraient plus.",
      "Ça ne veut pas dire que la rupture était une bonne chose, ni qu'il faut lui trouver un sens pour avoir le droit d'aller mieux. La peine et ce qu'on apprend existent côte à côte. Tu peux avoir encore mal et remarquer, en même temps, que tu sais quelque chose de plus sur toi.",
      "Pour t'aider, relis une ou deux pages de ton journal de la première semaine. Regarde ce que tu écrivais, comment tu dormais, ce qui te faisait peur. Qu'est-ce qui est un peu différent aujourd'hui ? Qu'est-ce que tu sais de toi que tu ne savais pas il y a un mois ? Qu'est-ce que tu ferais autrement, dans une prochaine relation ou simplement dans ta vie ? Revenir sur ce qu'on a vécu avec des questions comme celles-là, ce n'est pas ressasser : d'autres chercheurs ont vu que ça aide à y voir plus clair sur soi.",
      "Écris sans chercher la belle phrase. Trois lignes honnêtes valent mieux qu'une page de leçons. Et si la seule chose que tu as apprise, c'est que tu peux traverser des semaines très dures, c'est déjà énorme.",
    ],
    exercise: {
      kind: 'journal',
      prompt: "Qu'est-ce que cette rupture t'a appris sur toi, ou sur ce que tu veux pour la suite ?",
    },
    sources: ['tashiro-frazier-2003', 'larson-sbarra-2015'],
  },
];
