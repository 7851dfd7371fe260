import { describe, expect, it } from 'vitest';
import { feelingsIn } from './feelings';
import { peopleIn, personSpokenOf, relevantFacts, toSecondPerson } from './people';
import { daysHeld, normalizeForMatching as normalize, requestsIn, whoLeft } from './understanding';

const asks = (message: string) => [...requestsIn(normalize(message))].sort();

describe('requestsIn', () => {
  it.each([
    ['Concrètement, je fais quoi ce soir ?', 'steps'],
    ['jsp quoi faire, tu me conseilles quoi', 'steps'],
    ["Est-ce que c'est normal de penser à lui tout le temps ?", 'normal'],
    ['c normal que jdorme plus', 'normal'],
    ["j'ai trop envie de lui envoyer un message", 'urge'],
    ["J'ai un texto pour elle dans mes brouillons", 'urge'],
    ['ça fait 5 jours que je lui ai pas écrit', 'victory'],
    ['Je suis en sécurité maintenant, promis', 'safe'],
    ['merci beaucoup', 'thanks'],
    ['Je vais dormir, bonne nuit', 'goodnight'],
    ['jdois y aller, a+', 'goodbye'],
  ])('« %s » asks for %s', (message, request) => {
    expect(asks(message)).toContain(request);
  });

  it('does not take « je n’arrive pas à dormir » for a goodnight, nor a goodnight for a goodbye', () => {
    expect(asks("je n'arrive pas à dormir")).not.toContain('goodnight');
    expect(asks('Bonne nuit, à demain')).toEqual(['goodnight']);
  });

  it('hears a goodbye only where people say one, at the start or the end of what they write (third blind reading)', () => {
    for (const message of [
      "Le silence. Je passe la journée sur du code, et le soir il n'y a plus personne pour me demander comment s'est passée ma journée.",
      'Je sais pas si je dois y aller quand même, revendre ma place, ou lui proposer de venir.',
      'Il m’a dit bye en partant, comme si de rien n’était, et moi je suis resté planté là.',
      'je te laisse deviner la suite, elle est partie avec lui',
    ])
      expect(asks(message), message).not.toContain('goodbye');
    for (const message of [
      'Bon, je dois y aller. Merci Janne',
      'a plus',
      'Merci pour tout ça, à demain !',
      'Je te laisse, bisous',
      'ok bye 👋',
    ])
      expect(asks(message), message).toContain('goodbye');
  });

  it('asks nothing in an ordinary message', () => {
    expect(asks('Je suis triste ce soir, il me manque.')).toEqual([]);
  });
});

describe('daysHeld', () => {
  it.each([
    ['ça fait 5 jours', 5],
    ['cinq jours sans lui écrire', 5],
    ['vingt-trois jours', 23],
    ['2 semaines que je tiens', 14],
    ['trente et un jours', 31],
  ])('« %s » → %d', (message, days) => {
    expect(daysHeld(normalize(message))).toBe(days);
  });
  it('is null without a count', () => {
    expect(daysHeld(normalize('des jours et des jours'))).toBeNull();
  });
});

describe('the people of the person’s life', () => {
  const people = peopleIn(
    ['Ma sœur Camille me dit de le supprimer.', 'mon pote enzo dit que jdois passer a autre chose', 'ma mere mappelle'],
    normalize,
  );
  it('finds a name after its relation, in the person’s spelling, and not a verb', () => {
    expect(people).toEqual([
      { name: 'Camille', relation: 'ta sœur' },
      { name: 'Enzo', relation: 'ton ami' },
    ]);
  });
  it('knows whom « ma sœur » or a name means, never the ex', () => {
    expect(personSpokenOf(normalize('ma soeur est venue'), people, [], 'Julien')?.name).toBe('Camille');
    expect(personSpokenOf(normalize('Enzo est passé'), people, [], 'Julien')?.name).toBe('Enzo');
    expect(personSpokenOf(normalize("Elle m'a proposé de venir samedi"), people, people.slice(0, 1), null)?.name).toBe('Camille');
    expect(personSpokenOf(normalize('Camille a écrit'), people, [], 'Camille')).toBeNull();
  });
});

describe('feelingsIn and relevantFacts', () => {
  it('names up to two feelings', () => {
    expect(feelingsIn(normalize('Je suis en colère et je culpabilise'))).toEqual(['cette colère', 'cette culpabilité']);
  });
  it('finds the memory facts that share a word with the message', () => {
    const facts = ["Ta sœur s'appelle Léa.", 'Tu travailles comme infirmière.'];
    expect(relevantFacts(normalize('ma sœur est passée ce soir'), facts, normalize)).toEqual(["Ta sœur s'appelle Léa."]);
    expect(relevantFacts(normalize('il pleut'), facts, normalize)).toEqual([]);
  });
});

describe('toSecondPerson', () => {
  it('says the person’s own facts back to them', () => {
    expect(toSecondPerson("Ma sœur s'appelle Léa, je suis sa marraine.")).toBe("ta sœur s'appelle Léa, tu es sa marraine.");
    expect(toSecondPerson("J'ai un chat, mes amis l'adorent.")).toBe("tu as un chat, tes amis l'adorent.");
    expect(toSecondPerson("Ta sœur s'appelle Léa.")).toBe("ta sœur s'appelle Léa.");
  });
});

describe('whoLeft (issue 40: facts held)', () => {
  it.each([
    [['Il m’a quittée en mars.'], 'them'],
    [['c’est elle qui est partie'], 'them'],
    [['il a rompu par message'], 'them'],
    [['je l’ai quitté il y a un mois'], 'me'],
    [['c’est moi qui suis partie'], 'me'],
    [['j’ai rompu'], 'me'],
    [['elle est partie en vacances avec ses amies'], null],
    [['je suis partie au travail en pleurant'], null],
    [['On s’est séparés en juin.'], null],
    [['Il m’a quittée.', 'en fait c’est moi qui l’ai quitté, je me suis mal exprimée'], 'me'],
    [['je l’ai quitté', 'non attends, c’est lui qui m’a larguée'], 'them'],
  ] as const)('%j → %s', (texts, expected) => {
    expect(whoLeft(texts)).toBe(expected);
  });
});
