/**
 * Issue 26: Janne speaks like a person. Each defect a person saw, pinned down: a duration is not
 * turned into days without contact, exhaustion is not named anger, a friend is not the ex, a direct
 * question gets an answer, and with nothing in her memory Janne claims to keep nothing.
 */
import { describe, expect, it } from 'vitest';
import { composeChatReply } from '../offline-companion';
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
