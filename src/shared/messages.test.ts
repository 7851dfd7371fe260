import { describe, expect, it } from 'vitest';
import { LOGIN_ERRORS, messageFor, SIGNUP_ERRORS } from './messages';

describe('messageFor', () => {
  it('finds a code of the catalogue', () => {
    expect(messageFor(SIGNUP_ERRORS, 'auth/weak-password')).toBe(
      'Le mot de passe est trop faible. Il doit contenir au moins 6 caractères.',
    );
    expect(messageFor(LOGIN_ERRORS, 'auth/user-not-found')).toBe('Email ou mot de passe incorrect.');
  });

  it('falls back to "any other" for unknown codes, missing codes and prototype names', () => {
    for (const code of [undefined, 'auth/unknown', 'toString', '__proto__', 'default']) {
      expect(messageFor(LOGIN_ERRORS, code)).toBe('Une erreur est survenue lors de la connexion. Veuillez réessayer.');
    }
  });

  it('has distinct network messages for signup and login, as SPEC §8 writes them', () => {
    expect(SIGNUP_ERRORS['auth/network-request-failed']).toBe(
      'Problème de connexion internet. Veuillez vérifier votre connexion et réessayer.',
    );
    expect(LOGIN_ERRORS['auth/network-request-failed']).toBe('Problème de connexion internet. Veuillez vérifier votre connexion.');
  });
});
