export default function JournalRoute() {
  return (
    <div>
      <title>Mon Journal · Renouveau</title>
      <h1>Mon Journal</h1>
    </div>
  );
}
