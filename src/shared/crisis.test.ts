import { describe, expect, it } from 'vitest';
import {
  CRISIS_CATEGORIES,
  CRISIS_PATTERNS,
  type CrisisCategory,
  detectCrisis,
  explainCrisis,
  normalizeForDetection,
} from './crisis';

type Expected = [phrase: string, categories: CrisisCategory[]];

const S: CrisisCategory[] = ['suicide'];
const H: CrisisCategory[] = ['self_harm'];
const D: CrisisCategory[] = ['danger'];
const V: CrisisCategory[] = ['violence'];

// Phrases that must trigger the resources, with the exact categories we expect.
const MUST_MATCH: Expected[] = [
  // suicide — the brief's phrases, then accents, capitals, apostrophes, SMS, typos, spaces
  ["j'ai plus envie de vivre", S],
  ['Jai plus envie de vivre', S],
  ['g plu envi de vivre', S],
  ['je n’ai plus envie de vivre', S],
  ['J‘AI PLUS ENVIE DE VIVRE', S],
  ['j`ai perdu l’envie de vivre', S],
  ['je veux en finir', S],
  ["j'ai envie d'en finir", S],
  ['jveux en finir une bonne fois pour toutes', S],
  ['envie den finir', S],
  ['je veux mourir', S],
  ['jveux mourir', S],
  ['je veux juste mourir', S],
  ["j'ai envie de mourrir", S],
  ['Je Veux Mouriiiir !!!', S],
  ['je   veux    mourir', S],
  ['je veux me suicider', S],
  ['je pense au suicide', S],
  ['je vais me suicidé', S],
  ['je pense à mettre fin à mes jours', S],
  ['ça sert à rien de vivre', S],
  ['sa sert a rien de vivre', S],
  ['je serais mieux morte', S],
  ['je serais mieux mort(e)', S],
  ['personne ne me regretterait', S],
  ['personne remarquerait si je disparaissais', S],
  ['je veux disparaître pour toujours', S],
  ['je vais me tuer', S],
  ['jvais me tuer', S],
  ['g envie de me tuer', S],
  ["j'ai essayé de me tuer", S],
  ['quand je pense à elle je veux me tuer', S], // « elle » is not the subject of « me tuer »
  ["j'ai envie de crever", S],
  ['je veux crevé', S],
  ["je vais me foutre en l'air", S],
  ['je veux me foutre en l air', S],
  ["j'ai plus la force", S],
  ["j'ai plus la force de continuer", S],
  ['je veux plus vivre', S],
  ['je ne veux plus vivre', S],
  ['jveux pu vivre', S],
  ['chui fatiguée de vivre', S],
  ["j'en ai marre de la vie", S],
  ['tout le monde serait mieux sans moi', S],
  ["j'ai des idées noires", S],
  ['je pense souvent à la mort', S],
  ['je veux en finir avec la vie', S],
  ['je veux plus être là', S],
  ['je voudrais ne plus exister', S],
  ["je voudrais m'endormir et ne jamais me réveiller", S],
  ["j'ai plus aucune raison de vivre", S],
  ['plus rien ne me retient', S],
  ['je me sens comme un poids pour ma famille', S],
  ['je mérite de mourir', S],
  ['je veux me jeter sous un train', S],
  ['je vais sauter du pont', S],
  ['à quoi bon vivre', S],

  // self-harm
  ["j'ai envie de me faire du mal", H],
  ['je me fais du mal', H],
  ['jme fais du mal', H],
  ['je me suis fait du mal hier soir', H],
  ['je me scarifie', H],
  ["j'ai recommencé à me scarifier", H],
  ['scarification', H],
  ["j'ai envie de me couper", H],
  ['je me coupe encore', H],
  ["j'ai envie de me blesser", H],
  ['automutilation', H],
  ['je me frappe quand ça va pas', H],
  ['je me suis brûlée exprès', H],
  ["j'ai rechuté, j'ai repris les lames", H],
  ['je veux me couper les veines', ['suicide', 'self_harm']],

  // immediate danger
  ["j'ai pris des médicaments", D],
  ["j'ai pris des cachets", D],
  ["j'ai pris toute la boîte", D],
  ['jai pris toute la boite de doliprane', D],
  ["j'ai avalé tous mes cachets", D],
  ["j'ai pris 30 comprimés", D],
  ['jai avalé des medocs', D],
  ["j'ai pris trop de somnifères", D],
  ['je suis sur le pont', D],
  ['je suis sur le toit de mon immeuble', D],
  ["j'ai la corde", D],
  ['g la corde', D],
  ["c'est ce soir", D],
  ['c ce soir.', D],
  ['adieu à tous', D],
  ["j'ai écrit une lettre d'adieu", D],
  ['je vais passer à l’acte', D],

  // violence from a partner or ex
  ['il me frappe', V],
  ['elle me frappe', V],
  ['IL ME FRAPPE', V],
  ["il m'a frappée", V],
  ["il m'a frappé", V],
  ['il ma frapper', V],
  ['il m a frappée hier soir', V],
  ['il me bat', V],
  ["il m'étrangle", V],
  ['il menace de me tuer', V],
  ['il va me tuer', V], // someone else's act: violence, not suicide
  ['il veut me faire du mal', V], // idem: violence, not self-harm
  ['arrête de me frapper', V],
  ["j'ai peur de lui", V],
  ["j'ai peur de lui, il boit", V],
  ['jai peur de mon ex', V],
  ['il me fait peur', V],
  ["j'ai peur qu'il me retrouve", V],
  ["il m'a violée", V],
  ["j'ai été violée", V],
  ['il me harcèle', V],
  ['il me suit partout', V],
  ["il m'attend devant chez moi tous les soirs", V],
  ['il me donne des coups', V],
  ["mon ex m'a giflée", V],
  ['mon mari me tape dessus', V],
  ['il a levé la main sur moi', V],
  ["il m'a poussée contre le mur", V],
  ['il menace de publier mes photos', V],
  ['il est violent avec moi', V],
  ['il me menace de se suicider si je pars', ['suicide', 'violence']],
];

