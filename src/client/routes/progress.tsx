export default function ProgressRoute() {
  return (
    <div>
      <title>Mes Progrès · Renouveau</title>
      <h1>Mes Progrès</h1>
    </div>
  );
}
