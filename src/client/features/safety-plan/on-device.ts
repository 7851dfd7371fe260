import type { SafetyPlanResponse } from '#shared/safety-plan';
import { STORAGE_KEYS } from '#client/lib/storage-keys';

/**
 * The safety plan kept on this device, by the person's choice only (issue 30: « Garder mon plan sur
 * ce téléphone », off by default): then « Un moment difficile » opens with no network. Kept with
 * whose plan it is, so that another account signed in on the same phone never reads it.
 */
interface KeptPlan {
  owner: string;
  plan: SafetyPlanResponse;
}

function read(): KeptPlan | null {
  try {
    const kept = localStorage.getItem(STORAGE_KEYS.safetyPlanOnDevice);
    return kept ? (JSON.parse(kept) as KeptPlan) : null;
  } catch {
    return null;
  }
}

/** The plan kept for this person, or null (not kept, or someone else's). */
export function planOnDevice(owner: string | undefined): SafetyPlanResponse | null {
  const kept = read();
  return kept && owner && kept.owner === owner ? kept.plan : null;
}

export function isPlanOnDevice(owner: string | undefined): boolean {
  return planOnDevice(owner) !== null;
}

/** Keeps (or refreshes) the person's plan on this device. */
export function keepPlanOnDevice(owner: string, plan: SafetyPlanResponse): void {
  localStorage.setItem(STORAGE_KEYS.safetyPlanOnDevice, JSON.stringify({ owner, plan } satisfies KeptPlan));
}

/** Erases it from the device at once. */
export function forgetPlanOnDevice(): void {
  localStorage.removeItem(STORAGE_KEYS.safetyPlanOnDevice);
}
