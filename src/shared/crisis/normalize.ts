/**
 * The text the crisis detector reads: every message is turned into one predictable shape (no
 * accents, lower case, one apostrophe, no "ne", common SMS spellings expanded) so that the phrase
 * patterns (lists/patterns-*.ts), the meaning rules (lists/meaning-rules-*.ts) and
 * the model (model.ts) stay short. See detector.ts for the design.
 */

import { foldAccents } from '../text';

/** Wider than straightenApostrophes (text.ts): a missed look-alike here would hide a crisis. */
const APOSTROPHES = /[\u2018\u2019\u201A\u201B\u2032\u2035\u02B9\u02BB\u02BC\u02BD\u0060\u00B4]/g;

/**
 * SMS and slang spellings, word by word (applied after accents are stripped). Only whole words
 * are replaced, never inside a word or just before an apostrophe (the "c" of "c'est").
 */
const SMS_WORDS: Record<string, string> = {
  g: "j'ai", // « g plu envi de vivre »
  jai: "j'ai",
  jen: "j'en",
  jy: "j'y",
  jaimerais: "j'aimerais",
  jaurais: "j'aurais",
  javais: "j'avais",
  jetais: "j'etais",
  chui: 'je suis',
  chuis: 'je suis',
  chu: 'je suis',
  shui: 'je suis',
  jsp: 'je sais pas',
  jpp: "j'en peux plus",
  jtm: "je t'aime",
  c: "c'est", // « c ce soir »
  cest: "c'est",
  ct: "c'etait",
  den: "d'en", // « envie den finir »
  enfinir: 'en finir',
  lenvie: "l'envie",
  quil: "qu'il",
  sil: "s'il",
  plu: 'plus',
  pu: 'plus', // « g pu envie » (also the participle of pouvoir, harmless for these patterns)
  pa: 'pas',
  envi: 'envie',
  anvie: 'envie',
  vx: 'veux',
  veu: 'veux',
  vai: 'vais',
  v: 'vais', // « je v me tuer »
  mwa: 'moi',
  moa: 'moi',
  tlm: 'tout le monde',
  tt: 'tout',
  tte: 'toute',
  ts: 'tous',
  tjr: 'toujours',
  tjrs: 'toujours',
  bcp: 'beaucoup',
  ki: 'qui',
  ke: 'que',
  koi: 'quoi',
  kan: 'quand',
  qd: 'quand',
  pr: 'pour',
  ds: 'dans',
  mm: 'meme',
  medoc: 'medicament',
  medocs: 'medicaments',
  // added with the meaning layer: the SMS words of the sentences it is built on
  cmt: 'comment',
  cmnt: 'comment',
  komen: 'comment',
  koman: 'comment',
  dsl: 'desolee',
  tkt: "t'inquiete",
  pk: 'pourquoi',
  pq: 'pourquoi',
  pkoi: 'pourquoi',
  pourkoi: 'pourquoi',
  mtn: 'maintenant',
  mnt: 'maintenant',
  vrmt: 'vraiment',
  vrm: 'vraiment',
  dmain: 'demain',
  '2main': 'demain',
  auj: "aujourd'hui",
  ajd: "aujourd'hui",
  jms: 'jamais',
  tjs: 'toujours',
  svt: 'souvent',
  tro: 'trop',
  kel: 'quel',
  kelle: 'quelle',
  fo: 'faut',
  pck: 'parce que',
  pcq: 'parce que',
  psk: 'parce que',
  paske: 'parce que',
  ya: 'y a',
  qqn: "quelqu'un",
  qqun: "quelqu'un",
  qqch: 'quelque chose',
  msg: 'message',
  msgs: 'messages',
  pdt: 'pendant',
  chai: 'je sais',
  men: "m'en",
  balek: "je m'en balance",
  balec: "je m'en balance",
  osef: "on s'en fout",
  // added with issue 24: spellings of the tuning batch written for the kinds the detector missed
  // (words cut short, a letter dropped at the end, « d' » glued) — spelling, not meaning
  dmn: 'demain',
  dm1: 'demain',
  di: 'dis',
  mrc: 'merci',
  mci: 'merci',
  davoir: "d'avoir",
  detre: "d'etre",
  dla: 'de la',
  dle: 'de le',
  jst: 'juste',
  poid: 'poids',
  mond: 'monde',
  fenetr: 'fenetre',
  disparaitr: 'disparaitre',
  vivr: 'vivre',
  mourrir: 'mourir',
  mourire: 'mourir',
  croi: 'crois',
  dc: 'donc',
  qlq: 'quelque',
  kelkun: "quelqu'un",
  ptet: 'peut etre',
  pt: 'peut',
  cv: 'ca va',
  slt: 'salut',
  bsr: 'bonsoir',
  ttes: 'toutes',
  prk: 'pourquoi',
  ac: 'avec',
  avc: 'avec',
};

