import { describe, expect, it } from 'vitest';
import { NOT_SAFE_ANSWER, SAFE_ANSWER } from '../crisis-care';
import { readQuestionAnswer, readSafetyAnswer } from './answers';

/*
 * The answers after the crisis card's « Es-tu en sécurité en ce moment ? » (issue 24). Only a clear
 * statement of safety ends crisis mode; the whole labelled set is tests/crisis-eval/safety-answers-*.jsonl
 * (npm run crisis-eval), these are the cases the issue named and the shapes they stand for.
 */
/** The answers issue 24 saw end crisis mode (« ça me soulage »), each read as safe by the old reading. */
const SEEN_ENDING_CRISIS_MODE = [
  'je crois que je vais le faire quand même',
  'je pense encore à ces médicaments sur la table',
  'ça va pas du tout',
  'ok je vais le faire',
  "oui j'ai les médicaments à côté",
  "d'accord, adieu",
  'je pense à sauter',
];

describe('readSafetyAnswer', () => {
  it('never reads as safe the answers the issue saw ending crisis mode', () => {
    for (const text of SEEN_ENDING_CRISIS_MODE) {
      expect(readSafetyAnswer(text, true), text).not.toBe('safe');
    }
  });

  it('reads a plan, a means, a goodbye, a « mais » or a negation as not safe', () => {
    for (const text of [
      ...SEEN_ENDING_CRISIS_MODE,
      'oui mais j y pense encore',
      'je suis pas en sécurité',
      'non',
      NOT_SAFE_ANSWER,
      'merci pour tout janne',
      'il est encore devant la porte',
      // « for now » takes the yes back (the blind batch of issue 40 reads it so)
      'oui pour l’instant',
    ]) {
      expect(readSafetyAnswer(text, true), text).toBe('not_safe');
    }
  });

  it('never reads as « not safe » a no that reassures: « non ça va t’inquiète », « Non, ce n’est pas ça » (fourth blind reading)', () => {
    for (const text of [
      'non ça va t’inquiète',
      'nn tkt c une expression 😅 jveux dire jai trop honte. bon faut que jaille manger mon pere m’appelle, merci qd meme bisous 💕',
      'Non, ce n’est pas ça. je t’ai dit ça va. le plus dur là c’est les fonctions de reproduction sociale de Bourdieu que je comprends toujours pas 🙃',
      'nan je vais bien, c’était une façon de parler',
    ]) {
      expect(readSafetyAnswer(text, true), text).not.toBe('not_safe');
      expect(readSafetyAnswer(text, true), text).not.toBe('safe');
    }
    // A no that does not reassure, or takes it back, is still not safe.
    for (const text of ['non', 'non, pas vraiment', 'non ça va pas', 'non tkt mais j’ai encore les cachets'])
      expect(readSafetyAnswer(text, true), text).toBe('not_safe');
  });

  it('reads a hedge, a change of subject or a bare « ok » as unclear, never as safe', () => {
    for (const text of [
      'je crois',
      'je pense',
      'ok',
      "d'accord",
      'ça va',
      'pourquoi tu me demandes ça',
      'jsais pas trop',
      'normalement oui',
    ]) {
      expect(readSafetyAnswer(text, true), text).not.toBe('safe');
    }
  });

  it('hears the safe answers of the second blind reading, typed as a teenager and an older woman would', () => {
    for (const text of [
      'oui oui tkt jsuis ds ma chambre, ma mère est en bas',
      'JSUIS EN SECURITÉ. t’es un bot ou quoi',
      'Mais oui, je suis en sécurité, je suis chez moi, dans mon lit. Bonne nuit.',
      'arrete de me demander ça jsuis en securité',
    ]) {
      expect(readSafetyAnswer(text, true), text).toBe('safe');
      // The same words under the direct question are a no, never the yes that opens the card.
      expect(readQuestionAnswer(text), text).toBe('no');
    }
  });

  it('hears a clear statement of safety, tapped or typed, with harmless extras', () => {
    for (const text of [
      SAFE_ANSWER,
      'oui',
      'Oui.',
      'ouais',
      'Je suis en sécurité',
      'je suis en securite maintenant',
      'oui je suis en sécurité, merci',
      "t'inquiète je suis à l'abri",
      'je ne vais rien me faire',
      'je vais rien faire, promis',
      'oui ça va, je suis chez ma sœur',
      'chui en securite',
      'oui je te promets',
    ]) {
      expect(readSafetyAnswer(text, true), text).toBe('safe');
    }
  });

  it('takes a bare « oui » only as the answer to the safety question', () => {
    expect(readSafetyAnswer('oui', false)).not.toBe('safe');
    expect(readSafetyAnswer('je suis en sécurité', false)).toBe('safe');
  });
});

describe('readQuestionAnswer', () => {
  it('opens the card on a yes, a partial yes or an ambivalence', () => {
    for (const text of [
      'Oui',
      'ouais',
      'un peu',
      'parfois',
      'des fois j’y pense',
      'jsp',
      'peut-être',
      'non mais des fois j’aimerais plus me réveiller',
      'non je crois pas',
    ]) {
      expect(readQuestionAnswer(text), text).toBe('yes');
    }
  });

  it('hears a clear no, with what it denies said again', () => {
    for (const text of [
      'Non',
      "Non, ce n'est pas ça",
      'nan t’inquiète c’était une image',
      'non je suis pas suicidaire, juste épuisée',
      'non je vais pas me faire de mal, j’ai juste le cœur brisé',
    ]) {
      expect(readQuestionAnswer(text), text).toBe('no');
    }
  });

  it('leaves a reply that does not answer unclear', () => {
    for (const text of ['tu penses qu’il reviendra ?', 'd’accord', 'hmm', 'il a changé sa photo de profil']) {
      expect(readQuestionAnswer(text), text).toBe('unclear');
    }
  });
});

describe('readQuestionAnswer, on what a blind reader wrote (issue 24)', () => {
  it('hears a no that starts with surprise', () => {
    expect(readQuestionAnswer('hein? non. je parlais de mon pote')).toBe('no');
    expect(readQuestionAnswer('quoi ? non pas du tout')).toBe('no');
  });

  it('does not take « ouais » for a yes when the rest of the message speaks of something else', () => {
    expect(readQuestionAnswer('ouais je vais lui ecrire demain. merci. bonne nuit')).toBe('unclear');
    expect(readQuestionAnswer('ouais')).toBe('yes');
    expect(readQuestionAnswer('ouais des fois j’y pense')).toBe('yes');
    expect(readQuestionAnswer('oui 😔')).toBe('yes');
  });
});
