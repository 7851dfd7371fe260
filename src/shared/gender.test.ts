import { describe, expect, it } from 'vitest';
import { agree, agreeAll, agreeText, byGender, formsOf } from './gender';

describe('byGender', () => {
  const forms = { feminine: 'seule', masculine: 'seul', inclusive: 'seul·e' };
  it('gives a woman the feminine, a man the masculine, « Autre » and an unknown person the inclusive form', () => {
    expect(byGender('female', forms)).toBe('seule');
    expect(byGender('male', forms)).toBe('seul');
    expect(byGender('other', forms)).toBe('seul·e');
    expect(byGender(null, forms)).toBe('seul·e');
    expect(byGender(undefined, forms)).toBe('seul·e');
  });
});

describe('formsOf and agree', () => {
  it.each([
    ['seul·e', 'seule', 'seul'],
    ['aidé·e', 'aidée', 'aidé'],
    ['nul·le', 'nulle', 'nul'],
    ['Content·e', 'Contente', 'Content'],
    ['fier·e', 'fière', 'fier'],
    ['Fier·e', 'Fière', 'Fier'],
    ['connecté·es', 'connectées', 'connectés'],
    ['seul·e·s', 'seules', 'seuls'],
  ])('« %s » is « %s » for a woman and « %s » for a man', (inclusive, feminine, masculine) => {
    expect(formsOf(inclusive)).toEqual({ feminine, masculine, inclusive });
    expect(agree(inclusive, 'female')).toBe(feminine);
    expect(agree(inclusive, 'male')).toBe(masculine);
    expect(agree(inclusive, 'other')).toBe(inclusive);
    expect(agree(inclusive, null)).toBe(inclusive);
  });

  it('leaves a word without « · » as it is', () => {
    expect(formsOf('toi')).toEqual({ feminine: 'toi', masculine: 'toi', inclusive: 'toi' });
  });
});

describe('agreeText', () => {
  const text = "Tu n'es pas {seul·e}, et tu mérites d'être {aidé·e} par {ex} ou par un·e professionnel·le.";

  it('agrees the marked words only: the professional stays inclusive, « {ex} » is left for Janne', () => {
    expect(agreeText(text, 'female')).toBe("Tu n'es pas seule, et tu mérites d'être aidée par {ex} ou par un·e professionnel·le.");
    expect(agreeText(text, 'male')).toBe("Tu n'es pas seul, et tu mérites d'être aidé par {ex} ou par un·e professionnel·le.");
  });

  it('keeps the inclusive form, without braces, for « Autre » and an unknown person', () => {
    const inclusive = "Tu n'es pas seul·e, et tu mérites d'être aidé·e par {ex} ou par un·e professionnel·le.";
    expect(agreeText(text, 'other')).toBe(inclusive);
    expect(agreeText(text, undefined)).toBe(inclusive);
  });

  it('changes nothing in a text with no marked word', () => {
    expect(agreeText('Comment tu te sens, {ex:cette personne} ?', 'female')).toBe('Comment tu te sens, {ex:cette personne} ?');
  });
});

describe('agreeAll', () => {
  it('agrees every inclusive word of a text that speaks only of the person', () => {
    const title = 'Ce que je peux faire seul·e, fier·e et connecté·e·s';
    expect(agreeAll(title, 'female')).toBe('Ce que je peux faire seule, fière et connectées');
    expect(agreeAll(title, 'male')).toBe('Ce que je peux faire seul, fier et connectés');
    expect(agreeAll(title, 'other')).toBe(title);
    expect(agreeAll(title, null)).toBe(title);
  });
});
