import { describe, expect, it } from 'vitest';
import { parseMatrixSuggestions } from './matrix';

const valid = { strengths: ['Je suis patiente'], improvements: ['Dire non'], likes: ['La mer'], dislikes: ['Le mensonge'] };
const id = '0b7c1f0e-3a7e-4b7e-9d7e-1a2b3c4d5e6f';

describe('parseMatrixSuggestions', () => {
  it('reads the four lists and the custom sections’ lists, keyed by list type', () => {
    expect(parseMatrixSuggestions(JSON.stringify({ ...valid, [id]: ['Voir Rome'] }), [id])).toEqual({
      ...valid,
      [`custom_${id}`]: ['Voir Rome'],
    });
  });

  it('accepts JSON wrapped in a code fence', () => {
    expect(parseMatrixSuggestions(`\`\`\`json\n${JSON.stringify(valid)}\n\`\`\``, [])).toEqual(valid);
  });

  it('refuses text that is not JSON, or JSON without the four lists', () => {
    expect(parseMatrixSuggestions('Voici mes idées', [])).toBeNull();
    expect(parseMatrixSuggestions(JSON.stringify({ strengths: [] }), [])).toBeNull();
    expect(parseMatrixSuggestions('[1,2]', [])).toBeNull();
  });

  it('drops items over 10 words, non-strings, unknown keys and other people’s sections, and keeps 3 at most', () => {
    const raw = JSON.stringify({
      ...valid,
      likes: ['un deux trois quatre cinq six sept huit neuf dix onze', 42, 'Le cinéma', 'a', 'b', 'c'],
      admin: ['x'],
      'ffffffff-ffff-4fff-8fff-ffffffffffff': ['intrus'],
    });
    expect(parseMatrixSuggestions(raw, [])).toEqual({ ...valid, likes: ['Le cinéma', 'a', 'b'] });
  });
});
