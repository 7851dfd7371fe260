import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Janne and the app say « tu » to the person, everywhere (SPEC.md §1). The only « vous » allowed
 * are SPEC.md's own French texts, which are requirements word for word.
 *
 * This reads every text the app can show or send — string literals, template literals and JSX text
 * of src/client, src/server and src/shared, and the HTML page — and fails on « vous », « votre »,
 * « vos » or « veuillez » outside the lists below. Comments are not texts and are not read.
 */

/** SPEC.md's verbatim strings that say « vous »: kept exactly as the SPEC writes them. */
const SPEC_VERBATIM: readonly string[] = [
  // §2 « /story ('Racontez votre rupture') »
  'Racontez votre rupture',
  // §2 Overlays: « Feedback popup: 'Votre avis nous intéresse' »
  'Votre avis nous intéresse',
  // §4 Signup form: « label 'Création de votre compte...' »
  'Création de votre compte...',
  // §4 Feedback form: « a success box 'Merci pour votre retour ! Nous l'avons bien reçu.' »
  "Merci pour votre retour ! Nous l'avons bien reçu.",
  // §8 Signup: auth/email-already-in-use, auth/invalid-email, auth/operation-not-allowed,
  // auth/network-request-failed, any other
  'Cette adresse email est déjà utilisée. Veuillez vous connecter ou utiliser une autre adresse.',
  "L'adresse email n'est pas valide. Veuillez vérifier le format.",
  'La création de compte est temporairement désactivée. Veuillez réessayer plus tard.',
  'Problème de connexion internet. Veuillez vérifier votre connexion et réessayer.',
  'Une erreur est survenue lors de la création du compte. Veuillez réessayer.',
  // §8 Login: auth/too-many-requests, auth/network-request-failed, any other
  'Trop de tentatives de connexion. Veuillez réessayer plus tard.',
  'Problème de connexion internet. Veuillez vérifier votre connexion.',
  'Une erreur est survenue lors de la connexion. Veuillez réessayer.',
  // §8 Other: empty fields on signup or login; story save failure
  'Veuillez remplir tous les champs.',
  'Une erreur est survenue. Veuillez réessayer.',
];

/** Texts that say « vous » without saying it to the person. */
const NOT_ADDRESSED_TO_THE_PERSON: readonly string[] = [
  // src/server/ai/prompts.ts: the persona prompt tells Janne never to say « vous ».
  'jamais de « vous »',
];

/**
 * The crisis detector's lexicon and worked examples: patterns matched against, and sentences in the
 * words of, what the person writes (« je vous aime tous »), never shown to anyone; and the offline
 * companion's reading of the person's message (its list of little words holds « vous »).
 */
const PATTERN_FILES = [
  // the detector's folder: its engine, its lists (lexicons, patterns, rules) and readers of the person's answers
  /^src\/shared\/crisis\/(?:lists\/)?[\w-]+\.ts$/,
  /^src\/server\/ai\/offline-companion\/(?:understanding|people)\.ts$/,
];

const VOUVOIEMENT = /(?<!\p{L})(?:vous|votre|vôtre|vos|veuillez)(?!\p{L})/iu;

const root = path.resolve(import.meta.dirname, '..');
const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');

function sourceFiles(): string[] {
  const files: string[] = [];
  for (const dir of ['src/client', 'src/server', 'src/shared']) {
    for (const entry of fs.readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      const name = relative(file);
      if (!/\.(?:tsx?|html)$/.test(name) || /\.test\.tsx?$/.test(name) || name.endsWith('.d.ts')) continue;
      if (PATTERN_FILES.some((pattern) => pattern.test(name))) continue;
      files.push(file);
    }
  }
  return files;
}

interface Text {
  where: string;
  text: string;
}

/** The texts of one file, white space collapsed (JSX text spans lines). */
function textsOf(file: string): Text[] {
  const content = fs.readFileSync(file, 'utf8');
  const name = relative(file);
  const texts: Text[] = [];
  const add = (text: string, line: number) => texts.push({ where: `${name}:${line}`, text: text.replace(/\s+/g, ' ').trim() });
  if (name.endsWith('.html')) {
    content.split('\n').forEach((line, index) => add(line.replace(/<[^>]*>/g, ' '), index + 1));
    // Attributes hold texts too (the meta description).
    for (const match of content.matchAll(/\b(?:content|title|alt|aria-label)="([^"]*)"/g)) add(match[1] ?? '', 0);
    return texts;
  }
  const source = ts.createSourceFile(
    file,
    content,
    ts.ScriptTarget.Latest,
    true,
    name.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    ) {
      add(node.text, source.getLineAndCharacterOfPosition(node.getStart()).line + 1);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

const allowed = [...SPEC_VERBATIM, ...NOT_ADDRESSED_TO_THE_PERSON].sort((a, b) => b.length - a.length);

/** What is left of a text once the allowed strings are taken out of it. */
function withoutAllowed(text: string): string {
  return allowed.reduce((rest, phrase) => rest.split(phrase).join(' … '), text);
}

describe('tutoiement', () => {
  const texts = sourceFiles().flatMap(textsOf);

  it('reads the app’s texts (the scan is not empty)', () => {
    expect(texts.length).toBeGreaterThan(500);
    expect(texts.some((t) => t.text.includes('Es-tu en sécurité en ce moment ?'))).toBe(true);
    expect(texts.some((t) => t.where.startsWith('src/client/') && t.where.includes('.tsx'))).toBe(true);
  });

  it('never says « vous », « votre », « vos » or « veuillez » to the person, except in SPEC.md’s own words', () => {
    const offending = texts.filter((t) => VOUVOIEMENT.test(withoutAllowed(t.text))).map((t) => `${t.where}: ${t.text}`);
    expect(offending).toEqual([]);
  });

  it('has no stale entry in its allow-list: each one is still in the sources', () => {
    const all = texts.map((t) => t.text).join('\n');
    expect(allowed.filter((phrase) => !all.includes(phrase))).toEqual([]);
  });
});
