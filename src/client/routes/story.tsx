export default function StoryRoute() {
  return (
    <div>
      <title>Racontez votre rupture · Renouveau</title>
      <h1>Racontez votre rupture</h1>
    </div>
  );
}