// Ordinary breakup language: sadness, anger, missing the ex, jealousy, insomnia, hyperbole, idioms, everyday life.
const MUST_NOT_MATCH: string[] = [
  'il me manque tellement',
  'je pleure tous les soirs',
  "je n'arrive pas à dormir depuis qu'il est parti",
  'je suis tellement en colère contre lui',
  'elle est déjà avec un autre, je suis jalouse',
  "j'ai encore regardé ses photos sur Instagram",
  'je me sens seule',
  'mon cœur est brisé',
  'je déteste sa nouvelle copine',
  "c'est fini entre nous",
  'je veux tourner la page',
  "j'ai plus envie de le voir", // « plus envie » of him, not of living
  'je ne veux plus jamais le revoir',
  'je suis mort de rire',
  'je suis morte de fatigue',
  'je suis crevée ce soir', // « crevée » = exhausted
  "je meurs d'envie de le revoir",
  "j'ai cru mourir de honte",
  'je vais mourir de honte',
  'je vais mourir seule avec mes chats', // a joke about being single
  "j'ai peur de mourir seule",
  'je tue le temps en regardant des séries',
  'je me tue à lui expliquer', // « se tuer à » = to wear oneself out
  'tu me tues avec tes blagues',
  'ça me tuerait de le revoir', // conditional hyperbole with « ça »
  "j'en ai fini avec lui",
  'on va finir la soirée chez Julie',
  'je dois mettre fin à tout contact avec lui', // no contact is a goal here, not an act against oneself
  'je me suis coupé les cheveux',
  'je me suis coupée en cuisinant',
  "ça me coupe l'appétit",
  'je dois me couper de lui pour avancer', // cutting oneself off from him
  "il m'a coupé la parole",
  'il me coupe toujours la parole',
  'je me suis fait mal au dos',
  'je me suis blessée au sport',
  "j'ai peur de me blesser en courant",
  'ça me fait du mal de le voir heureux', // « ça » hurts: sadness
  "il m'a blessée avec ses mots",
  'ses mots me blessent',
  'il frappe à la porte',
  "ce qui me frappe c'est son indifférence",
  "ça m'a frappée de le voir si froid",
  'on s’est frappés dans la main',
  'je me bats pour passer à autre chose',
  "j'ai envie de me battre pour notre couple",
  'il me tape sur les nerfs',
  'il me bat froid depuis la rupture',
  "il m'a poussée à bout",
  'elle m’a jeté comme un vieux mouchoir', // « jeter » = to dump
  "j'ai peur de lui parler",
  "j'ai peur de lui écrire",
  "j'ai peur de lui en parler",
  'ça me fait peur de rester seule',
  'il me suit encore sur Instagram',
  'je le stalke sur les réseaux',
  'j’ai peur de le harceler avec mes messages', // the writer worrying about their own messages
  "du coup je l'ai bloqué",
  "c'était un coup de foudre",
  "j'ai reçu des coups de fil de sa mère",
  'ses coups de gueule me fatiguent',
  'sur un coup de tête je lui ai écrit',
  'à tous les coups il va revenir',
  "il m'a donné un coup de main pour le déménagement",
  'je veux disparaître de sa vie',
  "j'aimerais tellement disparaître sous ma couette",
  'je ne veux plus vivre avec lui',
  'je ne veux plus vivre ça',
  "je ne veux plus être là pour lui",
  "j'ai plus la force de l'attendre",
  "je vais crever l'abcès avec lui", // idiom: have it out
  'je crève de jalousie',
  'je retrouve l’envie de vivre',
  "j'ai pris mes médicaments ce matin",
  'je prends un doliprane pour ma migraine',
  "j'ai bu trop de vin hier soir",
  'j’ai fait une overdose de séries',
  "j'ai pris toute la boîte de chocolats",
  "je vais sauter le pas et m'inscrire à la salle", // idiom: take the plunge
  'je suis sur le pont toute la semaine au boulot', // idiom: busy at work
  'je me noie dans le travail',
  'il a foutu ma vie en l’air', // he ruined my life: anger, not an act against oneself
  'il est parti pour de bon',
  "j'ai une corde à sauter pour le sport",
  'le film était violent',
  'je vais me coucher',
  "j'ai perdu l'appétit",
  '',
  '🙂',
];

