import { useId, useState } from 'react';
import { useSession } from '#client/lib/session';
import { forgetPlanOnDevice, isPlanOnDevice, keepPlanOnDevice } from './on-device';
import { useSafetyPlan } from './use-safety-plan';

/**
 * « Garder mon plan sur ce téléphone » (issue 30): off by default. On, the plan is kept in this
 * browser so that « Un moment difficile » opens with no network; off, it is erased from it at once.
 * Said plainly, because a shared phone can show it.
 */
export function KeepPlanOnDevice() {
  const owner = useSession().user?.id;
  const plan = useSafetyPlan();
  const [kept, setKept] = useState(() => isPlanOnDevice(owner));
  const hintId = useId();
  if (!owner || !plan.data) return null;
  const data = plan.data;
  const toggle = (on: boolean) => {
    if (on) keepPlanOnDevice(owner, data);
    else forgetPlanOnDevice();
    setKept(on);
  };
  return (
    <div className="card safety-plan__on-device">
      <label className="safety-plan__switch">
        <input type="checkbox" role="switch" checked={kept} onChange={(event) => toggle(event.target.checked)} aria-describedby={hintId} />
        Garder mon plan sur ce téléphone
      </label>
      <p id={hintId} className="safety-plan__switch-hint">
        Il s’ouvrira alors même sans réseau, et même quand l’app est verrouillée par ton code. Mais sur un téléphone partagé, quelqu’un
        d’autre pourrait le lire.
      </p>
    </div>
  );
}
