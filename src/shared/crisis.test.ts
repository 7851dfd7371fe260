import { describe, expect, it } from 'vitest';
import {
  CRISIS_CATEGORIES,
  CRISIS_PATTERNS,
  type CrisisCategory,
  detectCrisis,
  explainCrisis,
  normalizeForDetection,
} from './crisis';
import { MEANING_RULES } from './crisis-meaning';

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

// ─── The meaning layer (crisis-meaning.ts) ─────────────────────────────────────────────────────
// New paraphrases written for these tests — none is taken from tests/crisis-eval — at least one for
// every meaning rule (checked below), then text-message spellings and typos.
const MEANING_MATCH: Expected[] = [
  ["j'aimerais bien partir pour toujours", S],
  ["me tuer, j'y pense", S],
  ["je voudrais juste que tout s'arrête", S],
  ['si je mourais demain ce serait un soulagement', S],
  ['je voudrais me faire faucher par un bus', S],
  ["j'ai hâte de retrouver papi là-haut", S],
  ["je sais comment je m'y prendrais", S],
  ['cette nuit sera ma dernière nuit.', S],
  ["j'ai l'impression d'être un poids pour mes parents", S],
  ['mes enfants seraient plus heureux sans moi', S],
  ['qui viendrait à mes funérailles', S],
  ['tous les matins je regrette de me réveiller', S],
  ['je trouve plus le sens de continuer comme ça', S],
  ['y a plus de place pour moi sur cette terre', S],
  ['dimanche je serai plus de ce monde', S],
  ['quelle dose de xanax est mortelle ?', S],
  ['cette vie je veux y mettre un terme', S],
  ['ma vie vaut plus rien', S],
  ["j'ai peur de faire une grosse bêtise ce soir", S],
  ["je me vois pas passer l'hiver", S],
  ['la mort me semble douce', S],
  ["la dose létale de doliprane c'est combien", S],
  ['je suis à la fenêtre du 8e, il suffirait de basculer', S],
  ["j'ai plus la force de me battre, je veux m'en aller", S],
  ['je vais foncer dans un platane', S],
  ["j'aurais aimé ne jamais naître", S],
  ["j'ai goût à rien, même plus d'exister", S],
  ['je veux rejoindre ma mère, elle est morte il y a un an', S],
  ['je prie de ne pas me réveiller', S],
  ['que la mort vienne me prendre', S],
  ['on me retrouvera pendue', S],
  ["la seule issue c'est le suicide", S],
  ['je me couche en priant que ce soit ma dernière nuit', S],
  ['vivement que la fin arrive', S],
  ["la corde est prête, j'ai trouvé une poutre", D],
  ["si j'étais plus en vie, qui s'en rendrait compte", S],
  ['bientôt je serai plus un poids', S],
  ['je comprends ceux qui se suicident maintenant', S],
  ['Prenez soin de mon chat. Je suis prête.', S],
  ["je me mords les bras jusqu'à avoir des marques", H],
  ["je m'arrache la peau des doigts jusqu'au sang", H],
  ['dix jours sans me couper', H],
  ["j'enfonce la pointe du compas dans ma cuisse", H],
  ['je me frappe la tête contre les murs quand ça monte', H],
  ["j'ai cogné dans le mur jusqu'au sang", H],
  ['je me coupe avec le couteau de cuisine pour avoir mal', H],
  ["j'ai gardé une lame, ça me démange", H],
  ['je mets des manches longues pour cacher mes cicatrices', H],
  ["j'ai peur de recommencer à me couper", H],
  ["j'ai passé la lame sur mon bras", H],
  ["j'ai avalé mes anxiolytiques avec une bouteille de vin", D],
  ["j'ai vidé l'armoire à pharmacie", D],
  ["j'ai pris trois fois la dose de xanax", D],
  ['je garde mes somnifères de côté', D],
  ["j'ai serré une ceinture autour de mon cou", D],
  ["j'ai aligné mes somnifères sur la table", D],
  ['je suis sur le balcon du 10e, je regarde le vide', D],
  ["j'avale une poignée de xanax", D],
  ['sur le pont, je regarde la Seine', D],
  ['je roule à contresens sur la rocade', D],
  ["j'ai relié le pot d'échappement à la voiture avec un tuyau", D],
  ["la voiture tourne, j'ai fermé le garage", D],
  ['je suis dans le bain avec un cutter', D],
  ["j'ai failli enjamber la rambarde du pont", ['suicide','danger']],
  ['je conduis bourrée, tant pis si ça finit mal', D],
  ["il m'a plaquée au sol", V],
  ['il me tire par les cheveux', V],
  ["j'ai des hématomes, il m'a attrapée trop fort", V],
  ["il m'a retenue de force dans la cuisine", V],
  ["il m'oblige à coucher quand il rentre", V],
  ["il m'a forcée à des choses que je voulais pas", V],
  ["il me caresse pendant que je dors alors que j'ai dit non", V],
  ["il essaie d'entrer chez moi de force", V],
  ['il brandit une hache', V],
  ['il a braqué son fusil sur moi', V],
  ['il a mis en ligne une vidéo de moi nue', V],
  ["j'ai la lèvre fendue, elle a encore bu", V],
  ["il m'oblige à lui donner mes codes", V],
  ["il m'épie depuis sa voiture", V],
  ['il me harcèle de textos jour et nuit', V],
  ['il a installé un logiciel espion sur mon portable', V],
  ['il est en bas de mon immeuble, il sonne sans arrêt', V],
  ["il m'a bousculée, je me suis cognée contre la table", V],
  ["il a abusé de moi quand j'avais bu", V],
  ['elle a balancé une assiette vers moi', V],
  ['il me force à dormir par terre', V],
  ["il m'a mise dehors en pleine nuit", V],
  ["il a pris mes clés pour m'empêcher de partir", V],
  ['je me suis barricadée dans la salle de bain, il hurle', V],
  ['il a menacé de me défigurer', V],
  ['il lit mes messages à mon insu', V],
  ["il m'a dit tu vas le payer", V],
  ['si je porte plainte il me retrouvera', V],
  ['il rôde en bas de chez moi', V],
  ['il passe sous mes fenêtres tous les soirs', V],
  ['elle est passée à ma fac sans prévenir en hurlant', V],
  ["je l'ai encore aperçu en bas de chez moi", V],
  ["je l'ai aperçu trois fois en bas de chez moi", V],
  ['il me suit quand je rentre du boulot', V],
  ["j'ai plus accès à mon compte, c'est lui qui gère", V],
  ["il exige de savoir avec qui j'étais, tout le temps", V],
  ["il m'interdit de sortir sans lui", V],
  ['il bloque la porte de la chambre', V],
  ['il balance la vaisselle quand il est en colère', V],
  ["j'ai peur que la prochaine fois ce soit moi", V],
  ["il m'appelle 40 fois par nuit", V],
  ['des faux comptes commentent mes stories', V],
  ["j'ai envie de lui faire du mal, à sa nouvelle", V],
  ["il m'a embarquée de force dans sa voiture", V],
  ['g envi de mourir ce soir', S],
  ["jpeu plu, jve juste que ça s'arrête, tout", S],
  ['cmt on fait pr partir sans souffrir', S],
  ['tkt pas pour moi, bientôt je vous dérangerai plus', S],
  ["j'me sens de trop sur cette terre", S],
  ['jsuis à deux doigts de tout lâcher pour de bon', S],
  ["j'ai trouvé comment je vais le faire, c'est pour ce week-end", S],
  ["je m'endors tous les soirs en espérant que ce soit la dernière fois", S],
  ['je me dis que si je me faisais écraser ça changerait rien', S],
  ["il m'a dit que je paierais cher si je le quittais", V],
  ["je l'entends qui essaie d'ouvrir ma porte", V],
  ['il a changé le code de la porte pour que je puisse plus sortir', V],
  ["il est ivre et il crie qu'il va tout casser, je suis enfermée dans la chambre", V],
  ["j'ai encore planté mes ongles dans mes bras jusqu'au sang", H],
  ['je me brûle la peau avec le fer à repasser exprès', H],
  ["je suis allongée sur la voie, j'attends", D],
  ["j'ai versé tous les cachets dans ma main", D],
  // Paraphrases of the generalised concepts (tuning-2 round): none is a tuning sentence.
  ["mon ex m'attendait en bas avec une barre de fer", V],
  ["elle me guette avec un marteau derrière la porte", V],
  ["j'ai envie d'aller me coucher sous le métro", S],
  ["j'ai allumé du charbon dans ma chambre et fermé la fenêtre", D],
  ["le brasero est dans la voiture, tout est calfeutré", D],
  ["je serai plus là pour vous déranger, promis", S],
  ["je me vois partir bientôt et j'ai hâte", S],
  ["je veux que ça s'arrête cette nuit", S],
  ["si je pars il tuera mon chien", V],
  ["j'ai gobé toute la boîte, je suis seule", D],
  ["j'ai franchi la ligne jaune, le train arrive", D],
  ["dis à mes sœurs que je les aimais. je suis prête.", S],
  ["merci à tous ceux qui ont essayé. c'était pas votre faute", S],
  ["je vous aimais fort. c'est fini pour moi.", S],
  ["vous comprendrez plus tard. plus que quelques heures.", S],
  ["il me reste juste le courage à trouver, j'ai un plan.", S],
  ["je sais où et quand. il me manque seulement le courage", S],
  ["je pars cette nuit et je reviendrai plus. pardon pour tout", S],
  ["j'ai rédigé mes dernières volontés, tout est prêt", S],
  ["j'ai payé toutes mes dettes et vidé mon compte, c'est le bon moment.", S],
  ["j'ai laissé les codes sur le bureau. ils comprendront demain", S],
  ["les comprimés sont alignés devant moi. je suis prête.", S],
  ["j'ai programmé des mails pour mes proches. je le fais ce soir.", S],
  ["j'attends que tout le monde dorme. j'ai tout ce qu'il faut", S],
  ["je suis en paix avec ma décision. adieu", S],
  ["le monde se porterait mieux sans moi", S],
  ["ma famille tournerait mieux sans moi, j'en suis sûre", S],
  ["ça sert à quoi de continuer, franchement", S],
  ["à quoi bon me lever demain", S],
  ["est ce que ça vaut la peine de vivre comme ça", S],
  ["si un camion passait en travers de ma route, ce serait un soulagement", S],
  ["si un jour je disparaissais, qui le remarquerait", S],
  ["je comprends pourquoi certaines choisissent d'en finir", S],
  ["j'ai jamais demandé à venir au monde", S],
  ["je m'endors en priant que le matin arrive jamais", S],
  ["j'envie ceux qui sont morts dans un accident", S],
  ["je peux plus m'imaginer en vie à noël", S],
  ["vivement que tout s'arrête", S],
  ["je suis au 6e, j'ai envie de me laisser tomber du balcon", S],
  ["c'est la dernière fois que je vois la mer", S],
  ["la dernière fois que je serre mes enfants, ce matin à l'école", S],
  ["j'ai offert toutes mes fringues à ma cousine, j'en aurai plus besoin", S],
  ["j'ai donné mes bijoux à ma meilleure amie, elle comprendra", S],
  ["j'ai déjà fait une TS et j'ai peur que ça recommence", S],
  ["j'ai fait deux tentatives, ça revient", S],
  ["j'ai repéré l'immeuble le plus haut du quartier", S],
  ["je cherche les falaises les plus hautes du coin", S],
  ["je me laisse encore une semaine, après je disparais", S],
  ["je me donne jusqu'à noël et sinon j'en finis", S],
  ["je prends mes somnifères et je bois du rhum par dessus", D],
  ["je gobe des xanax avec de la bière tous les soirs", D],
  ["je reprends le volant bourrée, tant pis si je me plante", D],
  ["je coupe les phares sur la nationale, on verra bien", D],
  ["j'ai roulé à 180, j'en avais rien à foutre de ce qui allait m'arriver", D],
  ["je garde un flingue sous mon oreiller depuis qu'il est parti", D],
  ["j'ai sorti le pistolet de mon père, il est chargé", D],
  ["je fonce vers le platane, je vais pas freiner", D],
  ["je roule droit sur le parapet à fond", D],
  ["j'ai tout pris, je suis seule au parking", D],
  ["j'ai avalé le reste du flacon, je vois flou", D],
  ["sur le quai du RER, je compte pas monter", D],
  ["le métro arrive, je vais pas le prendre", D],
  ["j'ai mis de côté toutes les plaquettes de somnis", D],
  ["le foulard est noué à la poignée de la porte", D],
  ["je suis debout sur le parapet du pont", D],
  ["j'ai les pieds dans le vide au 8e étage", D],
  ["je me suis penchée à la fenêtre et j'ai eu envie de lâcher.", S],
  ["je me suis ouvert la cuisse au cutter hier soir", H],
  ["il serre ma gorge tellement fort que je peux plus parler", V],
  ["elle me tord les poignets à me faire mal quand elle crie", V],
  ["il me coince dans la cuisine et me crie dessus", V],
  ["il essaie d'entrer par le balcon, je suis seule", V],
  ["si je porte plainte il sait très bien où vivent mes parents", V],
  ["si j'appelle quelqu'un elle sait où dorment mes enfants", V],
  ["il contrôle tout.", V],
  ["elle me traite de moins que rien, j'ose plus rien dire", V],
  ["il me traite de salope tout le temps devant ses potes", V],
];