// The borderline phrases, decided one by one. An empty list means "not a crisis".
const DECISIONS: [phrase: string, categories: CrisisCategory[], why: string][] = [
  ['cette rupture me tue pas', [], 'hyperbole, negated, and the subject is the breakup, not the writer'],
  ['ça me tue de le voir avec une autre', [], 'very common hyperbole with an impersonal « ça »: flagging it would teach users to ignore the banner'],
  ['ça va me tuer de le croiser', [], 'same hyperbole in the future; « je vais me tuer » (first person) still matches'],
  ["il m'a tuée quand il est parti", [], 'past-tense metaphor for the pain of the break-up; threats (« il va / veut me tuer ») are violence'],
  ['je veux en finir avec cette relation', [], '« en finir avec » + the relationship ends the story, not a life'],
  ['je veux en finir avec cette histoire', [], 'idem'],
  ['je veux en finir avec ces souvenirs', [], 'idem: ending the memories'],
  ['je veux en finir', S, 'bare « en finir » is the classic way to say suicide'],
  ['je veux en finir avec tout ça', S, '« avec tout » is ambiguous between the situation and life: we prefer a false positive'],
  ['je veux en finir avec cette douleur', S, 'ending « the pain » is how suicidal people often put it: false positive preferred'],
  ['j’ai pris des médicaments pour dormir comme prescrit', [], 'taking one’s treatment as prescribed is not an overdose'],
  ['j’ai pris des médicaments pour dormir', D, 'without « comme prescrit » we cannot tell it from an overdose: false positive preferred'],
  ['je suis fatiguée de tout', [], 'exhaustion, common after a breakup; Janne handles it. « fatiguée de vivre » is a crisis'],
  ["j'en peux plus de ses messages", [], '« j’en peux plus » is everyday exasperation; alone it is not a crisis'],
  ['jpp de cette situation', [], 'idem, in SMS'],
  ["je suis au bout du rouleau", [], 'exhaustion idiom, no mention of dying or harm'],
  ["j'ai l'impression de mourir à petit feu", [], 'pain described, no wish or intent to die'],
  ["j'ai envie de le tuer quand je vois ses stories", [], 'anger at the ex, a figure of speech; not a danger to the writer'],
  ['il serait mieux sans moi', [], 'about the ex moving on; « tout le monde serait mieux sans moi » is a crisis'],
  ["c'est ce soir qu'il fête son anniversaire", [], 'an event tonight; « c’est ce soir » alone or « c’est ce soir que je… » is danger'],
  ["j'ai écrit une lettre d'adieu à notre histoire", [], 'a common exercise after a breakup; a « lettre d’adieu » alone is danger'],
  ['je me fais du mal à regarder ses photos', [], 'rumination, not self-harm; « je me fais du mal » alone is self-harm'],
  ['arrête de me faire du mal', [], 'a plea to the ex, usually about words and silence; « arrête de me frapper » is violence'],
  ['je ne peux pas vivre sans lui', S, 'common hyperbole, but also how dependency and risk are voiced: false positive preferred'],
  ["j'ai envie de disparaître", S, 'often shame, sometimes suicidal: false positive preferred (but not « disparaître de sa vie »)'],
  ['ma vie n’a plus de sens', S, 'a recognised warning sign, even in a breakup'],
  ['je veux mourir dans ses bras', S, 'romantic hyperbole, but « veux mourir » is never filtered on what follows: false positive accepted'],
  ['je suis morte à l’intérieur', [], 'numbness, no wish to die'],
];

