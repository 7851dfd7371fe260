import './progress.css';
import { LoadError } from '#client/components/load-error';
import { Spinner } from '#client/components/spinner';
import { ToolkitCards } from './toolkit-cards';
import { GoalsCard } from './goals-card';
import { NoContactCard } from './no-contact-card';
import { useProgress } from './use-progress';

/** SPEC §2 /progress: the no-contact counter beside the goals, once the record is loaded. */
export function ProgressView() {
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
        <NoContactCard progress={progress.data} />
        <GoalsCard goals={progress.data.goals} />
      </div>
      <ToolkitCards />
    </>
  );
}
