import '#client/features/dashboard/glance.css';
import { ToolCards } from '#client/features/dashboard/tool-cards';
import { MoodCheckIn } from '#client/features/journal/mood-check-in';
import { ProgressGlance } from '#client/features/progress/progress-glance';

/** SPEC §2 /dashboard: the four cards, and above them where the person is today (issue 15). */
export default function DashboardRoute() {
  return (
    <div>
      <title>Tableau de bord · Renouveau</title>
      <h1>Tableau de bord</h1>
      <p className="lead">Par quoi as-tu envie de commencer aujourd'hui ?</p>
      <div className="glance" aria-label="En un coup d’œil" role="region">
        <ProgressGlance />
        <MoodCheckIn />
      </div>
      <ToolCards />
    </div>
  );
}
