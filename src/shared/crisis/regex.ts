/**
 * How the detector's lists are written and run: the raw-template helpers every list uses, the type
 * of a phrase pattern and its sentence veto, and the loop over a global regex's matches. Engine
 * code, apart from the lists (lists/) so that adding words never touches it, and the other way
 * round. No lookbehind anywhere: Safari before 16.4 cannot parse it, and one such literal would
 * break the whole browser bundle.
 */

/** A regex source written as a raw template, so `\b` needs no double escaping. */
export const W = String.raw;

/** Builds a global regex from a raw template, so `\b` needs no double escaping. */
export function r(strings: TemplateStringsArray, ...parts: string[]): RegExp {
  return new RegExp(String.raw({ raw: strings.raw }, ...parts), 'g');
}

/**
 * Every match of a global regex. Not String.prototype.matchAll: it clones the regex on every call,
 * which costs more than the search itself for sources this large. lastIndex is reset before and
 * after (also when the caller stops early), so the shared regexes keep no state between calls.
 */
export function* eachMatch(re: RegExp, text: string): Generator<RegExpExecArray> {
  re.lastIndex = 0;
  try {
    for (let m = re.exec(text); m; m = re.exec(text)) {
      if (m[0] === '') re.lastIndex += 1;
      yield m;
    }
  } finally {
    re.lastIndex = 0;
  }
}

/** A pattern, optionally with a check on the few words right before the match. */
export type CrisisPattern = RegExp | { re: RegExp; unlessBefore?: RegExp; onlyBefore?: RegExp };

/**
 * A pattern vetoed by words anywhere in its sentence: after the match (a lookahead up to the next
 * . ! ?) or before it (within the few words firstMatch, in detector.ts, looks back at, same
 * sentence). Keeps a veto local: « au judo » vetoes the « coup de pied » of its own sentence, not
 * the next one.
 */
export function unlessInSentence(re: RegExp, veto: string, extra: { unlessBefore?: RegExp; onlyBefore?: RegExp } = {}): CrisisPattern {
  const before = new RegExp(String.raw`(?:${veto})[^.!?]*$` + (extra.unlessBefore ? `|${extra.unlessBefore.source}` : ''));
  return {
    re: new RegExp(String.raw`(?:${re.source})(?![^.!?]*(?:${veto}))`, 'g'),
    unlessBefore: before,
    ...(extra.onlyBefore ? { onlyBefore: extra.onlyBefore } : {}),
  };
}
