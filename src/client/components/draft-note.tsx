/**
 * Said discreetly under a field whose text is kept on this phone until it is sent (issue 41,
 * lib/drafts.ts): the person knows a tap elsewhere loses nothing.
 */
export function DraftNote({ shown }: { shown: boolean }) {
  return shown ? <p className="draft-note">Brouillon gardé sur ce téléphone.</p> : null;
}
