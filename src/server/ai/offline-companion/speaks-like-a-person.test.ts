/**
 * Issue 26: Janne speaks like a person. Each defect a person saw, pinned down: a duration is not
 * turned into days without contact, exhaustion is not named anger, a friend is not the ex, a direct
 * question gets an answer, and with nothing in her memory Janne claims to keep nothing.
 */
import { describe, expect, it } from 'vitest';
import { answersToTap, lastQuestion } from '#shared/answers-to-tap';
import { composeChatReply } from './index';
import type { ChatReplyInput, ChatTurn } from '../provider';

const base: ChatReplyInput = { exName: 'Thomas', story: 'Thomas est parti après cinq ans.', gender: 'female', memory: [], history: [] };

/** Janne's reply to the last of `messages` (the earlier ones answered by Janne as she would). */
function replyTo(messages: string[], extra: Partial<ChatReplyInput> = {}): string {
  const history: ChatTurn[] = [];
  let reply = '';
  for (const content of messages) {
    history.push({ role: 'user', content });
    reply = composeChatReply({ ...base, ...extra, history: [...history] });
    history.push({ role: 'assistant', content: reply });
  }
  return reply;
}

describe('facts from the app, not guessed', () => {
  it('never turns « ça fait trois semaines » (since the breakup) into days without contact', () => {
    const reply = replyTo(['ça fait trois semaines aujourd’hui']);
    expect(reply).not.toMatch(/vingt[- ]et[- ]un|21/i);
    expect(reply).not.toMatch(/sans contact/i);
  });

  it('says a no-contact victory in the person’s own words, never converted', () => {
    const reply = replyTo(['ça fait trois semaines que je lui ai pas écrit !']);
    expect(reply).toMatch(/trois semaines/i);
    expect(reply).not.toMatch(/vingt[- ]et[- ]un|21/i);
  });
});

describe('a count said back as the person said it', () => {
  it('« ça fait quatre jours que je ne lui ai pas écrit » is « quatre jours », nothing around it', () => {
    const reply = replyTo(['Ça fait quatre jours que je ne lui ai pas écrit.']);
    expect(reply).toMatch(/quatre jours/i);
    expect(reply).not.toMatch(/fait[- ]quatre/i);
  });

  it('a draft kept in the phone gets an answer about that draft', () => {
    expect(replyTo(['J’ai un message pour lui dans mes brouillons depuis trois jours.'])).toMatch(/brouillon/);
  });
});

describe('feelings read with care', () => {
  it('does not name exhaustion anger', () => {
    const reply = replyTo(['jsuis epuisee, j arrive a rien faire, meme manger ca me saoule']);
    expect(reply).not.toMatch(/colère/i);
    expect(reply).toMatch(/fatigue|épuis|à bout|vidée/i);
  });
});

