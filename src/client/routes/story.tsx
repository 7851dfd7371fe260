import { StoryEditForm } from '#client/features/story/story-edit-form';
import { StoryForm } from '#client/features/story/story-form';
import { useSession } from '#client/lib/session';

export default function StoryRoute() {
  const { hasStory } = useSession();
  return (
    <div className="page--narrow">
      <title>Racontez votre rupture · Renouveau</title>
      <h1>Racontez votre rupture</h1>
      {hasStory ? (
        <StoryEditForm />
      ) : (
        <>
          <p className="lead">
            Raconte ce qui s'est passé, à ta façon. Janne, l'intelligence artificielle qui t'accompagne ici (ce n'est pas une thérapeute),
            lira ton histoire pour mieux t'écouter ensuite.
          </p>
          <StoryForm />
        </>
      )}
    </div>
  );
}
