import './no-contact.css';
import { useId } from 'react';
import { LoadError } from '#client/components/load-error';
import { LettersList } from './letters-list';
import { ReasonsList } from './reasons-list';
import { RoadCard } from './road-card';
import { useNoContact } from './use-no-contact';

/** Under the counter and the goals on /progress: the road travelled, the reasons, the letters. */
export function ToolkitCards() {
  const state = useNoContact();
  const reasonsId = useId();
  const lettersId = useId();
  if (state.isPending) return null; // the counter above already says the page is loading
  if (state.isError) {
    return (
      <LoadError
        className="card progress-error"
        message="Ton parcours n'a pas pu être chargé pour le moment. Rien n'est perdu : réessaie dans un instant."
        onRetry={() => void state.refetch()}
        isRetrying={state.isFetching}
      />
    );
  }
  return (
    <div className="progress-toolkit">
      <RoadCard state={state.data} />
      <div className="progress-toolkit__side">
        <section className="card" aria-labelledby={reasonsId}>
          <h2 id={reasonsId}>Mes raisons</h2>
          <p className="muted">Pourquoi tu as choisi de ne plus lui écrire : tu les reliras quand l'envie reviendra.</p>
          <ReasonsList reasons={state.data.reasons} />
        </section>
        <section className="card" aria-labelledby={lettersId}>
          <h2 id={lettersId}>Lettres non envoyées</h2>
          <LettersList letters={state.data.letters} />
        </section>
      </div>
    </div>
  );
}