// Ordinary breakup talk that uses the same words as the meaning rules: each one stays quiet.
const MEANING_NOT_MATCH: string[] = [
  "je vais tout arrêter, c'est trop de pression au boulot",
  "tant pis pour lui, la mort de notre couple c'est sa faute",
  'je sais comment je vais le faire, je vais lui parler demain',
  "j'ai peur de faire une bêtise en le recontactant",
  "j'espère que je me réveillerai pas trop tard demain",
  "il m'a suivie dans cette aventure",
  "il attend devant chez moi, c'est le taxi",
  'il a sorti son fusil pour la chasse dimanche',
  "si tu pars je te tue lol, t'es ma meilleure amie",
  "elle m'envoie 30 messages par jour, c'est ma mère",
  "il m'a fait un bleu en jouant au foot",
  "j'ai repris la lame de rasoir pour mes jambes",
  'je garde un rasoir dans la salle de bain',
  "j'ai bu une bière et pris un doliprane, c'est pas grave ?",
  'mes potes me harcèlent pour que je sorte',
  "je n'ai plus peur de lui, ça va mieux",
  "il m'a écrit une lettre d'adieu très belle",
  "il m'a frappée de son indifférence",
  "est-ce que quelqu'un remarquerait ma nouvelle coupe ?",
  'je suis cachée sous la couette, il fait trop froid',
  "la seule solution c'est de partir pour de bon de cette ville",
  "il m'attend chez moi ce soir pour dîner",
  'il passe chez moi tous les soirs après le boulot, on se remet ensemble doucement',
  'il est devant chez moi, il sonne pour récupérer ses affaires',
  'il passe chez moi à 19h pour prendre les enfants',
  "j'ai envie de tout arrêter avec lui",
  'je pars pour de bon à Lyon',
  "il m'a suivie sur Insta",
  "elle contrôle tout dans l'organisation du mariage",
  'je me suis brûlée avec le fer à lisser',
  'ce boulot va me tuer',
  "mon chat m'a griffée",
  'je me suis cognée contre la table',
  "il a pris mon cœur et l'a brisé",
  'je regarde son profil tous les jours',
  "ma mère m'appelle tous les jours pour savoir comment je vais",
  'je veux disparaître sous ma couette tout le week-end',
  "le médecin m'a prescrit des somnifères",
  "j'ai bu trois bières hier soir",
  'on a pris le train pour Marseille',
  "c'est décidé, je le quitte",
  "j'ai pris ma décision, je déménage",
  "adieu mon amour, je te souhaite d'être heureux",
  'je suis prête à tourner la page',
  "mon ex m'a écrit tu vas le regretter",
  "j'ai des bleus partout à cause du roller",
  'je vais rejoindre ma sœur à Nantes',
  "il m'a envoyé 50 messages pour mon anniversaire",
  'je veux oublier cette relation pour de bon',
  "il m'a achevée avec son message",
  "j'ai pris un bain pour me détendre",
  'il a cassé notre couple',
  "j'ai coupé les ponts avec lui",
  'il a dit que je le regretterais un jour, il est tellement prétentieux',
  "il m'a pris la tête toute la soirée",
  "j'ai balancé toutes ses affaires par la fenêtre",
  'je vais brûler ses photos',
  'je veux le revoir une dernière fois',
  "je vais mourir d'ennui ce week-end",
  "j'ai envie de le tuer quand il fait ça",
  "j'aimerais disparaître de ses pensées",
  "je pars m'installer à Bordeaux pour de bon",
  'je me suis coupée avec une feuille de papier',
  "j'ai des bleus aux jambes à cause du sport",
  'je me griffe en dormant, faut que je me coupe les ongles',
  "j'ai pris un doliprane et je suis allée me coucher",
  'on a mangé sur le toit terrasse du resto',
  "j'attends le train sur le quai, il a 20 minutes de retard",
  "il m'a appelée 3 fois hier",
  "elle m'a jeté un regard noir",
  "je vais lui faire regretter de m'avoir quittée en devenant la meilleure version de moi",
  'si je pars il va pleurer',
  'je me sens prête à recommencer ma vie',
  'je suis déçue de me réveiller sans message de lui',
  'je vais jeter ses affaires par la fenêtre',
  "c'est le dernier message que je lui envoie, promis",
  'merci pour tout, sincèrement, tu as été super',
  'prends soin de toi',
  "c'est décidé, je supprime son numéro",
  'je préférerais mourir de honte plutôt que de le recroiser',
  'merci pour tout Janne, à demain',
  "je suis sur le toit de l'immeuble pour la fête des voisins, trop bien",
  "j'ai pris un xanax prescrit avant l'avion",
  'je roule vers la mer avec mes copines',
  'je me suis coupée en ouvrant une boîte de conserve',
  "j'ai envie de me brûler les ailes avec un nouveau mec lol",
  'je me suis griffée avec le chat en jouant',
  "il m'a pris par la main et on a marché",
  "il m'a giflée du regard haha",
  "il m'a obligée à regarder toute la saga Star Wars",
  'il menace de partir si je change pas',
  "il m'envoie des messages pour savoir si je vais bien",
  'il tape des messages interminables',
  'ma mère a menacé de venir me chercher si je répondais pas au téléphone lol',
  'personne me comprend',
  "j'ai failli crever de rire quand elle m'a raconté ça",
  "je veux en finir avec ces soirées à l'attendre",
  'je vais partir en voyage toute seule pour de bon me retrouver',
  "j'ai pris deux dolipranes pour ma migraine",
  "je suis allée sur le pont des Arts, ça m'a rappelé nos balades",
  "je me griffe le bras quand ça me gratte, j'ai de l'eczéma",
  'il contrôle ses émotions mieux que moi',
  'il a cassé avec moi par message',
  'il a menacé de partir en vacances sans moi',
  "elle m'a lancé un regard assassin",
  "j'ai encore des bleus au cœur",
  'je suis prête pour une nouvelle vie',
  "c'est décidé, je vais voir une psy",
  'je vais me mettre au sport si elle me quitte',
  'je prévois de tout arrêter avec lui, définitivement',
  'je pourrais mourir pour une pizza là',
  "il m'a dit qu'il partait pour de bon",
  'je veux le rejoindre à la soirée de Max',
  'je vais rejoindre mon père au ski',
  'je veux en finir avec les applis de rencontre',
  "si j'avais un accident de voiture, mon assurance couvrirait tout ?",
  "j'ai pris le train de nuit pour Nice",
  "j'ai des bleus aux genoux à cause du yoga",
  "mon frère m'attend en bas pour m'emmener à l'aéroport",
  "il garde ma carte de bibliothèque depuis des mois, il faut qu'il me la rende",
  "il a changé le code de la carte bleue commune, c'était son compte",
  'il dit que si je pars il sera malheureux',
  "j'ai une cicatrice sur le bras depuis que je suis tombée de vélo",
  'je me suis encore pris la porte du placard dans la tête',
  'je conduis de nuit pour éviter les bouchons',
  'je prends un somnifère et un verre de lait chaud',
  "j'ai accroché une guirlande au plafond avec une corde",
  'on a regardé en bas depuis le 56e étage, vertigineux',
  'je suis prête.',
  "adieu les soirées à l'attendre !",
  "je vais le tuer s'il me rend pas mes livres",
  'je me suis coupée en préparant le dîner, je pensais à lui',
  "j'ai failli mourir de honte en le croisant",
  'je me suis brûlée avec le fer à friser avant mon rendez-vous',
  "j'ai brûlé ses lettres dans la cheminée, ça m'a fait du bien",
  "j'ai pris un ibuprofène pour ma migraine",
  "j'ai coupé les ponts avec ses potes",
  "je vais rejoindre papi à Nice pour l'été",
  "je me suis étouffée avec mon verre d'eau en lisant son message",
  "j'ai jeté le couteau qu'il m'avait offert",
  "on s'est battus pour garder le chat, c'est moi qui l'ai eu",
  // Hard negatives for the tuning-2 round: the same words, harmless.
  "ma sœur m'attend avec un cutter pour ouvrir les cartons du déménagement",
  "il m'attendait avec des fleurs à la gare",
  "on a fait un barbecue au charbon de bois dans le jardin",
  "je veux que tout s'arrête ce soir entre nous, il m'a trop fait de mal",
  "je suis restée derrière la ligne jaune, le métro était bondé",
  "j'ai pris tout mon stock de courage et je lui ai parlé",
  "il m'a dit qu'il tuerait le chat de sa voisine tellement il miaule lol",
  "c'est la dernière fois que je regarde ses stories, promis",
  "c'est la dernière fois que je vois sa tête au boulot, il démissionne",
  "j'ai donné toutes mes fringues trop petites, ça fait de la place",
  "j'ai fait une tentative pour le récupérer, ça a pas marché",
  "je me donne jusqu'à la fin du mois pour trouver un appart",
  "je roule vers la mer, je vais rouler à fond la musique",
  "j'ai tout avalé, la pizza était trop bonne",
  "je suis sur le quai, le train a du retard, je vais pas le prendre, je rentre en bus",
  "il me traite de folle depuis que je l'ai quitté, ça me fait rire",
  "je garde le fusil de chasse de mon grand père en souvenir au grenier",
  "je cherche les immeubles les plus hauts de paris pour un exposé",
  "j'ai un plan : je l'ignore jusqu'à ce qu'il revienne",
  "ça y est, je l'ai bloqué. merci pour tout les filles",
  "c'est le bon moment pour tourner la page",
  "je bois un verre de vin et je prends mon doliprane demain matin",
  "j'ai pris le volant après trois heures de route, j'étais crevée",
  "je vous aime les filles, merci pour ce week end",
  "ça sert à quoi de lui écrire s'il répond jamais",
  "il contrôle tout ce qu'il poste, c'est un maniaque d'insta",
  "j'attends que les enfants dorment pour regarder ma série",
  "je prends mon doliprane avec un grand verre d'eau, et ce soir un verre de vin avec les copines",
  "j'ai fait une tentative de réconciliation, ça revient toujours au même",
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

describe('detectCrisis — meaning layer', () => {
  it.each(MEANING_MATCH)('flags « %s » as %j', (phrase, categories) => {
    expectCategories(phrase, categories);
  });

  it.each(MEANING_NOT_MATCH)('leaves « %s » alone', (phrase) => {
    expectCategories(phrase, []);
  });

  it('exercises every meaning rule with at least one phrase of this file', () => {
    const phrases = [...MUST_MATCH, ...MEANING_MATCH].map(([phrase]) => phrase);
    const fired = new Set(phrases.flatMap((phrase) => explainCrisis(phrase).map(({ matched }) => /^\[([^\]]+)\]/.exec(matched)?.[1])));
    expect(MEANING_RULES.map(({ id }) => id).filter((id) => !fired.has(id))).toEqual([]);
  });

  it('uses no lookbehind anywhere: older Safari cannot parse it and the whole bundle would break', () => {
    const sources = [
      ...Object.values(CRISIS_PATTERNS).flatMap((patterns) => patterns.map((p) => (p instanceof RegExp ? p : p.re).source)),
      ...MEANING_RULES.flatMap((rule) => [...rule.all, ...(rule.none ?? [])]),
    ];
    expect(sources.filter((source) => /\(\?<[=!]/.test(source))).toEqual([]);
  });

  it('finds a goodbye spread over several sentences, but not two signals far apart in a long entry', () => {
    expect(detectCrisis("J'ai confié mes plantes à la voisine. Merci pour tout. Je suis prête.").categories).toEqual(['suicide']);
    const longEntry = `Merci pour tout, maman, pour le colis. ${'Aujourd\'hui j\'ai rangé, marché, cuisiné, appelé ma sœur. '.repeat(8)}Pour l'entretien de demain, je suis prête.`;
    expect(detectCrisis(longEntry).isCrisis).toBe(false);
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

  it('spells out the text-message words and elided pronouns the meaning layer relies on', () => {
    expect(normalizeForDetection('cmt on fait pr')).toBe('comment on fait pour');
    expect(normalizeForDetection("j'me sens mal, dsl")).toBe('je me sens mal, desolee');
    expect(normalizeForDetection('jpeu plu, jve juste')).toBe('je peux plus, je veux juste');
    expect(normalizeForDetection("jm'en fous, m'suis coupée")).toBe("je m'en fous, me suis coupee");
    expect(normalizeForDetection('pk tkt ya')).toBe("pourquoi t'inquiete y a");
  });
});
