/**
 * Building blocks shared by the phrase patterns of every category (patterns-self.ts,
 * patterns-violence.ts): who does the act — the words
 * just before a match that tell « j'ai envie de me tuer » (suicide) from « il va me tuer »
 * (violence) and « ça va me tuer » (hyperbole). The blocks one category needs alone live next to
 * its patterns. (The pattern type and the sentence veto are the engine's, in ../regex.ts; r, END, MOURIR, NOT_DYING_IDIOM, VIVRE, DISPARAITRE, LEAP, MEDS and PERSON live in
 * lexicon.ts, shared with the meaning layer.)
 */

import { PERSON, PERSON_NOUN } from './lexicon';

// ─── Who does the act: the words just before the match ────────────────────────────────────────

/** « ça », « ce qui », « tout ça »: an impersonal subject, the mark of hyperbole (« ça va me tuer »). */
const IMPERSONAL = String.raw`(?:ca|sa|cela|ce qui|tout ca|tout)`;
/** « c'est me faire du mal », « ce boulot va me tuer »: a thing, an activity or a job as the subject (hyperbole). */
const THING = String.raw`(?:c'est|c'etait|ce serait|ca serait|(?:ce|cette|ces|le|la|les|mon|ma|mes|son|sa|ses|ton|ta|tes) (?!${PERSON_NOUN}\b)[a-z]+(?: (?:de|du|des|d') ?[a-z]+)?)`;
/** Someone else, but not « tu »: the writer says « tu » to Janne (« tu vas me tuer avec tes questions 😂 »). */
const THIRD_PERSON = String.raw`(?:il|elle|ils|elles|on|ex|mec|copain|copine|mari|femme|compagnon|compagne|conjoint|conjointe|pere|mere|frere|type|gars)`;
/** Words that can stand between that subject and « me … »: « il va », « elle a essayé de », « il menace de ». */
const INTENT = String.raw`(?:va|vas|veut|veux|voulait|voulais|allait|allais|peut|pourrait|risque de|compte|menace de|menacait de|a menace de|m'a menacee? de|essaie de|essaye de|a essaye de|a essaie de|a tente de|tente de|a failli|failli|aurait pu|a voulu|cherche a|finir par|finira par|ira jusqu'a|encore|vraiment|surement|bientot|que|me dit qu'il va)`;

/** Said to someone else: « arrête de me faire du mal » asks the ex to stop; it is not about the writer's own acts. */
const STOP = String.raw`(?:arrete|arretes|arretez|cesse|cesses|cessez) de`;
/** Friends and family as subjects: « ma sœur m'attend devant chez moi », « mes potes me suivent partout ». */
export const FRIENDLY = String.raw`(?:mes (?:potes|amis|amies|copines|copains|parents|soeurs|freres|enfants|collegues)|ma (?:soeur|mere|pote|meilleure amie|coloc|fille|cousine|voisine)|mon (?:frere|pere|pote|meilleur ami|fils|coloc|cousin)|le (?:livreur|taxi|chauffeur)|l'uber|maman|papa)`;

/** The words just before the match say someone else does it: « il va | me tuer ». */
export const BY_SOMEONE_ELSE = new RegExp(String.raw`\b${PERSON} (?:${INTENT} )*$`);
/** …or the writer asks someone to stop: « arrête de | me frapper » (not « tu », see THIRD_PERSON). */
export const BY_SOMEONE_ELSE_OR_STOP = new RegExp(String.raw`(?:\b${THIRD_PERSON}|\b${STOP}) (?:${INTENT} )*$`);
/** …or something impersonal does it: « ça va | me tuer ». */
export const BY_SOMEONE_ELSE_OR_IMPERSONAL = new RegExp(String.raw`(?:\b${PERSON}|\b${STOP}|\b${IMPERSONAL}|\b${THING}) (?:${INTENT} )*$`);
/** The writer does it to themselves (« je | me frappe »), or it is impersonal (« ce qui | me frappe »). */
export const REFLEXIVE_OR_IMPERSONAL = new RegExp(String.raw`(?:\bje|\b${IMPERSONAL}) (?:${INTENT} )*$`);
/** …or an animal (« mon chat m'a mordue »), or friends and family looking after the writer (« mes potes me suivent partout »). */
export const NOT_AN_AGGRESSOR = new RegExp(
  String.raw`(?:\bje|\b${IMPERSONAL}|\b${FRIENDLY}|\b(?:chat|chaton|chien|chiot|lapin|hamster|cheval|perroquet)) (?:${INTENT} )*$`,
);
