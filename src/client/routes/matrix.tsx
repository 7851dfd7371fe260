import { MatrixBoard } from '#client/features/matrix/matrix-board';

export default function MatrixRoute() {
  return (
    <div>
      <title>Ma matrice d'introspection · Renouveau</title>
      <h1>Ma matrice d'introspection</h1>
      <p className="lead">
        Note ici, à ton rythme, ce qui te ressemble : une idée par ligne, dans chaque section. Tu peux aussi créer tes propres sections ou
        demander quelques idées à Janne, pour t'aider à mieux te connaître.
      </p>
      <MatrixBoard />
    </div>
  );
}
