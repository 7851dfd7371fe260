export default function ChatRoute() {
  return (
    <div>
      <title>Chat avec Janne · Renouveau</title>
      <h1>Chat avec Janne</h1>
    </div>
  );
}
