import '#client/features/progress/progress.css';
import { LoadError } from '#client/components/load-error';
import { Spinner } from '#client/components/spinner';
import { SlipButton } from '#client/features/no-contact/slip-button';
import { StreakRecord } from '#client/features/no-contact/streak-record';
import { ToolkitCards } from '#client/features/no-contact/toolkit-cards';
import { UrgeLink } from '#client/features/no-contact/urge-link';
import { CounterCard } from '#client/features/progress/counter-card';
import { GoalsCard } from '#client/features/progress/goals-card';
import { useProgress } from '#client/features/progress/use-progress';

/**
 * SPEC §2 /progress « Mes progrès »: the progress record (the counter, the goals) and, under it,
 * the no-contact toolkit (the road, the reasons, the letters). Two features, composed here.
 */
export default function ProgressRoute() {
  return (
    <div className="page--progress">
      <title>Mes progrès · Renouveau</title>
      <h1>Mes progrès</h1>
      <p className="lead">
        Ici, tu regardes le chemin parcouru, un jour après l'autre. Compte tes jours sans contact et fixe-toi de petits objectifs rien qu'à
        toi : chaque pas compte, même le plus petit.
      </p>
      <ProgressView />
    </div>
  );
}

/** The counter beside the goals, once the record is loaded; the toolkit under them. */
function ProgressView() {
  const progress = useProgress();

  if (progress.isPending) return <Spinner label="Chargement de tes progrès…" />;

  if (progress.isError) {
    return (
      <LoadError
        className="card progress-error"
        message="Tes progrès n'ont pas pu être chargés pour le moment. Rien n'est perdu : réessaie dans un instant."
        onRetry={() => void progress.refetch()}
        isRetrying={progress.isFetching}
      />
    );
  }

  return (
    <>
      <div className="progress-grid">
        <CounterCard
          progress={progress.data}
          record={<StreakRecord days={progress.data.daysNoContact} />}
          actions={
            <>
              <UrgeLink />
              <SlipButton className="button button--ghost button--small" />
            </>
          }
        />
        <GoalsCard goals={progress.data.goals} />
      </div>
      <ToolkitCards />
    </>
  );
}
