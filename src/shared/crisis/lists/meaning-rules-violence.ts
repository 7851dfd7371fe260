/**
 * The meaning rules for violence by a partner or ex (or by the writer): the concepts of
 * lexicon-harm.ts, combined. How rules are matched, and what a rule's scope, `none` and `subject`
 * mean, is in meaning.ts.
 */
import type { MeaningRule } from '../kinds';
import { W } from '../regex';
import * as H from './lexicon-harm';

/** Animals and plants scratch and bite too: « le chat m'a griffée » is no assault. */
const ANIMAL = W`(?:\b(?:chat|chaton|chien|chiot|lapin|hamster|perroquet|cheval|ronces?|rosier|moustiques?)\b)`;

// ─── Concepts used by one rule each (kept here, next to the rule that combines them) ──────────
/** Degrading insults from a partner, with fear. */
const INSULT = W`\bme trait\w* (?:de |d')(?:grosse|pute|salope|conne|chienne|merde|moins que rien|bonne a rien|folle|taree|debile|idiote|sous merde|thon|vache|grognasse|putain)\b`;
/** Children and never seeing them again: « tu reverras jamais les enfants ». */
const CHILDREN = W`\b(?:les|mes|nos) (?:enfants|petits|gosses|filles|fils|bebes?)\b`;
const NEVER_SEE = W`\b(?:reverr\w*|verr\w*) (?:plus |pas )?jamais\b|\bpartir avec (?:les|mes|nos) (?:enfants|petits)\b`;
/** Locked in by someone. Also: « il m'a enfermée dans la salle de bain », « il ferme la porte à clé de l'extérieur ». */
const LOCKED_IN = W`\bm'enferm\w*|\bm'a (?:[a-z]+ ){0,4}(?:et )?enfermee?\b|\bferme (?:la (?:chambre|porte|salle de bain)|l'appart) a cle (?:de l'exterieur|derriere moi|sur moi)\b`;
/** Sex as a due, against a no. Also: « il dit que c'est le devoir conjugal quand je dis non ». */
const SEX_ENTITLED = W`\b(?:devoir conjugal|(?:il|elle) le fait quand meme|(?:c'est son droit|il continue quand meme)\b[^.!?]{0,60}\b(?:sa femme|son mari|sa copine|marie\w*|rapports|coucher|au lit))\b`;
/** The writer's car or tyres damaged, with someone behind it. */
const VANDALISED_MINE = W`\b(?:mes|ma|mon) (?:pneus|vitres?|portieres?|voiture|scooter|boite aux lettres) (?:creves?|crevees?|rayee?s?|cassee?s?|taguee?s?|defoncee?s?|brulee?s?|vandalisee?s?)\b`;
const BEHIND_IT = W`\b(?:l'ai quitte\w*|tu vas (?:payer|le regretter)|des mots|un mot|menace\w*)\b|${H.OTHER_SUBJECT}`;

