import './matrix.css';
import { useState } from 'react';
import { Spinner } from '#client/components/spinner';
import { AskJanne } from './ask-janne';
import { MatrixSectionCard } from './matrix-section-card';
import { MATRIX_TEXTS } from './matrix-messages';
import { NewSectionForm } from './new-section-form';
import { useMatrix } from './use-matrix';

/** SPEC §2 /matrix: Janne's button, the sections as cards, then the form for a new section. */
export function MatrixBoard() {
  const matrix = useMatrix();
  // A section just created takes the focus, so that its first idea can be typed straight away.
  const [createdType, setCreatedType] = useState<string | null>(null);

  if (matrix.isPending) return <Spinner label="Chargement de ta matrice…" />;
  if (matrix.isError) {
    return (
      <div className="alert alert--error matrix-load-error" role="alert">
        <p>{MATRIX_TEXTS.loadFailed}</p>
        <button
          type="button"
          className="button button--small button--ghost"
          onClick={() => {
            if (!matrix.isFetching) void matrix.refetch();
          }}
          aria-disabled={matrix.isFetching || undefined}
        >
          {matrix.isFetching ? 'Chargement…' : 'Réessayer'}
        </button>
      </div>
    );
  }

  return (
    <>
      <AskJanne />
      <div className="matrix-grid">
        {matrix.data.sections.map((section) => (
          <MatrixSectionCard key={section.type} section={section} focusOnMount={section.type === createdType} />
        ))}
        <NewSectionForm onCreated={setCreatedType} />
      </div>
    </>
  );
}
