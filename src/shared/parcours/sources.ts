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
    finding: '',
  },
  'larson-sbarra-2015': {
    short: 'Larson & Sbarra (2015)',
    reference:
      'Larson, G. M., & Sbarra, D. A. (2015). Participating in research on romantic breakups promotes emotional recovery via changes in self-concept clarity. Social Psychological and Personality Science, 6(4), 399–406.',
    finding: '',
  },
  'slotter-gardner-finkel-2010': {
    short: 'Slotter, Gardner & Finkel (2010)',
    reference:
      'Slotter, E. B., Gardner, W. L., & Finkel, E. J. (2010). Who am I without you? The influence of romantic breakup on the self-concept. Personality and Social Psychology Bulletin, 36(2), 147–160.',
    finding: '',
  },
  'langeslag-sanchez-2018': {
    short: 'Langeslag & Sanchez (2018)',
    reference:
      'Langeslag, S. J. E., & Sanchez, M. E. (2018). Down-regulation of love feelings after a romantic break-up: Self-report and electrophysiological data. Journal of Experimental Psychology: General, 147(5), 720–733.',
    finding: '',
  },
  'sbarra-smith-mehl-2012': {
    short: 'Sbarra, Smith & Mehl (2012)',
    reference:
      'Sbarra, D. A., Smith, H. L., & Mehl, M. R. (2012). When leaving your ex, love yourself: Observational ratings of self-compassion predict the course of emotional recovery following marital separation. Psychological Science, 23(3), 261–269.',
    finding: '',
  },
  'marshall-2012': {
    short: 'Marshall (2012)',
    reference:
      'Marshall, T. C. (2012). Facebook surveillance of former romantic partners: Associations with postbreakup recovery and personal growth. Cyberpsychology, Behavior, and Social Networking, 15(10), 482–485.',
    finding: '',
  },
  'field-et-al-2009': {
    short: 'Field et al. (2009)',
    reference:
      'Field, T., Diego, M., Pelaez, M., Deeds, O., & Delgado, J. (2009). Breakup distress in university students. Adolescence, 44(176), 705–727.',
    finding: '',
  },
  'tashiro-frazier-2003': {
    short: 'Tashiro & Frazier (2003)',
    reference:
      'Tashiro, T., & Frazier, P. (2003). “I’ll never be in a relationship like that again”: Personal growth following romantic relationship breakups. Personal Relationships, 10(1), 113–128.',
    finding: '',
  },
  'lewandowski-bizzoco-2007': {
    short: 'Lewandowski & Bizzoco (2007)',
    reference:
      'Lewandowski, G. W., Jr., & Bizzoco, N. M. (2007). Addition through subtraction: Growth following the dissolution of a low quality relationship. The Journal of Positive Psychology, 2(1), 40–54.',
    finding: '',
  },
  'stanley-brown-2012': {
    short: 'Stanley & Brown (2012)',
    reference:
      'Stanley, B., & Brown, G. K. (2012). Safety planning intervention: A brief intervention to mitigate suicide risk. Cognitive and Behavioral Practice, 19(2), 256–264.',
    finding: '',
  },
  'cuijpers-et-al-2007': {
    short: 'Cuijpers, van Straten & Warmerdam (2007)',
    reference:
      'Cuijpers, P., van Straten, A., & Warmerdam, L. (2007). Behavioral activation treatments of depression: A meta-analysis. Clinical Psychology Review, 27(3), 318–326.',
    finding: '',
  },
} satisfies Record<string, Source>;

export type SourceKey = keyof typeof SOURCES;