/** After a glued « j »: « jpeu » is « je peux », « jve » is « je veux » (not the words « peu », « ve » alone). */
const GLUED_VERBS: Record<string, string> = {
  peu: 'peux',
  pe: 'peux',
  ve: 'veux',
  veu: 'veux',
  sui: 'suis',
  fe: 'fais',
  pens: 'pense',
  sais: 'sais',
};

function expandSmsWord(word: string): string {
  const known = SMS_WORDS[word];
  if (known !== undefined) return known;
  // "j" glued to a verb starting with a consonant: « jveux », « jvais », « jme », « jsuis ».
  // No French word starts with j + consonant, so this cannot damage a real word.
  const glued = /^j([bcdfghjklmnpqrstvwxz][a-z]+)$/.exec(word);
  if (glued?.[1]) return `je ${GLUED_VERBS[glued[1]] ?? SMS_WORDS[glued[1]] ?? glued[1]}`;
  return word;
}

/**
 * The text the patterns see. Exported so tests and reviewers can check what a phrase becomes.
 *  - accents and other combining marks removed (NFD), lower case, œ/æ spelled out;
 *  - every apostrophe variant (’ ‘ ` ´ ʼ) becomes ', and a missing one is restored after an
 *    elided letter (« j ai » → « j'ai », « c est » → « c'est »);
 *  - hyphens become spaces (« laisse-moi »), long dashes become commas (they separate clauses);
 *  - a letter typed three times or more counts once (« mourirrrr » → « mourir »);
 *  - the negation « ne / n' » is dropped: spoken French drops it anyway (« j'ai plus envie »),
 *    so patterns are written without it;
 *  - an elided pronoun before a consonant is spelled out (« j'me » → « je me », « m'suis » → « me suis »,
 *    « jm'en » → « je m'en »);
 *  - common SMS spellings are expanded (see SMS_WORDS);
 *  - spaces collapsed. Punctuation is kept: it marks where a clause ends.
 */
export function normalizeForDetection(text: string): string {
  return (
    foldAccents(text)
      .toLowerCase()
      .replace(/œ/g, 'oe')
      .replace(/æ/g, 'ae')
      .replace(APOSTROPHES, "'")
      .replace(/[\u200B-\u200D\u2060\uFEFF]/g, '')
      .replace(/[-\u2010\u2011]/g, ' ')
      .replace(/[\u2012-\u2015]/g, ',')
      .replace(/\s+/g, ' ')
      .replace(/([a-z])\1{2,}/g, '$1')
      .replace(/\b(qu|[jcdlmnst])' +/g, "$1'")
      .replace(/\b(qu|[jcdlmnst]) (?=[aeiouyh])/g, "$1'")
      // « j'me », « j'suis », « m'suis »: an elided pronoun before a consonant is the full pronoun
      .replace(/\bj([mts])'/g, "je $1'")
      .replace(/\b([jmts])'(?=[bcdfgjklmnpqrstvwxz])/g, '$1e ')
      .replace(/\b[a-z0-9]+(?![a-z0-9'])/g, expandSmsWord)
      .replace(/\bje n'/g, "j'")
      .replace(/\bn'(?=[a-z])/g, '')
      .replace(/\bne (?=[a-z])/g, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}