export const VIOLENCE_RULES: MeaningRule[] = [
  // ─── Violence by a partner or ex (or by the writer) ──────────────────────────────────────────
  // Physical assault, past. Also: « il m'a plaquée au sol », « elle m'a tordu le bras ».
  { id: 'assault', category: 'violence', scope: 'clause', all: [H.ASSAULT_DONE], none: [ANIMAL, H.PLAY], subject: 'other' },
  // Physical assault, present. Also: « il me tire par les cheveux », « elle me griffe quand elle boit ».
  { id: 'assault-now', category: 'violence', scope: 'clause', all: [H.ASSAULT_NOW], none: [ANIMAL, H.PLAY], subject: 'other' },
  // Marks left by someone's hands. Also: « j'ai des hématomes, il m'a attrapée trop fort », « il m'a poussée, j'ai un bleu ».
  { id: 'injury-by-other', category: 'violence', scope: 'sentence', all: [H.INJURY, H.OTHER_PHYSICAL], none: [ANIMAL, H.PLAY] },
  // Held back by force. Also: « il m'a retenue de force dans la cuisine », « elle m'a bloquée pour que je sorte pas ».
  { id: 'restrained', category: 'violence', scope: 'sentence', all: [H.RESTRAINED] },
  // Sexual coercion. Also: « il m'oblige à coucher quand il rentre », « il m'a forcée à des choses que je voulais pas ».
  { id: 'sexual-coercion', category: 'violence', scope: 'sentence', all: [H.COERCE, H.SEXUAL_CONTEXT], subject: 'other' },
  // Also: « il me force à le faire alors que je dis non », « elle m'oblige à le faire malgré mon refus ».
  { id: 'coercion-refused', category: 'violence', scope: 'sentence', all: [H.COERCE, H.NON_CONSENT], subject: 'other' },
  // Touched without consent. Also: « il me caresse pendant que je dors alors que j'ai dit non », « il m'a déshabillée, j'étais ivre ».
  { id: 'touched-without-consent', category: 'violence', scope: 'sentence', all: [H.TOUCHED, H.NON_CONSENT] },
  // Forcing the door. Also: « il essaie d'entrer chez moi de force », « mon ex a fracturé ma fenêtre ».
  { id: 'break-in', category: 'violence', scope: 'sentence', all: [H.BREAK_IN], subject: 'other' },
  // A weapon brought out. Also: « il brandit une hache », « elle est arrivée avec un couteau ».
  { id: 'weapon', category: 'violence', scope: 'clause', all: [H.WEAPON_SHOWN], none: [H.COOKING], subject: 'other' },
  // Something pointed at the writer. Also: « il a braqué son fusil sur moi », « elle agitait un tesson vers moi ».
  { id: 'threat-point', category: 'violence', scope: 'sentence', all: [H.THREAT_POINT], subject: 'other' },
  // Intimate images spread. Also: « il a mis en ligne une vidéo de moi nue », « elle a envoyé mes nudes à toute la classe ».
  { id: 'image-abuse', category: 'violence', scope: 'sentence', all: [H.IMAGE_ABUSE], subject: 'other' },
  // Injuries nobody gets by accident, with someone named. Also: « j'ai la lèvre fendue, elle a encore bu », « il m'a laissé un cocard ».
  { id: 'injury-strong', category: 'violence', scope: 'sentence', all: [H.INJURY_STRONG, H.OTHER_SUBJECT] },
  // Forced to hand over phone, codes, money. Also: « il m'oblige à lui donner mes codes », « elle me force à partager ma position ».
  { id: 'coercive-control', category: 'violence', scope: 'sentence', all: [H.COERCE, H.MY_GOODS], subject: 'other' },
  // Watched through the window. Also: « il m'épie depuis sa voiture », « elle me fixe par la fenêtre ».
  { id: 'surveil', category: 'violence', scope: 'sentence', all: [H.SURVEIL], none: [H.CLOSE_ID], subject: 'partner' },
  // Endless calls or messages. Also: « il me harcèle de textos jour et nuit », « elle m'écrit sans arrêt depuis un numéro masqué ».
  { id: 'harass-constant', category: 'violence', scope: 'sentence', all: [H.HARASS_CONSTANT], none: [H.CLOSE_ID], subject: 'partner' },
  // A tracker or spyware. Also: « il a installé un logiciel espion sur mon portable », « j'ai trouvé un airtag dans mon sac ».
  { id: 'tracking', category: 'violence', scope: 'sentence', all: [H.TRACKING], none: [H.MY_OWN_TRACKER] },
  // The ex at the door, pressing. Also: « il est en bas de mon immeuble, il sonne sans arrêt », « elle est sur mon palier et refuse de partir ».
  { id: 'at-my-door', category: 'violence', scope: 'sentence', all: [H.AT_MY_DOOR, H.PRESSURE], none: [H.ERRAND] },
  // Pushed and fell. Also: « il m'a bousculée, je me suis cognée contre la table », « elle m'a fait tomber par terre ».
  { id: 'pushed', category: 'violence', scope: 'sentence', all: [H.PUSHED, H.FELL_HURT], none: [H.PLAY], subject: 'other' },
  // Sexual abuse. Also: « il a abusé de moi quand j'avais bu », « mon ex abusait de moi ».
  { id: 'sex-abuse', category: 'violence', scope: 'sentence', all: [H.SEX_ABUSE], subject: 'other' },
  // Something thrown at the writer. Also: « elle a balancé une assiette vers moi », « il m'a envoyé son verre au visage ».
  { id: 'thrown-at-me', category: 'violence', scope: 'sentence', all: [H.THROWN_AT_ME], none: [H.PLAY], subject: 'other' },
  // Degrading orders. Also: « il me force à dormir par terre », « elle m'oblige à m'excuser à genoux ».
  { id: 'degrading', category: 'violence', scope: 'sentence', all: [H.COERCE, H.DEGRADING], subject: 'other' },
  // Put out of the home at night. Also: « il m'a mise dehors en pleine nuit », « elle m'a jetée dehors pieds nus ».
  { id: 'kicked-out', category: 'violence', scope: 'sentence', all: [H.KICKED_OUT], subject: 'other' },
  // Kept from leaving. Also: « il a pris mes clés pour m'empêcher de partir », « elle cache mon tel pour pas que je sorte ».
  { id: 'prevent-leaving', category: 'violence', scope: 'sentence', all: [H.PREVENT_LEAVING], subject: 'other' },
  // Hiding from someone. Also: « je me suis barricadée dans la salle de bain, il hurle », « je suis cachée chez la voisine, il me cherche ».
  { id: 'hiding', category: 'violence', scope: 'sentence', all: [H.HIDING, H.OTHER_SUBJECT] },
  // « menace de me … ». Also: « il a menacé de me défigurer », « elle menace de m'écraser avec sa voiture ».
  { id: 'threat-me', category: 'violence', scope: 'sentence', all: [H.THREAT_ME], subject: 'other' },
  // Done behind the writer's back. Also: « il lit mes messages à mon insu », « elle a mis une appli sur mon tel à mon insu ».
  { id: 'behind-my-back', category: 'violence', scope: 'sentence', all: [H.BEHIND_MY_BACK, H.OTHER_SUBJECT], none: [H.NICE_SURPRISE] },
  // Threats in reported speech. Also: « il m'a dit tu vas le payer », « elle écrit : je sais où tu bosses ».
  { id: 'threat-speech', category: 'violence', scope: 'sentence', all: [H.THREAT_SPEECH], none: [H.JOKE] },
  // Threats conditional on leaving or reporting. Also: « si je porte plainte il me retrouvera », « si je pars elle se suicidera ».
  { id: 'conditional-threat', category: 'violence', scope: 'sentence', all: [H.IF_I_LEAVE, H.RETALIATION], none: [H.JOKE] },
  // Waiting or prowling where the writer lives or works. Also: « il rôde en bas de chez moi », « elle a débarqué à ma fac ».
  { id: 'loiter', category: 'violence', scope: 'sentence', all: [H.LOITER_STRONG], none: [H.CLOSE_ID], subject: 'partner' },
  // Passing by, again and again. Also: « il passe sous mes fenêtres tous les soirs », « elle vient devant mon boulot chaque matin ».
  {
    id: 'loiter-repeated',
    category: 'violence',
    scope: 'sentence',
    all: [H.LOITER_WEAK, H.REPEATED],
    none: [H.CLOSE_ID],
    subject: 'partner',
  },
  // An unannounced, loud visit. Also: « elle est passée à ma fac sans prévenir en hurlant », « il est venu chez ma mère et a fait un scandale ».
  { id: 'intrusion', category: 'violence', scope: 'sentence', all: [H.VISIT, H.INTRUSION_MARK], subject: 'partner' },
  // Seen around one's place, again. Also: « je l'ai encore aperçu en bas de chez moi », « je l'ai revu devant mon boulot ».
  {
    id: 'seen-again',
    category: 'violence',
    scope: 'sentence',
    all: [
      W`\bl'ai (?:encore |souvent |a nouveau )?(?:re)?(?:vue?|croisee?|apercue?|reperee?) (?:encore |a nouveau )?(?:[a-z']+ ){0,3}(?:devant|en bas de|sous|pres de|a la sortie de) (?:${H.MY_PLACE}|la fac|le lycee|l'ecole|le taf|le boulot|le travail|le bureau)`,
      W`\b(?:encore|a nouveau|revue?|recroisee?|souvent)\b`,
    ],
  },
  // Seen around one's place, several times. Also: « je l'ai aperçu trois fois en bas de chez moi », « je l'ai encore vue devant ma fac ».
  {
    id: 'seen-around',
    category: 'violence',
    scope: 'sentence',
    all: [
      W`\bl'ai (?:encore |deja )?(?:vue?|croisee?|apercue?|reperee?) (?:[a-z']+ ){0,3}(?:devant|en bas de|sous|pres de|a la sortie de) ${H.MY_PLACE}`,
      H.REPEATED,
    ],
  },
  // Followed. Also: « il me suit quand je rentre du boulot », « elle m'a suivie en voiture ».
  { id: 'follows', category: 'violence', scope: 'sentence', all: [H.FOLLOWS], none: [H.CLOSE_ID], subject: 'partner' },
  // Degrading insults, and fear. Also: « elle me traite de moins que rien, j'ose plus rien dire », « il me traite de salope tout le temps ».
  { id: 'insult-fear', category: 'violence', scope: 'sentence', all: [INSULT, H.FEAR], subject: 'partner' },
  // Control of money, phone, papers. Also: « il garde ma carte bleue », « elle fouille mes messages la nuit ».
  { id: 'control', category: 'violence', scope: 'clause', all: [H.CONTROL], subject: 'partner' },
  // No access to one's own money, with someone named. Also: « j'ai plus accès à mon compte, c'est lui qui gère », « elle a fait que j'ai aucun accès à mon salaire ».
  { id: 'no-access', category: 'violence', scope: 'sentence', all: [H.NO_ACCESS, H.OTHER_SUBJECT] },
  // Interrogation with fear or insistence. Also: « il exige de savoir avec qui j'étais, tout le temps », « elle me demande qui j'ai vu, j'ai peur ».
  { id: 'interrogation', category: 'violence', scope: 'sentence', all: [H.INTERROGATE, H.FEAR] },
  // Isolation. Also: « il m'interdit de sortir sans lui », « elle veut pas que je voie ma famille ».
  { id: 'isolation', category: 'violence', scope: 'sentence', all: [H.ISOLATION], subject: 'other' },
  // Blocking the way out. Also: « il bloque la porte de la chambre », « il cache mes clés pour que je parte pas ».
  { id: 'block-exit', category: 'violence', scope: 'sentence', all: [H.BLOCK_EXIT], subject: 'other' },
  // Intimidation by breaking things. Also: « il balance la vaisselle quand il est en colère », « elle cogne contre les portes ».
  { id: 'intimidation', category: 'violence', scope: 'sentence', all: [H.INTIMIDATION], subject: 'other' },
  // Fear of being next. Also: « j'ai peur que la prochaine fois ce soit moi », « la prochaine fois ce sera moi ».
  { id: 'fear-next', category: 'violence', scope: 'sentence', all: [H.FEAR_NEXT] },
  // Harassment by volume. Also: « il m'appelle 40 fois par nuit », « elle m'a envoyé des centaines de sms d'affilée ».
  { id: 'harass-volume', category: 'violence', scope: 'sentence', all: [H.HARASS_VOLUME], none: [H.CLOSE_ID] },
  // A fake account aimed at the writer. Also: « un faux profil me harcèle », « des faux comptes commentent mes stories ».
  { id: 'fake-account', category: 'violence', scope: 'sentence', all: [H.FAKE_ACCOUNT, H.TARGETS_ME], none: [H.MY_OWN_FAKE] },
  // The writer intending to hurt someone. Also: « j'ai envie de lui faire du mal, à sa nouvelle », « je rêve de leur faire du mal ».
  { id: 'harm-other', category: 'violence', scope: 'sentence', all: [H.HARM_OTHER], subject: 'self' },
  // Taken away by force. Also: « il m'a embarquée de force dans sa voiture », « je sais pas où elle m'emmène ».
  { id: 'kidnap', category: 'violence', scope: 'sentence', all: [H.KIDNAP] },
  // Threatened with never seeing the children again. Also: « si tu pars tu verras plus jamais les petits », « il veut partir avec les enfants au pays ».
  { id: 'children-threat', category: 'violence', scope: 'sentence', all: [NEVER_SEE, CHILDREN] },
  // Locked in by someone. Also: « il m'enferme à clé quand il sort », « elle a fermé la porte à clé de l'extérieur ».
  { id: 'locked-in', category: 'violence', scope: 'sentence', all: [LOCKED_IN], subject: 'other' },
  // Sex taken as a due, over a refusal. Also: « quand je dis non il dit que c'est son droit », « il parle de devoir conjugal alors que je veux pas ».
  { id: 'sex-entitled', category: 'violence', scope: 'sentence', all: [SEX_ENTITLED, H.NON_CONSENT] },
  // The writer's car damaged, someone behind it. Also: « depuis que je l'ai quitté, ma voiture est rayée », « mes pneus crevés, et il rit ».
  { id: 'vandalised', category: 'violence', scope: 'sentence', all: [VANDALISED_MINE, BEHIND_IT] },
];
