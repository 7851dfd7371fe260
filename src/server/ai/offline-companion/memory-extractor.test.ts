import { describe, expect, it } from 'vitest';
import { extractFacts } from './memory-extractor';

describe('extractFacts', () => {
  it('remembers the people of the person’s life, their work, the breakup, what helps and what hurts', () => {
    const facts = extractFacts([
      'Ma sœur Camille me dit de le supprimer.',
      'Je suis infirmière de nuit, je rentre de ma garde.',
      "On s'est séparés le 3 mars, après six ans.",
      "Ça m'aide de courir le matin.",
      "Ce qui me fait le plus mal, c'est le silence du soir.",
      "Mon objectif c'est de reprendre le piano.",
      'je travaille chez Decathlon depuis deux ans',
    ]);
    expect(facts).toEqual([
      "Ta sœur s'appelle Camille.",
      'Tu es infirmière de nuit.',
      'Ta rupture date de : le 3 mars.',
      "Ce qui t'aide : courir le matin.",
      'Ce qui te fait mal : le silence du soir.',
      'Ton objectif : reprendre le piano.',
      'Tu travailles chez Decathlon depuis deux ans.',
    ]);
  });

  it('keeps each fact once, and finds none in ordinary sadness', () => {
    expect(extractFacts(['Ma sœur Léa est là.', 'ma soeur lea aussi'])).toEqual(["Ta sœur s'appelle Léa."]);
    expect(extractFacts(['Je suis triste ce soir.', 'Il me manque.'])).toEqual([]);
  });
});
