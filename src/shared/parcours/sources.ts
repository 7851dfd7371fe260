/**
 * The published findings « Mon parcours » rests on (issue 29), shown on « D'où viennent ces
 * exercices ». Each day names the ones it uses (content.ts); a test checks every key is used.
 * The `finding` lines say in plain French what was found and how the parcours uses it; they are
 * summaries written for the app, not quotations.
 */
export interface Source {
  /** « Lepore & Greenberg (2002) » */
  short: string;
  /** The full reference: authors, year, title, journal, volume, pages. */
  reference: string;
  /** What it found, in one or two plain French sentences, and how the parcours uses it. */
  finding: string;
}

export const SOURCES = {
  'lepore-greenberg-2002': {
    short: 'Lepore & Greenberg (2002)',
    reference:
      'Lepore, S. J., & Greenberg, M. A. (2002). Mending broken hearts: Effects of expressive writing on mood, cognitive processing, social adjustment and health following a relationship breakup. Psychology & Health, 17(5), 547–560.',
    finding:
      'Des étudiants qui venaient de vivre une rupture ont écrit soit sur elle et sur leurs émotions, soit, sans émotion, sur des sujets neutres : les seconds ont connu pendant un temps plus de tension, de fatigue et de symptômes de rhume, pas les premiers, qui semblaient aussi un peu plus nombreux à se remettre avec leur ex (une simple tendance). Le parcours te propose cette écriture dans le journal et dans les lettres non envoyées.',
  },
  'larson-sbarra-2015': {
    short: 'Larson & Sbarra (2015)',
    reference:
      'Larson, G. M., & Sbarra, D. A. (2015). Participating in research on romantic breakups promotes emotional recovery via changes in self-concept clarity. Social Psychological and Personality Science, 6(4), 399–406.',
    finding:
      'De jeunes adultes récemment séparés, venus quatre fois en neuf semaines parler de leur rupture et répondre à des questions pour une étude, ont retrouvé une idée plus claire de qui ils étaient que ceux venus seulement au début et à la fin, et cette clarté expliquait une baisse de la solitude et des pensées envahissantes liées à la rupture. Le parcours te fait revenir sur ton histoire et sur qui tu es, jour après jour.',
  },
  'slotter-gardner-finkel-2010': {
    short: 'Slotter, Gardner & Finkel (2010)',
    reference:
      'Slotter, E. B., Gardner, W. L., & Finkel, E. J. (2010). Who am I without you? The influence of romantic breakup on the self-concept. Personality and Social Psychology Bulletin, 36(2), 147–160.',
    finding:
      'Après une rupture, l’idée que l’on a de soi change et devient souvent plus floue (« je ne sais plus qui je suis »), et ce flou va de pair avec la tristesse ressentie. Le parcours consacre une semaine à te retrouver : tes goûts, tes proches, ce qui t’appartient.',
  },
  'langeslag-sanchez-2018': {
    short: 'Langeslag & Sanchez (2018)',
    reference:
      'Langeslag, S. J. E., & Sanchez, M. E. (2018). Down-regulation of love feelings after a romantic break-up: Self-report and electrophysiological data. Journal of Experimental Psychology: General, 147(5), 720–733.',
    finding:
      'Chez des personnes qui avaient vécu une rupture, penser aux défauts de l’ex a fait baisser les sentiments amoureux mais rendu l’humeur moins bonne sur le moment, tandis que penser à des choses agréables sans lien avec l’ex a rendu l’humeur meilleure sans changer les sentiments. Le parcours propose les deux : regarder ton ex avec lucidité, puis te changer les idées.',
  },
  'sbarra-smith-mehl-2012': {
    short: 'Sbarra, Smith & Mehl (2012)',
    reference:
      'Sbarra, D. A., Smith, H. L., & Mehl, M. R. (2012). When leaving your ex, love yourself: Observational ratings of self-compassion predict the course of emotional recovery following marital separation. Psychological Science, 23(3), 261–269.',
    finding:
      'Des adultes en pleine séparation ont parlé de leur rupture pendant quelques minutes : ceux qui le faisaient avec bienveillance envers eux-mêmes étaient moins envahis par la séparation dans leur vie de tous les jours, au début et jusqu’à neuf mois plus tard. Le parcours t’invite à te parler comme tu parlerais à quelqu’un que tu aimes.',
  },
  'marshall-2012': {
    short: 'Marshall (2012)',
    reference:
      'Marshall, T. C. (2012). Facebook surveillance of former romantic partners: Associations with postbreakup recovery and personal growth. Cyberpsychology, Behavior, and Social Networking, 15(10), 482–485.',
    finding:
      'Dans une enquête auprès d’utilisateurs de Facebook, plus les gens surveillaient le profil de leur ex, plus ils ressentaient de détresse, de manque et de désir pour cette personne, et moins ils disaient avoir grandi après la rupture (un lien observé, pas la preuve d’une cause). D’où le jour où le parcours te propose de mettre ses profils en sourdine.',
  },
  'field-et-al-2009': {
    short: 'Field et al. (2009)',
    reference:
      'Field, T., Diego, M., Pelaez, M., Deeds, O., & Delgado, J. (2009). Breakup distress in university students. Adolescence, 44(176), 705–727.',
    finding:
      'Ces chercheurs ont mesuré à quel point une rupture récente pesait sur des étudiants, avec une échelle adaptée de celle du deuil compliqué (pensées envahissantes, manque, difficulté à accepter la fin) ; une détresse forte allait notamment avec une humeur plus dépressive. Le bilan de la semaine s’inspire de ces thèmes, avec ses propres questions, pour te montrer le chemin parcouru.',
  },
  'tashiro-frazier-2003': {
    short: 'Tashiro & Frazier (2003)',
    reference:
      'Tashiro, T., & Frazier, P. (2003). “I’ll never be in a relationship like that again”: Personal growth following romantic relationship breakups. Personal Relationships, 10(1), 113–128.',
    finding:
      'Des étudiants interrogés après une rupture récente décrivaient, à côté de la peine, plusieurs changements positifs en eux-mêmes et dans leur façon d’être en couple, qui pouvaient les aider dans leurs relations futures. Le parcours t’invite à chercher ce que cette histoire t’a appris.',
  },
  'lewandowski-bizzoco-2007': {
    short: 'Lewandowski & Bizzoco (2007)',
    reference:
      'Lewandowski, G. W., Jr., & Bizzoco, N. M. (2007). Addition through subtraction: Growth following the dissolution of a low quality relationship. The Journal of Positive Psychology, 2(1), 40–54.',
    finding:
      'Chez des étudiants séparés depuis moins de six mois, la fin d’une relation qui les enrichissait peu allait avec davantage de croissance personnelle : ils retrouvaient une part d’eux-mêmes mise de côté et ressentaient plus d’émotions positives. Le parcours t’aide à voir ce que tu retrouves, et pas seulement ce que tu as perdu.',
  },
  'stanley-brown-2012': {
    short: 'Stanley & Brown (2012)',
    reference:
      'Stanley, B., & Brown, G. K. (2012). Safety planning intervention: A brief intervention to mitigate suicide risk. Cognitive and Behavioral Practice, 19(2), 256–264.',
    finding:
      'Cet article décrit le plan de sécurité : une liste écrite à l’avance, à un moment calme, des signes qui annoncent une crise, de ce qu’on peut faire soi-même pour se calmer, des personnes et des lieux qui aident et des professionnels à appeler, pour n’avoir plus qu’à la lire quand penser devient difficile. « Mon plan de sécurité » suit ces étapes, et le parcours t’en fait remplir quelques-unes.',
  },
  'cuijpers-et-al-2007': {
    short: 'Cuijpers, van Straten & Warmerdam (2007)',
    reference:
      'Cuijpers, P., van Straten, A., & Warmerdam, L. (2007). Behavioral activation treatments of depression: A meta-analysis. Clinical Psychology Review, 27(3), 318–326.',
    finding:
      'En regroupant de nombreuses études, ces chercheurs ont montré que l’activation comportementale (reprendre peu à peu des activités agréables ou utiles, prévues à l’avance) réduit nettement les symptômes de la dépression, aussi bien que d’autres psychothérapies. Le parcours s’en inspire quand il te propose une petite activité ou un objectif pour le lendemain.',
  },
} satisfies Record<string, Source>;

export type SourceKey = keyof typeof SOURCES;
