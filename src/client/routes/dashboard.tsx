import { ToolCards } from '#client/features/dashboard/tool-cards';

export default function DashboardRoute() {
  return (
    <div>
      <title>Tableau de bord · Renouveau</title>
      <h1>Tableau de bord</h1>
      <p className="lead">Par quoi as-tu envie de commencer aujourd'hui ?</p>
      <ToolCards />
    </div>
  );
}