describe('who is who', () => {
  it('never sends a friend to the urge flow, and encourages the call', () => {
    const reply = replyTo(['ma meilleure amie Léa me manque', 'j’ose plus trop l’appeler']);
    expect(reply).not.toMatch(/J[’']ai envie de lui écrire|Mes progrès/);
    expect(reply).toMatch(/Léa/);
  });

  it('celebrates good news specifically', () => {
    const reply = replyTo(['ma meilleure amie Léa me manque', 'je l’ai appelée finalement, elle était trop contente, on se voit samedi']);
    expect(reply).toMatch(/samedi/i);
    expect(reply).toMatch(/Léa/);
    expect(reply).not.toMatch(/J[’']ai envie de lui écrire|Mes progrès/);
  });
});

describe('what the blind reading met (issue 26)', () => {
  it('never takes the word after « ma meilleure amie » or « ma fille » for a name', () => {
    const friend = replyTo(['heureusement ya lea. cest ma meilleure amie depuis le college, elle mappelle tous les soirs']);
    expect(friend).not.toMatch(/Depuis/);
    const father = replyTo(['Ma fille pleure le soir quand elle est chez moi et mon fils ne dit rien']);
    expect(father).not.toMatch(/Pleure/);
  });

  it('treats calling a sister, named or not, as support — never the urge flow, never a weight', () => {
    const reply = replyTo(['Ma sœur m’a dit de l’appeler quand je veux, même la nuit. Mais j’ose pas la réveiller.']);
    expect(reply).not.toMatch(/J[’']ai envie de lui écrire|Mes progrès/);
    expect(reply).not.toMatch(/à porter/);
    expect(reply).toMatch(/ta sœur/i);
  });

  it('answers « est-ce que ça s’arrange un jour ? » too', () => {
    expect(replyTo(['Question simple : est-ce que ça s’arrange un jour ?'])).toMatch(/oui|s['’]apaise|diminue/i);
  });
});

describe('a direct question gets an answer', () => {
  it('answers « Tu crois que ça passe un jour ? » honestly and with hope, without a date', () => {
    const reply = replyTo(['Tu crois que ça passe un jour ? Genre vraiment ?']);
    expect(reply).toMatch(/oui|ça passe|s['’]apaise|diminue/i);
    expect(reply).toMatch(/semaines|mois|temps/i);
    expect(reply).not.toMatch(/^Je t['’]entends/);
  });
});

describe('Janne never claims what she does not do', () => {
  it('with memory empty, never says she keeps or remembers something', () => {
    const conversation = [
      'ma sœur Léa m’a appelée hier',
      'Léa dit que je devrais sortir un peu',
      'je pense encore à Thomas tout le temps',
      'Thomas a changé sa photo de profil',
      'Léa vient dîner ce soir',
      'je sais pas ce que je ressens pour Thomas',
    ];
    const history: ChatTurn[] = [];
    for (const content of conversation) {
      history.push({ role: 'user', content });
      const reply = composeChatReply({ ...base, memory: [], history: [...history] });
      expect(reply).not.toMatch(/je garde|je retiens|je me souviens|je n['’]oublie|je garderai|je retiendrai/i);
      history.push({ role: 'assistant', content: reply });
    }
  });

  it('never quotes the person’s message back as an opening', () => {
    const reply = replyTo(['jsuis epuisee, j arrive a rien faire, meme manger ca me saoule']);
    expect(reply).not.toMatch(/«/);
    expect(reply).not.toMatch(/arrive a rien faire/);
  });
});

// ─── Second round: one move per reply, built around what was asked ────────────────────────

/** Sentences of four words or more, as the evaluation counts them. */
const sentencesOf = (text: string) =>
  text
    .split(/\n+/)
    .flatMap((paragraph) => paragraph.split(/(?<=[.!?…:])\s+/u))
    .map((sentence) => sentence.toLowerCase().trim())
    .filter((sentence) => sentence.split(/\s+/).length >= 4);

describe('a direct question is answered, or honestly not', () => {
  it('« je devrais déménager ? » gets an answer about deciding, not a theme beside it', () => {
    const reply = replyTo(['tu penses que je devrais déménager ?']);
    expect(reply).toMatch(/décid|trancher/i);
    expect(reply.trim().endsWith('?')).toBe(true);
  });

  it('« combien de temps ça dure ? » is not answered « oui »', () => {
    const reply = replyTo(['Combien de temps ça dure, en général, un chagrin comme ça ?']);
    expect(reply).not.toMatch(/^oui/i);
    expect(reply).toMatch(/semaines|mois/);
  });

  it('« on peut rester amis ? » gets what is known, without deciding for the person', () => {
    expect(replyTo(['Il me propose qu’on reste amis. Tu crois qu’on peut rester amis après ça ?'])).toMatch(/amitié/i);
  });

  it('a question she cannot read is met with an honest « je ne sais pas », never a theme beside it', () => {
    const reply = replyTo(['Tu connais un bon restaurant à Nantes ?']);
    expect(reply).toMatch(/pas sûre|je ne sais pas|pas certaine/i);
  });

  it('« je pourrais lui écrire juste pour le chien ? » gets her honest opinion before the urge flow', () => {
    const reply = replyTo(['Tu trouves que je pourrais lui écrire juste pour avoir des nouvelles du chien ?']);
    expect(reply).toMatch(/avis/i);
    expect(reply).toContain('Mes progrès');
  });
});

describe('feelings read with care', () => {
  it('« je sais pas ce que je ressens » is asked about, no feeling named for the person', () => {
    const reply = replyTo(['je sais pas ce que je ressens en fait']);
    expect(reply).not.toMatch(/cette (colère|tristesse|fatigue|culpabilité)/i);
    expect(reply).toMatch(/mot dessus|dans ton corps/i);
  });

  it('two feelings are both named back, and the question does not ask which feeling it is', () => {
    const reply = replyTo(['je suis triste et en colère en même temps']);
    expect(reply).toMatch(/colère/);
    expect(reply).toMatch(/tristesse/);
    expect(reply).not.toMatch(/plutôt de la tristesse, de la colère/);
  });

  it('a feeling said not to be there is not named back', () => {
    expect(replyTo(['je suis plus en colère, juste fatiguée de tout'])).not.toMatch(/colère/i);
  });
});

describe('what happened, in its own terms', () => {
  it('a slip is met without judgement, never as a victory', () => {
    const reply = replyTo(['jai craque hier soir, je lui ai envoye un msg apres 11 jours. jmen veux trop']);
    expect(reply).toMatch(/craqué|message envoyé|je ne te juge pas/i);
    expect(reply).not.toMatch(/bravo|sois fière|c’est énorme/i);
  });

  it('a night slept and a place returned to are named, not a generic « bonne nouvelle »', () => {
    expect(replyTo(['j’ai dormi d’une traite cette nuit, pour la première fois'])).toMatch(/nuit|sommeil|dormir/i);
    expect(replyTo(['Hier je suis retournée à la chorale, et j’ai même chanté'])).toContain('à la chorale');
  });

  it('a long message with many things and no clear subject is asked about, not guessed', () => {
    const reply = replyTo([
      'Bonjour. Je ne sais pas très bien comment on se sert de ce genre de chose, c’est un ami qui me l’a conseillé. On s’est séparés il y a quatre mois après trente ans. Je ne sais pas si on peut comprendre ce que cela représente.',
    ]);
    expect(reply).toMatch(/beaucoup|tout ça/i);
    expect(reply).not.toMatch(/colère|jalousie|sommeil/i);
  });
});

describe('the urge flow once, and a variety that holds over weeks', () => {
  it('shows the urge flow in full once in a conversation, then points to it in fewer words', () => {
    const history: ChatTurn[] = [];
    const replies: string[] = [];
    for (const content of ['j’ai envie de lui écrire', 'je pense à autre chose', 'encore envie de lui écrire ce soir']) {
      history.push({ role: 'user', content });
      const reply = composeChatReply({ ...base, history: [...history] });
      history.push({ role: 'assistant', content: reply });
      replies.push(reply);
    }
    const [first = '', , again = ''] = replies;
    expect(first).toContain('« J’ai envie de lui écrire »');
    expect(again).toContain('Mes progrès');
    const flowSentences = sentencesOf(first).filter((sentence) => /j’ai envie de lui écrire/i.test(sentence));
    for (const sentence of flowSentences) expect(sentencesOf(again)).not.toContain(sentence);
  });

  it('says no sentence twice in 50 replies and opens no two of ten alike, over six weeks of the same subjects', () => {
    const week = [
      'il me manque',
      'je suis triste',
      'j’ai envie de lui écrire',
      'je dors plus',
      'je m’en veux',
      'je suis en colère',
      'tu crois que ça passe un jour ?',
      'je sais pas',
      'ma sœur m’a appelée',
      'je vois ses stories',
      'je me sens seule',
      'merci',
      'c’est normal ?',
      'bonne nuit',
    ];
    const all: string[] = [];
    for (let day = 0; day < 6; day += 1) {
      // Each day a new conversation as the prompt keeps it; the stored replies reach further back.
      const history: ChatTurn[] = [];
      for (const content of week) {
        history.push({ role: 'user', content });
        const reply = composeChatReply({ ...base, history: [...history], earlierReplies: all.slice(-50) });
        history.push({ role: 'assistant', content: reply });
        all.push(reply);
      }
    }
    const opening = (text: string) => text.toLowerCase().split(/\s+/).slice(0, 4).join(' ');
    all.forEach((reply, index) => {
      const before = all.slice(Math.max(0, index - 50), index);
      const said = new Set(before.flatMap(sentencesOf));
      expect(
        sentencesOf(reply).filter((sentence) => said.has(sentence)),
        `reply ${index}`,
      ).toEqual([]);
      expect(before.slice(-10).map(opening), `reply ${index}`).not.toContain(opening(reply));
    });
  });
});

// ─── Third round: what two blind readers met (their conversations are not tuned on; these are the kinds of misreading) ──

describe('pain is never read as good news', () => {
  it.each([
    'il est a lyon. on se parle pas beaucoup. partie un mardi avec deux valises, 30 ans de mariage. j’ai rien vu venir',
    'Ce soir les enfants sont chez leur père pour la première fois et l’appartement est d’un silence que je ne supporte pas.',
    'Je suis allée rechercher le téléphone. J’ai encore envie de lui écrire « tu me manques ». C’est pire, non ?',
  ])('%s', (message) => {
    const reply = replyTo([message]);
    expect(reply).not.toMatch(/bonne nouvelle|belle nouvelle|plaisir de lire|déjà prévu|belle énergie/i);
  });

  it('good news mixed with sadness is met as both', () => {
    const reply = replyTo([
      'J’ai eu le poste !! Content, fier… et un peu triste aussi, la première personne à qui j’ai eu envie de le dire c’est lui.',
    ]);
    expect(reply).not.toMatch(/tellement plaisir|belle énergie/i);
    expect(reply).toMatch(/mêlé|en même temps|pincement/i);
  });
});

describe('when the person says she misread them, Janne says sorry and asks again', () => {
  it('« ce n’est pas une bonne nouvelle » gets an apology, not the same move again', () => {
    const reply = replyTo(['Pardon, mais je crois que vous m’avez mal comprise. Ce n’est pas une bonne nouvelle.']);
    expect(reply).toMatch(/pardon|désolée|à côté/i);
    expect(reply).not.toMatch(/bonne nouvelle|plaisir/i);
  });
});

describe('the question asked is the one answered', () => {
  it('days held and the urge to write: the urge is answered, the days said inside it, not celebrated instead', () => {
    const reply = replyTo(['12 jours qu’on s’est pas parlé. j’ai envie de lui envoyer un sms pour savoir si elle va bien. je le fais ?']);
    expect(reply).toMatch(/12 jours/);
    expect(reply).toMatch(/n’envoie pas|garde ce message|avis/i);
    expect(reply).not.toMatch(/c’est énorme|sois fière/i);
  });

  it('blocking or muting is a small protective step, not a life decision for « dans quelques mois »', () => {
    const reply = replyTo(['est ce que jdevrais la bloquer sur snap et insta?']);
    expect(reply).not.toMatch(/quelques mois|grandes décisions/i);
    expect(reply).toMatch(/protéger|porte que tu fermes/i);
  });

  it('the ring and the children each get an answer of their own', () => {
    expect(replyTo(['J’ai toujours mon alliance au doigt. Je l’enlève ou je la garde ? Je devrais la rendre ?'])).toMatch(
      /ranger|mettre de côté|retirer/i,
    );
    expect(replyTo(['Léa me demande si papa va revenir. Est-ce que je devrais lui dire que c’est définitif ?'])).toMatch(/enfants/i);
  });

  it('« j’ai le droit d’être triste alors que c’est moi qui suis parti ? » is answered yes', () => {
    expect(replyTo(['Est-ce que j’ai le droit d’être triste alors que c’est moi qui suis parti ?'])).toMatch(/^(Oui|Bien sûr)/);
  });

  it('who left whom is held: a person who was left is never told they made the decision (issue 40)', () => {
    const leaving = /Quitter quelqu’un|pris la décision|c’est toi qui es parti|ta décision/i;
    // From the story, from an earlier message, from the message itself.
    expect(replyTo(['Est-ce que j’ai le droit d’être triste ?'], { story: 'Il m’a quittée en mars après six ans.' })).not.toMatch(leaving);
    expect(replyTo(['c’est lui qui m’a quittée, pas moi', 'j’ai le droit d’être aussi mal ?'])).not.toMatch(leaving);
    expect(replyTo(['elle est partie du jour au lendemain. J’ai le droit d’être triste comme ça ?'])).toMatch(/^(Oui|Bien sûr)/);
    expect(replyTo(['elle est partie du jour au lendemain. J’ai le droit d’être triste comme ça ?'])).not.toMatch(leaving);
    // The latest word wins: the story says she left, the person corrects it.
    expect(replyTo(['en fait c’est moi qui l’ai quitté. J’ai le droit d’être triste ?'], { story: 'On s’est séparés en juin.' })).toMatch(
      /Quitter quelqu’un|pris la décision/,
    );
  });

  it('« tu penses qu’elle regrette ? » gets an honest « je ne peux pas savoir »', () => {
    expect(replyTo(['tu penses quelle regrette?'])).toMatch(/savoir|n’en sais rien/i);
  });
});

describe('the ex stays the ex (second blind reading)', () => {
  it('« envie de lui envoyer un msg » after speaking of a flatmate is the urge about the ex, not the flatmate', () => {
    const reply = replyTo([
      'mon coloc theo est cool il ma fait des pates hier soir',
      'la jai trop envie de lui envoyer un msg pour lui dire ce que je pense delle',
    ]);
    expect(reply).not.toMatch(/Theo/i);
    expect(reply).toContain('Mes progrès');
  });

  it('« non, pas Sylvie. Thomas. » is not about Sylvie', () => {
    const reply = replyTo([
      'Ma meilleure amie Sylvie m’appelle tous les dimanches.',
      'Non, pas Sylvie. Thomas. J’ai envie d’appeler Thomas ce soir.',
    ]);
    expect(reply).not.toMatch(/Sylvie/);
  });

  it('« ça va mieux un jour ? » asks about healing: never the words said after a crisis', () => {
    const reply = replyTo(['Ca va mieux un jour ou pas ? franchement']);
    expect(reply).not.toMatch(/sécurité|3114/);
    expect(reply).toMatch(/semaines|mois|temps/);
  });

  it('a night shift is not a goodnight, and « je reviens » is let go without a question', () => {
    expect(replyTo(['non jsuis pas au lit, jsuis au taf. infirmier de nuit'])).not.toMatch(/bonne nuit/i);
    expect(replyTo(['attends ma pote m’appelle, je reviens'])).not.toMatch(/\?/);
  });

  it('children of 19 and 23 are not spoken of as small children', () => {
    const reply = replyTo(['Mes enfants ont 19 et 23 ans. Est-ce que je dois leur expliquer les vraies raisons ?']);
    expect(reply).not.toMatch(/mots de leur âge/);
  });

  it('says once why she says « tu » to someone who writes « vous »', () => {
    const reply = replyTo(['Bonsoir. Pardonnez-moi, je vous vouvoie, je ne sais pas faire autrement.']);
    expect(reply).toMatch(/vouvoyer|Vouvoie/);
  });
});

describe('her own answers to tap are understood (issue 40, third blind reading)', () => {
  const after = (question: string, tap: string) =>
    composeChatReply({
      ...base,
      history: [
        { role: 'user', content: 'bof la journée était longue, rien de spécial' },
        { role: 'assistant', content: `Je t’écoute.\n\n${question}` },
        { role: 'user', content: tap },
      ],
    });

  it('« Je préfère parler d’autre chose » changes the subject, and offers subjects to tap', () => {
    const reply = after('Qu’est-ce qui pèse le plus sur toi ?', "Je préfère parler d'autre chose");
    expect(reply).toMatch(/autre chose|de côté|change/i);
    expect(reply).not.toMatch(/en dire un peu plus|Qu’est-ce que ça te fait/);
    const taps = answersToTap(reply);
    expect(taps.length).toBeGreaterThanOrEqual(2);
    expect(taps).not.toContain("Je préfère parler d'autre chose");
    // Each subject tapped is answered about that subject.
    expect(after(lastQuestion(reply) ?? '', taps[0]!)).toMatch(/journée/);
  });

  it('« Je voulais juste le poser là » is received, and not questioned', () => {
    const reply = after(
      'Est-ce que ça parle de ta rupture, de quelque chose d’autre dans ta vie, ou tu veux juste poser ça là ?',
      'Je voulais juste le poser là',
    );
    expect(reply).toMatch(/posé|poser/);
    expect(reply).not.toMatch(/\?$/);
  });
});

describe('what the third blind reading saw read wrongly (issue 40)', () => {
  it('« ma mère veut en parler à table, ça me saoule » is friction with a close one, not support to welcome', () => {
    const reply = replyTo(['ma mere sait tt et veut en parler a table devant mon petit frere, ca me saoule']);
    expect(reply).not.toMatch(/Ça compte, d’avoir|à tes côtés|nouvelles de|pense à toi, visiblement|est là pour toi/);
    expect(reply).toMatch(/ta mère/);
  });

  it('a practical question about a lawyer, a house or money gets honest practical help, not sleep advice', () => {
    const reply = replyTo([
      "La maison doit être vendue, ma retraite est petite et j'ai rendez-vous jeudi avec une avocate. Je ne dors plus à cause de ça. Que dois-je lui demander ?",
    ]);
    expect(reply).not.toMatch(/rituel du soir|sommeil|te reposer/);
    expect(reply).toMatch(/avocat|rendez-vous|questions/i);
  });

  it('« il a liké ma story, ça veut dire quoi ? » is what goes on in the ex’s head: honestly unknown', () => {
    expect(replyTo(['Il a liké ma story Instagram hier soir, ça veut dire quoi ?'])).toMatch(/ne peux pas savoir|n’en sais rien/);
  });

  it('« elle a mis 2 jours à me remplacer » is about the breakup, and someone new', () => {
    const reply = replyTo(['jme sens comme un bouffon, elle a mis 2 jours a me remplacer']);
    expect(reply).not.toMatch(/pas sûre de bien comprendre/);
  });
});

describe('the fourth blind reading: people, children and what the person did not do (issue 40)', () => {
  it('« mon fils vit à Montréal » names nobody « Vit »; « je l’appelle ou je lui écris ? » right after is about the son', () => {
    const first = replyTo(['Mon fils vit à Montréal, il ne sait pas encore pour sa mère et moi.']);
    expect(first).not.toMatch(/\bVit\b/);
    const second = replyTo([
      'Mon fils vit à Montréal, il ne sait pas encore pour sa mère et moi.',
      'Mais concrètement, je l’appelle ou je lui écris ? Avec le décalage horaire c’est toujours compliqué.',
    ]);
    expect(second).not.toMatch(/J’ai envie de lui écrire|jamais envoyé|sans contact/);
  });

  it('a child of 7 is never « support to lean on », and « comment on explique une séparation à un enfant ? » is answered', () => {
    const first = replyTo(['Ma fille Léna, 7 ans, me demande tous les soirs quand papa rentre.']);
    expect(first).not.toMatch(/t’appuyer|pense à toi, visiblement|à tes côtés|faire signe/);
    const second = replyTo([
      'Ma fille Léna, 7 ans, me demande tous les soirs quand papa rentre.',
      'Non. Je ne veux PAS lui écrire. Je parle de ma fille Léna, 7 ans, qui pleure le soir parce que son papa n’est plus à la maison. Comment on explique une séparation à un enfant ?',
    ]);
    expect(second).not.toMatch(/Reprendre contact|faire signe|J’ai envie de lui écrire/);
    expect(second).toMatch(/enfant/);
  });

  it('dumped by Snapchat, or blocked by the ex, the person is not told about looking at the ex’s profile', () => {
    for (const said of [
      'il ma largué par snap, meme pas le courage de me le dire en face',
      'jai rien regardé, il m a bloqué, jpeux même plus voir son profil',
    ])
      expect(replyTo([said]), said).not.toMatch(
        /Regarder le profil|quand tu vas voir|où tu vas regarder|chaque visite|après avoir regardé/,
      );
  });
});

describe('the fifth blind reading (issue 40)', () => {
  it('« j’ai eu 6 en maths » is not good news', () => {
    expect(replyTo(['ma mere ma confisqué mon tel hier pcq jai eu 6 en maths'])).not.toMatch(/Félicitations|Bravo|plaisir/);
  });
  it('a friend who betrayed the person is not support to welcome', () => {
    const reply = replyTo(['meme mon pote Mathis il savait et il ma rien dit, il ma trahi']);
    expect(reply).not.toMatch(/à tes côtés|Avoir des nouvelles de|Ces liens-là|est là pour toi|pense à toi, visiblement/);
  });
});

describe('a young person bullied (issue 41)', () => {
  it('is pointed to an adult and to the 3018', () => {
    for (const said of [
      'tt le monde se moque de moi au lycée depuis la rupture, ils ont partagé des photos de moi',
      'au collège ils arrêtent pas de me harceler sur snap',
    ]) {
      const reply = replyTo([said]);
      expect(reply, said).toMatch(/3018/);
      expect(reply, said).toMatch(/adulte/);
    }
  });
});
