import { SourcesList } from '#client/features/parcours/sources-list';

/** « D'où viennent ces exercices » (issue 29): the published findings the days rest on. */
export default function ParcoursSourcesRoute() {
  return (
    <div className="page--narrow">
      <title>D'où viennent ces exercices · Renouveau</title>
      <h1>D'où viennent ces exercices</h1>
      <p className="lead">
        Chaque jour du parcours s'appuie sur des recherches publiées sur la rupture amoureuse et sur ce qui aide à s'en remettre. Les textes
        sont les nôtres ; voici les travaux dont ils s'inspirent.
      </p>
      <SourcesList />
    </div>
  );
}
