export default function MatrixRoute() {
  return (
    <div>
      <title>Ma matrice d'introspection · Renouveau</title>
      <h1>Ma matrice d'introspection</h1>
    </div>
  );
}