function expectCategories(phrase: string, categories: CrisisCategory[]): void {
  const result = detectCrisis(phrase);
  // The explanation makes a failure readable: which words triggered which category.
  expect({ ...result, why: explainCrisis(phrase) }).toMatchObject({ isCrisis: categories.length > 0, categories });
}

describe('detectCrisis', () => {
  it('has enough phrases on both sides and covers every category', () => {
    const matches = MUST_MATCH.length + DECISIONS.filter(([, c]) => c.length > 0).length;
    const nonMatches = MUST_NOT_MATCH.length + DECISIONS.filter(([, c]) => c.length === 0).length;
    expect(matches).toBeGreaterThanOrEqual(60);
    expect(nonMatches).toBeGreaterThanOrEqual(60);
    for (const category of CRISIS_CATEGORIES) {
      expect(MUST_MATCH.filter(([, c]) => c.includes(category)).length).toBeGreaterThanOrEqual(10);
      expect(CRISIS_PATTERNS[category].length).toBeGreaterThan(0);
    }
  });

  it.each(MUST_MATCH)('flags « %s » as %j', (phrase, categories) => {
    expectCategories(phrase, categories);
  });

  it.each(MUST_NOT_MATCH)('leaves « %s » alone', (phrase) => {
    expectCategories(phrase, []);
  });

  it.each(DECISIONS)('decides « %s » → %j (%s)', (phrase, categories) => {
    expectCategories(phrase, categories);
  });

  it('finds the crisis inside a longer message, after ordinary sentences', () => {
    const message =
      'Il est parti il y a trois semaines. Je pleure tous les soirs, je regarde nos photos. ' +
      "Franchement j'ai plus envie de vivre, et il m'a frappée la dernière fois que je l'ai vu.";
    expect(detectCrisis(message)).toEqual({ isCrisis: true, categories: ['suicide', 'violence'] });
  });

  it('lists categories once each, in a stable order, whatever the order of the text', () => {
    const result = detectCrisis(
      "Il me frappe. J'ai pris des cachets. Je me scarifie. Je veux mourir. Il me frappe encore, je veux mourir.",
    );
    expect(result.categories).toEqual(['suicide', 'self_harm', 'danger', 'violence']);
  });
});

describe('normalizeForDetection', () => {
  it('strips accents, lowercases and collapses spaces', () => {
    expect(normalizeForDetection('  À QUOI   ÇA SERT, Désespérée  ')).toBe('a quoi ca sert, desesperee');
    expect(normalizeForDetection('Mon cœur')).toBe('mon coeur');
  });

  it.each(["j'ai", 'j’ai', 'j‘ai', 'j`ai', 'jʼai', 'j´ai', 'j ai', 'jai', "j' ai"])('turns « %s » into « j\'ai »', (input) => {
    expect(normalizeForDetection(input)).toBe("j'ai");
  });

  it('drops the negation « ne », expands SMS spellings and letters typed many times', () => {
    expect(normalizeForDetection("Je n'ai plus envie")).toBe("j'ai plus envie");
    expect(normalizeForDetection('je ne veux plus')).toBe('je veux plus');
    expect(normalizeForDetection('g plu envi')).toBe("j'ai plus envie");
    expect(normalizeForDetection('jveux chui jme')).toBe('je veux je suis je me');
    expect(normalizeForDetection('mouriiiir')).toBe('mourir');
    expect(normalizeForDetection('laisse-moi')).toBe('laisse moi');
    // the « c » of « c'est » is a word glued to an apostrophe: left alone
    expect(normalizeForDetection("c'est ce soir")).toBe("c'est ce soir");
  });
});

