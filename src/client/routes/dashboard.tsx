import '#client/features/dashboard/glance.css';
import { ToolCards } from '#client/features/dashboard/tool-cards';
import { MoodCheckIn } from '#client/features/journal/mood-check-in';
import { NoContactGlance } from '#client/features/no-contact/no-contact-glance';
import { ParcoursTodayCard } from '#client/features/parcours/today-card';
import { NextGoalGlance } from '#client/features/progress/next-goal-glance';
import { useProgress } from '#client/features/progress/use-progress';

/**
 * SPEC §2 /dashboard: the tool cards (SPEC's four and « Mon parcours », docs/spec-deviations.md),
 * and above them where the person is today (issue 15): first what today's step of « Mon parcours »
 * is (issue 29), then the glance.
 */
export default function DashboardRoute() {
  const progress = useProgress();
  return (
    <div>
      <title>Tableau de bord · Renouveau</title>
      <h1>Tableau de bord</h1>
      <p className="lead">Par quoi as-tu envie de commencer aujourd'hui ?</p>
      <ParcoursTodayCard />
      <div className="glance" aria-label="En un coup d’œil" role="region">
        <NoContactGlance counter={{ days: progress.data?.daysNoContact, isError: progress.isError }} />
        <NextGoalGlance />
        <MoodCheckIn />
      </div>
      <ToolCards />
    </div>
  );
}
